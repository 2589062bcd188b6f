// Free ads per category. Each category lets one account
// post `categories.free_ads_limit` free ads in 30 days (seeded: vehicles 2,
// real estate 2, every other category 10; the admin edits it). Past it, a new
// ad spends one of the account's pack credits for that category
// (ad_pack_credits); with none, the ad is refused with "freeLimit" and the
// seller is offered a pack. Every new ad writes a row in ad_postings in the
// same batch as the ad (free or paid), and the row stays when the ad is
// deleted: deleting an ad and posting it again spends another free ad.
// Renewing and editing an ad write nothing here, so they never count, except
// an edit that moves the ad to another category: that counts in the new
// category as a new ad would (free, else a credit, else refused with the
// same "freeLimit"; moveStatements below, in the edit's own batch).
//
// The check is part of the ad's own conditional INSERT (features/ads/
// queries.server.ts insertAd, with the statements below), and D1 runs a batch
// as one transaction: parallel posts cannot pass the limit or spend a credit
// twice.
//
//   freeAdsAllowance(deps, userId, categoryId, now?) → Allowance | null (no such category)
//   addPackCredits(deps, userId, categoryId, credits)  → the account's credits for that category after
//   canPostSql(...)                                    → the SQL condition the ad's INSERT adds
//   postingStatements(db, ...)                         → the ledger row and the credit spent, for the ad's batch
//   moveStatements(db, ...), isMoveRefused(error)      → the same for an edit that moves an ad to another category
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";

/** The free ads' window: an ad counts for 30 days after it was posted. */
export const FREE_WINDOW_DAYS = 30;

/** Free ads per category where the seed (and migration 0030) give fewer than the default 10. */
const SEEDED_LIMITS: Record<string, number> = { vehicles: 2, "real-estate": 2 };
export const DEFAULT_FREE_ADS = 10;

/** The seeded free limit of a category, by its slug. */
export function freeAdsLimitOf(slug: string): number {
  return SEEDED_LIMITS[slug] ?? DEFAULT_FREE_ADS;
}

/** The start of the free ads' window that ends at `now`. */
export function freeWindowStart(now: Date): Date {
  return new Date(now.getTime() - FREE_WINDOW_DAYS * 24 * 3600 * 1000);
}

export interface Allowance {
  categoryId: number;
  /** Free ads per 30 days in this category. */
  limit: number;
  /** Free ads posted in the last 30 days. */
  used: number;
  /** Free ads still to post (never below zero). */
  left: number;
  /** Extra ads bought in packs, not yet spent. */
  credits: number;
  /** Whether a new ad may be posted now (free, or on a credit). */
  canPost: boolean;
}

/** What the ad form tells the seller before they type: free ads left in the category, and credits. */
export async function freeAdsAllowance({ db }: { db: Database }, userId: number, categoryId: number, now = new Date()): Promise<Allowance | null> {
  if (!Number.isInteger(categoryId) || categoryId <= 0) return null;
  const row = await db
    .prepare(
      `SELECT c.free_ads_limit AS lim,
         (SELECT COUNT(*) FROM ad_postings p WHERE p.user_id = ?1 AND p.category_id = c.id AND p.created_at > ?3 AND p.paid = 0) AS used,
         COALESCE((SELECT credits FROM ad_pack_credits k WHERE k.user_id = ?1 AND k.category_id = c.id), 0) AS credits
       FROM categories c WHERE c.id = ?2`,
    )
    .bind(userId, categoryId, sqlTime(freeWindowStart(now)))
    .first<{ lim: number; used: number; credits: number }>();
  if (!row) return null;
  const left = Math.max(0, row.lim - row.used);
  return { categoryId, limit: row.lim, used: row.used, left, credits: row.credits, canPost: left > 0 || row.credits > 0 };
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

/** The message of the error that aborts an edit's batch when the move is not allowed (moveStatements). */
const MOVE_REFUSED = "NOT NULL constraint failed: ad_postings.category_id";

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

/** Whether an edit's batch failed because its move to another category is past the limit (moveStatements). */
export function isMoveRefused(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return text.includes(MOVE_REFUSED);
}

/** Adds bought ads to the account's credits for a category (a paid pack); the credits after. */
export async function addPackCredits({ db }: { db: Database }, userId: number, categoryId: number, credits: number): Promise<number> {
  if (!Number.isInteger(credits) || credits <= 0) throw new Error("addPackCredits: credits must be a positive integer");
  const row = await db
    .prepare(
      `INSERT INTO ad_pack_credits (user_id, category_id, credits) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id, category_id) DO UPDATE SET credits = credits + excluded.credits RETURNING credits`,
    )
    .bind(userId, categoryId, credits)
    .first<{ credits: number }>();
  return row!.credits;
}

/** What the ad form says per category: free ads left (of the limit) and pack credits. */
export type FreeAdsByCategory = Record<string, { limit: number; left: number; credits: number; freeAgainAt: string | null }>;

/** The account's free ads left and credits in every category, for the add-ad form (one query). */
export async function freeAdsByCategory({ db }: { db: Database }, userId: number, now = new Date()): Promise<FreeAdsByCategory> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.free_ads_limit AS lim,
         (SELECT COUNT(*) FROM ad_postings p WHERE p.user_id = ?1 AND p.category_id = c.id AND p.created_at > ?2 AND p.paid = 0) AS used,
         COALESCE((SELECT credits FROM ad_pack_credits k WHERE k.user_id = ?1 AND k.category_id = c.id), 0) AS credits,
         (SELECT MIN(p.created_at) FROM ad_postings p WHERE p.user_id = ?1 AND p.category_id = c.id AND p.created_at > ?2 AND p.paid = 0) AS oldest
       FROM categories c`,
    )
    .bind(userId, sqlTime(freeWindowStart(now)))
    .all<{ id: number; lim: number; used: number; credits: number; oldest: string | null }>();
  return Object.fromEntries(
    results.map((row) => {
      const left = Math.max(0, row.lim - row.used);
      // None left: a free ad comes back when the oldest free one of the window is 30 days old.
      const freeAgainAt = left === 0 && row.oldest ? freeAgainAfter(row.oldest) : null;
      return [String(row.id), { limit: row.lim, left, credits: row.credits, freeAgainAt }];
    }),
  );
}

/** When a free ad posted at `postedAt` (SQL time, UTC) stops counting. */
function freeAgainAfter(postedAt: string): string {
  return new Date(new Date(`${postedAt.replace(" ", "T")}Z`).getTime() + FREE_WINDOW_DAYS * 24 * 3600 * 1000).toISOString();
}
