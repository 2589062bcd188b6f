import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { formatDate, formatNumber, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { maxLengthAttribute } from "~/lib/text-length";
import { useTranslation } from "~/lib/use-translation";
import { RATING_ANSWER_MAX, RATING_REPORT_MAX } from "~/features/ratings/limits";
import type { RatingRow } from "~/features/ratings/queries.server";
import { StarsShown } from "./stars";
import { LabelledTextarea } from "~/components/forms/textarea";

/** A form's refusal shown again at the rating it was for: the text typed and the reason (a translation key). */
export interface RatingFormState {
  ratingId: number;
  intent: "answer" | "report";
  text: string;
  error: string;
}

/**
 * Ratings, newest first: the stars (in words too), the rater's first name,
 * the ad, the comment and the seller's answer. With `forms`, each rating
 * has a report form, and the rated seller (`viewerId`) an answer form on
 * those not answered yet: plain forms posting to the page's action.
 */
export function RatingList({
  ratings,
  language,
  forms = false,
  viewerId = null,
  state = null,
}: {
  ratings: RatingRow[];
  language: Language;
  forms?: boolean;
  viewerId?: number | null;
  state?: RatingFormState | null;
}) {
  const { t } = useTranslation("ratings");
  return (
    <ol className="rating-list">
      {ratings.map((rating) => (
        <li key={rating.id} className="rating-item" id={`rating-${rating.id}`}>
          <p className="rating-head">
            <StarsShown stars={rating.stars} />
            <span className="rating-stars-text">{t("list.stars", { stars: formatNumber(rating.stars, language) })}</span>
            <span>
              <bdi>{t("list.by", { name: rating.rater_name })}</bdi>
            </span>
            <time dateTime={isoTime(rating.created_at)}>{formatDate(rating.created_at, language)}</time>
          </p>
          <p className="rating-ad muted" dir="auto">
            {rating.ad_id !== null ? (
              <Link to={`/categories/product/${rating.ad_id}`}>{t("list.about", { name: rating.ad_name })}</Link>
            ) : (
              t("list.about", { name: rating.ad_name })
            )}
          </p>
          {rating.comment ? (
            <p className="rating-comment" dir="auto">
              {rating.comment}
            </p>
          ) : null}
          {rating.answer !== null ? (
            <div className="rating-answer">
              <p className="rating-answer-title">{t("list.answerTitle")}</p>
              <p dir="auto">{rating.answer}</p>
            </div>
          ) : forms && viewerId === rating.seller_id ? (
            <TextForm
              ratingId={rating.id}
              intent="answer"
              label={t("list.answerLabel")}
              hint={t("list.answerHint")}
              submit={t("list.answerSend")}
              max={RATING_ANSWER_MAX}
              required
              state={state}
            />
          ) : null}
          {forms && viewerId !== rating.seller_id ? (
            <details className="rating-report" open={state?.ratingId === rating.id && state.intent === "report" ? true : undefined}>
              <summary>{t("list.report")}</summary>
              <TextForm
                ratingId={rating.id}
                intent="report"
                label={t("list.reportDetails")}
                submit={t("list.reportSend")}
                max={RATING_REPORT_MAX}
                state={state}
              />
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function TextForm({
  ratingId,
  intent,
  label,
  hint,
  submit,
  max,
  required = false,
  state,
}: {
  ratingId: number;
  intent: "answer" | "report";
  label: string;
  hint?: string;
  submit: string;
  max: number;
  required?: boolean;
  state: RatingFormState | null;
}) {
  const { t } = useTranslation("ratings");
  const id = useId();
  const mine = state?.ratingId === ratingId && state.intent === intent ? state : null;
  const name = intent === "answer" ? "answer" : "details";
  return (
    <Form method="post" className="rating-form" preventScrollReset>
      <input type="hidden" name="ratingId" value={ratingId} />
      <LabelledTextarea
        id={`${id}-text`}
        label={label}
        error={mine ? t(mine.error, { defaultValue: mine.error }) : null}
        hint={hint}
        name={name}
        rows={2}
        dir="auto"
        maxLength={maxLengthAttribute(max)}
        required={required}
        defaultValue={mine?.text ?? ""}
      />
      <button type="submit" name="intent" value={intent} className="button secondary">
        {submit}
      </button>
    </Form>
  );
}
