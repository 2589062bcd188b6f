/** Bump to top's options as first offered in every category (whole EGP; migration 0029 and the seed), changed in the admin. */
export const DEFAULT_BUMP_PRICES = [
  { bumps: 1, price: 25 },
  { bumps: 3, price: 60 },
  { bumps: 7, price: 120 },
] as const;
