import { useTranslation } from "~/lib/use-translation";
import { Overlay, OverlayLink } from "~/components/ui/overlay";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination, type PageCursors } from "~/components/ui/pagination";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { AdFilters } from "~/lib/filters";
import { attributeName } from "~/lib/attributes";
import { AdGrid, type AdCardData } from "./ad-card";
import { FilterForm } from "./filter-form";
import { FilterChips } from "./filter-chips";

interface Props {
  title: string;
  action: string;
  language: Language;
  filters: AdFilters;
  governorates: Array<{ id: number; name: string; name_en: string }>;
  options: React.ComponentProps<typeof FilterForm>["options"];
  results: {
    ads: AdCardData[];
    total: number;
    capped: boolean;
    current_page: number;
    last_page: number;
    more_pages: boolean;
    cursors: PageCursors;
  };
  emptySubject: string;
  /** The page's path names its category (a category page): no chip for it, it is not removed. */
  categoryInPath?: boolean;
}

/** A page of ads with the filter sheet and pagination: the category listing and search. */
export function ListingView({ title, action, language, filters, governorates, options, results, emptySubject, categoryInPath = false }: Props) {
  const { t } = useTranslation(["ads", "common"]);
  // The attribute fields whose typed bound was not a whole number (not applied), by their label.
  const unreadFields = options.attributeFields.filter((field) =>
    ["min", "max"].some((suffix) => filters.unreadAttributes[`${attributeName(field.key)}_${suffix}`] !== undefined),
  );
  return (
    <div className="container listing">
      <div className="listing-head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">
            {results.capped
              ? t("categories.adsCountMore", { n: formatNumber(results.total, language) })
              : t("categories.adsCount", { count: results.total, n: formatNumber(results.total, language) })}
          </p>
        </div>
        <OverlayLink value="filters" className="button secondary filter-link">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4 2v-8Z" fill="currentColor" />
          </svg>
          {t("filters.open")}
        </OverlayLink>
      </div>
      {filters.unreadPrices && Object.keys(filters.unreadPrices).length > 0 ? (
        <p className="notice notice-error" role="status">
          {t("filters.priceNotApplied")}
        </p>
      ) : null}
      {unreadFields.length > 0 ? (
        <p className="notice notice-error" role="status">
          {t("filters.attributeNotApplied", {
            labels: unreadFields.map((field) => (language === "en" ? field.label_en : field.label)).join(t("chips.separator")),
          })}
        </p>
      ) : null}
      <FilterChips filters={filters} options={options} governorates={governorates} language={language} categoryInPath={categoryInPath} />
      <Overlay value="filters" kind="sheet" title={t("filters.title")}>
        <FilterForm action={action} filters={filters} language={language} governorates={governorates} options={options} />
      </Overlay>
      {results.ads.length === 0 ? (
        <EmptyState
          message={
            <>
              {t("common:empty.noData")} «{emptySubject}». {t("common:empty.noAds")}
            </>
          }
        />
      ) : (
        <>
          {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 className="visually-hidden">{t("categories.resultsTitle")}</h2>
          <AdGrid ads={results.ads} language={language} />
        </>
      )}
      <Pagination current={results.current_page} last={results.last_page} more={results.more_pages} cursors={results.cursors} language={language} />
    </div>
  );
}
