import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { ORPHAN_SWEEP, sweepOrphanedUploads } from "~/server/orphans.server";
import { logError } from "~/server/log.server";
import { sqlTime } from "~/server/sql.server";

export interface JobReport {
  expiredAds: number;
  endedFeatured: number;
  prunedSessions: number;
  prunedRateLimits: number;
  prunedApiTokens: number;
  prunedCodes: number;
  prunedOutbox: number;
  abandonedOrders: number;
  /** Records past what their numbers need: D1's daily counts older than "my ads" shows (no longer written: the counters' objects keep them) and free-ad postings older than the free-ad window. */
  prunedRecords: number;
  /** Uploads in R2 that no row named, a day or more old, deleted (server/orphans.server.ts); 0 without the bucket or when the sweep failed. */
  removedOrphans: number;
  /** Ads bumped to the top by a pack's bump due (features/bumps, migration 0029). */
  bumpedAds: number;
}

const HOUR = 3600 * 1000;

/** How long each kind of record is kept once it is of no use (the README's cron line). */
export const HOUSEKEEPING = {
  /** One-time codes last 15 minutes; used and expired ones are kept two days, so per-day limits can still count them. */
  codesKeptHours: 48,
  /** Sent, failed and never-sent e-mails (the outbox and the local mailbox). */
  outboxKeptDays: 30,
  /** A pending order nobody paid in a day is marked abandoned (never deleted: a late payment is still recorded). */
  pendingOrderHours: 24,
  /** Daily counts of ads (the page shows 30 days; one more for Cairo's day against UTC's). */
  statsKeptDays: 31,
  /** Free-ad postings: the limit counts 30 days; the rest are records of nothing. */
  postingsKeptDays: 31,
  /** Photos and attachments no row names are deleted once this old (younger ones may belong to a write under way). */
  orphanGraceHours: ORPHAN_SWEEP.graceHours,
} as const;

/**
 * The cron's work, safe to run any number of times: approved ads past their
 * date become expired, featured periods that ended are cleared; dead
 * sessions, rate-limit windows, API tokens, old codes, old outbox rows and
 * the daily counts and free-ad postings older than their numbers need are pruned; orders left pending for a day are marked abandoned; a pack's bumps due are run, one per ad. Money and
 * audit records (orders, the audit and moderation logs) are never deleted.
 * With the bucket, uploads no row names are swept a few pages a run
 * (server/orphans.server.ts); a failed sweep is logged and leaves the rest
 * of the report as it is. The features' own catching up (old ads' search
 * rows: features/ads/reindex.server.ts) is called beside it by the Worker's
 * scheduled handler and the admin's "run jobs now".
 */
export async function runScheduledJobs({ db, bucket }: { db: Database; bucket?: R2Bucket; config?: Config }, now: Date): Promise<JobReport> {
  const at = sqlTime(now);
  const before = (hours: number) => sqlTime(new Date(now.getTime() - hours * HOUR));
  const [expired, featured, sessions, limits, tokens, codes, outbox, orders, , oldStats, oldPostings, bumped] = await db.batch([
    db
      .prepare("UPDATE ads SET status = 'expired', updated_at = ?1 WHERE status = 'approved' AND expires_at IS NOT NULL AND expires_at <= ?1 RETURNING id")
      .bind(at),
    db
      .prepare(
        "UPDATE ads SET is_featured = 0, featured_until = NULL WHERE is_featured = 1 AND featured_until IS NOT NULL AND featured_until <= ?1 RETURNING id",
      )
      .bind(at),
    db.prepare("DELETE FROM sessions WHERE expires_at <= ?1 OR revoked_at IS NOT NULL").bind(at),
    db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(Math.floor(now.getTime() / 1000) - 24 * 3600),
    db.prepare("DELETE FROM api_tokens WHERE expires_at <= ?1 OR revoked_at IS NOT NULL").bind(at),
    // Used or not, a code is dead 15 minutes after it was made.
    db.prepare("DELETE FROM verification_codes WHERE expires_at <= ?1").bind(before(HOUSEKEEPING.codesKeptHours)),
    db.prepare("DELETE FROM outbox WHERE status IN ('queued', 'sent', 'failed') AND created_at < ?1").bind(before(HOUSEKEEPING.outboxKeptDays * 24)),
    db.prepare("UPDATE bundle_orders SET status = 'abandoned' WHERE status = 'pending' AND created_at < ?1").bind(before(HOUSEKEEPING.pendingOrderHours)),
    // The SMS outbox's records (local bodies, or what the provider was asked to send) are kept as long as the e-mail outbox's.
    db.prepare("DELETE FROM sms_outbox WHERE created_at < ?1").bind(before(HOUSEKEEPING.outboxKeptDays * 24)),
    // Only what the numbers need: "my ads" shows 30 days; the free ads count the postings of the last 30 days.
    db.prepare("DELETE FROM ad_daily_stats WHERE day < ?1").bind(before(HOUSEKEEPING.statsKeptDays * 24).slice(0, 10)),
    db.prepare("DELETE FROM ad_postings WHERE created_at < ?1").bind(before(HOUSEKEEPING.postingsKeptDays * 24)),
    // A pack's bumps due now, one per ad (bought in features/bumps).
    ...dueBumpStatements(db, now),
  ]);
  const swept = bucket
    ? await sweepOrphanedUploads({ db, bucket }, now).catch((error) => {
        logError(error, null);
        return null;
      })
    : null;
  return {
    // Counted from the rows returned: D1's `changes` also counts the rows the
    // content-version triggers (migration 0013) write.
    expiredAds: expired.results.length,
    endedFeatured: featured.results.length,
    prunedSessions: sessions.meta.changes ?? 0,
    prunedRateLimits: limits.meta.changes ?? 0,
    prunedApiTokens: tokens.meta.changes ?? 0,
    prunedCodes: codes.meta.changes ?? 0,
    prunedOutbox: outbox.meta.changes ?? 0,
    abandonedOrders: orders.meta.changes ?? 0,
    removedOrphans: swept?.removed ?? 0,
    prunedRecords: (oldStats.meta.changes ?? 0) + (oldPostings.meta.changes ?? 0),
    bumpedAds: bumped.results.length,
  };
}

/**
 * The due bumps of packs bought in features/bumps, as two statements of the batch: each
 * public ad with a bump due is bumped (one per ad and run, the oldest due
 * first: a missed day is caught up on the next runs, never several at once),
 * then that bump is marked done. A bump waits while its ad is not public.
 */
function dueBumpStatements(db: Database, now: Date) {
  const at = sqlTime(now);
  return [
    db
      .prepare(
        `UPDATE ads SET bumped_at = ?1
         WHERE id IN (SELECT ad_id FROM ad_bumps WHERE done_at IS NULL AND due_at <= ?1)
           AND status = 'approved' AND hidden = 0 AND expires_at > ?1 AND (bumped_at IS NULL OR bumped_at < ?1)
         RETURNING id`,
      )
      .bind(at),
    db
      .prepare(
        `UPDATE ad_bumps SET done_at = ?1
         WHERE id IN (SELECT MIN(b.id) FROM ad_bumps b JOIN ads a ON a.id = b.ad_id
                      WHERE b.done_at IS NULL AND b.due_at <= ?1 AND a.bumped_at = ?1 GROUP BY b.ad_id)`,
      )
      .bind(at),
  ] as const;
}
