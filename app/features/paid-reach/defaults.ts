/** Bump to top's options as first offered in every category (whole EGP; migration 0029 and the seed), changed in the admin. */
export const DEFAULT_BUMP_PRICES = [
  { bumps: 1, price: 25 },
  { bumps: 3, price: 60 },
  { bumps: 7, price: 120 },
] as const;

/** Packs of extra ads as first offered (whole EGP; migration 0031 and the seed), changed in the admin. Vehicles and real estate cost more. */
export const DEFAULT_PACK_PRICES = [
  { ads: 1, price: 10, dearPrice: 50 },
  { ads: 3, price: 25, dearPrice: 120 },
  { ads: 10, price: 70, dearPrice: 350 },
] as const;

/** The categories whose packs cost more (their free ads are fewer). */
export const DEAR_CATEGORIES: readonly string[] = ["vehicles", "real-estate"];

/** A pack option's first price in a category, by its slug. */
export function defaultPackPrice(slug: string, option: (typeof DEFAULT_PACK_PRICES)[number]): number {
  return DEAR_CATEGORIES.includes(slug) ? option.dearPrice : option.price;
}

/** The free ads' window: an ad counts for 30 days after it was posted. */
export const FREE_WINDOW_DAYS = 30;

/** The start of the free ads' window that ends at `now`. */
export function freeWindowStart(now: Date): Date {
  return new Date(now.getTime() - FREE_WINDOW_DAYS * 24 * 3600 * 1000);
}
