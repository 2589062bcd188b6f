// The admin dashboard's figures: ads by status, new users (last 7 and 30
// days), open reports, and bundle orders paid this month. The SQL is in
// queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { dashboardCounts, type DashboardFigures } from "~/features/admin/queries.server";

export type { DashboardFigures };

type Db = { db: Database };

/** The first instant of the month, in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function dashboardFigures({ db }: Db, now = new Date()): Promise<DashboardFigures> {
  const day = 24 * 3600 * 1000;
  return dashboardCounts({ db }, { week: new Date(now.getTime() - 7 * day), month: new Date(now.getTime() - 30 * day), paidSince: monthStart(now) });
}
