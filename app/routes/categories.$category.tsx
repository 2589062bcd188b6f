import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ListingView } from "~/features/ads/components/listing-view";
import { SaveSearchPart } from "~/features/saved-searches/components/save-search-part";
import { localName } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { useLanguage } from "~/lib/use-translation";
import { findCategory } from "~/features/catalog/queries.server";
import { filtersQuery, listingResponse, loadListingPage } from "~/features/ads/listing.server";
import { logError } from "~/server/log.server";
import { parseFilters } from "~/lib/filters";
import { orNotFound } from "~/lib/not-found";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const category = orNotFound(await findCategory(context, params.category ?? ""));
  const url = new URL(request.url);
  // Choosing another category in the filter sheet moves to that category's page.
  const chosen = parseFilters(url.searchParams).categoryId;
  if (chosen && chosen !== category.id) {
    const other = await findCategory(context, String(chosen));
    if (other) {
      url.searchParams.delete("category");
      url.searchParams.delete("subcategory");
      url.searchParams.delete("brand_country");
      url.searchParams.delete("third_branch");
      url.searchParams.delete("page");
      url.searchParams.delete("after");
      url.searchParams.delete("before");
      // Another category has other fields: the attribute filters of this one do not go with it.
      for (const name of [...new Set(url.searchParams.keys())]) if (name.startsWith("attr_")) url.searchParams.delete(name);
      const query = url.searchParams.toString();
      throw redirect(`/categories/${other.slug}${query ? `?${query}` : ""}`);
    }
  }
  // The readable address is the canonical one.
  if (params.category !== category.slug) throw redirect(`/categories/${category.slug}${url.search}`, 301);
  const page = await loadListingPage(context, url.searchParams, { categoryId: category.id }, (error) => logError(error, request));
  const name = localName(category, context.language);
  return listingResponse({
    category,
    ...page,
    meta: { title: name, description: context.t("ads:categories.listingDescription", { name }), query: filtersQuery(page.filters, ["category"]) },
  });
}

export default function CategoryListing() {
  const { category, filters, options, results, help } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const name = localName(category, language);
  return (
    <ListingView
      title={name}
      action={`/categories/${category.slug}`}
      filters={filters}
      options={options}
      results={results}
      help={help}
      SaveSearch={SaveSearchPart}
      emptySubject={name}
      categoryInPath
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
