import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOwnCode, confirmVerificationCode, registerAccount, sendOwnCode, sendVerificationCode } from "~/features/auth/registration.server";
import { getUserById } from "~/features/auth/accounts.server";
import { LIMITS } from "~/server/rate-limit.server";
import { listOutbox } from "~/server/mail.server";
import { testConfig } from "./helpers/config";
import { createTestEnv } from "./helpers/db";

// The sign-up and code use-cases the pages and the API share
// (app/features/auth/registration.server.ts), against a real local D1: what
// they store, what they e-mail, and the refusals both adapters turn into
// their answers.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

/** Each test its own client address, so the address limits are its own. */
const contextFor = (clientAddress: string, config = testConfig({ APP_ENV: "development" })) => ({ db: env.DB, config, clientAddress, language: "ar" as const });

function person() {
  serial += 1;
  return {
    accountType: "customer" as const,
    firstName: "Huda",
    lastName: "Saber",
    username: `huda${serial}`,
    email: `huda${serial}@example.com`,
    phone: `+20155${String(serial).padStart(7, "0")}`,
    password: "secret-pass-1",
  };
}

const codeIn = async (email: string) => (await listOutbox({ db: env.DB }, { to: email, limit: 1 }))[0]?.code ?? null;
const countUsers = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())!.n;

describe("registerAccount", () => {
  it("stores an unverified account and e-mails its code; a taken phone or e-mail is told, not stored", async () => {
    const context = contextFor("10.0.0.1");
    const input = person();
    const registered = await registerAccount(context, input);
    expect(registered.ok).toBe(true);
    if (!registered.ok) return;
    expect(registered.user.verified).toBe(false);
    expect(await codeIn(input.email)).toMatch(/^\d{6}$/);
    const before = await countUsers();
    const again = await registerAccount(context, { ...person(), phone: input.phone, email: input.email });
    expect(again).toEqual({ ok: false, conflicts: expect.arrayContaining(["phone", "email"]) });
    expect(await countUsers()).toBe(before);
  });

  it("makes another username once when only a made-up one is taken", async () => {
    const context = contextFor("10.0.0.2");
    const first = person();
    await registerAccount(context, first);
    const registered = await registerAccount(context, { ...person(), username: first.username }, { otherUsername: () => `${first.username}-2` });
    expect(registered.ok && registered.user.username).toBe(`${first.username}-2`);
  });

  it("refuses past the address's sign-up limit, with the wait, and stores nothing", async () => {
    const context = contextFor("10.0.0.3");
    for (let i = 0; i < LIMITS.signupAddress.max; i++) expect((await registerAccount(context, person())).ok).toBe(true);
    const before = await countUsers();
    const refused = await registerAccount(context, person());
    expect(refused).toMatchObject({ ok: false, refusal: { status: 429, key: "auth:errors.tooManyAttempts", values: { minutes: expect.any(Number) } } });
    expect(await countUsers()).toBe(before);
  });
});

describe("sendVerificationCode and confirmVerificationCode", () => {
  it("a wrong code is refused (only the sign-up's own screen is told why); the right one confirms the account", async () => {
    const context = contextFor("10.0.0.4");
    const input = person();
    const registered = await registerAccount(context, input);
    if (!registered.ok) throw new Error("not registered");
    const code = (await codeIn(input.email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await confirmVerificationCode(context, input.phone, registered.user, wrong, { knownAccount: true })).toMatchObject({
      ok: false,
      refusal: { status: 400, key: "auth:errors.codeWrong" },
    });
    // A visitor who typed the number gets the one answer for every failure.
    expect(await confirmVerificationCode(context, input.phone, registered.user, wrong)).toMatchObject({
      ok: false,
      refusal: { status: 400, key: "auth:errors.codeNotAccepted" },
    });
    expect(await confirmVerificationCode(context, input.phone, registered.user, code)).toEqual({ ok: true, userId: registered.user.id });
    expect((await getUserById({ db: env.DB }, registered.user.id))?.verified).toBe(true);
  });

  it("a resend within the cooldown is told only to the sign-up's own screen; a number without an account answers like one with", async () => {
    const context = contextFor("10.0.0.5");
    const input = person();
    const registered = await registerAccount(context, input);
    if (!registered.ok) throw new Error("not registered");
    expect(await sendVerificationCode(context, input.phone, registered.user, { tellWait: true })).toMatchObject({
      ok: false,
      refusal: { status: 429, key: "auth:errors.resendWait" },
    });
    expect(await sendVerificationCode(context, input.phone, registered.user)).toEqual({ ok: true, sent: false });
    expect(await sendVerificationCode(context, "+201099999999", null)).toEqual({ ok: true, sent: false });
  });
});

describe("sendOwnCode and checkOwnCode (the signed-in user's own account)", () => {
  it("e-mails a code to the address given, tells the cooldown, and says why a wrong code is not accepted", async () => {
    const context = contextFor("10.0.0.6");
    const input = person();
    const registered = await registerAccount(context, input);
    if (!registered.ok) throw new Error("not registered");
    const newAddress = `new-${input.email}`;
    expect(await sendOwnCode(context, registered.user, "change_email", newAddress)).toEqual({ ok: true });
    const code = (await codeIn(newAddress))!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await sendOwnCode(context, registered.user, "change_email", newAddress)).toMatchObject({
      ok: false,
      refusal: { status: 429, key: "auth:errors.resendWait" },
    });
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await checkOwnCode(context, registered.user.id, "change_email", wrong)).toMatchObject({
      ok: false,
      refusal: { status: 400, key: "auth:errors.codeWrong", values: { remaining: 4 } },
    });
    expect(await checkOwnCode(context, registered.user.id, "change_email", code)).toEqual({ ok: true, email: newAddress });
  });
});
