// Ratings' SQL: who may rate (a conversation about the ad that both people
// wrote in), the ratings themselves with the seller's answer, the average and
// count (from the visible rows, never a counter), reports and the
// moderators' decisions. Typed rows in, typed rows out; the rules are
// ratings.server.ts's.
import type { Database } from "~/server/db-session.server";
import { publicWhere } from "~/features/ads/queries.server";
import { sql, statement, sqlTime } from "~/server/sql.server";
import { auditStatement } from "~/server/audit.server";
import { RATINGS_PAGE_SIZE } from "./limits";

type Db = { db: Database };

/** What deciding whether a person may rate the seller of an ad needs, read in one statement. */
export interface RatingStanding {
  /** The ad exists and is public now. */
  ad_public: number;
  ad_owner_id: number | null;
  /** The rater's conversation about the ad, when there is one. */
  conversation_id: number | null;
  seller_id: number | null;
  ad_name: string | null;
  buyer_wrote: number;
  seller_wrote: number;
  /** The rater's account is suspended. */
  suspended: number;
  /** The rater's rating of this ad, when given. */
  rating_id: number | null;
}

export async function ratingStanding({ db }: Db, raterId: number, adId: number, now: Date): Promise<RatingStanding | null> {
  return statement(
    db,
    sql`SELECT
         (SELECT COUNT(*) FROM ads a WHERE a.id = ${adId} AND ${publicWhere(now)}) AS ad_public,
         (SELECT user_id FROM ads WHERE id = ${adId}) AS ad_owner_id,
         c.id AS conversation_id, c.seller_id, COALESCE((SELECT name FROM ads WHERE id = ${adId}), c.ad_name) AS ad_name,
         EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.buyer_id) AS buyer_wrote,
         EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.seller_id) AS seller_wrote,
         (u.status = 'suspended') AS suspended,
         (SELECT id FROM ratings WHERE rater_id = ${raterId} AND ad_id = ${adId}) AS rating_id
       FROM users u LEFT JOIN conversations c ON c.buyer_id = u.id AND c.ad_id = ${adId}
       WHERE u.id = ${raterId}`,
  ).first<RatingStanding>();
}

