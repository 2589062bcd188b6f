// Outgoing e-mail. Two adapters:
// - outbox (the default, local): the message is written to the outbox table,
//   readable on /dev/mailbox in development and test;
// - http (when MAIL_PROVIDER_URL and MAIL_API_KEY are set): the message is
//   POSTed as JSON to the provider with a bearer key. The outbox then keeps a
//   record of what was sent without its body (bodies carry codes).
// A message may carry an HTML part beside its text (multipart/alternative: the
// provider gets both as `text` and `html`; the outbox keeps both, the HTML
// part readable on /dev/mailbox/{id}).
// Messages are written in the recipient's language from the auth namespace.
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { resources } from "~/server/locales.server";
import { sqlTime } from "~/server/sql.server";
import { codeIn, sentOrLogged, type OutboxEntry, type SendDeps } from "~/server/send.server";
import { createTranslate, type Translate } from "~/lib/translate";
import { isLanguage, type Language } from "~/lib/i18n";

export type MailKind = "verify" | "reset_password" | "change_email" | "support" | "account_notice" | "message_notice" | "search_alert";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as an HTML document (inline styles only), sent beside the text part. */
  html?: string;
  kind: MailKind;
  language: Language;
  replyTo?: string;
  /** Extra headers (a saved search's alert: List-Unsubscribe and List-Unsubscribe-Post), kept in the outbox too. */
  headers?: Record<string, string>;
}

export type MailDeps = SendDeps<Pick<Config, "MAIL_FROM" | "MAIL_PROVIDER_URL" | "MAIL_API_KEY">>;

export type MailAdapter = "outbox" | "http";

export function mailAdapter(config: MailDeps["config"]): MailAdapter {
  return config.MAIL_PROVIDER_URL && config.MAIL_API_KEY ? "http" : "outbox";
}

export class MailError extends Error {
  override name = "MailError";
}

async function record({ db }: MailDeps, message: MailMessage, body: string, status: "sent" | "failed", now: Date, html: string | null = null) {
  await db
    .prepare(
      "INSERT INTO outbox (to_email, subject, body_text, kind, language, status, attempts, created_at, sent_at, headers, body_html) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7, ?8, ?9, ?10)",
    )
    .bind(
      message.to,
      message.subject,
      body,
      message.kind,
      message.language,
      status,
      sqlTime(now),
      status === "sent" ? sqlTime(now) : null,
      message.headers ? JSON.stringify(message.headers) : null,
      html,
    )
    .run();
}

