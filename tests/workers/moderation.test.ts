import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPublicAd } from "~/features/ads/queries.server";
import { sqlTime } from "~/server/sql.server";
import { approveAd, dismissReports, listQueue, rejectAd, removeAd } from "~/features/moderation/moderation.server";
import { listDecisions } from "~/features/moderation/queries.server";
import { createReport, parseReportForm, reportClientKeys } from "~/features/moderation/reports.server";
import { createTestEnv } from "./helpers/db";

// Reports and moderation against a real local D1: the queue's order, every
// decision logged with who and when, reports resolved by decisions.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const ADMIN = 9;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, role) VALUES
       (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'user'),
       (2, 'buyer', 'Mona', 'Hassan', 'b@example.com', '+201022222222', 'x', 'user'),
       (9, 'admin', 'Admin', 'One', 'a@example.com', '+201000000001', 'x', 'admin')`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, created_at, updated_at) VALUES
       (1, 1, 'newest pending', 'd', 10, 1, 30, 31, 'a', 'pending', NULL, '2026-11-23 09:00:00', '2026-11-23 09:00:00'),
       (2, 1, 'oldest pending', 'd', 20, 1, 30, 31, 'a', 'pending', NULL, '2026-11-20 09:00:00', '2026-11-20 09:00:00'),
       (3, 1, 'public reported', 'd', 30, 1, 30, 31, 'a', 'approved', '2026-12-30 00:00:00', '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
       (4, 1, 'public fine', 'd', 40, 1, 30, 31, 'a', 'approved', '2026-12-30 00:00:00', '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
       (5, 1, 'public to remove', 'd', 50, 1, 30, 31, 'a', 'approved', '2026-12-30 00:00:00', '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });

describe("reports", () => {
  it("takes one open report per person or address per ad, only on public ads", async () => {
    const visitor = await reportClientKeys("secret", null, "10.0.0.1");
    expect(visitor.primary).toMatch(/^ip:[0-9a-f]{32}$/);
    expect(visitor.primary).not.toContain("10.0.0.1");
    const report = (keys: { primary: string; keys: string[] }, adId: number, userId: number | null = null) =>
      createReport(
        db(),
        { adId, userId, clientKey: keys.primary, otherKeys: keys.keys, reason: "fraud", details: "asks for money first" },
        new Date("2026-11-21T08:00:00Z"),
      );
    expect(await report(visitor, 3)).toEqual({ ok: true });
    expect(await report(visitor, 3)).toEqual({ ok: false, error: "alreadyReported" });
    // The same person signed in, from the same address: still one.
    const signedIn = await reportClientKeys("secret", 2, "10.0.0.1");
    expect(await report(signedIn, 3, 2)).toEqual({ ok: false, error: "alreadyReported" });
    // Another address, signed in: a second report.
    expect(await report(await reportClientKeys("secret", 2, "10.0.0.2"), 3, 2)).toEqual({ ok: true });
    // Not public: refused.
    expect(await report(visitor, 1)).toEqual({ ok: false, error: "notFound" });
    expect(await report(visitor, 999)).toEqual({ ok: false, error: "notFound" });
  });

  it("parses the form: a reason from the list, optional details, the honeypot", () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(entries)) data.append(key, value);
      return data;
    };
    expect(parseReportForm(form({ reason: "duplicate" })).value).toMatchObject({ reason: "duplicate", details: "" });
    expect(parseReportForm(form({ reason: "nonsense" })).errors?.reason).toEqual(["editor:errors.reasonRequired"]);
    expect(parseReportForm(form({ reason: "other", details: "x".repeat(1001) })).errors?.details).toEqual(["editor:errors.detailsTooLong"]);
    expect(parseReportForm(form({ reason: "other", website: "http://spam" })).honeypot).toBe(true);
  });
});

describe("the moderation queue", () => {
  it("lists ads under review and reported ads, the longest-waiting first, with their open reports", async () => {
    const { items, hasMore } = await listQueue(db());
    expect(items.map((item) => item.id)).toEqual([2, 3, 1]);
    expect(hasMore).toBe(false);
    const reported = items.find((item) => item.id === 3)!;
    expect(reported.under_review).toBe(false);
    expect(reported.reports).toHaveLength(2);
    expect(reported.waiting_since).toBe("2026-11-21 08:00:00");
    expect(items[0]).toMatchObject({ owner_name: "Sami Adel", category_name_en: "Vehicles", under_review: true });
  });

  it("pages the queue and shows one ad on request", async () => {
    const first = await listQueue(db(), { limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual([2, 3]);
    expect(first.hasMore).toBe(true);
    const second = await listQueue(db(), { limit: 2, page: 2 });
    expect(second.items.map((item) => item.id)).toEqual([1]);
    expect(second.hasMore).toBe(false);
    expect((await listQueue(db(), { adId: 3 })).items.map((item) => item.id)).toEqual([3]);
    expect((await listQueue(db(), { adId: 4 })).items).toEqual([]);
  });
});

describe("decisions", () => {
  it("approval makes an ad public for the configured lifetime and is logged with who and when", async () => {
    expect(await approveAd({ db: env.DB, config: { AD_LIFETIME_DAYS: 7 } }, ADMIN, 2, now)).toEqual({ ok: true });
    const row = await env.DB.prepare("SELECT status, approved_at, expires_at FROM ads WHERE id = 2").first();
    expect(row).toEqual({ status: "approved", approved_at: sqlTime(now), expires_at: "2026-11-30 12:00:00" });
    expect(await getPublicAd(db(), 2, now)).not.toBeNull();
    const [decision] = await listDecisions(db(), { adId: 2 });
    expect(decision).toMatchObject({ ad_id: 2, moderator_id: ADMIN, moderator_name: "Admin One", action: "approve", created_at: sqlTime(now) });
  });

  it("rejection keeps the reason for the owner, resolves the reports and leaves the queue", async () => {
    expect(await rejectAd(db(), ADMIN, 3, "صور مضللة", now)).toEqual({ ok: true });
    expect(await env.DB.prepare("SELECT status, reject_reason FROM ads WHERE id = 3").first()).toEqual({ status: "rejected", reject_reason: "صور مضللة" });
    const reports = await env.DB.prepare("SELECT status, resolved_by, resolved_at FROM reports WHERE ad_id = 3").all();
    expect(reports.results).toEqual([
      { status: "resolved", resolved_by: ADMIN, resolved_at: sqlTime(now) },
      { status: "resolved", resolved_by: ADMIN, resolved_at: sqlTime(now) },
    ]);
    expect((await listQueue(db())).items.map((item) => item.id)).toEqual([1]);
    expect((await listDecisions(db(), { adId: 3 }))[0]).toMatchObject({ action: "reject", reason: "صور مضللة" });
  });

  it("removal takes an ad off the site for good; dismissing closes reports and keeps the ad", async () => {
    const keys = await reportClientKeys("secret", null, "10.0.0.9");
    await createReport(db(), { adId: 4, userId: null, clientKey: keys.primary, reason: "other", details: "" }, now);
    await createReport(db(), { adId: 5, userId: null, clientKey: keys.primary, reason: "offensive", details: "" }, now);
    expect(await dismissReports(db(), ADMIN, 4, now)).toEqual({ ok: true });
    expect(await getPublicAd(db(), 4, now)).not.toBeNull();
    expect(await removeAd(db(), ADMIN, 5, "ممنوع", now)).toEqual({ ok: true });
    expect(await getPublicAd(db(), 5, now)).toBeNull();
    expect(await removeAd(db(), ADMIN, 5, null, now)).toEqual({ ok: false, error: "notAllowed" });
    expect(await approveAd(db(), ADMIN, 5, now)).toEqual({ ok: false, error: "notAllowed" });
    expect(await approveAd(db(), ADMIN, 999, now)).toEqual({ ok: false, error: "notFound" });
    expect((await listQueue(db())).items.map((item) => item.id)).toEqual([1]);
    const actions = (await listDecisions(db())).map((decision) => `${decision.ad_id}:${decision.action}`);
    expect(actions.slice(0, 2)).toEqual(["5:remove", "4:dismiss_reports"]);
  });
});
