// Sellers' numbers without a database write per view: the counters' Durable
// Object. The ads are spread over COUNTER_SHARDS objects by id; each object
// keeps, in its own SQLite storage, the visits of its ads for today and
// yesterday (one row per visitor, kind, ad and Cairo day: a visitor seen again
// writes nothing), and rolls the new ones up into D1 in one batch: by its
// alarm, ROLL_UP_MINUTES after the first visit it has not rolled up yet, and
// by the hourly cron (rollUpAllCounters), so a seller's numbers are at most
// that far behind. The roll-up adds each ad's day to ad_daily_stats and its
// totals to ads.views / contact_clicks, leaving out the owner's own visits and
// ads that were not public (counting.server.ts, rollUpStatements).
//
// The object answers two requests: POST /visit {adId, kind, visitor} and
// POST /roll-up (the cron's and the local test tools').
import { isContactKind, rollUpStatements, statsDay, type CounterVisit, type RolledVisits, type VisitKind } from "./counting.server";
import type { Env } from "~/server/config.server";
import { logError } from "~/server/log.server";

/** The roll-up comes at most this long after a visit (the cron's hourly run is the backstop). */
export const ROLL_UP_MINUTES = 30;
/** Rolled-up lines per D1 statement: a JSON parameter of about 60 bytes a line. */
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
    return new Response(null, { status: 404 });
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
   * Sends the visits not rolled up yet to D1 in one batch, then remembers
   * the last one sent and forgets the days that can no longer be counted
   * again (before yesterday). Visits that come while D1 answers are left for
   * the next roll-up, with an alarm of their own.
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
      for (let first = 0; first < rows.length; first += ROWS_PER_STATEMENT)
        statements.push(...rollUpStatements(db, rows.slice(first, first + ROWS_PER_STATEMENT)));
      await db.batch(statements);
      visits = rows.reduce((sum, row) => sum + row[4], 0);
      this.sql.exec("INSERT INTO rolled (id, seq) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET seq = excluded.seq", to);
    }
    const yesterday = statsDay(new Date(Date.now() - 86_400_000));
    this.sql.exec("DELETE FROM visits WHERE day < ? AND seq <= ?", yesterday, to);
    if (this.seq > to && !this.alarmSet) {
      await this.state.storage.setAlarm(Date.now() + ROLL_UP_MINUTES * 60_000);
      this.alarmSet = true;
    }
    return visits;
  }
}