/** Sends one message through the configured adapter; throws MailError when the provider refuses it. */
export async function sendMail(deps: MailDeps, message: MailMessage, now = new Date()): Promise<void> {
  if (mailAdapter(deps.config) === "outbox") {
    await record(deps, message, message.text, "sent", now, message.html ?? null);
    return;
  }
  const send = deps.fetch ?? fetch;
  let status = 0;
  try {
    const response = await send(deps.config.MAIL_PROVIDER_URL!, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${deps.config.MAIL_API_KEY}` },
      body: JSON.stringify({
        from: deps.config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      }),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    await record(deps, message, "", "failed", now);
    throw new MailError(`mail provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (status < 200 || status >= 300) {
    await record(deps, message, "", "failed", now);
    throw new MailError(`mail provider answered ${status}`);
  }
  await record(deps, message, "", "sent", now);
}

/** Sends, and on failure logs the fact once (never the body); says whether it went. */
export function trySendMail(deps: MailDeps, message: MailMessage): Promise<boolean> {
  return sentOrLogged(() => sendMail(deps, message));
}

export function mailTranslator(language: string): Translate {
  const lang: Language = isLanguage(language) ? language : "ar";
  return createTranslate(resources[lang] as Record<string, unknown>, lang, ["auth"]);
}

/** A code e-mail (verification, password reset, new address) in the user's language. */
export function codeMail(
  kind: Exclude<MailKind, "support" | "account_notice" | "message_notice">,
  { to, name, code, language }: { to: string; name: string; code: string; language: string },
): MailMessage {
  const t = mailTranslator(language);
  const section = kind === "verify" ? "verify" : kind === "reset_password" ? "reset" : "changeEmail";
  return {
    to,
    kind,
    language: isLanguage(language) ? language : "ar",
    subject: t(`auth:mail.${section}.subject`),
    text: [
      t("auth:mail.greeting", { name }),
      "",
      t(`auth:mail.${section}.intro`),
      "",
      t("auth:mail.code", { code }),
      "",
      t("auth:mail.expiry"),
      t("auth:mail.ignore"),
      "",
      t("auth:mail.signature"),
    ].join("\n"),
  };
}

/**
 * A notice to the account's (old) e-mail address that its sign-in
 * identifier changed: the e-mail address, or the phone number. It carries no
 * code; the new value is masked.
 */
export function identifierChangedMail(
  what: "email" | "phone",
  { to, name, newValue, language }: { to: string; name: string; newValue: string; language: string },
): MailMessage {
  const t = mailTranslator(language);
  const section = what === "email" ? "emailChanged" : "phoneChanged";
  return {
    to,
    kind: "account_notice",
    language: isLanguage(language) ? language : "ar",
    subject: t(`auth:mail.${section}.subject`),
    text: [
      t("auth:mail.greeting", { name }),
      "",
      t(`auth:mail.${section}.intro`, { value: newValue }),
      "",
      t("auth:mail.notYou"),
      "",
      t("auth:mail.signature"),
    ].join("\n"),
  };
}

/** "You have a message": who wrote, about which ad, the link to the conversation and to stop these e-mails. */
export function messageNoticeMail({
  to,
  name,
  sender,
  ad,
  link,
  settings,
  language,
}: {
  to: string;
  name: string;
  sender: string;
  ad: string;
  link: string;
  settings: string;
  language: string;
}): MailMessage {
  const t = mailTranslator(language);
  return {
    to,
    kind: "message_notice",
    language: isLanguage(language) ? language : "ar",
    subject: t("auth:mail.message.subject", { name: sender }),
    text: [
      t("auth:mail.greeting", { name }),
      "",
      t("auth:mail.message.intro", { name: sender, ad }),
      t("auth:mail.message.open", { link }),
      "",
      t("auth:mail.message.stop", { link: settings }),
      "",
      t("auth:mail.signature"),
    ].join("\n"),
  };
}

export interface OutboxMessage extends OutboxEntry {
  subject: string;
  /** Extra headers it was sent with (List-Unsubscribe…). */
  headers: Record<string, string>;
  /** Whether it has an HTML part (outboxHtml reads it). */
  hasHtml: boolean;
}

/** The local outbox, newest first (the development mailbox and the tests read it). */
export async function listOutbox({ db }: { db: Database }, { to, limit = 50 }: { to?: string | null; limit?: number } = {}): Promise<OutboxMessage[]> {
  const query = to
    ? db
        .prepare(
          "SELECT id, to_email, subject, body_text, kind, language, status, created_at, headers, body_html IS NOT NULL AS has_html FROM outbox WHERE to_email = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT ?2",
        )
        .bind(to, limit)
    : db
        .prepare(
          "SELECT id, to_email, subject, body_text, kind, language, status, created_at, headers, body_html IS NOT NULL AS has_html FROM outbox ORDER BY id DESC LIMIT ?1",
        )
        .bind(limit);
  const { results } = await query.all<{
    id: number;
    to_email: string;
    subject: string;
    body_text: string;
    kind: string;
    language: string;
    status: string;
    created_at: string;
    headers: string | null;
    has_html: number;
  }>();
  return results.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body_text,
    kind: row.kind,
    language: row.language,
    status: row.status,
    createdAt: row.created_at,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    hasHtml: row.has_html === 1,
    code: row.kind === "support" || row.kind === "account_notice" || row.kind === "search_alert" ? null : codeIn(row.body_text),
  }));
}

/** One message's HTML part from the local outbox, or null (no such message, or no HTML part). */
export async function outboxHtml({ db }: { db: Database }, id: number): Promise<string | null> {
  return db.prepare("SELECT body_html FROM outbox WHERE id = ?1").bind(id).first<string | null>("body_html");
}
