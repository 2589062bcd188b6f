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
// The SQL is in queries.server.ts.
import type { Database } from "~/server/db-session.server";
import type { AdCard } from "~/features/ads/queries.server";
import { deleteFavourite, favouriteCards, insertFavourite, isPublicAd, newestFavouriteIds, savedAmong } from "~/features/favourites/queries.server";

export { isFavourite } from "~/features/favourites/queries.server";

type Db = { db: Database };

/** The most favourites the favourites page lists. */
export const MAX_FAVOURITES_LISTED = 200;

/** Saves a public ad; adding one that is already saved is fine, any other ad is "notFound". */
export async function addFavourite({ db }: Db, userId: number, adId: number, now = new Date()): Promise<{ ok: true } | { ok: false; error: "notFound" }> {
  if (!isAdId(adId)) return { ok: false, error: "notFound" };
  if (await insertFavourite({ db }, userId, adId, now)) return { ok: true };
  // Nothing inserted: already a favourite (fine) or not a public ad (refused).
  const exists = await isPublicAd({ db }, adId, now);
  return exists ? { ok: true } : { ok: false, error: "notFound" };
}

/** Removing is idempotent: a heart that is already off stays off. */
export async function removeFavourite({ db }: Db, userId: number, adId: number): Promise<{ ok: true }> {
  if (isAdId(adId)) await deleteFavourite({ db }, userId, adId);
  return { ok: true };
}

/** The user's favourite ads that are public now, newest favourite first. */
export async function listFavourites({ db }: Db, userId: number, now = new Date()): Promise<AdCard[]> {
  return favouriteCards({ db }, userId, now, MAX_FAVOURITES_LISTED);
}

/**
 * The ids of the user's newest favourites, for the hearts on every card of
 * every page (the root loader sends them once). Capped, so a page's
 * data stays small: beyond the newest MAX_FAVOURITE_IDS_SHOWN a card's heart
 * shows empty, and pressing it keeps the ad saved (adding twice is harmless).
 */
export const MAX_FAVOURITE_IDS_SHOWN = 500;
export async function listFavouriteIds({ db }: Db, userId: number): Promise<number[]> {
  return newestFavouriteIds({ db }, userId, MAX_FAVOURITE_IDS_SHOWN);
}

/** Which of these ads the user has among their favourites. */
export async function favouriteIds({ db }: Db, userId: number, adIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(adIds.filter(isAdId))].slice(0, 99); // D1 binds at most 100 values
  if (ids.length === 0) return new Set();
  return new Set(await savedAmong({ db }, userId, ids));
}

function isAdId(adId: number): boolean {
  return Number.isInteger(adId) && adId > 0;
}
