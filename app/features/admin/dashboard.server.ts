// The admin dashboard's figures, each answered from an index: ads by status,
// new users, open reports, and bundle orders paid this month.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/jobs.server";

type Db = { db: Database };

export interface DashboardFigures {
  adsByStatus: Record<string, number>;
  users: { total: number; last7Days: number; last30Days: number };
  openReports: number;
  paidThisMonth: { count: number; amountCents: number };
  pendingOrders: number;
  featuredAds: number;
}

/** The first instant of the month, in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function dashboardFigures({ db }: Db, now = new Date()): Promise<DashboardFigures> {
  const day = 24 * 3600 * 1000;
  const [ads, users, reports, paid, pending, featured] = await db.batch([
    db.prepare("SELECT status, COUNT(*) AS n FROM ads GROUP BY status"),
    db
      .prepare("SELECT COUNT(*) AS total, SUM(created_at >= ?1) AS week, SUM(created_at >= ?2) AS month FROM users")
      .bind(sqlTime(new Date(now.getTime() - 7 * day)), sqlTime(new Date(now.getTime() - 30 * day))),
    db.prepare("SELECT COUNT(*) AS n FROM reports WHERE status = 'open'"),
    db
      .prepare("SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS amount FROM bundle_orders WHERE status = 'paid' AND paid_at >= ?1")
      .bind(sqlTime(monthStart(now))),
    db.prepare("SELECT COUNT(*) AS n FROM bundle_orders WHERE status = 'pending'"),
    db.prepare("SELECT COUNT(*) AS n FROM ads WHERE is_featured = 1"),
  ]);
  const first = <T>(result: D1Result) => result.results[0] as T;
  const userRow = first<{ total: number; week: number | null; month: number | null }>(users);
  const paidRow = first<{ n: number; amount: number }>(paid);
  return {
    adsByStatus: Object.fromEntries((ads.results as Array<{ status: string; n: number }>).map((row) => [row.status, row.n])),
    users: { total: userRow.total, last7Days: userRow.week ?? 0, last30Days: userRow.month ?? 0 },
    openReports: first<{ n: number }>(reports).n,
    paidThisMonth: { count: paidRow.n, amountCents: paidRow.amount },
    pendingOrders: first<{ n: number }>(pending).n,
    featuredAds: first<{ n: number }>(featured).n,
  };
}
