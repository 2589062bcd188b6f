// Payments for bundles (DESIGN.md): an order is created pending, with the
// amount taken from the bundle here on the server; the payer goes to the
// provider's hosted checkout; the bundle is applied only when the provider's
// server-to-server callback arrives with a valid signature, the order's
// amount and currency, and a transaction not processed before. The page the
// payer's browser comes back to only reads the order's state.
import type { Database } from "~/server/db-session.server";
import { devToolsAllowed, type Config } from "~/server/config.server";
import { auditStatement } from "~/server/audit.server";
import { getActiveBundle, getFeaturableAd, toCents } from "~/features/bundles/bundles.server";
import { sqlTime } from "~/server/jobs.server";
import { createPaymobProvider, paymobSettings } from "~/features/bundles/payments/paymob.server";
import type { CallbackInput, PaymentEvent, PaymentMethod, PaymentProvider, ProviderName } from "~/features/bundles/payments/provider.server";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/bundles/payments/sandbox.server";

export type { PaymentMethod, ProviderName } from "~/features/bundles/payments/provider.server";

type ProviderConfig = Pick<
  Config,
  | "APP_ENV"
  | "SITE_URL"
  | "SESSION_SECRET"
  | "PAYMENT_PROVIDER"
  | "PAYMOB_API_URL"
  | "PAYMOB_SECRET_KEY"
  | "PAYMOB_PUBLIC_KEY"
  | "PAYMOB_HMAC_SECRET"
  | "PAYMOB_CARD_INTEGRATION_ID"
  | "PAYMOB_WALLET_INTEGRATION_ID"
>;

interface Deps {
  db: Database;
  config: ProviderConfig;
  /** The provider's HTTP client (tests pass their own). */
  fetch?: typeof fetch;
}

export const CURRENCY = "EGP";

/**
 * The configured provider, or null when payments are off: "none", Paymob
 * without its keys, or the sandbox anywhere but a local development or test
 * site (it would give bundles away).
 */
export function paymentProvider(config: ProviderConfig, fetchImpl?: typeof fetch): PaymentProvider | null {
  if (config.PAYMENT_PROVIDER === "paymob") {
    const settings = paymobSettings(config);
    return settings ? createPaymobProvider(settings, fetchImpl) : null;
  }
  if (config.PAYMENT_PROVIDER === "sandbox" && devToolsAllowed(config)) return createSandboxProvider({ sessionSecret: config.SESSION_SECRET });
  return null;
}

/**
 * Whether an address is the configured provider's hosted checkout: the
 * "continue to payment" page only ever sends the payer there.
 */
export function isCheckoutAddress(config: ProviderConfig, address: string): boolean {
  if (config.PAYMENT_PROVIDER === "paymob") {
    const settings = paymobSettings(config);
    return Boolean(settings) && address.startsWith(`${settings!.apiUrl}/unifiedcheckout/?`);
  }
  return paymentProvider(config)?.name === "sandbox" && /^\/payments\/sandbox\/\d+$/.test(address);
}

/** The payment methods the configured provider offers (none when payments are off). */
export function availableMethods(config: ProviderConfig): PaymentMethod[] {
  return paymentProvider(config)?.methods ?? [];
}

// ---- Starting a payment -----------------------------------------------------------

export interface Payer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type StartError = "unavailable" | "method" | "bundle" | "ad" | "provider";
export type StartResult = { ok: true; orderId: number; redirectTo: string; repeated?: boolean } | { ok: false; error: StartError; orderId?: number };

/**
 * The buy form posted again with the same key (a double tap): the first
 * post's order, and where it sent the payer. The first post may still be
 * talking to the provider, so its checkout address is awaited a moment;
 * otherwise (or once the order is no longer pending) the order's page.
 */
async function resumeOrder({ db }: Pick<Deps, "db">, userId: number, submitKey: string, waitMs = 5000): Promise<StartResult | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const order = await db
      .prepare("SELECT id, status, checkout_url FROM bundle_orders WHERE user_id = ?1 AND submit_key = ?2")
      .bind(userId, submitKey)
      .first<{ id: number; status: OrderStatus; checkout_url: string | null }>();
    if (!order) return null;
    if (order.status === "pending" && order.checkout_url) return { ok: true, orderId: order.id, redirectTo: order.checkout_url, repeated: true };
    if (order.status !== "pending" || Date.now() >= deadline)
      return { ok: true, orderId: order.id, redirectTo: `/payments/return/${order.id}`, repeated: true };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Creates a pending order for a bundle on one of the payer's public ads and
 * asks the provider for its hosted checkout. The amount is the bundle's price
 * now, never anything the browser sent.
 */
