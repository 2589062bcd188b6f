// Bundles' and payments' SQL: the bundles on sale, the ads a user may make
// special, and the orders (created pending, their checkout, the provider's
// callback applied in one transaction, and the pages that read them). Typed
// rows in, typed rows out; the rules (the amount from the bundle, a form
// posted twice, a callback checked before it is applied) are the use-cases'
// in payments.server.ts.
import type { Database } from "~/server/db-session.server";
import { allRows, sqlTime } from "~/server/sql.server";
import type { PaymentMethod, ProviderName } from "~/features/paid-reach/payments/provider.server";
import { cutText } from "~/lib/text-length";

type Db = { db: Database };

export interface Bundle {
  id: number;
  name: string;
  name_en: string;
  days: number;
  /** Whole EGP. */
  price: number;
}

const ON_SALE = "SELECT id, name, name_en, days, price FROM bundles WHERE is_active = 1";

/** Bundles on sale, in the operator's order. */
export async function listActiveBundles({ db }: Db): Promise<Bundle[]> {
  return (await db.prepare(`${ON_SALE} ORDER BY sort, id`).all<Bundle>()).results;
}

/** A bundle, when it is on sale. */
export async function getActiveBundle({ db }: Db, id: number): Promise<Bundle | null> {
  return db.prepare(`${ON_SALE} AND id = ?1`).bind(id).first<Bundle>();
}

export interface FeaturableAd {
  id: number;
  name: string;
  is_featured: number;
  featured_until: string | null;
  category_id: number;
}

// An ad can be made special while it is public: approved, not hidden, not expired.
const FEATURABLE = "a.user_id = ?1 AND a.status = 'approved' AND a.hidden = 0 AND a.expires_at > ?2";

/** The user's ads that can be made special, newest first (index ads_by_owner). */
export async function listFeaturableAds({ db }: Db, userId: number, now = new Date(), limit = 200): Promise<FeaturableAd[]> {
  return allRows<FeaturableAd>(
    db
      .prepare(
        `SELECT a.id, a.name, a.is_featured, a.featured_until, a.category_id FROM ads a WHERE ${FEATURABLE} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}`,
      )
      .bind(userId, sqlTime(now)),
  );
}

/** One of the user's ads, when it can be made special now. */
export async function getFeaturableAd({ db }: Db, userId: number, adId: number, now = new Date()): Promise<FeaturableAd | null> {
  return db
    .prepare(`SELECT a.id, a.name, a.is_featured, a.featured_until, a.category_id FROM ads a WHERE ${FEATURABLE} AND a.id = ?3`)
    .bind(userId, sqlTime(now), adId)
    .first<FeaturableAd>();
}

// ---- Orders ---------------------------------------------------------------------

/** The order a buy form with this key created, if any. */
export async function orderOfSubmitKey(
  { db }: Db,
  userId: number,
  submitKey: string,
): Promise<{ id: number; status: OrderStatus; checkout_url: string | null; submit_digest: string | null } | null> {
  return db
    .prepare("SELECT id, status, checkout_url, submit_digest FROM bundle_orders WHERE user_id = ?1 AND submit_key = ?2")
    .bind(userId, submitKey)
    .first<{ id: number; status: OrderStatus; checkout_url: string | null; submit_digest: string | null }>();
}

/** The fields every pending order is written with, whatever its kind. */
export interface PendingOrder {
  userId: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  provider: ProviderName;
  at: Date;
  submitKey: string | null;
  submitDigest: string | null;
}

