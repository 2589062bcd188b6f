import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { formatDate, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { pick, placeOf, type AdText, type Attribute, type CategoryNames, type PlaceNames } from "~/lib/rows";
import { Section } from "~/components/ui/section";

export interface DetailsAd extends CategoryNames, PlaceNames, Pick<AdText, "id" | "condition" | "negotiable"> {
  created_at: string;
  category_slug: string;
}

/** Label and value pairs: category chain, condition, negotiable, location, date and the category's own attributes. */
export function DetailsList({ ad, attributes, language }: { ad: DetailsAd; attributes: Attribute[]; language: Language }) {
  const { t } = useTranslation("product");
  const chain = [
    pick(language, ad.subcategory_name, ad.subcategory_name_en),
    pick(language, ad.brand_country_name, ad.brand_country_name_en),
    pick(language, ad.third_branch_name, ad.third_branch_name_en),
  ].filter((name): name is string => Boolean(name));
  const place = placeOf(ad, language, t("common:listSeparator"));
  return (
    <Section className="card details" title={t("details.title")}>
      <dl className="details-list">
        <div>
          <dt>{t("details.category")}</dt>
          <dd>
            <Link to={`/categories/${ad.category_slug}`}>{pick(language, ad.category_name, ad.category_name_en)}</Link>
            {chain.map((name) => (
              <span key={name}> › {name}</span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t("details.condition")}</dt>
          <dd>{t(ad.condition === "new" ? "details.new" : "details.used")}</dd>
        </div>
        <div>
          <dt>{t("details.negotiable")}</dt>
          <dd>{t(ad.negotiable ? "details.yes" : "details.no")}</dd>
        </div>
        {place ? (
          <div>
            <dt>{t("details.location")}</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("details.date")}</dt>
          <dd>
            <time dateTime={isoTime(ad.created_at)} suppressHydrationWarning>
              {formatDate(ad.created_at, language)}
            </time>
          </dd>
        </div>
        {attributes.map((attribute, index) => (
          <div key={`${attribute.label}-${index}`}>
            <dt>{language === "en" ? attribute.label_en : attribute.label}</dt>
            <dd>{language === "en" ? attribute.value_en : attribute.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t("details.number")}</dt>
          <dd>
            <bdi>{ad.id}</bdi>
          </dd>
        </div>
      </dl>
    </Section>
  );
}
