// Customer support: a request (subject, message, attachments) is stored for
// the operator and e-mailed to the support address. Attachments are private:
// they are served at /account/support/files/{id} only to their sender and to
// admins (everyone else gets 404), never cached by anyone on the way, and
// never from the public /media/ path.
//
//   createSupportRequest(deps, user, input, language)  → { id, attachments, mailed }
//   attachmentFor({ db }, attachmentId, viewer)         → the attachment's key and name, or null
//   attachmentPath(id)                                  → its address
// The SQL is in queries.server.ts (with listSupportRequests, the account's list).
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { attachmentRow, insertAttachments, insertSupportRequest, supportRequestOfSubmitKey } from "~/features/support/queries.server";
import { mailTranslator, trySendMail } from "~/server/mail.server";
import { storeAttachment, type StoredAttachment } from "~/server/uploads.server";
import { formatBytes } from "~/lib/schemas/account";
import { isLanguage } from "~/lib/i18n";
import type { User } from "~/server/user.server";
import { cutText } from "~/lib/text-length";

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
  /** The post's digest (server/request-hash.server.ts): the same key with another digest is refused. */
  submitDigest?: string | null;
}

/**
 * Support requests one account may send in 24 hours: the operator reads each
 * one, and every one sends an e-mail. Counted from the requests themselves.
 */
export const SUPPORT_REQUESTS_PER_DAY = 5;

export type SupportResult =
  | { ok: true; id: number; attachments: StoredAttachment[]; mailed: boolean; repeated?: boolean }
  | { ok: false; error: "quota"; limit: number }
  /** The form's key already sent a request with other contents: nothing stored or mailed. */
  | { ok: false; error: "keyReused" };

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
  const id = await insertSupportRequest(deps, {
    userId: user.id,
    subject: input.subject,
    message: input.message,
    at: now,
    submitKey,
    submitDigest: input.submitDigest ?? null,
    since: new Date(now.getTime() - 24 * 3600 * 1000),
    limit: SUPPORT_REQUESTS_PER_DAY,
  });
  if (id === null) {
    const earlier = submitKey ? await supportRequestOfSubmitKey(deps, user.id, submitKey) : null;
    if (earlier !== null) {
      const same = earlier.digest === null || !input.submitDigest || earlier.digest === input.submitDigest;
      return same ? { ok: true, id: earlier.id, attachments: [], mailed: false, repeated: true } : { ok: false, error: "keyReused" };
    }
    return { ok: false, error: "quota", limit: SUPPORT_REQUESTS_PER_DAY };
  }
  const stored: StoredAttachment[] = [];
  for (const file of input.files) stored.push(await storeAttachment(deps, `support/${id}`, file));
  const ids = await insertAttachments(deps, id, stored);
  const attachments = stored.map((item, index) => ({ ...item, id: ids[index]! }));

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
    subject: t("auth:mail.support.title", { id, subject: cutText(input.subject, 120) }),
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
  const row = await attachmentRow({ db }, attachmentId);
  if (!row) return null;
  if (row.user_id !== viewer.id && viewer.role !== "admin") return null;
  return { path: row.path, name: row.name };
}
