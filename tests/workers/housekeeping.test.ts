import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { sqlTime } from "~/server/sql.server";
import { handlePaymentCallback } from "~/features/paid-reach/payments.server";
import { listRecentOrders } from "~/features/paid-reach/queries.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/paid-reach/payments/sandbox.server";
import { createTestEnv } from "./helpers/db";

// The scheduled job's housekeeping. Each rule prunes only
// what can no longer be used, and money records are never deleted.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const ago = (hours: number) => sqlTime(new Date(now.getTime() - hours * 3600 * 1000));
const ahead = (hours: number) => sqlTime(new Date(now.getTime() + hours * 3600 * 1000));
const config = { APP_ENV: "test", SITE_URL: "http://127.0.0.1:8805", SESSION_SECRET: "h".repeat(48), PAYMENT_PROVIDER: "sandbox" } as Config;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (1, 'u', 'Karim', 'Trader', 'a@example.com', '+201011111111', 'x')",
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at) VALUES
       (1, 1, 'car', 'd', 1, 1, 30, 31, 'a', 'approved', '${ahead(24 * 20)}')`,
    ),
    db.prepare("INSERT INTO bundles (id, name, name_en, days, price) VALUES (1, 'أسبوع', 'Week', 7, 50)"),
    db.prepare(
      `INSERT INTO api_tokens (id, user_id, token_hash, created_at, expires_at, revoked_at) VALUES
       (1, 1, 'live', '${ago(1)}', '${ahead(24)}', NULL),
       (2, 1, 'expired', '${ago(24 * 31)}', '${ago(24)}', NULL),
       (3, 1, 'revoked', '${ago(2)}', '${ahead(24)}', '${ago(1)}')`,
    ),
    db.prepare(
      `INSERT INTO verification_codes (id, user_id, purpose, email, code_hash, created_at, expires_at, consumed_at) VALUES
       (1, 1, 'verify', 'a@example.com', 'h', '${ago(0.1)}', '${ahead(0.15)}', NULL),
       (2, 1, 'verify', 'a@example.com', 'h', '${ago(3)}', '${ago(2.75)}', NULL),
       (3, 1, 'reset_password', 'a@example.com', 'h', '${ago(50)}', '${ago(49.75)}', NULL),
       (4, 1, 'verify', 'a@example.com', 'h', '${ago(72)}', '${ago(71.75)}', '${ago(71.9)}')`,
    ),
    db.prepare(
      `INSERT INTO outbox (id, to_email, subject, body_text, kind, language, status, created_at) VALUES
       (1, 'a@example.com', 's', 'b', 'code', 'ar', 'sent', '${ago(24 * 29)}'),
       (2, 'a@example.com', 's', 'b', 'code', 'ar', 'sent', '${ago(24 * 31)}'),
       (3, 'a@example.com', 's', 'b', 'code', 'ar', 'failed', '${ago(24 * 40)}'),
       (4, 'a@example.com', 's', 'b', 'code', 'ar', 'queued', '${ago(24 * 45)}'),
       (5, 'a@example.com', 's', 'b', 'code', 'ar', 'queued', '${ago(1)}')`,
    ),
    db.prepare(
      `INSERT INTO bundle_orders (id, user_id, ad_id, bundle_id, days, amount_cents, payment_method, provider, status, created_at, paid_at) VALUES
       (1, 1, 1, 1, 7, 5000, 'card', 'sandbox', 'pending', '${ago(2)}', NULL),
       (2, 1, 1, 1, 7, 5000, 'card', 'sandbox', 'pending', '${ago(25)}', NULL),
       (3, 1, 1, 1, 7, 5000, 'card', 'sandbox', 'paid', '${ago(24 * 60)}', '${ago(24 * 60)}'),
       (4, 1, 1, 1, 7, 5000, 'wallet', 'sandbox', 'failed', '${ago(24 * 60)}', NULL)`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const ids = async (table: string) => (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: number }>()).results.map((row) => row.id);

describe("the scheduled job's housekeeping", () => {
  it("prunes expired and revoked API tokens, dead codes after two days, outbox rows after 30 days, and marks day-old pending orders abandoned", async () => {
    const report = await runScheduledJobs({ db: env.DB }, now);
    expect(report).toMatchObject({ prunedApiTokens: 2, prunedCodes: 2, prunedOutbox: 3, abandonedOrders: 1 });
    expect(await ids("api_tokens")).toEqual([1]);
    // A code expired a few hours ago is kept (a per-day limit may count it); used or not, older ones go.
    expect(await ids("verification_codes")).toEqual([1, 2]);
    expect(await ids("outbox")).toEqual([1, 5]);
    // Orders are never deleted.
    const orders = await env.DB.prepare("SELECT id, status FROM bundle_orders ORDER BY id").all();
    expect(orders.results).toEqual([
      { id: 1, status: "pending" },
      { id: 2, status: "abandoned" },
      { id: 3, status: "paid" },
      { id: 4, status: "failed" },
    ]);
    expect((await listRecentOrders({ db: env.DB }, { status: "abandoned" })).map((order) => order.id)).toEqual([2]);
  });

  it("is idempotent: a second run changes nothing", async () => {
    expect(await runScheduledJobs({ db: env.DB }, now)).toMatchObject({ prunedApiTokens: 0, prunedCodes: 0, prunedOutbox: 0, abandonedOrders: 0 });
  });

  it("a late payment for an abandoned order is still recorded as paid", async () => {
    const { body, signature } = await signSandboxCallback(config.SESSION_SECRET, {
      order_id: 2,
      transaction_id: "late",
      amount_cents: 5000,
      currency: "EGP",
      success: true,
      pending: false,
      message: null,
      created_at: now.toISOString(),
    });
    const result = await handlePaymentCallback(
      { db: env.DB, config },
      "sandbox",
      { body, query: new URLSearchParams(), headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }) },
      now,
    );
    expect(result).toEqual({ status: 200, outcome: "paid", orderId: 2 });
    expect(await env.DB.prepare("SELECT status, transaction_id FROM bundle_orders WHERE id = 2").first()).toEqual({
      status: "paid",
      transaction_id: "sandbox:late",
    });
    expect(await env.DB.prepare("SELECT is_featured FROM ads WHERE id = 1").first()).toEqual({ is_featured: 1 });
  });
});
