// Reading a request's address in a loader. A route imports this from a server
// module, so its browser build gets an empty module in its place: importing
// lib/search-params.ts itself would send the browser zod (14 KB gzip) for a
// function only the loader calls.
import { PageParamsSchema, parseSearchParams } from "~/lib/search-params";

/** The page a request asks for (?page=N, 1 when absent or not a page number). */
export function pageOf(request: Request): number {
  return parseSearchParams(PageParamsSchema, new URL(request.url).searchParams).page;
}

/** A page number as the address writes it, for a page's canonical address (PageMeta.query): none for the first page. */
export function pageQuery(page: number): string {
  return page > 1 ? `page=${page}` : "";
}
