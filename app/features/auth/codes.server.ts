// One-time 6-digit codes sent by e-mail (account verification, password reset
// and a new e-mail address) and by SMS (the phone number's verification,
// purpose verify_phone: same lifetime, attempts and cooldown). Only an HMAC of
// each code is stored; a code lives 15 minutes, allows 5 attempts, and a new
// one can be sent after a cooldown.
// Daily allowances count codes actually sent (CodeCap): the account's own
// (what its signed-in owner asks for), an SMS allowance per number, and, for
// signed-out screens where a number is typed, the number's and the
// requesting address's, apart from the owner's. Wrong codes are counted per
// day the same way (CODE_FAILURES_PER_DAY), whatever address the checks come
// from, so rotating addresses cannot grind a 6-digit code.
// The SQL is in queries.server.ts.
import { hmacHex } from "~/server/crypto.server";
import type { Database } from "~/server/db-session.server";
import { consumeCode, countAttempt, lastCodeTime, newestLiveCode, replaceCode, type CodePurpose } from "~/features/auth/queries.server";
import { clearLimit, hit, limitFor, limitKey, unhit, type Limit, type LimitResult } from "~/server/rate-limit.server";

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Codes sent per UTC day against one allowance (the owner's own, a number's by SMS, a typed number's). */
export const CODE_REQUESTS_PER_DAY = 10;
/** Failed code checks per UTC day: the owner's own, and a typed number's (signed-out screens). */
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
 * Whose daily counter of wrong codes a check counts against: the account's
 * own (its signed-in owner's screens), or, on the screens where a phone
 * number is typed (signed out), the number's, whether or not it has an
 * account. Checks by strangers therefore never use up the owner's own.
 */
export function codeSubject(userId: number | null, phone?: string): string {
  return userId !== null ? `user:${userId}` : `number:${phone ?? ""}`;
}

/** One daily allowance a sent code counts against: its key in rate_limits and its limit. */
export interface CodeCap {
  key: string;
  limit: Limit;
}

const DAY_CAP: Limit = { max: CODE_REQUESTS_PER_DAY, windowSeconds: DAY_SECONDS, calendar: true };
const requestKey = (subject: string) => `codeRequestsDay:${subject}`;
const failureKey = (subject: string) => `codeFailuresDay:${subject}`;

/** The account's own allowance: codes its signed-in owner asks for (e-mailed and SMS together). */
export function ownCodes(userId: number): CodeCap {
  return { key: requestKey(`user:${userId}`), limit: DAY_CAP };
}

/**
 * SMS codes sent to one phone number, whichever account asks: a number
 * cannot be sent more than CODE_REQUESTS_PER_DAY codes a day, even by
 * accounts that take it in turns (SMS cost money).
 */
export function smsToNumber(phone: string): CodeCap {
  return { key: requestKey(`sms:${phone}`), limit: DAY_CAP };
}

/**
 * Codes sent because someone typed this number on a signed-out screen
 * (verification, forgotten password): an allowance of the number's own,
 * apart from its owner's, and one per requesting address and number, so one
 * address cannot use up the number's day either.
 */
export function typedNumberCodes(phone: string, clientAddress: string, appEnv?: string): CodeCap[] {
  return [
    { key: limitKey("codesToNumberFromAddress", `${clientAddress}:${phone}`), limit: limitFor("codesToNumberFromAddress", appEnv) },
    { key: requestKey(`number:${phone}`), limit: DAY_CAP },
  ];
}

export type CodeRequest =
  /** A daily allowance is used up: nothing is sent. */
  | { status: "limited"; retryAfter: number }
  /** The cooldown since the last code has not ended: nothing is sent, nothing counted. */
  | { status: "wait"; seconds: number }
  | { status: "sent"; code: string }
  /** Nobody to send to (a number without an account waiting): nothing is sent, nothing counted. */
  | { status: "none" };

/**
 * One request for a code. Only a code that goes out is counted: with nobody
 * to send to, or within the cooldown, nothing is; then every allowance in
 * `caps` takes the code (atomically each; when one is used up, the others
 * are given back) and a code is issued.
 */
export async function requestCode(
  deps: Deps,
  { caps, purpose, send }: { caps: CodeCap[]; purpose: CodePurpose; send: { userId: number; email: string } | null },
  now = new Date(),
): Promise<CodeRequest> {
  if (!send) return { status: "none" };
  const wait = await resendWait(deps, send.userId, purpose, now);
  if (wait > 0) return { status: "wait", seconds: wait };
  const counted = await countCode(deps, caps, now);
  if (!counted.allowed) return { status: "limited", retryAfter: counted.retryAfter };
  return { status: "sent", code: await issueCode(deps, send.userId, purpose, send.email, now) };
}

/**
 * Counts one code against every allowance in `caps`, or against none when one
 * of them is used up (requestCode does it; a caller that issues by itself
 * calls this first).
 */
export async function countCode(deps: Pick<Deps, "db">, caps: CodeCap[], now = new Date()): Promise<LimitResult> {
  const taken: string[] = [];
  let last: LimitResult = { allowed: true, count: 0, retryAfter: 0 };
  for (const cap of caps) {
    last = await hit(deps, cap.key, cap.limit, now);
    if (!last.allowed) {
      for (const key of taken) await unhit(deps, key);
      return last;
    }
    taken.push(cap.key);
  }
  return last;
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
  subject = codeSubject(userId),
): Promise<CodeCheck> {
  // Counted against the day's wrong codes before anything is compared; a right code clears them.
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
 * typed phone number, or for nobody: counted against the number's daily cap
 * (never the owner's own), and for a number without an account answered like
 * a wrong code.
 */
export async function checkCodeFor(
  deps: Deps,
  userId: number | null,
  phone: string,
  purpose: CodePurpose | readonly CodePurpose[],
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  if (userId !== null) return checkCode(deps, userId, purpose, code, now, codeSubject(null, phone));
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
