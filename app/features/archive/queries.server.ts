// The archive's SQL: the ads ended long enough ago, an ad's ended page, and
// every row an ad has (read into its archive, then deleted in one batch).
import type { Database } from "~/server/db-session.server";
import { int, raw, sql, sqlTime, statement, type Sql } from "~/server/sql.server";

type Db = { db: Database };

/** The states an ad ends in; an approved ad past its date has ended too. */
export type EndedState = "expired" | "sold" | "removed";

/** What the ended page shows: a removed ad's name and price are not shown again (a moderator took it down). */
export interface EndedAd {
  id: number;
  status: EndedState;
  name: string | null;
  price: number | null;
  ended_at: string;
  category_slug: string;
  category_name: string;
  category_name_en: string;
}

/** When an ad ended, in SQL: its date for one that simply ran out, else the time its state last changed. */
const ENDED_AT = raw("CASE WHEN a.status = 'approved' THEN a.expires_at ELSE a.updated_at END");

/** Ads that have ended by `now`. */
const endedBy = (now: Date): Sql => sql`((a.status = 'approved' AND a.expires_at <= ${sqlTime(now)}) OR a.status IN ('expired', 'sold', 'removed'))`;

/** The ended page of ad `id`, when it has ended by `now`. */
const endedPage = (id: number, now: Date): Sql =>
  sql`SELECT a.id, CASE WHEN a.status = 'approved' THEN 'expired' ELSE a.status END AS status,
    CASE WHEN a.status = 'removed' THEN NULL ELSE a.name END AS name, CASE WHEN a.status = 'removed' THEN NULL ELSE a.price END AS price,
    ${ENDED_AT} AS ended_at, c.slug AS category_slug, c.name AS category_name, c.name_en AS category_name_en
  FROM ads a JOIN categories c ON c.id = a.category_id WHERE a.id = ${id} AND ${endedBy(now)}`;

/** The tables holding an ad's own rows (by their ad_id), each read into the archive and deleted with the ad (the ad's row last). */
export const AD_ROWS = ["ad_images", "ad_attributes", "ad_daily_stats", "ad_bumps", "favourites", "saved_search_key_hits", "alert_queue"] as const;

/** Up to `limit` ads that ended before `before` (SQL time), by id: two walks of indexes, (status, expires_at) for ads that ran out, (status, updated_at) for the others. */
export async function adsEndedBefore({ db }: Db, before: string, limit: number): Promise<Array<{ id: number }>> {
  const { results } = await statement(
    db,
    sql`SELECT id FROM (
         SELECT a.id FROM ads a WHERE a.status = 'approved' AND a.expires_at <= ${before}
         UNION ALL
         SELECT a.id FROM ads a WHERE a.status IN ('expired', 'sold', 'removed') AND a.updated_at <= ${before}
       ) ORDER BY id LIMIT ${int(limit)}`,
  ).all<{ id: number }>();
  return results;
}

/** The ended page of ad `id` from D1, when it has ended by `now`. */
export async function endedAdRow({ db }: { db: Pick<D1Database, "prepare"> }, id: number, now: Date): Promise<EndedAd | null> {
  return statement(db, endedPage(id, now)).first<EndedAd>();
}

/** Every row of an ad that has ended by `now`, by table, with its ended page, in one batch; null when it has not ended (or is gone). */
export async function adRows({ db }: Db, id: number, now: Date): Promise<{ ended: EndedAd; rows: Record<string, unknown[]> } | null> {
  const [page, ad, search, ...children] = await db.batch([
    statement(db, endedPage(id, now)),
    statement(db, sql`SELECT * FROM ads WHERE id = ${id}`),
    statement(db, sql`SELECT name, description FROM ads_fts WHERE rowid = ${id}`),
    ...AD_ROWS.map((table) => statement(db, sql`SELECT * FROM ${raw(table)} WHERE ad_id = ${id}`)),
  ]);
  const ended = page.results[0] as EndedAd | undefined;
  if (!ended) return null;
  const rows: Record<string, unknown[]> = { ads: ad.results, ads_fts: search.results };
  AD_ROWS.forEach((table, index) => (rows[table] = children[index].results));
  return { ended, rows };
}

/** Deletes every row of an ad in one batch (the ad's row last). */
export async function deleteAdRows({ db }: Db, id: number): Promise<void> {
  await db.batch([
    statement(db, sql`DELETE FROM ads_fts WHERE rowid = ${id}`),
    ...AD_ROWS.map((table) => statement(db, sql`DELETE FROM ${raw(table)} WHERE ad_id = ${id}`)),
    statement(db, sql`DELETE FROM ads WHERE id = ${id}`),
  ]);
}
