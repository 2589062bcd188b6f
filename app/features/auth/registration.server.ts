// Signing up and the verification code, once: the sign-up and code pages
// (routes/auth.*) and the API (api/users.server.ts) call these and
// only turn what they return into their own answer (a form's reply or a
// redirect; the API's JSON envelope). A refusal carries its translation key,
// values, status and wait, so both say the same thing.
import type { Context } from "~/server/context.server";
import { createUser, markPhoneVerified, markVerified, type Conflict, type NewAccount } from "~/features/auth/accounts.server";
import { type User } from "~/server/user.server";
import {
  checkCode,
  checkCodeFor,
  codeError,
  hoursUntil,
  ownCodes,
  publicCodeError,
  requestCode,
  smsToNumber,
  typedNumberCodes,
  type CodeCheck,
} from "~/features/auth/codes.server";
import { codeMail, trySendMail } from "~/server/mail.server";
import { codeSms, trySendSms } from "~/server/sms.server";
import { withRateLimit, type Refusal } from "~/server/rate-limit.server";

type AuthContext = Pick<Context, "db" | "config" | "clientAddress" | "language">;

const codeDeps = (context: AuthContext) => ({ db: context.db, secret: context.config.SESSION_SECRET });

const perDay = (retryAfter: number): Refusal => ({ status: 429, key: "auth:errors.codeRequestsPerDay", values: { hours: hoursUntil(retryAfter) }, retryAfter });
const cooldown = (seconds: number): Refusal => ({ status: 429, key: "auth:errors.resendWait", values: { seconds }, retryAfter: seconds });
/** Why a code was not accepted, told to the account's owner: locked or used-up checks are a 429. */
const notAccepted = (result: Exclude<CodeCheck, { status: "ok" }>): Refusal => ({
  ...codeError(result),
  status: result.status === "locked" || result.status === "limited" ? 429 : 400,
});

/** An SMS code whose number is no longer the account's (changed after it was sent). */
const numberChanged: Refusal = { status: 422, key: "auth:sms.numberChanged", values: {} };

export type Registration = { ok: true; user: User } | { ok: false; refusal: Refusal } | { ok: false; conflicts: Conflict[] };

/**
 * A new, unverified account, and its verification code e-mailed. Counted
 * against the address's sign-up limit first. `otherUsername`, for a caller
 * that made the username up itself, is asked once for another when only the
 * username is taken.
 */
export async function registerAccount(
  context: AuthContext,
  input: Omit<NewAccount, "language">,
  options: { otherUsername?: () => string } = {},
): Promise<Registration> {
  const refusal = await withRateLimit(context, "signupAddress");
  if (refusal) return { ok: false, refusal };
  const account = { ...input, language: context.language };
  let created = await createUser(context, account);
  if (!created.ok && options.otherUsername && created.conflicts.length === 1 && created.conflicts[0] === "username") {
    created = await createUser(context, { ...account, username: options.otherUsername() });
  }
  if (!created.ok) return { ok: false, conflicts: created.conflicts };
  const { user } = created;
  const asked = await requestCode(codeDeps(context), { caps: [ownCodes(user.id)], purpose: "verify", send: { userId: user.id, email: user.email } });
  if (asked.status === "sent")
    await trySendMail(context, codeMail("verify", { to: user.email, name: user.firstName, code: asked.code, language: context.language }));
  return { ok: true, user };
}

/**
 * A verification code for a phone number, e-mailed when the number's account
 * waits for one. The answer is the same whether or not it has an account,
 * unless `tellWait` (the code screen right after sign-up, whose account is
 * this browser's own) asks to be told that the cooldown has not ended. A
 * typed number's code counts against the number's and the address's
 * allowances, never the owner's own; when they are used up the answer is
 * still the same (nothing is sent), so a stranger can neither lock the owner
 * out nor learn whether the number has an account.
 */
export async function sendVerificationCode(
  context: AuthContext,
  phone: string,
  account: User | null,
  options: { tellWait?: boolean } = {},
): Promise<{ ok: true; sent: boolean } | { ok: false; refusal: Refusal }> {
  const refusal = await withRateLimit(context, "codeRequestAddress");
  if (refusal) return { ok: false, refusal };
  const waiting = account && !account.verified ? account : null;
  const asked = await requestCode(codeDeps(context), {
    caps: options.tellWait && waiting ? [ownCodes(waiting.id)] : typedNumberCodes(phone, context.clientAddress, context.config.APP_ENV),
    purpose: "verify",
    send: waiting ? { userId: waiting.id, email: waiting.email } : null,
  });
  if (asked.status === "limited" && options.tellWait) return { ok: false, refusal: perDay(asked.retryAfter) };
  if (asked.status === "wait" && options.tellWait) return { ok: false, refusal: cooldown(asked.seconds) };
  if (asked.status === "sent" && waiting) {
    await trySendMail(context, codeMail("verify", { to: waiting.email, name: waiting.firstName, code: asked.code, language: waiting.language }));
  }
  return { ok: true, sent: asked.status === "sent" };
}

