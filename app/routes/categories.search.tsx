import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { ListingView } from "~/features/ads/components/listing-view";
import { SaveSearchPart } from "~/features/saved-searches/components/save-search-part";
import { pageMeta } from "~/lib/meta";
import { filtersQuery, listingResponse, loadListingPage } from "~/features/ads/listing.server";
import { logError } from "~/server/log.server";
import type { Translate } from "~/lib/translate";

/** Filtered results: every filter, and the search text in `q`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const page = await loadListingPage(context, searchParams, {}, (error) => logError(error, request));
  return listingResponse({ ...page, meta: { ...searchMeta(context.t, page.filters.q), query: filtersQuery(page.filters) } });
}

export function searchMeta(t: Translate, q: string) {
  return { title: q ? t("ads:search.titleFor", { q }) : t("ads:search.title"), description: t("ads:search.description") };
}

export function SearchPage() {
  const { filters, options, results, help } = useLoaderData<typeof loader>();
  const { t } = useTranslation("ads");
  return (
    <ListingView
      title={filters.q ? t("search.titleFor", { q: filters.q }) : t("search.title")}
      action="/categories/search"
      filters={filters}
      options={options}
      results={results}
      help={help}
      SaveSearch={SaveSearchPart}
      emptySubject={filters.q || t("search.title")}
    />
  );
}

export default SearchPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
