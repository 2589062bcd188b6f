// Accounts: registration, credentials, verification, profile and password.
// Owns the SQL on users (and ends sessions when a password changes).
import type { Database } from "~/server/db-session.server";
import { hashPassword, verifyPassword } from "~/server/password.server";
import { sqlTime } from "~/server/jobs.server";
import type { AccountType } from "~/lib/schemas/auth";
import { toUser, USER_COLUMNS, type User, type UserRow } from "~/server/user.server";

interface Deps {
  db: Database;
}

export type Conflict = "phone" | "email" | "username";

/** Which of these values another account already uses. */
export async function findConflicts({ db }: Deps, values: { phone?: string; email?: string; username?: string }, exceptUserId = 0): Promise<Conflict[]> {
  const { results } = await db
    .prepare("SELECT phone, email, username FROM users WHERE (phone = ?1 OR email = ?2 OR username = ?3) AND id <> ?4 LIMIT 3")
    .bind(values.phone ?? "", values.email ?? "", values.username ?? "", exceptUserId)
    .all<{ phone: string; email: string; username: string }>();
  const conflicts = new Set<Conflict>();
  for (const row of results) {
    if (values.phone && row.phone === values.phone) conflicts.add("phone");
    if (values.email && row.email.toLowerCase() === values.email.toLowerCase()) conflicts.add("email");
    if (values.username && row.username.toLowerCase() === values.username.toLowerCase()) conflicts.add("username");
  }
  return [...conflicts];
}

export interface NewAccount {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** E.164 */
  phone: string;
  password: string;
  companyName?: string;
  language: string;
}

export type CreateResult = { ok: true; user: User } | { ok: false; conflicts: Conflict[] };

/** Registers an unverified account. A phone, e-mail or username already in use is reported, not thrown. */
export async function createUser(deps: Deps, input: NewAccount): Promise<CreateResult> {
  const conflicts = await findConflicts(deps, input);
  if (conflicts.length > 0) return { ok: false, conflicts };
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await deps.db
      .prepare(
        `INSERT INTO users (username, first_name, last_name, email, phone, password_hash, is_trader, company_name, language)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING ${USER_COLUMNS}`,
      )
      .bind(
        input.username,
        input.firstName,
        input.lastName,
        input.email,
        input.phone,
        passwordHash,
        input.accountType === "trader" ? 1 : 0,
        input.accountType === "trader" ? (input.companyName ?? null) : null,
        input.language,
      )
      .first<UserRow>();
    return { ok: true, user: toUser(row!) };
  } catch (error) {
    // Two sign-ups racing for the same phone or e-mail: the unique index decides.
    const again = await findConflicts(deps, input);
    if (again.length > 0) return { ok: false, conflicts: again };
    throw error;
  }
}

export async function getUserRowById({ db }: Deps, id: number): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?1`).bind(id).first<UserRow>();
}

export async function getUserById(deps: Deps, id: number): Promise<User | null> {
  const row = await getUserRowById(deps, id);
  return row ? toUser(row) : null;
}

export async function findUserByPhone({ db }: Deps, phone: string): Promise<User | null> {
  const row = await db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone = ?1`).bind(phone).first<UserRow>();
  return row ? toUser(row) : null;
}

let decoyHash: Promise<string> | null = null;

export type AuthResult = { ok: true; user: User } | { ok: false; reason: "invalid" | "suspended" };

/**
 * Checks a phone and password. An unknown phone costs the same hashing time
 * as a wrong password, so timing does not tell whether a phone is registered.
 */
