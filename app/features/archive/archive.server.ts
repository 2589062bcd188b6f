// A bounded hot database: ads that ended (expired, sold or removed) more than
// ARCHIVE.endedDays ago leave D1 for R2. The hourly job takes a few each run
// (archiveEndedAds): each ad's rows (the ad, its photos' rows, attributes,
// search row, daily numbers, bumps, its place in the alert queue) go into one
// JSON object, archive/ads/<id>.json, written first; then its rows are
// deleted from D1 in one batch (orders, reports, conversations and ratings
// keep the ad's id and name, as when an owner deletes an ad), its photos from
// R2 (nobody looks at the photos of a thing gone three months ago; a photo
// whose delete failed is swept as an orphan a day later), and its counts from
// the counters' objects. Ad ids are never given twice (id_sequences), so an
// archived ad's address keeps meaning that ad: it answers the ended page
// (endedAd) read from the archive, as an ad that ended recently answers it
// from D1.
//
//   archiveEndedAds({ db, bucket, counters }, now) → how many ads were archived
//   archiveAd({ db, bucket }, id, now) → whether that ad (ended by now) was archived
//   endedAd({ db, bucket }, id, now) → EndedAd | null
import type { Database } from "~/server/db-session.server";
import { forgetCounts } from "~/features/ad-stats/counting.server";
import { int, raw, sql, sqlTime, statement, type Sql } from "~/server/sql.server";

export const ARCHIVE = {
  /** An ad this long past its end leaves D1. */
  endedDays: 90,
  /** Ads per run: each costs one read batch, one R2 write, one delete batch and one R2 bulk delete, so a run stays within a cron's 50 subrequests on the free plan and far within D1's 30 s a statement. */
  adsPerRun: 10,
} as const;

/** Where an archived ad's JSON is kept; outside the prefixes the orphan sweep reads (server/orphans.server.ts). */
export const archiveKey = (adId: number) => `archive/ads/${adId}.json`;

/** The states an ad ends in; an approved ad past its date has ended too. */
type EndedState = "expired" | "sold" | "removed";

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

/** An archived ad's object: every row it had, and what its ended page shows. */
interface ArchivedAd {
  version: 1;
  archived_at: string;
  page: EndedAd;
  rows: Record<string, unknown[]>;
}

/** The tables holding an ad's own rows (by their ad_id), each read into the archive and deleted with the ad (the ad's row last). */
const AD_ROWS = ["ad_images", "ad_attributes", "ad_daily_stats", "ad_bumps", "favourites", "saved_search_hits", "alert_queue"] as const;

/**
 * Moves up to ARCHIVE.adsPerRun ads ended more than ARCHIVE.endedDays ago
 * from D1 to R2 (the file's head says how); how many it moved. An ad whose
 * move fails midway is left in D1 and taken again by a later run (the
 * archive's write is the same each time).
 */
export async function archiveEndedAds(
  { db, bucket, counters }: { db: Database; bucket: R2Bucket; counters?: DurableObjectNamespace },
  now: Date,
): Promise<number> {
  const before = sqlTime(new Date(now.getTime() - ARCHIVE.endedDays * 24 * 3600 * 1000));
  // Two walks of indexes: (status, expires_at) for ads that ran out, (status, updated_at) for the others.
  const { results: due } = await statement(
    db,
    sql`SELECT id FROM (
         SELECT a.id FROM ads a WHERE a.status = 'approved' AND a.expires_at <= ${before}
         UNION ALL
         SELECT a.id FROM ads a WHERE a.status IN ('expired', 'sold', 'removed') AND a.updated_at <= ${before}
       ) ORDER BY id LIMIT ${int(ARCHIVE.adsPerRun)}`,
  ).all<{ id: number }>();
  let archived = 0;
  for (const { id } of due) if (await archiveAd({ db, bucket }, id, now)) archived++;
  if (counters && due.length > 0)
    await forgetCounts(
      counters,
      due.map(({ id }) => id),
    );
  return archived;
}

/** One ad's move, when it has ended by `now`: its rows read, its archive written, its rows and photos deleted; whether it moved. */
export async function archiveAd({ db, bucket }: { db: Database; bucket: R2Bucket }, id: number, now: Date): Promise<boolean> {
  const [page, ad, search, ...children] = await db.batch([
    statement(db, endedPage(id, now)),
    statement(db, sql`SELECT * FROM ads WHERE id = ${id}`),
    statement(db, sql`SELECT name, description FROM ads_fts WHERE rowid = ${id}`),
    ...AD_ROWS.map((table) => statement(db, sql`SELECT * FROM ${raw(table)} WHERE ad_id = ${id}`)),
  ]);
  const ended = page.results[0] as EndedAd | undefined;
  if (!ended) return false; // renewed or gone since the list was read
  const rows: Record<string, unknown[]> = { ads: ad.results, ads_fts: search.results };
  AD_ROWS.forEach((table, index) => (rows[table] = children[index].results));
  const archive: ArchivedAd = { version: 1, archived_at: sqlTime(now), page: ended, rows };
  await bucket.put(archiveKey(id), JSON.stringify(archive), { httpMetadata: { contentType: "application/json" } });
  await db.batch([
    statement(db, sql`DELETE FROM ads_fts WHERE rowid = ${id}`),
    ...AD_ROWS.map((table) => statement(db, sql`DELETE FROM ${raw(table)} WHERE ad_id = ${id}`)),
    statement(db, sql`DELETE FROM ads WHERE id = ${id}`),
  ]);
  const photos = (rows.ad_images as Array<{ image_path: string; small_path: string }>)
    .flatMap((image) => [image.image_path, image.small_path])
    .filter((key) => !key.startsWith("seed/"));
  if (photos.length > 0) await bucket.delete(photos);
  return true;
}

/**
 * The ended page of an ad that is not public: from D1 while its rows are
 * there (it ended less than ARCHIVE.endedDays ago), else from its archive;
 * null when it never existed or is not an ended ad (pending, rejected, an
 * owner's deleted ad).
 */
export async function endedAd(
  { db, bucket }: { db: Pick<D1Database, "prepare">; bucket: R2Bucket },
  id: number,
  now: Date = new Date(),
): Promise<EndedAd | null> {
  const live = await statement(db, endedPage(id, now)).first<EndedAd>();
  if (live) return live;
  const object = await bucket.get(archiveKey(id));
  if (!object) return null;
  return ((await object.json()) as ArchivedAd).page;
}
