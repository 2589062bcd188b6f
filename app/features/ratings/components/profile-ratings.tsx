import { Section } from "~/components/ui/section";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { RatingRow, RatingSummary as Summary } from "~/features/ratings/queries.server";
import { RatingList } from "./rating-list";
import { RatingSummary } from "./rating-summary";
import { ButtonLink } from "~/components/ui/button-link";

/** The trader's page's ratings: the average and count, the newest few, and a link to all of them (paginated). */
export function ProfileRatings({
  sellerId,
  ratings,
  language,
}: {
  sellerId: number;
  ratings: { summary: Summary; newest: RatingRow[]; more: boolean };
  language: Language;
}) {
  const { t } = useTranslation("ratings");
  return (
    <Section className="card trader-section profile-ratings" title={t("summary.label")}>
      <RatingSummary summary={ratings.summary} sellerId={sellerId} language={language} link={false} />
      {ratings.newest.length > 0 ? <RatingList ratings={ratings.newest} language={language} /> : null}
      {ratings.summary.count > 0 ? (
        <p>
          <ButtonLink to={`/trader/${sellerId}/ratings`}>{t("summary.allCount", { n: formatNumber(ratings.summary.count, language) })}</ButtonLink>
        </p>
      ) : null}
    </Section>
  );
}
