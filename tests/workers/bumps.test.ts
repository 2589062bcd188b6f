// Bump to top: the date order's place, the payment through
// the sandbox's signed callbacks, the pack run by the cron one a day, and
// what a failed, abandoned, replayed or wrong-amount payment leaves as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { sqlTime } from "~/server/sql.server";
import { completeSandboxCheckout, handlePaymentCallback } from "~/features/paid-reach/payments.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/paid-reach/payments/sandbox.server";
import { listOrdersForUser } from "~/features/paid-reach/queries.server";
import { startBumpPayment } from "~/features/paid-reach/bumps.server";
import { listAds } from "~/features/ads/queries.server";
import { parseFilters } from "~/lib/filters";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config = { APP_ENV: "test", SITE_URL: "http://127.0.0.1:8790", SESSION_SECRET: "s".repeat(48), PAYMENT_PROVIDER: "sandbox" } as Config;
const now = new Date("2026-11-23T12:00:00Z");
const at = (days: number, hours = 0) => new Date(now.getTime() + (days * 24 + hours) * 3600 * 1000);
const payer = { id: 1, firstName: "Karim", lastName: "Trader", email: "karim@example.com", phone: "+201011111111" };
const deps = () => ({ db: env.DB, config });

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
    db.prepare("DELETE FROM ad_bumps"),
    db.prepare("DELETE FROM bundle_orders"),
    db.prepare("DELETE FROM ads"),
    db.prepare("DELETE FROM bump_prices"),
    db.prepare("DELETE FROM users"),
    db.prepare("DELETE FROM categories"),
  ]);
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'phones', 'موبايلات', 'Phones')"),
    db.prepare("INSERT INTO bump_prices (category_id, bumps, price) VALUES (1, 1, 30), (1, 3, 75), (2, 1, 10)"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES
       (1, 'karim', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x'),
       (2, 'mona', 'Mona', 'Hassan', 'mona@example.com', '+201022222222', 'x')`,
    ),
    // The oldest of the category is 10; 11 and 12 are newer; 13 is not public.
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, created_at) VALUES
       (10, 1, 'old car', 'd', 1, 1, 30, 31, 'a', 'approved', '${sqlTime(at(30))}', '${sqlTime(at(-5))}'),
       (11, 2, 'newer car', 'd', 1, 1, 30, 31, 'a', 'approved', '${sqlTime(at(30))}', '${sqlTime(at(-2))}'),
       (12, 2, 'newest car', 'd', 1, 1, 30, 31, 'a', 'approved', '${sqlTime(at(30))}', '${sqlTime(at(-1))}'),
       (13, 1, 'pending car', 'd', 1, 1, 30, 31, 'a', 'pending', NULL, '${sqlTime(at(-3))}')`,
    ),
  ]);
});

async function listing(when: Date) {
  const page = await listAds({ db: env.DB }, parseFilters(new URLSearchParams("category=1")), when);
  return page.ads.map((card) => ({ id: card.id, created_at: card.created_at }));
}

async function state() {
  const [ads, bumps, orders, version] = await Promise.all([
    env.DB.prepare("SELECT id, bumped_at, created_at FROM ads ORDER BY id").all(),
    env.DB.prepare("SELECT ad_id, order_id, due_at, done_at FROM ad_bumps ORDER BY id").all(),
    env.DB.prepare("SELECT id, status, transaction_id FROM bundle_orders ORDER BY id").all(),
    env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>(),
  ]);
  return { ads: ads.results, bumps: bumps.results, orders: orders.results, version: version?.version };
}

async function buy(bumps: number, adId = 10) {
  const started = await startBumpPayment(deps(), payer, { adId, bumps, method: "card", language: "ar" }, now);
  if (!started.ok) throw new Error(`start failed: ${started.error}`);
  return started.orderId;
}

describe("the date order", () => {
  it("puts a bumped ad first in its category while its card keeps its own date", async () => {
    expect((await listing(now)).map((card) => card.id)).toEqual([12, 11, 10]);
    await env.DB.prepare("UPDATE ads SET bumped_at = ?1 WHERE id = 10").bind(sqlTime(now)).run();
    const cards = await listing(now);
    expect(cards.map((card) => card.id)).toEqual([10, 12, 11]);
    expect(cards[0].created_at).toBe(sqlTime(at(-5)));
  });
});

