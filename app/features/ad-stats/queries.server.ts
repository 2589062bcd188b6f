// What "my ads" shows of the counters: each ad's views and contacts of the
// last 30 days, one number a day, and the all-time totals, as the counters'
// Durable Objects keep them (counter.server.ts). The days counted before the
// counts moved there are still read from D1's ad_daily_stats, no longer
// written; the totals counted before are the ads' views / contact_clicks.
import { publicWhere, publicWhereAt } from "~/features/ads/queries.server";
import { raw, sql, statement } from "~/server/sql.server";
import { counterStats, statsDay, type RolledVisits } from "./counting.server";

export const STATS_DAYS = 30;

/** Each day's views and contacts (numbers revealed, and the call, WhatsApp and SMS presses counted before that), oldest first, STATS_DAYS of each. */
export interface RecentStats {
  views: number[];
  contacts: number[];
  /** All time, counted by the counter objects (the ad's own views / contact_clicks hold those counted before). */
  totalViews: number;
  totalContacts: number;
}

/** The STATS_DAYS Cairo days that end today, oldest first, "YYYY-MM-DD". */
export function statsDays(now: Date = new Date()): string[] {
  const today = Date.parse(`${statsDay(now)}T00:00:00Z`);
  return Array.from({ length: STATS_DAYS }, (_, index) => new Date(today - (STATS_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The last 30 days and the totals of these ads (the caller's own, already
 * checked), by ad id; an ad never seen nor contacted is left out. One
 * request to each counter object holding some of them and one D1 query on
 * the older table's primary key (ad_id, day), at the same time.
 */
export async function recentAdStats(
  { db, env }: { db: Pick<D1Database, "prepare">; env: { AD_COUNTERS?: DurableObjectNamespace } },
  adIds: number[],
  now: Date = new Date(),
): Promise<Record<number, RecentStats>> {
  if (adIds.length === 0) return {};
  const days = statsDays(now);
  const counted = env.AD_COUNTERS ? counterStats(env.AD_COUNTERS, adIds, days[0], days[days.length - 1]) : Promise.resolve({ days: [], totals: [] });
  const { results: before } = await db
    .prepare(
      `SELECT ad_id, day, views, calls + whatsapp + sms + reveals AS contacts FROM ad_daily_stats
       WHERE ad_id IN (SELECT value FROM json_each(?1)) AND day >= ?2 AND day <= ?3`,
    )
    .bind(JSON.stringify(adIds), days[0], days[days.length - 1])
    .all<{ ad_id: number; day: string; views: number; contacts: number }>();
  const { days: kept, totals } = await counted;
  const index = new Map(days.map((day, position) => [day, position]));
  const stats: Record<number, RecentStats> = {};
  const of = (adId: number) =>
    (stats[adId] ??= { views: new Array(STATS_DAYS).fill(0), contacts: new Array(STATS_DAYS).fill(0), totalViews: 0, totalContacts: 0 });
  const rows = [
    ...before,
    ...kept.map((row) => ({ ad_id: row.ad_id, day: row.day, views: row.views, contacts: row.calls + row.whatsapp + row.sms + row.reveals })),
  ];
  for (const row of rows) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    const ad = of(row.ad_id);
    ad.views[position] += row.views;
    ad.contacts[position] += row.contacts;
  }
  for (const total of totals) {
    const ad = of(total.ad_id);
    ad.totalViews = total.views;
    ad.totalContacts = total.contacts;
  }
  return stats;
}

/** A public ad's name and its seller's phone and WhatsApp number, or null when the ad is not public. */
export async function publicAdSeller(
  { db }: { db: Pick<D1Database, "prepare"> },
  adId: number,
  now: Date,
): Promise<{ name: string; phone: string; whatsapp: string | null } | null> {
  return statement(db, sql`SELECT a.name, u.phone, u.whatsapp FROM ads a JOIN users u ON u.id = a.user_id WHERE a.id = ${adId} AND ${publicWhere(now)}`).first<{
    name: string;
    phone: string;
    whatsapp: string | null;
  }>();
}

/**
 * What a roll-up counts of a counter's new visits: one line per ad and day
 * (views, calls, WhatsApp, SMS, numbers shown). A read of D1, never a write: only visits to
 * an ad that was public when seen (its expiry against the visit's time; its
 * state now) and not by its owner count. The counts themselves are kept by
 * the counter object (counter.server.ts), not in D1.
 */
export function countedVisits(db: Pick<D1Database, "prepare">, rows: RolledVisits[]): D1PreparedStatement {
  // The visits as one JSON value, read by json_each.
  return statement(
    db,
    sql`
    WITH v AS (
      SELECT j.value ->> 0 AS day, j.value ->> 1 AS ad_id, j.value ->> 2 AS kind, j.value ->> 3 AS viewer, j.value ->> 4 AS n,
             datetime(j.value ->> 5 / 1000, 'unixepoch') AS at
      FROM json_each(${JSON.stringify(rows)}) j
    )
    SELECT a.id AS ad_id, v.day, SUM(v.n * (v.kind = 'view')) AS views, SUM(v.n * (v.kind = 'call')) AS calls,
           SUM(v.n * (v.kind = 'whatsapp')) AS whatsapp, SUM(v.n * (v.kind = 'sms')) AS sms, SUM(v.n * (v.kind = 'reveal')) AS reveals
    -- CROSS JOIN keeps this order: each line's ad by its primary key, never a scan of the public ads.
    FROM v CROSS JOIN ads a ON a.id = v.ad_id
    WHERE a.user_id IS NOT v.viewer AND ${publicWhereAt(raw("v.at"))}
    GROUP BY a.id, v.day`,
  );
}
