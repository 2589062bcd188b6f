import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE, parseFilters, type AdFilters } from "~/lib/filters";
import { COUNT_CAP, FILTER_WALK, FILTER_WALK_DEPTH, listAds, numberedDepth, type AdPage } from "~/features/ads/queries.server";
import { filtersQuery } from "~/features/ads/listing.server";
import { createTestEnv } from "./helpers/db";
import { countingDb } from "./helpers/rows-read";
import { call } from "./api-helpers";
import { apiRoutes } from "./api-route-table";

// Every result of a listing larger than the count's cap is
// reached by the page links (keyset paging), exactly once and in the sort's
// order, for each sort and direction, with many ties in price and date.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
// More than the cap, and not a whole number of pages.
const AD_COUNT = COUNT_CAP + 2 * PAGE_SIZE + 7;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
  ]);
  // Ten prices and forty creation times for all the ads: most share both with others; one in thirty is featured.
  const rows = Array.from({ length: AD_COUNT }, (_, index) => {
    const id = index + 1;
    const minute = String(id % 40).padStart(2, "0");
    return `(${id}, 1, 'ad ${id}', 'd', ${((id * 7) % 10) * 1000}, 1, 'approved', '2026-12-30 00:00:00', ${id % 30 === 0 ? 1 : 0}, 30, 31, 'a', '2026-11-20 10:${minute}:00')`;
  });
  // One ad of another category and one expired: never in the walk.
  rows.push(`(${AD_COUNT + 1}, 1, 'other', 'd', 5, 2, 'approved', '2026-12-30 00:00:00', 0, 30, 31, 'a', '2026-11-20 10:00:00')`);
  rows.push(`(${AD_COUNT + 2}, 1, 'expired', 'd', 5, 1, 'approved', '2026-11-01 00:00:00', 0, 30, 31, 'a', '2026-11-20 10:00:00')`);
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, is_featured, latitude, longitude, address, created_at) VALUES ${rows.slice(start, start + 200).join(", ")}`,
      )
      .run();
  }
});

afterAll(async () => {
  await dispose?.();
});

/** The whole listing in the sort's order, from one query without paging. */
async function expectedOrder(sort: string, order: "asc" | "desc"): Promise<number[]> {
  const way = order.toUpperCase();
  const orderBy =
    // (A price sort's equal prices are newest first by lowest price, oldest first by highest: the date order is for the date sort.)
    sort === "lowPrice" ? "price ASC, id DESC" : sort === "highPrice" ? "price DESC, id ASC" : `is_featured DESC, created_at ${way}, id ${way}`;
  const { results } = await env.DB.prepare(`SELECT id FROM ads WHERE category_id = 1 AND expires_at > '2026-11-23' ORDER BY ${orderBy}`).all<{ id: number }>();
  return results.map((row) => row.id);
}

/** The page a link leads to, as the listing reads its address (listing-view's Pagination writes these links). */
async function follow(
  base: string,
  page: number,
  cursor: { name: "after" | "before"; value: string | null } | null,
): Promise<{ filters: AdFilters; page: AdPage }> {
  const params = new URLSearchParams(base);
  params.set("category", "1");
  if (page > 1) params.set("page", String(page));
  if (cursor?.value && page > 1) params.set(cursor.name, cursor.value);
  const filters = parseFilters(params);
  return { filters, page: await listAds({ db: env.DB }, filters, now) };
}

const sorts = ["special", "lowPrice", "highPrice"] as const;
const orders = ["desc", "asc"] as const;

describe("deep paging by the page links", () => {
  for (const sort of sorts) {
    for (const order of orders) {
      it(`${sort}, ${order}: next links reach every ad once, in order, to the last page; previous links walk back the same pages`, async () => {
        // A price filter (every ad is within it): a bounded walk, as any listing the kept counts do not cover; its count is what the walk found.
        const base = `sort=${sort}&order=${order}&max_price=100000`;
        const expected = await expectedOrder(sort, order);
        expect(expected.length).toBe(AD_COUNT);
        const lastPage = Math.ceil(AD_COUNT / PAGE_SIZE);
        const seen: number[] = [];
        const pages: number[][] = [];
        let current = await follow(base, 1, null);
        expect(current.page.at_least).toBe(true);
        expect(current.page.total).toBe(FILTER_WALK);
        for (let number = 1; ; number++) {
          expect(current.page.current_page).toBe(number);
          pages.push(current.page.ads.map((ad) => ad.id));
          seen.push(...current.page.ads.map((ad) => ad.id));
          if (number > 1) {
            // Past page 1 every link is a bookmark the page read, and the canonical address keeps it.
            expect(current.filters.cursor).not.toBeNull();
            expect(filtersQuery(current.filters)).toContain("after=");
          }
          if (number >= current.page.last_page && !current.page.more_pages) break;
          expect(number).toBeLessThan(lastPage);
          current = await follow(base, number + 1, { name: "after", value: current.page.cursors.after });
        }
        expect(pages.length).toBe(lastPage);
        expect(seen).toEqual(expected);
        expect(current.page.last_page).toBe(lastPage);
        expect(current.page.ads.length).toBe(AD_COUNT % PAGE_SIZE);

        // Back from the last page by "previous" links (before bookmarks): the same pages.
        for (let number = lastPage - 1; number >= 2; number--) {
          current = await follow(base, number, { name: "before", value: current.page.cursors.before });
          expect(current.filters.cursor?.direction).toBe("before");
          expect(current.page.ads.map((ad) => ad.id)).toEqual(pages[number - 1]);
        }

        // The window's links two pages on and back skip a page from the bookmark (from the deepest page a number opens).
        const middle = FILTER_WALK_DEPTH;
        const atMiddle = await follow(base, middle, null);
        expect(atMiddle.page.ads.map((ad) => ad.id)).toEqual(pages[middle - 1]);
        const twoOn = await follow(base, middle + 2, { name: "after", value: atMiddle.page.cursors.after });
        expect(twoOn.filters.cursor).not.toBeNull();
        expect(twoOn.page.ads.map((ad) => ad.id)).toEqual(pages[middle + 1]);
        const twoBack = await follow(base, middle, { name: "before", value: twoOn.page.cursors.before });
        expect(twoBack.filters.cursor).not.toBeNull();
        expect(twoBack.page.ads.map((ad) => ad.id)).toEqual(pages[middle - 1]);
      });
    }
  }

  it("a page asked by its number alone (a shared link) is the same page up to the depth a filtered walk opens, its count what the walk found", async () => {
    const expected = await expectedOrder("special", "desc");
    const { page } = await follow("max_price=100000", FILTER_WALK_DEPTH, null);
    expect(page.ads.map((ad) => ad.id)).toEqual(expected.slice((FILTER_WALK_DEPTH - 1) * PAGE_SIZE, FILTER_WALK_DEPTH * PAGE_SIZE));
    expect(page.too_deep).toBeFalsy();
    expect(page.at_least).toBe(true);
    expect(page.more_pages).toBe(true);
    expect(page.total).toBe((FILTER_WALK_DEPTH - 1) * PAGE_SIZE + FILTER_WALK);
  });

  it("a page deeper by its number alone is not read: no ads, the deepest page a number opens, the size not known", async () => {
    for (const sort of sorts) {
      const { page } = await follow(`sort=${sort}&max_price=100000`, FILTER_WALK_DEPTH + 1, null);
      expect(page.too_deep).toBe(true);
      expect(page.past_end).toBe(false);
      expect(page.ads).toEqual([]);
      expect(page.deepest_page).toBe(FILTER_WALK_DEPTH);
      expect(page.more_pages).toBe(true);
    }
    expect(numberedDepth("special")).toBe(10);
    expect(numberedDepth("lowPrice")).toBe(3);
    // Far past the end as well: it is not counted to know.
    expect((await follow("max_price=100000", 5000, null)).page.too_deep).toBe(true);
    expect(COUNT_CAP).toBe(1000);
  });

  it("a bookmark that does not fit the page asked is not read: the page is found by its number", () => {
    const read = (query: string) => parseFilters(new URLSearchParams(query)).cursor;
    expect(read("page=3&after=2_0_20261120100000_5")).toEqual({ direction: "after", from: 2, values: [0, "2026-11-20 10:00:00", 5] });
    expect(read("page=3&after=3_0_20261120100000_5")).toBeNull();
    expect(read("page=30&after=2_0_20261120100000_5")).toBeNull();
    expect(read("page=3&after=2_1000_5")).toBeNull();
    expect(read("sort=lowPrice&page=3&after=2_1000_5")).toEqual({ direction: "after", from: 2, values: [1000, 5] });
    expect(read("page=3&after=2_7_20261120100000_5")).toBeNull();
    expect(read("page=3&after=2_0_2026-11-20_5")).toBeNull();
    expect(read("page=3&before=2_0_20261120100000_5")).toBeNull();
    expect(read("page=3&before=4_0_20261120100000_5")?.direction).toBe("before");
  });
});

describe("a category listing counted by the kept counts", () => {
  it("says its true number of ads and pages, past the count's cap", async () => {
    const { page } = await follow("", 1, null);
    expect(page.total).toBe(AD_COUNT);
    expect(page.capped).toBe(false);
    expect(page.more_pages).toBe(false);
    expect(page.last_page).toBe(Math.ceil(AD_COUNT / PAGE_SIZE));
  });

  for (const sort of sorts) {
    for (const order of orders) {
      it(`${sort}, ${order}: the last page and any page by its number alone are the pages the links walk to`, async () => {
        const expected = await expectedOrder(sort, order);
        const lastPage = Math.ceil(AD_COUNT / PAGE_SIZE);
        const base = `sort=${sort}&order=${order}`;
        const depth = numberedDepth(sort);
        for (const number of [lastPage, lastPage - 1, lastPage - 2, lastPage - depth + 1, depth, 3, 1]) {
          const { page } = await follow(base, number, null);
          expect(page.current_page).toBe(number);
          expect(page.past_end).toBe(false);
          expect(
            page.ads.map((ad) => ad.id),
            `page ${number}`,
          ).toEqual(expected.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
        }
        // Deeper than that from both ends: not read, with the true count.
        for (const number of [depth + 1, lastPage - depth, Math.ceil(lastPage / 2)]) {
          const { page } = await follow(base, number, null);
          expect(page.too_deep, `page ${number}`).toBe(true);
          expect(page.ads).toEqual([]);
          expect(page.total).toBe(AD_COUNT);
          expect(page.last_page).toBe(lastPage);
          expect(page.more_pages).toBe(false);
        }
        // From the last page (read backwards) its previous link's bookmark leads to the page before it.
        const last = await follow(base, lastPage, null);
        const before = await follow(base, lastPage - 1, { name: "before", value: last.page.cursors.before });
        expect(before.filters.cursor).not.toBeNull();
        expect(before.page.ads.map((ad) => ad.id)).toEqual(expected.slice((lastPage - 2) * PAGE_SIZE, (lastPage - 1) * PAGE_SIZE));
      });
    }
  }

  it("a page past the last is past the end, with the last page's number", async () => {
    const lastPage = Math.ceil(AD_COUNT / PAGE_SIZE);
    const { page } = await follow("", lastPage + 1, null);
    expect(page.past_end).toBe(true);
    expect(page.ads).toEqual([]);
    expect(page.last_page).toBe(lastPage);
    expect((await follow("", 5000, null)).page.past_end).toBe(true);
  });

  it("stays true as ads are hidden, moved, expired, deleted and posted, and leaves out an ad whose date passed before the job marked it", async () => {
    const db = env.DB;
    const total = async (query = "") => (await follow(query, 1, null)).page.total;
    const count = async (where: string) =>
      (await db
        .prepare(`SELECT COUNT(*) AS n FROM ads a WHERE a.status = 'approved' AND a.hidden = 0 AND a.expires_at > '2026-11-23 12:00:00' AND ${where}`)
        .first<{ n: number }>())!.n;
    expect(await total()).toBe(await count("a.category_id = 1"));
    await db.prepare("UPDATE ads SET hidden = 1 WHERE id = 1").run();
    await db.prepare("UPDATE ads SET category_id = 2 WHERE id = 2").run();
    await db.prepare("UPDATE ads SET status = 'pending' WHERE id = 3").run();
    await db.prepare("DELETE FROM ads WHERE id = 4").run();
    // Its date passed an hour ago; the hourly job has not marked it yet.
    await db.prepare("UPDATE ads SET expires_at = '2026-11-23 11:00:00' WHERE id = 5").run();
    await db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.24)").run();
    await db
      .prepare(
        "INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, status, expires_at, latitude, longitude, address) VALUES (99001, 1, 'new', 'd', 5, 1, 1, 'approved', '2026-12-30 00:00:00', 30, 31, 'a')",
      )
      .run();
    expect(await total()).toBe(AD_COUNT - 5 + 1);
    expect(await total()).toBe(await count("a.category_id = 1"));
    expect(await total("governorate=1")).toBe(1);
    expect((await follow("", 1, null)).page.ads.length).toBe(PAGE_SIZE);
  });
});

describe("rows read by a page asked by its number alone", () => {
  const rowsOf = async (query: string) => {
    const counting = countingDb(env.DB);
    const filters = parseFilters(new URLSearchParams(`category=1&${query}`));
    const page = await listAds({ db: counting.db }, filters, now);
    return { page, read: counting.read() };
  };

  it("the deepest page a number opens, from either end, reads at most 500 rows; a deeper one reads only the count", async () => {
    for (const sort of sorts) {
      const depth = numberedDepth(sort);
      const lastPage = (await rowsOf(`sort=${sort}`)).page.last_page;
      for (const number of [depth, lastPage - depth + 1]) {
        const { page, read } = await rowsOf(`sort=${sort}&page=${number}`);
        expect(page.ads.length, `${sort} page ${number}`).toBe(PAGE_SIZE);
        expect(read, `${sort} page ${number}`).toBeLessThanOrEqual(500);
      }
      // Read by OFFSET, the middle page would walk about half the listing (twice by price).
      const { page, read } = await rowsOf(`sort=${sort}&page=${Math.ceil(lastPage / 2)}`);
      expect(page.too_deep).toBe(true);
      expect(read, `${sort} middle page`).toBeLessThanOrEqual(10);
    }
  });
});

describe("the API's page asked too deep", () => {
  const byParameters = apiRoutes["/client/ads/getAdsByParameters"];
  const ask = (json: Record<string, unknown>, language: "ar" | "en" = "en") =>
    call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, ...json }, language });

  it("answers a 400 saying the page is too deep and how to narrow, in the caller's language; the first and last pages open", async () => {
    for (const sort of ["special", "lowPrice"]) {
      const depth = numberedDepth(sort as AdFilters["sort"]);
      const first = await ask({ sort });
      expect(first.status).toBe(200);
      const lastPage = first.body.pagination!.last_page;
      for (const number of [depth, lastPage - depth + 1]) {
        const open = await ask({ sort, page: number });
        expect(open.status, `${sort} page ${number}`).toBe(200);
        expect(open.body.data).toHaveLength(PAGE_SIZE);
      }
      const middle = Math.ceil(lastPage / 2);
      const deep = await ask({ sort, page: middle });
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({ success: false, code: "page_too_deep", data: null });
      expect(deep.body.msg).toBe(`Page ${middle} is too deep to open by its number: only the first ${depth} pages of a list, and its last ${depth}, open so.`);
      expect(deep.body.errors).toEqual({ page: ["Narrow the ads with filters or a search (q) until the page you want is among them."] });
      const arabic = await ask({ sort, page: middle }, "ar");
      expect(arabic.status).toBe(400);
      expect(arabic.body.msg).toContain("أعمق من أن تُفتح برقمها");
      expect(arabic.body.errors!.page![0]).toContain("ضيّق الإعلانات");
    }
    // Narrowed to a few ads, a page past them is the empty end of the list, not an error.
    const past = await ask({ governorate_id: 1, page: 20 });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
  });
});
