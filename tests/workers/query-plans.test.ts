import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFilters } from "~/lib/filters";
import { normalizeForSearch } from "~/lib/normalize";
import { buildListingQuery, getPublicAd, listAds, previewRows, relatedAds, SEARCH_REACH } from "~/features/ads/queries.server";
import { readSearch, searchExpressions } from "~/lib/search-terms";
import { categoryFields } from "~/features/attributes/queries.server";
import { readAttributeFilters } from "~/lib/attributes";
import type { Database } from "~/server/db-session.server";
import { createTestEnv } from "./helpers/db";

// The queries of the home, listing, search and ad pages,
// recorded as the domain modules send them to a real local D1 (real
// migrations), and their EXPLAIN QUERY PLAN. Each walks an index and stops
// after its page: no full scan of ads, no sort of every match. (D1 keeps no
// ANALYZE statistics, so the plans are the same with 6 ads or 100,000.)
// The plans are printed: `npx vitest run -c tests/vitest.config.ts --project workers tests/workers/query-plans.test.ts`.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23)"),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34)"),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
    ...[1, 2, 3].flatMap((id) => [
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, expires_at, latitude, longitude, address)
           VALUES (?, 1, ?, 'شقة واسعة', 1000, ?, 1, 10, 'approved', '2026-12-30 00:00:00', 30, 31, 'address')`,
        )
        .bind(id, `شقة ${id}`, id === 3 ? 1 : 2),
      db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?, ?, ?)").bind(id, normalizeForSearch(`شقة ${id}`), normalizeForSearch("شقة واسعة")),
    ]),
    // Two vehicles with attribute values: only ad 4 is a 2018 petrol car.
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, expires_at, latitude, longitude, address)
       VALUES (4, 1, 'تويوتا كورولا 2018', 'بحالة ممتازة', 500000, 1, 1, 10, 'approved', '2026-12-30 00:00:00', 30, 31, 'address'),
              (5, 1, 'تويوتا كورولا 2012', 'بحالة ممتازة', 300000, 1, 1, 10, 'approved', '2026-12-30 00:00:00', 30, 31, 'address')`,
    ),
    db.prepare(
      `INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en, min_value, max_value, filterable, position)
       VALUES (102, 1, 'year', 'number', 'سنة الصنع', 'Year', 1950, 2027, 1, 1), (104, 1, 'fuel', 'one_of', 'نوع الوقود', 'Fuel', NULL, NULL, 1, 2)`,
    ),
    db.prepare(
      "INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES (10401, 104, 'petrol', 'بنزين', 'Petrol', 0), (10402, 104, 'diesel', 'سولار', 'Diesel', 1)",
    ),
    db.prepare("INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES (4, 102, 2018), (4, 104, 10401), (5, 102, 2012), (5, 104, 10401)"),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

interface Recorded {
  sql: string;
  values: unknown[];
}

/** The real database, recording each statement a module binds. */
function recording(): { db: Database; seen: Recorded[] } {
  const seen: Recorded[] = [];
  const db: Database = {
    prepare(sql: string) {
      const statement = env.DB.prepare(sql);
      return {
        bind: (...values: unknown[]) => {
          seen.push({ sql, values });
          return statement.bind(...values);
        },
      } as unknown as D1PreparedStatement;
    },
    batch: (statements) => env.DB.batch(statements),
  };
  return { db, seen };
}

async function plansOf(seen: Recorded[]): Promise<string[]> {
  const plans: string[] = [];
  for (const { sql, values } of seen) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...values)
      .all<{ detail: string }>();
    plans.push(results.map((row) => row.detail).join("\n"));
  }
  return plans;
}

/** No full scan of the ads table and no sort of every row found; prints the plan. */
function expectIndexed(page: string, plan: string) {
  console.log(`${page}:\n${plan}\n`);
  expect(plan).not.toMatch(/\bSCAN (a|ads)\b(?! USING)/);
  expect(plan).not.toMatch(/SCAN (a|ads) USING (COVERING )?INDEX/);
  expect(plan).not.toContain("USE TEMP B-TREE FOR ORDER BY");
}

