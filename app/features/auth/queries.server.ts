// Accounts' SQL: the users table (and, when a password changes, the user's
// sessions and API tokens). Typed rows in, typed rows out; the rules (what
// counts as taken, hashing and checking passwords, an e-mail that waits for
// its code) are accounts.server.ts's.
import type { Database } from "~/server/db-session.server";
import { allRows, sqlTime } from "~/server/sql.server";
import { USER_COLUMNS, type UserRow } from "~/server/user.server";

type Db = { db: Database };

/** The accounts (other than `exceptUserId`) that use this phone, e-mail or username. */
export async function usersUsing(
  { db }: Db,
  values: { phone?: string; email?: string; username?: string },
  exceptUserId = 0,
): Promise<Array<{ phone: string; email: string; username: string }>> {
  return allRows<{ phone: string; email: string; username: string }>(
    db
      .prepare("SELECT phone, email, username FROM users WHERE (phone = ?1 OR email = ?2 OR username = ?3) AND id <> ?4 LIMIT 3")
      .bind(values.phone ?? "", values.email ?? "", values.username ?? "", exceptUserId),
  );
}

/** A new account's row (unverified); the unique indexes refuse a phone, e-mail or username in use. */
export async function insertUser(
  { db }: Db,
  user: {
    username: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    passwordHash: string;
    isTrader: boolean;
    companyName: string | null;
    language: string;
  },
): Promise<UserRow> {
  const row = await db
    .prepare(
      `INSERT INTO users (username, first_name, last_name, email, phone, password_hash, is_trader, company_name, language)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING ${USER_COLUMNS}`,
    )
    .bind(user.username, user.firstName, user.lastName, user.email, user.phone, user.passwordHash, user.isTrader ? 1 : 0, user.companyName, user.language)
    .first<UserRow>();
  return row!;
}

export async function getUserRowById({ db }: Db, id: number): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?1`).bind(id).first<UserRow>();
}

export async function getUserRowByPhone({ db }: Db, phone: string): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone = ?1`).bind(phone).first<UserRow>();
}

/** Marks the e-mail verified (the first time only): an e-mailed code says nothing about the phone. */
export async function setEmailVerified({ db }: Db, userId: number, at: Date): Promise<void> {
  await db.prepare("UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?2), updated_at = ?2 WHERE id = ?1").bind(userId, sqlTime(at)).run();
}

/**
 * Marks the phone verified, only while the account still has the number the
 * SMS code went to (a number changed after the code was sent stays
 * unverified); false when it did not.
 */
export async function setPhoneVerified({ db }: Db, userId: number, phone: string, at: Date): Promise<boolean> {
  const changed = await db
    .prepare("UPDATE users SET phone_verified_at = COALESCE(phone_verified_at, ?3), updated_at = ?3 WHERE id = ?1 AND phone = ?2 RETURNING id")
    .bind(userId, phone, sqlTime(at))
    .first();
  return changed !== null;
}

/**
 * Names, phone, company name (traders only) and the e-mail waiting for its
 * code; a new phone loses its verified mark (the SET expressions read the row
 * as it was: phone = ?4 compares with the old number).
 */
