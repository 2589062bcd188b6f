// Moderation: the queue of ads under review and of reported ads (oldest
// first), and the decisions on them. Every decision is recorded in
// moderation_log with who took it and when. Approval makes an ad public until
// now + AD_LIFETIME_DAYS; rejection keeps the moderator's reason for the
// owner; removal takes an ad off the site for good. Deciding on an ad
// resolves its open reports.
//
// Moderators see what they approve: every field of the ad (the whole
// description, the note, the address, the category path, the place and its
// coordinates) and every photo as it was uploaded, and an approval applies to
// the revision they reviewed: each edit adds one to the ad's revision, the
// approve form posts the revision shown, and approving an older one is
// refused ("stale": the ad stays in the queue with its new content).
//
//   listQueue({ db }, { limit?, page?, adId? })                  → { items: QueueItem[], hasMore }
//   approveAd(deps, moderatorId, adId, now?, reviewedRevision?)  → ModerationResult
//   rejectAd({ db }, moderatorId, adId, reason, now?)            → ModerationResult
//   removeAd({ db }, moderatorId, adId, reason, now?)            → ModerationResult
//   dismissReports({ db }, moderatorId, adId, now?)              → ModerationResult
//   listDecisions({ db }, { adId?, limit? })                     → Decision[]
// deps: { db: Database; config?: { AD_LIFETIME_DAYS: number } }
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/jobs.server";
import { addDays, lifetimeDays } from "~/features/ads/editor.server";
import { adNameColumns, adNameJoins } from "~/features/ads/queries.server";
import { openReportsFor, type OpenReport } from "~/features/moderation/reports.server";
import type { AdText, CategoryNames, PlaceNames } from "~/lib/rows";

type Db = { db: Database };
type Deps = Db & { config?: { AD_LIFETIME_DAYS: number } };

export type ModerationResult = { ok: true } | { ok: false; error: "notFound" | "notAllowed" | "stale" };
export type ModerationAction = "approve" | "reject" | "remove" | "dismiss_reports";

/** A photo as uploaded (the original, never the card variant), with its size. */
export interface QueuePhoto {
  image_path: string;
  width: number;
  height: number;
}

export interface QueueItem extends Omit<AdText, "condition">, CategoryNames, PlaceNames {
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
  /** Every photo, in the ad's order. */
  photos: QueuePhoto[];
  /** When it started waiting: its last edit when under review, or its first open report. */
  waiting_since: string;
  under_review: boolean;
  reports: OpenReport[];
}

const itemColumns = `a.id, a.name, a.description, a.note, a.address, a.price, a.negotiable, a.condition, a.status, a.reject_reason, a.created_at, a.updated_at, a.revision,
  ${adNameColumns}, a.latitude, a.longitude,
  u.id AS owner_id, u.first_name || ' ' || u.last_name AS owner_name, u.phone AS owner_phone`;
type ItemRow = Omit<QueueItem, "waiting_since" | "under_review" | "reports" | "photos">;

/**
 * Ads under review and ads with open reports, the longest-waiting first, a
 * page at a time (`hasMore` when a later page exists). With
 * `adId`, only that ad, when it waits for a decision.
 */
