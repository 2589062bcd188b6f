// Bearer tokens of the JSON API (/public/api/). A token is 32 random bytes
// shown once, at login; D1 keeps only its SHA-256 (table api_tokens) with an
// expiry and a revocation time, like the sessions of the pages.
import { randomUrlToken, sha256Hex } from "~/server/crypto.server";
import { changesAny, type Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import { toUser, USER_COLUMNS, type User, type UserRow } from "~/server/user.server";

type Db = { db: Database };

/** How long a token lives. */
export const API_TOKEN_DAYS = 30;
/** Every token starts with this, so a leaked one is easy to recognise (secret scanners, logs). */
export const API_TOKEN_PREFIX = "souq_";

export async function hashApiToken(token: string): Promise<string> {
  return sha256Hex(token);
}

function randomToken(): string {
  return API_TOKEN_PREFIX + randomUrlToken();
}

/** Whether a string could be a token at all (checked before any hashing or query). */
export function looksLikeApiToken(token: string): boolean {
  return token.length <= 100 && new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`).test(token);
}

export interface IssuedToken {
  /** The token itself: returned once, never stored. */
  token: string;
  id: number;
  expiresAt: Date;
}

/** Issues a token for a user. */
export async function issueApiToken({ db }: Db, userId: number, now = new Date(), days = API_TOKEN_DAYS): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + days * 24 * 3600 * 1000);
  const row = await db
    .prepare("INSERT INTO api_tokens (user_id, token_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
    .bind(userId, await hashApiToken(token), sqlTime(now), sqlTime(expiresAt))
    .first<{ id: number }>();
  return { token, id: row!.id, expiresAt };
}

/**
 * The active user behind a live token, or null: unknown, expired, revoked,
 * or the user suspended.
 */
export async function findApiTokenUser({ db }: Db, token: string, now = new Date()): Promise<{ user: User; tokenId: number } | null> {
  if (!looksLikeApiToken(token)) return null;
  const columns = USER_COLUMNS.split(", ")
    .map((column) => `u.${column}`)
    .join(", ");
  const row = await db
    .prepare(
      `SELECT t.id AS token_id, ${columns} FROM api_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ?1 AND t.revoked_at IS NULL AND t.expires_at > ?2 AND u.status = 'active'`,
    )
    .bind(await hashApiToken(token), sqlTime(now))
    .first<UserRow & { token_id: number }>();
  return row ? { user: toUser(row), tokenId: row.token_id } : null;
}

/** Revokes one token (logout). Says whether a live token was revoked. */
export async function revokeApiToken({ db }: Db, tokenId: number, now = new Date()): Promise<boolean> {
  return changesAny(db.prepare("UPDATE api_tokens SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(tokenId, sqlTime(now)));
}

/** Revokes every live token of a user (a password change or reset, a suspension); returns how many. */
export async function revokeUserApiTokens({ db }: Db, userId: number, now = new Date()): Promise<number> {
  const result = await db.prepare("UPDATE api_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, sqlTime(now)).run();
  return result.meta.changes ?? 0;
}

/** How many live tokens a user has (tests and a future account screen). */
export async function countLiveApiTokens({ db }: Db, userId: number, now = new Date()): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM api_tokens WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2")
    .bind(userId, sqlTime(now))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Deletes tokens that can no longer be used (for the scheduled jobs); returns how many. */
export async function pruneApiTokens({ db }: Db, now = new Date()): Promise<number> {
  const result = await db.prepare("DELETE FROM api_tokens WHERE expires_at <= ?1 OR revoked_at IS NOT NULL").bind(sqlTime(now)).run();
  return result.meta.changes ?? 0;
}
