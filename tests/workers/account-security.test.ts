import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, findUserByPhone, markVerified } from "~/features/auth/accounts.server";
import { findApiTokenUser, issueApiToken } from "~/server/api-tokens.server";
import { issueCode } from "~/features/auth/codes.server";
import { takeToast } from "~/server/flash.server";
import { listOutbox } from "~/server/mail.server";
import { listSmsOutbox } from "~/server/sms.server";
import { getOptionalUser, startSession } from "~/server/session.server";
import * as accountPage from "~/routes/account._index";
import * as accountVerifyPage from "~/routes/account.verify";
import * as changePasswordPage from "~/routes/auth.change-password";
import * as forgetPasswordPage from "~/routes/auth.forget-password";
import * as signinPage from "~/routes/auth.signin";
import * as verificationPage from "~/routes/auth.verification";
import * as verification2Page from "~/routes/auth.verification2";
import type { Language } from "~/lib/i18n";
import { call, config, formOf, makeContext } from "./api-helpers";
import { createTestEnv } from "./helpers/db";
import { apiRoutes } from "./api-route-table";

const apiLogin = apiRoutes["/user/login"];
const apiResend = apiRoutes["/user/resend-code"];
const apiUpdateProfile = apiRoutes["/user/update-profile"];
const apiVerify = apiRoutes["/user/verify"];

// Sign-in, codes, sessions and password changes through the pages' and the API's route modules on a
// real local D1: what a visitor gets back and what the database holds.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });
const codes = () => ({ db: env.DB, secret: config.SESSION_SECRET });

function nextPhone(): string {
  serial += 1;
  return `+20112${String(serial).padStart(7, "0")}`;
}

/** A (verified) account made with the domain modules; the phone is E.164. */
async function person({ verified = true, language = "ar" }: { verified?: boolean; language?: Language } = {}) {
  const phone = nextPhone();
  const created = await createUser(db(), {
    accountType: "customer",
    firstName: "Mona",
    lastName: "Hassan",
    username: `sec${serial}`,
    email: `sec${serial}@example.com`,
    phone,
    password: "secret-pass-1",
    language,
  });
  if (!created.ok) throw new Error("conflict");
  if (verified) await markVerified(db(), created.user.id);
  return { ...created.user, password: "secret-pass-1", local: `0${phone.slice(3)}` };
}

type Route = { loader?: (args: never) => Promise<Response>; action?: (args: never) => Promise<Response> };

interface Visit {
  status: number;
  location: string | null;
  body: any;
  /** "name=value" of every cookie the answer set. */
  cookies: Record<string, string>;
  toast: string | null;
}

