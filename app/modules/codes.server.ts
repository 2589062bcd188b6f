// One-time 6-digit codes sent by e-mail: account verification, password reset
// and a new e-mail address. Only an HMAC of each code is stored; a code lives
// 15 minutes, allows 5 attempts, and a new one can be sent after a cooldown.
import type { Database } from "~/modules/db-session.server";
import { sqlTime } from "~/modules/jobs.server";

export type CodePurpose = "verify" | "reset_password" | "change_email";

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

interface Deps {
  db: Database;
  /** The HMAC key (SESSION_SECRET): a leaked table does not give the codes away. */
  secret: string;
}

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${userId}:${purpose}:${code}`)));
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
export async function resendWait({ db }: Pick<Deps, "db">, userId: number, purpose: CodePurpose, now = new Date()): Promise<number> {
  const last = await db
    .prepare("SELECT created_at FROM verification_codes WHERE user_id = ?1 AND purpose = ?2 ORDER BY created_at DESC, id DESC LIMIT 1")
    .bind(userId, purpose)
    .first<{ created_at: string }>();
  if (!last) return 0;
  const elapsed = Math.floor((now.getTime() - parseTime(last.created_at)) / 1000);
  return Math.max(0, RESEND_COOLDOWN_SECONDS - elapsed);
}

/**
 * Makes a new code for a user and purpose, ending any earlier one, and
 * returns it (to be e-mailed; never logged or stored in clear).
 */
export async function issueCode({ db, secret }: Deps, userId: number, purpose: CodePurpose, email: string, now = new Date()): Promise<string> {
  const code = randomCode();
  const at = sqlTime(now);
  await db.batch([
    db.prepare("UPDATE verification_codes SET consumed_at = ?3 WHERE user_id = ?1 AND purpose = ?2 AND consumed_at IS NULL").bind(userId, purpose, at),
    db
      .prepare("INSERT INTO verification_codes (user_id, purpose, email, code_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(userId, purpose, email, await hashCode(secret, userId, purpose, code), at, sqlTime(new Date(now.getTime() + CODE_TTL_SECONDS * 1000))),
  ]);
  return code;
}

export type CodeCheck =
  | { status: "ok"; email: string }
  | { status: "invalid"; remaining: number }
  | { status: "locked" }
  | { status: "expired" }
  | { status: "missing" };

/**
 * Checks a typed code against the user's newest live code for the purpose.
 * Every check counts as an attempt (atomically); after 5 wrong ones the code
 * is locked and a new one must be requested. A right code is used up.
 */
export async function checkCode({ db, secret }: Deps, userId: number, purpose: CodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
  const row = await db
    .prepare(
      "SELECT id, email, code_hash, attempts, expires_at FROM verification_codes WHERE user_id = ?1 AND purpose = ?2 AND consumed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .bind(userId, purpose)
    .first<{ id: number; email: string; code_hash: string; attempts: number; expires_at: string }>();
  if (!row) return { status: "missing" };
  if (parseTime(row.expires_at) <= now.getTime()) return { status: "expired" };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { status: "locked" };
  const counted = await db
    .prepare("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?1 AND attempts < ?2 AND consumed_at IS NULL RETURNING attempts")
    .bind(row.id, CODE_MAX_ATTEMPTS)
    .first<{ attempts: number }>();
  if (!counted) return { status: "locked" };
  const expected = row.code_hash;
  const actual = await hashCode(secret, userId, purpose, code);
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < Math.min(expected.length, actual.length); i++) difference |= expected.charCodeAt(i) ^ actual.charCodeAt(i);
  if (difference !== 0) {
    const remaining = CODE_MAX_ATTEMPTS - counted.attempts;
    return remaining > 0 ? { status: "invalid", remaining } : { status: "locked" };
  }
  const used = await db
    .prepare("UPDATE verification_codes SET consumed_at = ?2 WHERE id = ?1 AND consumed_at IS NULL RETURNING id")
    .bind(row.id, sqlTime(now))
    .first();
  return used ? { status: "ok", email: row.email } : { status: "missing" };
}

/** The translation key that explains a failed check to the user. */
export function codeErrorKey(result: Exclude<CodeCheck, { status: "ok" }>): string {
  switch (result.status) {
    case "invalid":
      return "auth:errors.codeWrong";
    case "locked":
      return "auth:errors.codeLocked";
    case "expired":
      return "auth:errors.codeExpired";
    default:
      return "auth:errors.codeMissing";
  }
}
