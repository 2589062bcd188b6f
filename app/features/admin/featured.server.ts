// Special (featured) ads as the operator sees them: when each period ends,
// correcting an end date (a refund, a goodwill extension), and running the
// scheduled jobs at once instead of waiting for the cron.
import type { Database } from "~/server/db-session.server";
import { auditStatement, recordAudit } from "~/server/audit.server";
import { runScheduledJobs, sqlTime, type JobReport } from "~/server/jobs.server";
import type { Actor } from "./resources.server";

type Db = { db: Database };

export interface FeaturedAd {
  id: number;
  name: string;
  status: string;
  featured_until: string | null;
  user_id: number;
  owner_name: string;
}

/** Ads marked special, the soonest to end first (index ads_by_featured_until). */
export async function listFeaturedAds({ db }: Db, limit = 200): Promise<FeaturedAd[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.name, a.status, a.featured_until, a.user_id, TRIM(u.first_name || ' ' || u.last_name) AS owner_name
       FROM ads a JOIN users u ON u.id = a.user_id WHERE a.is_featured = 1 ORDER BY a.featured_until, a.id LIMIT ?1`,
    )
    .bind(limit)
    .all<FeaturedAd>();
  return results;
}

/**
 * Sets when an ad's special period ends. A time already past takes effect at
 * the next scheduled run, like any period that ends.
 */
export async function setFeaturedUntil({ db }: Db, actor: Actor, adId: number, until: Date, now = new Date()): Promise<boolean> {
  const value = sqlTime(until);
  const [changed] = await db.batch([
    db.prepare("UPDATE ads SET featured_until = ?2 WHERE id = ?1 AND is_featured = 1").bind(adId, value),
    auditStatement(db, { actorId: actor.id, action: "featured-until", entity: "ads", entityId: adId, details: { featured_until: value } }, now),
  ]);
  return (changed.meta.changes ?? 0) > 0;
}

/** The cron's jobs, now (the same function the Worker's scheduled handler runs). */
export async function runJobsNow({ db }: Db, actor: Actor, now = new Date()): Promise<JobReport> {
  const report = await runScheduledJobs({ db }, now);
  await recordAudit({ db }, { actorId: actor.id, action: "run-jobs", entity: "jobs", entityId: null, details: { ...report } }, now);
  return report;
}