/** A new pending order; its id, or null when this submit key made one already (a parallel post won). */
export async function insertOrder(
  { db }: Db,
  order: Omit<PendingOrder, "submitDigest"> & {
    /** Null for a pack (it names a category, not an ad). */
    adId: number | null;
    /** Null for an order that is not a bundle (a bump, a pack). */
    bundleId: number | null;
    days: number;
    submitDigest?: string | null;
    /** What is bought (migrations 0029, 0031): 'bundle' unless said; a bump order's count, a pack's category and ads, and its name in both languages. */
    kind?: OrderKind;
    bumps?: number | null;
    categoryId?: number | null;
    packAds?: number | null;
    itemName?: string | null;
    itemNameEn?: string | null;
  },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO bundle_orders (user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, status, created_at, submit_key, submit_digest,
         kind, bumps, category_id, pack_ads, item_name, item_name_en)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'pending', ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17) ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(
      order.userId,
      order.adId,
      order.bundleId,
      order.days,
      order.amountCents,
      order.currency,
      order.method,
      order.provider,
      sqlTime(order.at),
      order.submitKey,
      order.submitKey ? (order.submitDigest ?? null) : null,
      order.kind ?? "bundle",
      order.bumps ?? null,
      order.categoryId ?? null,
      order.packAds ?? null,
      order.itemName ?? null,
      order.itemNameEn ?? null,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Where the provider's checkout for this order is (kept so that the same form posted again goes there). */
export async function setOrderCheckout({ db }: Db, orderId: number, providerOrderId: string | null, checkoutUrl: string): Promise<void> {
  await db
    .prepare("UPDATE bundle_orders SET provider_order_id = COALESCE(?2, provider_order_id), checkout_url = ?3 WHERE id = ?1")
    .bind(orderId, providerOrderId, checkoutUrl)
    .run();
}

/** Marks an order failed with its reason, while it is still in one of these states. */
export async function failOrder({ db }: Db, orderId: number, reason: string, from: OrderStatus[]): Promise<void> {
  const states = from.map((_, index) => `?${index + 3}`).join(", ");
  await db
    .prepare(`UPDATE bundle_orders SET status = 'failed', failure_reason = ?2 WHERE id = ?1 AND status IN (${states})`)
    .bind(orderId, cutText(reason, 200), ...from)
    .run();
}

/** What an order buys (migrations 0029, 0031): a bundle (the ad special for days), bumps (bumps.server.ts) or a pack of extra ads (packs.server.ts). */
export type OrderKind = "bundle" | "bump" | "pack";

export interface OrderRow {
  id: number;
  kind: OrderKind;
  /** A bump order's number of bumps (null for a bundle). */
  bumps: number | null;
  user_id: number;
  /** NULL once the ad is deleted: the order stays, with deleted_ad_id and deleted_ad_name. */
  ad_id: number | null;
  deleted_ad_id: number | null;
  days: number;
  amount_cents: number;
  currency: string;
  provider: string;
  provider_order_id: string | null;
  transaction_id: string | null;
  status: OrderStatus;
}

const ORDER_COLUMNS = "id, kind, bumps, user_id, ad_id, deleted_ad_id, days, amount_cents, currency, provider, provider_order_id, transaction_id, status";

/** The order a provider's event names: by the provider's own order id, else by ours with that provider. */
export async function orderByProviderId({ db }: Db, provider: ProviderName, providerOrderId: string): Promise<OrderRow | null> {
  return db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM bundle_orders WHERE provider = ?1 AND provider_order_id = ?2`)
    .bind(provider, providerOrderId)
    .first<OrderRow>();
}

export async function orderById({ db }: Db, orderId: number, provider: ProviderName): Promise<OrderRow | null> {
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM bundle_orders WHERE id = ?1 AND provider = ?2`).bind(orderId, provider).first<OrderRow>();
}

/** Whether any order has this provider transaction already. */
export async function transactionSeen({ db }: Db, transactionId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS seen FROM bundle_orders WHERE transaction_id = ?1").bind(transactionId).first()) !== null;
}

/**
 * A payment applied in one transaction: the ad special for the order's days
 * more (extending a running period), then the order paid with the
 * transaction, both only while the order is unpaid, so a replay or a
 * concurrent callback finds it paid. Whether this call marked it paid. An
 * order whose ad was deleted (ad_id NULL) is still marked paid.
 */