describe("buying a bump", () => {
  it("makes a pending bump order at the category's price and changes no ad until paid", async () => {
    const before = await state();
    const orderId = await buy(3);
    const order = await env.DB.prepare("SELECT kind, bumps, bundle_id, amount_cents, status, item_name, item_name_en FROM bundle_orders WHERE id = ?")
      .bind(orderId)
      .first();
    expect(order).toEqual({
      kind: "bump",
      bumps: 3,
      bundle_id: null,
      amount_cents: 7500,
      status: "pending",
      item_name: "رفع الإعلان للأعلى ٣ مرات (مرة كل يوم)",
      item_name_en: "Bump to top 3 times (once a day)",
    });
    expect((await state()).ads).toEqual(before.ads);
    expect((await listOrdersForUser({ db: env.DB }, 1))[0]).toMatchObject({ id: orderId, kind: "bump", bundle_name_en: "Bump to top 3 times (once a day)" });
  });

  it("refuses an option the category does not sell, someone else's ad and an ad that is not public", async () => {
    const attempt = (adId: number, bumps: number) => startBumpPayment(deps(), payer, { adId, bumps, method: "card", language: "ar" }, now);
    expect(await attempt(10, 7)).toEqual({ ok: false, error: "bundle" });
    expect(await attempt(11, 1)).toEqual({ ok: false, error: "ad" });
    expect(await attempt(13, 1)).toEqual({ ok: false, error: "ad" });
    expect((await state()).orders).toEqual([]);
  });

  it("bumps the ad once paid in the sandbox, moves the content version, and runs a pack's bumps one a day from the cron", async () => {
    const orderId = await buy(3);
    const before = await state();
    expect(await completeSandboxCheckout(deps(), 1, orderId, true, now)).toMatchObject({ status: 200, outcome: "paid" });
    const paid = await state();
    expect(paid.ads[0]).toMatchObject({ id: 10, bumped_at: sqlTime(now), created_at: sqlTime(at(-5)) });
    expect(paid.version).toBeGreaterThan(before.version!);
    expect(paid.bumps).toEqual([
      { ad_id: 10, order_id: orderId, due_at: sqlTime(at(1)), done_at: null },
      { ad_id: 10, order_id: orderId, due_at: sqlTime(at(2)), done_at: null },
    ]);
    expect((await listing(now)).map((card) => card.id)).toEqual([10, 12, 11]);

    // Another seller's ad is posted later: it comes first until the next day's bump.
    await env.DB.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, created_at)
       VALUES (14, 2, 'new car', 'd', 1, 1, 30, 31, 'a', 'approved', '${sqlTime(at(30))}', '${sqlTime(at(0, 5))}')`,
    ).run();
    expect((await runScheduledJobs({ db: env.DB }, at(0, 23))).bumpedAds).toBe(0);
    expect((await listing(at(0, 23))).map((card) => card.id)).toEqual([14, 10, 12, 11]);
    expect((await runScheduledJobs({ db: env.DB }, at(1, 1))).bumpedAds).toBe(1);
    expect((await listing(at(1, 1))).map((card) => card.id)).toEqual([10, 14, 12, 11]);
    // The same day again: nothing more.
    expect((await runScheduledJobs({ db: env.DB }, at(1, 2))).bumpedAds).toBe(0);
    expect((await state()).bumps.map((row) => row.done_at)).toEqual([sqlTime(at(1, 1)), null]);
    expect((await runScheduledJobs({ db: env.DB }, at(2, 1))).bumpedAds).toBe(1);
    expect((await runScheduledJobs({ db: env.DB }, at(3, 1))).bumpedAds).toBe(0);
    const done = await state();
    expect(done.ads[0]).toMatchObject({ id: 10, bumped_at: sqlTime(at(2, 1)), created_at: sqlTime(at(-5)) });
    expect(done.bumps.every((row) => row.done_at !== null)).toBe(true);
  });

  it("a missed day is caught up one bump a run, and a bump waits while its ad is not public", async () => {
    const orderId = await buy(3);
    await completeSandboxCheckout(deps(), 1, orderId, true, now);
    await env.DB.prepare("UPDATE ads SET hidden = 1 WHERE id = 10").run();
    expect((await runScheduledJobs({ db: env.DB }, at(3))).bumpedAds).toBe(0);
    expect((await state()).bumps.map((row) => row.done_at)).toEqual([null, null]);
    await env.DB.prepare("UPDATE ads SET hidden = 0 WHERE id = 10").run();
    expect((await runScheduledJobs({ db: env.DB }, at(3, 1))).bumpedAds).toBe(1);
    expect((await runScheduledJobs({ db: env.DB }, at(3, 2))).bumpedAds).toBe(1);
    expect((await runScheduledJobs({ db: env.DB }, at(3, 3))).bumpedAds).toBe(0);
  });
});

describe("payments that change nothing", () => {
  it("a failed or abandoned payment leaves the ads and the schedule as they were", async () => {
    const failed = await buy(3);
    const before = await state();
    expect(await completeSandboxCheckout(deps(), 1, failed, false, now)).toMatchObject({ outcome: "failed" });
    const after = await state();
    expect(after.ads).toEqual(before.ads);
    expect(after.bumps).toEqual([]);
    expect(after.orders).toEqual([{ id: failed, status: "failed", transaction_id: null }]);

    const abandoned = await startBumpPayment(deps(), payer, { adId: 10, bumps: 1, method: "card", language: "en" }, now);
    expect(abandoned.ok).toBe(true);
    await runScheduledJobs({ db: env.DB }, at(1, 1));
    const later = await state();
    expect(later.ads).toEqual(before.ads);
    expect(later.bumps).toEqual([]);
    expect(later.orders.map((row) => row.status)).toEqual(["failed", "abandoned"]);
  });

  it("refuses a replayed callback, a callback for another amount and a forged signature", async () => {
    const orderId = await buy(3);
    const send = async (payload: Record<string, unknown>, secret = config.SESSION_SECRET) => {
      const { body, signature } = await signSandboxCallback(secret, {
        order_id: orderId,
        transaction_id: "t-1",
        amount_cents: 7500,
        currency: "EGP",
        success: true,
        pending: false,
        message: null,
        created_at: now.toISOString(),
        ...payload,
      });
      return handlePaymentCallback(
        deps(),
        "sandbox",
        { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }) },
        now,
      );
    };
    const before = await state();
    expect(await send({ amount_cents: 100 })).toMatchObject({ status: 400, outcome: "amount-mismatch" });
    expect(await send({}, "x".repeat(48))).toMatchObject({ status: 401, outcome: "bad-signature" });
    expect(await state()).toEqual(before);

    expect(await send({})).toMatchObject({ status: 200, outcome: "paid" });
    const paid = await state();
    expect(paid.bumps).toHaveLength(2);
    expect(await send({})).toMatchObject({ status: 200, outcome: "duplicate" });
    expect(await send({ transaction_id: "t-2" }, config.SESSION_SECRET)).toMatchObject({ status: 200, outcome: "duplicate" });
    expect((await state()).bumps).toEqual(paid.bumps);
    expect((await state()).ads).toEqual(paid.ads);
  });
});
