import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useId } from "react";
import { accountMeta } from "~/features/account/components/meta";
import { conversationPath } from "~/features/messaging/paths";
import { StarInput } from "~/features/ratings/components/star-input";
import { RATING_COMMENT_MAX } from "~/features/ratings/limits";
import { rateSeller, ratingFormFor, type RateError } from "~/features/ratings/ratings.server";
import { RatingSchema } from "~/features/ratings/schema";
import { parseId } from "~/lib/ids";
import { notFound } from "~/lib/not-found";
import { maxLengthAttribute } from "~/lib/text-length";
import { useTranslation } from "~/lib/use-translation";
import { isDatabaseUnavailable } from "~/server/outage.server";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { LabelledTextarea } from "~/components/forms/textarea";

// Rating the seller of a conversation's ad, for its buyer (anyone else: 404):
// five stars as radio buttons and an optional comment, a plain form. Offered
// from the conversation once both have written; a buyer who may not rate
// (yet, or again) is told why instead of getting the form.

/** What the form shows again after a refusal: the choice and text, and the reason at its field or above the form. */
interface RateFormState {
  stars: number | null;
  comment: string;
  starsError: string | null;
  commentError: string | null;
  formError: string | null;
}

const statusOf: Record<RateError, number> = {
  notFound: 404,
  ownAd: 403,
  noConversation: 403,
  noExchange: 403,
  suspended: 403,
  alreadyRated: 409,
};

/** The signed-in buyer, the conversation's id and what its rating form needs; a 404 where there is none. */
async function ratingFormOf({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const form = await ratingFormFor(context, user, id);
  if (!form) throw notFound();
  return { user, id, form };
}

export async function loader(args: LoaderFunctionArgs) {
  const { context } = args;
  const { id, form } = await ratingFormOf(args);
  return json(
    {
      id,
      adName: form.adName,
      sellerName: form.sellerName,
      refusal: form.refusal ? `ratings:errors.${form.refusal}` : null,
      meta: { title: String(context.t("ratings:rate.title", { name: form.sellerName })) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const { user, id, form } = await ratingFormOf(args);
  const formData = await request.formData();
  const typedStars = Number(formData.get("stars"));
  const state: RateFormState = {
    stars: Number.isInteger(typedStars) && typedStars >= 1 && typedStars <= 5 ? typedStars : null,
    comment: [...String(formData.get("comment") ?? "")].slice(0, RATING_COMMENT_MAX + 100).join(""),
    starsError: null,
    commentError: null,
    formError: null,
  };
  const submission = parseWithZod(formData, { schema: RatingSchema });
  if (submission.status !== "success") {
    return json(
      { form: { ...state, starsError: submission.error?.stars?.[0] ?? null, commentError: submission.error?.comment?.[0] ?? null } },
      { status: 400 },
    );
  }
  try {
    const rated = await rateSeller(context, user, form.adId, submission.value);
    if (rated.ok) throw await redirectWithMessage(context, conversationPath(id), "success", "ratings:rate.thanks");
    if ("refusal" in rated)
      return json({ form: { ...state, formError: String(context.t(rated.refusal.key, rated.refusal.values)) } }, { status: rated.refusal.status });
    if (rated.error === "notFound") throw notFound();
    return json({ form: { ...state, formError: `ratings:errors.${rated.error}` } }, { status: statusOf[rated.error] });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return json({ form: { ...state, formError: "common:unavailable.form" } }, { status: 503 });
    throw error;
  }
}

export default function RateSeller() {
  const { id, adName, sellerName, refusal } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const state = sent?.form ?? null;
  const { t } = useTranslation(["ratings"]);
  const fieldId = useId();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="account-card rate-seller" aria-labelledby="tab-title">
      <p>
        <Link to={conversationPath(id)}>{t("rate.back")}</Link>
      </p>
      <h2 id="tab-title" dir="auto">
        {t("rate.title", { name: sellerName })}
      </h2>
      {refusal ? (
        <p className="notice" role="status">
          {t(refusal)}
        </p>
      ) : (
        <Form method="post" className="rate-form">
          <p className="field-hint" dir="auto">
            {t("rate.intro", { ad: adName })}
          </p>
          {state?.formError ? (
            <p className="notice notice-error" role="alert">
              {t(state.formError, { defaultValue: state.formError })}
            </p>
          ) : null}
          <StarInput defaultValue={state?.stars ?? null} error={state?.starsError ?? null} />
          <LabelledTextarea
            id={`${fieldId}-comment`}
            label={t("rate.comment")}
            error={state?.commentError ? t(state.commentError) : null}
            hint={t("rate.commentHint")}
            name="comment"
            rows={4}
            dir="auto"
            maxLength={maxLengthAttribute(RATING_COMMENT_MAX)}
            defaultValue={state?.comment ?? ""}
          />
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy || undefined}>
            {t("rate.send")}
          </button>
        </Form>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
