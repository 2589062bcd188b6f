// Favourites' SQL: the favourites table, read alone or joined to the public
// ads' cards. Typed rows in, typed rows out; the rules (which ids are valid,
// how many are bound or listed, a heart that is already on) are
// favourites.server.ts's.
import type { Database } from "~/server/db-session.server";
import { cardColumns, cardJoins, publicWhere, type AdCard } from "~/features/ads/queries.server";
import { allRows, raw, sql, statement, sqlTime } from "~/server/sql.server";

type Db = { db: Database };

/** Saves the ad for the user when it is public at `now`; whether a row was written (false: already saved, or not public). */
export async function insertFavourite({ db }: Db, userId: number, adId: number, now: Date): Promise<boolean> {
  const [inserted] = await db.batch([
    statement(
      db,
      sql`INSERT OR IGNORE INTO favourites (user_id, ad_id, created_at) SELECT ${userId}, a.id, ${sqlTime(now)} FROM ads a WHERE a.id = ${adId} AND ${publicWhere(now)}`,
    ),
  ]);
  return (inserted.meta.changes ?? 0) > 0;
}

/** Whether the ad is public (approved, not expired, owner active) at `now`. */
export async function isPublicAd({ db }: Db, adId: number, now: Date): Promise<boolean> {
  const row = await statement(db, sql`SELECT 1 AS found FROM ads a WHERE a.id = ${adId} AND ${publicWhere(now)}`).first();
  return row !== null;
}

/** Deletes the user's favourite row for the ad, if there is one. */
export async function deleteFavourite({ db }: Db, userId: number, adId: number): Promise<void> {
  await db.prepare("DELETE FROM favourites WHERE user_id = ?1 AND ad_id = ?2").bind(userId, adId).run();
}

/** The cards of the user's favourite ads that are public at `now`, newest favourite first, at most `limit`. */
export async function favouriteCards({ db }: Db, userId: number, now: Date, limit: number): Promise<AdCard[]> {
  return allRows<AdCard>(
    statement(
      db,
      sql`SELECT ${raw(cardColumns)} FROM favourites f JOIN ads a ON a.id = f.ad_id ${raw(cardJoins)}
       WHERE f.user_id = ${userId} AND ${publicWhere(now)}
       ORDER BY f.created_at DESC, f.ad_id DESC LIMIT ${limit}`,
    ),
  );
}

/** The ad ids of the user's newest `limit` favourites, newest first. */
export async function newestFavouriteIds({ db }: Db, userId: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT ad_id FROM favourites WHERE user_id = ?1 ORDER BY created_at DESC, ad_id DESC LIMIT ?2")
    .bind(userId, limit)
    .all<{ ad_id: number }>();
  return results.map((row) => row.ad_id);
}

/** Which of `adIds` (1 to 99 of them: D1 binds at most 100 values, the user is one) the user has saved. */
export async function savedAmong({ db }: Db, userId: number, adIds: number[]): Promise<number[]> {
  const placeholders = adIds.map((_, index) => `?${index + 2}`).join(", ");
  const { results } = await db
    .prepare(`SELECT ad_id FROM favourites WHERE user_id = ?1 AND ad_id IN (${placeholders})`)
    .bind(userId, ...adIds)
    .all<{ ad_id: number }>();
  return results.map((row) => row.ad_id);
}

/** Whether the ad is among the user's favourites (public now or not). */
export async function isFavourite({ db }: Db, userId: number, adId: number): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM favourites WHERE user_id = ?1 AND ad_id = ?2").bind(userId, adId).first();
  return row !== null;
}
