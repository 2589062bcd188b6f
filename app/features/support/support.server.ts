// Customer support: a request (subject, message, attachments) is stored for
// the operator and e-mailed to the support address. Attachments are private:
// they are served at /account/support/files/{id} only to their sender and to
// admins (everyone else gets 404), never cached by anyone on the way, and
// never from the public /media/ path.
//
//   createSupportRequest(deps, user, input, language)  → { id, attachments, mailed }
//   listSupportRequests({ db }, userId)                → the user's requests with their attachments
//   attachmentFor({ db }, attachmentId, viewer)         → the attachment's key and name, or null
//   attachmentPath(id)                                  → its address
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { sqlTime } from "~/server/jobs.server";
import { mailTranslator, trySendMail } from "~/server/mail.server";
import { storeAttachment, type StoredAttachment } from "~/server/uploads.server";
import { formatBytes } from "~/lib/schemas/account";
import { isLanguage } from "~/lib/i18n";
import type { User } from "~/server/user.server";

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
  /** The form's key (lib/submit-key.ts): the same form posted twice makes one request. */
  submitKey?: string | null;
}

/**
 * Support requests one account may send in 24 hours: the operator reads each
 * one, and every one sends an e-mail. Counted from the requests themselves.
 */
export const SUPPORT_REQUESTS_PER_DAY = 5;

export type SupportResult =
  { ok: true; id: number; attachments: StoredAttachment[]; mailed: boolean; repeated?: boolean } | { ok: false; error: "quota"; limit: number };

/**
 * Stores a request, its attachments, and mails it to the support inbox. A
 * second post of the same form (same submit key) stores and mails nothing and
 * answers with the first request (`repeated`); past the daily quota nothing
 * is stored. Both are checked by the INSERT itself, so parallel posts too.
 */
export async function createSupportRequest(
  deps: Deps,
  user: Pick<User, "id" | "name" | "email" | "phone">,
  input: SupportInput,
  language: string,
  now = new Date(),
): Promise<SupportResult> {
  const submitKey = input.submitKey ?? null;
  const row = await deps.db
    .prepare(
      `INSERT INTO support_requests (user_id, subject, message, created_at, submit_key)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT COUNT(*) FROM support_requests WHERE user_id = ?1 AND created_at > ?6) < ?7
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(user.id, input.subject, input.message, sqlTime(now), submitKey, sqlTime(new Date(now.getTime() - 24 * 3600 * 1000)), SUPPORT_REQUESTS_PER_DAY)
    .first<{ id: number }>();
  if (!row) {
    const earlier = submitKey
      ? await deps.db.prepare("SELECT id FROM support_requests WHERE user_id = ?1 AND submit_key = ?2").bind(user.id, submitKey).first<{ id: number }>()
      : null;
    if (earlier) return { ok: true, id: earlier.id, attachments: [], mailed: false, repeated: true };
    return { ok: false, error: "quota", limit: SUPPORT_REQUESTS_PER_DAY };
  }
  const id = row.id;
  const stored: StoredAttachment[] = [];
  for (const file of input.files) stored.push(await storeAttachment(deps, `support/${id}`, file));
  const attachments: Array<StoredAttachment & { id: number }> = [];
  if (stored.length > 0) {
    const results = await deps.db.batch<{ id: number }>(
      stored.map((item) =>
        deps.db
          .prepare("INSERT INTO support_attachments (request_id, name, file_class, size, path) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id")
          .bind(id, item.name, item.fileClass, item.size, item.path),
      ),
    );
    stored.forEach((item, index) => attachments.push({ ...item, id: results[index].results[0].id }));
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
    for (const item of attachments)
      lines.push(`- ${item.name} (${item.fileClass}, ${formatBytes(item.size)}): ${deps.config.SITE_URL}${attachmentPath(item.id)}`);
  }
  const mailed = await trySendMail(deps, {
    to: deps.config.SUPPORT_EMAIL,
    subject: t("auth:mail.support.title", { id, subject: input.subject.slice(0, 120) }),
    text: lines.join("\n"),
    kind: "support",
    language: lang,
    replyTo: user.email,
  });
  return { ok: true, id, attachments, mailed };
}

/** Where an attachment is served, to its sender and admins only. */
export function attachmentPath(attachmentId: number): string {
  return `/account/support/files/${attachmentId}`;
}

export interface SupportAttachmentLink {
  id: number;
  name: string;
  size: number;
}

/** The user's latest support requests, newest first, each with its attachments. */
export async function listSupportRequests({ db }: { db: Database }, userId: number) {
  const { results } = await db
    .prepare("SELECT id, subject, created_at FROM support_requests WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 20")
    .bind(userId)
    .all<{ id: number; subject: string; created_at: string }>();
  const byRequest = new Map<number, SupportAttachmentLink[]>();
  if (results.length > 0) {
    const placeholders = results.map((_, index) => `?${index + 1}`).join(", ");
    const { results: files } = await db
      .prepare(`SELECT id, request_id, name, size FROM support_attachments WHERE request_id IN (${placeholders}) ORDER BY id`)
      .bind(...results.map((row) => row.id))
      .all<SupportAttachmentLink & { request_id: number }>();
    for (const file of files) byRequest.set(file.request_id, [...(byRequest.get(file.request_id) ?? []), { id: file.id, name: file.name, size: file.size }]);
  }
  return results.map((row) => ({ ...row, attachments: byRequest.get(row.id) ?? [] }));
}

/**
 * An attachment's stored key and name, when the viewer may open it: the
 * request's sender or an admin. Anyone else (and a missing id) gets null.
 */
export async function attachmentFor(
  { db }: { db: Database },
  attachmentId: number,
  viewer: Pick<User, "id" | "role"> | null,
): Promise<{ path: string; name: string } | null> {
  if (!viewer || !Number.isInteger(attachmentId) || attachmentId <= 0) return null;
  const row = await db
    .prepare("SELECT a.path, a.name, r.user_id FROM support_attachments a JOIN support_requests r ON r.id = a.request_id WHERE a.id = ?1")
    .bind(attachmentId)
    .first<{ path: string; name: string; user_id: number }>();
  if (!row) return null;
  if (row.user_id !== viewer.id && viewer.role !== "admin") return null;
  return { path: row.path, name: row.name };
}
