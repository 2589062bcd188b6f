// The seller's view of money: the account's orders of every
// kind, a page at a time; one order's receipt, for its owner only; the
// admin's orders filtered by kind and status, and the month's paid totals per
// kind. Read only: orders are written by the payment flow (payments.server.ts
// with bumps.server.ts and packs.server.ts).
import { allRows, and, empty, int, raw, sql, statement, sqlTime, type Sql } from "~/server/sql.server";
import type { Database } from "~/server/db-session.server";
import type { OrderStatus } from "~/features/paid-reach/queries.server";
import type { PaymentMethod } from "~/features/paid-reach/payments/provider.server";
import { ORDER_KINDS } from "~/features/paid-reach/kinds";
import { cairoMonth } from "~/features/paid-reach/month";

type Db = { db: Database };

export interface OrderListItem {
  id: number;
  /** 'bundle' | 'bump' | 'pack', or a kind added later (shown as "Order"). */
  kind: string;
  /** The order's name: the bundle's, else the one kept on the order, in both languages. */
  name: string;
  name_en: string;
  /** The ad's id, kept after the ad is deleted (null for an order with no ad). */
  ad_id: number | null;
  /** The ad's name, or the deleted ad's kept name. */
  ad_name: string;
  /** 1 once the ad was deleted. */
  ad_deleted: number;
  amount_cents: number;
  currency: string;
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
}

// The name: a bundle's own, else item_name / item_name_en (a bump's, a pack's).
const LIST_COLUMNS = `o.id, o.kind, COALESCE(b.name, o.item_name, '') AS name, COALESCE(b.name_en, o.item_name_en, o.item_name, '') AS name_en,
  COALESCE(o.ad_id, o.deleted_ad_id) AS ad_id, COALESCE(a.name, o.deleted_ad_name, '') AS ad_name, (o.ad_id IS NULL AND o.deleted_ad_id IS NOT NULL) AS ad_deleted,
  o.amount_cents, o.currency, o.status, o.created_at, o.paid_at`;
const FROM = "FROM bundle_orders o LEFT JOIN ads a ON a.id = o.ad_id LEFT JOIN bundles b ON b.id = o.bundle_id";

export const ORDERS_PAGE_SIZE = 20;

export interface OrdersPage {
  orders: OrderListItem[];
  /** The cursor of the next page of older orders (?before=), or null on the last page. */
  older: number | null;
  /** The cursor of the page of newer orders (?after=), or null on the first page. */
  newer: number | null;
}

/**
 * One page of a user's orders, newest first (index bundle_orders_by_user):
 * the first page, the page older than order `before`, or the page newer than
 * order `after`. A cursor that is not one of the user's orders reads as the
 * first page, so another account's ids tell nothing.
 */
