import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmPhoneCode, confirmVerificationCode, registerAccount, sendPhoneCode } from "~/features/auth/registration.server";
import { getUserById, markVerified, updateProfile } from "~/features/auth/accounts.server";
import { CODE_REQUESTS_PER_DAY } from "~/features/auth/codes.server";
import { getPublicAd } from "~/features/ads/queries.server";
import { getSellerProfile } from "~/features/traders/queries.server";
import { LIMITS } from "~/server/rate-limit.server";
import { listOutbox } from "~/server/mail.server";
import { codeSms, fitsOneSegment, listSmsOutbox } from "~/server/sms.server";
import { isVerifiedAccount, type User } from "~/server/user.server";
import { loader as smsLoader } from "~/routes/dev.sms";
import { testConfig } from "./helpers/config";
import { createTestEnv } from "./helpers/db";

// Phone verification by SMS, against a real local D1 with
// the SMS outbox adapter: what is sent and to whom, what the account then
// holds, the limits (per address, per account and day, per number and day,
// the cooldown), expiry, a number changed meanwhile, and that an e-mailed
// code verifies the e-mail only.

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
    username: `sms${serial}`,
    email: `sms${serial}@example.com`,
    phone: `+20156${String(serial).padStart(7, "0")}`,
    password: "secret-pass-1",
  };
}

async function newAccount(clientAddress: string): Promise<User> {
  const registered = await registerAccount(contextFor(clientAddress), person());
  if (!registered.ok) throw new Error("not registered");
  return registered.user;
}

const smsTo = async (phone: string) => listSmsOutbox({ db: env.DB }, { to: phone });
const stamps = (id: number) =>
  env.DB.prepare("SELECT phone_verified_at, email_verified_at FROM users WHERE id = ?1")
    .bind(id)
    .first<{ phone_verified_at: string | null; email_verified_at: string | null }>();