export async function applyPayment({ db }: Db, order: OrderRow, transactionId: string, at: Date): Promise<boolean> {
  const now = sqlTime(at);
  const [, marked] = await db.batch([
    db
      .prepare(
        `UPDATE ads SET is_featured = 1,
           featured_until = datetime(CASE WHEN is_featured = 1 AND featured_until > ?2 THEN featured_until ELSE ?2 END, '+' || ?3 || ' days')
         WHERE id = ?1 AND EXISTS (SELECT 1 FROM bundle_orders WHERE id = ?4 AND status IN ('pending', 'failed', 'abandoned'))`,
      )
      .bind(order.ad_id, now, order.days, order.id),
    db
      .prepare(
        `UPDATE bundle_orders SET status = 'paid', transaction_id = ?2, paid_at = ?3, failure_reason = NULL,
           featured_until = (SELECT featured_until FROM ads WHERE id = ?4)
         WHERE id = ?1 AND status IN ('pending', 'failed', 'abandoned')`,
      )
      .bind(order.id, transactionId, now, order.ad_id),
  ]);
  return (marked.meta.changes ?? 0) > 0;
}

// ---- Reading orders -------------------------------------------------------------------------

export type OrderStatus = "pending" | "paid" | "failed" | "abandoned";

export interface OrderView {
  id: number;
  kind: OrderKind;
  bumps: number | null;
  /** The ad's id, kept after the ad is deleted. */
  ad_id: number;
  ad_name: string;
  /** 1 when the ad was deleted after the order was made. */
  ad_deleted: number;
  bundle_name: string;
  bundle_name_en: string;
  days: number;
  amount_cents: number;
  currency: string;
  payment_method: PaymentMethod;
  provider: string;
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  featured_until: string | null;
}

// A bump order has no bundle: its name is the one kept on the order.
const ORDER_VIEW = `SELECT o.id, o.kind, o.bumps, COALESCE(o.ad_id, o.deleted_ad_id) AS ad_id, COALESCE(a.name, o.deleted_ad_name, '') AS ad_name, (o.ad_id IS NULL) AS ad_deleted, COALESCE(b.name, o.item_name, '') AS bundle_name, COALESCE(b.name_en, o.item_name_en, '') AS bundle_name_en, o.days, o.amount_cents, o.currency,
  o.payment_method, o.provider, o.status, o.created_at, o.paid_at, o.featured_until
  FROM bundle_orders o LEFT JOIN ads a ON a.id = o.ad_id LEFT JOIN bundles b ON b.id = o.bundle_id`;

/** A user's order (the return page), or null when it is not theirs. */
export async function getOrderForUser({ db }: Db, userId: number, orderId: number): Promise<OrderView | null> {
  return db.prepare(`${ORDER_VIEW} WHERE o.id = ?1 AND o.user_id = ?2`).bind(orderId, userId).first<OrderView>();
}

/** A user's orders, newest first (index bundle_orders_by_user). */
export async function listOrdersForUser({ db }: Db, userId: number, limit = 20): Promise<OrderView[]> {
  return allRows<OrderView>(db.prepare(`${ORDER_VIEW} WHERE o.user_id = ?1 ORDER BY o.created_at DESC, o.id DESC LIMIT ?2`).bind(userId, limit));
}

export interface AdminOrderView extends OrderView {
  user_id: number;
  user_name: string;
  transaction_id: string | null;
  failure_reason: string | null;
}

/** Recent orders for the admin, optionally of one status. */
export async function listRecentOrders({ db }: Db, options: { status?: OrderStatus | null; limit?: number } = {}): Promise<AdminOrderView[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const select = ORDER_VIEW.replace(
    "SELECT o.id,",
    "SELECT o.user_id, TRIM(u.first_name || ' ' || u.last_name) AS user_name, o.transaction_id, o.failure_reason, o.id,",
  ).replace("LEFT JOIN bundles b ON b.id = o.bundle_id", "LEFT JOIN bundles b ON b.id = o.bundle_id JOIN users u ON u.id = o.user_id");
  const statement = options.status
    ? db.prepare(`${select} WHERE o.status = ?1 ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`).bind(options.status)
    : db.prepare(`${select} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
  const { results } = await statement.all<AdminOrderView>();
  return results;
}

/** The sandbox checkout page's view of an order: only the payer's own pending sandbox orders. */
export async function getSandboxOrder({ db }: Db, userId: number, orderId: number): Promise<(OrderView & { status: OrderView["status"] }) | null> {
  return db.prepare(`${ORDER_VIEW} WHERE o.id = ?1 AND o.user_id = ?2 AND o.provider = 'sandbox'`).bind(orderId, userId).first<OrderView>();
}
