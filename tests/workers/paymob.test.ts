// The Paymob adapter against two loopback HTTP servers: one plays Paymob's
// side of the documented protocol (the Intention API, the unified checkout,
// and the processed callback it POSTs, signed with HMAC-SHA512 over the
// documented fields in the documented order), the other plays our site's
// callback address and hands each request to the payments module.
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { sqlTime } from "~/server/sql.server";
import { handlePaymentCallback, isCheckoutAddress, paymentProvider, startBundlePayment } from "~/features/paid-reach/payments.server";
import { orderIdFromReference, paymobSettings } from "~/features/paid-reach/payments/paymob.server";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const SECRET_KEY = "egy_sk_test_5f2c";
const PUBLIC_KEY = "egy_pk_test_91ab";
const HMAC_SECRET = "HMAC_SECRET_FROM_THE_DASHBOARD";
const CARD = "4871116";
const WALLET = "4871117";
const now = new Date("2026-11-23T12:00:00Z");
const later = (days: number) => sqlTime(new Date(now.getTime() + days * 24 * 3600 * 1000));
const payer = { id: 1, firstName: "Karim", lastName: "Trader", email: "karim@example.com", phone: "+201011111111" };

// ---- Paymob, as documented -------------------------------------------------------

interface Intention {
  headers: IncomingMessage["headers"];
  body: {
    amount: number;
    currency: string;
    payment_methods: Array<number | string>;
    items: Array<{ name: string; amount: number; description: string; quantity: number }>;
    billing_data: Record<string, string>;
    special_reference: string;
    notification_url: string;
    redirection_url: string;
  };
  orderId: number;
  clientSecret: string;
}

const intentions: Intention[] = [];
let nextOrder = 9000;
let paymob: Server;
let paymobUrl = "";

/** The documented processed-callback HMAC: these fields' values, in this order, booleans as true/false. */
const FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
];

function paymobSign(obj: Record<string, unknown>, secret = HMAC_SECRET): string {
  const text = FIELDS.map((path) => {
    const value = path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], obj);
    return value === null || value === undefined ? "" : String(value);
  }).join("");
  return createHmac("sha512", secret).update(text).digest("hex");
}

let transactionSeq = 300_000;

/** A processed TRANSACTION callback for an intention, as Paymob sends it. */
function transactionFor(intention: Intention, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  transactionSeq += 1;
  const wallet = intention.body.payment_methods[0] === Number(WALLET);
  return {
    id: transactionSeq,
    pending: false,
    amount_cents: intention.body.amount,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: !wallet,
    integration_id: Number(intention.body.payment_methods[0]),
    profile_id: 1234,
    has_parent_transaction: false,
    order: {
      id: intention.orderId,
      created_at: "2026-11-23T14:00:01.000000",
      merchant_order_id: intention.body.special_reference,
      amount_cents: intention.body.amount,
      currency: "EGP",
    },
    created_at: "2026-11-23T14:00:37.511380",
    currency: "EGP",
    source_data: wallet ? { type: "wallet", pan: "01011111111", sub_type: "wallet" } : { type: "card", pan: "2346", sub_type: "MasterCard" },
    error_occured: false,
    owner: 4705,
    data: { message: "Approved" },
    ...overrides,
  };
}

/** Paymob POSTs the processed callback to the notification URL it was given, ?hmac=… */
async function deliver(intention: Intention, obj: Record<string, unknown>, hmac = paymobSign(obj)) {
  const response = await fetch(`${intention.body.notification_url}?hmac=${hmac}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "TRANSACTION", obj }),
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; outcome: string } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

// ---- Our site's callback address ------------------------------------------------------------

let site: Server;
let siteUrl = "";
let config: Config;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  paymob = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://paymob.local");
    if (request.method === "POST" && url.pathname === "/v1/intention/") {
      const body = JSON.parse(await readBody(request)) as Intention["body"];
      if (request.headers.authorization !== `Token ${SECRET_KEY}`) {
        response.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ detail: "Invalid token." }));
        return;
      }
      if (!Number.isInteger(body.amount) || body.currency !== "EGP" || !body.billing_data?.email || !body.special_reference) {
        response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ detail: "bad request" }));
        return;
      }
      nextOrder += 1;
      const intention: Intention = { headers: request.headers, body, orderId: nextOrder, clientSecret: `egy_csk_test_${nextOrder}` };
      intentions.push(intention);
      response.writeHead(201, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: `pi_test_${nextOrder}`,
          client_secret: intention.clientSecret,
          intention_order_id: intention.orderId,
          special_reference: body.special_reference,
          payment_keys: [{ integration: body.payment_methods[0], key: "ZXlK...", gateway_type: "VPC" }],
          status: "intended",
        }),
      );
      return;
    }
    if (request.method === "GET" && url.pathname === "/unifiedcheckout/") {
      const known = intentions.some((item) => item.clientSecret === url.searchParams.get("clientSecret"));
      response
        .writeHead(known && url.searchParams.get("publicKey") === PUBLIC_KEY ? 200 : 404, { "Content-Type": "text/html" })
        .end("<!doctype html><title>Paymob</title>");
      return;
    }
    response.writeHead(404).end();
  });
  paymobUrl = await listen(paymob);

  site = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", siteUrl);
    const match = /^\/payments\/callback\/([a-z]+)$/.exec(url.pathname);
    if (request.method !== "POST" || !match) {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
    const result = await handlePaymentCallback({ db: env.DB, config }, match[1], { body, query: url.searchParams, headers }, now);
    response.writeHead(result.status, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: result.status === 200, outcome: result.outcome }));
  });
  siteUrl = await listen(site);

  config = {
    APP_ENV: "production",
    SITE_URL: siteUrl,
    SESSION_SECRET: "s".repeat(48),
    PAYMENT_PROVIDER: "paymob",
    PAYMOB_API_URL: paymobUrl,
    PAYMOB_SECRET_KEY: SECRET_KEY,
    PAYMOB_PUBLIC_KEY: PUBLIC_KEY,
    PAYMOB_HMAC_SECRET: HMAC_SECRET,
    PAYMOB_CARD_INTEGRATION_ID: CARD,
    PAYMOB_WALLET_INTEGRATION_ID: WALLET,
  } as Config;
});

afterAll(async () => {
  await new Promise((resolve) => paymob?.close(resolve));
  await new Promise((resolve) => site?.close(resolve));
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
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader) VALUES (1, 'karim', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x', 1)",
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at) VALUES (10, 1, 'car', 'd', 1, 1, 30, 31, 'a', 'approved', '${later(20)}')`,
    ),
    db.prepare("INSERT INTO bundles (id, name, name_en, days, price, is_active) VALUES (1, 'أسبوع', 'Week', 7, 50, 1)"),
  ]);
});