export async function listAccountOrders(
  { db }: Db,
  userId: number,
  cursor: { before?: number | null; after?: number | null } = {},
  limit = ORDERS_PAGE_SIZE,
): Promise<OrdersPage> {
  const cursorId = cursor.before ?? cursor.after ?? null;
  const at = cursorId
    ? await db
        .prepare("SELECT created_at, id FROM bundle_orders WHERE id = ?1 AND user_id = ?2")
        .bind(cursorId, userId)
        .first<{ created_at: string; id: number }>()
    : null;
  if (!at) {
    const { results } = await db
      .prepare(`SELECT ${LIST_COLUMNS} ${FROM} WHERE o.user_id = ?1 ORDER BY o.created_at DESC, o.id DESC LIMIT ?2`)
      .bind(userId, limit + 1)
      .all<OrderListItem>();
    const orders = results.slice(0, limit);
    return { orders, older: results.length > limit ? orders[orders.length - 1]!.id : null, newer: null };
  }
  if (cursor.before) {
    const { results } = await db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} WHERE o.user_id = ?1 AND (o.created_at < ?2 OR (o.created_at = ?2 AND o.id < ?3))
         ORDER BY o.created_at DESC, o.id DESC LIMIT ?4`,
      )
      .bind(userId, at.created_at, at.id, limit + 1)
      .all<OrderListItem>();
    const orders = results.slice(0, limit);
    return { orders, older: results.length > limit ? orders[orders.length - 1]!.id : null, newer: orders.length > 0 ? orders[0]!.id : null };
  }
  const { results } = await db
    .prepare(
      `SELECT ${LIST_COLUMNS} ${FROM} WHERE o.user_id = ?1 AND (o.created_at > ?2 OR (o.created_at = ?2 AND o.id > ?3))
       ORDER BY o.created_at ASC, o.id ASC LIMIT ?4`,
    )
    .bind(userId, at.created_at, at.id, limit + 1)
    .all<OrderListItem>();
  const orders = results.slice(0, limit).reverse();
  return { orders, older: orders.length > 0 ? orders[orders.length - 1]!.id : null, newer: results.length > limit ? orders[0]!.id : null };
}

export interface Receipt extends OrderListItem {
  /** The payer as the account names them, and their company for a trader. */
  seller_name: string;
  company_name: string | null;
  payment_method: PaymentMethod;
  provider: string;
  /** The provider's transaction id, once paid. */
  transaction_id: string | null;
  bumps: number | null;
  days: number;
  featured_until: string | null;
}

/** An order's receipt, or null when there is no such order or it is not this user's. */
export async function getReceipt({ db }: Db, userId: number, orderId: number): Promise<Receipt | null> {
  return db
    .prepare(
      `SELECT ${LIST_COLUMNS}, TRIM(u.first_name || ' ' || u.last_name) AS seller_name, CASE WHEN u.is_trader = 1 THEN u.company_name END AS company_name,
         o.payment_method, o.provider, o.transaction_id, o.bumps, o.days, o.featured_until
       ${FROM} JOIN users u ON u.id = o.user_id WHERE o.id = ?1 AND o.user_id = ?2`,
    )
    .bind(orderId, userId)
    .first<Receipt>();
}

export interface AdminOrderItem extends OrderListItem {
  user_id: number;
  user_name: string;
  payment_method: PaymentMethod;
  provider: string;
  transaction_id: string | null;
  failure_reason: string | null;
  featured_until: string | null;
}

/** The newest orders for the admin, optionally of one kind and one status. */
export async function listAdminOrders(
  { db }: Db,
  filters: { kind?: string | null; status?: OrderStatus | null; limit?: number } = {},
): Promise<AdminOrderItem[]> {
  const limit = Math.min(Math.max(filters.limit ?? 100, 1), 200);
  const where: Sql[] = [];
  if (filters.kind) where.push(sql`o.kind = ${filters.kind}`);
  if (filters.status) where.push(sql`o.status = ${filters.status}`);
  return allRows<AdminOrderItem>(
    statement(
      db,
      sql`SELECT ${raw(LIST_COLUMNS)}, o.user_id, TRIM(u.first_name || ' ' || u.last_name) AS user_name, o.payment_method, o.provider, o.transaction_id,
         o.failure_reason, o.featured_until
       ${raw(FROM)} JOIN users u ON u.id = o.user_id ${where.length ? sql`WHERE ${and(where)}` : empty}
       ORDER BY o.created_at DESC, o.id DESC LIMIT ${int(limit)}`,
    ),
  );
}

export interface KindTotal {
  kind: string;
  /** Paid orders of this kind in the month. */
  orders: number;
  amount_cents: number;
}

/**
 * The paid orders of Egypt's current calendar month, per kind (by the time
 * they were paid; pending, failed and abandoned orders count nothing): every
 * known kind, with zeros, then any other kind found.
 */
export async function monthPaidTotals({ db }: Db, now = new Date()): Promise<{ start: Date; end: Date; totals: KindTotal[] }> {
  const { start, end } = cairoMonth(now);
  const { results } = await db
    .prepare(
      `SELECT kind, COUNT(*) AS orders, SUM(amount_cents) AS amount_cents FROM bundle_orders
       WHERE status = 'paid' AND paid_at >= ?1 AND paid_at < ?2 GROUP BY kind`,
    )
    .bind(sqlTime(start), sqlTime(end))
    .all<KindTotal>();
  const found = new Map(results.map((row) => [row.kind, row]));
  const totals = ORDER_KINDS.map((kind) => found.get(kind) ?? { kind, orders: 0, amount_cents: 0 });
  for (const row of results) if (!(ORDER_KINDS as readonly string[]).includes(row.kind)) totals.push(row);
  return { start, end, totals };
}
