import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/features/auth/accounts.server";
import {
  checkCode,
  checkCodeFor,
  CODE_FAILURES_PER_DAY,
  CODE_REQUESTS_PER_DAY,
  issueCode,
  ownCodes,
  publicCodeError,
  requestCode,
  typedNumberCodes,
} from "~/features/auth/codes.server";
import { LIMITS } from "~/server/rate-limit.server";
import { checkCurrentPassword, countAttempt, signIn } from "~/features/auth/sign-in.server";
import { testConfig } from "./helpers/config";
import { createTestEnv } from "./helpers/db";

// The counted-first sign-in check and the daily caps on
// codes, driven directly against a real local D1.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;
const config = testConfig();

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });
const codes = () => ({ db: env.DB, secret: config.SESSION_SECRET });

async function newUser() {
  serial += 1;
  const created = await createUser(db(), {
    accountType: "customer",
    firstName: "Omar",
    lastName: "Nabil",
    username: `omar${serial}`,
    email: `omar${serial}@example.com`,
    phone: `+20122${String(serial).padStart(7, "0")}`,
    password: "secret-pass-1",
    language: "ar",
  });
  if (!created.ok) throw new Error("conflict");
  return created.user;
}

describe("sign-in attempts are counted before the password is checked", () => {
  it("30 parallel attempts on one counter: exactly the limit gets through", async () => {
    const limit = { max: 5, windowSeconds: 900 };
    const results = await Promise.all(Array.from({ length: 30 }, () => countAttempt(db(), [{ key: "test:parallel", limit }])));
    expect(results.filter((result) => result === null)).toHaveLength(5);
    expect(results.filter((result) => result !== null && !result.allowed)).toHaveLength(25);
  });

  it("30 parallel wrong passwords from 30 addresses: at most 5 reach the password check", async () => {
    const user = await newUser();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(db(), { phone: user.phone, password: `wrong-${i}`, clientAddress: `10.7.0.${i}`, appEnv: "test" })),
    );
    const checked = results.filter((result) => !result.ok && result.reason === "invalid");
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(LIMITS.signinPhone.max);
    expect(results.filter((result) => !result.ok && result.reason === "limited")).toHaveLength(30 - checked.length);
    // Locked: the right password is not even checked.
    expect(await signIn(db(), { phone: user.phone, password: "secret-pass-1", clientAddress: "10.7.1.1", appEnv: "test" })).toMatchObject({
      ok: false,
      reason: "limited",
    });
  });

  it("a right password clears the phone's count and gives back the address's", async () => {
    const user = await newUser();
    const attempt = (password: string) => signIn(db(), { phone: user.phone, password, clientAddress: "10.7.2.1", appEnv: "production" });
    for (let i = 0; i < 4; i++) expect(await attempt("wrong")).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("secret-pass-1")).toMatchObject({ ok: true });
    const rows = await env.DB.prepare("SELECT key, count FROM rate_limits WHERE key IN (?1, ?2)")
      .bind(`signinPhone:${user.phone}`, "signinAddress:10.7.2.1")
      .all<{ key: string; count: number }>();
    expect(Object.fromEntries(rows.results.map((row) => [row.key, row.count]))).toEqual({ "signinAddress:10.7.2.1": 4 });
  });

  it("the profile's current password is counted on the same phone", async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 12 }, () => checkCurrentPassword(db(), user, "not-it", "test")));
    expect(results.filter((result) => result === "wrong").length).toBeLessThanOrEqual(5);
    expect(await checkCurrentPassword(db(), user, "secret-pass-1", "test")).toMatchObject({ limited: { allowed: false } });
  });
});