/** One request to a page's loader (GET) or action (POST), as Remix would make it. */
async function visit(
  route: Route,
  path: string,
  { form, cookie = "", address = "10.9.9.9", language = "ar" }: { form?: FormData; cookie?: string; address?: string; language?: Language } = {},
): Promise<Visit> {
  const { context, cookies } = await makeContext(env, language, address);
  const request = new Request(new URL(path, config.SITE_URL), { method: form ? "POST" : "GET", headers: cookie ? { Cookie: cookie } : {}, body: form });
  let response: Response;
  try {
    response = await (form ? route.action! : route.loader!)({ request, context, params: {} } as never);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  // What the browser is sent: the cookies the request added (the worker appends them) and those on the answer itself.
  const set = Object.fromEntries(
    [...cookies, ...response.headers.getSetCookie()].map((line) => line.split(";")[0]).map((pair) => [pair.slice(0, pair.indexOf("=")), pair]),
  );
  let toast: string | null = null;
  if (set.__flash) {
    const flash = await takeToast(new Request(config.SITE_URL, { headers: { Cookie: set.__flash } }), (await makeContext(env)).context);
    toast = flash?.key ?? null;
  }
  const isJson = response.headers.get("Content-Type")?.includes("json");
  return { status: response.status, location: response.headers.get("Location"), body: isJson ? await response.json() : null, cookies: set, toast };
}

/** Moves the user's codes 61 seconds into the past: the cooldown is over. */
const endCooldown = (userId: number) =>
  env.DB.prepare("UPDATE verification_codes SET created_at = datetime(created_at, '-61 seconds') WHERE user_id = ?1").bind(userId).run();

/** The errors a form shows (conform's reply), or null. */
const errorsOf = (answer: Visit) => answer.body?.result?.error ?? null;

async function sessionCookie(userId: number): Promise<string> {
  const { context, cookies } = await makeContext(env);
  await startSession(new Request(`${config.SITE_URL}/auth/signin`, { method: "POST" }), context, userId);
  return cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
}

async function signedInAs(cookie: string) {
  const { context } = await makeContext(env);
  return getOptionalUser(new Request(`${config.SITE_URL}/account`, { headers: { Cookie: cookie } }), context);
}

// ---- a password change or reset ends everything the old password opened ---------------------

describe("a password change or reset ends everything the old password opened", () => {
  it("the account page revokes the API tokens and the other sessions, and moves this browser to a new session id", async () => {
    const user = await person();
    const token = await issueApiToken(db(), user.id);
    const here = await sessionCookie(user.id);
    const elsewhere = await sessionCookie(user.id);
    const answer = await visit(accountPage, "/account", {
      cookie: here,
      form: formOf({ intent: "password", currentPassword: user.password, newPassword: "changed-pass-2", confirmPassword: "changed-pass-2" }),
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/account");
    expect(answer.toast).toBe("account:toasts.passwordChanged");
    // A token taken with the old password no longer works.
    expect(await findApiTokenUser(db(), token.token)).toBeNull();
    expect(await signedInAs(elsewhere)).toBeNull();
    // This browser: the old cookie is dead, the new one (another id) signs it in.
    expect(await signedInAs(here)).toBeNull();
    const renewed = answer.cookies.__session;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(here);
    expect((await signedInAs(renewed))?.id).toBe(user.id);
  });

  it("a reset by e-mailed code revokes the API tokens and every session", async () => {
    const user = await person();
    const token = await issueApiToken(db(), user.id);
    const session = await sessionCookie(user.id);
    const code = await issueCode(codes(), user.id, "reset_password", user.email);
    const answer = await visit(changePasswordPage, "/auth/change-password", {
      form: formOf({ phone: user.local, code, password: "brand-new-pass", confirmPassword: "brand-new-pass" }),
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth/signin");
    expect(await findApiTokenUser(db(), token.token)).toBeNull();
    expect(await signedInAs(session)).toBeNull();
  });
});

// ---- the sign-in lockout holds under parallel requests --------------------------------------

describe("the sign-in lockout holds under parallel requests", () => {
  it("30 wrong passwords at once on the sign-in page: at most 5 are checked, the rest get 429, and the right one waits too", async () => {
    const user = await person();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: `wrong-${i}` }), address: `10.4.0.${i + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const right = await visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: user.password }), address: "10.4.1.1" });
    expect(right.status).toBe(429);
    expect(JSON.stringify(errorsOf(right))).toContain("محاولات كثيرة");
  });

  it("30 wrong passwords at once on the API's login: at most 5 are checked, the rest get 429", async () => {
    const user = await person();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(env, apiLogin, "/public/api/user/login", { json: { phone_number: user.phone, password: `wrong-${i}` } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
  });

  it("a right password clears the phone's failures", async () => {
    const user = await person();
    for (let i = 0; i < 4; i++)
      expect((await visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: "nope-nope" }) })).status).toBe(400);
    expect((await visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: user.password }) })).status).toBe(302);
    for (let i = 0; i < 5; i++)
      expect((await visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: "nope-nope" }) })).status).toBe(400);
    expect((await visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: "nope-nope" }) })).status).toBe(429);
  });
});

// ---- codes are capped per account and per day, whatever address asks ------------------------

describe("codes are capped per account and per day, whatever address asks", () => {
  it("a stranger who knows the number cannot lock its owner out: signed-out requests never use up the owner's own codes", async () => {
    const user = await person();
    const mails = async () => (await listOutbox(db(), { to: user.email })).length;
    // Twelve signed-out verification requests with the owner's number, from one address and from many: all answered alike.
    for (let i = 0; i < 12; i++) {
      const answer = await visit(verificationPage, "/auth/verification", { form: formOf({ phone: user.local }), address: i < 6 ? "10.5.0.1" : `10.5.0.${i}` });
      expect(answer.status, `request ${i + 1}`).toBe(302);
    }
    // Forgotten-password requests from one address: answered alike, and at most three codes go out because of it.
    for (let i = 0; i < 6; i++) {
      const answer = await visit(forgetPasswordPage, "/auth/forget-password", { form: formOf({ phone: user.local }), address: "10.5.2.1" });
      expect(answer.status, `reset ${i + 1}`).toBe(302);
      await endCooldown(user.id);
    }
    expect(await mails()).toBe(3);
    // The owner, signed in, still gets an SMS code…
    const cookie = await sessionCookie(user.id);
    const sms = await visit(accountVerifyPage, "/account/verify", { cookie, form: formOf({ intent: "send-sms" }), address: "10.5.3.1" });
    expect(sms.status).toBeLessThan(400);
    expect(await listSmsOutbox(db(), { to: user.phone })).toHaveLength(1);
    // …and, signed out, a reset code from their own address.
    const reset = await visit(forgetPasswordPage, "/auth/forget-password", { form: formOf({ phone: user.local }), address: "10.5.4.1" });
    expect(reset.status).toBe(302);
    expect(await mails()).toBe(4);
  });

  it("reset codes: after ten wrong codes in a day, even the right code is refused, from any address", async () => {
    const user = await person();
    const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
    let address = 0;
    const attempt = (code: string) =>
      visit(changePasswordPage, "/auth/change-password", {
        form: formOf({ phone: user.local, code, password: "brand-new-pass", confirmPassword: "brand-new-pass" }),
        address: `10.6.0.${++address}`,
      });
    for (let round = 0; round < 2; round++) {
      const code = await issueCode(codes(), user.id, "reset_password", user.email);
      for (let i = 0; i < 5; i++) expect((await attempt(wrongFor(code))).status).toBe(400);
    }
    const code = await issueCode(codes(), user.id, "reset_password", user.email);
    const refused = await attempt(code);
    expect(refused.status).toBe(429);
    expect(errorsOf(refused).code[0]).toMatch(/^رموز خاطئة كثيرة اليوم\. حاول مرة أخرى بعد [٠-٩]+ ساعة\.$/);
    // The password did not change.
    expect((await visit(signinPage, "/auth/signin", { form: formOf({ phone: user.local, password: user.password }), address: "10.6.9.9" })).status).toBe(302);
  });
});

// ---- the same answer for a number with an account and one without ---------------------------

describe("the same answer for a number with an account and one without", () => {
  it("change-password: a known number without a pending code and an unknown number read the same", async () => {
    const known = await person();
    const unknown = `0${nextPhone().slice(3)}`;
    const post = (phone: string) =>
      visit(changePasswordPage, "/auth/change-password", {
        form: formOf({ phone, code: "123456", password: "brand-new-pass", confirmPassword: "brand-new-pass" }),
      });
    for (let i = 0; i < 2; i++) {
      const [a, b] = [await post(known.local), await post(unknown)];
      expect(a.status).toBe(b.status);
      expect(errorsOf(a)).toEqual(errorsOf(b));
    }
  });

  it("change-password: wrong tries on a live code read the same as on an unknown number", async () => {
    const known = await person();
    const code = await issueCode(codes(), known.id, "reset_password", known.email);
    const unknown = `0${nextPhone().slice(3)}`;
    const wrong = code === "000000" ? "111111" : "000000";
    const post = (phone: string) =>
      visit(changePasswordPage, "/auth/change-password", {
        form: formOf({ phone, code: wrong, password: "brand-new-pass", confirmPassword: "brand-new-pass" }),
      });
    for (let i = 0; i < 6; i++) {
      const [a, b] = [await post(known.local), await post(unknown)];
      expect(a.status, `try ${i + 1}`).toBe(b.status);
      expect(errorsOf(a), `try ${i + 1}`).toEqual(errorsOf(b));
    }
  });

  it("verification from a typed number: the code screen, a resend and a wrong code read the same", async () => {
    const waiting = await person({ verified: false });
    const unknown = `0${nextPhone().slice(3)}`;
    async function journey(phone: string) {
      const start = await visit(verificationPage, "/auth/verification", { form: formOf({ phone }) });
      const cookie = start.cookies.__verify;
      const screen = await visit(verification2Page, "/auth/verification2", { cookie });
      const resend = await visit(verification2Page, "/auth/verification2", { cookie, form: formOf({ intent: "resend" }) });
      const again = await visit(verification2Page, "/auth/verification2", { cookie, form: formOf({ intent: "resend" }) });
      const wrong = await visit(verification2Page, "/auth/verification2", { cookie, form: formOf({ intent: "verify", code: "123456" }) });
      const { phone: _shown, ...rest } = screen.body;
      return {
        start: [start.status, start.location, start.toast],
        screen: rest,
        resend: [resend.status, resend.location, resend.toast, errorsOf(resend)],
        again: [again.status, again.location, again.toast, errorsOf(again)],
        wrong: [wrong.status, errorsOf(wrong)],
      };
    }
    const a = await journey(waiting.local);
    const b = await journey(unknown);
    expect(a).toEqual(b);
    expect(a.screen).toMatchObject({ sentTo: null, wait: 0 });
    // The account's owner still got a code.
    expect((await listOutbox(db(), { to: waiting.email })).filter((mail) => mail.kind === "verify").length).toBeGreaterThan(0);
  });

  it("the API's resend-code and verify read the same for both", async () => {
    const waiting = await person({ verified: false });
    const unknown = nextPhone();
    async function journey(phone: string) {
      const first = await call(env, apiResend, "/public/api/user/resend-code", { json: { phone_number: phone } });
      const second = await call(env, apiResend, "/public/api/user/resend-code", { json: { phone_number: phone } });
      const wrong = await call(env, apiVerify, "/public/api/user/verify", { json: { phone_number: phone, code: "123456" } });
      return [first.status, first.body, second.status, second.body, wrong.status, wrong.body];
    }
    expect(await journey(waiting.phone)).toEqual(await journey(unknown));
  });
});

// ---- a new e-mail or phone number asks for the current password -----------------------------

describe("a new e-mail or phone number asks for the current password", () => {
  const profileForm = (user: Awaited<ReturnType<typeof person>>, changes: Record<string, string>) =>
    formOf({ intent: "profile", firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.local, ...changes });

  it("account page: no password or a wrong one changes nothing; the right one saves, unverifies the new phone and tells the old address", async () => {
    const user = await person({ language: "en" });
    const cookie = await sessionCookie(user.id);
    const newPhone = nextPhone();
    const newLocal = `0${newPhone.slice(3)}`;
    const missing = await visit(accountPage, "/account", { cookie, form: profileForm(user, { phone: newLocal }) });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing).currentPassword).toEqual(["account:errors.currentPasswordRequired"]);
    const wrong = await visit(accountPage, "/account", {
      cookie,
      form: profileForm(user, { phone: newLocal, email: "other@example.com", currentPassword: "not-my-password" }),
    });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).currentPassword).toEqual(["account:errors.wrongPassword"]);
    // The typed password is never sent back.
    expect(JSON.stringify(wrong.body)).not.toContain("not-my-password");
    const unchanged = (await findUserByPhone(db(), user.phone))!;
    expect(unchanged).toMatchObject({ id: user.id, email: user.email, pendingEmail: null, verified: true });
    expect(await listOutbox(db(), { to: "other@example.com" })).toEqual([]);

    // Names alone need no password.
    const names = await visit(accountPage, "/account", { cookie, form: profileForm(user, { firstName: "Salma" }) });
    expect(names.status).toBe(302);

    // The old number was verified by SMS; the new one is not, and the account stays verified through its e-mail.
    await env.DB.prepare("UPDATE users SET phone_verified_at = datetime('now') WHERE id = ?1").bind(user.id).run();
    expect((await findUserByPhone(db(), user.phone))!.phoneVerified).toBe(true);
    const saved = await visit(accountPage, "/account", {
      cookie,
      form: profileForm(user, { firstName: "Salma", phone: newLocal, currentPassword: user.password }),
    });
    expect(saved.status).toBe(302);
    const after = (await findUserByPhone(db(), newPhone))!;
    expect(after).toMatchObject({ id: user.id, phoneVerified: false, emailVerified: true, verified: true });
    const [notice] = await listOutbox(db(), { to: user.email });
    expect(notice).toMatchObject({ kind: "account_notice", language: "en", subject: "The phone number of your Souq account was changed", code: null });
    expect(notice.body).toContain("Hello Salma,");
    expect(notice.body).not.toContain(newLocal);
    expect(notice.body).toContain(newLocal.slice(-2));
  });

  it("account page: a new e-mail with the password waits for its code; once confirmed, the old address is told in the user's language", async () => {
    const user = await person();
    const cookie = await sessionCookie(user.id);
    const saved = await visit(accountPage, "/account", { cookie, form: profileForm(user, { email: `new-${user.email}`, currentPassword: user.password }) });
    expect(saved.status).toBe(302);
    expect(saved.toast).toBe("account:toasts.profileUpdatedConfirmEmail");
    const [mail] = await listOutbox(db(), { to: `new-${user.email}` });
    const confirmed = await visit(accountPage, "/account", { cookie, form: formOf({ intent: "confirmEmail", code: mail.code! }) });
    expect(confirmed.status).toBe(302);
    expect((await findUserByPhone(db(), user.phone))!.email).toBe(`new-${user.email}`);
    const [notice] = await listOutbox(db(), { to: user.email });
    expect(notice).toMatchObject({ kind: "account_notice", language: "ar", subject: "تم تغيير البريد الإلكتروني لحسابك في سوق" });
    expect(notice.body).toContain("ne•••@example.com");
  });

  it("API update-profile: the same rule with current_password (422 on the field, nothing changes)", async () => {
    const user = await person();
    const { token } = await issueApiToken(db(), user.id);
    const newPhone = nextPhone();
    const missing = await call(env, apiUpdateProfile, "/public/api/user/update-profile", { token, json: { phone_number: newPhone }, language: "en" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ["Enter your password to change the e-mail or the phone number"] });
    const wrong = await call(env, apiUpdateProfile, "/public/api/user/update-profile", {
      token,
      json: { email: "x@example.com", current_password: "nope-nope" },
      language: "en",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ["The current password is not correct"] });
    expect(await findUserByPhone(db(), newPhone)).toBeNull();
    expect((await findUserByPhone(db(), user.phone))!.pendingEmail).toBeNull();
    const names = await call(env, apiUpdateProfile, "/public/api/user/update-profile", { token, json: { name: "Mona Hassan Ali" } });
    expect(names.status).toBe(200);
    await env.DB.prepare("UPDATE users SET phone_verified_at = datetime('now') WHERE id = ?1").bind(user.id).run();
    const saved = await call(env, apiUpdateProfile, "/public/api/user/update-profile", {
      token,
      json: { phone_number: newPhone, current_password: user.password },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.user).toMatchObject({ phone_number: newPhone, phone_verified_at: null });
    expect((await listOutbox(db(), { to: user.email }))[0]).toMatchObject({ kind: "account_notice", language: "ar" });
  });
});
