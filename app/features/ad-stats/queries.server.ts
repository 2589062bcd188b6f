// What "my ads" shows of the counters: each ad's views and contacts of the
// last 30 days, one number a day (migration 0020's ad_daily_stats).
import { statsDay } from "./counting.server";

export const STATS_DAYS = 30;

/** Each day's views and contacts (numbers revealed, and the call, WhatsApp and SMS presses counted before that), oldest first, STATS_DAYS of each. */
export interface RecentStats {
  views: number[];
  contacts: number[];
}

/** The STATS_DAYS Cairo days that end today, oldest first, "YYYY-MM-DD". */
export function statsDays(now: Date = new Date()): string[] {
  const today = Date.parse(`${statsDay(now)}T00:00:00Z`);
  return Array.from({ length: STATS_DAYS }, (_, index) => new Date(today - (STATS_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The last 30 days of these ads (the caller's own, already checked), by ad
 * id; an ad nobody saw or contacted in that time is left out. One query on
 * the table's primary key (ad_id, day).
 */
export async function recentAdStats(
  { db }: { db: Pick<D1Database, "prepare"> },
  adIds: number[],
  now: Date = new Date(),
): Promise<Record<number, RecentStats>> {
  if (adIds.length === 0) return {};
  const days = statsDays(now);
  const { results } = await db
    .prepare(
      `SELECT ad_id, day, views, calls + whatsapp + sms + reveals AS contacts FROM ad_daily_stats
       WHERE ad_id IN (SELECT value FROM json_each(?1)) AND day >= ?2 AND day <= ?3`,
    )
    .bind(JSON.stringify(adIds), days[0], days[days.length - 1])
    .all<{ ad_id: number; day: string; views: number; contacts: number }>();
  const index = new Map(days.map((day, position) => [day, position]));
  const stats: Record<number, RecentStats> = {};
  for (const row of results) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    const ad = (stats[row.ad_id] ??= { views: new Array(STATS_DAYS).fill(0), contacts: new Array(STATS_DAYS).fill(0) });
    ad.views[position] = row.views;
    ad.contacts[position] = row.contacts;
  }
  return stats;
}
