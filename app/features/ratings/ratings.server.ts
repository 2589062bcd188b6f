// Ratings of sellers by the buyers who dealt with them,
// once for the pages and the JSON API: each use-case takes the signed-in
// user and answers with a result, never a response.
//
// Who may rate: the buyer of a conversation about an ad, once the buyer and
// the seller have each written at least once in it; once per ad; never
// oneself (a conversation's buyer is never its seller), never from a
// suspended account, and within the ratings limit (rate-limit.server.ts's
// ratingsUser, counted per account like messaging's). The seller answers
// each rating once. Anyone signed in reports a rating (once while the report
// is open); a moderator hides it with a reason or keeps it. The average and
// the count are computed from the visible rows, so a hidden rating leaves
// them at once.
import type { Context } from "~/server/context.server";
import { withRateLimit, type Refusal } from "~/server/rate-limit.server";
import { findConversationFor } from "~/features/messaging/queries.server";
import { profileName } from "~/lib/profile-name";
import {
  accountStatus,
  decideRating,
  findRatedPerson,
  findRating,
  insertRating,
  insertRatingReport,
  listRatings,
  listReportedRatings,
  ratingOfConversation,
  ratingStanding,
  ratingSummary,
  setAnswer,
  type RatingRow,
  type RatingStanding,
  type RatingSummary,
} from "./queries.server";
import { RATINGS_ON_PROFILE, RATINGS_PAGE_SIZE } from "./limits";

type RatingsContext = Pick<Context, "db" | "clientAddress" | "config">;
type Member = { id: number };

export type { RatingRow, RatingSummary };

/**
 * Why a rating was not stored: no such ad (or one the caller cannot see),
 * the caller's own ad, no conversation about it, a conversation the seller
 * (or the buyer) has not written in yet, a suspended account, or a second
 * rating of the same ad.
 */
export type RateError = "notFound" | "ownAd" | "noConversation" | "noExchange" | "suspended" | "alreadyRated";
export type RateResult = { ok: true; ratingId: number; sellerId: number } | { ok: false; error: RateError } | { ok: false; refusal: Refusal };

const perUser = (user: Member) => `user:${user.id}`;

/** Whether this standing lets its person rate now (null) or why not. */
function refusalOf(standing: RatingStanding | null, user: Member): RateError | null {
  if (!standing) return "notFound";
  if (standing.conversation_id === null) {
    // An ad the caller never asked about: only a public one is named as such; any other is unknown to them.
    if (standing.ad_public !== 1) return "notFound";
    return standing.ad_owner_id === user.id ? "ownAd" : "noConversation";
  }
  if (standing.suspended === 1) return "suspended";
  if (standing.rating_id !== null) return "alreadyRated";
  if (standing.buyer_wrote !== 1 || standing.seller_wrote !== 1) return "noExchange";
  return null;
}

/** Whether the user may rate the seller of this ad now, or why not (the same checks as `rateSeller`, without counting). */
export async function mayRate(context: RatingsContext, user: Member, adId: number, now = new Date()): Promise<RateError | null> {
  return refusalOf(await ratingStanding(context, user.id, adId, now), user);
}

/** A buyer's rating of the seller of an ad they discussed with them: 1 to 5 stars and a comment (maybe empty). */
export async function rateSeller(
  context: RatingsContext,
  user: Member,
  adId: number,
  input: { stars: number; comment: string },
  now = new Date(),
): Promise<RateResult> {
  const standing = await ratingStanding(context, user.id, adId, now);
  const error = refusalOf(standing, user);
  if (error) return { ok: false, error };
  const refusal = await withRateLimit(context, "ratingsUser", perUser(user), now);
  if (refusal) return { ok: false, refusal };
  const ratingId = await insertRating(context, {
    adId,
    adName: standing!.ad_name ?? "",
    conversationId: standing!.conversation_id!,
    raterId: user.id,
    sellerId: standing!.seller_id!,
    stars: input.stars,
    comment: input.comment,
    at: now,
  });
  // Two at once: the unique index kept the first.
  if (ratingId === null) return { ok: false, error: "alreadyRated" };
  return { ok: true, ratingId, sellerId: standing!.seller_id! };
}

export type AnswerError = "notFound" | "notYours" | "alreadyAnswered" | "suspended";
export type AnswerResult = { ok: true; sellerId: number } | { ok: false; error: AnswerError } | { ok: false; refusal: Refusal };

/** The seller's one answer to a rating of them. A hidden or unknown rating is "notFound"; someone else's is "notYours". */
export async function answerRating(context: RatingsContext, user: Member, ratingId: number, answer: string, now = new Date()): Promise<AnswerResult> {
  const rating = await findRating(context, ratingId);
  if (!rating || rating.hidden_at !== null) return { ok: false, error: "notFound" };
  if (rating.seller_id !== user.id) return { ok: false, error: "notYours" };
  if (rating.answer !== null) return { ok: false, error: "alreadyAnswered" };
  if (await isSuspended(context, user)) return { ok: false, error: "suspended" };
  const refusal = await withRateLimit(context, "ratingsUser", perUser(user), now);
  if (refusal) return { ok: false, refusal };
  // The same conditions in the write: a second answer landing meanwhile is refused.
  if (!(await setAnswer(context, ratingId, user.id, answer, now))) return { ok: false, error: "alreadyAnswered" };
  return { ok: true, sellerId: rating.seller_id };
}

