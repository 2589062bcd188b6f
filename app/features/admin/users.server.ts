// The admin's view of people: search, a user's page, verifying a trader and
// suspending an account. A suspended user cannot sign in (accounts), their
// sessions and API tokens end, and their ads leave the public pages
// (ads.hidden, which every public query tests).
import type { Database } from "~/server/db-session.server";
import { auditStatement, recordAudit } from "~/server/audit.server";
import { sqlTime } from "~/server/jobs.server";
import { toLatinDigits } from "~/lib/normalize";
import type { Actor } from "./resources.server";
import type { Person } from "~/lib/rows";

type Db = { db: Database };

export const USERS_PAGE_SIZE = 30;

export interface AdminUserRow extends Person {
  is_trader: number;
  company_name: string | null;
  role: "user" | "admin";
  status: "active" | "suspended";
  is_verified_trader: number;
  phone_verified_at: string | null;
  created_at: string;
}

const COLUMNS = "id, username, first_name, last_name, email, phone, is_trader, company_name, role, status, is_verified_trader, phone_verified_at, created_at";

/**
 * Users matching a text (name, username, e-mail, company, or phone digits),
 * newest first, a page at a time. Without a text, the newest users
 * (index users_by_created).
 */
export async function searchUsers(
  { db }: Db,
  options: { q?: string; page?: number; status?: "active" | "suspended" | null } = {},
): Promise<{ users: AdminUserRow[]; page: number; hasMore: boolean }> {
  const page = Math.max(1, Math.min(options.page ?? 1, 1000));
  const q = (options.q ?? "").trim().slice(0, 100);
  const where: string[] = [];
  const params: unknown[] = [];
  if (q) {
    const digits = toLatinDigits(q).replace(/\D/g, "");
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes; lower() and the ASCII fold below are LIKE's case rule.
    const folded = q.replace(/[A-Z]/g, (char) => char.toLowerCase());
    const conditions = [
      "instr(lower(first_name || ' ' || last_name), ?1) > 0",
      "instr(lower(username), ?1) > 0",
      "instr(lower(email), ?1) > 0",
      "instr(lower(company_name), ?1) > 0",
    ];
    params.push(folded);
    if (digits.length >= 3) {
      // Phones are stored as +20…; a local 01… number matches as well.
      conditions.push("instr(phone, ?2) > 0");
      params.push(digits.replace(/^0/, ""));
    }
    where.push(`(${conditions.join(" OR ")})`);
  }
  if (options.status) {
    where.push("status = ?");
    params.push(options.status);
  }
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM users ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC, id DESC LIMIT ${USERS_PAGE_SIZE + 1} OFFSET ${(page - 1) * USERS_PAGE_SIZE}`,
    )
    .bind(...params)
    .all<AdminUserRow>();
  return { users: results.slice(0, USERS_PAGE_SIZE), page, hasMore: results.length > USERS_PAGE_SIZE };
}

export interface AdminUserDetail extends AdminUserRow {
  ads: Record<string, number>;
  orders: number;
  openReports: number;
  recentAds: Array<{ id: number; name: string; status: string; expires_at: string | null }>;
}

export async function getUserForAdmin({ db }: Db, id: number): Promise<AdminUserDetail | null> {
  const [userRows, adRows, orderRows, reportRows, recentRows] = await db.batch([
    db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?1`).bind(id),
    db.prepare("SELECT status, COUNT(*) AS n FROM ads WHERE user_id = ?1 GROUP BY status").bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM bundle_orders WHERE user_id = ?1 AND status = 'paid'").bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM reports r JOIN ads a ON a.id = r.ad_id WHERE a.user_id = ?1 AND r.status = 'open'").bind(id),
    db.prepare("SELECT id, name, status, expires_at FROM ads WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 20").bind(id),
  ]);
  const user = userRows.results[0] as AdminUserRow | undefined;
  if (!user) return null;
  const ads = Object.fromEntries((adRows.results as Array<{ status: string; n: number }>).map((row) => [row.status, row.n]));
  return {
    ...user,
    ads,
    orders: (orderRows.results[0] as { n: number } | undefined)?.n ?? 0,
    openReports: (reportRows.results[0] as { n: number } | undefined)?.n ?? 0,
    recentAds: recentRows.results as AdminUserDetail["recentAds"],
  };
}

export type UserChange = { ok: true } | { ok: false; error: "notFound" | "notTrader" | "self" | "admin" };

/** Marks a trader as verified (the badge on their profile and ads), or takes it back. */
export async function setVerifiedTrader({ db }: Db, actor: Actor, userId: number, verified: boolean, now = new Date()): Promise<UserChange> {
  const user = await db.prepare("SELECT id, is_trader FROM users WHERE id = ?1").bind(userId).first<{ id: number; is_trader: number }>();
  if (!user) return { ok: false, error: "notFound" };
  if (user.is_trader !== 1) return { ok: false, error: "notTrader" };
  await db.batch([
    db.prepare("UPDATE users SET is_verified_trader = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, verified ? 1 : 0, sqlTime(now)),
    auditStatement(db, { actorId: actor.id, action: verified ? "verify-trader" : "unverify-trader", entity: "users", entityId: userId }, now),
  ]);
  return { ok: true };
}

/**
 * Sets when one of the user's approved ads stops being public (a seller who
 * asks for a shorter run, an operator's correction). A time already past
 * takes effect at once on the public pages; the next scheduled run marks
 * the ad expired, and its owner can renew it like any expired ad.
 */
export async function setAdExpiry({ db }: Db, actor: Actor, userId: number, adId: number, until: Date, now = new Date()): Promise<boolean> {
  const value = sqlTime(until);
  const changed = await db
    .prepare("UPDATE ads SET expires_at = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2 AND status = 'approved'")
    .bind(adId, userId, value, sqlTime(now))
    .run();
  if ((changed.meta.changes ?? 0) === 0) return false;
  await recordAudit({ db }, { actorId: actor.id, action: "ad-expiry", entity: "ads", entityId: adId, details: { expires_at: value } }, now);
  return true;
}

/**
 * Suspends an account (not an admin, not oneself): it can no longer sign in,
 * its sessions and API tokens end at once, and its ads are hidden from every
 * public page. Reinstating shows the ads again (they keep their status).
 */
export async function setSuspended({ db }: Db, actor: Actor, userId: number, suspended: boolean, now = new Date()): Promise<UserChange> {
  if (userId === actor.id) return { ok: false, error: "self" };
  const user = await db.prepare("SELECT id, role FROM users WHERE id = ?1").bind(userId).first<{ id: number; role: string }>();
  if (!user) return { ok: false, error: "notFound" };
  if (user.role === "admin") return { ok: false, error: "admin" };
  const at = sqlTime(now);
  const statements = [
    db.prepare("UPDATE users SET status = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, suspended ? "suspended" : "active", at),
    db.prepare("UPDATE ads SET hidden = ?2 WHERE user_id = ?1").bind(userId, suspended ? 1 : 0),
    auditStatement(db, { actorId: actor.id, action: suspended ? "suspend" : "reinstate", entity: "users", entityId: userId }, now),
  ];
  if (suspended) {
    statements.push(
      db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, at),
      db.prepare("UPDATE api_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, at),
    );
  }
  await db.batch(statements);
  return { ok: true };
}
