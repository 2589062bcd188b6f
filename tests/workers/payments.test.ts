import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { sqlTime } from "~/server/sql.server";
import { completeSandboxCheckout, handlePaymentCallback, paymentProvider, startBundlePayment } from "~/features/paid-reach/payments.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback, type SandboxCallbackPayload } from "~/features/paid-reach/payments/sandbox.server";
import { listFeaturableAds, listOrdersForUser } from "~/features/paid-reach/queries.server";
import { listAds } from "~/features/ads/queries.server";
import { parseFilters } from "~/lib/filters";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const SECRET = "s".repeat(48);
const config = {
  APP_ENV: "test",
  SITE_URL: "http://127.0.0.1:8802",
  SESSION_SECRET: SECRET,
  PAYMENT_PROVIDER: "sandbox",
} as Config;
const now = new Date("2026-11-23T12:00:00Z");
const later = (days: number) => sqlTime(new Date(now.getTime() + days * 24 * 3600 * 1000));
const payer = { id: 1, firstName: "Karim", lastName: "Trader", email: "karim@example.com", phone: "+201011111111" };

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

beforeEach(async () => {
  const db = env.DB;
  await db.batch([
    db.prepare("DELETE FROM audit_log"),
    db.prepare("DELETE FROM bundle_orders"),
    db.prepare("DELETE FROM ads"),
    db.prepare("DELETE FROM bundles"),
    db.prepare("DELETE FROM users"),
    db.prepare("DELETE FROM categories"),
  ]);
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader) VALUES
       (1, 'karim', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x', 1),
       (2, 'mona', 'Mona', 'Hassan', 'mona@example.com', '+201022222222', 'x', 0)`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, is_featured, featured_until) VALUES
       (10, 1, 'approved car', 'd', 1, 1, 30, 31, 'a', 'approved', '${later(20)}', 0, NULL),
       (11, 1, 'pending car', 'd', 1, 1, 30, 31, 'a', 'pending', NULL, 0, NULL),
       (12, 2, 'someone else', 'd', 1, 1, 30, 31, 'a', 'approved', '${later(20)}', 0, NULL),
       (13, 1, 'already special', 'd', 1, 1, 30, 31, 'a', 'approved', '${later(20)}', 1, '${later(2)}')`,
    ),
    db.prepare(
      `INSERT INTO bundles (id, name, name_en, days, price, is_active, sort) VALUES
       (1, 'أسبوع', 'Week', 7, 50, 1, 1), (2, 'قديمة', 'Old', 3, 20, 0, 2)`,
    ),
  ]);
});

const deps = () => ({ db: env.DB, config });

async function ad(id: number) {
  return env.DB.prepare("SELECT is_featured, featured_until FROM ads WHERE id = ?").bind(id).first<{ is_featured: number; featured_until: string | null }>();
}

async function order(id: number) {
  return env.DB.prepare("SELECT * FROM bundle_orders WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

async function start(adId = 10, bundleId = 1) {
  const started = await startBundlePayment(deps(), payer, { adId, bundleId, method: "card", language: "ar" }, now);
  if (!started.ok) throw new Error(`start failed: ${started.error}`);
  return started;
}

function payload(orderId: number, overrides: Partial<SandboxCallbackPayload> = {}): SandboxCallbackPayload {
  return {
    order_id: orderId,
    transaction_id: crypto.randomUUID(),
    amount_cents: 5000,
    currency: "EGP",
    success: true,
    pending: false,
    message: null,
    created_at: now.toISOString(),
    ...overrides,
  };
}

async function post(body: string, signature: string) {
  return handlePaymentCallback(deps(), "sandbox", { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }) }, now);
}

