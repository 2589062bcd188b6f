// Bump to top's SQL (migration 0029; its prices are in price-queries.server.ts): the
// payment applied (the ad bumped now, a pack's later bumps scheduled one a
// day), and the cron's due bumps. A bump sets ads.bumped_at; the listing
// sorts by ads.listed_at (the last bump, else the ad's own date), so the
// card's age stays the ad's own.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import type { OrderRow } from "~/features/paid-reach/queries.server";

type Db = { db: Database };

/**
 * A bump order's payment in one transaction, only while the order is unpaid
 * (a replay or a concurrent callback finds it paid): the ad bumped now, a
 * pack's other bumps scheduled one a day from now, the order paid. Whether
 * this call marked it paid. An order whose ad was deleted is still marked paid.
 */
export async function applyBumpPayment({ db }: Db, order: OrderRow, transactionId: string, at: Date): Promise<boolean> {
  const now = sqlTime(at);
  const unpaid = "EXISTS (SELECT 1 FROM bundle_orders WHERE id = ?2 AND status IN ('pending', 'failed', 'abandoned'))";
  const [, , marked] = await db.batch([
    db.prepare(`UPDATE ads SET bumped_at = ?3 WHERE id = ?1 AND ${unpaid}`).bind(order.ad_id, order.id, now),
    db
      .prepare(
        `WITH RECURSIVE later(day) AS (SELECT 1 UNION ALL SELECT day + 1 FROM later WHERE day + 1 < ?4)
         INSERT INTO ad_bumps (ad_id, order_id, due_at)
         SELECT ?1, ?2, datetime(?3, '+' || day || ' days') FROM later WHERE day < ?4 AND ?1 IS NOT NULL AND ${unpaid}`,
      )
      .bind(order.ad_id, order.id, now, order.bumps ?? 1),
    db
      .prepare(
        `UPDATE bundle_orders SET status = 'paid', transaction_id = ?2, paid_at = ?3, failure_reason = NULL
         WHERE id = ?1 AND status IN ('pending', 'failed', 'abandoned')`,
      )
      .bind(order.id, transactionId, now),
  ]);
  return (marked.meta.changes ?? 0) > 0;
}

/** An ad's bumps still to come (the buy page). */
export async function pendingBumps({ db }: Db, adId: number): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM ad_bumps WHERE ad_id = ?1 AND done_at IS NULL").bind(adId).first<{ n: number }>();
  return row?.n ?? 0;
}