export async function startBundlePayment(
  deps: Deps,
  payer: Payer,
  choice: { adId: number; bundleId: number; method: PaymentMethod; language: string; submitKey?: string | null },
  now = new Date(),
): Promise<StartResult> {
  const provider = paymentProvider(deps.config, deps.fetch);
  if (!provider) return { ok: false, error: "unavailable" };
  if (!provider.methods.includes(choice.method)) return { ok: false, error: "method" };
  const submitKey = choice.submitKey ?? null;
  if (submitKey) {
    const earlier = await resumeOrder(deps, payer.id, submitKey);
    if (earlier) return earlier;
  }
  const [bundle, ad] = await Promise.all([getActiveBundle(deps, choice.bundleId), getFeaturableAd(deps, payer.id, choice.adId, now)]);
  if (!bundle) return { ok: false, error: "bundle" };
  if (!ad) return { ok: false, error: "ad" };
  const amountCents = toCents(bundle.price);
  const order = await deps.db
    .prepare(
      `INSERT INTO bundle_orders (user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, status, created_at, submit_key)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'pending', ?9, ?10) ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(payer.id, ad.id, bundle.id, bundle.days, amountCents, CURRENCY, choice.method, provider.name, sqlTime(now), submitKey)
    .first<{ id: number }>();
  if (!order) {
    // The same form, posted in parallel, created the order first.
    const earlier = submitKey ? await resumeOrder(deps, payer.id, submitKey) : null;
    if (earlier) return earlier;
    throw new Error("payments: the order was not created");
  }
  const orderId = order.id;
  const site = deps.config.SITE_URL.replace(/\/+$/, "");
  const english = choice.language === "en";
  const checkout = await provider.createCheckout({
    order: {
      id: orderId,
      amountCents,
      currency: CURRENCY,
      method: choice.method,
      itemName: english ? bundle.name_en : bundle.name,
      itemDescription: `${english ? bundle.name_en : bundle.name} #${ad.id}`,
    },
    customer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, phone: payer.phone },
    notificationUrl: `${site}/payments/callback/${provider.name}`,
    returnUrl: `${site}/payments/return/${orderId}`,
  });
  if (!checkout.ok) {
    await deps.db
      .prepare("UPDATE bundle_orders SET status = 'failed', failure_reason = ?2 WHERE id = ?1 AND status = 'pending'")
      .bind(orderId, `checkout: ${checkout.reason}`.slice(0, 200))
      .run();
    console.error(`[souq] payments: ${provider.name} checkout for order ${orderId} failed: ${checkout.reason}`);
    return { ok: false, error: "provider", orderId };
  }
  // Kept so that the same form posted again goes to the same checkout.
  await deps.db
    .prepare("UPDATE bundle_orders SET provider_order_id = COALESCE(?2, provider_order_id), checkout_url = ?3 WHERE id = ?1")
    .bind(orderId, checkout.providerOrderId, checkout.redirectTo)
    .run();
  return { ok: true, orderId, redirectTo: checkout.redirectTo };
}

// ---- The provider's callback ---------------------------------------------------------

export type CallbackOutcome = "paid" | "failed" | "pending" | "ignored" | "duplicate" | "bad-signature" | "unknown-order" | "amount-mismatch" | "unavailable";

export interface CallbackResult {
  status: number;
  outcome: CallbackOutcome;
  orderId: number | null;
}

