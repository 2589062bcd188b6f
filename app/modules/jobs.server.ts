import type { Database } from "~/modules/db-session.server";
import type { Config } from "~/modules/config.server";

export interface JobReport {
  expiredAds: number;
  endedFeatured: number;
  prunedSessions: number;
  prunedRateLimits: number;
}

export function sqlTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * The cron's work, safe to run any number of times: approved ads past their
 * date become expired, featured periods that ended are cleared, and dead
 * sessions and rate-limit windows are pruned.
 */
export async function runScheduledJobs({ db }: { db: Database; config?: Config }, now: Date): Promise<JobReport> {
  const at = sqlTime(now);
  const [expired, featured, sessions, limits] = await db.batch([
    db.prepare("UPDATE ads SET status = 'expired', updated_at = ?1 WHERE status = 'approved' AND expires_at IS NOT NULL AND expires_at <= ?1 RETURNING id").bind(at),
    db.prepare("UPDATE ads SET is_featured = 0, featured_until = NULL WHERE is_featured = 1 AND featured_until IS NOT NULL AND featured_until <= ?1 RETURNING id").bind(at),
    db.prepare("DELETE FROM sessions WHERE expires_at <= ?1 OR revoked_at IS NOT NULL").bind(at),
    db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(Math.floor(now.getTime() / 1000) - 24 * 3600),
  ]);
  return {
    // Counted from the rows returned: D1's `changes` also counts the rows the
    // content-version triggers (migration 0013) write.
    expiredAds: expired.results.length,
    endedFeatured: featured.results.length,
    prunedSessions: sessions.meta.changes ?? 0,
    prunedRateLimits: limits.meta.changes ?? 0,
  };
}
