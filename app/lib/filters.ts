// The listing and search filters: parsed from the address (a GET form), so a
// filtered page can be shared and reloaded. Used by both sides.

import { z } from "zod";
import { readPrice } from "~/lib/numbers";
import type { AttributeFilter } from "~/lib/attributes";
import { choiceParam, idParam, pageParam, parseSearchParams, textParam } from "~/lib/search-params";
import { SEARCH_TEXT_MAX } from "~/lib/text-length";

/** "best": best match first (a search's exact title matches first; without a search text, as "special"). */
export const sortOptions = ["special", "lowPrice", "highPrice", "best"] as const;
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
  /** Where the page starts, from its page link (keyset paging), or null: then the page is found by its number. */
  cursor: PageCursor | null;
  /** The address's `attr_*` parameters as given; the server reads them against the chosen category's fields (features/ads/listing.server.ts). */
  attributeParams: Array<[string, string]>;
  /** The category attribute filters that apply (lib/attributes.ts), filled in by the server; empty until then. */
  attributes: AttributeFilter[];
  /** An attribute range typed in a way that is not a whole number: not applied, shown again with a message (name → what was typed). */
  unreadAttributes: Record<string, string>;
}

/** How many `attr_*` parameters an address may carry, and how long each name and value may be (more is ignored). */
const ATTRIBUTE_PARAMS = { count: 40, length: 40 };

/** The address's `attr_*` parameters, within ATTRIBUTE_PARAMS. */
export function attributeParamsOf(params: URLSearchParams): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [name, value] of params) {
    if (!name.startsWith("attr_") || name.length > ATTRIBUTE_PARAMS.length || value.length > ATTRIBUTE_PARAMS.length) continue;
    if (found.length === ATTRIBUTE_PARAMS.count) break;
    found.push([name, value]);
  }
  return found;
}

/**
 * A page link's bookmark (keyset paging): a row of the page `from`
 * (its last row for `after`, its first for `before`) by its sort key and id,
 * so a deep page is an index seek from that row instead of skipping every row
 * before it. `values` are the sort's key columns then the id (sortKeyOf).
 */
export interface PageCursor {
  direction: "after" | "before";
  from: number;
  values: Array<number | string>;
}

/** How far from its bookmark a page may be (the pagination's window is two pages either side). */
export const CURSOR_REACH = 4;

const STORED_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const LINK_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** Whether a sort's key is the featured flag and the date ("best" without a search text is "special"). */
function byDate(sort: SortOption): boolean {
  return sort === "special" || sort === "best";
}

/** A card's sort key for a sort, as the cursor holds it (special: featured, listed (the last bump, else created); price sorts: price), then the id. */
export function sortKeyOf(
  sort: SortOption,
  row: { id: number; price: number; is_featured: number; created_at: string; listed_at?: string },
): Array<number | string> {
  return byDate(sort) ? [row.is_featured, row.listed_at ?? row.created_at, row.id] : [row.price, row.id];
}

/** A page link's bookmark as the address writes it: `<page>_<key…>_<id>`, the time as digits; null when a value cannot be written so. */
export function writeCursor(sort: SortOption, from: number, row: Parameters<typeof sortKeyOf>[1]): string | null {
  const parts = sortKeyOf(sort, row).map((value) => (typeof value === "string" ? (STORED_TIME.test(value) ? value.replace(/\D/g, "") : null) : String(value)));
  return parts.includes(null) ? null : [String(from), ...parts].join("_");
}

/** A bookmark from the address, or null (then the page is found by its number): it must be for this sort and within reach of the page asked. */
export function readCursor(direction: "after" | "before", text: string, sort: SortOption, page: number): PageCursor | null {
  const parts = text.split("_");
  if (parts.length !== (byDate(sort) ? 4 : 3) || !parts.every((part) => /^\d{1,15}$/.test(part))) return null;
  const [from, ...rest] = parts;
  const fromPage = Number(from);
  const distance = direction === "after" ? page - fromPage : fromPage - page;
  if (fromPage < 1 || distance < 1 || distance > CURSOR_REACH) return null;
  let values: Array<number | string>;
  if (byDate(sort)) {
    const [featured, time, id] = rest;
    const date = LINK_TIME.exec(time);
    if (!date || (featured !== "0" && featured !== "1")) return null;
    values = [Number(featured), `${date[1]}-${date[2]}-${date[3]} ${date[4]}:${date[5]}:${date[6]}`, Number(id)];
  } else values = rest.map(Number);
  return { direction, from: fromPage, values };
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
 * pounds (an empty or unreadable filter is 0).
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
    q: textParam(SEARCH_TEXT_MAX, { words: true }),
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
    // No sort asked: best match for a typed search, else featured then newest (defaultSort).
    sort: choiceParam(sortOptions, null),
    // Any page of the largest listing: a page number costs nothing past the depth it opens (numberedDepth), and a
    // listing's last pages, read from its end, may be past page 10,000 (vehicles at a million ads: 10,808 pages).
    page: pageParam(1_000_000),
    after: textParam(80),
    before: textParam(80),
  })
  .transform((value): AdFilters => {
    const sort = value.sort ?? defaultSort(value.q);
    return {
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
      sort,
      page: value.page,
      cursor:
        (value.after ? readCursor("after", value.after, sort, value.page) : null) ??
        (value.before ? readCursor("before", value.before, sort, value.page) : null),
      attributeParams: [],
      attributes: [],
      unreadAttributes: {},
    };
  });

/** The order of a listing when none is asked: best match for a typed search, featured then newest otherwise. */
export function defaultSort(q: string): SortOption {
  return q ? "best" : "special";
}

export function parseFilters(params: URLSearchParams): AdFilters {
  return { ...parseSearchParams(AdFiltersSchema, params), attributeParams: attributeParamsOf(params) };
}