interface OrderRow {
  id: number;
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

const ORDER_COLUMNS = "id, user_id, ad_id, deleted_ad_id, days, amount_cents, currency, provider, provider_order_id, transaction_id, status";

async function findOrderForEvent({ db }: Pick<Deps, "db">, provider: ProviderName, event: PaymentEvent): Promise<OrderRow | null> {
  if (event.providerOrderId) {
    const byProvider = await db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM bundle_orders WHERE provider = ?1 AND provider_order_id = ?2`)
      .bind(provider, event.providerOrderId)
      .first<OrderRow>();
    if (byProvider) return byProvider;
  }
  if (event.orderId === null) return null;
  const byId = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM bundle_orders WHERE id = ?1 AND provider = ?2`).bind(event.orderId, provider).first<OrderRow>();
  // An order the provider knows by another id is not this one.
  if (byId && byId.provider_order_id && event.providerOrderId && byId.provider_order_id !== event.providerOrderId) return null;
  return byId;
}

async function transactionSeen({ db }: Pick<Deps, "db">, transactionId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS seen FROM bundle_orders WHERE transaction_id = ?1").bind(transactionId).first()) !== null;
}

/**
 * A provider's callback: verified by the provider, checked against the order,
 * applied at most once. Paid: the order becomes paid and the ad special until
 * now plus the bundle's days (extending a running period), in one
 * transaction. Anything forged, replayed or for another amount changes nothing.
 */
export async function handlePaymentCallback(deps: Deps, providerName: string, input: CallbackInput, now = new Date()): Promise<CallbackResult> {
  const provider = paymentProvider(deps.config, deps.fetch);
  if (!provider || provider.name !== providerName) return { status: 404, outcome: "unavailable", orderId: null };
  const event = await provider.verifyCallback(input);
  if (!event) {
    console.warn(`[souq] payments: ${provider.name} callback with a bad signature refused`);
    return { status: 401, outcome: "bad-signature", orderId: null };
  }
  const order = await findOrderForEvent(deps, provider.name, event);
  if (!order) return { status: 404, outcome: "unknown-order", orderId: null };
  if (event.outcome === "pending" || event.outcome === "ignored") return { status: 200, outcome: event.outcome, orderId: order.id };
  if (event.amountCents !== order.amount_cents || event.currency.toUpperCase() !== order.currency) {
    console.warn(
      `[souq] payments: callback for order ${order.id} refused: ${event.amountCents} ${event.currency} instead of ${order.amount_cents} ${order.currency}`,
    );
    return { status: 400, outcome: "amount-mismatch", orderId: order.id };
  }
  if (order.transaction_id === event.transactionId || (await transactionSeen(deps, event.transactionId))) {
    return { status: 200, outcome: "duplicate", orderId: order.id };
  }
  const at = sqlTime(now);
  const { db } = deps;

  if (event.outcome === "failed") {
    if (order.status !== "pending" && order.status !== "abandoned") return { status: 200, outcome: "duplicate", orderId: order.id };
    await db
      .prepare("UPDATE bundle_orders SET status = 'failed', failure_reason = ?2 WHERE id = ?1 AND status IN ('pending', 'abandoned')")
      .bind(order.id, (event.message ?? "declined").slice(0, 200))
      .run();
    return { status: 200, outcome: "failed", orderId: order.id };
  }

  if (order.status === "paid") {
    // Another successful transaction for an order already paid: a double
    // payment to refund by hand. Recorded, not applied twice.
    await auditStatement(
      db,
      { actorId: null, action: "payment.extra", entity: "bundle_orders", entityId: order.id, details: { transaction: event.transactionId } },
      now,
    ).run();
    return { status: 200, outcome: "duplicate", orderId: order.id };
  }

  // Money taken is always recorded: for an order left abandoned (a late
  // callback) and for an ad deleted since (ad_id NULL: no ad to make
  // special, the order is paid and the admin sees the ad is gone).
  try {
    const [, marked] = await db.batch([
      // The ad first, while the order is still unpaid: then the order. One
      // transaction, so a replay or a concurrent callback finds the order paid.
      db
        .prepare(
          `UPDATE ads SET is_featured = 1,
             featured_until = datetime(CASE WHEN is_featured = 1 AND featured_until > ?2 THEN featured_until ELSE ?2 END, '+' || ?3 || ' days')
           WHERE id = ?1 AND EXISTS (SELECT 1 FROM bundle_orders WHERE id = ?4 AND status IN ('pending', 'failed', 'abandoned'))`,
        )
        .bind(order.ad_id, at, order.days, order.id),
      db
        .prepare(
          `UPDATE bundle_orders SET status = 'paid', transaction_id = ?2, paid_at = ?3, failure_reason = NULL,
             featured_until = (SELECT featured_until FROM ads WHERE id = ?4)
           WHERE id = ?1 AND status IN ('pending', 'failed', 'abandoned')`,
        )
        .bind(order.id, event.transactionId, at, order.ad_id),
    ]);
    if ((marked.meta.changes ?? 0) === 0) return { status: 200, outcome: "duplicate", orderId: order.id };
  } catch (error) {
    // The transaction id is unique: a replay racing this one lost.
    if (await transactionSeen(deps, event.transactionId)) return { status: 200, outcome: "duplicate", orderId: order.id };
    throw error;
  }
  await auditStatement(
    db,
    {
      actorId: order.user_id,
      action: "payment.paid",
      entity: "bundle_orders",
      entityId: order.id,
      details: {
        ad: order.ad_id ?? order.deleted_ad_id,
        ad_deleted: order.ad_id === null ? true : undefined,
        days: order.days,
        amount_cents: order.amount_cents,
        transaction: event.transactionId,
      },
    },
    now,
  ).run();
  return { status: 200, outcome: "paid", orderId: order.id };
}

// ---- Reading orders -------------------------------------------------------------------------

export type OrderStatus = "pending" | "paid" | "failed" | "abandoned";

export interface OrderView {
  id: number;
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

const ORDER_VIEW = `SELECT o.id, COALESCE(o.ad_id, o.deleted_ad_id) AS ad_id, COALESCE(a.name, o.deleted_ad_name, '') AS ad_name, (o.ad_id IS NULL) AS ad_deleted, b.name AS bundle_name, b.name_en AS bundle_name_en, o.days, o.amount_cents, o.currency,
  o.payment_method, o.provider, o.status, o.created_at, o.paid_at, o.featured_until
  FROM bundle_orders o LEFT JOIN ads a ON a.id = o.ad_id JOIN bundles b ON b.id = o.bundle_id`;

/** A user's order (the return page), or null when it is not theirs. */
export async function getOrderForUser({ db }: Pick<Deps, "db">, userId: number, orderId: number): Promise<OrderView | null> {
  return db.prepare(`${ORDER_VIEW} WHERE o.id = ?1 AND o.user_id = ?2`).bind(orderId, userId).first<OrderView>();
}

/** A user's orders, newest first (index bundle_orders_by_user). */
export async function listOrdersForUser({ db }: Pick<Deps, "db">, userId: number, limit = 20): Promise<OrderView[]> {
  const { results } = await db
    .prepare(`${ORDER_VIEW} WHERE o.user_id = ?1 ORDER BY o.created_at DESC, o.id DESC LIMIT ?2`)
    .bind(userId, limit)
    .all<OrderView>();
  return results;
}

export interface AdminOrderView extends OrderView {
  user_id: number;
  user_name: string;
  transaction_id: string | null;
  failure_reason: string | null;
}

/** Recent orders for the admin, optionally of one status. */
export async function listRecentOrders({ db }: Pick<Deps, "db">, options: { status?: OrderStatus | null; limit?: number } = {}): Promise<AdminOrderView[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const select = ORDER_VIEW.replace(
    "SELECT o.id,",
    "SELECT o.user_id, TRIM(u.first_name || ' ' || u.last_name) AS user_name, o.transaction_id, o.failure_reason, o.id,",
  ).replace("JOIN bundles b ON b.id = o.bundle_id", "JOIN bundles b ON b.id = o.bundle_id JOIN users u ON u.id = o.user_id");
  const statement = options.status
    ? db.prepare(`${select} WHERE o.status = ?1 ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`).bind(options.status)
    : db.prepare(`${select} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
  const { results } = await statement.all<AdminOrderView>();
  return results;
}

/** The sandbox checkout page's view of an order: only the payer's own pending sandbox orders. */
export async function getSandboxOrder(
  { db }: Pick<Deps, "db">,
  userId: number,
  orderId: number,
): Promise<(OrderView & { status: OrderView["status"] }) | null> {
  return db.prepare(`${ORDER_VIEW} WHERE o.id = ?1 AND o.user_id = ?2 AND o.provider = 'sandbox'`).bind(orderId, userId).first<OrderView>();
}

/**
 * The sandbox checkout's two buttons: the payer succeeds or fails, and the
 * sandbox sends its signed callback. It is handed to the same callback
 * handler a posted callback reaches (a Worker may not fetch its own address
 * in local development), so it takes exactly the same verification path.
 */
export async function completeSandboxCheckout(deps: Deps, userId: number, orderId: number, succeed: boolean, now = new Date()): Promise<CallbackResult | null> {
  const order = await getSandboxOrder(deps, userId, orderId);
  if (!order || order.status !== "pending") return null;
  const { body, signature } = await signSandboxCallback(deps.config.SESSION_SECRET, {
    order_id: order.id,
    transaction_id: crypto.randomUUID(),
    amount_cents: order.amount_cents,
    currency: order.currency,
    success: succeed,
    pending: false,
    message: succeed ? null : "Declined by the payer in the sandbox",
    created_at: now.toISOString(),
  });
  return handlePaymentCallback(
    deps,
    "sandbox",
    { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature, "Content-Type": "application/json" }) },
    now,
  );
}
