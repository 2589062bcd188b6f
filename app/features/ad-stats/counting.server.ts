// Issue 40, item 3: true numbers for sellers. Views of an ad's page and
// presses of its call, WhatsApp and SMS buttons, counted per ad and Cairo
// day, at most once per visitor, kind, ad and day, never for the ad's owner
// (migration 0020 holds the tables and the trigger that adds up).
//
// Views are counted by the Worker before the edge cache (worker.ts), so a
// page answered from the cache counts as one that was rendered; contact
// presses by the /go/:kind/:adId route (routes/go.$kind.$adId.ts). Both only
// hand the write to waitUntil: nobody waits for a counter.
import { isbot } from "isbot";
import { publicWhere } from "~/features/ads/queries.server";
import { sql, statement } from "~/server/sql.server";
import type { Config } from "~/server/config.server";
import { sha256Hex } from "~/server/crypto.server";
import { logError } from "~/server/log.server";
import { guardDatabase, isDatabaseUnavailable } from "~/server/outage.server";
import { getOptionalUser } from "~/server/session.server";

export const CONTACT_KINDS = ["call", "whatsapp", "sms"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export type VisitKind = "view" | ContactKind;

export function isContactKind(value: string | undefined): value is ContactKind {
  return (CONTACT_KINDS as readonly string[]).includes(value ?? "");
}

const cairoParts = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Cairo", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Cairo calendar day of a moment, "YYYY-MM-DD": the unit sellers' numbers are counted in. */
export function statsDay(now: Date = new Date()): string {
  const part = (type: string) => cairoParts.formatToParts(now).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Who a visitor is for counting: "u<id>" when signed in; otherwise a salted
 * hash of the address, the browser and the day (no cookie needed, no raw
 * address stored, and a key that changes every day).
 */
export async function visitorKey(
  { secret, userId, address, userAgent }: { secret: string; userId: number | null; address: string; userAgent: string },
  day: string,
): Promise<string> {
  if (userId !== null) return `u${userId}`;
  return `a${(await sha256Hex(`${secret}\n${day}\n${address}\n${userAgent}`)).slice(0, 32)}`;
}

/**
 * Counts one visit: one statement, INSERT OR IGNORE of the visitor's row;
 * the trigger of migration 0020 adds it to the day's counts and the ad's
 * totals only when the row is new. Nothing is counted for an ad that is not
 * public, nor for its owner (`viewerId`).
 */
export async function countVisit(
  { db }: { db: Pick<D1Database, "prepare"> },
  visit: { adId: number; kind: VisitKind; visitor: string; viewerId: number | null },
  now: Date = new Date(),
): Promise<void> {
  await statement(
    db,
    sql`INSERT OR IGNORE INTO ad_visits (day, ad_id, visitor, kind)
       SELECT ${statsDay(now)}, a.id, ${visit.visitor}, ${visit.kind} FROM ads a WHERE a.id = ${visit.adId} AND a.user_id IS NOT ${visit.viewerId} AND ${publicWhere(now)}`,
  ).run();
}

interface CountingContext {
  /** The binding itself, not the request's D1 session: a counter's write must not give an anonymous visitor a bookmark cookie. */
  db: D1Database;
  config: Pick<Config, "SESSION_SECRET">;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Whether a request is a person asking for the page: not a crawler, not a speculative prefetch. */
function isPerson(request: Request): boolean {
  if (isbot(request.headers.get("User-Agent"))) return false;
  return !/prefetch|prerender/i.test(`${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`);
}

/**
 * Counts a visit after the answer, in waitUntil: the visitor (their session
 * read when they have a session cookie, else the hash) and the upsert.
 */
export function countAfterAnswer(request: Request, context: CountingContext, adId: number, kind: VisitKind): void {
  const now = new Date();
  context.waitUntil(
    (async () => {
      // From the next microtask: even telling a robot apart (a long regular
      // expression) runs while the request awaits its own I/O, not before it.
      await Promise.resolve();
      if (!isPerson(request)) return;
      // Guarded as the request's own calls are (a hanging database gives up after 3 s), with a health of its own.
      const db = guardDatabase(context.db);
      const signedIn = /(?:^|;\s*)__session=/.test(request.headers.get("Cookie") ?? "");
      const user = signedIn ? await getOptionalUser(request, { db, config: context.config as Config }) : null;
      const day = statsDay(now);
      const visitor = await visitorKey(
        {
          secret: context.config.SESSION_SECRET,
          userId: user?.id ?? null,
          address: request.headers.get("CF-Connecting-IP") ?? "127.0.0.1",
          userAgent: request.headers.get("User-Agent") ?? "",
        },
        day,
      );
      await countVisit({ db }, { adId, kind, visitor, viewerId: user?.id ?? null }, now);
    })().catch((error) => {
      // A count lost to a database outage is not worth a log line per visitor.
      if (!isDatabaseUnavailable(error)) logError(error, request);
    }),
  );
}

// On the whole address, so a request for another page costs one regular expression and no URL parse.
const AD_PAGE = /^https?:\/\/[^/]+\/categories\/product\/(\d{1,12})(?:\.data)?\/?(?:[?#]|$)/;

/**
 * The Worker's view counter, before the edge cache: a GET of an ad's page
 * (the document, or its data when the app navigates) counts one view,
 * whether the cache or a render answers it.
 */
export function countAdPageView(request: Request, context: CountingContext): void {
  if (request.method !== "GET") return;
  const match = AD_PAGE.exec(request.url);
  if (!match) return;
  const adId = Number(match[1]);
  if (Number.isSafeInteger(adId) && adId > 0) countAfterAnswer(request, context, adId, "view");
}