export async function authenticate({ db }: Deps, phone: string, password: string): Promise<AuthResult> {
  const row = await db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone = ?1`).bind(phone).first<UserRow>();
  if (!row) {
    decoyHash ??= hashPassword("souq-decoy-password");
    await verifyPassword(password, await decoyHash);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifyPassword(password, row.password_hash))) return { ok: false, reason: "invalid" };
  if (row.status !== "active") return { ok: false, reason: "suspended" };
  return { ok: true, user: toUser(row) };
}

/** The e-mailed code was right: the account is verified (SPEC's phone_verified_at). */
export async function markVerified({ db }: Deps, userId: number, now = new Date()): Promise<void> {
  const at = sqlTime(now);
  await db
    .prepare(
      "UPDATE users SET phone_verified_at = COALESCE(phone_verified_at, ?2), email_verified_at = COALESCE(email_verified_at, ?2), updated_at = ?2 WHERE id = ?1",
    )
    .bind(userId, at)
    .run();
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName?: string | null;
}

export type ProfileResult = { ok: true; emailChange: string | null; phoneChanged: boolean } | { ok: false; conflicts: Conflict[] };

/**
 * Saves names, phone and company name at once. A new e-mail is not taken
 * until it is verified: it waits in pending_email, and the caller sends it a
 * code. A new phone number is the new sign-in identifier and loses the
 * verified mark until it is verified again. (Asking for the current password
 * first is the caller's part: profile.server's saveProfile.)
 */
export async function updateProfile(
  deps: Deps,
  user: Pick<User, "id" | "email" | "phone" | "isTrader" | "pendingEmail">,
  changes: ProfileChanges,
  now = new Date(),
): Promise<ProfileResult> {
  const emailChanged = changes.email.toLowerCase() !== user.email.toLowerCase();
  const conflicts = await findConflicts(deps, { phone: changes.phone, email: emailChanged ? changes.email : undefined }, user.id);
  if (conflicts.length > 0) return { ok: false, conflicts };
  const pending = emailChanged ? changes.email : null;
  // The SET expressions read the row as it was: phone = ?4 compares with the old number.
  await deps.db
    .prepare(
      `UPDATE users SET first_name = ?2, last_name = ?3, phone = ?4, company_name = CASE WHEN is_trader = 1 THEN ?5 ELSE NULL END,
         pending_email = ?6, updated_at = ?7, phone_verified_at = CASE WHEN phone = ?4 THEN phone_verified_at ELSE NULL END
       WHERE id = ?1`,
    )
    .bind(user.id, changes.firstName, changes.lastName, changes.phone, changes.companyName ?? null, pending, sqlTime(now))
    .run();
  return { ok: true, emailChange: pending, phoneChanged: changes.phone !== user.phone };
}

/** The new e-mail's code was right: it becomes the account's e-mail (unless someone took it meanwhile). */
export async function confirmEmailChange(deps: Deps, userId: number, email: string, now = new Date()): Promise<{ ok: boolean }> {
  const conflicts = await findConflicts(deps, { email }, userId);
  if (conflicts.length > 0) return { ok: false };
  const changed = await deps.db
    .prepare("UPDATE users SET email = ?2, pending_email = NULL, email_verified_at = ?3, updated_at = ?3 WHERE id = ?1 AND pending_email = ?2 RETURNING id")
    .bind(userId, email, sqlTime(now))
    .first();
  return { ok: changed !== null };
}

export async function cancelEmailChange({ db }: Deps, userId: number): Promise<void> {
  await db.prepare("UPDATE users SET pending_email = NULL WHERE id = ?1").bind(userId).run();
}

/** Stores the new profile image's key and returns the previous one (to delete). */
export async function setProfileImage({ db }: Deps, userId: number, key: string): Promise<string | null> {
  const previous = await db.prepare("SELECT image FROM users WHERE id = ?1").bind(userId).first<{ image: string | null }>();
  await db.prepare("UPDATE users SET image = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, key, sqlTime(new Date())).run();
  return previous?.image ?? null;
}

/**
 * Changes a password after checking the current one. Like a reset, it ends
 * every session and revokes every API token of the user: the caller signs
 * the browser it was changed from in again on a new session.
 */
export async function changePassword(
  deps: Deps,
  userId: number,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<"ok" | "wrong-password"> {
  const row = await getUserRowById(deps, userId);
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) return "wrong-password";
  await replacePassword(deps, userId, newPassword, now);
  return "ok";
}

/** A reset by code: new password, and every session and API token of the user ends. */
export async function resetPassword(deps: Deps, userId: number, newPassword: string, now = new Date()): Promise<void> {
  await replacePassword(deps, userId, newPassword, now);
}

/**
 * Stores a new password and, in the same batch, revokes every session and
 * every API token of the user: whatever was taken with the old password
 * (a phished password's token, a stolen cookie) stops working at once.
 */
export async function replacePassword({ db }: Deps, userId: number, password: string, now = new Date()): Promise<void> {
  const at = sqlTime(now);
  await db.batch([
    db.prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, await hashPassword(password), at),
    db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, at),
    db.prepare("UPDATE api_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, at),
  ]);
}

/** "+201012345678" → "01•••••••78": enough for the owner to recognise, not to call. */
export function maskPhone(phone: string): string {
  const local = phone.startsWith("+2") ? phone.slice(2) : phone;
  if (local.length < 5) return "•••";
  return `${local.slice(0, 2)}${"•".repeat(local.length - 4)}${local.slice(-2)}`;
}

/** "mona.h@example.com" → "mo•••@example.com": enough to recognise one's address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return email;
  return `${local.slice(0, Math.min(2, local.length))}•••@${domain}`;
}
