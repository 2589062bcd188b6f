import { data } from "@remix-run/cloudflare";
import type { Database } from "~/server/db-session.server";
import { defaultSort, parseFilters, type AdFilters } from "~/lib/filters";
import { listAds, type AdPage } from "~/features/ads/queries.server";
import { listBrandCountries, listCategories, listSubcategories, listThirdBranches, type Branch, type Category } from "~/features/catalog/queries.server";
import { listRegions, type Region } from "~/features/catalog/places.server";
import { categoryFields } from "~/features/attributes/queries.server";
import { attributeFilterParams, fieldsFor, readAttributeFilters, type AttributeField } from "~/lib/attributes";

export interface FilterOptions {
  /** The chosen category's filterable attribute fields (those of the chosen subcategory included); none without a category. */
  attributeFields: AttributeField[];
  categories: Category[];
  subcategories: Branch[];
  brandCountries: Branch[];
  thirdBranches: Branch[];
  regions: Region[];
}

export interface ListingPage {
  filters: AdFilters;
  options: FilterOptions;
  results: AdPage;
  /** A search that found nothing: where its words do find ads (zeroResultHelp); null otherwise. */
  help: SearchHelp | null;
}

/** What a search with no results offers instead: the nearest search with results, and the same words in the whole site. */
export interface SearchHelp {
  /** The search less the fewest words that has ads ("did you mean"), and how many (up to the count's cap). */
  didYouMean: { q: string; total: number; capped: boolean } | null;
  /** The same words without the category, place and other filters that emptied the page. */
  wholeSite: { total: number; capped: boolean } | null;
}

/** At most this many shorter searches are tried for "did you mean" (each is one search). */
const MAX_SUGGESTION_TRIES = 4;

/**
 * Help for a search with no results (page 1 only): the same words in the
 * whole site when a filter emptied the page, and the nearest search that has
 * results: the words less one (the last first), then less two, at most
 * MAX_SUGGESTION_TRIES searches. Only when nothing was found, so it costs
 * nothing on the pages that find ads.
 */
export async function zeroResultHelp({ db }: { db: Database }, filters: AdFilters): Promise<SearchHelp | null> {
  if (!filters.q || filters.page > 1) return null;
  const bare: AdFilters = {
    ...parseFilters(new URLSearchParams()),
    q: filters.q,
    sort: defaultSort(filters.q),
  };
  const filtered =
    filters.categoryId ||
    filters.governorateId ||
    filters.type ||
    filters.minPrice > 0 ||
    filters.maxPrice > 0 ||
    filters.negotiable ||
    (filters.attributes ?? []).length > 0;
  const whole = filtered ? await listAds({ db }, bare) : null;
  const words = filters.q.trim().split(/\s+/).filter(Boolean);
  const tries: string[] = [];
  for (let drop = 1; drop < words.length && tries.length < MAX_SUGGESTION_TRIES; drop++) {
    for (let start = words.length - drop; start >= 0 && tries.length < MAX_SUGGESTION_TRIES; start--) {
      tries.push([...words.slice(0, start), ...words.slice(start + drop)].join(" "));
    }
  }
  let didYouMean: SearchHelp["didYouMean"] = null;
  for (const q of tries) {
    const found = await listAds({ db }, { ...filters, q, sort: defaultSort(q), page: 1, cursor: null });
    if (found.total > 0) {
      didYouMean = { q, total: found.total, capped: found.capped };
      break;
    }
  }
  return { didYouMean, wholeSite: whole && whole.total > 0 ? { total: whole.total, capped: whole.capped } : null };
}

/**
 * A listing or search page: the filters from the address (with anything the
 * route fixes, such as its category), the options of every filter level that
 * applies, and the page of results. A child level only counts while its
 * parent is chosen, so a stale subcategory never hides every ad.
 */