describe("starting a payment", () => {
  it("creates a pending order with the bundle's price and sends the payer to the sandbox checkout", async () => {
    const started = await start();
    expect(started.redirectTo).toBe(`/payments/sandbox/${started.orderId}`);
    expect(await order(started.orderId)).toMatchObject({
      user_id: 1,
      ad_id: 10,
      bundle_id: 1,
      days: 7,
      amount_cents: 5000,
      currency: "EGP",
      payment_method: "card",
      provider: "sandbox",
      provider_order_id: `sandbox-${started.orderId}`,
      status: "pending",
      transaction_id: null,
    });
    expect(await ad(10)).toEqual({ is_featured: 0, featured_until: null });
  });

  it("refuses inactive bundles, other people's ads and ads that are not public", async () => {
    const attempt = (adId: number, bundleId: number) => startBundlePayment(deps(), payer, { adId, bundleId, method: "wallet", language: "en" }, now);
    expect(await attempt(10, 2)).toEqual({ ok: false, error: "bundle" });
    expect(await attempt(12, 1)).toEqual({ ok: false, error: "ad" });
    expect(await attempt(11, 1)).toEqual({ ok: false, error: "ad" });
    expect(await attempt(999, 1)).toEqual({ ok: false, error: "ad" });
    const { results } = await env.DB.prepare("SELECT id FROM bundle_orders").all();
    expect(results).toEqual([]);
  });

  it("never runs the sandbox in production, and lists only public ads as featurable", async () => {
    expect(paymentProvider({ ...config, APP_ENV: "production" })).toBeNull();
    const refused = await startBundlePayment(
      { db: env.DB, config: { ...config, APP_ENV: "production" } },
      payer,
      { adId: 10, bundleId: 1, method: "card", language: "ar" },
      now,
    );
    expect(refused).toEqual({ ok: false, error: "unavailable" });
    expect((await listFeaturableAds({ db: env.DB }, 1, now)).map((row) => row.id).sort()).toEqual([10, 13]);
  });
});

describe("the sandbox checkout", () => {
  it("a successful payment marks the order paid and makes the ad special for the bundle's days", async () => {
    const { orderId } = await start();
    const result = await completeSandboxCheckout(deps(), 1, orderId, true, now);
    expect(result).toEqual({ status: 200, outcome: "paid", orderId });
    expect(await ad(10)).toEqual({ is_featured: 1, featured_until: later(7) });
    expect(await order(orderId)).toMatchObject({ status: "paid", paid_at: sqlTime(now), featured_until: later(7) });
    expect(String((await order(orderId))!.transaction_id)).toMatch(/^sandbox:/);
    const audit = await env.DB.prepare("SELECT action, entity, entity_id, actor_id FROM audit_log").all();
    expect(audit.results).toEqual([{ action: "payment.paid", entity: "bundle_orders", entity_id: orderId, actor_id: 1 }]);
    const [listed] = await listOrdersForUser({ db: env.DB }, 1);
    expect(listed).toMatchObject({ id: orderId, status: "paid", ad_name: "approved car", bundle_name_en: "Week" });
  });

  it("a second bundle extends a running period", async () => {
    const { orderId } = await start(13);
    await completeSandboxCheckout(deps(), 1, orderId, true, now);
    expect(await ad(13)).toEqual({ is_featured: 1, featured_until: later(9) });
  });

  it("a failed payment marks the order failed and leaves the ad unchanged", async () => {
    const { orderId } = await start();
    const result = await completeSandboxCheckout(deps(), 1, orderId, false, now);
    expect(result?.outcome).toBe("failed");
    expect(await order(orderId)).toMatchObject({ status: "failed", transaction_id: null });
    expect(await ad(10)).toEqual({ is_featured: 0, featured_until: null });
    // The checkout is over: choosing again does nothing.
    expect(await completeSandboxCheckout(deps(), 1, orderId, true, now)).toBeNull();
    expect(await ad(10)).toEqual({ is_featured: 0, featured_until: null });
  });

  it("only the payer can finish their own order", async () => {
    const { orderId } = await start();
    expect(await completeSandboxCheckout(deps(), 2, orderId, true, now)).toBeNull();
    expect(await order(orderId)).toMatchObject({ status: "pending" });
  });
});

