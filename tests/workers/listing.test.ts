import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFilters, type AdFilters } from "~/lib/filters";
import { normalizeForSearch } from "~/lib/normalize";
import { buildListingQuery, listAds, previewRows } from "~/features/ads/queries.server";
import { sqlTime } from "~/server/sql.server";
import { loadListingPage } from "~/features/ads/listing.server";
import { createTestEnv } from "./helpers/db";

// The filter query builder and the listing, against a real local D1 with the
// real migrations.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const future = "2026-12-30 00:00:00";
const past = "2026-11-01 00:00:00";

const filters = (query: string): AdFilters => parseFilters(new URLSearchParams(query));

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare(
      "INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23), (2, 'الإسكندرية', 'Alexandria', 'alexandria', 31.2, 29.9)",
    ),
    db.prepare(
      "INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34), (11, 1, 'المعادي', 'Maadi', 29.96, 31.25), (20, 2, 'سموحة', 'Smouha', 31.21, 29.94)",
    ),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'سيارات ملاكي', 'Cars'), (200, 2, 'شقق للبيع', 'Flats for sale')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
  ]);
  const ads: Array<[number, string, string, number, number, number, number, number, string, string, string, number, number]> = [
    // id, name, description, price, category, subcategory, governorate, region, condition, status, expires, featured, negotiable
    [1, "تويوتا كورولا 2019", "فابريكا بالكامل", 650000, 1, 100, 1, 10, "used", "approved", future, 0, 1],
    [2, "هيونداي النترا", "حالة ممتازة", 480000, 1, 100, 1, 11, "used", "approved", future, 1, 0],
    [3, "كيا سيراتو جديدة", "زيرو", 900000, 1, 100, 2, 20, "new", "approved", future, 0, 1],
    [4, "شقة للبيع في الإسكندرية", "شقة ١٢٠ متر قريبة من البحر", 2500000, 2, 200, 2, 20, "used", "approved", future, 0, 1],
    [5, "سيارة تحت المراجعة", "pending", 100000, 1, 100, 1, 10, "used", "pending", future, 0, 1],
    [6, "سيارة منتهية", "expired", 200000, 1, 100, 1, 10, "used", "approved", past, 0, 1],
  ];
  await db.batch(
    ads.flatMap(([id, name, description, price, category, subcategory, governorate, region, condition, status, expires, featured, negotiable], index) => [
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, governorate_id, region_id, condition, status, expires_at, is_featured, negotiable, latitude, longitude, address, created_at)
           VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 30, 31, 'address', ?)`,
        )
        .bind(
          id,
          name,
          description,
          price,
          category,
          subcategory,
          governorate,
          region,
          condition,
          status,
          expires,
          featured,
          negotiable,
          sqlTime(new Date(now.getTime() - (index + 1) * 3600_000)),
        ),
      db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?, ?, ?)").bind(id, normalizeForSearch(name), normalizeForSearch(description)),
    ]),
  );
});

afterAll(async () => {
  await dispose?.();
});

const ids = async (query: string, fixed: Partial<AdFilters> = {}) =>
  (await listAds({ db: env.DB }, { ...filters(query), ...fixed }, now)).ads.map((ad) => ad.id);

describe("listing filters", () => {
  it("shows only approved, unexpired ads, featured first then newest", async () => {
    expect(await ids("")).toEqual([2, 1, 3, 4]);
  });
  it("filters by category, governorate and region", async () => {
    expect(await ids("category=1")).toEqual([2, 1, 3]);
    expect(await ids("category=1&governorate=1")).toEqual([2, 1]);
    expect(await ids("category=1&governorate=1&region=10")).toEqual([1]);
  });
  it("filters by price range, condition and negotiable", async () => {
    expect(await ids("min_price=500000&max_price=1000000")).toEqual([1, 3]);
    expect(await ids("type=new")).toEqual([3]);
    expect(await ids("negotiable=1&category=1")).toEqual([1, 3]);
  });
  it("sorts by price both ways", async () => {
    expect(await ids("category=1&sort=lowPrice")).toEqual([2, 1, 3]);
    expect(await ids("category=1&sort=highPrice")).toEqual([3, 1, 2]);
  });
  it("orders by date ascending when asked", async () => {
    expect(await ids("category=1&order=asc")).toEqual([2, 3, 1]);
  });
  it("treats prices that are not numbers as 0 (no limit)", () => {
    expect(filters("min_price=abc&max_price=١٠٠").minPrice).toBe(0);
    expect(filters("max_price=١٠٠").maxPrice).toBe(100);
  });
  it("searches the normalised text: other spellings of hamza, taa marbuta and digits match", async () => {
    expect(await ids("q=اسكندريه")).toEqual([4]);
    expect(await ids("q=الاسكندرية")).toEqual([4]);
    expect(await ids("q=شقه ١٢٠")).toEqual([4]);
    expect(await ids("q=كورولا ٢٠١٩")).toEqual([1]);
    expect(await ids("q=تحت المراجعه")).toEqual([]);
  });
  it("counts every match and the pages", async () => {
    const page = await listAds({ db: env.DB }, filters("category=1"), now);
    expect(page.total).toBe(3);
    expect(page.last_page).toBe(1);
  });
  it("drops a child level whose parent is not chosen", async () => {
    const page = await loadListingPage({ db: env.DB }, new URLSearchParams("region=10&subcategory=100"));
    expect(page.filters.regionId).toBeNull();
    expect(page.filters.subcategoryId).toBeNull();
    const chosen = await loadListingPage({ db: env.DB }, new URLSearchParams("governorate=1&region=10&category=1&subcategory=100"));
    expect(chosen.filters.regionId).toBe(10);
    expect(chosen.options.regions.map((region) => region.id)).toEqual([10, 11]);
    expect(chosen.options.subcategories.map((item) => item.id)).toEqual([100]);
  });
  it("fills the home page's preview rows per category", async () => {
    const rows = await previewRows({ db: env.DB }, [1, 2], 20, now);
    expect(rows.get(1)?.map((ad) => ad.id)).toEqual([2, 1, 3]);
    expect(rows.get(2)?.map((ad) => ad.id)).toEqual([4]);
  });
});

describe("every listing query uses an index", () => {
  const cases = [
    "",
    "category=1",
    "category=1&sort=lowPrice",
    "category=1&sort=highPrice",
    "category=1&subcategory=100",
    "governorate=1&region=10",
    "governorate=1",
    "sort=lowPrice",
    "q=شقة",
    "q=شقة&category=2&sort=lowPrice",
  ];
  for (const query of cases) {
    it(`?${query}`, async () => {
      const built = buildListingQuery(filters(query), now);
      for (const statement of [built.page, built.count]) {
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
          .bind(...statement.params)
          .all<{ detail: string }>();
        const details = results.map((row) => row.detail);
        // No step reads the whole ads table (or the images or regions) row by row.
        const fullScans = details.filter((detail) => /^SCAN (a|i|r|ad_images|ads)\b/.test(detail) && !/USING (COVERING )?INDEX/.test(detail));
        expect(fullScans, details.join("\n")).toEqual([]);
      }
    });
  }
});
