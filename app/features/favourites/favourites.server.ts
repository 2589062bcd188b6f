// Favourites (the wishlist): a user's hearts on public ads. The user is the
// signed-in user passed in as `userId`; only public ads (approved, not
// expired, owner active) can be added, and the list shows only public ads.
//
// Stable signatures (reused by the JSON API):
//   addFavourite({ db }, userId, adId, now?)     → { ok: true } | { ok: false, error: "notFound" }
//   removeFavourite({ db }, userId, adId)        → { ok: true }
//   listFavourites({ db }, userId, now?)         → AdCard[] (newest favourite first)
//   favouriteIds({ db }, userId, adIds)          → Set<number> (one query on the primary key)
//   isFavourite({ db }, userId, adId)            → boolean
//   listFavouriteIds({ db }, userId)             → number[] (the newest MAX_FAVOURITE_IDS_SHOWN)
import type { Database } from "~/server/db-session.server";
import { cardColumns, cardJoins, PUBLIC_WHERE, type AdCard } from "~/features/ads/queries.server";
import { sqlTime } from "~/server/jobs.server";

type Db = { db: Database };

export const MAX_FAVOURITES_LISTED = 200;

export async function addFavourite({ db }: Db, userId: number, adId: number, now = new Date()): Promise<{ ok: true } | { ok: false; error: "notFound" }> {
  if (!Number.isInteger(adId) || adId <= 0) return { ok: false, error: "notFound" };
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO favourites (user_id, ad_id, created_at) SELECT ?1, a.id, ?3 FROM ads a WHERE a.id = ?2 AND ${PUBLIC_WHERE.replace("?", "?3")}`,
      )
      .bind(userId, adId, sqlTime(now)),
  ]);
  if ((inserted.meta.changes ?? 0) > 0) return { ok: true };
  // Nothing inserted: already a favourite (fine) or not a public ad (refused).
  const exists = await isPublic({ db }, adId, now);
  return exists ? { ok: true } : { ok: false, error: "notFound" };
}

async function isPublic({ db }: Db, adId: number, now: Date): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS found FROM ads a WHERE a.id = ?1 AND ${PUBLIC_WHERE.replace("?", "?2")}`)
    .bind(adId, sqlTime(now))
    .first();
  return row !== null;
}

/** Removing is idempotent: a heart that is already off stays off. */
export async function removeFavourite({ db }: Db, userId: number, adId: number): Promise<{ ok: true }> {
  if (Number.isInteger(adId) && adId > 0) await db.prepare("DELETE FROM favourites WHERE user_id = ?1 AND ad_id = ?2").bind(userId, adId).run();
  return { ok: true };
}

/** The user's favourite ads that are public now, newest favourite first. */
export async function listFavourites({ db }: Db, userId: number, now = new Date()): Promise<AdCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${cardColumns} FROM favourites f JOIN ads a ON a.id = f.ad_id ${cardJoins}
       WHERE f.user_id = ?1 AND ${PUBLIC_WHERE.replace("?", "?2")}
       ORDER BY f.created_at DESC, f.ad_id DESC LIMIT ?3`,
    )
    .bind(userId, sqlTime(now), MAX_FAVOURITES_LISTED)
    .all<AdCard>();
  return results;
}

/**
 * The ids of the user's newest favourites, for the hearts on every card of
 * every page (the root loader sends them once; issue 14). Capped, so a page's
 * data stays small: beyond the newest MAX_FAVOURITE_IDS_SHOWN a card's heart
 * shows empty, and pressing it keeps the ad saved (adding twice is harmless).
 */
export const MAX_FAVOURITE_IDS_SHOWN = 500;
export async function listFavouriteIds({ db }: Db, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT ad_id FROM favourites WHERE user_id = ?1 ORDER BY created_at DESC, ad_id DESC LIMIT ?2")
    .bind(userId, MAX_FAVOURITE_IDS_SHOWN)
    .all<{ ad_id: number }>();
  return results.map((row) => row.ad_id);
}

/** Which of these ads the user has among their favourites. */
export async function favouriteIds({ db }: Db, userId: number, adIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(adIds.filter((id) => Number.isInteger(id) && id > 0))].slice(0, 99); // D1 binds at most 100 values
  if (ids.length === 0) return new Set();
  const placeholders = ids.map((_, index) => `?${index + 2}`).join(", ");
  const { results } = await db
    .prepare(`SELECT ad_id FROM favourites WHERE user_id = ?1 AND ad_id IN (${placeholders})`)
    .bind(userId, ...ids)
    .all<{ ad_id: number }>();
  return new Set(results.map((row) => row.ad_id));
}

export async function isFavourite({ db }: Db, userId: number, adId: number): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM favourites WHERE user_id = ?1 AND ad_id = ?2").bind(userId, adId).first();
  return row !== null;
}
