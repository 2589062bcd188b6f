// Outgoing SMS. Two adapters, like the mail's (server/mail.server.ts):
// - outbox (the default, local): the message is written to sms_outbox,
//   readable on /dev/sms in development and test;
// - infobip (when SMS_PROVIDER_URL and SMS_API_KEY are set): the message is
//   POSTed to Infobip's SMS API (POST {base URL}/sms/2/text/advanced, JSON,
//   `Authorization: App <key>`). sms_outbox then keeps a record of what was
//   sent, without its body (bodies carry codes), with Infobip's message id.
// Why Infobip: docs/security.md ("SMS provider").
// Messages are written in the recipient's language and kept to one SMS
// segment: Arabic goes as UCS-2, 70 characters (smsSegmentsOk checks it).
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { resources } from "~/server/locales.server";
import { sqlTime } from "~/server/sql.server";
import { codeIn, sentOrLogged, type OutboxEntry, type SendDeps } from "~/server/send.server";
import { createTranslate } from "~/lib/translate";
import { isLanguage, type Language } from "~/lib/i18n";

export type SmsKind = "verify_phone";

export interface SmsMessage {
  /** E.164: +201XXXXXXXXX. */
  to: string;
  text: string;
  kind: SmsKind;
  language: Language;
}

export type SmsDeps = SendDeps<Pick<Config, "SMS_PROVIDER_URL" | "SMS_API_KEY" | "SMS_SENDER">>;

export type SmsAdapter = "outbox" | "infobip";

export function smsAdapter(config: SmsDeps["config"]): SmsAdapter {
  return config.SMS_PROVIDER_URL && config.SMS_API_KEY ? "infobip" : "outbox";
}

/** The sender name when SMS_SENDER is not set (an alphanumeric sender ID, registered with the provider). */
export const DEFAULT_SMS_SENDER = "Souq";

export class SmsError extends Error {
  override name = "SmsError";
}

async function record({ db }: SmsDeps, message: SmsMessage, body: string, status: "sent" | "failed", providerId: string | null, now: Date) {
  await db
    .prepare("INSERT INTO sms_outbox (to_phone, body_text, kind, language, status, provider_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
    .bind(message.to, body, message.kind, message.language, status, providerId, sqlTime(now))
    .run();
}

/** Infobip's answer (200): one entry per destination; a status group of REJECTED (5) means it will not be sent. */
interface InfobipAnswer {
  messages?: Array<{ to?: string; messageId?: string; status?: { groupId?: number; groupName?: string; name?: string } }>;
  requestError?: { serviceException?: { messageId?: string; text?: string } };
}

const REJECTED_GROUP = 5;

/** The provider's endpoint for the account's base URL (https://xxxxx.api.infobip.com). */
export function infobipEndpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/sms/2/text/advanced`;
}

/** Sends one SMS through the configured adapter; throws SmsError when the provider refuses it or cannot be reached. */
export async function sendSms(deps: SmsDeps, message: SmsMessage, now = new Date()): Promise<void> {
  if (smsAdapter(deps.config) === "outbox") {
    await record(deps, message, message.text, "sent", null, now);
    return;
  }
  const send = deps.fetch ?? fetch;
  let status = 0;
  let answer: InfobipAnswer = {};
  try {
    const response = await send(infobipEndpoint(deps.config.SMS_PROVIDER_URL!), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `App ${deps.config.SMS_API_KEY}` },
      body: JSON.stringify({
        messages: [
          {
            from: deps.config.SMS_SENDER ?? DEFAULT_SMS_SENDER,
            // Infobip takes international numbers without the plus.
            destinations: [{ to: message.to.replace(/^\+/, "") }],
            text: message.text,
          },
        ],
      }),
    });
    status = response.status;
    answer = (await response.json().catch(() => ({}))) as InfobipAnswer;
  } catch (error) {
    await record(deps, message, "", "failed", null, now);
    throw new SmsError(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sent = answer.messages?.[0];
  if (status < 200 || status >= 300 || !sent || sent.status?.groupId === REJECTED_GROUP) {
    await record(deps, message, "", "failed", sent?.messageId ?? null, now);
    const reason = answer.requestError?.serviceException?.messageId ?? sent?.status?.name ?? "no message in the answer";
    throw new SmsError(`SMS provider answered ${status}: ${reason}`);
  }
  await record(deps, message, "", "sent", sent.messageId ?? null, now);
}

/** Sends, and on failure logs the fact once (never the body); says whether it went. */
export function trySendSms(deps: SmsDeps, message: SmsMessage): Promise<boolean> {
  return sentOrLogged(() => sendSms(deps, message));
}

/**
 * Whether a text fits in one SMS segment: 160 characters when every
 * character is in the GSM 7-bit alphabet (plain ASCII letters, digits and
 * punctuation are), otherwise 70 (UCS-2, which Arabic needs).
 */
export function fitsOneSegment(text: string): boolean {
  const gsm = /^[A-Za-z0-9 @£$¥\n\r!"#%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà_]*$/.test(text);
  return text.length <= (gsm ? 160 : 70);
}

/** The phone verification code's SMS, in the user's language (auth:sms.code). */
export function codeSms({ to, code, language }: { to: string; code: string; language: string }): SmsMessage {
  const lang: Language = isLanguage(language) ? language : "ar";
  const t = createTranslate(resources[lang] as Record<string, unknown>, lang, ["auth"]);
  return { to, kind: "verify_phone", language: lang, text: t("auth:sms.code", { code }) };
}

export type SmsOutboxMessage = OutboxEntry;

/** The local SMS outbox, newest first (the development page /dev/sms and the tests read it). */
export async function listSmsOutbox({ db }: { db: Database }, { to, limit = 50 }: { to?: string | null; limit?: number } = {}): Promise<SmsOutboxMessage[]> {
  const columns = "id, to_phone, body_text, kind, language, status, created_at";
  const query = to
    ? db.prepare(`SELECT ${columns} FROM sms_outbox WHERE to_phone = ?1 ORDER BY id DESC LIMIT ?2`).bind(to, limit)
    : db.prepare(`SELECT ${columns} FROM sms_outbox ORDER BY id DESC LIMIT ?1`).bind(limit);
  const { results } = await query.all<{
    id: number;
    to_phone: string;
    body_text: string;
    kind: string;
    language: string;
    status: string;
    created_at: string;
  }>();
  return results.map((row) => ({
    id: row.id,
    to: row.to_phone,
    body: row.body_text,
    kind: row.kind,
    language: row.language,
    status: row.status,
    createdAt: row.created_at,
    code: codeIn(row.body_text),
  }));
}
