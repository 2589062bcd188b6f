// Special (featured) ads as the operator sees them: when each period ends,
// correcting an end date (a refund, a goodwill extension), and running the
// scheduled jobs at once instead of waiting for the cron. The SQL is in
// queries.server.ts (with listFeaturedAds).
import type { Database } from "~/server/db-session.server";
import { recordAudit } from "~/server/audit.server";
import { runScheduledJobs, type JobReport } from "~/server/jobs.server";
import { sqlTime } from "~/server/sql.server";
import type { Actor } from "./resources.server";
import { updateFeaturedUntil } from "~/features/admin/queries.server";
import { runAlerts, type AlertDeps, type AlertReport } from "~/features/saved-searches/alerts.server";
import { reindexAds } from "~/features/ads/reindex.server";

export { listFeaturedAds, type FeaturedAd } from "~/features/admin/queries.server";

type Db = { db: Database };

/**
 * Sets when an ad's special period ends. A time already past takes effect at
 * the next scheduled run, like any period that ends.
 */
export async function setFeaturedUntil({ db }: Db, actor: Actor, adId: number, until: Date, now = new Date()): Promise<boolean> {
  const details = { featured_until: sqlTime(until) };
  return updateFeaturedUntil({ db }, adId, until, { actorId: actor.id, action: "featured-until", entity: "ads", entityId: adId, details }, now);
}

/** What "run jobs now" did: the platform's jobs, the old ads brought to the current search form, and the alerts when asked. */
export type JobsNowReport = JobReport & { reindexedAds: number; alerts?: AlertReport };

/** The cron's jobs, now (the same functions the Worker's scheduled handler runs); with the config, the saved searches' alerts too. */
export async function runJobsNow({ db, config }: Db & { config?: AlertDeps["config"] }, actor: Actor, now = new Date()): Promise<JobsNowReport> {
  const report: JobsNowReport = { ...(await runScheduledJobs({ db }, now)), reindexedAds: await reindexAds({ db }) };
  if (config) report.alerts = await runAlerts({ db, config }, now);
  await recordAudit({ db }, { actorId: actor.id, action: "run-jobs", entity: "jobs", entityId: null, details: { ...report } }, now);
  return report;
}
