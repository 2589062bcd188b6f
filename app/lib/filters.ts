// The listing and search filters: parsed from the address (a GET form), so a
// filtered page can be shared and reloaded. Used by both sides.

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

/** A positive id, or null for empty, 0 or anything that is not a number. */
function id(value: string | null): number | null {
  const number = Number.parseInt(value ?? "", 10);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** Prices are parsed as integers; anything else is 0 (SPEC.md section 5). */
export function parsePrice(value: string | null): number {
  const number = Number.parseInt(
    (value ?? "").replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))),
    10,
  );
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function parseFilters(params: URLSearchParams): AdFilters {
  const sort = params.get("sort");
  const type = params.get("type");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    categoryId: id(params.get("category")),
    subcategoryId: id(params.get("subcategory")),
    brandCountryId: id(params.get("brand_country")),
    thirdBranchId: id(params.get("third_branch")),
    governorateId: id(params.get("governorate")),
    regionId: id(params.get("region")),
    type: type === "new" || type === "used" ? type : null,
    order: params.get("order") === "asc" ? "asc" : "desc",
    minPrice: parsePrice(params.get("min_price")),
    maxPrice: parsePrice(params.get("max_price")),
    negotiable: params.get("negotiable") === "1" || params.get("negotiable") === "on",
    sort: (sortOptions as readonly string[]).includes(sort ?? "") ? (sort as SortOption) : "special",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string for filters (without defaults), for links that keep the filters. */
export function filtersToParams(filters: Partial<AdFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "" && value !== 0) params.set(key, String(value));
  };
  set("q", filters.q);
  set("category", filters.categoryId);
  set("subcategory", filters.subcategoryId);
  set("brand_country", filters.brandCountryId);
  set("third_branch", filters.thirdBranchId);
  set("governorate", filters.governorateId);
  set("region", filters.regionId);
  set("type", filters.type);
  if (filters.order === "asc") params.set("order", "asc");
  set("min_price", filters.minPrice);
  set("max_price", filters.maxPrice);
  if (filters.negotiable) params.set("negotiable", "1");
  if (filters.sort && filters.sort !== "special") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
