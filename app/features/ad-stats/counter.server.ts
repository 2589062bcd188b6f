// Sellers' numbers without a database write per view: the counters' Durable
// Object. The ads are spread over COUNTER_SHARDS objects by id; each object
// keeps, in its own SQLite storage, the visits of its ads for today and
// yesterday (one row per visitor, kind, ad and Cairo day: a visitor seen again
// writes nothing), and rolls the new ones up into its own counts: by its
// alarm, ROLL_UP_MINUTES after the first visit it has not rolled up yet, and
// by the hourly cron (rollUpAllCounters), so a seller's numbers are at most
// that far behind. The roll-up asks D1 which visits count (one read: not the
// owner's own, not of an ad that was not public; countedVisits) and adds them
// to each ad's day (kept STATS_DAYS days and one more) and all-time totals in
// this object's storage. D1 is never written for a view: at a national site's
// millions of views a day a write per view, or even per ad and day, would be
// most of D1's writes (docs/scale.md).
//
// The object answers four requests: POST /visit {adId, kind, visitor},
// POST /roll-up (the cron's and the local test tools'), POST /stats
// {adIds, from, to} ("my ads") and POST /forget {adIds} (an ad archived).
import { STATS_DAYS } from "./queries.server";
import { countedVisits } from "./queries.server";
import { isContactKind, statsDay, type CounterVisit, type DayCounts, type RolledVisits, type VisitKind } from "./counting.server";
import type { Env } from "~/server/config.server";
import { logError } from "~/server/log.server";

/** The roll-up comes at most this long after a visit (the cron's hourly run is the backstop). */
export const ROLL_UP_MINUTES = 30;
/** Rolled-up lines per D1 read: a JSON parameter of about 60 bytes a line. */
const ROWS_PER_STATEMENT = 2000;

const isVisit = (value: unknown): value is CounterVisit => {
  const visit = value as CounterVisit | null;
  return (
    typeof visit === "object" &&
    visit !== null &&
    Number.isSafeInteger(visit.adId) &&
    visit.adId > 0 &&
    (visit.kind === "view" || visit.kind === "reveal" || isContactKind(visit.kind)) &&
    typeof visit.visitor === "string" &&
    /^[au][0-9a-f]{1,40}$/.test(visit.visitor)
  );
};

export class AdCounter {
  private readonly sql: SqlStorage;
  /** The last visit's number: visits are numbered as they come, so a roll-up takes exactly those after the last one it sent. */
  private seq: number;
  private alarmSet: boolean | null = null;
  /** The day before which the days were last forgotten. */
  private prunedBefore: string | null = null;

  constructor(
    private readonly state: DurableObjectState,
    private readonly env: Pick<Env, "DB">,
  ) {
    this.sql = state.storage.sql;
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS visits (
         day TEXT NOT NULL, ad_id INTEGER NOT NULL, visitor TEXT NOT NULL, kind TEXT NOT NULL,
         seq INTEGER NOT NULL, at INTEGER NOT NULL,
         PRIMARY KEY (day, ad_id, visitor, kind)
       ) WITHOUT ROWID`,
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS rolled (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL)");
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS days (
         ad_id INTEGER NOT NULL, day TEXT NOT NULL,
         views INTEGER NOT NULL, calls INTEGER NOT NULL, whatsapp INTEGER NOT NULL, sms INTEGER NOT NULL, reveals INTEGER NOT NULL,
         PRIMARY KEY (ad_id, day)
       ) WITHOUT ROWID`,
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS totals (ad_id INTEGER PRIMARY KEY, views INTEGER NOT NULL, contacts INTEGER NOT NULL)");
    this.seq = Math.max(this.rolledUpTo(), Number(this.sql.exec("SELECT COALESCE(MAX(seq), 0) AS seq FROM visits").one().seq));
  }

