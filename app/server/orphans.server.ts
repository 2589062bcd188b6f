// Orphaned uploads: objects in R2 that no row names.
//
// Every upload is stored before the row that names it is written (an ad's
// photos before the ad, a profile image before the user's row changes, a
// support request's attachments before their rows, a document's pages before
// theirs, an admin record's image before the record). A Worker stopped in
// between (a crash, a deploy, an outage, a database call that timed out after
// it committed) leaves objects that nothing names and nothing shows. Rather
// than a pending row for every kind of write, the hourly job sweeps the
// bucket: an object at least a day old (ORPHAN_SWEEP.graceHours) under
// a prefix the app writes, which no row names, is deleted. A younger object
// may belong to a write still under way, so it is kept. The sweep also
// catches objects whose delete did not happen after their row went (an ad
// deleted by a Worker that stopped before removing its photos).
//
// Within a cron run's limits: R2 lists 1,000 keys a page; each page costs one
// list, one D1 query (all the page's keys in one JSON value: D1 binds at most
// 100 values) and at most one bulk delete (R2 deletes up to 1,000 keys in one
// call), and a run reads at most `pagesPerRun` pages. Where it stopped is kept
// in D1 (job_cursors, migration 0018), so the next run resumes there; after
// the last page the next run starts again from the first key.
//
//   sweepOrphanedUploads({ db, bucket }, now, limits?) → { checked, removed, complete }
import type { Database } from "~/server/db-session.server";
import { resources } from "~/lib/admin-resources";

/** The prefixes the app writes uploads under; anything else in the bucket (and the seed's shared `seed/` images) is never touched. */
export const UPLOAD_PREFIXES = ["ads/", "users/", "support/", "documents/", "admin/"] as const;

export interface SweepLimits {
  /** An object younger than this may belong to a write still under way: kept. */
  graceHours: number;
  /** Keys a list call returns (R2's most is 1,000; a bulk delete takes as many). */
  pageSize: number;
  /** Pages one run reads: 4 calls a page (list, D1 check, bulk delete, cursor) keep a run within 50 subrequests. */
  pagesPerRun: number;
}

export const ORPHAN_SWEEP: SweepLimits = { graceHours: 24, pageSize: 1000, pagesPerRun: 8 };

export interface SweepReport {
  /** Keys old enough and under an upload prefix, checked against the rows. */
  checked: number;
  /** Of those, the ones no row named: deleted. */
  removed: number;
  /** Whether this run reached the bucket's last key (the next run starts again from the first). */
  complete: boolean;
}

const CURSOR = "orphaned-uploads";

/** An ad kept as a draft past the free ads (features/paid-reach) lives this long: then it is forgotten, and its photos go with this sweep. */
export const DRAFT_LIFETIME_DAYS = 30;

/** The oldest time a live draft may have been kept at `now` (SQL time). */
export function draftsKeptSince(now: Date): string {
  return timeText(new Date(now.getTime() - DRAFT_LIFETIME_DAYS * 24 * 3600 * 1000));
}

/** The admin's tables with an image column (lib/admin-resources.ts), read whole: they are small. */
const adminImageColumns = Object.values(resources).flatMap((spec) =>
  spec.fields.filter((field) => field.kind === "image").map((field) => ({ table: spec.table, column: field.name })),
);

/**
 * Which of the keys (a JSON array in ?1) a row names. Every place a key is
 * kept: ad photos and their card variants, profile images, support
 * attachments, document pages (kept as their /media/ address), a live draft's photos and the admin's
 * images (categories and their levels, banners, blog posts). One SELECT with
 * IN tests (D1 allows few terms in a compound SELECT): SQLite answers `IN
 * (SELECT column FROM table)` from the column's index where there is one
 * (migration 0018), and reads the admin's small tables once per query.
 */
const NAMED_KEYS = [
  "SELECT value AS key FROM json_each(?1) WHERE",
  [
    "value IN (SELECT image_path FROM ad_images)",
    "value IN (SELECT small_path FROM ad_images)",
    "value IN (SELECT image FROM users)",
    "value IN (SELECT path FROM support_attachments)",
    "'/media/' || value IN (SELECT file_url FROM pdf_imgs)",
    // A live draft's photos (features/paid-reach): kept until it is posted or expires (kept before ?2).
    "value IN (SELECT p.image_path FROM ad_draft_photos p JOIN ad_drafts d ON d.user_id = p.user_id WHERE d.created_at > ?2)",
    "value IN (SELECT p.small_path FROM ad_draft_photos p JOIN ad_drafts d ON d.user_id = p.user_id WHERE d.created_at > ?2)",
    ...adminImageColumns.map(({ table, column }) => `value IN (SELECT ${column} FROM ${table})`),
  ].join("\n  OR "),
].join("\n  ");

const isUpload = (key: string) => UPLOAD_PREFIXES.some((prefix) => key.startsWith(prefix));

function timeText(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

async function readCursor(db: Database): Promise<string | undefined> {
  const row = await db.prepare("SELECT cursor FROM job_cursors WHERE name = ?1").bind(CURSOR).first<{ cursor: string | null }>();
  return row?.cursor ?? undefined;
}

async function saveCursor(db: Database, cursor: string | null, now: Date): Promise<void> {
  await db
    .prepare("INSERT INTO job_cursors (name, cursor, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (name) DO UPDATE SET cursor = ?2, updated_at = ?3")
    .bind(CURSOR, cursor, timeText(now))
    .run();
}

/** The keys among `keys` that some row names (a draft's only while it lives at `now`). */
export async function namedKeys(db: Database, keys: string[], now = new Date()): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { results } = await db.prepare(NAMED_KEYS).bind(JSON.stringify(keys), draftsKeptSince(now)).all<{ key: string }>();
  return new Set(results.map((row) => row.key));
}

/**
 * One run of the sweep: up to `pagesPerRun` pages from where the last run
 * stopped. Safe to run any number of times, and alongside uploads: an
 * object is deleted only when it is older than the grace period and no row
 * named it when its page was checked.
 */
export async function sweepOrphanedUploads(
  { db, bucket }: { db: Database; bucket: R2Bucket },
  now: Date,
  limits: SweepLimits = ORPHAN_SWEEP,
): Promise<SweepReport> {
  const oldest = now.getTime() - limits.graceHours * 3600 * 1000;
  let cursor = await readCursor(db);
  const report: SweepReport = { checked: 0, removed: 0, complete: false };
  for (let page = 0; page < limits.pagesPerRun; page++) {
    let listed: R2Objects;
    try {
      listed = await bucket.list({ limit: limits.pageSize, cursor });
    } catch (error) {
      // A cursor R2 no longer takes: start again from the first key (next time, or now when nothing was read yet).
      if (cursor === undefined) throw error;
      cursor = undefined;
      await saveCursor(db, null, now);
      if (page === 0) continue;
      break;
    }
    const candidates = listed.objects.filter((object) => isUpload(object.key) && object.uploaded.getTime() <= oldest).map((object) => object.key);
    const named = await namedKeys(db, candidates, now);
    const orphans = candidates.filter((key) => !named.has(key));
    if (orphans.length > 0) await bucket.delete(orphans);
    report.checked += candidates.length;
    report.removed += orphans.length;
    cursor = listed.truncated ? listed.cursor : undefined;
    // Saved after every page, so a run stopped by its limits does not read the same pages again.
    await saveCursor(db, cursor ?? null, now);
    if (!cursor) {
      report.complete = true;
      break;
    }
  }
  return report;
}
