// The admin's view of people: search, a user's page, verifying a trader and
// suspending an account. A suspended user cannot sign in (accounts), their
// sessions and API tokens end, and their ads leave the public pages
// (ads.hidden, which every public query tests). The SQL is in
// queries.server.ts (with getUserForAdmin, a user's page).
import type { Database } from "~/server/db-session.server";
import type { Env } from "~/server/config.server";
import { closeLive } from "~/features/messaging/live.server";
import { recordAudit } from "~/server/audit.server";
import { sqlTime } from "~/server/sql.server";
import { toLatinDigits } from "~/lib/normalize";
import type { Actor } from "./resources.server";
import { findUsers, updateAdExpiry, updateSuspended, updateVerifiedTrader, userRole, userTraderFlag, type AdminUserRow } from "~/features/admin/queries.server";
import { cutText } from "~/lib/text-length";

export { getUserForAdmin, type AdminUserDetail, type AdminUserRow } from "~/features/admin/queries.server";

type Db = { db: Database };

export const USERS_PAGE_SIZE = 30;

/**
 * Users matching a text (name, username, e-mail, company, or phone digits),
 * newest first, a page at a time. Without a text, the newest users.
 */
export async function searchUsers(
  { db }: Db,
  options: { q?: string; page?: number; status?: "active" | "suspended" | null } = {},
): Promise<{ users: AdminUserRow[]; page: number; hasMore: boolean }> {
  const page = Math.max(1, Math.min(options.page ?? 1, 1000));
  const q = cutText((options.q ?? "").trim(), 100);
  const digits = toLatinDigits(q).replace(/\D/g, "");
  const results = await findUsers(
    { db },
    {
      text: q || null,
      // Phones are stored as +20…; a local 01… number matches as well.
      phoneDigits: digits.length >= 3 ? digits.replace(/^0/, "") : null,
      status: options.status ?? null,
      limit: USERS_PAGE_SIZE + 1,
      offset: (page - 1) * USERS_PAGE_SIZE,
    },
  );
  return { users: results.slice(0, USERS_PAGE_SIZE), page, hasMore: results.length > USERS_PAGE_SIZE };
}

export type UserChange = { ok: true } | { ok: false; error: "notFound" | "notTrader" | "self" | "admin" };

/** Marks a trader as verified (the badge on their profile and ads), or takes it back. */
export async function setVerifiedTrader({ db }: Db, actor: Actor, userId: number, verified: boolean, now = new Date()): Promise<UserChange> {
  const user = await userTraderFlag({ db }, userId);
  if (!user) return { ok: false, error: "notFound" };
  if (user.is_trader !== 1) return { ok: false, error: "notTrader" };
  const action = verified ? "verify-trader" : "unverify-trader";
  await updateVerifiedTrader({ db }, userId, verified, { actorId: actor.id, action, entity: "users", entityId: userId }, now);
  return { ok: true };
}

/**
 * Sets when one of the user's approved ads stops being public (a seller who
 * asks for a shorter run, an operator's correction). A time already past
 * takes effect at once on the public pages; the next scheduled run marks
 * the ad expired, and its owner can renew it like any expired ad.
 */
export async function setAdExpiry({ db }: Db, actor: Actor, userId: number, adId: number, until: Date, now = new Date()): Promise<boolean> {
  if (!(await updateAdExpiry({ db }, userId, adId, until, now))) return false;
  await recordAudit({ db }, { actorId: actor.id, action: "ad-expiry", entity: "ads", entityId: adId, details: { expires_at: sqlTime(until) } }, now);
  return true;
}

/**
 * Suspends an account (not an admin, not oneself): it can no longer sign in,
 * its sessions and API tokens end at once, the live sockets of its
 * conversation pages close, and its ads are hidden from every public page.
 * Reinstating shows the ads again (they keep their status).
 */
export async function setSuspended({ db, env }: Db & { env?: Env }, actor: Actor, userId: number, suspended: boolean, now = new Date()): Promise<UserChange> {
  if (userId === actor.id) return { ok: false, error: "self" };
  const user = await userRole({ db }, userId);
  if (!user) return { ok: false, error: "notFound" };
  if (user.role === "admin") return { ok: false, error: "admin" };
  const action = suspended ? "suspend" : "reinstate";
  await updateSuspended({ db }, userId, suspended, { actorId: actor.id, action, entity: "users", entityId: userId }, now);
  if (suspended) await closeLive({ env }, userId, "all");
  return { ok: true };
}
