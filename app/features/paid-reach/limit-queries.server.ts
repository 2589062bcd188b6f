// Free ads' SQL: the account's free ads used and pack credits per category,
// the credits a paid pack adds, and the statements an ad's INSERT and an
// edit's move add to their own batch (the rules are in limits.server.ts).
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import { freeWindowStart } from "~/features/paid-reach/defaults";

type Db = { db: Database };

/** The message of the error that aborts an edit's batch when the move is not allowed (moveStatements). */
export const MOVE_REFUSED = "NOT NULL constraint failed: ad_postings.category_id";

/** A category's free ads limit, the account's free ads posted there since `since`, and its pack credits; null: no such category. */
export async function freeAdsCount({ db }: Db, userId: number, categoryId: number, since: Date) {
  return db
    .prepare(
      `SELECT c.free_ads_limit AS lim,
         (SELECT COUNT(*) FROM ad_postings p WHERE p.user_id = ?1 AND p.category_id = c.id AND p.created_at > ?3 AND p.paid = 0) AS used,
         COALESCE((SELECT credits FROM ad_pack_credits k WHERE k.user_id = ?1 AND k.category_id = c.id), 0) AS credits
       FROM categories c WHERE c.id = ?2`,
    )
    .bind(userId, categoryId, sqlTime(since))
    .first<{ lim: number; used: number; credits: number }>();
}

/** The same for every category, with the oldest free ad of the window (when a free ad comes back). */
export async function freeAdsCounts({ db }: Db, userId: number, since: Date) {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.free_ads_limit AS lim,
         (SELECT COUNT(*) FROM ad_postings p WHERE p.user_id = ?1 AND p.category_id = c.id AND p.created_at > ?2 AND p.paid = 0) AS used,
         COALESCE((SELECT credits FROM ad_pack_credits k WHERE k.user_id = ?1 AND k.category_id = c.id), 0) AS credits,
         (SELECT MIN(p.created_at) FROM ad_postings p WHERE p.user_id = ?1 AND p.category_id = c.id AND p.created_at > ?2 AND p.paid = 0) AS oldest
       FROM categories c`,
    )
    .bind(userId, sqlTime(since))
    .all<{ id: number; lim: number; used: number; credits: number; oldest: string | null }>();
  return results;
}

/** Adds credits to the account's pack credits for a category; the row after. */
export async function insertPackCredits({ db }: Db, userId: number, categoryId: number, credits: number) {
  return db
    .prepare(
      `INSERT INTO ad_pack_credits (user_id, category_id, credits) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id, category_id) DO UPDATE SET credits = credits + excluded.credits RETURNING credits`,
    )
    .bind(userId, categoryId, credits)
    .first<{ credits: number }>();
}

/**
 * The SQL condition under which the account (`user`) may post one more ad in
 * the category (`category`), the free window starting at `since` (each a
 * parameter reference such as "?1"): a free ad left, or a credit.
 */
export function canPostSql(user: string, category: string, since: string): string {
  return `((${freeUsedSql(user, category, since)}) < (SELECT free_ads_limit FROM categories WHERE id = ${category})
    OR COALESCE((SELECT credits FROM ad_pack_credits WHERE user_id = ${user} AND category_id = ${category}), 0) > 0)`;
}

function freeUsedSql(user: string, category: string, since: string): string {
  return `SELECT COUNT(*) FROM ad_postings WHERE user_id = ${user} AND category_id = ${category} AND created_at > ${since} AND paid = 0`;
}

/**
 * The statements that follow the ad's conditional INSERT in its batch: the
 * posting (free while the free ads last, else paid) and, for a paid one, the
 * credit spent. `adId` is the SQL of the new ad's id; both write nothing when
 * the INSERT wrote no ad.
 */
export function postingStatements(db: Database, adId: string, posting: { userId: number; categoryId: number; at: Date }): D1PreparedStatement[] {
  const at = sqlTime(posting.at);
  return [
    db
      .prepare(
        `INSERT INTO ad_postings (user_id, category_id, ad_id, paid, created_at)
         SELECT ?1, ?2, id, CASE WHEN (${freeUsedSql("?1", "?2", "?4")}) < (SELECT free_ads_limit FROM categories WHERE id = ?2) THEN 0 ELSE 1 END, ?3
         FROM ads WHERE id = ${adId} AND user_id = ?1 AND category_id = ?2 AND created_at = ?3`,
      )
      .bind(posting.userId, posting.categoryId, at, sqlTime(freeWindowStart(posting.at))),
    db
      .prepare(
        `UPDATE ad_pack_credits SET credits = credits - 1
         WHERE user_id = ?1 AND category_id = ?2 AND credits > 0
           AND EXISTS (SELECT 1 FROM ad_postings WHERE user_id = ?1 AND category_id = ?2 AND created_at = ?3 AND ad_id = ${adId} AND paid = 1)`,
      )
      .bind(posting.userId, posting.categoryId, at),
  ];
}

/**
 * The statements that open an edit's batch when it moves an ad to another
 * category: the move counts there as a new ad (a posting row, free while the
 * free ads last, else paid with a credit spent). When the account may not
 * post there now, the posting's category is NULL: the NOT NULL constraint
 * fails and D1 rolls the whole batch back, so nothing of the edit is written
 * (isMoveRefused tells that error). Inside the batch, parallel edits cannot
 * pass the limit. Both statements do nothing when the ad stays in its category.
 */
export function moveStatements(db: Database, adId: number, move: { userId: number; categoryId: number; at: Date }): D1PreparedStatement[] {
  const at = sqlTime(move.at);
  return [
    db
      .prepare(
        `INSERT INTO ad_postings (user_id, category_id, ad_id, paid, created_at)
         SELECT ?1, CASE WHEN ${canPostSql("?1", "?2", "?5")} THEN ?2 END, ?3,
           CASE WHEN (${freeUsedSql("?1", "?2", "?5")}) < (SELECT free_ads_limit FROM categories WHERE id = ?2) THEN 0 ELSE 1 END, ?4
         FROM ads WHERE id = ?3 AND user_id = ?1 AND category_id <> ?2`,
      )
      .bind(move.userId, move.categoryId, adId, at, sqlTime(freeWindowStart(move.at))),
    db
      .prepare(
        `UPDATE ad_pack_credits SET credits = credits - 1
         WHERE user_id = ?1 AND category_id = ?2 AND credits > 0
           AND EXISTS (SELECT 1 FROM ad_postings WHERE user_id = ?1 AND category_id = ?2 AND created_at = ?4 AND ad_id = ?3 AND paid = 1)`,
      )
      .bind(move.userId, move.categoryId, adId, at),
  ];
}
