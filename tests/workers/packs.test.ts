// Packs of extra ads: bought through the sandbox's signed
// callbacks, a paid pack adds its ads to the account's credits for its
// category once; a replay, another amount, a forged signature, a failed or an
// abandoned payment add nothing. The ads past the free limit then spend the
// credits (tests/workers/ad-limits.test.ts covers the spending).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { completeSandboxCheckout, handlePaymentCallback } from "~/features/paid-reach/payments.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/paid-reach/payments/sandbox.server";
import { startPackPayment } from "~/features/paid-reach/packs.server";
import { deleteDraft, getDraft, listPackPrices, packOrderOf, saveDraft, setPackPrices } from "~/features/paid-reach/pack-queries.server";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config = { APP_ENV: "test", SITE_URL: "http://127.0.0.1:8790", SESSION_SECRET: "s".repeat(48), PAYMENT_PROVIDER: "sandbox" } as Config;
const now = new Date("2026-11-23T12:00:00Z");
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
    db.prepare("DELETE FROM ad_drafts"),
    db.prepare("DELETE FROM ad_pack_credits"),
    db.prepare("DELETE FROM bundle_orders"),
    db.prepare("DELETE FROM pack_prices"),
    db.prepare("DELETE FROM users"),
    db.prepare("DELETE FROM categories"),
  ]);
  await db.batch([
    db.prepare(
      "INSERT INTO categories (id, slug, name, name_en, free_ads_limit) VALUES (1, 'vehicles', 'مركبات', 'Vehicles', 2), (2, 'phones', 'موبايلات', 'Phones', 10)",
    ),
    db.prepare("INSERT INTO pack_prices (category_id, ads, price) VALUES (1, 1, 50), (1, 3, 120), (2, 3, 25)"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES
       (1, 'karim', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x'),
       (2, 'mona', 'Mona', 'Hassan', 'mona@example.com', '+201022222222', 'x')`,
    ),
  ]);
});

async function credits(userId = 1, categoryId = 1): Promise<number> {
  const row = await env.DB.prepare("SELECT credits FROM ad_pack_credits WHERE user_id = ?1 AND category_id = ?2")
    .bind(userId, categoryId)
    .first<{ credits: number }>();
  return row?.credits ?? 0;
}

async function orders() {
  return (
    await env.DB.prepare("SELECT id, kind, status, amount_cents, category_id, pack_ads, item_name, item_name_en, ad_id FROM bundle_orders ORDER BY id").all()
  ).results;
}

async function buy(ads: number, categoryId = 1) {
  const started = await startPackPayment(deps(), payer, { categoryId, ads, method: "card", language: "ar" }, now);
  if (!started.ok) throw new Error(`start failed: ${started.error}`);
  return started.orderId;
}

describe("buying a pack", () => {
  it("makes a pending pack order at the category's price, named in both languages, and adds nothing until paid", async () => {
    const orderId = await buy(3);
    expect(await orders()).toEqual([
      {
        id: orderId,
        kind: "pack",
        status: "pending",
        amount_cents: 12000,
        category_id: 1,
        pack_ads: 3,
        item_name: "٣ إعلانات إضافية في مركبات",
        item_name_en: "3 extra ads in Vehicles",
        ad_id: null,
      },
    ]);
    expect(await credits()).toBe(0);
    expect(await packOrderOf({ db: env.DB }, 1, orderId)).toMatchObject({ category_id: 1, pack_ads: 3, category_name_en: "Vehicles" });
    // Not someone else's.
    expect(await packOrderOf({ db: env.DB }, 2, orderId)).toBeNull();
  });

  it("refuses a pack the category does not sell and an unknown category, ordering nothing", async () => {
    expect(await startPackPayment(deps(), payer, { categoryId: 2, ads: 1, method: "card", language: "ar" }, now)).toEqual({ ok: false, error: "bundle" });
    expect(await startPackPayment(deps(), payer, { categoryId: 99, ads: 3, method: "card", language: "ar" }, now)).toEqual({ ok: false, error: "bundle" });
    expect(await orders()).toEqual([]);
  });

  it("adds the pack's ads to the category's credits once paid in the sandbox, and a second pack adds to them", async () => {
    const first = await buy(3);
    expect(await completeSandboxCheckout(deps(), 1, first, true, now)).toMatchObject({ outcome: "paid" });
    expect(await credits()).toBe(3);
    expect(await credits(1, 2)).toBe(0);
    expect(await credits(2, 1)).toBe(0);
    // The checkout's buttons work once: the order is no longer pending.
    expect(await completeSandboxCheckout(deps(), 1, first, true, now)).toBeNull();
    const second = await buy(1);
    await completeSandboxCheckout(deps(), 1, second, true, now);
    expect(await credits()).toBe(4);
    expect((await orders()).map((row) => row.status)).toEqual(["paid", "paid"]);
  });
});

describe("payments that change nothing", () => {
  it("a failed or abandoned payment leaves the credits as they were", async () => {
    const failed = await buy(3);
    expect(await completeSandboxCheckout(deps(), 1, failed, false, now)).toMatchObject({ outcome: "failed" });
    expect(await credits()).toBe(0);
    await startPackPayment(deps(), payer, { categoryId: 1, ads: 1, method: "card", language: "en" }, now);
    await runScheduledJobs({ db: env.DB }, new Date(now.getTime() + 25 * 3600 * 1000));
    expect((await orders()).map((row) => row.status)).toEqual(["failed", "abandoned"]);
    expect(await credits()).toBe(0);
  });

  it("refuses a replayed callback, a callback for another amount and a forged signature", async () => {
    const orderId = await buy(3);
    const send = async (payload: Record<string, unknown>, secret = config.SESSION_SECRET) => {
      const { body, signature } = await signSandboxCallback(secret, {
        order_id: orderId,
        transaction_id: "t-1",
        amount_cents: 12000,
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
    expect(await send({ amount_cents: 5000 })).toMatchObject({ status: 400, outcome: "amount-mismatch" });
    expect(await send({}, "x".repeat(48))).toMatchObject({ status: 401, outcome: "bad-signature" });
    expect(await credits()).toBe(0);
    expect(await send({})).toMatchObject({ status: 200, outcome: "paid" });
    expect(await credits()).toBe(3);
    // The same transaction again, and another transaction for the order already paid: nothing more.
    expect(await send({})).toMatchObject({ status: 200, outcome: "duplicate" });
    expect(await send({ transaction_id: "t-2" })).toMatchObject({ status: 200, outcome: "duplicate" });
    expect(await credits()).toBe(3);
    // Ten replays at once add nothing either.
    const replays = await Promise.all(Array.from({ length: 10 }, (_, i) => send({ transaction_id: `t-r${i}` })));
    expect(replays.every((result) => result.outcome === "duplicate")).toBe(true);
    expect(await credits()).toBe(3);
  });

  it("ten parallel callbacks of one payment add the pack once", async () => {
    const orderId = await buy(3);
    const { body, signature } = await signSandboxCallback(config.SESSION_SECRET, {
      order_id: orderId,
      transaction_id: "t-par",
      amount_cents: 12000,
      currency: "EGP",
      success: true,
      pending: false,
      message: null,
      created_at: now.toISOString(),
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        handlePaymentCallback(deps(), "sandbox", { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }) }, now),
      ),
    );
    expect(results.filter((result) => result.outcome === "paid")).toHaveLength(1);
    expect(await credits()).toBe(3);
  });
});

describe("prices and drafts", () => {
  it("the admin's prices replace a category's packs, an empty price taking one off sale", async () => {
    await setPackPrices({ db: env.DB }, 1, [
      { categoryId: 1, ads: 1, price: 60 },
      { categoryId: 1, ads: 3, price: null },
      { categoryId: 1, ads: 10, price: 400 },
    ]);
    expect(await listPackPrices({ db: env.DB }, 1)).toEqual([
      { category_id: 1, ads: 1, price: 60 },
      { category_id: 1, ads: 10, price: 400 },
    ]);
  });

  it("keeps one draft per account, the latest replacing the earlier, until it is deleted", async () => {
    await saveDraft({ db: env.DB }, 1, 1, { name: "سيارة", features: ["a", "b"] }, now);
    await saveDraft({ db: env.DB }, 1, 2, { name: "موبايل" }, now);
    expect(await getDraft({ db: env.DB }, 1)).toMatchObject({ categoryId: 2, values: { name: "موبايل" } });
    expect(await getDraft({ db: env.DB }, 2)).toBeNull();
    await deleteDraft({ db: env.DB }, 1);
    expect(await getDraft({ db: env.DB }, 1)).toBeNull();
  });
});
