import type { Database } from "~/server/db-session.server";
import { adsBelowIndexVersion, markIndexVersionStatement, rewriteSearchRowStatements } from "~/features/ads/editor-queries.server";
import { textBandStatements } from "~/features/risk/assess.server";

/**
 * The form of an ad's derived rows the code writes now: its search row holds
 * its words' stems and its catalogue's names, and its text fingerprint is
 * kept for the risk check. Ads written before (migrations 0040 and 0047 mark them 0)
 * are brought up by the hourly cron (the Worker's scheduled handler and the
 * admin's "run jobs now" call reindexAds beside the platform's jobs); raise it (and the migration's partial
 * index), or mark the ads 0 again in a migration, when that form changes again.
 */
export const INDEX_VERSION = 1;

/** How many ads one cron run brings to the current form: one read of the partial index and six writes whatever the number. */
export const REINDEX = { adsPerRun: 200 } as const;

/**
 * Rewrites the search rows and text fingerprints of up to `limit` ads of an
 * older form with the editor's own functions, then marks them current, in one
 * batch. The number of ads done: 0 (one empty index look-up) once all are.
 */
export async function reindexAds({ db }: { db: Database }, limit: number = REINDEX.adsPerRun): Promise<number> {
  const ads = await adsBelowIndexVersion({ db }, INDEX_VERSION, limit);
  if (!ads.length) return 0;
  await db.batch([
    ...rewriteSearchRowStatements(db, ads),
    ...textBandStatements(db, ads),
    markIndexVersionStatement(
      db,
      ads.map((ad) => ad.id),
      INDEX_VERSION,
    ),
  ]);
  return ads.length;
}