describe("the query plans of the pages held flat at 100,000 ads", () => {
  it("home: the preview row of each category walks the category's public index", async () => {
    const { db, seen } = recording();
    const rows = await previewRows({ db }, [1, 2], 20, now);
    expect(rows.get(2)?.length).toBe(2);
    const plans = await plansOf(seen);
    expect(plans.length).toBe(2);
    for (const plan of plans) {
      expectIndexed("home preview row", plan);
      expect(plan).toContain("USING INDEX ads_public_by_category (status=? AND hidden=? AND category_id=?)");
    }
  });

  /** The plan of a query built but not run (the capped count of a listing whose count is kept). */
  const planOf = async (query: { sql: string; params: unknown[] }) => (await plansOf([{ sql: query.sql, values: query.params }]))[0];

  it("listing: a category's kept count is one row (less the few ads past their date), its page walks the category's public index", async () => {
    const { db, seen } = recording();
    const filters = { ...parseFilters(new URLSearchParams()), categoryId: 2 };
    const page = await listAds({ db }, filters, now);
    expect(page.ads.map((ad) => ad.id).sort()).toEqual([1, 2]);
    const [counted, cards] = await plansOf(seen);
    expectIndexed("listing kept count", counted);
    expect(counted).toContain("SEARCH public_ad_counts USING PRIMARY KEY (category_id=? AND subcategory_id=? AND governorate_id=?)");
    expect(counted).toContain("SEARCH a USING INDEX ads_by_expiry (status=? AND expires_at<?)");
    expectIndexed("listing page", cards);
    expect(cards).toContain("ads_public_by_category (status=? AND hidden=? AND category_id=?)");
    // A listing the kept counts do not cover counts up to the cap in the same index.
    const count = await planOf(buildListingQuery(filters, now).count);
    expectIndexed("listing count", count);
    expect(count).toContain("COVERING INDEX");
  });

  it("listing: the last page by its number walks the category's index backwards from the end", async () => {
    // As listAds reads a page nearer the end than the start when the listing's count is kept: 10 ads on the last page, none after it.
    const built = buildListingQuery(parseFilters(new URLSearchParams("category=1&page=300")), now, null, { offset: 0, limit: 10 });
    expect(built.reverse).toBe(true);
    const cards = await planOf(built.page);
    expectIndexed("listing last page", cards);
    expect(cards).toContain("ads_public_by_category (status=? AND hidden=? AND category_id=?)");
  });

  it("a governorate's, a region's or a category's within a governorate later page walks its own index in the listing's order (a governorate's price sorts its price index), sorting none of it (it walked every ad newest first, tested the place and sorted the id's part)", async () => {
    for (const [query, index] of [
      ["governorate=1&page=5", "ads_public_by_governorate (status=? AND hidden=? AND governorate_id=?)"],
      ["governorate=1&region=10&page=5", "ads_public_by_region (status=? AND hidden=? AND region_id=?)"],
      // A category within a governorate, and a governorate's price sorts: each walked one index and tested the other condition on every ad.
      ["category=1&governorate=1&page=5", "ads_public_by_category_governorate (status=? AND hidden=? AND category_id=? AND governorate_id=?)"],
      ["governorate=1&sort=lowPrice&page=5", "ads_public_by_governorate_price (status=? AND hidden=? AND governorate_id=?)"],
      ["governorate=1&sort=highPrice&page=5", "ads_public_by_governorate_price (status=? AND hidden=? AND governorate_id=?)"],
    ]) {
      const cards = await planOf(buildListingQuery(parseFilters(new URLSearchParams(query)), now).page);
      console.log(`listing ${query}:\n${cards}\n`);
      expect(cards).not.toMatch(/\bSCAN (a|ads)\b/);
      expect(cards).toContain(index);
      // (The page's own 24 cards are put in order at the end; the walk sorts nothing, not even the ids of equal prices:
      // the price indexes end on the id in the price sorts' order.)
      expect(cards).not.toContain("LAST TERM OF ORDER BY");
      expect(cards).not.toContain("RIGHT PART OF ORDER BY");
    }
  });

  it("listing oldest first: the page walks the category's index kept in that order, sorting nothing (it sorted every ad of the category)", async () => {
    const cards = await planOf(buildListingQuery(parseFilters(new URLSearchParams("category=1&order=asc")), now).page);
    expectIndexed("listing oldest first", cards);
    expect(cards).toContain("ads_public_by_category_oldest (status=? AND hidden=? AND category_id=?)");
    expect(cards).not.toContain("TEMP B-TREE");
  });

  for (const sort of ["special", "lowPrice", "highPrice"] as const) {
    for (const order of ["desc", "asc"] as const) {
      it(`listing, deep page by its link's bookmark (${sort}, ${order}): each branch seeks in the category's index past the bookmark`, async () => {
        const first = await listAds({ db: env.DB }, parseFilters(new URLSearchParams(`category=2&sort=${sort}&order=${order}`)), now);
        const after = first.cursors.after!.replace(/^1_/, "499_");
        // (Planned, not run: the category has two ads, so page 500 is past its kept count's end.)
        const deep = buildListingQuery(parseFilters(new URLSearchParams(`category=2&sort=${sort}&order=${order}&page=500&after=${after}`)), now);
        const cards = await planOf(deep.page);
        const count = await planOf(deep.count);
        // The branches' rows are at most a page each (LIMIT): the outer sort orders those few, never every match.
        console.log(`deep page ${sort} ${order}:\n${cards}\n`);
        expect(cards).not.toMatch(/\bSCAN (a|ads)\b(?! USING)/);
        expect(cards).not.toMatch(/SCAN (a|ads) USING (COVERING )?INDEX/);
        // The cards are read for the page's ids only: the branches' ids are ordered and cut first, each ad by its key.
        expect(cards).toMatch(
          /^SEARCH a USING INTEGER PRIMARY KEY \(rowid=\?\)\nLIST SUBQUERY \d+\nSEARCH a USING INTEGER PRIMARY KEY \(rowid=\?\)\nLIST SUBQUERY \d+\nCOMPOUND QUERY/,
        );
        expectIndexed(`deep page count ${sort} ${order}`, count);
        const index = sort === "special" ? "ads_public_by_category" : "ads_public_by_category_price";
        const key = sort === "special" ? "is_featured" : "price";
        // One seek per branch: the equal columns, then a range on the next one (in either of the category's orders:
        // newest or oldest first, each branch being a range of one).
        const seek = new RegExp(`INDEX ${index}(_oldest)? \\(status=\\? AND hidden=\\? AND category_id=\\? AND ${key}[<>]\\?\\)`);
        expect(cards).toMatch(seek);
        expect(count).toMatch(seek);
        if (sort === "special") expect(cards).toContain("is_featured=? AND listed_at");
        // Equal prices past the bookmark: a seek on the id within the price (the index ends on it), not the price's every ad.
        else {
          expect(cards).toMatch(/ads_public_by_category_price \(status=\? AND hidden=\? AND category_id=\? AND price=\? AND id[<>]\?\)/);
          expect(count).toMatch(/ads_public_by_category_price \(status=\? AND hidden=\? AND category_id=\? AND price=\? AND id[<>]\?\)/);
        }
        expect(cards).not.toMatch(/(LAST TERM|RIGHT PART) OF ORDER BY/);
        expect(cards).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
      });
    }
  }

  /** The vehicles listing's filters for an address, its attribute filters read against the category's fields as the listing does. */
  async function vehicleFilters(query: string) {
    const filters = parseFilters(new URLSearchParams(`category=1&${query}`));
    const fields = await categoryFields({ db: env.DB }, 1);
    filters.attributes = readAttributeFilters(fields, (name) => filters.attributeParams.filter(([key]) => key === name).map(([, value]) => value)).filters;
    expect(filters.attributes.length).toBe(2);
    return filters;
  }

  it("listing filtered by two attributes: one statement walks the category's index testing each ad by seeks in its values, or reads a rare value's few candidates by their keys", async () => {
    const { db, seen } = recording();
    const page = await listAds({ db }, await vehicleFilters("attr_year_min=2015&attr_year_max=2020&attr_fuel=petrol"), now);
    expect(page.ads.map((ad) => ad.id)).toEqual([4]);
    expect(page.total).toBe(1);
    // One statement: the page, its count and where the walk stopped (no count of its own).
    const plans = await plansOf(seen);
    expect(plans).toHaveLength(1);
    const [cards] = plans;
    // Two branches, one skipped by a constant test: the walk (at most FILTER_WALK ads: LIMIT) or the candidates. Each ad
    // walked is tested in the walk by seeks in its values (a correlated test, the same seeks as a WHERE's EXISTS).
    console.log(`listing filtered by year and fuel, page:\n${cards}\n`);
    // (The walk's few ads and the candidates, at most ATTRIBUTE_DRIVE, are sorted: no full scan of ads or values.)
    expect(cards).not.toMatch(/\bSCAN (a|ads|x|d|e|ad_attributes)\b/);
    expect(cards).toContain("SEARCH a USING COVERING INDEX ads_public_by_category (status=? AND hidden=? AND category_id=?)");
    expect(cards).toMatch(
      /SEARCH x (EXISTS )?USING COVERING INDEX ad_attributes_by_(ad|value) \((ad_id=\? AND field_id=\? AND value_number>\? AND value_number<\?|field_id=\? AND value_number>\? AND value_number<\? AND ad_id=\?)\)/,
    );
    expect(cards).toMatch(
      /SEARCH x (EXISTS )?USING COVERING INDEX ad_attributes_by_(ad|value) \((ad_id=\? AND field_id=\? AND value_number=\?|field_id=\? AND value_number=\? AND ad_id=\?)\)/,
    );
    // The candidates: each filter's values estimated by a short walk in their index, the smaller's ads by their keys.
    expect(cards).toContain("SEARCH d USING COVERING INDEX ad_attributes_by_value (field_id=? AND value_number>? AND value_number<?)");
    expect(cards).toContain("SEARCH d USING COVERING INDEX ad_attributes_by_value (field_id=? AND value_number=?)");
    expect(cards).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
  });

  it("listing filtered by two attributes, deep page by its link: the walk seeks past the bookmark", async () => {
    const filters = await vehicleFilters("attr_year_min=2010&attr_year_max=2020&attr_fuel=petrol");
    const first = await listAds({ db: env.DB }, filters, now);
    expect(first.ads.map((ad) => ad.id)).toEqual([5, 4]);
    const { db, seen } = recording();
    const deep = await vehicleFilters(`attr_year_min=2010&attr_year_max=2020&attr_fuel=petrol&page=2&after=${first.cursors.after!}`);
    await listAds({ db }, { ...deep, page: 500, cursor: { ...deep.cursor!, from: 499 } }, now);
    const [cards] = await plansOf(seen);
    // The branches' rows are at most a walk each (LIMIT): the outer sort orders those few, never every match.
    console.log(`filtered deep page:\n${cards}\n`);
    expect(cards).not.toMatch(/\bSCAN (a|ads|x|d|e|ad_attributes)\b/);
    expect(cards).toMatch(/INDEX ads_public_by_category \(status=\? AND hidden=\? AND category_id=\? AND is_featured[<>]\?\)/);
    expect(cards).toContain("SEARCH d USING COVERING INDEX ad_attributes_by_value");
    expect(cards).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
  });

  it("search for a common word: its newest matches drive the page, each ad by its key, whatever the number of matches", async () => {
    // The listing's order, asked (a typed search's default is best match: the slip test below).
    const filters = parseFilters(new URLSearchParams("q=شقة&sort=special"));
    const { page, count } = buildListingQuery(filters, now, searchExpressions(readSearch("شقة"))!);
    const [cards, counted] = await plansOf([
      { sql: page.sql, values: page.params },
      { sql: count.sql, values: count.params },
    ]);
    for (const plan of [cards, counted]) {
      expect(plan).toMatch(/SCAN ads_fts VIRTUAL TABLE/);
      expect(plan).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
      expect(plan).not.toMatch(/\bSCAN (a|ads)\b/);
      expect(plan).not.toMatch(/USING (COVERING )?INDEX ads_public/);
    }
    // The newest SEARCH_REACH matches, by id: the page and its count stop there.
    expect(page.sql).toContain(`ORDER BY rowid DESC LIMIT ${SEARCH_REACH}`);
    expect(count.sql).toContain(`ORDER BY rowid DESC LIMIT ${SEARCH_REACH}`);
  });

  it("search for a rare word: its few matches are sorted, each ad by its key; counted from the matches", async () => {
    const { db, seen } = recording();
    // The listing's order, asked (best match is the slip test's below).
    const page = await listAds({ db }, parseFilters(new URLSearchParams("q=شقة&sort=special")), now);
    expect(page.ads.length).toBe(3);
    const [cards, count] = await plansOf(seen);
    for (const plan of [cards, count]) {
      console.log(`rare word:\n${plan}\n`);
      expect(plan).toMatch(/SCAN ads_fts VIRTUAL TABLE/);
      expect(plan).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
      expect(plan).not.toMatch(/\bSCAN (a|ads)\b/);
      expect(plan).not.toMatch(/USING (COVERING )?INDEX ads_public/);
    }
  });

  it("search with a slip: the slip index by its key; best match sorts only the matches, each ad by its key", async () => {
    const { db, seen } = recording();
    // "كورلا" is one letter from "كورولا": its words are looked up in the slip index first.
    await env.DB.batch([
      env.DB.prepare("INSERT OR IGNORE INTO search_slips (key, term) VALUES ('كورلا', 'كورولا'), ('كورولا', 'كورولا')"),
      env.DB.prepare(
        "INSERT INTO ads_fts (rowid, name, description) VALUES (4, 'تويوتا كورولا 2018', 'بحاله ممتازه'), (5, 'تويوتا كورولا 2012', 'بحاله ممتازه')",
      ),
    ]);
    const page = await listAds({ db }, parseFilters(new URLSearchParams("q=كورلا&sort=best")), now);
    expect(page.ads.map((ad) => ad.id).sort()).toEqual([4, 5]);
    // Best match ranks a bounded reach of each tier: no count of the matches comes first.
    const [slips, cards, count] = await plansOf(seen);
    console.log(`slip lookup:\n${slips}\n\nbest match page:\n${cards}\n`);
    expect(slips).toContain("SEARCH search_slips USING PRIMARY KEY (key=?)");
    expect(slips).not.toMatch(/SCAN search_slips/);
    // The matches come from the full-text table; each is read by its key, never a scan of ads.
    expect(cards).toMatch(/SCAN ads_fts VIRTUAL TABLE/);
    expect(cards).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
    expect(cards).not.toMatch(/\bSCAN (a|ads)\b/);
    expect(count).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
    expect(count).not.toMatch(/\bSCAN (a|ads)\b/);
  });

  it("ad page: the ad, its photos and the related ads by key and index", async () => {
    const { db, seen } = recording();
    const ad = await getPublicAd({ db }, 1, now);
    expect(ad?.name).toBe("شقة 1");
    await relatedAds({ db }, ad!, 8, now);
    const [detail, images, related] = await plansOf(seen);
    expectIndexed("ad", detail);
    expect(detail).toContain("SEARCH a USING INTEGER PRIMARY KEY (rowid=?)");
    expect(images).toContain("ad_images_by_ad (ad_id=?)");
    expectIndexed("related ads", related);
    expect(related).toContain("ads_public_by_category (status=? AND hidden=? AND category_id=?)");
  });
});