export async function writeProfile(
  { db }: Db,
  userId: number,
  profile: { firstName: string; lastName: string; phone: string; companyName: string | null; pendingEmail: string | null },
  at: Date,
): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET first_name = ?2, last_name = ?3, phone = ?4, company_name = CASE WHEN is_trader = 1 THEN ?5 ELSE NULL END,
         pending_email = ?6, updated_at = ?7, phone_verified_at = CASE WHEN phone = ?4 THEN phone_verified_at ELSE NULL END
       WHERE id = ?1`,
    )
    .bind(userId, profile.firstName, profile.lastName, profile.phone, profile.companyName, profile.pendingEmail, sqlTime(at))
    .run();
}

/** The waiting e-mail becomes the account's, verified; false when it is no longer the one waiting. */
export async function takePendingEmail({ db }: Db, userId: number, email: string, at: Date): Promise<boolean> {
  const changed = await db
    .prepare("UPDATE users SET email = ?2, pending_email = NULL, email_verified_at = ?3, updated_at = ?3 WHERE id = ?1 AND pending_email = ?2 RETURNING id")
    .bind(userId, email, sqlTime(at))
    .first();
  return changed !== null;
}

export async function clearPendingEmail({ db }: Db, userId: number): Promise<void> {
  await db.prepare("UPDATE users SET pending_email = NULL WHERE id = ?1").bind(userId).run();
}

/** Stores the profile image's key; the previous key (to delete), if any. */
export async function swapProfileImage({ db }: Db, userId: number, key: string, at: Date): Promise<string | null> {
  const previous = await db.prepare("SELECT image FROM users WHERE id = ?1").bind(userId).first<{ image: string | null }>();
  await db.prepare("UPDATE users SET image = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, key, sqlTime(at)).run();
  return previous?.image ?? null;
}

/**
 * A new password hash and, in the same batch, every live session and API token of the user revoked,
 * and every device's Web Push subscription forgotten (a device signed out this way is told nothing more).
 */
export async function writePassword({ db }: Db, userId: number, passwordHash: string, at: Date): Promise<void> {
  const now = sqlTime(at);
  await db.batch([
    db.prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, passwordHash, now),
    db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, now),
    db.prepare("UPDATE api_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, now),
    db.prepare("DELETE FROM push_subscriptions WHERE user_id = ?1").bind(userId),
  ]);
}

// ---- One-time codes -------------------------------------------------------------
// Only an HMAC of each code is stored (codes.server.ts makes and checks them).

/**
 * What a code is for: the verification_codes table's purpose column. All but
 * verify_phone are e-mailed; verify_phone goes by SMS to the number in the
 * row's destination (the `email` column).
 */
export type CodePurpose = "verify" | "reset_password" | "change_email" | "verify_phone";

/** When the newest code for this user and purpose was made, if any. */
export async function lastCodeTime({ db }: Db, userId: number, purpose: CodePurpose): Promise<string | null> {
  const last = await db
    .prepare("SELECT created_at FROM verification_codes WHERE user_id = ?1 AND purpose = ?2 ORDER BY created_at DESC, id DESC LIMIT 1")
    .bind(userId, purpose)
    .first<{ created_at: string }>();
  return last?.created_at ?? null;
}

/** Which of these purposes the user's newest code was sent for (two codes of one second: the later written), or null. */
export async function newestCodePurpose({ db }: Db, userId: number, purposes: CodePurpose[]): Promise<CodePurpose | null> {
  const newest = await db
    .prepare(
      "SELECT purpose FROM verification_codes WHERE user_id = ?1 AND purpose IN (SELECT value FROM json_each(?2)) ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .bind(userId, JSON.stringify(purposes))
    .first<{ purpose: CodePurpose }>();
  return newest?.purpose ?? null;
}

/** A new code for this user and purpose, ending any earlier one, in one batch. */
export async function replaceCode(
  { db }: Db,
  code: { userId: number; purpose: CodePurpose; email: string; codeHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  const at = sqlTime(code.at);
  await db.batch([
    db
      .prepare("UPDATE verification_codes SET consumed_at = ?3 WHERE user_id = ?1 AND purpose = ?2 AND consumed_at IS NULL")
      .bind(code.userId, code.purpose, at),
    db
      .prepare("INSERT INTO verification_codes (user_id, purpose, email, code_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(code.userId, code.purpose, code.email, code.codeHash, at, sqlTime(code.expiresAt)),
  ]);
}

export interface LiveCode {
  id: number;
  purpose: CodePurpose;
  email: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
}

/** The user's newest code for the purpose (or any of the purposes) that is not used up yet. */
export async function newestLiveCode({ db }: Db, userId: number, purpose: CodePurpose | readonly CodePurpose[]): Promise<LiveCode | null> {
  const purposes = typeof purpose === "string" ? [purpose] : [...purpose];
  const placeholders = purposes.map((_, index) => `?${index + 2}`).join(", ");
  return db
    .prepare(
      `SELECT id, purpose, email, code_hash, attempts, expires_at FROM verification_codes
       WHERE user_id = ?1 AND purpose IN (${placeholders}) AND consumed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(userId, ...purposes)
    .first<LiveCode>();
}

/** Counts one attempt on a live code while it has fewer than `max`; the attempts so far, or null when none was left. */
export async function countAttempt({ db }: Db, codeId: number, max: number): Promise<number | null> {
  const counted = await db
    .prepare("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?1 AND attempts < ?2 AND consumed_at IS NULL RETURNING attempts")
    .bind(codeId, max)
    .first<{ attempts: number }>();
  return counted?.attempts ?? null;
}

/** Uses a code up; false when it was used up already (a parallel check won). */
export async function consumeCode({ db }: Db, codeId: number, at: Date): Promise<boolean> {
  const used = await db
    .prepare("UPDATE verification_codes SET consumed_at = ?2 WHERE id = ?1 AND consumed_at IS NULL RETURNING id")
    .bind(codeId, sqlTime(at))
    .first();
  return used !== null;
}