describe("codes per account and per day", () => {
  const now = new Date("2026-11-24T10:00:00Z");

  it("at most ten codes sent a day on an account's own allowance; nobody to send to counts for nothing", async () => {
    const user = await newUser();
    const send = { userId: user.id, email: user.email };
    const own = [ownCodes(user.id)];
    const answers = [];
    for (let i = 0; i < CODE_REQUESTS_PER_DAY + 1; i++) {
      answers.push(await requestCode(codes(), { caps: own, purpose: "reset_password", send }, new Date(now.getTime() + i * 61_000)));
    }
    expect(answers.slice(0, CODE_REQUESTS_PER_DAY).every((answer) => answer.status === "sent")).toBe(true);
    expect(answers[CODE_REQUESTS_PER_DAY]).toMatchObject({ status: "limited" });
    // Another purpose counts against the same day.
    expect(await requestCode(codes(), { caps: own, purpose: "verify", send }, now)).toMatchObject({ status: "limited" });
    // The next day starts again.
    expect(await requestCode(codes(), { caps: own, purpose: "verify", send }, new Date("2026-11-25T00:00:01Z"))).toMatchObject({ status: "sent" });

    const nobody = typedNumberCodes("+201229999999", "10.9.0.1");
    const none = [];
    for (let i = 0; i < CODE_REQUESTS_PER_DAY + 5; i++)
      none.push((await requestCode(codes(), { caps: nobody, purpose: "reset_password", send: null }, now)).status);
    expect(none).toEqual(Array(CODE_REQUESTS_PER_DAY + 5).fill("none"));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%+201229999999%'").first("n")).toBe(0);
  });

  it("presses within the cooldown count for nothing: one sent and nine refused by the cooldown leave nine of the day", async () => {
    const user = await newUser();
    const ask = (at: Date) => requestCode(codes(), { caps: [ownCodes(user.id)], purpose: "verify", send: { userId: user.id, email: user.email } }, at);
    expect((await ask(now)).status).toBe("sent");
    for (let i = 1; i <= 9; i++) expect(await ask(new Date(now.getTime() + i * 5_000))).toMatchObject({ status: "wait" });
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(`codeRequestsDay:user:${user.id}`).first<{ count: number }>();
    expect(row!.count).toBe(1);
    // After the cooldown, codes go out again, until the day's ten.
    const sent = [];
    for (let i = 1; i <= CODE_REQUESTS_PER_DAY; i++) sent.push((await ask(new Date(now.getTime() + i * 61_000))).status);
    expect(sent).toEqual([...Array(CODE_REQUESTS_PER_DAY - 1).fill("sent"), "limited"]);
  });

  it("a typed number's codes never use up the owner's own allowance; one address gets three of the number's ten", async () => {
    const user = await newUser();
    const send = { userId: user.id, email: user.email };
    const production = "production";
    const from = (address: string) => typedNumberCodes(user.phone, address, production);
    const at = (minute: number) => new Date(now.getTime() + minute * 61_000);
    let minute = 0;
    const fromOne = [];
    for (let i = 0; i < 5; i++) fromOne.push((await requestCode(codes(), { caps: from("10.9.1.1"), purpose: "reset_password", send }, at(minute++))).status);
    expect(fromOne).toEqual(["sent", "sent", "sent", "limited", "limited"]);
    for (let i = 0; i < CODE_REQUESTS_PER_DAY; i++) await requestCode(codes(), { caps: from(`10.9.2.${i}`), purpose: "reset_password", send }, at(minute++));
    expect(await requestCode(codes(), { caps: from("10.9.3.1"), purpose: "reset_password", send }, at(minute++))).toMatchObject({ status: "limited" });
    // The owner's own allowance is whole.
    const own = [];
    for (let i = 0; i < CODE_REQUESTS_PER_DAY; i++)
      own.push((await requestCode(codes(), { caps: [ownCodes(user.id)], purpose: "verify", send }, at(minute++))).status);
    expect(own).toEqual(Array(CODE_REQUESTS_PER_DAY).fill("sent"));
  });

  it("after ten wrong codes in a day even the right code is refused; a right code before that clears the count", async () => {
    const user = await newUser();
    const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
    let first = await issueCode(codes(), user.id, "reset_password", user.email, now);
    for (let i = 0; i < 4; i++) expect((await checkCode(codes(), user.id, "reset_password", wrongFor(first), now)).status).toBe("invalid");
    expect((await checkCode(codes(), user.id, "reset_password", first, now)).status).toBe("ok");
    for (let round = 0; round < CODE_FAILURES_PER_DAY / 5; round++) {
      first = await issueCode(codes(), user.id, "reset_password", user.email, now);
      for (let i = 0; i < 5; i++) expect((await checkCode(codes(), user.id, "reset_password", wrongFor(first), now)).status).not.toBe("ok");
    }
    const last = await issueCode(codes(), user.id, "reset_password", user.email, now);
    expect(await checkCode(codes(), user.id, "reset_password", last, now)).toMatchObject({ status: "limited" });
    // Parallel checks cannot slip past the day's cap either.
    const other = await newUser();
    const live = await issueCode(codes(), other.id, "verify", other.email, now);
    const parallel = await Promise.all(Array.from({ length: 30 }, () => checkCode(codes(), other.id, "verify", wrongFor(live), now)));
    expect(parallel.filter((result) => result.status !== "limited")).toHaveLength(CODE_FAILURES_PER_DAY);
  });

  it("wrong codes typed with the number on a signed-out screen never use up the owner's own checks", async () => {
    const user = await newUser();
    for (let i = 0; i < CODE_FAILURES_PER_DAY + 2; i++) await checkCodeFor(codes(), user.id, user.phone, "verify_phone", "000000", now);
    expect(await checkCodeFor(codes(), user.id, user.phone, "verify_phone", "000000", now)).toMatchObject({ status: "limited" });
    const code = await issueCode(codes(), user.id, "verify_phone", user.phone, now);
    expect(await checkCode(codes(), user.id, "verify_phone", code, now)).toMatchObject({ status: "ok" });
  });

  it("a number without an account is counted the same way and answered like a wrong code", async () => {
    const results = [];
    for (let i = 0; i < CODE_FAILURES_PER_DAY + 1; i++) results.push(await checkCodeFor(codes(), null, "+201228888888", "reset_password", "123456", now));
    expect(results.slice(0, CODE_FAILURES_PER_DAY).every((result) => result.status === "invalid")).toBe(true);
    expect(results[CODE_FAILURES_PER_DAY]).toMatchObject({ status: "limited" });
  });

  it("the public message is one for a wrong, expired, locked or missing code", () => {
    const keys = (["invalid", "expired", "locked", "missing"] as const).map((status) =>
      publicCodeError(status === "invalid" ? { status, remaining: 3 } : { status }),
    );
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(1);
    expect(keys[0]).toEqual({ key: "auth:errors.codeNotAccepted", values: {}, status: 400 });
    expect(publicCodeError({ status: "limited", retryAfter: 7200 })).toEqual({ key: "auth:errors.codeChecksPerDay", values: { hours: 2 }, status: 429 });
  });
});