async function isSuspended(context: RatingsContext, user: Member): Promise<boolean> {
  return (await accountStatus(context, user.id)) !== "active";
}

export type ReportRatingResult = { ok: true; sellerId: number } | { ok: false; error: "notFound" | "alreadyReported" } | { ok: false; refusal: Refusal };

/** A signed-in person's report of a visible rating: it goes to the moderation queue (one open report per person and rating). */
export async function reportRating(context: RatingsContext, user: Member, ratingId: number, details: string, now = new Date()): Promise<ReportRatingResult> {
  const rating = await findRating(context, ratingId);
  if (!rating || rating.hidden_at !== null) return { ok: false, error: "notFound" };
  const refusal = await withRateLimit(context, "ratingsUser", perUser(user), now);
  if (refusal) return { ok: false, refusal };
  if (!(await insertRatingReport(context, ratingId, user.id, details, now))) return { ok: false, error: "alreadyReported" };
  return { ok: true, sellerId: rating.seller_id };
}

/** A visible rating (null for a hidden or unknown one). */
export async function visibleRating(context: RatingsContext, ratingId: number): Promise<RatingRow | null> {
  const rating = await findRating(context, ratingId);
  return rating && rating.hidden_at === null ? rating : null;
}

/** A seller's average and count (visible ratings only). */
export const sellerRatingSummary = (context: Pick<Context, "db">, sellerId: number) => ratingSummary(context, sellerId);

/** A page of a seller's visible ratings, newest first. */
export const sellerRatings = (context: Pick<Context, "db">, sellerId: number, page: number, size = RATINGS_PAGE_SIZE) =>
  listRatings(context, sellerId, page, size);

/** What the trader's page shows: the average and count and the newest few. */
export async function profileRatings(context: Pick<Context, "db">, sellerId: number) {
  const [summary, newest] = await Promise.all([ratingSummary(context, sellerId), listRatings(context, sellerId, 1, RATINGS_ON_PROFILE)]);
  return { summary, newest: newest.rows, more: newest.hasMore };
}

/**
 * What a conversation's page offers about ratings: its buyer may rate
 * ("offer"), has rated ("rated"), or waits for both to have written
 * ("waiting"); its seller sees a rating to answer ("received"). Null when
 * there is nothing to say (no ad any more, a suspended buyer).
 */
export type ConversationRatingState =
  | { kind: "offer"; conversationId: number }
  | { kind: "waiting" }
  | { kind: "rated"; stars: number; sellerId: number }
  | { kind: "received"; stars: number; answered: boolean; sellerId: number };

export async function conversationRatingState(
  context: RatingsContext,
  user: Member,
  conversation: { id: number; ad_id: number | null; buyer_id: number; seller_id: number },
  now = new Date(),
): Promise<ConversationRatingState | null> {
  const given = await ratingOfConversation(context, conversation.id);
  if (conversation.seller_id === user.id) {
    return given && given.hidden === 0 ? { kind: "received", stars: given.stars, answered: given.answer !== null, sellerId: user.id } : null;
  }
  if (conversation.buyer_id !== user.id || conversation.ad_id === null) return null;
  if (given) return { kind: "rated", stars: given.stars, sellerId: conversation.seller_id };
  const error = await mayRate(context, user, conversation.ad_id, now);
  if (error === null) return { kind: "offer", conversationId: conversation.id };
  return error === "noExchange" ? { kind: "waiting" } : null;
}

/** The conversation a rating form is for, when the user is its buyer: its ad and seller, and whether they may rate now. */
export async function ratingFormFor(context: RatingsContext, user: Member, conversationId: number, now = new Date()) {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation || conversation.buyer_id !== user.id || conversation.ad_id === null) return null;
  return {
    adId: conversation.ad_id,
    adName: conversation.ad_name,
    sellerId: conversation.seller_id,
    sellerName: conversation.other_name,
    refusal: await mayRate(context, user, conversation.ad_id, now),
  };
}

/** The moderation queue's reported ratings, the longest-waiting first. */
export const reportedRatings = (context: Pick<Context, "db">, page = 1) => listReportedRatings(context, page);

/** A moderator hides a reported rating (with a reason) or keeps it; false when it has no open report. */
export async function moderateRating(
  context: Pick<Context, "db">,
  moderator: Member,
  ratingId: number,
  decision: { hide: true; reason: string } | { hide: false },
  now = new Date(),
): Promise<boolean> {
  return decideRating(context, { ratingId, moderatorId: moderator.id, hide: decision.hide, reason: decision.hide ? decision.reason : null, at: now });
}

/** The person a ratings page is about (null: no such page), with how they are named. */
export async function ratedPerson(context: Pick<Context, "db">, id: number, now = new Date()) {
  const person = await findRatedPerson(context, id, now);
  return person ? { id: person.id, name: profileName(person) } : null;
}