export async function loadListingPage(
  { db }: { db: Database },
  params: URLSearchParams,
  fixed: Partial<Pick<AdFilters, "categoryId" | "q">> = {},
  logError: (error: unknown) => void = () => {},
): Promise<ListingPage> {
  const filters: AdFilters = { ...parseFilters(params), ...Object.fromEntries(Object.entries(fixed).filter(([, value]) => value !== undefined)) };
  // A search text in the path (/categories/search/{text}) is a typed search too: best match unless another order is asked.
  if (fixed.q && !params.get("sort")) filters.sort = defaultSort(filters.q);
  let options: FilterOptions;
  try {
    options = await loadFilterOptions({ db }, filters);
  } catch (error) {
    // Filter data is a side part (logged only: product rules, Messages): the ads still show, filtered as asked.
    logError(error);
    options = { attributeFields: [], categories: [], subcategories: [], brandCountries: [], thirdBranches: [], regions: [] };
  }
  // The category's attribute filters, read against its fields (an unknown name or choice is not applied).
  const given = filters.attributeParams;
  const read = readAttributeFilters(options.attributeFields, (name) => given.filter(([key]) => key === name).map(([, value]) => value));
  filters.attributes = read.filters;
  filters.unreadAttributes = read.unread;
  const results = await listAds({ db }, filters);
  const help = results.ads.length === 0 && !results.past_end ? await zeroResultHelp({ db }, filters) : null;
  return { filters, options, results, help };
}

/**
 * The filters as the address writes them, for a listing's canonical address
 * (PageMeta.query): only what the page read (AdFiltersSchema reads it back the
 * same), in one order, nothing left at its fallback, and none of the names the
 * path already carries (`inPath`: a category page's category, a search path's
 * text).
 */
export function filtersQuery(filters: AdFilters, inPath: ReadonlyArray<"category" | "q"> = []): string {
  const params = new URLSearchParams();
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== "" && value !== 0 && !(inPath as readonly string[]).includes(name)) params.set(name, String(value));
  };
  add("q", filters.q);
  add("category", filters.categoryId);
  add("subcategory", filters.subcategoryId);
  add("brand_country", filters.brandCountryId);
  add("third_branch", filters.thirdBranchId);
  add("governorate", filters.governorateId);
  add("region", filters.regionId);
  add("type", filters.type);
  add("order", filters.order === "desc" ? null : filters.order);
  add("min_price", filters.minPrice);
  add("max_price", filters.maxPrice);
  add("negotiable", filters.negotiable ? "1" : null);
  for (const [name, value] of attributeFilterParams(filters.attributes)) params.append(name, value);
  add("sort", filters.sort === defaultSort(filters.q) ? null : filters.sort);
  add("page", filters.page > 1 ? filters.page : null);
  // The page link's bookmark, as read (the sort's key and id of a row of page `from`): the same page, found by a seek.
  const cursor = filters.cursor;
  if (cursor) {
    const values = cursor.values.map((value) => (typeof value === "string" ? value.replace(/\D/g, "") : String(value)));
    add(cursor.direction, [String(cursor.from), ...values].join("_"));
  }
  return params.toString();
}

/** The options of every filter level that applies; drops a chosen child level that does not belong to its parent. */
export async function loadFilterOptions({ db }: { db: Database }, filters: AdFilters): Promise<FilterOptions> {
  const [categories, subcategories, regions, fields] = await Promise.all([
    listCategories({ db }),
    filters.categoryId ? listSubcategories({ db }, filters.categoryId) : Promise.resolve([]),
    filters.governorateId ? listRegions({ db }, filters.governorateId) : Promise.resolve([]),
    filters.categoryId ? categoryFields({ db }, filters.categoryId) : Promise.resolve([]),
  ]);
  if (!subcategories.some((item) => item.id === filters.subcategoryId)) filters.subcategoryId = null;
  if (!regions.some((item) => item.id === filters.regionId)) filters.regionId = null;
  const brandCountries = filters.subcategoryId ? await listBrandCountries({ db }, filters.subcategoryId) : [];
  if (!brandCountries.some((item) => item.id === filters.brandCountryId)) filters.brandCountryId = null;
  const thirdBranches = filters.brandCountryId ? await listThirdBranches({ db }, filters.brandCountryId) : [];
  if (!thirdBranches.some((item) => item.id === filters.thirdBranchId)) filters.thirdBranchId = null;
  const attributeFields = fieldsFor(fields, filters.subcategoryId).filter((field) => field.filterable);
  return { attributeFields, categories, subcategories, brandCountries, thirdBranches, regions };
}

/** A listing page's loader data, answered 404 when the page asked for is past the last (the page says so and links to the last one). */
export function listingResponse<T extends { results: AdPage }>(value: T) {
  return data(value, { status: value.results.past_end ? 404 : 200 });
}
