import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import { formatDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";

export interface Attribute {
  label: string;
  label_en: string;
  value: string;
  value_en: string;
}

const text = (value: unknown): string | null =>
  typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : null;

/**
 * The category-specific attributes stored as JSON text on the ad
 * (`[{label, label_en, value, value_en}]`). Anything malformed is skipped, and
 * a missing English text falls back to the Arabic one.
 */
export function parseAttributes(json: string | null | undefined): Attribute[] {
  let list: unknown;
  try {
    list = JSON.parse(json ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const attributes: Attribute[] = [];
  for (const item of list.slice(0, 50)) {
    if (!item || typeof item !== "object") continue;
    const row = item as Record<string, unknown>;
    const label = text(row.label) || text(row.label_en);
    const value = text(row.value) || text(row.value_en);
    if (!label || !value) continue;
    attributes.push({ label, label_en: text(row.label_en) || label, value, value_en: text(row.value_en) || value });
  }
  return attributes;
}

export interface DetailsAd {
  id: number;
  condition: "new" | "used";
  negotiable: number;
  created_at: string;
  category_slug: string;
  category_name: string;
  category_name_en: string;
  subcategory_name: string | null;
  subcategory_name_en: string | null;
  brand_country_name: string | null;
  brand_country_name_en: string | null;
  third_branch_name: string | null;
  third_branch_name_en: string | null;
  governorate_name: string | null;
  governorate_name_en: string | null;
  region_name: string | null;
  region_name_en: string | null;
}

/** A name in the visitor's language, from a row's `x` / `x_en` columns. */
export function pick(language: Language, arabic: string | null, english: string | null): string | null {
  return (language === "en" ? english || arabic : arabic || english) || null;
}

/** "Region, Governorate" in the visitor's language (`separator`: common:listSeparator). */
export function placeOf(ad: DetailsAd, language: Language, separator: string): string {
  return [pick(language, ad.region_name, ad.region_name_en), pick(language, ad.governorate_name, ad.governorate_name_en)].filter(Boolean).join(separator);
}

/** Label and value pairs: category chain, condition, negotiable, location, date and the category's own attributes. */
export function DetailsList({ ad, attributes, language }: { ad: DetailsAd; attributes: Attribute[]; language: Language }) {
  const { t } = useTranslation("product");
  const titleId = useId();
  const chain = [
    pick(language, ad.subcategory_name, ad.subcategory_name_en),
    pick(language, ad.brand_country_name, ad.brand_country_name_en),
    pick(language, ad.third_branch_name, ad.third_branch_name_en),
  ].filter((name): name is string => Boolean(name));
  const place = placeOf(ad, language, t("common:listSeparator"));
  return (
    <section className="card details" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t("details.title")}
      </h2>
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
            <time dateTime={`${ad.created_at.replace(" ", "T")}Z`} suppressHydrationWarning>
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
    </section>
  );
}
