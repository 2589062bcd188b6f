// Saved searches: a buyer keeps a listing's or search's filters,
// sees how many new ads each has found since they last opened it, and is told
// by e-mail (alerts.server.ts). Every change names the signed-in account: a
// search that is not theirs is "notFound", and nothing changes.
//
//   saveSearch(deps, userId, { path, query }, names, now?)     → { ok, id } | { ok: false, error }
//   listSavedSearches(deps, userId)                             → SavedSearchRow[]
//   updateSearch(deps, userId, id, { name, frequency })   → { ok } | notFound
//   deleteSearch(deps, userId, id)                              → { ok } | notFound
//   openSearch(deps, userId, id, now?)                          → { ok, href } | notFound
import type { Database } from "~/server/db-session.server";
import { MAX_SAVED_SEARCHES, NAME_MAX } from "~/features/saved-searches/schema";
import { AdFiltersSchema, attributeParamsOf, defaultSort, type AdFilters } from "~/lib/filters";
import { parseSearchParams } from "~/lib/search-params";
import { localName, type Language } from "~/lib/i18n";
import { readAttributeFilters } from "~/lib/attributes";
import { findCategory } from "~/features/catalog/queries.server";
import { listGovernorates } from "~/features/catalog/places.server";
import { filtersQuery, loadFilterOptions } from "~/features/ads/listing.server";
import {
  deleteSavedSearch,
  insertSavedSearch,
  openSavedSearch,
  savedSearchesOf,
  updateSavedSearch,
  type Frequency,
  type SavedFilters,
  type SavedSearchRow,
} from "~/features/saved-searches/queries.server";
import { savedText } from "~/features/saved-searches/alert-text.server";

export type { Frequency, SavedSearchRow };

type Db = { db: Database };

export { MAX_SAVED_SEARCHES, NAME_MAX, FREQUENCIES } from "~/features/saved-searches/schema";

export type SaveResult = { ok: true; id: number; existed: boolean } | { ok: false; error: "limit" | "invalid" };

const SEARCH_PATH = "/categories/search";

/**
 * Where a listing is, from its path: the search (its text may be the path's
 * last part) or a category's page (by slug or id). Anything else is null.
 */
async function listingOf(
  { db }: Db,
  path: string,
): Promise<{ path: string; fixed: Partial<AdFilters>; categoryName?: { name: string; name_en: string } } | null> {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (clean === SEARCH_PATH) return { path: SEARCH_PATH, fixed: {} };
  if (clean.startsWith(`${SEARCH_PATH}/`)) {
    let text: string;
    try {
      text = decodeURIComponent(clean.slice(SEARCH_PATH.length + 1));
    } catch {
      return null;
    }
    return { path: SEARCH_PATH, fixed: { q: [...text.trim()].slice(0, 100).join("") } };
  }
  const match = /^\/categories\/([^/]{1,80})$/.exec(clean);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const category = await findCategory({ db }, slug);
  return category ? { path: `/categories/${category.slug}`, fixed: { categoryId: category.id }, categoryName: category } : null;
}

/**
 * Saves the filters of a listing or search (its path and its address's
 * query, read as the page reads them: what does not apply is dropped, the
 * page, sort and bookmark too). The name says what it finds, in the buyer's
 * language. At most MAX_SAVED_SEARCHES; the same filters saved again are the
 * same saved search.
 */
export async function saveSearch(
  deps: Db,
  userId: number,
  input: { path: string; query: string },
  /** The buyer's language, and the name of a search without any filter in it ("All ads"). */
  { language, everything }: { language: Language; everything: string },
  now = new Date(),
): Promise<SaveResult> {
  const listing = await listingOf(deps, input.path);
  if (!listing) return { ok: false, error: "invalid" };
  const params = new URLSearchParams(input.query.replace(/^\?/, ""));
  const filters: AdFilters = { ...parseSearchParams(AdFiltersSchema, params), attributeParams: attributeParamsOf(params), ...listing.fixed };
  const options = await loadFilterOptions(deps, filters);
  const given = filters.attributeParams;
  filters.attributes = readAttributeFilters(options.attributeFields, (name) => given.filter(([key]) => key === name).map(([, value]) => value)).filters;
  const canonical = filtersQuery({ ...filters, page: 1, cursor: null, sort: defaultSort(filters.q) }, listing.fixed.categoryId ? ["category"] : []);
  const saved: SavedFilters = {
    categoryId: filters.categoryId,
    subcategoryId: filters.subcategoryId,
    brandCountryId: filters.brandCountryId,
    thirdBranchId: filters.thirdBranchId,
    governorateId: filters.governorateId,
    regionId: filters.regionId,
    condition: filters.type,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    negotiable: filters.negotiable,
    ...savedText(filters.q),
    attributes: filters.attributes.map((filter) =>
      filter.kind === "range"
        ? { fieldId: filter.field.id, min: filter.min, max: filter.max, choices: null }
        : filter.kind === "choice"
          ? { fieldId: filter.field.id, min: null, max: null, choices: filter.optionIds }
          : { fieldId: filter.field.id, min: 1, max: 1, choices: null },
    ),
  };
  // The name: the text searched for, the narrowest category level and the place, as the buyer reads them.
  const pick = <T extends { id: number; name: string; name_en: string }>(items: T[], id: number | null) => items.find((item) => item.id === id);
  const category = listing.categoryName ?? pick(options.categories, filters.categoryId);
  const branch =
    pick(options.thirdBranches, filters.thirdBranchId) ??
    pick(options.brandCountries, filters.brandCountryId) ??
    pick(options.subcategories, filters.subcategoryId);
  const place = pick(options.regions, filters.regionId) ?? (filters.governorateId ? pick(await listGovernorates(deps), filters.governorateId) : undefined);
  const parts = [filters.q, branch ?? category, place].filter(Boolean).map((part) => (typeof part === "string" ? part : localName(part!, language)));
  const name = [...(parts.join(" · ") || everything)].slice(0, NAME_MAX).join("");
  const result = await insertSavedSearch(
    deps,
    userId,
    { name, path: listing.path, query: canonical, frequency: "instant", filters: saved },
    MAX_SAVED_SEARCHES,
    now,
  );
  if ("id" in result && !("error" in result)) return { ok: true, id: result.id, existed: false };
  if (result.error === "exists") return { ok: true, id: result.id, existed: true };
  return { ok: false, error: "limit" };
}

export function listSavedSearches(deps: Db, userId: number): Promise<SavedSearchRow[]> {
  return savedSearchesOf(deps, userId);
}

type NotFound = { ok: false; error: "notFound" };

export async function updateSearch(deps: Db, userId: number, id: number, value: { name: string; frequency: Frequency }): Promise<{ ok: true } | NotFound> {
  return (await updateSavedSearch(deps, userId, id, value.name, value.frequency)) ? { ok: true } : { ok: false, error: "notFound" };
}

export async function deleteSearch(deps: Db, userId: number, id: number): Promise<{ ok: true } | NotFound> {
  return (await deleteSavedSearch(deps, userId, id)) ? { ok: true } : { ok: false, error: "notFound" };
}

/** Opens a saved search: its new ads start again from 0, and the answer is the listing's address with its filters. */
export async function openSearch(deps: Db, userId: number, id: number, now = new Date()): Promise<{ ok: true; href: string } | NotFound> {
  const found = await openSavedSearch(deps, userId, id, now);
  return found ? { ok: true, href: listingHref(found) } : { ok: false, error: "notFound" };
}

export function listingHref({ path, query }: { path: string; query: string }): string {
  return query ? `${path}?${query}` : path;
}
