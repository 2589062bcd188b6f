// The ad page below its summary: the seller, their ratings, the details, the
// description, the map, the safety tips and the related ads. Loaded as a lazy
// part of the page (lib/lazy-part.ts): the page's first scripts carry only
// the gallery and the summary, and these parts keep the server's HTML until
// their code is here.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";
import { Section } from "~/components/ui/section";
import { RatingSummary } from "~/features/ratings/components/rating-summary";
import { AdGrid, type AdCardData } from "~/features/ads/components/ad-card";
import { DetailsList } from "~/features/ads/components/details-list";
import { MapEmbed } from "~/features/ads/components/map-embed";
import { SafetyList } from "~/features/ads/components/safety-list";
import { TraderCard } from "~/features/ads/components/trader-card";
import { ButtonLink } from "~/components/ui/button-link";

type DetailsProps = React.ComponentProps<typeof DetailsList>;

interface Props {
  ad: React.ComponentProps<typeof TraderCard>["seller"] &
    DetailsProps["ad"] & { id: number; name: string; description: string; latitude: number; longitude: number };
  attributes: DetailsProps["attributes"];
  ratings: React.ComponentProps<typeof RatingSummary>["summary"];
  tips: React.ComponentProps<typeof SafetyList>["tips"];
  language: Language;
}

/** The seller, their ratings, the details, description, map, safety tips and the report link. */
export function AdDetails({ ad, attributes, ratings, tips, language }: Props) {
  const { t } = useTranslation("product");
  return (
    <>
      <TraderCard seller={ad}>
        <RatingSummary summary={ratings} sellerId={ad.seller_id} language={language} />
      </TraderCard>
      <DetailsList ad={ad} attributes={attributes} language={language} />
      <Section className="card description" title={t("description.title")}>
        <p className="description-text" dir="auto">
          {ad.description}
        </p>
      </Section>
      <MapEmbed latitude={ad.latitude} longitude={ad.longitude} name={ad.name} language={language} />
      <SafetyList tips={tips} language={language} />
      <p className="report-link">
        <Link to={`/categories/product/${ad.id}/report`} rel="nofollow">
          {t("editor:report.title")}
        </Link>
      </p>
    </>
  );
}

/** More ads of the ad's category, or the notice that they could not be read (null). */
export function RelatedAds({
  related,
  categorySlug,
  categoryName,
  language,
}: {
  related: AdCardData[] | null;
  categorySlug: string;
  categoryName: string | null;
  language: Language;
}) {
  const { t } = useTranslation("product");
  if (related === null)
    return (
      <p className="notice notice-error related-failed" role="status">
        {t("related.failed")}
      </p>
    );
  if (related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-ads">
      <div className="row-head">
        <h2 id="related-ads" className="section-title">
          {t("related.title")}
        </h2>
        <ButtonLink to={`/categories/${categorySlug}`}>{t("related.more", { name: categoryName })}</ButtonLink>
      </div>
      <AdGrid ads={related} language={language} eagerCount={0} />
    </section>
  );
}
