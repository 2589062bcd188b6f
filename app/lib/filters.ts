// The listing and search filters: parsed from the address (a GET form), so a
// filtered page can be shared and reloaded. Used by both sides.

import { z } from "zod";
import { readPrice } from "~/lib/numbers";
import { choiceParam, idParam, pageParam, parseSearchParams, textParam } from "~/lib/search-params";

export const sortOptions = ["special", "lowPrice", "highPrice"] as const;
export type SortOption = (typeof sortOptions)[number];
export const PAGE_SIZE = 24;

export interface AdFilters {
  q: string;
  categoryId: number | null;
  subcategoryId: number | null;
  brandCountryId: number | null;
  thirdBranchId: number | null;
  governorateId: number | null;
  regionId: number | null;
  type: "new" | "used" | null;
  order: "asc" | "desc";
  minPrice: number;
  maxPrice: number;
  /** A min or max price typed in a way that is not whole pounds (`15,00`, `1.5`): not applied, shown again with a message. */
  unreadPrices: Partial<Record<"min_price" | "max_price", string>>;
  negotiable: boolean;
  sort: SortOption;
  page: number;
}

/** The category path and place fields, from their form and address names to the model's. */
type CategoryAndPlaceFields = Record<"category" | "subcategory" | "brand_country" | "third_branch" | "governorate" | "region", unknown>;

export function categoryAndPlace<V extends CategoryAndPlaceFields>(
  value: V,
): {
  categoryId: V["category"];
  subcategoryId: V["subcategory"];
  brandCountryId: V["brand_country"];
  thirdBranchId: V["third_branch"];
  governorateId: V["governorate"];
  regionId: V["region"];
} {
  return {
    categoryId: value.category,
    subcategoryId: value.subcategory,
    brandCountryId: value.brand_country,
    thirdBranchId: value.third_branch,
    governorateId: value.governorate,
    regionId: value.region,
  };
}

/**
 * A min or max price from the address, read as the ad form reads a price
 * (lib/numbers.ts: `1,500` is 1500, `15,00` is refused, never 15 or 1500):
 * its pounds, or 0 (no filter) with what was typed when it is not whole
 * pounds (SPEC.md section 5: an empty or unreadable filter is 0).
 */
export function readPriceFilter(value: string | undefined): { pounds: number; unread: string | null } {
  if (value === undefined) return { pounds: 0, unread: null };
  const reading = readPrice(value);
  if (reading.ok) return { pounds: reading.value, unread: null };
  return { pounds: 0, unread: reading.error === "empty" ? null : [...value.trim()].slice(0, 40).join("") };
}

const priceParam = z.string().optional().transform(readPriceFilter);

/** The listing's and search's address, read the same way on both sides. */
export const AdFiltersSchema = z
  .object({
    q: textParam(),
    category: idParam,
    subcategory: idParam,
    brand_country: idParam,
    third_branch: idParam,
    governorate: idParam,
    region: idParam,
    type: choiceParam(["new", "used"] as const, null),
    order: choiceParam(["asc", "desc"] as const, "desc"),
    min_price: priceParam,
    max_price: priceParam,
    negotiable: z
      .string()
      .optional()
      .transform((value) => value === "1" || value === "on"),
    sort: choiceParam(sortOptions, "special"),
    page: pageParam(),
  })
  .transform((value): AdFilters => ({
    q: value.q,
    ...categoryAndPlace(value),
    type: value.type,
    order: value.order,
    minPrice: value.min_price.pounds,
    maxPrice: value.max_price.pounds,
    unreadPrices: {
      ...(value.min_price.unread === null ? {} : { min_price: value.min_price.unread }),
      ...(value.max_price.unread === null ? {} : { max_price: value.max_price.unread }),
    },
    negotiable: value.negotiable,
    sort: value.sort,
    page: value.page,
  }));

export function parseFilters(params: URLSearchParams): AdFilters {
  return parseSearchParams(AdFiltersSchema, params);
}
