import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askAboutAd, reply } from "~/features/messaging/conversations.server";
import {
  answerRating,
  conversationRatingState,
  moderateRating,
  profileRatings,
  rateSeller,
  reportedRatings,
  reportRating,
  sellerRatings,
  sellerRatingSummary,
} from "~/features/ratings/ratings.server";
import { RatingSchema } from "~/features/ratings/schema";
import { LIMITS } from "~/server/rate-limit.server";
import { createTestEnv } from "./helpers/db";

// Ratings' rules against a real local D1: only a buyer
// who exchanged messages with the seller about the ad rates, once per ad;
// never oneself, never without a conversation, never from a suspended
// account; the seller answers once; the average and count leave hidden
// ratings out; and every refusal stores nothing.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const future = "2026-12-30 00:00:00";

const seller = { id: 1 };
const buyer = { id: 2 };
const stranger = { id: 3 };
const quiet = { id: 4 };
const suspended = { id: 5 };
const moderator = { id: 6 };
const context = () => ({ db: env.DB, clientAddress: "203.0.113.9", config: { APP_ENV: "test" } as never });
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
const ratingsStored = () => count("SELECT COUNT(*) AS n FROM ratings");

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, role) VALUES
       (1, 'seller', 'Sami', 'Seller', 's@example.com', '+201011111111', 'x', 'user'),
       (2, 'buyer', 'Bassem', 'Buyer', 'b@example.com', '+201022222222', 'x', 'user'),
       (3, 'other', 'Omar', 'Other', 'o@example.com', '+201033333333', 'x', 'user'),
       (4, 'quiet', 'Qadri', 'Quiet', 'q@example.com', '+201044444444', 'x', 'user'),
       (5, 'gone', 'Ghada', 'Gone', 'g@example.com', '+201055555555', 'x', 'user'),
       (6, 'mod', 'Mona', 'Moderator', 'm@example.com', '+201066666666', 'x', 'admin')`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, hidden, created_at) VALUES
       (1, 1, 'car', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
       (2, 1, 'flat', 'd', 20, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00'),
       (3, 1, 'under review', 'd', 30, 1, 30, 31, 'a', 'pending', NULL, 0, '2026-11-21 00:00:00'),
       (4, 3, 'bike', 'd', 40, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

/** A conversation about an ad: the buyer writes, and the seller answers when `answered`. */
async function talk(who: { id: number }, adId: number, answered: boolean, sellerOf = seller) {
  const asked = await askAboutAd(context(), { ...who, verified: true }, adId, "Is it available?", now);
  if (!asked.ok) throw new Error("not asked");
  if (answered) {
    const answeredMessage = await reply(context(), sellerOf, asked.conversationId, "Yes", now);
    if (!answeredMessage.ok) throw new Error("not answered");
  }
  return asked.conversationId;
}

describe("who may rate", () => {
  it("a buyer both of whose sides wrote rates the seller once per ad; a second rating is refused and nothing changes", async () => {
    const conversationId = await talk(buyer, 1, true);
    expect(await conversationRatingState(context(), buyer, { id: conversationId, ad_id: 1, buyer_id: 2, seller_id: 1 }, now)).toEqual({
      kind: "offer",
      conversationId,
    });
    const rated = await rateSeller(context(), buyer, 1, { stars: 4, comment: "Honest seller" }, now);
    expect(rated).toMatchObject({ ok: true, sellerId: 1 });
    const again = await rateSeller(context(), buyer, 1, { stars: 1, comment: "changed my mind" }, now);
    expect(again).toEqual({ ok: false, error: "alreadyRated" });
    const rows = await env.DB.prepare("SELECT rater_id, seller_id, ad_id, ad_name, stars, comment FROM ratings").all();
    expect(rows.results).toEqual([{ rater_id: 2, seller_id: 1, ad_id: 1, ad_name: "car", stars: 4, comment: "Honest seller" }]);
    expect(await conversationRatingState(context(), buyer, { id: conversationId, ad_id: 1, buyer_id: 2, seller_id: 1 }, now)).toEqual({
      kind: "rated",
      stars: 4,
      sellerId: 1,
    });
    expect(await conversationRatingState(context(), seller, { id: conversationId, ad_id: 1, buyer_id: 2, seller_id: 1 }, now)).toEqual({
      kind: "received",
      stars: 4,
      answered: false,
      sellerId: 1,
    });
  });

  it("refuses a buyer the seller never answered, someone who never wrote, the seller on their own ad, an unknown ad and one under review", async () => {
    const before = await ratingsStored();
    const conversationId = await talk(quiet, 1, false);
    expect(await rateSeller(context(), quiet, 1, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "noExchange" });
    expect(await conversationRatingState(context(), quiet, { id: conversationId, ad_id: 1, buyer_id: 4, seller_id: 1 }, now)).toEqual({ kind: "waiting" });
    expect(await rateSeller(context(), stranger, 1, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "noConversation" });
    expect(await rateSeller(context(), seller, 1, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "ownAd" });
    expect(await rateSeller(context(), buyer, 99999, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "notFound" });
    expect(await rateSeller(context(), buyer, 3, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "notFound" });
    // A buyer's conversation about another seller's ad gives no right to rate this one.
    expect(await rateSeller(context(), buyer, 2, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "noConversation" });
    expect(await ratingsStored()).toBe(before);
  });

  it("refuses a suspended account, even with a conversation both wrote in", async () => {
    await talk(suspended, 2, true);
    await env.DB.prepare("UPDATE users SET status = 'suspended' WHERE id = 5").run();
    const before = await ratingsStored();
    expect(await rateSeller(context(), suspended, 2, { stars: 1, comment: "" }, now)).toEqual({ ok: false, error: "suspended" });
    expect(await ratingsStored()).toBe(before);
  });

  it("checks stars and comments as the form and the API send them: 1 to 5 whole stars, at most 500 characters", () => {
    const parse = (stars: unknown, comment?: string) => RatingSchema.safeParse({ stars, comment });
    expect(parse("4").data).toEqual({ stars: 4, comment: "" });
    expect(parse(5, "  fine  ").data).toEqual({ stars: 5, comment: "fine" });
    for (const wrong of [0, 6, 3.5, "3.5", "x", "", undefined, null, "0", "６"]) expect(parse(wrong).success, String(wrong)).toBe(false);
    expect(parse(3, "ش".repeat(500)).success).toBe(true);
    expect(parse(3, "x".repeat(10_000)).error?.issues[0].message).toBe("ratings:errors.commentTooLong");
  });

  it("counts ratings, answers and reports against the account's limit", async () => {
    expect(LIMITS.ratingsUser.max).toBeGreaterThan(0);
    const key = "ratingsUser:user:3";
    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count, previous_count) VALUES (?1, ?2, ?3, 0)")
      .bind(key, Math.floor(now.getTime() / 1000 / 3600) * 3600, LIMITS.ratingsUser.max)
      .run();
    const [rating] = (await sellerRatings(context(), seller.id, 1)).rows;
    const refused = await reportRating(context(), stranger, rating.id, "spam", now);
    expect(refused).toMatchObject({ ok: false, refusal: { status: 429 } });
    expect(await count("SELECT COUNT(*) AS n FROM rating_reports")).toBe(0);
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(key).run();
  });
});

describe("answers", () => {
  it("the seller answers a rating once; nobody else can, and nothing changes when refused", async () => {
    const [rating] = (await sellerRatings(context(), seller.id, 1)).rows;
    expect(await answerRating(context(), buyer, rating.id, "Not mine to answer", now)).toEqual({ ok: false, error: "notYours" });
    expect(await answerRating(context(), stranger, rating.id, "Nor mine", now)).toEqual({ ok: false, error: "notYours" });
    expect(await answerRating(context(), seller, 99999, "Nothing there", now)).toEqual({ ok: false, error: "notFound" });
    expect(await answerRating(context(), seller, rating.id, "Thank you!", now)).toEqual({ ok: true, sellerId: 1 });
    expect(await answerRating(context(), seller, rating.id, "Thanks again", now)).toEqual({ ok: false, error: "alreadyAnswered" });
    expect((await sellerRatings(context(), seller.id, 1)).rows[0]).toMatchObject({ answer: "Thank you!", rater_name: "Bassem", stars: 4 });
  });
});

describe("averages", () => {
  it("are the visible ratings' average and count, newest first, and a hidden rating leaves both and the list", async () => {
    // A second buyer rates the other ad: (4 + 2) / 2.
    await talk(stranger, 2, true);
    const second = await rateSeller(context(), stranger, 2, { stars: 2, comment: "Late" }, new Date(now.getTime() + 60_000));
    if (!second.ok) throw new Error("not rated");
    expect(await sellerRatingSummary(context(), seller.id)).toEqual({ count: 2, average: 3 });
    expect((await sellerRatings(context(), seller.id, 1)).rows.map((row) => row.stars)).toEqual([2, 4]);
    expect((await profileRatings(context(), seller.id)).summary).toEqual({ count: 2, average: 3 });
    // Nobody has ratings yet: a count of 0 and no average, never a NaN.
    expect(await sellerRatingSummary(context(), stranger.id)).toEqual({ count: 0, average: null });

    // Reported (twice by the same person counts once), then hidden by a moderator with a reason.
    expect(await reportRating(context(), buyer, second.ratingId, "Rude and untrue", now)).toEqual({ ok: true, sellerId: 1 });
    expect(await reportRating(context(), buyer, second.ratingId, "Again", now)).toEqual({ ok: false, error: "alreadyReported" });
    const queue = await reportedRatings(context());
    expect(queue.items).toMatchObject([
      { id: second.ratingId, stars: 2, comment: "Late", reports: [{ details: "Rude and untrue", reporter_name: "Bassem Buyer" }] },
    ]);
    const version = await count("SELECT version AS n FROM content_version");
    expect(await moderateRating(context(), moderator, second.ratingId, { hide: true, reason: "Not about the deal" }, now)).toBe(true);
    expect(await count("SELECT version AS n FROM content_version")).toBeGreaterThan(version);
    expect(await sellerRatingSummary(context(), seller.id)).toEqual({ count: 1, average: 4 });
    expect((await sellerRatings(context(), seller.id, 1)).rows.map((row) => row.id)).not.toContain(second.ratingId);
    expect((await reportedRatings(context())).items).toEqual([]);
    const hidden = await env.DB.prepare("SELECT hidden_by, hidden_reason FROM ratings WHERE id = ?1").bind(second.ratingId).first();
    expect(hidden).toEqual({ hidden_by: 6, hidden_reason: "Not about the deal" });
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'rating.hide'")).toBe(1);
    // Decided: no second decision, no answer, no report, and no new rating of the same ad.
    expect(await moderateRating(context(), moderator, second.ratingId, { hide: false }, now)).toBe(false);
    expect(await answerRating(context(), seller, second.ratingId, "Too late", now)).toEqual({ ok: false, error: "notFound" });
    expect(await reportRating(context(), buyer, second.ratingId, "", now)).toEqual({ ok: false, error: "notFound" });
    expect(await rateSeller(context(), stranger, 2, { stars: 5, comment: "" }, now)).toEqual({ ok: false, error: "alreadyRated" });
  });

  it("keeps a reported rating when the moderator decides so: it stays in the average, its reports resolved", async () => {
    const [rating] = (await sellerRatings(context(), seller.id, 1)).rows;
    expect(await reportRating(context(), stranger, rating.id, "", now)).toMatchObject({ ok: true });
    expect(await moderateRating(context(), moderator, rating.id, { hide: false }, now)).toBe(true);
    expect(await sellerRatingSummary(context(), seller.id)).toEqual({ count: 1, average: 4 });
    expect(await count("SELECT COUNT(*) AS n FROM rating_reports WHERE status = 'open'")).toBe(0);
  });

  it("a seller's page of ratings goes on to the next page", async () => {
    const db = env.DB;
    await db.batch(
      Array.from({ length: 12 }, (_, index) =>
        db
          .prepare("INSERT INTO ratings (ad_id, ad_name, rater_id, seller_id, stars, comment, created_at) VALUES (NULL, 'old', 2, 3, ?1, '', ?2)")
          .bind((index % 5) + 1, `2026-10-${String(index + 1).padStart(2, "0")} 00:00:00`),
      ),
    );
    const first = await sellerRatings(context(), stranger.id, 1);
    const second = await sellerRatings(context(), stranger.id, 2);
    expect(first.rows).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(second.rows).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(first.rows[0].created_at > first.rows[9].created_at).toBe(true);
    expect(await sellerRatingSummary(context(), stranger.id)).toEqual({ count: 12, average: 33 / 12 });
  });
});