describe("the callback", () => {
  it("refuses a bad signature and changes nothing", async () => {
    const { orderId } = await start();
    const { body, signature } = await signSandboxCallback(SECRET, payload(orderId));
    const forgedBody = body.replace('"amount_cents":5000', '"amount_cents":5000 ');
    expect(await post(forgedBody, signature)).toMatchObject({ status: 401, outcome: "bad-signature" });
    const otherKey = await signSandboxCallback("another-secret-that-is-long-enough-000", payload(orderId));
    expect(await post(otherKey.body, otherKey.signature)).toMatchObject({ status: 401, outcome: "bad-signature" });
    expect(await post(body, "00".repeat(64))).toMatchObject({ status: 401 });
    expect(await post(body, "")).toMatchObject({ status: 401 });
    expect(await order(orderId)).toMatchObject({ status: "pending" });
    expect(await ad(10)).toEqual({ is_featured: 0, featured_until: null });
  });

  it("applies a replayed callback once", async () => {
    const { orderId } = await start();
    const { body, signature } = await signSandboxCallback(SECRET, payload(orderId));
    expect(await post(body, signature)).toMatchObject({ status: 200, outcome: "paid" });
    expect(await post(body, signature)).toMatchObject({ status: 200, outcome: "duplicate" });
    expect(await ad(10)).toEqual({ is_featured: 1, featured_until: later(7) });
    // The same transaction for another order of the same amount is not applied either.
    const second = await start();
    const reused = await signSandboxCallback(SECRET, payload(second.orderId, { transaction_id: JSON.parse(body).transaction_id }));
    expect(await post(reused.body, reused.signature)).toMatchObject({ status: 200, outcome: "duplicate" });
    expect(await order(second.orderId)).toMatchObject({ status: "pending" });
    expect(await ad(10)).toEqual({ is_featured: 1, featured_until: later(7) });
  });

  it("refuses the wrong amount or currency, even when signed", async () => {
    const { orderId } = await start();
    for (const wrong of [{ amount_cents: 100 }, { amount_cents: 5001 }, { currency: "USD" }]) {
      const { body, signature } = await signSandboxCallback(SECRET, payload(orderId, wrong));
      expect(await post(body, signature)).toMatchObject({ status: 400, outcome: "amount-mismatch" });
    }
    expect(await order(orderId)).toMatchObject({ status: "pending", transaction_id: null });
    expect(await ad(10)).toEqual({ is_featured: 0, featured_until: null });
  });

  it("answers unknown orders and other providers with 404", async () => {
    const { body, signature } = await signSandboxCallback(SECRET, payload(424242));
    expect(await post(body, signature)).toMatchObject({ status: 404, outcome: "unknown-order" });
    const { orderId } = await start();
    const real = await signSandboxCallback(SECRET, payload(orderId));
    const viaPaymob = await handlePaymentCallback(
      deps(),
      "paymob",
      { body: real.body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: real.signature }) },
      now,
    );
    expect(viaPaymob).toMatchObject({ status: 404, outcome: "unavailable" });
    expect(await order(orderId)).toMatchObject({ status: "pending" });
  });

  it("a paid order after a failed attempt still applies once", async () => {
    const { orderId } = await start();
    const failed = await signSandboxCallback(SECRET, payload(orderId, { success: false }));
    expect(await post(failed.body, failed.signature)).toMatchObject({ outcome: "failed" });
    const paid = await signSandboxCallback(SECRET, payload(orderId));
    expect(await post(paid.body, paid.signature)).toMatchObject({ outcome: "paid" });
    expect(await order(orderId)).toMatchObject({ status: "paid", failure_reason: null });
    // A late copy of the failure changes nothing now.
    expect(await post(failed.body, failed.signature)).toMatchObject({ outcome: "duplicate" });
    expect(await order(orderId)).toMatchObject({ status: "paid" });
  });
});

describe("special ads first", () => {
  it("in a category listing and in search, even ahead of better text matches", async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM ads_fts"),
      env.DB.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (10, 'car car car car', 'car car'), (13, 'car', 'd')"),
    ]);
    const search = await listAds({ db: env.DB }, parseFilters(new URLSearchParams("q=car")), now);
    expect(search.ads.map((row) => row.id)).toEqual([13, 10]);
    const listing = await listAds({ db: env.DB }, { ...parseFilters(new URLSearchParams()), categoryId: 1 }, now);
    expect(listing.ads[0].id).toBe(13);
    // Once paid for, the other ad is special too.
    const { orderId } = await start();
    await completeSandboxCheckout(deps(), 1, orderId, true, now);
    const after = await listAds({ db: env.DB }, { ...parseFilters(new URLSearchParams()), categoryId: 1 }, now);
    expect(after.ads.slice(0, 2).map((row) => row.is_featured)).toEqual([1, 1]);
  });
});

describe("the end of a featured period", () => {
  it("the scheduled jobs clear the special mark once the bundle's days are over", async () => {
    const { orderId } = await start();
    await completeSandboxCheckout(deps(), 1, orderId, true, now);
    await runScheduledJobs({ db: env.DB }, new Date(now.getTime() + 6 * 24 * 3600 * 1000));
    expect((await ad(10))!.is_featured).toBe(1);
    const report = await runScheduledJobs({ db: env.DB }, new Date(now.getTime() + 7 * 24 * 3600 * 1000 + 1000));
    expect(report.endedFeatured).toBeGreaterThanOrEqual(1);
    expect(await ad(10)).toEqual({ is_featured: 0, featured_until: null });
  });
});
