import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/filters";
import { ATTRIBUTE_DRIVE, ATTRIBUTE_WALK } from "~/features/ads/queries.server";
import { createTestEnv } from "./helpers/db";
import { followListing, listingFixtureBase, openListing, PAGE_ROWS_BUDGET as BUDGET } from "./helpers/listing-walk";

// A listing filtered by the category's attributes over many ads whose few
// matches are the oldest: each page (its cards, count and filter options)
// reads at most 500 rows, whether one filter's few values drive it (every
// match read, an exact count) or the listing walks and tests the filters on
// each ad walked (an "at least" count, "look further" links that reach every
// match once, in order).

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const NEWER = 1200;
/** The oldest RARE ads are electric, the RARE after them hybrid from 2024; of the newer ones every other is hybrid, from 2015. */
const RARE = 30;

// Ad ids 1..RARE: electric, 2025, 500 km, 300,000 pounds (every other one 900,000). RARE+1..2·RARE: hybrid, 2024, 800 km.
// Newer: petrol or hybrid (every other), 2015, 90,000 km; every third 600 km but 900,000 pounds.
const electric = (id: number) => id <= RARE;
const hybrid = (id: number) => (id > RARE && id <= 2 * RARE) || (id > 2 * RARE && id % 2 === 0);
const year = (id: number) => (id <= RARE ? 2025 : id <= 2 * RARE ? 2024 : 2015);
const km = (id: number) => (id <= RARE ? 500 : id <= 2 * RARE ? 800 : id % 3 === 0 ? 600 : 90_000);
// (Each price its own: ties in price are sorted again by id, a block of equal prices at a time.)
const price = (id: number) => id + (id <= RARE ? (id % 2 === 0 ? 900_000 : 300_000) : id <= 2 * RARE ? 350_000 : id % 3 === 0 ? 900_000 : 250_000);
const ALL = 2 * RARE + NEWER;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...listingFixtureBase(db),
    db.prepare(
      `INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en, min_value, max_value, filterable, position) VALUES
       (102, 1, 'year', 'number', 'سنة الصنع', 'Year', 1950, 2030, 1, 1), (103, 1, 'km', 'number', 'الكيلومترات', 'Kilometres', 0, 2000000, 1, 2),
       (104, 1, 'fuel', 'one_of', 'الوقود', 'Fuel', NULL, NULL, 1, 3)`,
    ),
    db.prepare(
      `INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES
       (10401, 104, 'petrol', 'بنزين', 'Petrol', 0), (10403, 104, 'hybrid', 'هايبرد', 'Hybrid', 1), (10404, 104, 'electric', 'كهرباء', 'Electric', 2)`,
    ),
  ]);
  const ads: string[] = [];
  const values: string[] = [];
  for (let id = 1; id <= ALL; id++) {
    const time = new Date(Date.UTC(2026, 9, 1) + id * 60_000).toISOString().slice(0, 19).replace("T", " ");
    ads.push(`(${id}, 1, 'car ${id}', 'd', ${price(id)}, 1, 1, 7, 'approved', '2099-12-30 00:00:00', 0, 30, 31, 'a', '${time}')`);
    values.push(`(${id}, 102, ${year(id)}), (${id}, 103, ${km(id)}), (${id}, 104, ${electric(id) ? 10404 : hybrid(id) ? 10403 : 10401})`);
  }
  for (let start = 0; start < ads.length; start += 200) {
    await db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, expires_at, is_featured, latitude, longitude, address, created_at) VALUES ${ads.slice(start, start + 200).join(", ")}`,
      )
      .run();
    await db.prepare(`INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES ${values.slice(start, start + 200).join(", ")}`).run();
  }
});

afterAll(async () => {
  await dispose?.();
});

/** A vehicles listing page as the route reads it, with the rows it read (its attribute filters read). */
async function open(query: string) {
  const page = await openListing(env.DB, query, 1);
  expect(page.filters.attributes?.length, `${query}: attribute filters read`).toBeGreaterThan(0);
  return page;
}

/** Follows the next-page links to the end, each page within the budget. */
const walkAll = (base: string) => followListing(open, base, ALL / ATTRIBUTE_WALK + 10);

/** The matching ids, newest first (the listing's order: none is special). */
const newestFirst = (test: (id: number) => boolean) => Array.from({ length: ALL }, (_, index) => ALL - index).filter(test);

describe("a listing filtered by attributes whose matches are rare and old", () => {
  it("one value with few ads (electric) drives: every match read, an exact count, its pages one step each", async () => {
    expect(RARE).toBeLessThan(ATTRIBUTE_DRIVE);
    const first = await open("attr_fuel=electric");
    expect(first.read).toBeLessThanOrEqual(BUDGET);
    expect(first.results.total).toBe(RARE);
    expect(first.results.at_least).toBeFalsy();
    expect(first.results.last_page).toBe(2);
    expect(first.results.ads.map((ad) => ad.id)).toEqual(newestFirst(electric).slice(0, PAGE_SIZE));
    const { ids, pages, stops } = await walkAll("attr_fuel=electric");
    expect(ids).toEqual(newestFirst(electric));
    expect(pages).toBe(2);
    expect(stops).toBe(0);
    // A page by its number alone opens too (the candidates are every match).
    const second = await open("attr_fuel=electric&page=2");
    expect(second.read).toBeLessThanOrEqual(BUDGET);
    expect(second.results.ads.map((ad) => ad.id)).toEqual(newestFirst(electric).slice(PAGE_SIZE));
    const past = await open("attr_fuel=electric&page=3");
    expect(past.results.past_end).toBe(true);
    expect(past.results.last_page).toBe(2);
  });

  it("a few values and a price: the rare value drives, the price tested on each candidate", async () => {
    const test = (id: number) => electric(id) && price(id) <= 400_000;
    const { results, read } = await open("attr_fuel=electric&max_price=400000");
    expect(read).toBeLessThanOrEqual(BUDGET);
    expect(results.total).toBe(newestFirst(test).length);
    expect(results.ads.map((ad) => ad.id)).toEqual(newestFirst(test));
  });

  it("two common values whose combination is rare and old (hybrid from 2024): a bounded walk, 'at least', look further to every match", async () => {
    const test = (id: number) => hybrid(id) && year(id) >= 2024;
    const first = await open("attr_year_min=2024&attr_fuel=hybrid");
    expect(first.read).toBeLessThanOrEqual(BUDGET);
    expect(first.results.ads).toEqual([]);
    expect(first.results.walk_stopped).toBe(true);
    expect(first.results.at_least).toBe(true);
    expect(first.results.cursors.after).toMatch(/^1_/);
    const { ids, stops } = await walkAll("attr_year_min=2024&attr_fuel=hybrid");
    expect(ids).toEqual(newestFirst(test));
    expect(stops).toBeGreaterThan(10);
  });

  it("a range with many values and a price that few of them pass (at most 1,000 km, 400,000 pounds): the same way", async () => {
    const test = (id: number) => km(id) <= 1000 && price(id) <= 400_000;
    const { ids } = await walkAll("attr_km_max=1000&max_price=400000");
    expect(ids).toEqual(newestFirst(test));
  });

  it("by lowest price: the walk in the category's price index with the range in its seek, the attribute tested on each ad", async () => {
    const test = (id: number) => hybrid(id) && year(id) >= 2024 && price(id) <= 400_000;
    const { ids } = await walkAll("attr_year_min=2024&attr_fuel=hybrid&sort=lowPrice&max_price=400000");
    expect(ids.sort((a, b) => a - b)).toEqual(newestFirst(test).sort((a, b) => a - b));
  });

  it("a walked page by its number alone past what a walk opens is too deep, not an empty list", async () => {
    const { results, read } = await open("attr_year_min=2024&attr_fuel=hybrid&page=3");
    expect(read).toBeLessThanOrEqual(BUDGET);
    expect(results.too_deep).toBe(true);
    expect(results.ads).toEqual([]);
  });
});
