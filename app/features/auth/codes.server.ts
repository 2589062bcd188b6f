// One-time 6-digit codes sent by e-mail (account verification, password reset
// and a new e-mail address) and by SMS (the phone number's verification,
// purpose verify_phone: same lifetime, attempts, cooldown and daily caps, and
// a daily cap per phone number as well: phoneSubject). Only an HMAC of each code is stored; a code lives
// 15 minutes, allows 5 attempts, and a new one can be sent after a cooldown.
// Per account and per day, at most CODE_REQUESTS_PER_DAY codes are asked for
// and CODE_FAILURES_PER_DAY wrong codes are checked, whatever address the
// requests come from, so rotating addresses cannot grind a 6-digit code.
// The SQL is in queries.server.ts.
import { hmacHex } from "~/server/crypto.server";
import type { Database } from "~/server/db-session.server";
import { consumeCode, countAttempt, lastCodeTime, newestLiveCode, replaceCode, type CodePurpose } from "~/features/auth/queries.server";
import { clearLimit, hit, type LimitResult } from "~/server/rate-limit.server";

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Code requests (sent or not) per account, or per number without an account, per UTC day. */
export const CODE_REQUESTS_PER_DAY = 10;
/** Failed code checks per account, or per number without an account, per UTC day. */
export const CODE_FAILURES_PER_DAY = 10;
const DAY_SECONDS = 24 * 3600;

interface Deps {
  db: Database;
  /** The HMAC key (SESSION_SECRET): a leaked table does not give the codes away. */
  secret: string;
}

async function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string): Promise<string> {
  return hmacHex("SHA-256", secret, `${userId}:${purpose}:${code}`);
}

/** Six uniformly random digits (rejection sampling: no modulo bias). */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  const ceiling = 4_294_000_000; // a multiple of 1,000,000 below 2^32
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < ceiling) return String(buffer[0] % 1_000_000).padStart(6, "0");
  }
}

function parseTime(text: string): number {
  return Date.parse(`${text.replace(" ", "T")}Z`);
}

/** Seconds until another code may be sent for this purpose (0 when it may be sent now). */
export async function resendWait(deps: Pick<Deps, "db">, userId: number, purpose: CodePurpose, now = new Date()): Promise<number> {
  const last = await lastCodeTime(deps, userId, purpose);
  if (!last) return 0;
  const elapsed = Math.floor((now.getTime() - parseTime(last)) / 1000);
  return Math.max(0, RESEND_COOLDOWN_SECONDS - elapsed);
}

/**
 * Makes a new code for a user and purpose, ending any earlier one, and
 * returns it (to be e-mailed; never logged or stored in clear).
 */
export async function issueCode(deps: Deps, userId: number, purpose: CodePurpose, email: string, now = new Date()): Promise<string> {
  const code = randomCode();
  const codeHash = await hashCode(deps.secret, userId, purpose, code);
  await replaceCode(deps, { userId, purpose, email, codeHash, at: now, expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000) });
  return code;
}

/**
 * Whose daily counters a request or check counts against: the account, or,
 * for a number that has no account, the number itself, so that both are
 * counted (and answered) the same way.
 */
export function codeSubject(userId: number | null, phone?: string): string {
  return userId !== null ? `user:${userId}` : `phone:${phone ?? ""}`;
}

/**
 * The daily subject of SMS codes sent to one phone number, whichever account
 * asks: a number cannot be sent more than CODE_REQUESTS_PER_DAY codes a day,
 * even by accounts that take it in turns.
 */
export function phoneSubject(phone: string): string {
  return `sms:${phone}`;
}

const requestKey = (subject: string) => `codeRequestsDay:${subject}`;
const failureKey = (subject: string) => `codeFailuresDay:${subject}`;

export type CodeRequest =
  /** The daily cap of this account (or number) is reached: nothing is sent. */
  | { status: "limited"; retryAfter: number }
  /** The cooldown since the last code has not ended: nothing is sent. */
  | { status: "wait"; seconds: number }
  | { status: "sent"; code: string }
  /** Nobody to send to (a number without an account waiting): nothing is sent. */
  | { status: "none" };

/**
 * One request for a code. It is counted first (atomically, against the
 * subject's daily cap) whether or not a code is sent, so a number with an
 * account and one without reach the cap alike; then, when there is someone
 * to send to and the cooldown is over, a code is issued.
 */
export async function requestCode(
  deps: Deps,
  { subject, purpose, send }: { subject: string; purpose: CodePurpose; send: { userId: number; email: string } | null },
  now = new Date(),
): Promise<CodeRequest> {
  const counted = await countCodeRequest(deps, subject, now);
  if (!counted.allowed) return { status: "limited", retryAfter: counted.retryAfter };
  if (!send) return { status: "none" };
  const wait = await resendWait(deps, send.userId, purpose, now);
  if (wait > 0) return { status: "wait", seconds: wait };
  return { status: "sent", code: await issueCode(deps, send.userId, purpose, send.email, now) };
}