/**
 * Checks a verification code and marks the account verified. A visitor who
 * typed a phone number gets one answer for a wrong, expired, locked or
 * never-sent code and for a number without an account; `knownAccount` (the
 * screen right after sign-up) says which it was.
 */
export async function confirmVerificationCode(
  context: AuthContext,
  phone: string,
  account: Pick<User, "id"> | null,
  code: string,
  options: { knownAccount?: boolean } = {},
): Promise<{ ok: true; userId: number } | { ok: false; refusal: Refusal }> {
  const refusal = await withRateLimit(context, "codeCheckAddress");
  if (refusal) return { ok: false, refusal };
  // The newest code asked for the account: e-mailed, or sent by SMS (the sign-up screen offers both).
  const result = await checkCodeFor(codeDeps(context), account?.id ?? null, phone, ["verify", "verify_phone"], code);
  if (result.status !== "ok") {
    return { ok: false, refusal: options.knownAccount ? notAccepted(result) : publicCodeError(result) };
  }
  if (result.purpose === "verify_phone") {
    if (!(await markPhoneVerified(context, account!.id, result.email))) return { ok: false, refusal: numberChanged };
  } else {
    await markVerified(context, account!.id);
  }
  return { ok: true, userId: account!.id };
}

/**
 * A code for the signed-in user's own account, e-mailed to `email`: to verify
 * the account, or to confirm a new e-mail address. Their own account, so the
 * cooldown is told.
 */
export async function sendOwnCode(
  context: AuthContext,
  user: Pick<User, "id" | "firstName">,
  purpose: "verify" | "change_email",
  email: string,
): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
  const refusal = await withRateLimit(context, "codeRequestAddress");
  if (refusal) return { ok: false, refusal };
  const asked = await requestCode(codeDeps(context), { caps: [ownCodes(user.id)], purpose, send: { userId: user.id, email } });
  if (asked.status === "wait") return { ok: false, refusal: cooldown(asked.seconds) };
  // "none" cannot happen here (there is always someone to send to); it is told like a used-up day.
  if (asked.status !== "sent") return { ok: false, refusal: asked.status === "limited" ? perDay(asked.retryAfter) : perDay(24 * 3600) };
  await trySendMail(context, codeMail(purpose, { to: email, name: user.firstName, code: asked.code, language: context.language }));
  return { ok: true };
}

/** Checks a code the signed-in user typed for their own account; says why one is not accepted. The caller acts on the right one. */
export async function checkOwnCode(
  context: AuthContext,
  userId: number,
  purpose: "verify" | "change_email",
  code: string,
): Promise<{ ok: true; email: string } | { ok: false; refusal: Refusal }> {
  const refusal = await withRateLimit(context, "codeCheckAddress");
  if (refusal) return { ok: false, refusal };
  const result = await checkCode(codeDeps(context), userId, purpose, code);
  return result.status === "ok" ? { ok: true, email: result.email } : { ok: false, refusal: notAccepted(result) };
}

/**
 * A 6-digit code by SMS to the user's own phone number, to verify it: from
 * the account's verification tab, and from the code screen right after
 * sign-up (as a choice beside the e-mail). Limited like the e-mailed codes
 * (per address, the account's own day, the cooldown) and, as well, per phone
 * number and day, whichever account asks. Their own account, so the
 * cooldown is told. Only a code that goes out is counted: presses within the
 * cooldown use up nothing.
 */
export async function sendPhoneCode(
  context: AuthContext,
  user: Pick<User, "id" | "phone" | "language">,
): Promise<{ ok: true; sent: boolean } | { ok: false; refusal: Refusal }> {
  const refusal = await withRateLimit(context, "codeRequestAddress");
  if (refusal) return { ok: false, refusal };
  const asked = await requestCode(codeDeps(context), {
    caps: [ownCodes(user.id), smsToNumber(user.phone)],
    purpose: "verify_phone",
    send: { userId: user.id, email: user.phone },
  });
  if (asked.status === "wait") return { ok: false, refusal: cooldown(asked.seconds) };
  if (asked.status !== "sent") return { ok: false, refusal: asked.status === "limited" ? perDay(asked.retryAfter) : perDay(24 * 3600) };
  const sent = await trySendSms(context, codeSms({ to: user.phone, code: asked.code, language: user.language }));
  return { ok: true, sent };
}

/** Checks the SMS code the signed-in user typed and marks their phone verified; says why one is not accepted. */
export async function confirmPhoneCode(context: AuthContext, userId: number, code: string): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
  const refusal = await withRateLimit(context, "codeCheckAddress");
  if (refusal) return { ok: false, refusal };
  const result = await checkCode(codeDeps(context), userId, "verify_phone", code);
  if (result.status !== "ok") return { ok: false, refusal: notAccepted(result) };
  if (!(await markPhoneVerified(context, userId, result.email))) return { ok: false, refusal: numberChanged };
  return { ok: true };
}
