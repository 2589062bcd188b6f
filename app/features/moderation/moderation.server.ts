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
// deps: { db: Database; config?: { AD_LIFETIME_DAYS: number } }
// The SQL is in queries.server.ts (with listDecisions, the decisions' log).
import type { Database } from "~/server/db-session.server";
import { addDays, lifetimeDays } from "~/features/ads/editor.server";
import {
  adState,
  openReportsFor,
  publishAd,
  queueAds,
  queuePhotos,
  recordDecision,
  waitingAds,
  type ModerationAction,
  type OpenReport,
  type QueueAdRow,
  type QueuePhoto,
} from "~/features/moderation/queries.server";

type Db = { db: Database };
type Deps = Db & { config?: { AD_LIFETIME_DAYS: number } };

export type ModerationResult = { ok: true } | { ok: false; error: "notFound" | "notAllowed" | "stale" };
export type { ModerationAction };

export interface QueueItem extends QueueAdRow {
  /** Every photo, in the ad's order. */
  photos: QueuePhoto[];
  /** When it started waiting: its last edit when under review, or its first open report. */
  waiting_since: string;
  under_review: boolean;
  reports: OpenReport[];
}

/**
 * Ads under review and ads with open reports, the longest-waiting first, a
 * page at a time (`hasMore` when a later page exists). With
 * `adId`, only that ad, when it waits for a decision.
 */
export async function listQueue(
  deps: Db,
  { limit = 30, page = 1, adId }: { limit?: number; page?: number; adId?: number } = {},
): Promise<{ items: QueueItem[]; hasMore: boolean }> {
  const take = limit * Math.max(1, page) + 1;
  const { pending, reported } = await waitingAds(deps, take, adId);
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
  for (const row of await queueAds(deps, missing))
    items.set(row.id, { ...row, waiting_since: row.updated_at, under_review: row.status === "pending", reports: [], photos: [] });
  const [reports, photos] = await Promise.all([openReportsFor(deps, pageIds), queuePhotos(deps, pageIds)]);
  for (const report of reports) items.get(report.ad_id)?.reports.push(report);
  for (const photo of photos) items.get(photo.ad_id)?.photos.push({ image_path: photo.image_path, width: photo.width, height: photo.height });
  const list = pageIds.map((id) => items.get(id)).filter((item): item is QueueItem => !!item);
  for (const item of list) {
    const reportedAt = firstReport.get(item.id) ?? item.reports[0]?.created_at;
    if (reportedAt && (!item.under_review || reportedAt < item.waiting_since)) item.waiting_since = reportedAt;
  }
  return { items: list, hasMore };
}

/**
 * Approves an ad under review (public until now + the configured lifetime),
 * or, for an approved ad that was reported, keeps it and closes the reports.
 * With `reviewedRevision` (the approve form always sends it), an ad edited
 * since the moderator loaded it is not approved: "stale", nothing changes.
 */
export async function approveAd(deps: Deps, moderatorId: number, adId: number, now = new Date(), reviewedRevision?: number): Promise<ModerationResult> {
  const state = await adState(deps, adId);
  if (!state) return { ok: false, error: "notFound" };
  const { status } = state;
  if (!["pending", "rejected", "approved"].includes(status)) return { ok: false, error: "notAllowed" };
  if (reviewedRevision !== undefined && state.revision !== reviewedRevision) return { ok: false, error: "stale" };
  // The same condition again in the write: an edit landing between the read and here is not approved either.
  if (status !== "approved" && !(await publishAd(deps, adId, { status, revision: reviewedRevision ?? state.revision }, addDays(now, lifetimeDays(deps)), now)))
    return { ok: false, error: "stale" };
  await recordDecision(deps, { adId, moderatorId, action: "approve", reason: null, at: now });
  return { ok: true };
}

/** Rejects an ad under review (or a public one) with a reason the owner sees. */
export async function rejectAd(deps: Db, moderatorId: number, adId: number, reason: string, now = new Date()): Promise<ModerationResult> {
  const status = (await adState(deps, adId))?.status;
  if (!status) return { ok: false, error: "notFound" };
  if (status !== "pending" && status !== "approved") return { ok: false, error: "notAllowed" };
  await recordDecision(deps, { adId, moderatorId, action: "reject", reason, at: now });
  return { ok: true };
}

/** Takes an ad off the site for good (fraud, illegal goods…); the owner still sees it, marked removed. */
export async function removeAd(deps: Db, moderatorId: number, adId: number, reason: string | null, now = new Date()): Promise<ModerationResult> {
  const status = (await adState(deps, adId))?.status;
  if (!status) return { ok: false, error: "notFound" };
  if (status === "removed") return { ok: false, error: "notAllowed" };
  await recordDecision(deps, { adId, moderatorId, action: "remove", reason, at: now });
  return { ok: true };
}

/** Closes an ad's open reports without changing the ad. */
export async function dismissReports(deps: Db, moderatorId: number, adId: number, now = new Date()): Promise<ModerationResult> {
  if (!(await adState(deps, adId))) return { ok: false, error: "notFound" };
  await recordDecision(deps, { adId, moderatorId, action: "dismiss_reports", reason: null, at: now });
  return { ok: true };
}
