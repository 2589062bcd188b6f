// Moderation's SQL: the queue's rows (ads under review, ads with open reports,
// their photos and reports), the decisions' writes with their log, and the
// reports visitors send. Typed rows in, typed rows out; the rules (what may be
// approved, a stale revision, one open report per reporter) are the
// use-cases' (moderation.server.ts, reports.server.ts).
import type { Database } from "~/server/db-session.server";
import { adNameColumns, adNameJoins, publicWhere } from "~/features/ads/queries.server";
import { allRows, sql, statement, sqlTime } from "~/server/sql.server";
import type { ReportReason } from "~/lib/schemas/ad";
import type { AdText, CategoryNames, PlaceNames } from "~/lib/rows";

type Db = { db: Database };

export type ModerationAction = "approve" | "reject" | "remove" | "dismiss_reports";

/** A photo as uploaded (the original, never the card variant), with its size. */
export interface QueuePhoto {
  image_path: string;
  width: number;
  height: number;
}

export interface OpenReport {
  id: number;
  ad_id: number;
  /** Set when the report is about a conversation over this ad. */
  conversation_id: number | null;
  reason: ReportReason | "conversation";
  details: string;
  created_at: string;
}

/** An ad as the queue shows it, before its photos, reports and waiting time are added. */
export interface QueueAdRow extends Omit<AdText, "condition">, CategoryNames, PlaceNames {
  /** The whole description, never cut. */
  condition: string;
  status: string;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The revision shown: an approval posts it back and applies to it only. */
  revision: number;
  owner_id: number;
  owner_name: string;
  owner_phone: string;
  /** The risk check's score and reasons (features/risk), null before any check. */
  risk_score: number | null;
  risk_reasons: string | null;
}

const itemColumns = `a.id, a.name, a.description, a.note, a.address, a.price, a.negotiable, a.condition, a.status, a.reject_reason, a.created_at, a.updated_at, a.revision,
  a.risk_score, a.risk_reasons,
  ${adNameColumns}, a.latitude, a.longitude,
  u.id AS owner_id, u.first_name || ' ' || u.last_name AS owner_name, u.phone AS owner_phone`;

/**
 * What waits for a decision, each list oldest first and at most `take` long:
 * the ads under review, and the ads with open reports with their first
 * report's time. With `adId`, only that ad.
 */
export async function waitingAds(
  { db }: Db,
  take: number,
  adId?: number,
): Promise<{ pending: QueueAdRow[]; reported: Array<{ ad_id: number; first_report: string }> }> {
  const only = adId ? " AND a.id = ?2" : "";
  const onlyReport = adId ? " AND ad_id = ?2" : "";
  const bind = (statement: D1PreparedStatement) => (adId ? statement.bind(take, adId) : statement.bind(take));
  const [pendingRows, reportedRows] = await db.batch([
    bind(db.prepare(`SELECT ${itemColumns} FROM ads a ${adNameJoins} WHERE a.status = 'pending'${only} ORDER BY a.updated_at, a.id LIMIT ?1`)),
    bind(
      db.prepare(
        `SELECT ad_id, MIN(created_at) AS first_report FROM reports WHERE status = 'open'${onlyReport} GROUP BY ad_id ORDER BY first_report, ad_id LIMIT ?1`,
      ),
    ),
  ]);
  return { pending: pendingRows.results as QueueAdRow[], reported: reportedRows.results as Array<{ ad_id: number; first_report: string }> };
}

/** These ads as the queue shows them. */
export async function queueAds({ db }: Db, adIds: number[]): Promise<QueueAdRow[]> {
  if (adIds.length === 0) return [];
  const placeholders = adIds.map((_, index) => `?${index + 1}`).join(", ");
  return allRows<QueueAdRow>(db.prepare(`SELECT ${itemColumns} FROM ads a ${adNameJoins} WHERE a.id IN (${placeholders})`).bind(...adIds));
}

/** Every photo of these ads, originals, in each ad's order. */
export async function queuePhotos({ db }: Db, adIds: number[]): Promise<Array<QueuePhoto & { ad_id: number }>> {
  if (adIds.length === 0) return [];
  const placeholders = adIds.map((_, index) => `?${index + 1}`).join(", ");
  const { results } = await db
    .prepare(`SELECT ad_id, image_path, width, height FROM ad_images WHERE ad_id IN (${placeholders}) ORDER BY ad_id, position, id`)
    .bind(...adIds)
    .all<QueuePhoto & { ad_id: number }>();
  return results;
}

/** The open reports of some ads, oldest first. */
export async function openReportsFor({ db }: Db, adIds: number[]): Promise<OpenReport[]> {
  const ids = [...new Set(adIds)].slice(0, 99);
  if (ids.length === 0) return [];
  const placeholders = ids.map((_, index) => `?${index + 1}`).join(", ");
  return allRows<OpenReport>(
    db
      .prepare(
        `SELECT id, ad_id, conversation_id, reason, details, created_at FROM reports WHERE status = 'open' AND ad_id IN (${placeholders}) ORDER BY created_at, id`,
      )
      .bind(...ids),
  );
}

