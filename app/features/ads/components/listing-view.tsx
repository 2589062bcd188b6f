import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Overlay, OverlayLink } from "~/components/ui/overlay";
import { EmptyState } from "~/components/ui/empty-state";
import { ButtonLink } from "~/components/ui/button-link";
import { Pagination } from "~/components/ui/pagination-part";
import { usePageHref, type PageCursors } from "~/components/ui/page-href";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { formatNumber } from "~/lib/format";
import type { AdFilters } from "~/lib/filters";
import { attributeName } from "~/lib/attribute-name";
import { AdGrid, type AdCardData } from "./ad-card";
import type { FilterForm as FilterFormType } from "./filter-form";
import { SearchHelp, type SearchHelpData } from "./search-help";

// The filter sheet's form is code only a visitor who opens the sheet needs: it loads then (or as the
// sheet's link is touched), and a page rendered with the sheet open keeps the server's form until it has.
const loadFilterForm = () => import("./filter-form");
const FilterForm = lazy(() => loadFilterForm().then((module) => ({ default: module.FilterForm })));
// Likewise the chips: plain links, whose code loads only on a page with a filter chosen.
const FilterChips = lazy(() => import("./filter-chips").then((module) => ({ default: module.FilterChips })));

/** Whether any filter a chip shows is chosen (the category only where it is not the page's own). */
function anyFilter(filters: AdFilters, categoryInPath: boolean): boolean {
  return Boolean(
    filters.governorateId ||
    filters.regionId ||
    (!categoryInPath && filters.categoryId) ||
    filters.subcategoryId ||
    filters.brandCountryId ||
    filters.thirdBranchId ||
    filters.type ||
    filters.minPrice ||
    filters.maxPrice ||
    filters.negotiable ||
    filters.attributes.length > 0,
  );
}

/** Best matches shown before a typed search's featured group: a phone's first screen and more. */
const BEFORE_FEATURED = 8;

interface Props {
  title: string;
  action: string;
  filters: AdFilters;
  options: React.ComponentProps<typeof FilterFormType>["options"];
  results: {
    ads: AdCardData[];
    total: number;
    capped: boolean;
    current_page: number;
    last_page: number;
    more_pages: boolean;
    cursors: PageCursors;
    past_end: boolean;
    /** Asked by its number alone too deep to be read (features/ads/queries.server.ts numberedDepth): the ways there instead. */
    too_deep?: boolean;
    deepest_page?: number;
    /** A filtered listing's bounded walk (features/ads/queries.server.ts FILTER_WALK): its count is a floor, or it stopped short of a page. */
    at_least?: boolean;
    walk_stopped?: boolean;
    /** A typed search's best featured matches (first page): shown apart, labelled, after the first best matches. */
    featured?: AdCardData[];
    /** A typed search relaxed (features/ads/search.server.ts planSearch): the words left out, and whether ads with most of the words follow. */
    relaxed?: { dropped: string[]; partial: boolean };
  };
  /** A search that found nothing: its ways on (features/ads/listing.server.ts zeroResultHelp). */
  help?: SearchHelpData | null;
  emptySubject: string;
  /** The page's path names its category (a category page): no chip for it, it is not removed. */
  categoryInPath?: boolean;
  /** "Save this search" for the page's path and text, handed in by the route (the saved-searches feature draws it). */
  SaveSearch: React.ComponentType<{ path: string; q: string }>;
}

type Governorate = { id: number; name: string; name_en: string };