async function ad() {
  return env.DB.prepare("SELECT is_featured, featured_until FROM ads WHERE id = 10").first<{ is_featured: number; featured_until: string | null }>();
}
async function order(id: number) {
  return env.DB.prepare("SELECT * FROM bundle_orders WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

async function buy(method: "card" | "wallet" = "card") {
  const started = await startBundlePayment({ db: env.DB, config }, payer, { adId: 10, bundleId: 1, method, language: "en" }, now);
  if (!started.ok) throw new Error(`start failed: ${started.error}`);
  return { ...started, intention: intentions[intentions.length - 1] };
}

describe("Paymob: the intention and the unified checkout", () => {
  it("creates an intention with the secret key and sends the payer to the unified checkout", async () => {
    const { orderId, redirectTo, intention } = await buy();
    expect(intention.headers.authorization).toBe(`Token ${SECRET_KEY}`);
    expect(intention.headers["content-type"]).toMatch(/application\/json/);
    expect(intention.body).toMatchObject({
      amount: 5000,
      currency: "EGP",
      payment_methods: [Number(CARD)],
      items: [{ name: "Week", amount: 5000, quantity: 1 }],
      notification_url: `${siteUrl}/payments/callback/paymob`,
      redirection_url: `${siteUrl}/payments/return/${orderId}`,
    });
    expect(intention.body.billing_data).toMatchObject({ first_name: "Karim", last_name: "Trader", email: "karim@example.com", phone_number: "01011111111" });
    expect(orderIdFromReference(intention.body.special_reference)).toBe(orderId);
    const target = new URL(redirectTo);
    expect(`${target.origin}${target.pathname}`).toBe(`${paymobUrl}/unifiedcheckout/`);
    expect(target.searchParams.get("publicKey")).toBe(PUBLIC_KEY);
    expect(target.searchParams.get("clientSecret")).toBe(intention.clientSecret);
    expect((await fetch(redirectTo)).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: "pending", provider: "paymob", provider_order_id: String(intention.orderId), amount_cents: 5000 });
  });

  it("uses the wallet integration for mobile wallets", async () => {
    const { intention } = await buy("wallet");
    expect(intention.body.payment_methods).toEqual([Number(WALLET)]);
  });

  it("a refused intention fails the order and reports the provider", async () => {
    const settings = { ...config, PAYMOB_SECRET_KEY: "egy_sk_wrong" } as Config;
    const started = await startBundlePayment({ db: env.DB, config: settings }, payer, { adId: 10, bundleId: 1, method: "card", language: "ar" }, now);
    expect(started).toMatchObject({ ok: false, error: "provider" });
    const failed = await order((started as { orderId: number }).orderId);
    expect(failed).toMatchObject({ status: "failed" });
    expect(String(failed!.failure_reason)).toMatch(/401/);
  });

  it("is off until its keys are configured; without a wallet integration only cards are offered", () => {
    expect(paymentProvider({ ...config, PAYMOB_HMAC_SECRET: undefined })).toBeNull();
    expect(paymentProvider({ ...config, PAYMOB_CARD_INTEGRATION_ID: undefined, PAYMOB_WALLET_INTEGRATION_ID: undefined })).toBeNull();
    expect(paymentProvider({ ...config, PAYMOB_WALLET_INTEGRATION_ID: undefined })?.methods).toEqual(["card"]);
    expect(paymobSettings({ ...config, PAYMOB_API_URL: undefined })?.apiUrl).toBe("https://accept.paymob.com");
  });

  it("the continue page only ever sends the payer to Paymob's unified checkout", async () => {
    const { redirectTo } = await buy();
    expect(isCheckoutAddress(config, redirectTo)).toBe(true);
    expect(isCheckoutAddress(config, "https://evil.example/unifiedcheckout/?publicKey=x")).toBe(false);
    expect(isCheckoutAddress(config, `${paymobUrl}.evil.example/unifiedcheckout/?x`)).toBe(false);
    expect(isCheckoutAddress(config, "/payments/sandbox/1")).toBe(false);
    // The sandbox's own page, only where the sandbox runs (a local test site, not this production one).
    expect(isCheckoutAddress({ ...config, APP_ENV: "test", PAYMENT_PROVIDER: "sandbox" }, "/payments/sandbox/12")).toBe(true);
    expect(isCheckoutAddress({ ...config, PAYMENT_PROVIDER: "sandbox" }, "/payments/sandbox/12")).toBe(false);
    expect(isCheckoutAddress({ ...config, APP_ENV: "test", PAYMENT_PROVIDER: "sandbox" }, "//evil.example")).toBe(false);
  });
});

describe("Paymob: the processed callback", () => {
  it("a successful transaction pays the order and makes the ad special", async () => {
    const { orderId, intention } = await buy();
    const answer = await deliver(intention, transactionFor(intention));
    expect(answer).toEqual({ status: 200, body: { ok: true, outcome: "paid" } });
    expect(await order(orderId)).toMatchObject({ status: "paid", transaction_id: `paymob:${transactionSeq}`, featured_until: later(7) });
    expect(await ad()).toEqual({ is_featured: 1, featured_until: later(7) });
  });

  it("a wallet payment works the same way", async () => {
    const { orderId, intention } = await buy("wallet");
    expect((await deliver(intention, transactionFor(intention))).body.outcome).toBe("paid");
    expect(await order(orderId)).toMatchObject({ status: "paid", payment_method: "wallet" });
  });

  it("a replayed callback is acknowledged and not applied twice", async () => {
    const { intention } = await buy();
    const obj = transactionFor(intention);
    expect((await deliver(intention, obj)).body.outcome).toBe("paid");
    expect(await deliver(intention, obj)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
    expect(await ad()).toEqual({ is_featured: 1, featured_until: later(7) });
  });

  it("a forged or tampered callback is refused", async () => {
    const { orderId, intention } = await buy();
    const obj = transactionFor(intention);
    expect((await deliver(intention, obj, paymobSign(obj, "not-the-secret"))).status).toBe(401);
    expect((await deliver(intention, { ...obj, amount_cents: 100 }, paymobSign(obj))).status).toBe(401);
    expect((await deliver(intention, { ...obj, success: false }, paymobSign({ ...obj, success: true }))).status).toBe(401);
    expect((await deliver(intention, obj, "")).status).toBe(401);
    expect(await order(orderId)).toMatchObject({ status: "pending" });
    expect(await ad()).toEqual({ is_featured: 0, featured_until: null });
  });

  it("a signed callback for another amount or currency changes nothing", async () => {
    const { orderId, intention } = await buy();
    expect(await deliver(intention, transactionFor(intention, { amount_cents: 100 }))).toEqual({
      status: 400,
      body: { ok: false, outcome: "amount-mismatch" },
    });
    expect((await deliver(intention, transactionFor(intention, { currency: "USD" }))).status).toBe(400);
    expect(await order(orderId)).toMatchObject({ status: "pending" });
    expect(await ad()).toEqual({ is_featured: 0, featured_until: null });
  });

  it("a declined transaction fails the order; a pending one waits; a refund changes nothing", async () => {
    const { orderId, intention } = await buy();
    expect((await deliver(intention, transactionFor(intention, { pending: true, success: false }))).body.outcome).toBe("pending");
    expect(await order(orderId)).toMatchObject({ status: "pending" });
    expect((await deliver(intention, transactionFor(intention, { success: false, data: { message: "Do not honour" } }))).body.outcome).toBe("failed");
    expect(await order(orderId)).toMatchObject({ status: "failed", failure_reason: "Do not honour" });
    expect((await deliver(intention, transactionFor(intention, { is_refunded: true, has_parent_transaction: true }))).body.outcome).toBe("ignored");
    expect(await ad()).toEqual({ is_featured: 0, featured_until: null });
    // The payer tries again on the same checkout and succeeds.
    expect((await deliver(intention, transactionFor(intention))).body.outcome).toBe("paid");
    expect(await ad()).toEqual({ is_featured: 1, featured_until: later(7) });
  });

  it("a callback for an order Paymob does not know here is a 404, and another integration is ignored", async () => {
    const { orderId, intention } = await buy();
    const stranger = { ...intention, orderId: 123456, body: { ...intention.body, special_reference: "souq-999999-abc" } };
    expect((await deliver(intention, transactionFor(stranger))).status).toBe(404);
    expect((await deliver(intention, transactionFor(intention, { integration_id: 1 }))).body.outcome).toBe("ignored");
    expect(await order(orderId)).toMatchObject({ status: "pending" });
  });
});
