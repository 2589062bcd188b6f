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
import { publicAdSeller } from "./queries.server";
import { localPhone, normalizeEgyptianPhone, whatsappNumber } from "~/lib/normalize";
import type { ContactNumbers } from "~/lib/rows";
import type { Translate } from "~/lib/translate";
import { countAfterAnswer, type ContactKind } from "./counting.server";
import type { Context } from "~/server/context.server";
import { sha256Hex } from "~/server/crypto.server";
import { hit, limitFor, limitKey, minutesUntil, refusalText, type LimitName, type Refusal } from "~/server/rate-limit.server";
import { json } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/server/session.server";

type Db = { db: Pick<D1Database, "prepare"> };

/** The contact buttons' numbers from the seller's phone and WhatsApp number. */
export function contactNumbers(phone: string, whatsapp: string | null | undefined): ContactNumbers {
  return { phone, local: localPhone(phone), whatsapp: whatsappNumber((whatsapp && normalizeEgyptianPhone(whatsapp)) || phone) };
}

/** A public ad's name and its seller's numbers, or null when the ad is not public. */
async function sellerContact({ db }: Db, adId: number, now: Date): Promise<{ name: string; contact: ContactNumbers } | null> {
  const row = await publicAdSeller({ db }, adId, now);
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
async function revealLimits(request: Request, context: Pick<Context, "db" | "clientAddress" | "config">): Promise<Array<[LimitName, string]>> {
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

/** One number shown, within the visitor's limits: null, or the refusal (a refused tap counts for nothing). */
export async function spendReveal(request: Request, context: Pick<Context, "db" | "clientAddress" | "config">, now = new Date()): Promise<Refusal | null> {
  for (const [name, subject] of await revealLimits(request, context)) {
    const result = await hit(context, limitKey(name, subject), limitFor(name, context.config.APP_ENV), now);
    if (!result.allowed) {
      return { status: 429, key: "product:contact.tooMany", values: { minutes: minutesUntil(result) }, retryAfter: Math.max(1, result.retryAfter) };
    }
  }
  return null;
}

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
  const refusal = await spendReveal(request, context, now);
  if (refusal) return { ok: false, refusal };
  if (kind)
    countAfterAnswer(request, { db: context.env.DB, counters: context.env.AD_COUNTERS, config: context.config, waitUntil: context.waitUntil }, adId, kind);
  return { ok: true, contact: found.contact, name: found.name };
}

/**
 * A page's answer to "show number": the numbers (never cached, never
 * indexed), or a 429 with the refusal in the visitor's language.
 */
export function revealAnswer<Numbers>(context: Pick<Context, "t" | "language">, result: { ok: true; numbers: Numbers } | { ok: false; refusal: Refusal }) {
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (result.ok) return json({ reveal: { numbers: result.numbers, error: null } }, { headers });
  const error = refusalText(context, result.refusal.key, result.refusal.values);
  return json({ reveal: { numbers: null, error } }, { status: 429, headers: { ...headers, "Retry-After": String(result.refusal.retryAfter ?? 60) } });
}