  private rolledUpTo(): number {
    return Number(this.sql.exec("SELECT COALESCE(MAX(seq), 0) AS seq FROM rolled").one().seq);
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname === "/visit") {
      const visit = await request.json().catch(() => null);
      if (!isVisit(visit)) return new Response(null, { status: 400 });
      await this.count(visit);
      return new Response(null, { status: 204 });
    }
    if (request.method === "POST" && pathname === "/roll-up") return Response.json({ visits: await this.rollUp() });
    if (request.method === "POST" && (pathname === "/stats" || pathname === "/forget")) {
      const asked = (await request.json().catch(() => null)) as { adIds?: unknown; from?: unknown; to?: unknown } | null;
      const adIds = Array.isArray(asked?.adIds) ? asked.adIds.filter((id): id is number => Number.isSafeInteger(id)) : [];
      if (pathname === "/forget") {
        this.forget(adIds);
        return new Response(null, { status: 204 });
      }
      return Response.json(this.stats(adIds, String(asked?.from ?? ""), String(asked?.to ?? "")));
    }
    return new Response(null, { status: 404 });
  }

  /** These ads' days from `from` to `to` and their all-time totals, each by its primary key. */
  private stats(adIds: number[], from: string, to: string): { days: DayCounts[]; totals: Array<{ ad_id: number; views: number; contacts: number }> } {
    const ids = JSON.stringify(adIds);
    const days = this.sql
      .exec(
        "SELECT ad_id, day, views, calls, whatsapp, sms, reveals FROM days WHERE ad_id IN (SELECT value FROM json_each(?)) AND day >= ? AND day <= ?",
        ids,
        from,
        to,
      )
      .toArray() as unknown as DayCounts[];
    const totals = this.sql
      .exec("SELECT ad_id, views, contacts FROM totals WHERE ad_id IN (SELECT value FROM json_each(?))", ids)
      .toArray() as unknown as Array<{
      ad_id: number;
      views: number;
      contacts: number;
    }>;
    return { days, totals };
  }

  /** Everything kept of these ads (their counts and today's visitors): the archive took what it keeps. */
  private forget(adIds: number[]): void {
    const ids = JSON.stringify(adIds);
    for (const table of ["days", "totals", "visits"]) this.sql.exec(`DELETE FROM ${table} WHERE ad_id IN (SELECT value FROM json_each(?))`, ids);
  }

  /** One visit: stored when it is the visitor's first of its kind, ad and day; the alarm set if none is. */
  private async count(visit: CounterVisit): Promise<void> {
    const now = Date.now();
    const { rowsWritten } = this.sql.exec(
      "INSERT OR IGNORE INTO visits (day, ad_id, visitor, kind, seq, at) VALUES (?, ?, ?, ?, ?, ?)",
      statsDay(new Date(now)),
      visit.adId,
      visit.visitor,
      visit.kind,
      this.seq + 1,
      now,
    );
    if (rowsWritten > 0) this.seq++;
    if (this.alarmSet === null) this.alarmSet = (await this.state.storage.getAlarm()) !== null;
    if (!this.alarmSet) {
      await this.state.storage.setAlarm(now + ROLL_UP_MINUTES * 60_000);
      this.alarmSet = true;
    }
  }

  async alarm(): Promise<void> {
    this.alarmSet = false;
    try {
      await this.rollUp();
    } catch (error) {
      logError(error, null);
      throw error; // the runtime tries the alarm again
    }
  }

  /**
   * Counts the visits not rolled up yet (D1 says which count, in one batch of
   * reads), adds them to the ads' days and totals and remembers the last one
   * counted, all in one transaction of this object's storage; then forgets
   * the visitors of days that can no longer be counted again (before
   * yesterday) and the days older than "my ads" shows. Visits that come while
   * D1 answers are left for the next roll-up, with an alarm of their own.
   */
  private async rollUp(): Promise<number> {
    const from = this.rolledUpTo();
    const to = this.seq;
    let visits = 0;
    if (to > from) {
      const rows = this.sql
        .exec(
          `SELECT day, ad_id, kind,
                  CASE WHEN visitor LIKE 'u%' THEN CAST(substr(visitor, 2) AS INTEGER) ELSE 0 END AS viewer,
                  COUNT(*) AS visits, MAX(at) AS last_at
           FROM visits WHERE seq > ? AND seq <= ? GROUP BY day, ad_id, kind, viewer`,
          from,
          to,
        )
        .toArray()
        .map((row): RolledVisits => [String(row.day), Number(row.ad_id), row.kind as VisitKind, Number(row.viewer), Number(row.visits), Number(row.last_at)]);
      const db = this.env.DB;
      const statements = [];
      for (let first = 0; first < rows.length; first += ROWS_PER_STATEMENT) statements.push(countedVisits(db, rows.slice(first, first + ROWS_PER_STATEMENT)));
      const counted = statements.length > 0 ? (await db.batch<DayCounts>(statements)).flatMap((result) => result.results) : [];
      this.state.storage.transactionSync(() => {
        for (const day of counted) {
          this.sql.exec(
            `INSERT INTO days (ad_id, day, views, calls, whatsapp, sms, reveals) VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (ad_id, day) DO UPDATE SET
               views = views + excluded.views, calls = calls + excluded.calls, whatsapp = whatsapp + excluded.whatsapp, sms = sms + excluded.sms,
               reveals = reveals + excluded.reveals`,
            day.ad_id,
            day.day,
            day.views,
            day.calls,
            day.whatsapp,
            day.sms,
            day.reveals,
          );
          this.sql.exec(
            `INSERT INTO totals (ad_id, views, contacts) VALUES (?, ?, ?)
             ON CONFLICT (ad_id) DO UPDATE SET views = views + excluded.views, contacts = contacts + excluded.contacts`,
            day.ad_id,
            day.views,
            day.calls + day.whatsapp + day.sms + day.reveals,
          );
        }
        this.sql.exec("INSERT INTO rolled (id, seq) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET seq = excluded.seq", to);
      });
      visits = rows.reduce((sum, row) => sum + row[4], 0);
    }
    const yesterday = statsDay(new Date(Date.now() - 86_400_000));
    this.sql.exec("DELETE FROM visits WHERE day < ? AND seq <= ?", yesterday, to);
    // The old days once a day (a walk of the whole table), not at every roll-up.
    const oldest = statsDay(new Date(Date.now() - STATS_DAYS * 86_400_000));
    if (this.prunedBefore !== oldest) {
      this.sql.exec("DELETE FROM days WHERE day < ?", oldest);
      this.prunedBefore = oldest;
    }
    if (this.seq > to && !this.alarmSet) {
      await this.state.storage.setAlarm(Date.now() + ROLL_UP_MINUTES * 60_000);
      this.alarmSet = true;
    }
    return visits;
  }
}
