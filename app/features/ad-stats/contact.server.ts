// A seller's number, out of every page and API answer: a person reveals it
// with one tap ("show number", a form post), which is the contact counted for
// the seller (kind "reveal") and is limited, so a scraper cannot walk the
// ads for numbers:
//   signed in   REVEAL_PER_USER an hour, on the account alone (nobody else on
//               the same address can spend it);
//   signed out  REVEAL_PER_VISITOR an hour per address and browser, and
//               REVEAL_PER_ADDRESS an hour per address (many phones share one
//               mobile operator's address).
// Once shown, call, WhatsApp and SMS are plain links to the number (tel:,
// sms:, WhatsApp's wa.me with the ad's name and address).
import { publicWhere } from "~/features/ads/queries.server";
import { sql, statement } from "~/server/sql.server";
import { contactNumbers } from "~/features/ad-page/ad-page.server";
import type { ContactNumbers } from "~/lib/rows";
import type { Translate } from "~/lib/translate";
import { countAfterAnswer, type ContactKind } from "./counting.server";
import type { Context } from "~/server/context.server";
import { sha256Hex } from "~/server/crypto.server";
import { hit, limitFor, limitKey, minutesUntil, type LimitName, type Refusal } from "~/server/rate-limit.server";
import { getOptionalUser } from "~/server/session.server";

type Db = { db: Pick<D1Database, "prepare"> };

/** A public ad's name and its seller's numbers, or null when the ad is not public. */
async function sellerContact({ db }: Db, adId: number, now: Date): Promise<{ name: string; contact: ContactNumbers } | null> {
  const row = await statement(
    db,
    sql`SELECT a.name, u.phone, u.whatsapp FROM ads a JOIN users u ON u.id = a.user_id WHERE a.id = ${adId} AND ${publicWhere(now)}`,
  ).first<{ name: string; phone: string; whatsapp: string | null }>();
  return row ? { name: row.name, contact: contactNumbers(row.phone, row.whatsapp) } : null;
}

/** The address a press of `kind` opens: tel:, sms:, or wa.me with a message naming the ad. */
export function contactHref(t: Translate, siteUrl: string, ad: { id: number; name: string }, contact: ContactNumbers, kind: ContactKind): string {
  if (kind === "call") return `tel:${contact.phone}`;
  if (kind === "sms") return `sms:${contact.phone}`;
  const text = String(t("product:contact.whatsappText", { name: ad.name, url: `${siteUrl}/categories/product/${ad.id}` }));
  return `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(text)}`;
}

/** Who may reveal how many numbers an hour (the limits' own names in rate-limit.server.ts). */
async function revealLimits(request: Request, context: RevealContext): Promise<Array<[LimitName, string]>> {
  const user = await getOptionalUser(request, context);
  if (user) return [["revealUser", `user:${user.id}`]];
  const browser = (await sha256Hex(`${context.clientAddress}\n${request.headers.get("User-Agent") ?? ""}`)).slice(0, 32);
  return [
    ["revealVisitor", browser],
    ["revealAddress", context.clientAddress],
  ];
}

type RevealContext = Pick<Context, "db" | "clientAddress" | "config" | "t" | "waitUntil" | "env">;
export type RevealResult = { ok: true; contact: ContactNumbers; name: string } | { ok: false; status: 404 } | { ok: false; refusal: Refusal };

/**
 * One tap on "show number": the seller's numbers of a public ad, counted as
 * a contact after the answer, within the visitor's limits (a refused tap
 * counts for nothing and shows nothing).
 */
export async function revealContact(
  request: Request,
  context: RevealContext,
  adId: number,
  /** What is counted: the tap (reveal), a press by address (/go/call/7), or nothing (a HEAD's look). */
  kind: "reveal" | ContactKind | null = "reveal",
  now = new Date(),
): Promise<RevealResult> {
  const found = await sellerContact(context, adId, now);
  if (!found) return { ok: false, status: 404 };
  for (const [name, subject] of await revealLimits(request, context)) {
    const result = await hit(context, limitKey(name, subject), limitFor(name, context.config.APP_ENV), now);
    if (!result.allowed) {
      return {
        ok: false,
        refusal: { status: 429, key: "product:contact.tooMany", values: { minutes: minutesUntil(result) }, retryAfter: Math.max(1, result.retryAfter) },
      };
    }
  }
  if (kind)
    countAfterAnswer(request, { db: context.env.DB, counters: context.env.AD_COUNTERS, config: context.config, waitUntil: context.waitUntil }, adId, kind);
  return { ok: true, contact: found.contact, name: found.name };
}
