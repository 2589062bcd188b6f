// True numbers for sellers. Views of an ad's page and
// presses of its call, WhatsApp and SMS buttons, counted per ad and Cairo
// day, at most once per visitor, kind, ad and day, never for the ad's owner.
//
// Views are counted by the Worker before the edge cache (worker.ts), so a
// page answered from the cache counts as one that was rendered; contact
// presses by the /go/:kind/:adId route (routes/go.$kind.$adId.ts). Both only
// hand the visit to waitUntil: nobody waits for a counter. A visit is not a
// database write: it goes to the counters' Durable Object of its ad
// (counter.server.ts), which keeps who was counted today and rolls the new
// visits up in batches (countedVisits in queries.server.ts reads D1 for the owner and the
// ad's state; the counts stay in the object's own storage), at most
// ROLL_UP_MINUTES later. Nothing is written to D1 for a view.
import { isbot } from "isbot";
import type { Config } from "~/server/config.server";
import { sha256Hex } from "~/server/crypto.server";
import { logError } from "~/server/log.server";
import { guardDatabase, isDatabaseUnavailable } from "~/server/outage.server";
import { getOptionalUser } from "~/server/session.server";

export const CONTACT_KINDS = ["call", "whatsapp", "sms"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
/** "reveal": the tap that shows a seller's number (contact.server.ts), the contact counted since numbers left the pages. */
export type VisitKind = "view" | "reveal" | ContactKind;

/** What the Worker tells an ad's counter object of one visit. */
export interface CounterVisit {
  adId: number;
  kind: VisitKind;
  visitor: string;
}

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

/** One line of a roll-up: a group of new visits of one ad, day and kind by one signed-in member (viewer) or by anonymous visitors (viewer 0). */
export type RolledVisits = [day: string, adId: number, kind: VisitKind, viewer: number, visits: number, lastAt: number];

/** One ad's counts of one day, as a roll-up finds them and the counter object keeps them. */
export interface DayCounts {
  ad_id: number;
  day: string;
  views: number;
  calls: number;
  whatsapp: number;
  sms: number;
  /** Taps on "show number": the contact counted since numbers left the pages. */
  reveals: number;
}

/** How many counter objects the ads are spread over: each takes a share of the views (an object handles several hundred requests a second). */
export const COUNTER_SHARDS = 16;
const shardName = (shard: number) => `ad-counter-${shard}`;

/** The counter object of an ad. */
export function counterOf(counters: DurableObjectNamespace, adId: number): DurableObjectStub {
  return counters.get(counters.idFromName(shardName(adId % COUNTER_SHARDS)));
}

/** These ads' days from `from` to `to` and all-time totals, from the counter objects that hold them (one request per object, at the same time). */
export async function counterStats(
  counters: DurableObjectNamespace,
  adIds: number[],
  from: string,
  to: string,
): Promise<{ days: DayCounts[]; totals: Array<{ ad_id: number; views: number; contacts: number }> }> {
  const answers = await Promise.all(
    byShard(adIds).map(async ([shard, ids]) => {
      const response = await counters.get(counters.idFromName(shardName(shard))).fetch("https://ad-counter/stats", {
        method: "POST",
        body: JSON.stringify({ adIds: ids, from, to }),
      });
      if (!response.ok) throw new Error(`the ad counter answered ${response.status}`);
      return (await response.json()) as { days: DayCounts[]; totals: Array<{ ad_id: number; views: number; contacts: number }> };
    }),
  );
  return { days: answers.flatMap((answer) => answer.days), totals: answers.flatMap((answer) => answer.totals) };
}

/** Forgets everything the counter objects keep of these ads (the archive took them). */
export async function forgetCounts(counters: DurableObjectNamespace, adIds: number[]): Promise<void> {
  for (const [shard, ids] of byShard(adIds)) {
    const response = await counters
      .get(counters.idFromName(shardName(shard)))
      .fetch("https://ad-counter/forget", { method: "POST", body: JSON.stringify({ adIds: ids }) });
    if (!response.ok) throw new Error(`the ad counter answered ${response.status}`);
  }
}

function byShard(adIds: number[]): Array<[number, number[]]> {
  const shards = new Map<number, number[]>();
  for (const id of adIds) shards.set(id % COUNTER_SHARDS, [...(shards.get(id % COUNTER_SHARDS) ?? []), id]);
  return [...shards];
}

/** Rolls every counter up now (the hourly cron; the local test tools): how many new visits they sent. */
export async function rollUpAllCounters(counters: DurableObjectNamespace): Promise<number> {
  let sent = 0;
  for (let shard = 0; shard < COUNTER_SHARDS; shard++) {
    const response = await counters.get(counters.idFromName(shardName(shard))).fetch("https://ad-counter/roll-up", { method: "POST" });
    sent += ((await response.json()) as { visits: number }).visits;
  }
  return sent;
}

interface CountingContext {
  /** The binding itself, not the request's D1 session: reading a signed-in visitor's session must not give them a new bookmark cookie. */
  db: D1Database;
  /** The counters' Durable Objects (counter.server.ts); without them (a test of something else) nothing is counted. */
  counters: DurableObjectNamespace | undefined;
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
 * read when they have a session cookie, else the hash), handed to the ad's
 * counter object. The owner's visits are left out by the roll-up.
 */
export function countAfterAnswer(request: Request, context: CountingContext, adId: number, kind: VisitKind): void {
  const now = new Date();
  context.waitUntil(
    (async () => {
      // From the next microtask: even telling a robot apart (a long regular
      // expression) runs while the request awaits its own I/O, not before it.
      await Promise.resolve();
      const counters = context.counters;
      if (!counters || !isPerson(request)) return;
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
      const visit: CounterVisit = { adId, kind, visitor };
      const response = await counterOf(counters, adId).fetch("https://ad-counter/visit", { method: "POST", body: JSON.stringify(visit) });
      if (response.status !== 204) throw new Error(`the ad counter answered ${response.status}`);
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
