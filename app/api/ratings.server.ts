// The API's ratings calls (Souq's own, not in the client contract): a user's
// ratings with their average and count (public), rating the seller of an ad
// the caller discussed with them, the seller's answer, and a report. Thin
// adapters over features/ratings/ratings.server.ts, the use-cases the pages
// call, with the pages' zod schemas: every rule (who may rate, once per ad,
// one answer, limits) lives there, and a refusal stores nothing.
import type { Context } from "~/server/context.server";
import type { Refusal } from "~/server/rate-limit.server";
import { isoTime } from "~/lib/format";
import { RATINGS_PAGE_SIZE } from "~/features/ratings/limits";
import {
  answerRating,
  rateSeller,
  ratedPerson,
  reportRating,
  sellerRatings,
  sellerRatingSummary,
  visibleRating,
  type RateError,
  type RatingRow,
} from "~/features/ratings/ratings.server";
import { RatingAnswerSchema, RatingReportSchema, RatingSchema } from "~/features/ratings/schema";
import { requireApiCaller } from "~/api/auth.server";
import { ApiError, notFound, ok, refused } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { parseFields, positiveInt, readFields } from "~/api/request.server";
import { z } from "~/api/zod-openapi.server";
import { defineOperations, type Operation, ANY_BODY, pathId } from "~/api/operation.server";

const define = defineOperations({ tag: "ratings", auth: "required", spec: false });

// ---- Answers' shapes ---------------------------------------------------------------------------------

const id = z.number().int().positive();
const time = z.string().describe("UTC time, ISO 8601 (2026-11-23T10:00:00Z)");

export const ApiRatingSchema = z
  .object({
    id,
    seller_id: id,
    ad_id: id.nullable().describe("The ad it was about; null once the ad is deleted"),
    ad_name: z.string(),
    rater_name: z.string().describe("The rater's first name"),
    stars: z.number().int().min(1).max(5),
    comment: z.string().describe("May be empty"),
    answer: z.string().nullable().describe("The seller's answer; null until they answer"),
    answered_at: time.nullable(),
    created_at: time,
  })
  .strict()
  .openapi("Rating");

export const RatingSummarySchema = z
  .object({
    count: z.number().int().nonnegative().describe("Visible ratings (hidden ones are left out)"),
    average: z.number().min(1).max(5).nullable().describe("Their average, to one decimal; null while there are none"),
  })
  .strict()
  .openapi("RatingSummary");

export const RatingsDataSchema = z
  .object({
    summary: RatingSummarySchema,
    ratings: z.array(ApiRatingSchema).describe("Newest first"),
    page: id,
    per_page: id,
    has_more: z.boolean().describe("Whether the next page has any"),
  })
  .strict()
  .openapi("RatingsData");

export const RatingDataSchema = z.object({ rating: ApiRatingSchema }).strict().openapi("RatingData");
export const RatingReportedDataSchema = z
  .object({ reported: z.literal(true) })
  .strict()
  .openapi("RatingReportedData");

function shape(row: RatingRow): z.infer<typeof ApiRatingSchema> {
  return {
    id: row.id,
    seller_id: row.seller_id,
    ad_id: row.ad_id,
    ad_name: row.ad_name,
    rater_name: row.rater_name,
    stars: row.stars,
    comment: row.comment,
    answer: row.answer,
    answered_at: row.answered_at ? isoTime(row.answered_at) : null,
    created_at: isoTime(row.created_at),
  };
}

// ---- Request fields -----------------------------------------------------------------------------------

const ratingsQueryFields: ApiField[] = [
  { name: "page", schema: z.number().int().positive().optional(), description: `The page (${RATINGS_PAGE_SIZE} ratings each); 1 when left out` },
];

const rateFields: ApiField[] = [
  {
    name: "ad_id",
    schema: z.number().int().positive(),
    openapi: { type: ["integer", "string"] },
    description: "The ad the caller asked the seller about: both must have written in its conversation",
  },
  {
    name: "stars",
    form: { schema: RatingSchema, field: "stars" },
    openapi: { type: ["integer", "string"], minimum: 1, maximum: 5 },
    description: "A whole number from 1 to 5 (0, 6, 3.5 or text are refused, never rounded)",
  },
  { name: "comment", form: { schema: RatingSchema, field: "comment" }, description: "Optional, at most 500 characters" },
];

const answerFields: ApiField[] = [
  { name: "answer", form: { schema: RatingAnswerSchema, field: "answer" }, description: "The seller's one answer, 1 to 500 characters" },
];

const reportRatingFields: ApiField[] = [
  { name: "details", form: { schema: RatingReportSchema, field: "details" }, description: "What is wrong with the rating (optional)" },
];

/** A rating id from the path; anything else is the same 404 as an unknown or hidden rating. */
function ratingId(idParam: string | undefined): number {
  const value = positiveInt(idParam);
  if (!value) throw notFound();
  return value;
}

/** The signed-in caller, the path's rating and the body read with the page's schema (answering or reporting a rating). */
async function ratingRequest<S extends z.ZodTypeAny>(request: Request, context: Context, idParam: string | undefined, schema: S, list: ApiField[]) {
  const caller = await requireApiCaller(request, context);
  const id = ratingId(idParam);
  const fields = await readFields(request, { fields: list });
  return { caller, id, input: parseFields(fields, schema, list, "first") };
}

