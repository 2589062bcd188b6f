import { useLocation } from "@remix-run/react";

/** Bookmarks of the page shown (keyset paging: lib/filters.ts PageCursor), for the links to earlier and later pages. */
export interface PageCursors {
  before: string | null;
  after: string | null;
}

/** The address's parameters without the page and its bookmarks: what a link or "go to page" form to another page keeps. */
export function otherParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("after");
  params.delete("before");
  return params;
}

/**
 * This address at another page: ?page=N (none for the first) with every
 * other parameter kept; with `cursors`, a later page's link carries this
 * page's `after` bookmark and an earlier one's its `before`, so the next page
 * starts from a known row at any depth. Pages further than a bookmark reaches
 * (the first, the last, a typed number) are found by their number, and so is
 * every page of an order that gives no bookmarks (best match).
 */
export function pageHref(
  { pathname, search }: { pathname: string; search: string },
  page: number,
  { cursors, current = 1, bookmark = true }: { cursors?: PageCursors; current?: number; bookmark?: boolean } = {},
): string {
  const params = otherParams(search);
  if (page > 1) params.set("page", String(page));
  if (cursors && bookmark && page > 1 && page !== current) {
    const [name, value] = page > current ? ["after", cursors.after] : ["before", cursors.before];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** pageHref for the address shown. */
export function usePageHref(cursors?: PageCursors, current = 1) {
  const location = useLocation();
  return (page: number, bookmark = true) => pageHref(location, page, { cursors, current, bookmark });
}
