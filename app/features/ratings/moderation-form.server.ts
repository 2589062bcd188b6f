// The moderation queue's decisions on reported ratings, as a page answers
// them: hide (with a reason) or keep. A refusal comes back at the rating with
// a 400; a decision taken already (by another moderator) is said with a toast.
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/cloudflare";
import type { Context } from "~/server/context.server";
import { parseId } from "~/lib/ids";
import { notFound } from "~/lib/not-found";
import { redirectWithMessage } from "~/server/session.server";
import { moderateRating } from "./ratings.server";
import { HideRatingSchema } from "./schema";
import { cutText } from "~/lib/text-length";

export const RATING_INTENTS = ["hideRating", "keepRating"] as const;

export function isRatingIntent(intent: string): intent is (typeof RATING_INTENTS)[number] {
  return (RATING_INTENTS as readonly string[]).includes(intent);
}

/** The answer to a moderator's decision on a reported rating, back at the queue's page `backTo`. */
export async function answerRatingDecision(
  context: Pick<Context, "db" | "config" | "setCookie" | "t">,
  moderator: { id: number },
  formData: FormData,
  backTo: string,
) {
  const ratingId = parseId(String(formData.get("ratingId") ?? ""));
  if (ratingId === null) throw notFound();
  const hide = formData.get("intent") === "hideRating";
  let decided: boolean;
  if (hide) {
    const submission = parseWithZod(formData, { schema: HideRatingSchema });
    if (submission.status !== "success") {
      return json(
        {
          rating: {
            ratingId,
            error: submission.error?.reason?.[0] ?? "ratings:errors.reasonRequired",
            reason: cutText(String(formData.get("reason") ?? ""), 1100),
          },
        },
        { status: 400 },
      );
    }
    decided = await moderateRating(context, moderator, ratingId, { hide: true, reason: submission.value.reason });
  } else decided = await moderateRating(context, moderator, ratingId, { hide: false });
  if (!decided) return redirectWithMessage(context, backTo, "error", "ratings:moderation.decided");
  return redirectWithMessage(context, backTo, "success", hide ? "ratings:moderation.hidden" : "ratings:moderation.kept");
}
