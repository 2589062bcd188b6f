import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/filters";
import { FILTER_WALK } from "~/features/ads/queries.server";
import { createTestEnv } from "./helpers/db";
import { followListing, listingFixtureBase, openListing, PAGE_ROWS_BUDGET as BUDGET, photosOf, SESSION_ROWS } from "./helpers/listing-walk";

// A listing filtered by what no kept count covers, over many ads whose few
// matches are the oldest: each page (its cards, count and filter options)
// reads at most 500 rows, and the "look further" links reach every match once,
// in order.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const NEWER = 1200;
const CHEAP = 30;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([...listingFixtureBase(db)]);
  // The cheap ads (100,000 pounds, region 8) are the oldest; every newer one costs a million, in region 7.
  const rows = Array.from({ length: CHEAP + NEWER }, (_, index) => {
    const id = index + 1;
    const cheap = id <= CHEAP;
    const time = new Date(Date.UTC(2026, 9, 1) + id * 60_000).toISOString().slice(0, 19).replace("T", " ");
    return `(${id}, 1, 'ad ${id}', 'd', ${cheap ? 100_000 + id : 1_000_000}, 1, 1, ${cheap ? 8 : 7}, 'approved', '2099-12-30 00:00:00', 0, 30, 31, 'a', '${time}')`;
  });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, expires_at, is_featured, latitude, longitude, address, created_at) VALUES ${rows.slice(start, start + 200).join(", ")}`,
      )
      .run();
  }
  await db.batch(photosOf(db, 1, CHEAP + NEWER));
});

afterAll(async () => {
  await dispose?.();
});

/** A listing page as the route reads it, with the rows it read. */
const open = (query: string) => openListing(env.DB, query, 1);

/** Follows the next-page links to the end, each page within the budget. */
const walkAll = (base: string) => followListing(open, base, NEWER / FILTER_WALK + 10);

const cheapNewestFirst = Array.from({ length: CHEAP }, (_, index) => CHEAP - index);

describe("a filtered listing whose matches are rare and old", () => {
  it("newest first: page 1 reads within the budget, shows what its walk found and links on from where it stopped", async () => {
    const { results, read } = await open("max_price=500000");
    expect(read).toBeLessThanOrEqual(BUDGET);
    expect(results.ads).toEqual([]);
    expect(results.walk_stopped).toBe(true);
    expect(results.at_least).toBe(true);
    expect(results.cursors.after).toMatch(/^1_/);
    expect(results.past_end).toBe(false);
  });

  it("newest first: the look-further links reach every match once, in order, each page within the budget", async () => {
    const { ids, stops } = await walkAll("max_price=500000");
    expect(ids).toEqual(cheapNewestFirst);
    expect(stops).toBeGreaterThan(10);
  });

  it("a region no kept count covers: the same matches the same way", async () => {
    const { ids } = await walkAll("region=8&governorate=1");
    expect(ids).toEqual(cheapNewestFirst);
  });

  it("by lowest price, a price range seeks in the category's price index: every match on the first pages", async () => {
    const first = await open("sort=lowPrice&max_price=500000");
    expect(first.read).toBeLessThanOrEqual(BUDGET);
    expect(first.results.ads.map((ad) => ad.id)).toEqual(cheapNewestFirst.slice().reverse().slice(0, PAGE_SIZE));
    expect(first.results.total).toBe(CHEAP);
    expect(first.results.at_least).toBe(false);
    const { ids } = await walkAll("sort=lowPrice&max_price=500000");
    expect(ids).toEqual(cheapNewestFirst.slice().reverse());
  });

  it("where every ad walked matches, a full page of cards and the links on each leave room for a session", async () => {
    // By date past a link the walk seeks three times (featured, date, id); each page's cards read their photos.
    for (const filter of ["min_price=1", "governorate=1&region=7"]) {
      let query = filter;
      let before: string | null = null;
      for (let page = 1; page <= 3; page++) {
        const { results, read } = await open(query);
        expect(read, query).toBeLessThanOrEqual(BUDGET - SESSION_ROWS);
        expect(results.ads).toHaveLength(PAGE_SIZE);
        expect(results.ads[0].id).toBe(CHEAP + NEWER - (page - 1) * PAGE_SIZE);
        expect(results.ads[0].image).toBe(`ads/${results.ads[0].id}/0-small.webp`);
        expect(results.walk_stopped).toBe(false);
        before = results.cursors.before;
        query = `${filter}&page=${page + 1}&after=${results.cursors.after}`;
      }
      const back = await open(`${filter}&page=2&before=${before}`);
      expect(back.read, "page 2 by its previous link").toBeLessThanOrEqual(BUDGET - SESSION_ROWS);
      expect(back.results.ads[0].id).toBe(CHEAP + NEWER - PAGE_SIZE);
    }
  });

  it("a page by its number alone past what the walk found is too deep, not an empty list", async () => {
    const { results, read } = await open("max_price=500000&page=3");
    expect(read).toBeLessThanOrEqual(BUDGET);
    expect(results.too_deep).toBe(true);
    expect(results.ads).toEqual([]);
  });
});