/** Moves the user's codes 61 seconds into the past: the cooldown is over. */
const endCooldown = (userId: number) =>
  env.DB.prepare("UPDATE verification_codes SET created_at = datetime(created_at, '-61 seconds') WHERE user_id = ?1").bind(userId).run();
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("the SMS code from the account's verification tab", () => {
  it("goes by SMS to the account's number in its language; the right code marks the phone verified, and only the phone", async () => {
    const context = contextFor("10.1.0.1");
    const user = await newAccount("10.1.0.1");
    expect(await sendPhoneCode(context, user)).toEqual({ ok: true, sent: true });
    const [sms] = await smsTo(user.phone);
    expect(sms).toMatchObject({ kind: "verify_phone", language: "ar", status: "sent", code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.body).toContain("رمز تأكيد رقمك في سوق");
    // The SMS code is not e-mailed.
    expect((await listOutbox({ db: env.DB }, { to: user.email })).map((mail) => mail.code)).not.toContain(sms.code);

    expect(await confirmPhoneCode(context, user.id, wrongFor(sms.code!))).toMatchObject({
      ok: false,
      refusal: { status: 400, key: "auth:errors.codeWrong", values: { remaining: 4 } },
    });
    expect((await stamps(user.id))?.phone_verified_at).toBeNull();
    expect(await confirmPhoneCode(context, user.id, sms.code!)).toEqual({ ok: true });
    expect(await stamps(user.id)).toMatchObject({ phone_verified_at: expect.any(String), email_verified_at: null });
    const after = (await getUserById({ db: env.DB }, user.id))!;
    expect(after).toMatchObject({ phoneVerified: true, emailVerified: false, verified: true });
    // A code is used once.
    expect(await confirmPhoneCode(context, user.id, sms.code!)).toMatchObject({ ok: false, refusal: { key: "auth:errors.codeMissing" } });
  });

  it("is written in English for an English-speaking account and fits one SMS in both languages", () => {
    const arabic = codeSms({ to: "+201011111111", code: "123456", language: "ar" });
    const english = codeSms({ to: "+201011111111", code: "123456", language: "en" });
    expect(english.text).toContain("Your Souq phone code: 123456");
    expect(arabic.text).toContain("123456");
    expect(fitsOneSegment(arabic.text)).toBe(true);
    expect(fitsOneSegment(english.text)).toBe(true);
    // The rule itself: Arabic is UCS-2, 70 characters a segment.
    expect(fitsOneSegment("ا".repeat(71))).toBe(false);
    expect(fitsOneSegment("a".repeat(160))).toBe(true);
  });

  it("an expired code is refused and the phone stays unverified", async () => {
    const context = contextFor("10.1.0.2");
    const user = await newAccount("10.1.0.2");
    await sendPhoneCode(context, user);
    const [sms] = await smsTo(user.phone);
    await env.DB.prepare("UPDATE verification_codes SET expires_at = datetime('now', '-1 minute') WHERE user_id = ?1 AND purpose = 'verify_phone'")
      .bind(user.id)
      .run();
    expect(await confirmPhoneCode(context, user.id, sms.code!)).toMatchObject({ ok: false, refusal: { status: 400, key: "auth:errors.codeExpired" } });
    expect((await stamps(user.id))?.phone_verified_at).toBeNull();
  });

  it("a code sent to a number the account no longer has verifies nothing", async () => {
    const context = contextFor("10.1.0.3");
    const user = await newAccount("10.1.0.3");
    await sendPhoneCode(context, user);
    const [sms] = await smsTo(user.phone);
    const newPhone = person().phone;
    expect(await updateProfile({ db: env.DB }, user, { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: newPhone })).toMatchObject(
      {
        ok: true,
        phoneChanged: true,
      },
    );
    expect(await confirmPhoneCode(context, user.id, sms.code!)).toMatchObject({ ok: false, refusal: { status: 422, key: "auth:sms.numberChanged" } });
    expect((await stamps(user.id))?.phone_verified_at).toBeNull();
  });
});

describe("changing the phone number", () => {
  it("clears the phone's verification, and the account stays verified only through its e-mail", async () => {
    const context = contextFor("10.1.0.4");
    const user = await newAccount("10.1.0.4");
    await sendPhoneCode(context, user);
    expect(await confirmPhoneCode(context, user.id, (await smsTo(user.phone))[0].code!)).toEqual({ ok: true });
    // The same number again keeps the mark.
    await updateProfile({ db: env.DB }, user, { firstName: "Hoda", lastName: user.lastName, email: user.email, phone: user.phone });
    expect((await stamps(user.id))?.phone_verified_at).not.toBeNull();
    await updateProfile({ db: env.DB }, user, { firstName: "Hoda", lastName: user.lastName, email: user.email, phone: person().phone });
    expect((await stamps(user.id))?.phone_verified_at).toBeNull();
    expect((await getUserById({ db: env.DB }, user.id))?.verified).toBe(false);
  });
});

describe("the limits", () => {
  it("tells the cooldown; presses within it use up nothing, and after it codes go out until the account's day is used up", async () => {
    // Each request from its own address, so that only the account's and the number's days are reached.
    let address = 0;
    const ask = (user: User) => sendPhoneCode(contextFor(`10.1.5.${++address}`), user);
    const user = await newAccount("10.1.0.5");
    // The sign-up's e-mailed code counted once against the account's day: nine are left.
    expect(await ask(user)).toEqual({ ok: true, sent: true });
    expect(await ask(user)).toMatchObject({ ok: false, refusal: { status: 429, key: "auth:errors.resendWait", values: { seconds: expect.any(Number) } } });
    for (let i = 0; i < 8; i++) expect(await ask(user)).toMatchObject({ ok: false, refusal: { key: "auth:errors.resendWait" } });
    // One sent and nine refused by the cooldown: once it is over, another code goes out.
    await endCooldown(user.id);
    expect(await ask(user)).toEqual({ ok: true, sent: true });
    for (let i = 2; i < CODE_REQUESTS_PER_DAY - 1; i++) {
      await endCooldown(user.id);
      expect(await ask(user)).toEqual({ ok: true, sent: true });
    }
    await endCooldown(user.id);
    expect(await ask(user)).toMatchObject({ ok: false, refusal: { status: 429, key: "auth:errors.codeRequestsPerDay" } });
    expect(await smsTo(user.phone)).toHaveLength(CODE_REQUESTS_PER_DAY - 1);
  });

  it("counts a number's day whichever account asks: another account that takes the number is refused", async () => {
    const first = await newAccount("10.1.0.6");
    const phone = first.phone;
    for (let i = 0; i < CODE_REQUESTS_PER_DAY; i++) {
      await endCooldown(first.id);
      await sendPhoneCode(contextFor(`10.1.6.${i}`), first);
    }
    // The first account moves to another number; a second account takes this one, with a fresh day of its own.
    await updateProfile({ db: env.DB }, first, { firstName: first.firstName, lastName: first.lastName, email: first.email, phone: person().phone });
    const second = await newAccount("10.1.0.7");
    await updateProfile({ db: env.DB }, second, { firstName: second.firstName, lastName: second.lastName, email: second.email, phone });
    // The first account's day held its sign-up's e-mail and nine SMS: the number takes one more, then no other.
    expect(await smsTo(phone)).toHaveLength(CODE_REQUESTS_PER_DAY - 1);
    expect(await sendPhoneCode(contextFor("10.1.0.8"), { ...second, phone })).toEqual({ ok: true, sent: true });
    await endCooldown(second.id);
    const refused = await sendPhoneCode(contextFor("10.1.0.8"), { ...second, phone });
    expect(refused).toMatchObject({ ok: false, refusal: { status: 429, key: "auth:errors.codeRequestsPerDay" } });
    expect(await smsTo(phone)).toHaveLength(CODE_REQUESTS_PER_DAY);
  });

  it("refuses past the address's limit on code requests, before anything is sent", async () => {
    const context = contextFor("10.1.0.9");
    for (let i = 0; i < LIMITS.codeRequestAddress.max; i++) expect((await sendPhoneCode(context, await newAccount(`10.1.1.${i}`))).ok).toBe(true);
    const last = await newAccount("10.1.2.1");
    expect(await sendPhoneCode(context, last)).toMatchObject({ ok: false, refusal: { status: 429, key: "auth:errors.tooManyAttempts" } });
    expect(await smsTo(last.phone)).toHaveLength(0);
  });
});

describe("the code screen after sign-up", () => {
  it("takes the newest code asked for: the SMS one verifies the phone, and an e-mailed one verifies the e-mail only", async () => {
    const context = contextFor("10.1.0.10");
    const byPhone = await newAccount("10.1.0.10");
    expect(await sendPhoneCode(context, byPhone)).toEqual({ ok: true, sent: true });
    const [sms] = await smsTo(byPhone.phone);
    expect(await confirmVerificationCode(context, byPhone.phone, byPhone, sms.code!, { knownAccount: true })).toEqual({ ok: true, userId: byPhone.id });
    expect(await stamps(byPhone.id)).toMatchObject({ phone_verified_at: expect.any(String), email_verified_at: null });

    const byMail = await newAccount("10.1.0.11");
    const [mail] = await listOutbox({ db: env.DB }, { to: byMail.email, limit: 1 });
    expect(await confirmVerificationCode(context, byMail.phone, byMail, mail.code!, { knownAccount: true })).toEqual({ ok: true, userId: byMail.id });
    expect(await stamps(byMail.id)).toMatchObject({ phone_verified_at: null, email_verified_at: expect.any(String) });
    expect((await getUserById({ db: env.DB }, byMail.id))?.verified).toBe(true);
  });
});

describe("what counts as verified", () => {
  it("an account is verified when its e-mail or its phone is", () => {
    expect(isVerifiedAccount({ email_verified_at: null, phone_verified_at: null })).toBe(false);
    expect(isVerifiedAccount({ email_verified_at: "2026-01-01 00:00:00", phone_verified_at: null })).toBe(true);
    expect(isVerifiedAccount({ email_verified_at: null, phone_verified_at: "2026-01-01 00:00:00" })).toBe(true);
  });

  it("the ad page and the seller's page say 'phone verified' only for a phone verified by SMS", async () => {
    const context = contextFor("10.1.0.12");
    const user = await newAccount("10.1.0.12");
    await markVerified({ db: env.DB }, user.id);
    await env.DB.prepare("INSERT OR IGNORE INTO categories (id, slug, name, name_en) VALUES (1, 'mobiles', 'موبايلات', 'Mobiles')").run();
    const { meta } = await env.DB.prepare(
      `INSERT INTO ads (user_id, name, description, price, category_id, status, expires_at, latitude, longitude, address)
       VALUES (?1, 'هاتف', 'هاتف للبيع بحالة جيدة', 10, 1, 'approved', datetime('now', '+30 days'), 30.05, 31.34, 'القاهرة')`,
    )
      .bind(user.id)
      .run();
    const adId = Number(meta.last_row_id);
    const before = await getPublicAd({ db: env.DB }, adId);
    expect(before?.seller_phone_verified).toBe(0);
    expect((await getSellerProfile({ db: env.DB }, user.id))?.phone_verified).toBe(0);
    await sendPhoneCode(context, user);
    await confirmPhoneCode(context, user.id, (await smsTo(user.phone))[0].code!);
    expect((await getPublicAd({ db: env.DB }, adId))?.seller_phone_verified).toBe(1);
    expect((await getSellerProfile({ db: env.DB }, user.id))?.phone_verified).toBe(1);
  });
});

describe("the SMS outbox page", () => {
  const args = (config: ReturnType<typeof testConfig>) =>
    ({ request: new Request(`${config.SITE_URL}/dev/sms`), context: { db: env.DB, config, t: (key: string) => key }, params: {} }) as never;
  const statusOf = async (promise: Promise<unknown>) => {
    try {
      return ((await promise) as Response).status;
    } catch (error) {
      return (error as Response).status;
    }
  };

  it("opens on a local development or test site and is a 404 anywhere else", async () => {
    expect(await statusOf(smsLoader(args(testConfig({ APP_ENV: "test" }))))).toBe(200);
    expect(await statusOf(smsLoader(args(testConfig({ APP_ENV: "production" }))))).toBe(404);
    expect(await statusOf(smsLoader(args(testConfig({ APP_ENV: "development", SITE_URL: "https://souq.example" }))))).toBe(404);
  });
});
