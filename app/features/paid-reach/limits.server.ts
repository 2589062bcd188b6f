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
// same "freeLimit"; moveStatements, in the edit's own batch).
//
// The check is part of the ad's own conditional INSERT (features/ads/
// editor-queries.server.ts insertAd, with limit-queries.server.ts' statements), and D1 runs a batch
// as one transaction: parallel posts cannot pass the limit or spend a credit
// twice.
//
//   freeAdsAllowance(deps, userId, categoryId, now?) → Allowance | null (no such category)
//   addPackCredits(deps, userId, categoryId, credits)  → the account's credits for that category after
//   isMoveRefused(error)                               → whether an edit's batch failed on its move's limit
// Their SQL, and the statements the ad's and the edit's batches add
// (canPostSql, postingStatements, moveStatements), are in limit-queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { FREE_WINDOW_DAYS, freeWindowStart } from "~/features/paid-reach/defaults";
import { freeAdsCount, freeAdsCounts, insertPackCredits, MOVE_REFUSED } from "~/features/paid-reach/limit-queries.server";

/** Free ads per category where the seed (and migration 0030) give fewer than the default 10. */
const SEEDED_LIMITS: Record<string, number> = { vehicles: 2, "real-estate": 2 };
export const DEFAULT_FREE_ADS = 10;

/** The seeded free limit of a category, by its slug. */
export function freeAdsLimitOf(slug: string): number {
  return SEEDED_LIMITS[slug] ?? DEFAULT_FREE_ADS;
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
  const row = await freeAdsCount({ db }, userId, categoryId, freeWindowStart(now));
  if (!row) return null;
  const left = Math.max(0, row.lim - row.used);
  return { categoryId, limit: row.lim, used: row.used, left, credits: row.credits, canPost: left > 0 || row.credits > 0 };
}

/** Whether an edit's batch failed because its move to another category is past the limit (moveStatements). */
export function isMoveRefused(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return text.includes(MOVE_REFUSED);
}

/** Adds bought ads to the account's credits for a category (a paid pack); the credits after. */
export async function addPackCredits({ db }: { db: Database }, userId: number, categoryId: number, credits: number): Promise<number> {
  if (!Number.isInteger(credits) || credits <= 0) throw new Error("addPackCredits: credits must be a positive integer");
  const row = await insertPackCredits({ db }, userId, categoryId, credits);
  return row!.credits;
}

/** What the ad form says per category: free ads left (of the limit) and pack credits. */
export type FreeAdsByCategory = Record<string, { limit: number; left: number; credits: number; freeAgainAt: string | null }>;

/** The account's free ads left and credits in every category, for the add-ad form (one query). */
export async function freeAdsByCategory({ db }: { db: Database }, userId: number, now = new Date()): Promise<FreeAdsByCategory> {
  const results = await freeAdsCounts({ db }, userId, freeWindowStart(now));
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