/** Counts one code request against a subject's daily cap (requestCode does it; a caller that issues by itself calls this first). */
export async function countCodeRequest(deps: Pick<Deps, "db">, subject: string, now = new Date()): Promise<LimitResult> {
  return hit(deps, requestKey(subject), { max: CODE_REQUESTS_PER_DAY, windowSeconds: DAY_SECONDS, calendar: true }, now);
}

/** Counts one code check against a subject's daily cap (before the check). */
async function countCheck(deps: Pick<Deps, "db">, subject: string, now: Date): Promise<LimitResult> {
  return hit(deps, failureKey(subject), { max: CODE_FAILURES_PER_DAY, windowSeconds: DAY_SECONDS, calendar: true }, now);
}

export type CodeCheck =
  /** `email` is where the code was sent (an e-mail address, or the phone number for verify_phone). */
  | { status: "ok"; email: string; purpose: CodePurpose }
  | { status: "invalid"; remaining: number }
  | { status: "locked" }
  | { status: "expired" }
  | { status: "missing" }
  /** The account's (or number's) wrong codes for the day are used up: not even checked. */
  | { status: "limited"; retryAfter: number };

/**
 * Checks a typed code against the user's newest live code for the purpose
 * (or the newest of several: the sign-up's code came by e-mail or by SMS,
 * whichever was asked last). Every check counts as an attempt (atomically);
 * after 5 wrong ones the code is locked and a new one must be requested. A
 * right code is used up.
 */
export async function checkCode(
  { db, secret }: Deps,
  userId: number,
  purpose: CodePurpose | readonly CodePurpose[],
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  // Counted against the account's day before anything is compared; a right code clears the day's failures.
  const subject = codeSubject(userId);
  const day = await countCheck({ db }, subject, now);
  if (!day.allowed) return { status: "limited", retryAfter: day.retryAfter };
  const row = await newestLiveCode({ db }, userId, purpose);
  if (!row) return { status: "missing" };
  if (parseTime(row.expires_at) <= now.getTime()) return { status: "expired" };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { status: "locked" };
  const attempts = await countAttempt({ db }, row.id, CODE_MAX_ATTEMPTS);
  if (attempts === null) return { status: "locked" };
  const expected = row.code_hash;
  const actual = await hashCode(secret, userId, row.purpose, code);
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < Math.min(expected.length, actual.length); i++) difference |= expected.charCodeAt(i) ^ actual.charCodeAt(i);
  if (difference !== 0) {
    const remaining = CODE_MAX_ATTEMPTS - attempts;
    return remaining > 0 ? { status: "invalid", remaining } : { status: "locked" };
  }
  if (!(await consumeCode({ db }, row.id, now))) return { status: "missing" };
  await clearLimit({ db }, failureKey(subject));
  return { status: "ok", email: row.email, purpose: row.purpose };
}

/**
 * A code typed on a screen for signed-out visitors, for the account behind a
 * typed phone number, or for nobody: a number without an account is counted
 * against its own daily cap and answered like a wrong code.
 */
export async function checkCodeFor(
  deps: Deps,
  userId: number | null,
  phone: string,
  purpose: CodePurpose | readonly CodePurpose[],
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  if (userId !== null) return checkCode(deps, userId, purpose, code, now);
  const day = await countCheck(deps, codeSubject(null, phone), now);
  if (!day.allowed) return { status: "limited", retryAfter: day.retryAfter };
  return { status: "invalid", remaining: CODE_MAX_ATTEMPTS - 1 };
}

/** Whole hours (at least 1) until a daily cap ends, for the message. */
export function hoursUntil(retryAfter: number): number {
  return Math.max(1, Math.ceil(retryAfter / 3600));
}

/** The message (key and values) that explains a failed check to the account's own signed-in user. */
export function codeError(result: Exclude<CodeCheck, { status: "ok" }>): { key: string; values: Record<string, number> } {
  switch (result.status) {
    case "invalid":
      return { key: "auth:errors.codeWrong", values: { remaining: result.remaining } };
    case "locked":
      return { key: "auth:errors.codeLocked", values: {} };
    case "expired":
      return { key: "auth:errors.codeExpired", values: {} };
    case "limited":
      return { key: "auth:errors.codeChecksPerDay", values: { hours: hoursUntil(result.retryAfter) } };
    default:
      return { key: "auth:errors.codeMissing", values: {} };
  }
}

/**
 * The same for a visitor who typed a phone number: one answer whether the
 * code was wrong, expired, locked or never sent, and whether or not the
 * number has an account (its count of attempts would tell).
 */
export function publicCodeError(result: Exclude<CodeCheck, { status: "ok" }>): { key: string; values: Record<string, number>; status: 400 | 429 } {
  if (result.status === "limited") return { key: "auth:errors.codeChecksPerDay", values: { hours: hoursUntil(result.retryAfter) }, status: 429 };
  return { key: "auth:errors.codeNotAccepted", values: {}, status: 400 };
}
