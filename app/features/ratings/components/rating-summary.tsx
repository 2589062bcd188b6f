import { Link } from "@remix-run/react";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { RatingSummary as Summary } from "~/features/ratings/queries.server";
import { formatAverage, StarsShown } from "./stars";

/**
 * A seller's average and count, as the ad page and the trader's page show
 * them ("٤٫٥ من ٥ · ١٢ تقييمًا", or "no ratings yet"), linked to the
 * seller's ratings page when `link` is set.
 */
export function RatingSummary({
  summary,
  sellerId,
  language,
  link = true,
}: {
  /** null when it could not be read: the page goes on without it. */
  summary: Summary | null;
  sellerId: number;
  language: Language;
  link?: boolean;
}) {
  const { t } = useTranslation("ratings");
  if (!summary) return null;
  const count = t("summary.count", { count: summary.count, n: formatNumber(summary.count, language) });
  const body =
    summary.average === null ? (
      <span className="rating-none">{t("summary.none")}</span>
    ) : (
      <>
        <StarsShown stars={summary.average} />
        <span className="rating-average">{t("summary.average", { average: formatAverage(summary.average, language) })}</span>
        <span className="rating-count">{count}</span>
      </>
    );
  return (
    <p className="rating-summary" data-rating-count={summary.count}>
      <span className="rating-label">{t("summary.label")}:</span> {body}
      {link && summary.count > 0 ? (
        <>
          {" "}
          <Link to={`/trader/${sellerId}/ratings`} className="rating-all">
            {t("summary.all")}
          </Link>
        </>
      ) : null}
    </p>
  );
}
