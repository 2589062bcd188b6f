import { Form } from "@remix-run/react";
import { useId } from "react";
import { formatDate, formatNumber, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { maxLengthAttribute } from "~/lib/text-length";
import { useTranslation } from "~/lib/use-translation";
import { HIDE_REASON_MAX } from "~/features/ratings/limits";
import type { ReportedRating } from "~/features/ratings/queries.server";
import { StarsShown } from "./stars";
import { TextareaField } from "~/components/forms/textarea-field";

/** A refused decision shown again at its rating. */
export interface RatingDecisionState {
  ratingId: number;
  error: string;
  reason: string;
}

/** The moderation queue's reported ratings: each rating whole, its reports, and hide (with a reason) or keep. */
export function ReportedRatings({ items, language, state }: { items: ReportedRating[]; language: Language; state: RatingDecisionState | null }) {
  const { t } = useTranslation("ratings");
  return (
    <section aria-labelledby="reported-ratings-title" className="card reported-ratings">
      <h2 id="reported-ratings-title">{t("moderation.title")}</h2>
      {items.length === 0 ? (
        <p>{t("moderation.empty")}</p>
      ) : (
        items.map((item) => <ReportedRatingItem key={item.id} item={item} language={language} state={state?.ratingId === item.id ? state : null} />)
      )}
    </section>
  );
}

function ReportedRatingItem({ item, language, state }: { item: ReportedRating; language: Language; state: RatingDecisionState | null }) {
  const { t } = useTranslation("ratings");
  const id = useId();
  return (
    <article className="reported-rating" aria-labelledby={`${id}-title`} data-rating-id={item.id}>
      <h3 id={`${id}-title`}>
        <bdi>{t("moderation.rating", { rater: item.rater_name, seller: item.seller_name })}</bdi>
      </h3>
      <p>
        <StarsShown stars={item.stars} /> {t("moderation.stars", { stars: formatNumber(item.stars, language) })} ·{" "}
        <time dateTime={isoTime(item.created_at)}>{formatDate(item.created_at, language)}</time>
      </p>
      <p className="rating-comment" dir="auto">
        {item.comment || t("moderation.noComment")}
      </p>
      {item.answer !== null ? <p dir="auto">{t("moderation.answer", { answer: item.answer })}</p> : null}
      <h4>{t("moderation.reports")}</h4>
      <ul>
        {item.reports.map((report) => (
          <li key={report.id}>
            <bdi>{t("moderation.reportBy", { name: report.reporter_name, date: formatDate(report.created_at, language) })}</bdi>:{" "}
            <span dir="auto">{report.details || t("moderation.noDetails")}</span>
          </li>
        ))}
      </ul>
      <Form method="post" className="reported-rating-decision">
        <input type="hidden" name="ratingId" value={item.id} />
        <TextareaField
          id={`${id}-reason`}
          label={t("moderation.reason")}
          error={state ? t(state.error) : null}
          name="reason"
          rows={2}
          dir="auto"
          maxLength={maxLengthAttribute(HIDE_REASON_MAX)}
          defaultValue={state?.reason ?? ""}
        />
        <button type="submit" name="intent" value="hideRating" className="button danger">
          {t("moderation.hide")}
        </button>{" "}
        <button type="submit" name="intent" value="keepRating" className="button secondary" formNoValidate>
          {t("moderation.keep")}
        </button>
      </Form>
    </article>
  );
}
