import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/meta";
import { loadListingPage } from "~/features/ads/listing.server";
import { logError } from "~/server/log.server";
import { SearchPage, searchMeta } from "./categories.search";

/** Search where the text is the last part of the address: /categories/search/{text}. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const q = (params.text ?? "").trim().slice(0, 100);
  const page = await loadListingPage(context, new URL(request.url).searchParams, { q }, (error) => logError(error, request));
  return { ...page, meta: searchMeta(context.t, page.filters.q) };
}

export default SearchPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
