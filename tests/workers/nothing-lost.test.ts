import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { deleteAd } from "~/features/ads/editor.server";
import { sqlTime } from "~/server/sql.server";
import { approveAd } from "~/features/moderation/moderation.server";
import { listDecisions } from "~/features/moderation/queries.server";
import { completeSandboxCheckout, handlePaymentCallback, startBundlePayment } from "~/features/paid-reach/payments.server";
import { getOrderForUser, listOrdersForUser, listRecentOrders } from "~/features/paid-reach/queries.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/paid-reach/payments/sandbox.server";
import { createTestEnv } from "./helpers/db";

// Deleting an ad keeps its money and audit records (paid
// and pending orders, moderation decisions, reports), and a payment callback
// for a deleted ad's order is still verified and stored as paid.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config = { APP_ENV: "test", SITE_URL: "http://127.0.0.1:8803", SESSION_SECRET: "n".repeat(48), PAYMENT_PROVIDER: "sandbox" } as Config;
const now = new Date("2026-11-23T12:00:00Z");
const later = (days: number) => sqlTime(new Date(now.getTime() + days * 24 * 3600 * 1000));
const OWNER = 1;
const ADMIN = 9;
const payer = { id: OWNER, firstName: "Karim", lastName: "Trader", email: "karim@example.com", phone: "+201011111111" };

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
    db.prepare("DELETE FROM moderation_log"),
    db.prepare("DELETE FROM reports"),
    db.prepare("DELETE FROM ads"),
    db.prepare("DELETE FROM bundles"),
    db.prepare("DELETE FROM users"),
    db.prepare("DELETE FROM categories"),
  ]);
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at, role) VALUES
       (1, 'karim', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x', '2026-01-01 00:00:00', 'user'),
       (9, 'admin', 'Admin', 'One', 'admin@example.com', '+201000000001', 'x', '2026-01-01 00:00:00', 'admin')`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at) VALUES
       (10, 1, 'pending car', 'd', 1, 1, 30, 31, 'a', 'pending', NULL),
       (11, 1, 'other car', 'd', 1, 1, 30, 31, 'a', 'approved', '${later(20)}')`,
    ),
    db.prepare("INSERT INTO bundles (id, name, name_en, days, price, is_active, sort) VALUES (1, 'أسبوع', 'Week', 7, 50, 1, 1)"),
  ]);
});

const deps = () => ({ db: env.DB, config });
const editor = () => ({ db: env.DB, bucket: env.BUCKET, config: { AD_LIFETIME_DAYS: 30 } });

async function buy(adId = 10) {
  const started = await startBundlePayment(deps(), payer, { adId, bundleId: 1, method: "card", language: "ar" }, now);
  if (!started.ok) throw new Error(`start failed: ${started.error}`);
  return started.orderId;
}

describe("deleting an ad", () => {
  it("keeps its paid order and its moderation log, with the ad's id and name", async () => {
    expect(await approveAd(deps(), ADMIN, 10, now)).toEqual({ ok: true });
    const orderId = await buy();
    expect(await completeSandboxCheckout(deps(), OWNER, orderId, true, now)).toMatchObject({ outcome: "paid" });
    await env.DB.prepare("INSERT INTO reports (ad_id, user_id, client_key, reason) VALUES (10, NULL, 'k1', 'fraud')").run();

    expect(await deleteAd(editor(), OWNER, 10)).toEqual({ ok: true });
    expect(await env.DB.prepare("SELECT id FROM ads WHERE id = 10").first()).toBeNull();

    const order = await env.DB.prepare("SELECT status, amount_cents, transaction_id, ad_id, deleted_ad_id, deleted_ad_name FROM bundle_orders WHERE id = ?")
      .bind(orderId)
      .first();
    expect(order).toMatchObject({ status: "paid", amount_cents: 5000, ad_id: null, deleted_ad_id: 10, deleted_ad_name: "pending car" });
    expect(String(order!.transaction_id)).toMatch(/^sandbox:/);

    const log = await env.DB.prepare("SELECT moderator_id, action, deleted_ad_id, deleted_ad_name FROM moderation_log").all();
    expect(log.results).toEqual([{ moderator_id: ADMIN, action: "approve", deleted_ad_id: 10, deleted_ad_name: "pending car" }]);
    const [decision] = await listDecisions(deps());
    expect(decision).toMatchObject({ ad_id: 10, ad_name: "pending car", action: "approve" });

    // The report stays as a record; there is nothing left to moderate.
    const report = await env.DB.prepare("SELECT status, deleted_ad_id, reason FROM reports").first();
    expect(report).toEqual({ status: "resolved", deleted_ad_id: 10, reason: "fraud" });

    // The admin's orders and the owner's orders still list it, marked as gone.
    const [listed] = await listRecentOrders(deps());
    expect(listed).toMatchObject({ id: orderId, ad_id: 10, ad_name: "pending car", ad_deleted: 1, status: "paid", user_name: "Karim Trader" });
    expect((await listOrdersForUser(deps(), OWNER))[0]).toMatchObject({ id: orderId, ad_deleted: 1 });
    // Another ad's order is not marked.
    const otherOrder = await buy(11);
    expect(await getOrderForUser(deps(), OWNER, otherOrder)).toMatchObject({ ad_id: 11, ad_name: "other car", ad_deleted: 0 });
  });

  it("a paid callback for a deleted ad's pending order is verified and stored as paid", async () => {
    await approveAd(deps(), ADMIN, 10, now);
    const orderId = await buy();
    expect(await deleteAd(editor(), OWNER, 10)).toEqual({ ok: true });

    const { body, signature } = await signSandboxCallback(config.SESSION_SECRET, {
      order_id: orderId,
      transaction_id: "late-1",
      amount_cents: 5000,
      currency: "EGP",
      success: true,
      pending: false,
      message: null,
      created_at: now.toISOString(),
    });
    const result = await handlePaymentCallback(
      deps(),
      "sandbox",
      { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }) },
      now,
    );
    expect(result).toEqual({ status: 200, outcome: "paid", orderId });
    expect(await env.DB.prepare("SELECT status, paid_at, transaction_id, deleted_ad_id FROM bundle_orders WHERE id = ?").bind(orderId).first()).toEqual({
      status: "paid",
      paid_at: sqlTime(now),
      transaction_id: "sandbox:late-1",
      deleted_ad_id: 10,
    });
    const audit = await env.DB.prepare("SELECT action, entity_id, details FROM audit_log WHERE action = 'payment.paid'").first<{ details: string }>();
    expect(audit).toMatchObject({ entity_id: orderId });
    expect(JSON.parse(audit!.details)).toMatchObject({ ad: 10, ad_deleted: true });
    const [listed] = await listRecentOrders(deps(), { status: "paid" });
    expect(listed).toMatchObject({ id: orderId, ad_deleted: 1, ad_name: "pending car" });
    // A forged or replayed callback still changes nothing.
    const replay = await handlePaymentCallback(
      deps(),
      "sandbox",
      { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }) },
      now,
    );
    expect(replay.outcome).toBe("duplicate");
  });
});
