import { z } from "zod";
import { optionalTextField, textField } from "~/lib/text";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, RATING_ANSWER_MAX, RATING_COMMENT_MAX, RATING_REPORT_MAX } from "./limits";

/**
 * Stars: a whole number from 1 to 5, as a form's radio sends it ("4") or a
 * JSON body does (4). Anything else (0, 6, 3.5, "x", nothing) is refused,
 * never rounded.
 */
export const starsField = z.unknown().transform((value, ctx) => {
  const stars = typeof value === "string" && /^[1-5]$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof stars === "number" && Number.isInteger(stars) && stars >= 1 && stars <= 5) return stars;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: value === undefined || value === "" ? "ratings:errors.starsRequired" : "ratings:errors.starsRange" });
  return z.NEVER;
});

/** A rating: the stars and an optional comment (errors are translation keys). */
export const RatingSchema = z.object({
  stars: starsField,
  comment: optionalTextField({ max: RATING_COMMENT_MAX, tooLong: "ratings:errors.commentTooLong" }),
});

/** The seller's one answer to a rating. */
export const RatingAnswerSchema = z.object({
  answer: textField({ max: RATING_ANSWER_MAX, required: "ratings:errors.answerEmpty", tooLong: "ratings:errors.answerTooLong" }),
});

/** What a person reporting a rating may add for the moderators. */
export const RatingReportSchema = z.object({
  details: optionalTextField({ max: RATING_REPORT_MAX, tooLong: "ratings:errors.reportTooLong" }),
});

/** A moderator's reason for hiding a rating (the seller and the rater do not see it; the log does). */
export const HideRatingSchema = z.object({
  reason: textField({
    min: HIDE_REASON_MIN,
    max: HIDE_REASON_MAX,
    required: "ratings:errors.reasonRequired",
    tooLong: "ratings:errors.reasonTooLong",
  }),
});
