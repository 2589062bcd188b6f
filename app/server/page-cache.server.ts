// What a rendered page's Cache-Control says. Pages are `private, no-cache` (a
// browser keeps them but asks again before showing one). A loader or action
// of the page's routes can ask for `no-store` (account, messages, orders,
// receipts, favourites, saved searches, admin, payments): then the page says
// `private, no-store`, so neither a shared phone's disk cache nor its
// back/forward cache keeps it. Remix gives a page only the headers of route
// modules that export `headers`; entry.server reads every matched route's
// loader and action headers through this instead, so no route can forget it.

export const PAGE_CACHE_CONTROL = "private, no-cache";
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/** The page's Cache-Control, from the headers its routes' loaders and actions returned. */
export function pageCacheControl(routeHeaders: Iterable<Headers>): string {
  for (const headers of routeHeaders) {
    const asked = headers.get("Cache-Control") ?? "";
    if (asked.split(",").some((directive) => directive.trim().toLowerCase() === "no-store")) return PRIVATE_PAGE_CACHE_CONTROL;
  }
  return PAGE_CACHE_CONTROL;
}
