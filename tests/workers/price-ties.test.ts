import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/filters";
import { numberedDepth } from "~/features/ads/queries.server";
import { createTestEnv } from "./helpers/db";
import { listingFixtureBase, openListing, PAGE_ROWS_BUDGET as BUDGET, photosOf, SESSION_ROWS } from "./helpers/listing-walk";

// Listings by lowest and highest price where most ads share a few round
// prices (500,000 pounds…): a block of equal prices far larger than a page.
// Every page, by its number and by the pager's links from either end, reads
// at most 500 rows and shows each ad once, in the sort's order: equal prices
// newest first by lowest price, and by highest price that order from its end.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const ADS = 1500;

/** Most ads at 500,000 pounds, many at 250,000, some at a million, the rest a price of their own. */
const priceOf = (id: number) => [500_000, 500_000, 500_000, 500_000, 500_000, 500_000, 250_000, 250_000, 1_000_000, 100_000 + id][id % 10];

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([...listingFixtureBase(db)]);
  const rows = Array.from({ length: ADS }, (_, index) => {
    const id = index + 1;
    const time = new Date(Date.UTC(2026, 9, 1) + id * 60_000).toISOString().slice(0, 19).replace("T", " ");
    // One in fifty hidden, one in forty-nine expired: never shown, though their price is the block's.
    const hidden = id % 50 === 0 ? 1 : 0;
    const expires = id % 49 === 0 ? "2020-01-01 00:00:00" : "2099-12-30 00:00:00";
    return `(${id}, 1, 'ad ${id}', 'd', ${priceOf(id)}, 1, 1, ${id % 2 ? 7 : 8}, 'approved', ${hidden}, '${expires}', ${id % 97 === 0 ? 1 : 0}, 30, 31, 'a', '${time}')`;
  });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, hidden, expires_at, is_featured, latitude, longitude, address, created_at) VALUES ${rows.slice(start, start + 200).join(", ")}`,
      )
      .run();
  }
  await db.batch(photosOf(db, 1, ADS));
});

afterAll(async () => {
  await dispose?.();
});

/** Every public ad in the sort's order, from one query without paging (`where`: the listing's filter). */
async function expectedOrder(sort: "lowPrice" | "highPrice", where = "1"): Promise<number[]> {
  const orderBy = sort === "lowPrice" ? "price ASC, id DESC" : "price DESC, id ASC";
  const { results } = await env.DB.prepare(
    `SELECT id FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at > datetime('now') AND ${where} ORDER BY ${orderBy}`,
  ).all<{ id: number }>();
  return results.map((row) => row.id);
}

/** The listings the price indexes serve: a category's, a governorate's, every ad's, and a category's walked by a price range. */
const listings = [
  { name: "a category", base: "category=1", where: "category_id = 1", walked: false },
  { name: "a governorate", base: "governorate=1", where: "governorate_id = 1", walked: false },
  { name: "every ad", base: "", where: "1", walked: false },
  { name: "a category within a price range (walked)", base: "category=1&max_price=600000", where: "category_id = 1 AND price <= 600000", walked: true },
];

/** A listing page as the route reads it, with the rows it read. */
const open = (query: string) => openListing(env.DB, query);

/** The address of page `number` reached by a link carrying `cursor` (after/before). */
const address = (base: string, number: number, cursor: [string, string | null] | null) => {
  const params = new URLSearchParams(base);
  if (number > 1) params.set("page", String(number));
  if (cursor?.[1] && number > 1) params.set(cursor[0], cursor[1]);
  return params.toString();
};

describe("listings by price where many ads share a round price", () => {
  for (const { name, base: filter, where, walked } of listings) {
    for (const sort of ["lowPrice", "highPrice"] as const) {
      it(`${name}, ${sort}: the next links reach every ad once in order, the previous links walk back the same pages, each within the budget`, async () => {
        const expected = await expectedOrder(sort, where);
        expect(expected.length).toBeGreaterThan(20 * PAGE_SIZE);
        const base = `${filter}${filter ? "&" : ""}sort=${sort}`;
        const pages: number[][] = [];
        let query = base;
        let { results, read } = await open(query);
        for (let number = 1; ; number++) {
          expect(read, `${query}: rows read`).toBeLessThanOrEqual(BUDGET);
          expect(results.current_page).toBe(number);
          pages.push(results.ads.map((ad) => ad.id));
          if (!results.more_pages && number >= results.last_page) break;
          expect(number).toBeLessThan(ADS);
          query = address(base, number + 1, ["after", results.cursors.after]);
          ({ results, read } = await open(query));
        }
        // A walked listing's pages show what each walk found (some short): the order and the whole are what count.
        expect(pages.flat()).toEqual(expected);
        if (!walked) expect(pages.slice(0, -1).every((ids) => ids.length === PAGE_SIZE)).toBe(true);

        // Back from the last page by its previous links.
        for (let number = pages.length - 1; number >= 2; number--) {
          query = address(base, number, ["before", results.cursors.before]);
          const back = await open(query);
          expect(back.read, `${query}: rows read`).toBeLessThanOrEqual(BUDGET);
          expect(back.results.ads.map((ad) => ad.id)).toEqual(pages[number - 1]);
          results = back.results;
        }
      });
    }
  }

  for (const { name, base: filter, where } of listings.filter((listing) => !listing.walked)) {
    for (const sort of ["lowPrice", "highPrice"] as const) {
      it(`${name}, ${sort}: the pages a number opens from either end, and the last page's previous links, each within the budget`, async () => {
        const expected = await expectedOrder(sort, where);
        const base = `${filter}${filter ? "&" : ""}sort=${sort}`;
        const lastPage = Math.ceil(expected.length / PAGE_SIZE);
        const depth = numberedDepth(sort);
        const numbers = [...Array.from({ length: depth }, (_, index) => index + 1), ...Array.from({ length: depth }, (_, index) => lastPage - index)];
        for (const number of numbers) {
          const { results, read } = await open(address(base, number, null));
          expect(read, `page ${number}: rows read`).toBeLessThanOrEqual(BUDGET);
          expect(results.last_page).toBe(lastPage);
          expect(
            results.ads.map((ad) => ad.id),
            `page ${number}`,
          ).toEqual(expected.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
        }
        // From the last page, opened by its number (read from the end), the previous links to the first page.
        const seen: number[][] = [];
        let { results } = await open(address(base, lastPage, null));
        seen.unshift(results.ads.map((ad) => ad.id));
        for (let number = lastPage - 1; number >= 1; number--) {
          const query = address(base, number, ["before", results.cursors.before]);
          const back = await open(query);
          expect(back.read, `${query}: rows read`).toBeLessThanOrEqual(BUDGET);
          results = back.results;
          seen.unshift(results.ads.map((ad) => ad.id));
        }
        expect(seen.flat()).toEqual(expected);
      });
    }
  }

  // The walk's worst pages: a price range whose every ad walked matches (page 1), and past a page link amid the block of
  // 500,000 pounds, where the walk seeks twice (past the price, and the price past the bookmark's id). Each leaves room
  // for a signed-in visitor's session.
  for (const sort of ["lowPrice", "highPrice"] as const) {
    it(`a price range by ${sort}, every ad walked matching: page 1 and the pages past a link amid one price each leave room for a session`, async () => {
      const base = `category=1&min_price=200000&max_price=600000&sort=${sort}`;
      const expected = await expectedOrder(sort, "category_id = 1 AND price BETWEEN 200000 AND 600000");
      let { results, read } = await open(base);
      expect(read, "page 1: rows read").toBeLessThanOrEqual(BUDGET - SESSION_ROWS);
      expect(results.ads.map((ad) => ad.id)).toEqual(expected.slice(0, PAGE_SIZE));
      expect(results.at_least).toBe(true);
      for (let number = 2; number <= 4; number++) {
        const query = address(base, number, ["after", results.cursors.after]);
        ({ results, read } = await open(query));
        expect(read, `${query}: rows read`).toBeLessThanOrEqual(BUDGET - SESSION_ROWS);
        expect(results.ads.map((ad) => ad.id)).toEqual(expected.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
      }
      const back = await open(address(base, 3, ["before", results.cursors.before]));
      expect(back.read, "page 3 by its previous link: rows read").toBeLessThanOrEqual(BUDGET - SESSION_ROWS);
      expect(back.results.ads.map((ad) => ad.id)).toEqual(expected.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE));
    });
  }
});