/** Stores a rating; null when this rater already rated this ad (the unique index decides, so two at once store one). */
export async function insertRating(
  { db }: Db,
  rating: { adId: number; adName: string; conversationId: number; raterId: number; sellerId: number; stars: number; comment: string; at: Date },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO ratings (ad_id, ad_name, conversation_id, rater_id, seller_id, stars, comment, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT(rater_id, ad_id) DO NOTHING
       RETURNING id`,
    )
    .bind(rating.adId, rating.adName, rating.conversationId, rating.raterId, rating.sellerId, rating.stars, rating.comment, sqlTime(rating.at))
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** A seller's average (one decimal is for the page to round) and count, of the ratings not hidden. */
export interface RatingSummary {
  count: number;
  /** null while there are none. */
  average: number | null;
}

export async function ratingSummary({ db }: Db, sellerId: number): Promise<RatingSummary> {
  const row = await db
    .prepare("SELECT COUNT(*) AS count, AVG(stars) AS average FROM ratings WHERE seller_id = ?1 AND hidden_at IS NULL")
    .bind(sellerId)
    .first<RatingSummary>();
  return { count: row?.count ?? 0, average: row && row.count > 0 ? row.average : null };
}

/** One rating as its list shows it: the rater's first name only, the ad it was about, the seller's answer. */
export interface RatingRow {
  id: number;
  ad_id: number | null;
  ad_name: string;
  rater_id: number;
  rater_name: string;
  seller_id: number;
  stars: number;
  comment: string;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
}

const ratingColumns = `r.id, r.ad_id, r.ad_name, r.rater_id, u.first_name AS rater_name, r.seller_id, r.stars, r.comment, r.answer, r.answered_at, r.created_at`;

/** A page of a seller's visible ratings, newest first; `hasMore` when a later page has any. */
export async function listRatings({ db }: Db, sellerId: number, page: number, size = RATINGS_PAGE_SIZE): Promise<{ rows: RatingRow[]; hasMore: boolean }> {
  const current = Math.max(1, Math.min(page, 10_000));
  const { results } = await db
    .prepare(
      `SELECT ${ratingColumns} FROM ratings r JOIN users u ON u.id = r.rater_id
       WHERE r.seller_id = ?1 AND r.hidden_at IS NULL
       ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(sellerId, size + 1, (current - 1) * size)
    .all<RatingRow>();
  return { rows: results.slice(0, size), hasMore: results.length > size };
}

/** One rating, hidden or not (null when there is none). */
export async function findRating({ db }: Db, ratingId: number): Promise<(RatingRow & { hidden_at: string | null }) | null> {
  return db
    .prepare(`SELECT ${ratingColumns}, r.hidden_at FROM ratings r JOIN users u ON u.id = r.rater_id WHERE r.id = ?1`)
    .bind(ratingId)
    .first<RatingRow & { hidden_at: string | null }>();
}

/** The rating of a conversation's ad by its buyer, when given (hidden ones too: a buyer rates an ad once). */
export interface ConversationRating {
  id: number;
  stars: number;
  answer: string | null;
  hidden: number;
}

export async function ratingOfConversation({ db }: Db, conversationId: number): Promise<ConversationRating | null> {
  return db
    .prepare(
      `SELECT r.id, r.stars, r.answer, r.hidden_at IS NOT NULL AS hidden FROM conversations c
       JOIN ratings r ON r.rater_id = c.buyer_id AND r.ad_id = c.ad_id WHERE c.id = ?1`,
    )
    .bind(conversationId)
    .first<ConversationRating>();
}

/** The seller's answer, only the first time, only on a visible rating of theirs: whether it was stored. */
export async function setAnswer({ db }: Db, ratingId: number, sellerId: number, answer: string, at: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE ratings SET answer = ?3, answered_at = ?4
       WHERE id = ?1 AND seller_id = ?2 AND answer IS NULL AND hidden_at IS NULL RETURNING id`,
    )
    .bind(ratingId, sellerId, answer, sqlTime(at))
    .first<{ id: number }>();
  return row !== null;
}

/** A report; false when this person already has an open one about this rating. */
export async function insertRatingReport({ db }: Db, ratingId: number, userId: number, details: string, at: Date): Promise<boolean> {
  const result = await db
    .prepare("INSERT OR IGNORE INTO rating_reports (rating_id, user_id, details, created_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(ratingId, userId, details, sqlTime(at))
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** A reported rating as the moderation queue shows it, with its open reports. */
export interface ReportedRating extends RatingRow {
  seller_name: string;
  first_report: string;
  reports: Array<{ id: number; details: string; created_at: string; reporter_name: string }>;
}

/** Ratings with open reports, the longest-waiting first, a page at a time. */
export async function listReportedRatings({ db }: Db, page = 1, size = 20): Promise<{ items: ReportedRating[]; hasMore: boolean }> {
  const current = Math.max(1, Math.min(page, 10_000));
  const { results } = await db
    .prepare(
      `SELECT ${ratingColumns}, s.first_name || ' ' || s.last_name AS seller_name, q.first_report
       FROM (SELECT rating_id, MIN(created_at) AS first_report FROM rating_reports WHERE status = 'open' GROUP BY rating_id) q
       JOIN ratings r ON r.id = q.rating_id JOIN users u ON u.id = r.rater_id JOIN users s ON s.id = r.seller_id
       ORDER BY q.first_report, r.id LIMIT ?1 OFFSET ?2`,
    )
    .bind(size + 1, (current - 1) * size)
    .all<RatingRow & { seller_name: string; first_report: string }>();
  const rows = results.slice(0, size);
  const items: ReportedRating[] = rows.map((row) => ({ ...row, reports: [] }));
  if (rows.length > 0) {
    const placeholders = rows.map((_, index) => `?${index + 1}`).join(", ");
    const { results: reports } = await db
      .prepare(
        `SELECT p.id, p.rating_id, p.details, p.created_at, u.first_name || ' ' || u.last_name AS reporter_name
         FROM rating_reports p JOIN users u ON u.id = p.user_id
         WHERE p.status = 'open' AND p.rating_id IN (${placeholders}) ORDER BY p.created_at, p.id`,
      )
      .bind(...rows.map((row) => row.id))
      .all<{ id: number; rating_id: number; details: string; created_at: string; reporter_name: string }>();
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const { rating_id, ...report } of reports) byId.get(rating_id)?.reports.push(report);
  }
  return { items, hasMore: results.length > size };
}

/**
 * A moderator's decision on a reported rating, in one batch: hidden (with
 * the reason) or kept, its open reports resolved, and the audit log's line.
 * False when the rating has no open report (already decided, or never reported).
 */
export async function decideRating(
  { db }: Db,
  decision: { ratingId: number; moderatorId: number; hide: boolean; reason: string | null; at: Date },
): Promise<boolean> {
  const { ratingId, moderatorId, hide, reason } = decision;
  const at = sqlTime(decision.at);
  const open = await db.prepare("SELECT 1 AS found FROM rating_reports WHERE rating_id = ?1 AND status = 'open' LIMIT 1").bind(ratingId).first();
  if (!open) return false;
  await db.batch([
    ...(hide
      ? [
          db
            .prepare("UPDATE ratings SET hidden_at = ?2, hidden_by = ?3, hidden_reason = ?4 WHERE id = ?1 AND hidden_at IS NULL")
            .bind(ratingId, at, moderatorId, reason),
        ]
      : []),
    db
      .prepare("UPDATE rating_reports SET status = 'resolved', resolved_by = ?2, resolved_at = ?3 WHERE rating_id = ?1 AND status = 'open'")
      .bind(ratingId, moderatorId, at),
    auditStatement(
      db,
      { actorId: moderatorId, action: hide ? "rating.hide" : "rating.keep", entity: "ratings", entityId: ratingId, details: hide ? { reason } : {} },
      decision.at,
    ),
  ]);
  return true;
}

/** A person whose ratings page exists: active, and a trader, a seller with a public ad, or someone with visible ratings. */
export interface RatedPerson {
  id: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  is_trader: number;
}

export async function findRatedPerson({ db }: Db, id: number, now: Date): Promise<RatedPerson | null> {
  return statement(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.company_name, u.is_trader FROM users u
       WHERE u.id = ${id} AND u.status = 'active' AND (u.is_trader = 1
         OR EXISTS (SELECT 1 FROM ads a WHERE a.user_id = u.id AND ${publicWhere(now)})
         OR EXISTS (SELECT 1 FROM ratings WHERE seller_id = u.id AND hidden_at IS NULL))`,
  ).first<RatedPerson>();
}

/** An account's status ("active", "suspended"…), or null when there is no such account. */
export async function accountStatus({ db }: Db, userId: number): Promise<string | null> {
  return (await db.prepare("SELECT status FROM users WHERE id = ?1").bind(userId).first<string>("status")) ?? null;
}
