// The signed-in person as sessions and API tokens read them: the row of
// users and the shape pages get (never the password hash). Accounts
// (features/auth/accounts.server.ts) owns the SQL that changes it.
import type { Person } from "~/lib/rows";

export interface UserRow extends Person {
  password_hash: string;
  is_trader: number;
  company_name: string | null;
  image: string | null;
  role: "user" | "admin";
  status: "active" | "suspended";
  phone_verified_at: string | null;
  email_verified_at: string | null;
  pending_email: string | null;
  language: string;
  created_at: string;
}

/** What pages know about the signed-in user (never the password hash). */
export interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  isTrader: boolean;
  companyName: string | null;
  image: string | null;
  role: "user" | "admin";
  /** The account counts as verified (isVerifiedAccount): it may post ads. */
  verified: boolean;
  /** The e-mail address was confirmed by a code sent to it. */
  emailVerified: boolean;
  /** The phone number was confirmed by a code sent to it by SMS (the public "phone verified" badge). */
  phoneVerified: boolean;
  pendingEmail: string | null;
  language: string;
  createdAt: string;
}

export const USER_COLUMNS =
  "id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name, image, role, status, phone_verified_at, email_verified_at, pending_email, language, created_at";

/**
 * The one rule for a verified account, which may post ads (and start
 * conversations): its e-mail or its phone number was confirmed by a code.
 */
export function isVerifiedAccount(row: Pick<UserRow, "email_verified_at" | "phone_verified_at">): boolean {
  return row.email_verified_at !== null || row.phone_verified_at !== null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    isTrader: row.is_trader === 1,
    companyName: row.company_name,
    image: row.image,
    role: row.role,
    verified: isVerifiedAccount(row),
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    pendingEmail: row.pending_email,
    language: row.language,
    createdAt: row.created_at,
  };
}
