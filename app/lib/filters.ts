// The listing and search filters: parsed from the address (a GET form), so a
// filtered page can be shared and reloaded. Used by both sides.

import { z } from "zod";
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

/** Prices are parsed as integers; anything else is 0 (SPEC.md section 5). */
export function parsePrice(value: string | null): number {
  const number = Number.parseInt(
    (value ?? "").replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))),
    10,
  );
  return Number.isFinite(number) && number > 0 ? number : 0;
}

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
    min_price: z
      .string()
      .optional()
      .transform((value) => parsePrice(value ?? null)),
    max_price: z
      .string()
      .optional()
      .transform((value) => parsePrice(value ?? null)),
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
    minPrice: value.min_price,
    maxPrice: value.max_price,
    negotiable: value.negotiable,
    sort: value.sort,
    page: value.page,
  }));

export function parseFilters(params: URLSearchParams): AdFilters {
  return parseSearchParams(AdFiltersSchema, params);
}
