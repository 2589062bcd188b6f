import type { Database } from "~/server/db-session.server";
import { parseFilters, type AdFilters } from "~/lib/filters";
import { listAds, type AdPage } from "~/features/ads/queries.server";
import { listBrandCountries, listCategories, listSubcategories, listThirdBranches, type Branch, type Category } from "~/features/catalog/queries.server";
import { listRegions, type Region } from "~/features/catalog/places.server";

export interface FilterOptions {
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
  let options: FilterOptions;
  try {
    options = await loadFilterOptions({ db }, filters);
  } catch (error) {
    // Filter data is a side part (SPEC.md section 8: logged only): the ads still show, filtered as asked.
    logError(error);
    options = { categories: [], subcategories: [], brandCountries: [], thirdBranches: [], regions: [] };
  }
  const results = await listAds({ db }, filters);
  return { filters, options, results };
}

/** The options of every filter level that applies; drops a chosen child level that does not belong to its parent. */
async function loadFilterOptions({ db }: { db: Database }, filters: AdFilters): Promise<FilterOptions> {
  const [categories, subcategories, regions] = await Promise.all([
    listCategories({ db }),
    filters.categoryId ? listSubcategories({ db }, filters.categoryId) : Promise.resolve([]),
    filters.governorateId ? listRegions({ db }, filters.governorateId) : Promise.resolve([]),
  ]);
  if (!subcategories.some((item) => item.id === filters.subcategoryId)) filters.subcategoryId = null;
  if (!regions.some((item) => item.id === filters.regionId)) filters.regionId = null;
  const brandCountries = filters.subcategoryId ? await listBrandCountries({ db }, filters.subcategoryId) : [];
  if (!brandCountries.some((item) => item.id === filters.brandCountryId)) filters.brandCountryId = null;
  const thirdBranches = filters.brandCountryId ? await listThirdBranches({ db }, filters.brandCountryId) : [];
  if (!thirdBranches.some((item) => item.id === filters.thirdBranchId)) filters.thirdBranchId = null;
  return { categories, subcategories, brandCountries, thirdBranches, regions };
}
