// Accounts: registration, credentials, verification, profile and password.
// The rules are here (what counts as taken, passwords hashed and checked in
// the same time whether a phone is known or not, an e-mail that waits for its
// code, a new password that ends every session); the SQL on users is in
// queries.server.ts.
import type { Database } from "~/server/db-session.server";
import type { Env } from "~/server/config.server";
import { closeLive } from "~/features/messaging/live.server";
import { hashPassword, verifyPassword } from "~/server/password.server";
import type { AccountType } from "~/lib/schemas/auth";
import { toUser, type User } from "~/server/user.server";
import {
  clearPendingEmail,
  getUserRowById,
  getUserRowByPhone,
  insertUser,
  setEmailVerified,
  setPhoneVerified,
  swapProfileImage,
  takePendingEmail,
  usersUsing,
  writePassword,
  writeProfile,
} from "~/features/auth/queries.server";

interface Deps {
  db: Database;
  /** The Worker's bindings: a new password closes the member's live sockets (absent in tests without them). */
  env?: Env;
}

export type Conflict = "phone" | "email" | "username";

/** Which of these values another account already uses. */
export async function findConflicts(deps: Deps, values: { phone?: string; email?: string; username?: string }, exceptUserId = 0): Promise<Conflict[]> {
  const results = await usersUsing(deps, values, exceptUserId);
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
    const trader = input.accountType === "trader";
    const row = await insertUser(deps, {
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      passwordHash,
      isTrader: trader,
      companyName: trader ? (input.companyName ?? null) : null,
      language: input.language,
    });
    return { ok: true, user: toUser(row) };
  } catch (error) {
    // Two sign-ups racing for the same phone or e-mail: the unique index decides.
    const again = await findConflicts(deps, input);
    if (again.length > 0) return { ok: false, conflicts: again };
    throw error;
  }
}

export async function getUserById(deps: Deps, id: number): Promise<User | null> {
  const row = await getUserRowById(deps, id);
  return row ? toUser(row) : null;
}

export async function findUserByPhone(deps: Deps, phone: string): Promise<User | null> {
  const row = await getUserRowByPhone(deps, phone);
  return row ? toUser(row) : null;
}

let decoyHash: Promise<string> | null = null;

export type AuthResult = { ok: true; user: User } | { ok: false; reason: "invalid" | "suspended" };

/**
 * Checks a phone and password. An unknown phone costs the same hashing time
 * as a wrong password, so timing does not tell whether a phone is registered.
 */
export async function authenticate(deps: Deps, phone: string, password: string): Promise<AuthResult> {
  const row = await getUserRowByPhone(deps, phone);
  if (!row) {
    decoyHash ??= hashPassword("souq-decoy-password");
    await verifyPassword(password, await decoyHash);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifyPassword(password, row.password_hash))) return { ok: false, reason: "invalid" };
  if (row.status !== "active") return { ok: false, reason: "suspended" };
  return { ok: true, user: toUser(row) };
}

/** The e-mailed code was right: the e-mail is verified (and so the account: isVerifiedAccount). The phone is not. */
export async function markVerified(deps: Deps, userId: number, now = new Date()): Promise<void> {
  await setEmailVerified(deps, userId, now);
}

/** The SMS code was right: the phone is verified, if the account still has the number it went to. */
export async function markPhoneVerified(deps: Deps, userId: number, phone: string, now = new Date()): Promise<boolean> {
  return setPhoneVerified(deps, userId, phone, now);
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
  const { firstName, lastName, phone } = changes;
  await writeProfile(deps, user.id, { firstName, lastName, phone, companyName: changes.companyName ?? null, pendingEmail: pending }, now);
  return { ok: true, emailChange: pending, phoneChanged: changes.phone !== user.phone };
}

/** The new e-mail's code was right: it becomes the account's e-mail (unless someone took it meanwhile). */
export async function confirmEmailChange(deps: Deps, userId: number, email: string, now = new Date()): Promise<{ ok: boolean }> {
  const conflicts = await findConflicts(deps, { email }, userId);
  if (conflicts.length > 0) return { ok: false };
  return { ok: await takePendingEmail(deps, userId, email, now) };
}

export async function cancelEmailChange(deps: Deps, userId: number): Promise<void> {
  await clearPendingEmail(deps, userId);
}

/** Stores the new profile image's key and returns the previous one (to delete). */
export async function setProfileImage(deps: Deps, userId: number, key: string): Promise<string | null> {
  return swapProfileImage(deps, userId, key, new Date());
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
 * (a phished password's token, a stolen cookie) stops working at once, and
 * the live sockets of their conversation pages close.
 */
export async function replacePassword(deps: Deps, userId: number, password: string, now = new Date()): Promise<void> {
  await writePassword(deps, userId, await hashPassword(password), now);
  await closeLive(deps, userId, "all");
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
