// Customer support: a request (subject, message, attachments) is stored for
// the operator and e-mailed to the support address.
import type { Database } from "~/modules/db-session.server";
import type { Config } from "~/modules/config.server";
import { sqlTime } from "~/modules/jobs.server";
import { mailTranslator, trySendMail } from "~/modules/mail.server";
import { storeAttachment, type StoredAttachment } from "~/modules/uploads.server";
import { formatBytes } from "~/lib/schemas/account";
import { isLanguage } from "~/lib/i18n";
import type { User } from "~/modules/accounts.server";

interface Deps {
  db: Database;
  bucket: R2Bucket;
  config: Pick<Config, "MAIL_FROM" | "MAIL_PROVIDER_URL" | "MAIL_API_KEY" | "SUPPORT_EMAIL" | "SITE_URL">;
  fetch?: typeof fetch;
}

export interface SupportInput {
  subject: string;
  message: string;
  files: File[];
}

export async function createSupportRequest(
  deps: Deps,
  user: Pick<User, "id" | "name" | "email" | "phone">,
  input: SupportInput,
  language: string,
  now = new Date(),
): Promise<{ id: number; attachments: StoredAttachment[]; mailed: boolean }> {
  const row = await deps.db
    .prepare("INSERT INTO support_requests (user_id, subject, message, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
    .bind(user.id, input.subject, input.message, sqlTime(now))
    .first<{ id: number }>();
  const id = row!.id;
  const attachments: StoredAttachment[] = [];
  for (const file of input.files) attachments.push(await storeAttachment(deps, `support/${id}`, file));
  if (attachments.length > 0) {
    await deps.db.batch(
      attachments.map((item) =>
        deps.db.prepare("INSERT INTO support_attachments (request_id, name, file_class, size, path) VALUES (?1, ?2, ?3, ?4, ?5)").bind(id, item.name, item.fileClass, item.size, item.path),
      ),
    );
  }

  const lang = isLanguage(language) ? language : "ar";
  const t = mailTranslator(lang);
  const lines = [
    t("auth:mail.support.intro", { id }),
    "",
    `${t("auth:mail.support.from")}: ${user.name} <${user.email}> ${user.phone}`,
    `${t("auth:mail.support.subject")}: ${input.subject}`,
    "",
    input.message,
  ];
  if (attachments.length > 0) {
    lines.push("", `${t("auth:mail.support.attachments")}:`);
    for (const item of attachments) lines.push(`- ${item.name} (${item.fileClass}, ${formatBytes(item.size)}): ${deps.config.SITE_URL}/media/${item.path}`);
  }
  const mailed = await trySendMail(deps, {
    to: deps.config.SUPPORT_EMAIL,
    subject: t("auth:mail.support.title", { id, subject: input.subject.slice(0, 120) }),
    text: lines.join("\n"),
    kind: "support",
    language: lang,
    replyTo: user.email,
  });
  return { id, attachments, mailed };
}

export async function listSupportRequests({ db }: { db: Database }, userId: number) {
  const { results } = await db
    .prepare("SELECT id, subject, created_at FROM support_requests WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 20")
    .bind(userId)
    .all<{ id: number; subject: string; created_at: string }>();
  return results;
}
