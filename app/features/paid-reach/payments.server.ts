// Payments for bundles: an order is created pending, with the
// amount taken from the bundle here on the server; the payer goes to the
// provider's hosted checkout; the bundle is applied only when the provider's
// server-to-server callback arrives with a valid signature, the order's
// amount and currency, and a transaction not processed before. The page the
// payer's browser comes back to only reads the order's state. The SQL is in
// queries.server.ts (with the pages' reads of orders and bundles).
import type { Database } from "~/server/db-session.server";
import { devToolsAllowed, type Config } from "~/server/config.server";
import { auditStatement } from "~/server/audit.server";
import {
  applyPayment,
  failOrder,
  getActiveBundle,
  getFeaturableAd,
  getSandboxOrder,
  insertOrder,
  orderById,
  orderByProviderId,
  orderOfSubmitKey,
  setOrderCheckout,
  transactionSeen,
  type OrderRow,
  type PendingOrder,
} from "~/features/paid-reach/queries.server";
import { applyBumpPayment } from "~/features/paid-reach/bump-queries.server";
import { applyPackPayment } from "~/features/paid-reach/pack-queries.server";
import { createPaymobProvider, paymobSettings } from "~/features/paid-reach/payments/paymob.server";
import type { CallbackInput, PaymentEvent, PaymentMethod, PaymentProvider, ProviderName } from "~/features/paid-reach/payments/provider.server";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/paid-reach/payments/sandbox.server";

export type { PaymentMethod, ProviderName } from "~/features/paid-reach/payments/provider.server";

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

/** A price in EGP as the provider's smallest unit (piasters). */
export function toCents(price: number): number {
  return Math.round(price * 100);
}

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

/** keyReused: the form's key already made an order for another choice (nothing ordered). */
export type StartError = "unavailable" | "method" | "bundle" | "ad" | "provider" | "keyReused";
export type StartResult = { ok: true; orderId: number; redirectTo: string; repeated?: boolean } | { ok: false; error: StartError; orderId?: number };

/**
 * The buy form posted again with the same key (a double tap): the first
 * post's order, and where it sent the payer. The first post may still be
 * talking to the provider, so its checkout address is awaited a moment;
 * otherwise (or once the order is no longer pending) the order's page.
 */
export async function resumeOrder(
  deps: Pick<Deps, "db">,
  userId: number,
  submitKey: string,
  submitDigest: string | null,
  waitMs = 5000,
): Promise<StartResult | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const order = await orderOfSubmitKey(deps, userId, submitKey);
    if (!order) return null;
    // Another choice sent with the same key is not a repeat (an order from before digests were kept counts as one).
    if (order.submit_digest !== null && submitDigest !== null && order.submit_digest !== submitDigest) return { ok: false, error: "keyReused" };
    if (order.status === "pending" && order.checkout_url) return { ok: true, orderId: order.id, redirectTo: order.checkout_url, repeated: true };
    if (order.status !== "pending" || Date.now() >= deadline)
      return { ok: true, orderId: order.id, redirectTo: `/payments/return/${order.id}`, repeated: true };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * What one kind of order (bundle, bump, pack) needs to be bought, read on the
 * server (never anything the browser sent): its amount, its name in both
 * languages and the checkout's description, and how to write its pending
 * row; or why it cannot be bought.
 */
export type OrderPlan =
  | { error: "ad" | "bundle" }
  | { amountCents: number; itemName: string; itemNameEn: string; describe: (name: string) => string; insert: (order: PendingOrder) => Promise<number | null> };

/**
 * Starts the payment of an order of any kind: the provider and method
 * checked, the same form posted again resumed (submit key and digest), the
 * plan read, the pending order written, then the provider's hosted checkout.
 */
/** What every buy form sends besides its kind's choice: the payment method, the page's language, and its submit key with the digest of what it asked. */
export interface PaymentChoice {
  method: PaymentMethod;
  language: string;
  submitKey?: string | null;
  submitDigest?: string | null;
}

