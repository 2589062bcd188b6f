import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/meta";
import { filtersQuery, listingResponse, loadListingPage } from "~/features/ads/listing.server";
import { logError } from "~/server/log.server";
import { SearchPage, searchMeta } from "./categories.search";
import { cutAtWord, SEARCH_TEXT_MAX } from "~/lib/text-length";

/** Search where the text is the last part of the address: /categories/search/{text}. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Cut after the last whole word that fits, as the ?q= search (lib/search-params.ts textParam).
  const q = cutAtWord((params.text ?? "").trim(), SEARCH_TEXT_MAX);
  const page = await loadListingPage(context, new URL(request.url).searchParams, { q }, (error) => logError(error, request));
  // The canonical address: the text as the page read it, in the path; the other filters in the query.
  const meta = { ...searchMeta(context.t, page.filters.q), path: `/categories/search/${encodeURIComponent(q)}`, query: filtersQuery(page.filters, ["q"]) };
  return listingResponse({ ...page, meta });
}

export default SearchPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
