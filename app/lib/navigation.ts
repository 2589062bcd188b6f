// The site's navigation as configuration: each item has a route, optional
// navigation state and a translation key; items are split into groups by the
// configured sizes. The active item is the one whose route equals the path.

export interface NavItem {
  key: string;
  to: string;
  state?: Record<string, unknown>;
}

export const navItems: NavItem[] = [
  { key: "nav.home", to: "/" },
  { key: "nav.categories", to: "/categories/" },
  { key: "nav.traders", to: "/account/trader-profiles" },
  { key: "nav.blog", to: "/blog/" },
  { key: "nav.services", to: "/our-services/" },
  { key: "nav.links", to: "/show-links" },
];

export const navGroupSizes = [3, 3];

/** Splits items into consecutive groups of the given sizes; the rest form a last group. */
export function groupItems<T>(items: T[], sizes: number[]): T[][] {
  const groups: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= items.length) break;
    groups.push(items.slice(start, start + size));
    start += size;
  }
  if (start < items.length) groups.push(items.slice(start));
  return groups;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function isActive(item: NavItem, pathname: string): boolean {
  return trimSlash(item.to) === trimSlash(pathname);
}

/** The local-storage flag each navigation click writes. */
export const BRANCH_KEY = "branch";
export const LANGUAGE_KEY = "lang";

/** The id of the root's "this page may be out of date" line, which the edge cache shows on a copy served while the database is unavailable. */
export const STALE_NOTICE_ID = "stale-notice";

/** The id of the hearts' one form (features/ads/components/hearts.tsx), which lib/offline.ts leaves to the app offline. */
export const HEARTS_FORM = "hearts";

// Timings of the product rules (Limits), used by the hydrated widgets.
export const timings = {
  toastDurationMs: 4000,
  toastLimit: 3,
  tooltipDelayMs: 700,
  menuOpenMs: 200,
  menuCloseMs: 150,
  drawerAnimationS: 0.5,
  drawerCloseThreshold: 0.25,
  drawerDragVelocity: 0.4,
  copiedStateMs: 1000,
  carouselAutoplayMs: 4000,
};
