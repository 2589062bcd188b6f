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
// The SQL that reads and deletes an ad's rows is in queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { forgetCounts } from "~/features/ad-stats/counting.server";
import { sqlTime } from "~/server/sql.server";
import { adRows, adsEndedBefore, deleteAdRows, endedAdRow, type EndedAd } from "~/features/archive/queries.server";

export const ARCHIVE = {
  /** An ad this long past its end leaves D1. */
  endedDays: 90,
  /** Ads per run: each costs one read batch, one R2 write, one delete batch and one R2 bulk delete, so a run stays within a cron's 50 subrequests on the free plan and far within D1's 30 s a statement. */
  adsPerRun: 10,
} as const;

/** Where an archived ad's JSON is kept; outside the prefixes the orphan sweep reads (server/orphans.server.ts). */
export const archiveKey = (adId: number) => `archive/ads/${adId}.json`;

/** An archived ad's object: every row it had, and what its ended page shows. */
interface ArchivedAd {
  version: 1;
  archived_at: string;
  page: EndedAd;
  rows: Record<string, unknown[]>;
}

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
  const due = await adsEndedBefore({ db }, before, ARCHIVE.adsPerRun);
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
  const found = await adRows({ db }, id, now);
  if (!found) return false; // renewed or gone since the list was read
  const { ended, rows } = found;
  const archive: ArchivedAd = { version: 1, archived_at: sqlTime(now), page: ended, rows };
  await bucket.put(archiveKey(id), JSON.stringify(archive), { httpMetadata: { contentType: "application/json" } });
  await deleteAdRows({ db }, id);
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
  const live = await endedAdRow({ db }, id, now);
  if (live) return live;
  const object = await bucket.get(archiveKey(id));
  if (!object) return null;
  return ((await object.json()) as ArchivedAd).page;
}
