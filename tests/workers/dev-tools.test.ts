// The development tools (the mailbox and the sandbox payment provider) run only
// where devToolsAllowed says so: APP_ENV development or test AND a loopback
// SITE_URL. A wrong APP_ENV alone, or a public address, closes them; and the
// session cookie is Secure in production.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { handlePaymentCallback, isCheckoutAddress, paymentProvider, startBundlePayment } from "~/features/paid-reach/payments.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from "~/features/paid-reach/payments/sandbox.server";
import { startSession } from "~/server/session.server";
import { loader as mailboxLoader } from "~/routes/dev.mailbox";
import { loader as mailboxMessageLoader } from "~/routes/dev.mailbox.$id";
import { sendMail } from "~/server/mail.server";
import { action as devUsersAction } from "~/routes/dev.users";
import { action as devCountersAction } from "~/routes/dev.counters";
import { action as devArchiveAction } from "~/routes/dev.archive";
import { loader as sandboxLoader } from "~/routes/payments.sandbox.$orderId";
import { testConfig } from "./helpers/config";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await env.DB.prepare(
    `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash)
     VALUES (1, 'trader', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x')`,
  ).run();
});

afterAll(async () => {
  await dispose?.();
});

const local = testConfig({ APP_ENV: "test", SITE_URL: "http://127.0.0.1:8797", PAYMENT_PROVIDER: "sandbox" });
// A deployed site that kept a development APP_ENV by mistake, and one with a loopback address but production.
const publicDevelopment = testConfig({ APP_ENV: "development", SITE_URL: "https://souq.example", PAYMENT_PROVIDER: "sandbox" });
const publicTest = testConfig({ APP_ENV: "test", SITE_URL: "https://souq.example", PAYMENT_PROVIDER: "sandbox" });
const loopbackProduction = testConfig({ APP_ENV: "production", SITE_URL: "http://127.0.0.1:8797", PAYMENT_PROVIDER: "sandbox" });
const closed: Array<[string, Config]> = [
  ["development on a public address", publicDevelopment],
  ["test on a public address", publicTest],
  ["production on a loopback address", loopbackProduction],
];

function args(config: Config, url: string, params: Record<string, string> = {}) {
  return { request: new Request(url), context: { db: env.DB, config, t: (key: string) => key }, params } as never;
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const result = await promise;
    return (result as Response).status;
  } catch (error) {
    return (error as Response).status;
  }
}

describe("the mailbox", () => {
  it("opens on a local development or test site", async () => {
    expect(await statusOf(mailboxLoader(args(local, "http://127.0.0.1:8797/dev/mailbox")))).toBe(200);
    expect(await statusOf(mailboxLoader(args({ ...local, APP_ENV: "development" }, "http://127.0.0.1:8797/dev/mailbox")))).toBe(200);
  });

  it.each(closed)("answers 404 for %s", async (_, config) => {
    expect(await statusOf(mailboxLoader(args(config, `${config.SITE_URL}/dev/mailbox`)))).toBe(404);
    expect(await statusOf(mailboxMessageLoader(args(config, `${config.SITE_URL}/dev/mailbox/1`, { id: "1" })))).toBe(404);
  });

  it("shows a message's HTML part as the document it is; a message without one, or no message, is a 404", async () => {
    const html = '<!DOCTYPE html>\n<html lang="ar" dir="rtl"><body><p>مرحبًا</p></body></html>';
    await sendMail({ db: env.DB, config: local }, { to: "parts@example.com", subject: "s", text: "مرحبًا", html, kind: "search_alert", language: "ar" });
    await sendMail({ db: env.DB, config: local }, { to: "parts@example.com", subject: "s", text: "نص فقط", kind: "support", language: "ar" });
    const { results } = await env.DB.prepare("SELECT id FROM outbox WHERE to_email = 'parts@example.com' ORDER BY id").all<{ id: number }>();
    const [withHtml, textOnly] = results.map((row) => String(row.id));
    const response = (await mailboxMessageLoader(args(local, `${local.SITE_URL}/dev/mailbox/${withHtml}`, { id: withHtml! }))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(html);
    expect(await statusOf(mailboxMessageLoader(args(local, `${local.SITE_URL}/dev/mailbox/${textOnly}`, { id: textOnly! })))).toBe(404);
    expect(await statusOf(mailboxMessageLoader(args(local, `${local.SITE_URL}/dev/mailbox/999999`, { id: "999999" })))).toBe(404);
    expect(await statusOf(mailboxMessageLoader(args(local, `${local.SITE_URL}/dev/mailbox/x`, { id: "x" })))).toBe(404);
  });
});

describe("the tests' account maker (/dev/users)", () => {
  const person = (phone: string, email: string) =>
    new URLSearchParams({
      accountType: "customer",
      firstName: "Mona",
      lastName: "Hassan",
      username: `u-${phone}`,
      email,
      phone,
      password: "secret-pass-1",
      confirmPassword: "secret-pass-1",
      agreed: "on",
    });
  const post = (config: Config, body: URLSearchParams) =>
    ({
      request: new Request(`${config.SITE_URL}/dev/users`, { method: "POST", body }),
      context: { db: env.DB, config, t: (key: string) => key, language: "ar", setCookie: () => {} },
      params: {},
    }) as never;
  const countUsers = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())!.n;

  it("makes a verified account on a local test site, by the sign-up rules", async () => {
    const response = (await devUsersAction(post(local, person("01055550001", "dev-users-1@example.com")))) as Response;
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    // Verified as the e-mailed code verifies: the e-mail, not the phone (only an SMS code verifies that).
    const row = await env.DB.prepare("SELECT phone, email_verified_at, phone_verified_at FROM users WHERE id = ?1")
      .bind(id)
      .first<{ phone: string; email_verified_at: string | null; phone_verified_at: string | null }>();
    expect(row?.phone).toBe("+201055550001");
    expect(row?.email_verified_at).not.toBeNull();
    expect(row?.phone_verified_at).toBeNull();
    // The same rules as the sign-up page: a bad phone is refused and nothing is stored.
    const before = await countUsers();
    expect(await statusOf(devUsersAction(post(local, person("12345", "dev-users-2@example.com"))))).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it.each(closed)("answers 404 for %s and stores nothing", async (_, config) => {
    const before = await countUsers();
    expect(await statusOf(devUsersAction(post(config, person("01055550003", "dev-users-3@example.com"))))).toBe(404);
    expect(await countUsers()).toBe(before);
  });
});

describe("the tests' roll-up of the ad counters (/dev/counters)", () => {
  const post = (config: Config) =>
    ({ request: new Request(`${config.SITE_URL}/dev/counters`, { method: "POST" }), context: { env, config }, params: {} }) as never;

  it("rolls every counter up on a local test site", async () => {
    const response = (await devCountersAction(post(local))) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ visits: 0 });
  });

  it.each(closed)("answers 404 for %s", async (_, config) => {
    expect(await statusOf(devCountersAction(post(config)))).toBe(404);
  });
});

