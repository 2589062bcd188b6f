import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData, useLocation, useNavigation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DirectoryForm, type DirectoryFilters } from "~/features/traders/components/directory-form";
import { TraderGrid } from "~/features/traders/components/trader-grid";
import type { TraderListItem } from "~/lib/rows";
import { EmptyState } from "~/components/ui/empty-state";
import { SkeletonGrid } from "~/components/ui/skeleton";
import { formatNumber } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { useDocumentOnLostConnection } from "~/lib/lost-connection";
import { listCategories } from "~/features/catalog/queries.server";
import { listRegions } from "~/features/catalog/places.server";
import { parseTraderFilters, traderFiltersQuery } from "~/features/traders/traders.server";
import { listTraders } from "~/features/traders/queries.server";
import type { loader as rootLoader } from "~/root";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button-link";

const PATH = "/account/trader-profiles";

/**
 * The traders directory: company name, category, governorate and region
 * (0 or empty = no filter), pages 1..page (the no-JS "load more" keeps what
 * was shown), or only pages start..page for the hydrated "load more".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = parseTraderFilters(new URL(request.url).searchParams);
  const [categories, regions] = await Promise.all([
    listCategories(context),
    filters.governorateId ? listRegions(context, filters.governorateId) : Promise.resolve([]),
  ]);
  // A region counts only inside its governorate.
  if (!regions.some((region) => region.id === filters.regionId)) filters.regionId = null;
  const results = await listTraders(context, filters);
  // A plain object, not json(): the page's own render uses it as it is (no JSON text made and read back).
  return {
    filters,
    categories: categories.map(({ id, name, name_en }) => ({ id, name, name_en })),
    regions: regions.map(({ id, name, name_en }) => ({ id, name, name_en })),
    results,
    meta: { title: context.t("traders:directory.title"), description: context.t("traders:directory.description"), query: traderFiltersQuery(filters) },
  };
}

/** The search part of the address, without paging: results of one search accumulate. */
function searchKey(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.categoryId) params.set("category", String(filters.categoryId));
  if (filters.governorateId) params.set("governorate", String(filters.governorateId));
  if (filters.regionId) params.set("region", String(filters.regionId));
  return params.toString();
}

function pageHref(key: string, page: number, start?: number): string {
  const params = new URLSearchParams(key);
  params.set("page", String(page));
  if (start) params.set("start", String(start));
  return `${PATH}?${params.toString()}`;
}

interface Appended {
  key: string;
  /** The page the loader had shown when these were added. */
  from: number;
  traders: TraderListItem[];
  page: number;
  last: number;
  total: number;
}

export default function TradersDirectory() {
  const { filters, categories, regions, results } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t, language } = useTranslation("traders");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const [appended, setAppended] = useState<Appended | null>(null);
  const key = searchKey(filters);

  // Pages loaded by "load more" join the list in place.
  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle") return;
    const dataKey = searchKey(data.filters);
    setAppended((previous) => {
      const base = previous && previous.key === dataKey && previous.from === results.current_page ? previous : null;
      const shownPage = base ? base.page : results.current_page;
      if (dataKey !== key || data.results.current_page <= shownPage) return previous;
      const known = new Set([...results.traders, ...(base?.traders ?? [])].map((trader) => trader.id));
      return {
        key: dataKey,
        from: results.current_page,
        traders: [...(base?.traders ?? []), ...data.results.traders.filter((trader) => !known.has(trader.id))],
        page: data.results.current_page,
        last: data.results.last_page,
        total: data.results.total,
      };
    });
  }, [fetcher.data, fetcher.state, key, results]);

  const extra = appended && appended.key === key && appended.from === results.current_page ? appended : null;
  const traders = extra ? [...results.traders, ...extra.traders] : results.traders;
  const page = extra ? extra.page : results.current_page;
  const last = extra ? extra.last : results.last_page;
  const total = extra ? extra.total : results.total;
  const searching = navigation.state === "loading" && navigation.location.pathname.replace(/\/$/, "") === location.pathname.replace(/\/$/, "");
  const loadingMore = fetcher.state !== "idle";

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!loadingMore) fetcher.load(pageHref(key, page + 1, page + 1));
  };

  return (
    <Page title={t("directory.title")} className="directory">
      <DirectoryForm action={PATH} filters={filters} language={language} categories={categories} governorates={root?.governorates ?? []} regions={regions} />
      <section aria-labelledby="directory-results" aria-busy={searching || loadingMore}>
        <div className="row-head">
          <h2 id="directory-results" className="section-title">
            {t("directory.results")}
          </h2>
          {searching || total === 0 ? null : (
            <p className="muted" role="status">
              {t("directory.shown", { shown: formatNumber(traders.length, language), total: formatNumber(total, language) })}
            </p>
          )}
        </div>
        {searching ? (
          <SkeletonGrid count={6} />
        ) : traders.length === 0 ? (
          <EmptyState message={t("directory.noTrades")} />
        ) : (
          <>
            <>
              <TraderGrid traders={traders} language={language} />
            </>
            {loadingMore ? <SkeletonGrid count={5} /> : null}
            {page < last ? (
              <p className="load-more">
                <ButtonLink to={pageHref(key, page + 1)} onClick={loadMore} preventScrollReset aria-disabled={loadingMore || undefined}>
                  {loadingMore ? t("directory.loadingMore") : t("directory.loadMore")}
                </ButtonLink>
              </p>
            ) : null}
          </>
        )}
      </section>
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

/** On an error the page keeps only its title (product rules, Messages). */
export function ErrorBoundary() {
  const { t } = useTranslation("traders");
  useDocumentOnLostConnection(useRouteError());
  return (
    <div className="container directory">
      <h1 className="page-title">{t("directory.title")}</h1>
    </div>
  );
}