export async function listQueue(
  { db }: Db,
  { limit = 30, page = 1, adId }: { limit?: number; page?: number; adId?: number } = {},
): Promise<{ items: QueueItem[]; hasMore: boolean }> {
  const take = limit * Math.max(1, page) + 1;
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
  const pending = pendingRows.results as ItemRow[];
  const reported = reportedRows.results as Array<{ ad_id: number; first_report: string }>;
  const items = new Map<number, QueueItem>();
  for (const row of pending) items.set(row.id, { ...row, waiting_since: row.updated_at, under_review: true, reports: [], photos: [] });
  const firstReport = new Map(reported.map((row) => [row.ad_id, row.first_report]));
  // Merge the two oldest-first lists, then keep only this page's ads.
  const order = [
    ...pending.map((row) => ({ id: row.id, at: row.updated_at })),
    ...reported.filter((row) => !items.has(row.ad_id)).map((row) => ({ id: row.ad_id, at: row.first_report })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  const start = (Math.max(1, page) - 1) * limit;
  const pageIds = order.slice(start, start + limit).map((entry) => entry.id);
  const hasMore = order.length > start + limit;
  const missing = pageIds.filter((id) => !items.has(id));
  if (missing.length > 0) {
    const placeholders = missing.map((_, index) => `?${index + 1}`).join(", ");
    const { results } = await db
      .prepare(`SELECT ${itemColumns} FROM ads a ${adNameJoins} WHERE a.id IN (${placeholders})`)
      .bind(...missing)
      .all<ItemRow>();
    for (const row of results) items.set(row.id, { ...row, waiting_since: row.updated_at, under_review: row.status === "pending", reports: [], photos: [] });
  }
  const [reports, photos] = await Promise.all([openReportsFor({ db }, pageIds), photosOf(db, pageIds)]);
  for (const report of reports) items.get(report.ad_id)?.reports.push(report);
  for (const photo of photos) items.get(photo.ad_id)?.photos.push({ image_path: photo.image_path, width: photo.width, height: photo.height });
  const list = pageIds.map((id) => items.get(id)).filter((item): item is QueueItem => !!item);
  for (const item of list) {
    const reportedAt = firstReport.get(item.id) ?? item.reports[0]?.created_at;
    if (reportedAt && (!item.under_review || reportedAt < item.waiting_since)) item.waiting_since = reportedAt;
  }
  return { items: list, hasMore };
}

/** Every photo of these ads, originals, in each ad's order. */
async function photosOf(db: Database, adIds: number[]): Promise<Array<QueuePhoto & { ad_id: number }>> {
  if (adIds.length === 0) return [];
  const placeholders = adIds.map((_, index) => `?${index + 1}`).join(", ");
  const { results } = await db
    .prepare(`SELECT ad_id, image_path, width, height FROM ad_images WHERE ad_id IN (${placeholders}) ORDER BY ad_id, position, id`)
    .bind(...adIds)
    .all<QueuePhoto & { ad_id: number }>();
  return results;
}

async function stateOf({ db }: Db, adId: number): Promise<{ status: string; revision: number } | null> {
  if (!Number.isInteger(adId) || adId <= 0) return null;
  return db.prepare("SELECT status, revision FROM ads WHERE id = ?1").bind(adId).first<{ status: string; revision: number }>();
}

async function statusOf(deps: Db, adId: number): Promise<string | null> {
  return (await stateOf(deps, adId))?.status ?? null;
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
 * Approves an ad under review (public until now + the configured lifetime),
 * or, for an approved ad that was reported, keeps it and closes the reports.
 * With `reviewedRevision` (the approve form always sends it), an ad edited
 * since the moderator loaded it is not approved: "stale", nothing changes.
 */
export async function approveAd(deps: Deps, moderatorId: number, adId: number, now = new Date(), reviewedRevision?: number): Promise<ModerationResult> {
  const state = await stateOf(deps, adId);
  if (!state) return { ok: false, error: "notFound" };
  const { status } = state;
  if (!["pending", "rejected", "approved"].includes(status)) return { ok: false, error: "notAllowed" };
  if (reviewedRevision !== undefined && state.revision !== reviewedRevision) return { ok: false, error: "stale" };
  const { db } = deps;
  const at = sqlTime(now);
  if (status !== "approved") {
    // The same condition again in the write: an edit landing between the read and here is not approved either.
    const approved = await db
      .prepare(
        "UPDATE ads SET status = 'approved', reject_reason = NULL, approved_at = ?2, expires_at = ?3, updated_at = ?2 WHERE id = ?1 AND status = ?4 AND revision = ?5 RETURNING id",
      )
      .bind(adId, at, sqlTime(addDays(now, lifetimeDays(deps))), status, reviewedRevision ?? state.revision)
      .first<{ id: number }>();
    if (!approved) return { ok: false, error: "stale" };
  }
  await db.batch([logStatement(db, adId, moderatorId, "approve", null, at), resolveReports(db, adId, moderatorId, at)]);
  return { ok: true };
}

/** Rejects an ad under review (or a public one) with a reason the owner sees. */
export async function rejectAd({ db }: Db, moderatorId: number, adId: number, reason: string, now = new Date()): Promise<ModerationResult> {
  const status = await statusOf({ db }, adId);
  if (!status) return { ok: false, error: "notFound" };
  if (status !== "pending" && status !== "approved") return { ok: false, error: "notAllowed" };
  const at = sqlTime(now);
  await db.batch([
    db.prepare("UPDATE ads SET status = 'rejected', reject_reason = ?2, updated_at = ?3 WHERE id = ?1").bind(adId, reason, at),
    logStatement(db, adId, moderatorId, "reject", reason, at),
    resolveReports(db, adId, moderatorId, at),
  ]);
  return { ok: true };
}

/** Takes an ad off the site for good (fraud, illegal goods…); the owner still sees it, marked removed. */
export async function removeAd({ db }: Db, moderatorId: number, adId: number, reason: string | null, now = new Date()): Promise<ModerationResult> {
  const status = await statusOf({ db }, adId);
  if (!status) return { ok: false, error: "notFound" };
  if (status === "removed") return { ok: false, error: "notAllowed" };
  const at = sqlTime(now);
  await db.batch([
    db
      .prepare("UPDATE ads SET status = 'removed', reject_reason = ?2, is_featured = 0, featured_until = NULL, updated_at = ?3 WHERE id = ?1")
      .bind(adId, reason, at),
    logStatement(db, adId, moderatorId, "remove", reason, at),
    resolveReports(db, adId, moderatorId, at),
  ]);
  return { ok: true };
}

/** Closes an ad's open reports without changing the ad. */
export async function dismissReports({ db }: Db, moderatorId: number, adId: number, now = new Date()): Promise<ModerationResult> {
  const status = await statusOf({ db }, adId);
  if (!status) return { ok: false, error: "notFound" };
  const at = sqlTime(now);
  await db.batch([logStatement(db, adId, moderatorId, "dismiss_reports", null, at), resolveReports(db, adId, moderatorId, at)]);
  return { ok: true };
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