/** A page of ads with the filter sheet and pagination: the category listing and search. */
export function ListingView({ title, action, filters, options, results, help = null, emptySubject, categoryInPath = false, SaveSearch }: Props) {
  const { t, language } = useTranslation(["ads", "common"]);
  // The governorates every page has (the header's location picker), for the filter sheet and its chips.
  const governorates = useRouteLoaderData<{ governorates?: Governorate[] }>("root")?.governorates ?? [];
  const hrefFor = usePageHref();
  // With the page's bookmarks: the next page from where a bounded walk stopped.
  const onwardHref = usePageHref(results.cursors, results.current_page);
  // A bounded walk stopped short, with where to go on from.
  const walkGoesOn = Boolean(results.walk_stopped && results.cursors.after);
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
            {results.too_deep && results.more_pages
              ? null
              : results.at_least
                ? // "At least 0" says nothing: none yet, in the part looked through.
                  results.total === 0
                  ? t("categories.adsCountNoneYet")
                  : t("categories.adsCountAtLeast", { n: formatNumber(results.total, language) })
                : results.capped
                  ? t("categories.adsCountMore", { n: formatNumber(results.total, language) })
                  : t("categories.adsCount", { count: results.total, n: formatNumber(results.total, language) })}
          </p>
        </div>
        <OverlayLink value="filters" className="button secondary filter-link" preload={loadFilterForm}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4 2v-8Z" fill="currentColor" />
          </svg>
          {t("filters.open")}
        </OverlayLink>
        <SaveSearch path={action} q={filters.q} />
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
      {anyFilter(filters, categoryInPath) ? (
        <Suspense fallback={null}>
          <FilterChips filters={filters} options={options} governorates={governorates} language={language} categoryInPath={categoryInPath} />
        </Suspense>
      ) : null}
      {results.relaxed && results.ads.length > 0 ? (
        // Said as plainly as the page is: which typed words no ad has, and that ads with fewer of the words follow.
        <p className="notice search-relaxed" role="status">
          {results.relaxed.dropped.length > 0 ? t("search.relaxedDropped", { words: results.relaxed.dropped.join(t("chips.separator")) }) : null}
          {results.relaxed.dropped.length > 0 && results.relaxed.partial ? " " : null}
          {results.relaxed.partial ? t("search.relaxedPartial") : null}
        </p>
      ) : null}
      <Overlay value="filters" kind="sheet" title={t("filters.title")}>
        <Suspense fallback={null}>
          <FilterForm action={action} filters={filters} language={language} governorates={governorates} options={options} />
        </Suspense>
      </Overlay>
      {results.past_end ? (
        // A page past the last (answered 404): where the list ends, one link away.
        <div className="notice" role="status">
          <p>{t("categories.pastEnd", { page: formatNumber(results.current_page, language) })}</p>
          <p>
            {results.more_pages ? (
              <Link to={hrefFor(1)}>{t("categories.toFirstPage")}</Link>
            ) : (
              <Link to={hrefFor(results.last_page)}>{t("categories.toLastPage", { page: formatNumber(results.last_page, language) })}</Link>
            )}
          </p>
        </div>
      ) : results.too_deep ? (
        // A page asked by its number deeper than a number opens (a shared link, the page form): how to get there instead.
        <div className="notice" role="status">
          <p>{t("categories.tooDeep", { page: formatNumber(results.current_page, language) })}</p>
          <p>{t("categories.tooDeepHow")}</p>
          <ul>
            <li>
              <Link to={hrefFor(results.deepest_page ?? 1)}>{t("categories.toDeepestPage", { page: formatNumber(results.deepest_page ?? 1, language) })}</Link>
            </li>
            {results.more_pages ? null : (
              <li>
                <Link to={hrefFor(results.last_page)}>{t("categories.toLastPage", { page: formatNumber(results.last_page, language) })}</Link>
              </li>
            )}
            <li>
              <OverlayLink value="filters" preload={loadFilterForm}>
                {t("categories.narrowList")}
              </OverlayLink>
            </li>
          </ul>
        </div>
      ) : results.ads.length === 0 && walkGoesOn ? (
        // Nothing in the stretch walked is not "no such ads": say so, with the way on as the page's button.
        <EmptyState message={t("categories.walkNoneYet")}>
          <ButtonLink to={onwardHref(results.current_page + 1)} kind="primary">
            {t("categories.lookFurther")}
          </ButtonLink>
        </EmptyState>
      ) : results.ads.length === 0 ? (
        <EmptyState
          message={
            <>
              {t("common:empty.noData")} «{emptySubject}». {t("common:empty.noAds")}
            </>
          }
        >
          {filters.q ? <SearchHelp q={filters.q} help={help} language={language} save={<SaveSearch path={action} q={filters.q} />} /> : null}
        </EmptyState>
      ) : results.featured && results.featured.length > 0 ? (
        // Best match: the first best matches, then the featured ones as a labelled group, then the rest (the group never pushes the best off the first screen).
        <>
          <h2 className="visually-hidden">{t("search.bestMatches")}</h2>
          <AdGrid ads={results.ads.slice(0, BEFORE_FEATURED)} language={language} />
          <section className="featured-group" aria-labelledby="featured-group-title">
            <h2 id="featured-group-title" className="section-title">
              {t("search.featuredGroup")}
            </h2>
            <AdGrid ads={results.featured} language={language} />
          </section>
          {results.ads.length > BEFORE_FEATURED ? <AdGrid ads={results.ads.slice(BEFORE_FEATURED)} language={language} /> : null}
        </>
      ) : (
        <>
          {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 className="visually-hidden">{t("categories.resultsTitle")}</h2>
          <AdGrid ads={results.ads} language={language} />
        </>
      )}
      {walkGoesOn && results.ads.length > 0 ? (
        // The walk met fewer matches than a page shows: a plain link on from where it stopped (the next page's bookmark).
        <div className="notice walk-notice" role="status">
          <p>{t("categories.walkStopped")}</p>
          <ButtonLink to={onwardHref(results.current_page + 1)}>{t("categories.lookFurther")}</ButtonLink>
        </div>
      ) : null}
      {results.past_end || results.too_deep ? null : (
        <Pagination current={results.current_page} last={results.last_page} more={results.more_pages} cursors={results.cursors} language={language} />
      )}
    </div>
  );
}