describe("the tests' archive of one sold ad (/dev/archive)", () => {
  const post = (config: Config) =>
    ({ request: new Request(`${config.SITE_URL}/dev/archive`, { method: "POST" }), context: { env, config }, params: {} }) as never;

  it.each(closed)("answers 404 for %s", async (_, config) => {
    expect(await statusOf(devArchiveAction(post(config)))).toBe(404);
  });
});

describe("the sandbox payment provider", () => {
  it("runs on a local development or test site", () => {
    expect(paymentProvider(local)?.name).toBe("sandbox");
    expect(isCheckoutAddress(local, "/payments/sandbox/7")).toBe(true);
  });

  it.each(closed)("is off for %s: no checkout, no page, no callback", async (_, config) => {
    expect(paymentProvider(config)).toBeNull();
    expect(isCheckoutAddress(config, "/payments/sandbox/7")).toBe(false);
    const started = await startBundlePayment(
      { db: env.DB, config },
      { id: 1, firstName: "Sami", lastName: "Adel", email: "s@example.com", phone: "+201011111111" },
      { adId: 1, bundleId: 1, method: "card", language: "ar" },
    );
    expect(started).toEqual({ ok: false, error: "unavailable" });
    // The checkout page is a 404 before it even asks who is signed in.
    expect(await statusOf(sandboxLoader(args(config, `${config.SITE_URL}/payments/sandbox/7`, { orderId: "7" })))).toBe(404);
    // A callback correctly signed with the site's own secret changes nothing.
    const { body, signature } = await signSandboxCallback(config.SESSION_SECRET, {
      order_id: 7,
      transaction_id: "t-1",
      amount_cents: 5000,
      currency: "EGP",
      success: true,
      pending: false,
      message: null,
      created_at: new Date().toISOString(),
    });
    const result = await handlePaymentCallback({ db: env.DB, config }, "sandbox", {
      body,
      query: new URLSearchParams(),
      headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }),
    });
    expect(result).toEqual({ status: 404, outcome: "unavailable", orderId: null });
  });

  it('is off when PAYMENT_PROVIDER is "none", even locally', () => {
    expect(paymentProvider({ ...local, PAYMENT_PROVIDER: "none" })).toBeNull();
    expect(isCheckoutAddress({ ...local, PAYMENT_PROVIDER: "none" }, "/payments/sandbox/7")).toBe(false);
  });
});

describe("the session cookie", () => {
  async function sessionCookie(config: Config) {
    const cookies: string[] = [];
    await startSession(
      new Request(`${config.SITE_URL}/auth/signin`, { method: "POST" }),
      { db: env.DB, config, setCookie: (cookie: string) => cookies.push(cookie) },
      1,
    );
    return cookies[0];
  }
  it("is Secure in production and on https, plain only on a local http site", async () => {
    expect(await sessionCookie(testConfig({ APP_ENV: "production", SITE_URL: "https://souq.example" }))).toMatch(/; Secure/);
    expect(await sessionCookie(loopbackProduction)).toMatch(/; Secure/);
    expect(await sessionCookie(local)).not.toMatch(/Secure/);
  });
});