/** An ad's status and revision, or null when there is no such ad. */
export async function adState({ db }: Db, adId: number): Promise<{ status: string; revision: number } | null> {
  if (!Number.isInteger(adId) || adId <= 0) return null;
  return db.prepare("SELECT status, revision FROM ads WHERE id = ?1").bind(adId).first<{ status: string; revision: number }>();
}

function logStatement(db: Database, adId: number, moderatorId: number, action: ModerationAction, reason: string | null, at: string) {
  return db
    .prepare("INSERT INTO moderation_log (ad_id, moderator_id, action, reason, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(adId, moderatorId, action, reason, at);
}

function resolveReports(db: Database, adId: number, moderatorId: number, at: string) {
  return db
    .prepare("UPDATE reports SET status = 'resolved', resolved_by = ?2, resolved_at = ?3 WHERE ad_id = ?1 AND status = 'open'")
    .bind(adId, moderatorId, at);
}

/**
 * Makes an ad public until `expiresAt`, only while it still has this status
 * and revision (an edit landing meanwhile is not approved); whether it did.
 */
export async function publishAd({ db }: Db, adId: number, from: { status: string; revision: number }, expiresAt: Date, at: Date): Promise<boolean> {
  const approved = await db
    .prepare(
      "UPDATE ads SET status = 'approved', reject_reason = NULL, approved_at = ?2, expires_at = ?3, updated_at = ?2 WHERE id = ?1 AND status = ?4 AND revision = ?5 RETURNING id",
    )
    .bind(adId, sqlTime(at), sqlTime(expiresAt), from.status, from.revision)
    .first<{ id: number }>();
  return approved !== null;
}

/**
 * Records a decision: the ad's new state where it has one (rejected or
 * removed, with the reason the owner sees), the log line, and the ad's open
 * reports resolved, in one transaction.
 */
export async function recordDecision(
  { db }: Db,
  decision: { adId: number; moderatorId: number; action: ModerationAction; reason: string | null; at: Date },
): Promise<void> {
  const { adId, moderatorId, action, reason } = decision;
  const at = sqlTime(decision.at);
  const change =
    action === "reject"
      ? [db.prepare("UPDATE ads SET status = 'rejected', reject_reason = ?2, updated_at = ?3 WHERE id = ?1").bind(adId, reason, at)]
      : action === "remove"
        ? [
            db
              .prepare("UPDATE ads SET status = 'removed', reject_reason = ?2, is_featured = 0, featured_until = NULL, updated_at = ?3 WHERE id = ?1")
              .bind(adId, reason, at),
          ]
        : [];
  await db.batch([...change, logStatement(db, adId, moderatorId, action, reason, at), resolveReports(db, adId, moderatorId, at)]);
}

export interface Decision {
  id: number;
  ad_id: number;
  ad_name: string | null;
  moderator_id: number;
  moderator_name: string;
  action: ModerationAction;
  reason: string | null;
  created_at: string;
}

/** The latest decisions, newest first (of one ad, or of all). */
export async function listDecisions({ db }: Db, { adId, limit = 20 }: { adId?: number; limit?: number } = {}): Promise<Decision[]> {
  const where = adId ? "WHERE l.ad_id = ?2" : "";
  const statement = db.prepare(
    `SELECT l.id, COALESCE(l.ad_id, l.deleted_ad_id) AS ad_id, COALESCE(a.name, l.deleted_ad_name) AS ad_name, l.moderator_id, u.first_name || ' ' || u.last_name AS moderator_name, l.action, l.reason, l.created_at
     FROM moderation_log l JOIN users u ON u.id = l.moderator_id LEFT JOIN ads a ON a.id = l.ad_id
     ${where} ORDER BY l.id DESC LIMIT ?1`,
  );
  const { results } = await (adId ? statement.bind(limit, adId) : statement.bind(limit)).all<Decision>();
  return results;
}

// ---- Reports ------------------------------------------------------------------

/** Whether the ad is public at `at` (only public ads can be reported). */
export async function isPublicAd({ db }: Db, adId: number, at: Date): Promise<boolean> {
  const row = await statement(db, sql`SELECT a.id FROM ads a WHERE a.id = ${adId} AND ${publicWhere(at)}`).first();
  return row !== null;
}

/** Whether the ad has an open report under any of these reporter keys. */
export async function hasOpenReport({ db }: Db, adId: number, keys: string[]): Promise<boolean> {
  const placeholders = keys.map((_, index) => `?${index + 2}`).join(", ");
  const open = await db
    .prepare(`SELECT 1 AS found FROM reports WHERE ad_id = ?1 AND status = 'open' AND client_key IN (${placeholders}) LIMIT 1`)
    .bind(adId, ...keys)
    .first();
  return open !== null;
}

/** Stores a report; false when the unique index found one open for this ad and key already. */
export async function insertReport(
  { db }: Db,
  report: { adId: number; userId: number | null; clientKey: string; reason: ReportReason; details: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .prepare("INSERT OR IGNORE INTO reports (ad_id, user_id, client_key, reason, details, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(report.adId, report.userId, report.clientKey, report.reason, report.details, sqlTime(report.at))
    .run();
  return (inserted.meta.changes ?? 0) > 0;
}
