// Saving the profile, for the account page and the API's update-profile:
// one set of rules for both. Changing the e-mail or the phone number (what
// the account signs in and recovers with) asks for the current password,
// counted like a sign-in attempt; a new phone number loses the verified
// mark; a new e-mail waits for its code; the account's e-mail address is
// told of a new phone number (and of a new address once it is confirmed:
// confirmEmail below).
import type { Context } from "~/server/context.server";
import { confirmEmailChange, maskEmail, maskPhone, setProfileImage, updateProfile, type Conflict, type ProfileChanges } from "~/features/auth/accounts.server";
import { type User } from "~/server/user.server";
import { countCode, hoursUntil, issueCode, ownCodes } from "~/features/auth/codes.server";
import { codeMail, identifierChangedMail, trySendMail } from "~/server/mail.server";
import { minutesUntil, withRateLimit } from "~/server/rate-limit.server";
import { checkCurrentPassword } from "~/features/auth/sign-in.server";
import { deleteStored, storeProfileImage, type ImageType } from "~/server/uploads.server";

type ProfileContext = Pick<Context, "db" | "bucket" | "config" | "clientAddress" | "language">;

export type SaveProfileResult =
  | { ok: true; emailChange: string | null; phoneChanged: boolean }
  /** The field that failed and the message key (currentPassword: missing or wrong; a conflict). */
  | { ok: false; status: 400; fieldErrors: Partial<Record<"currentPassword" | "companyName" | Conflict, string>> }
  /** Too many attempts: the message key and its values. */
  | { ok: false; status: 429; message: { key: string; values: Record<string, number> } };

/** An address that is neither the account's e-mail nor the one already waiting for its code. */
function isNewEmail(user: Pick<User, "email" | "pendingEmail">, email: string): boolean {
  const value = email.toLowerCase();
  return value !== user.email.toLowerCase() && value !== user.pendingEmail?.toLowerCase();
}

/**
 * Whether these changes touch the sign-in identifier: a new e-mail address
 * (the one already waiting was asked for with the password) or a new phone number.
 */
export function changesIdentifier(user: Pick<User, "email" | "phone" | "pendingEmail">, changes: Pick<ProfileChanges, "email" | "phone">): boolean {
  return isNewEmail(user, changes.email) || changes.phone !== user.phone;
}

export async function saveProfile(
  context: ProfileContext,
  user: User,
  changes: ProfileChanges,
  { currentPassword, image }: { currentPassword?: string; image?: { bytes: Uint8Array; type: ImageType } | null },
): Promise<SaveProfileResult> {
  // A trader's company name (what the directory finds them by) may be left unset, as at sign-up, but once set an
  // empty field does not remove it: the page and the API refuse it instead of storing null.
  if (user.isTrader && user.companyName && !changes.companyName) {
    return { ok: false, status: 400, fieldErrors: { companyName: "account:errors.companyNameRequired" } };
  }
  if (changesIdentifier(user, changes)) {
    if (!currentPassword) return { ok: false, status: 400, fieldErrors: { currentPassword: "account:errors.currentPasswordRequired" } };
    const checked = await checkCurrentPassword(context, user, currentPassword, context.config.APP_ENV);
    if (typeof checked === "object")
      return { ok: false, status: 429, message: { key: "auth:errors.tooManyAttempts", values: { minutes: minutesUntil(checked.limited) } } };
    if (checked === "wrong") return { ok: false, status: 400, fieldErrors: { currentPassword: "account:errors.wrongPassword" } };
  }
  // A new address (not the one already waiting) gets a code: counted by address and per account and day.
  const newEmail = isNewEmail(user, changes.email);
  if (newEmail) {
    const byAddress = await withRateLimit(context, "codeRequestAddress");
    if (byAddress) return { ok: false, status: 429, message: { key: byAddress.key, values: byAddress.values } };
    const perDay = await countCode(context, [ownCodes(user.id)]);
    if (!perDay.allowed)
      return { ok: false, status: 429, message: { key: "auth:errors.codeRequestsPerDay", values: { hours: hoursUntil(perDay.retryAfter) } } };
  }
  const saved = await updateProfile(context, user, changes);
  if (!saved.ok) {
    const fieldErrors: Partial<Record<Conflict, string>> = {};
    for (const conflict of saved.conflicts) fieldErrors[conflict] = `auth:errors.${conflict}Taken`;
    return { ok: false, status: 400, fieldErrors };
  }
  if (image) {
    const key = await storeProfileImage(context, user.id, image);
    const previous = await setProfileImage(context, user.id, key);
    await deleteStored(context, previous);
  }
  if (saved.emailChange && newEmail) {
    const code = await issueCode({ db: context.db, secret: context.config.SESSION_SECRET }, user.id, "change_email", saved.emailChange);
    await trySendMail(context, codeMail("change_email", { to: saved.emailChange, name: changes.firstName, code, language: context.language }));
  }
  if (saved.phoneChanged) {
    await trySendMail(
      context,
      identifierChangedMail("phone", { to: user.email, name: changes.firstName, newValue: maskPhone(changes.phone), language: user.language }),
    );
  }
  return saved;
}

/** The new address's code was right: it becomes the account's e-mail, and the old address is told. */
export async function confirmNewEmail(context: ProfileContext, user: User, email: string): Promise<{ ok: boolean }> {
  const confirmed = await confirmEmailChange(context, user.id, email);
  if (confirmed.ok) {
    await trySendMail(context, identifierChangedMail("email", { to: user.email, name: user.firstName, newValue: maskEmail(email), language: user.language }));
  }
  return confirmed;
}
