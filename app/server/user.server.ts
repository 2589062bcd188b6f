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
  verified: boolean;
  pendingEmail: string | null;
  language: string;
  createdAt: string;
}

export const USER_COLUMNS =
  "id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name, image, role, status, phone_verified_at, email_verified_at, pending_email, language, created_at";

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
    verified: row.phone_verified_at !== null,
    pendingEmail: row.pending_email,
    language: row.language,
    createdAt: row.created_at,
  };
}