/** A rating use-case's refusal as the API's error: its limit, a 404, or `status` with the reason's message. */
function ratingRefusal<E extends string>(result: { refusal: Refusal } | { error: E }, status: (error: Exclude<E, "notFound">) => number): ApiError {
  if ("refusal" in result) return refused(result.refusal);
  if (result.error === "notFound") return new ApiError(404, "ratings:errors.notFound");
  return new ApiError(status(result.error as Exclude<E, "notFound">), `ratings:errors.${result.error}`);
}

const rateStatus: Record<Exclude<RateError, "notFound">, number> = {
  ownAd: 403,
  noConversation: 403,
  noExchange: 403,
  suspended: 403,
  alreadyRated: 409,
};

// ---- GET /client/users/{id}/ratings -------------------------------------------------------------------

const userRatings = define({
  method: "get",
  path: "/client/users/{id}/ratings",
  operationId: "userRatings",
  auth: "none",
  summary: "A seller's ratings, newest first, a page at a time, with their average and count (hidden ratings left out)",
  params: pathId("The rated user"),
  query: ratingsQueryFields,
  success: { status: 200, data: RatingsDataSchema, description: "The summary and a page of ratings" },
  errors: [404, 422],
  async handle(request, context, idParam) {
    const sellerId = positiveInt(idParam);
    if (!sellerId || !(await ratedPerson(context, sellerId))) throw notFound();
    const fields = await readFields(request, { fields: ratingsQueryFields });
    const raw = fields.get("page");
    const page = raw === undefined || raw === "" ? 1 : positiveInt(raw);
    if (page === null) throw new ApiError(422, "api:errors.validation", { errors: { page: ["api:errors.badRequest"] } });
    const [summary, list] = await Promise.all([sellerRatingSummary(context, sellerId), sellerRatings(context, sellerId, page)]);
    return ok(context, {
      summary: { count: summary.count, average: summary.average === null ? null : Math.round(summary.average * 10) / 10 },
      ratings: list.rows.map(shape),
      page,
      per_page: RATINGS_PAGE_SIZE,
      has_more: list.hasMore,
    });
  },
});

// ---- POST /client/ratings -----------------------------------------------------------------------------

const createRating = define({
  method: "post",
  path: "/client/ratings",
  operationId: "createRating",
  summary: "Rate the seller of an ad: once per ad, only after the caller and the seller both wrote in its conversation",
  description:
    "Refused with 403 when the caller has no conversation about the ad, the seller (or the caller) has not written in it yet, it is the caller's own ad, or the caller's account is suspended; 409 when the caller already rated this ad. Nothing is stored when refused.",
  body: { fields: rateFields, media: ANY_BODY },
  success: { status: 201, data: RatingDataSchema, description: "Rated" },
  errors: [401, 403, 404, 409, 413, 422, 429],
  async handle(request, context) {
    const caller = await requireApiCaller(request, context);
    const fields = await readFields(request, { fields: rateFields });
    const raw = fields.get("ad_id");
    const adId = positiveInt(raw);
    if (!adId) {
      throw new ApiError(422, "api:errors.validation", {
        errors: { ad_id: [raw === undefined || raw === "" ? "auth:errors.required" : "api:errors.badRequest"] },
      });
    }
    const input = parseFields(fields, RatingSchema, rateFields.slice(1), "first");
    const result = await rateSeller(context, caller.user, adId, input);
    if (!result.ok) throw ratingRefusal(result, (error) => rateStatus[error]);
    const rating = await visibleRating(context, result.ratingId);
    return ok(context, { rating: shape(rating!) }, { msg: "ratings:rate.thanks", status: 201 });
  },
});

// ---- POST /client/ratings/{id}/answer -----------------------------------------------------------------

const answerRatingFromApi = define({
  method: "post",
  path: "/client/ratings/{id}/answer",
  operationId: "answerRating",
  summary: "The rated seller's one answer to a rating",
  params: pathId("The rating"),
  body: { fields: answerFields, media: ANY_BODY },
  success: { status: 200, data: RatingDataSchema, description: "Answered" },
  errors: [401, 403, 404, 409, 413, 422, 429],
  async handle(request, context, idParam) {
    const { caller, id, input } = await ratingRequest(request, context, idParam, RatingAnswerSchema, answerFields);
    const result = await answerRating(context, caller.user, id, input.answer);
    if (!result.ok) throw ratingRefusal(result, (error) => (error === "alreadyAnswered" ? 409 : 403));
    const rating = await visibleRating(context, id);
    return ok(context, { rating: shape(rating!) }, { msg: "ratings:rate.answered" });
  },
});

// ---- POST /client/ratings/{id}/report -----------------------------------------------------------------

const reportRatingFromApi = define({
  method: "post",
  path: "/client/ratings/{id}/report",
  operationId: "reportRating",
  summary: "Report a rating to the moderators (one open report per caller and rating)",
  params: pathId("The rating"),
  body: { fields: reportRatingFields, media: ANY_BODY },
  success: { status: 200, data: RatingReportedDataSchema, description: "Reported" },
  errors: [401, 404, 409, 413, 422, 429],
  async handle(request, context, idParam) {
    const { caller, id, input } = await ratingRequest(request, context, idParam, RatingReportSchema, reportRatingFields);
    const result = await reportRating(context, caller.user, id, input.details);
    if (!result.ok) throw ratingRefusal(result, () => 409);
    return ok(context, { reported: true as const }, { msg: "ratings:rate.reported" });
  },
});

/** This file's operations, in the document's order. */
export const ratingOperations: Operation[] = [userRatings, createRating, answerRatingFromApi, reportRatingFromApi];