export async function startOrderPayment(deps: Deps, payer: Payer, choice: PaymentChoice, now: Date, plan: () => Promise<OrderPlan>): Promise<StartResult> {
  const provider = paymentProvider(deps.config, deps.fetch);
  if (!provider) return { ok: false, error: "unavailable" };
  if (!provider.methods.includes(choice.method)) return { ok: false, error: "method" };
  const submitKey = choice.submitKey ?? null;
  const submitDigest = choice.submitDigest ?? null;
  if (submitKey) {
    const earlier = await resumeOrder(deps, payer.id, submitKey, submitDigest);
    if (earlier) return earlier;
  }
  const planned = await plan();
  if ("error" in planned) return { ok: false, error: planned.error };
  const { amountCents } = planned;
  const orderId = await planned.insert({
    userId: payer.id,
    amountCents,
    currency: CURRENCY,
    method: choice.method,
    provider: provider.name,
    at: now,
    submitKey,
    submitDigest,
  });
  if (orderId === null) {
    // The same form, posted in parallel, created the order first.
    const earlier = submitKey ? await resumeOrder(deps, payer.id, submitKey, submitDigest) : null;
    if (earlier) return earlier;
    throw new Error("payments: the order was not created");
  }
  const site = deps.config.SITE_URL.replace(/\/+$/, "");
  const name = choice.language === "en" ? planned.itemNameEn : planned.itemName;
  const checkout = await provider.createCheckout({
    order: { id: orderId, amountCents, currency: CURRENCY, method: choice.method, itemName: name, itemDescription: planned.describe(name) },
    customer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, phone: payer.phone },
    notificationUrl: `${site}/payments/callback/${provider.name}`,
    returnUrl: `${site}/payments/return/${orderId}`,
  });
  if (!checkout.ok) {
    await failOrder(deps, orderId, `checkout: ${checkout.reason}`, ["pending"]);
    console.error(`[souq] payments: ${provider.name} checkout for order ${orderId} failed: ${checkout.reason}`);
    return { ok: false, error: "provider", orderId };
  }
  // Kept so that the same form posted again goes to the same checkout.
  await setOrderCheckout(deps, orderId, checkout.providerOrderId, checkout.redirectTo);
  return { ok: true, orderId, redirectTo: checkout.redirectTo };
}

/** A kind's start: its plan, read on the server for the payer's choice, then the one payment flow above. */
export function purchase<Choice>(plan: (deps: Deps, payer: Payer, choice: PaymentChoice & Choice, now: Date) => Promise<OrderPlan>) {
  return (deps: Deps, payer: Payer, choice: PaymentChoice & Choice, now = new Date()): Promise<StartResult> =>
    startOrderPayment(deps, payer, choice, now, () => plan(deps, payer, choice, now));
}

/**
 * Creates a pending order for a bundle on one of the payer's public ads and
 * asks the provider for its hosted checkout. The amount is the bundle's price
 * now, never anything the browser sent.
 */
export const startBundlePayment = purchase<{ adId: number; bundleId: number }>(async (deps, payer, choice, now) => {
  const [bundle, ad] = await Promise.all([getActiveBundle(deps, choice.bundleId), getFeaturableAd(deps, payer.id, choice.adId, now)]);
  if (!bundle) return { error: "bundle" };
  if (!ad) return { error: "ad" };
  return {
    amountCents: toCents(bundle.price),
    itemName: bundle.name,
    itemNameEn: bundle.name_en,
    describe: (name) => `${name} #${ad.id}`,
    insert: (order) => insertOrder(deps, { ...order, adId: ad.id, bundleId: bundle.id, days: bundle.days }),
  };
});

// ---- The provider's callback ---------------------------------------------------------

export type CallbackOutcome = "paid" | "failed" | "pending" | "ignored" | "duplicate" | "bad-signature" | "unknown-order" | "amount-mismatch" | "unavailable";

export interface CallbackResult {
  status: number;
  outcome: CallbackOutcome;
  orderId: number | null;
}

async function findOrderForEvent(deps: Pick<Deps, "db">, provider: ProviderName, event: PaymentEvent): Promise<OrderRow | null> {
  if (event.providerOrderId) {
    const byProvider = await orderByProviderId(deps, provider, event.providerOrderId);
    if (byProvider) return byProvider;
  }
  if (event.orderId === null) return null;
  const byId = await orderById(deps, event.orderId, provider);
  // An order the provider knows by another id is not this one.
  if (byId && byId.provider_order_id && event.providerOrderId && byId.provider_order_id !== event.providerOrderId) return null;
  return byId;
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
  const { db } = deps;

  if (event.outcome === "failed") {
    if (order.status !== "pending" && order.status !== "abandoned") return { status: 200, outcome: "duplicate", orderId: order.id };
    await failOrder(deps, order.id, event.message ?? "declined", ["pending", "abandoned"]);
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
    const applied =
      order.kind === "bump"
        ? await applyBumpPayment(deps, order, event.transactionId, now)
        : order.kind === "pack"
          ? await applyPackPayment(deps, order, event.transactionId, now)
          : await applyPayment(deps, order, event.transactionId, now);
    if (!applied) return { status: 200, outcome: "duplicate", orderId: order.id };
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
        // A pack names no ad (features/paid-reach): nothing was deleted.
        ad_deleted: order.ad_id === null && order.kind !== "pack" ? true : undefined,
        kind: order.kind === "bundle" ? undefined : order.kind,
        bumps: order.bumps ?? undefined,
        days: order.days,
        amount_cents: order.amount_cents,
        transaction: event.transactionId,
      },
    },
    now,
  ).run();
  return { status: 200, outcome: "paid", orderId: order.id };
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
