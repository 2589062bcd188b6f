// A listing filtered by attributes is read from the filters' candidates when
// one filter has few values (features/attributes/queries.server.ts
// attributeCandidates: the filter with the fewest values drives, the others
// are tested on each candidate; the count is exact), else by a bounded walk
// of the category that tests every filter ("at least" counts, links on).
// Either way the pages are those of every ad matching every filter, in order,
// against a real local D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAds } from "~/features/ads/queries.server";
import { categoryFields } from "~/features/attributes/queries.server";
import { PAGE_SIZE, parseFilters } from "~/lib/filters";
import { readAttributeFilters } from "~/lib/attributes";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const ADS = 1_200;

// Each ad's values, from its id: rooms 1..6, area 50..345, furnished every third, payment (the first 800) cash, instalments or both.
const rooms = (id: number) => 1 + (id % 6);
const area = (id: number) => 50 + ((id * 37) % 300);
const furnished = (id: number) => id % 3 === 0;
const payments = (id: number) => (id > 800 ? [] : id % 4 === 0 ? ["cash", "instalments"] : id % 4 === 1 ? ["cash"] : ["instalments"]);
// Ads 1..10 are pending: matching values, never counted.
const isPublic = (id: number) => id > 10;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  const ids = `WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < ${ADS})`;
  await db.batch([
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23)"),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34)"),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
    db.prepare(
      `${ids} INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, expires_at, latitude, longitude, address, created_at)
       SELECT id, 1, 'شقة ' || id, 'شقة واسعة', 1000 + id, 2, 1, 10, CASE WHEN id <= 10 THEN 'pending' ELSE 'approved' END, '2026-12-30 00:00:00', 30, 31, 'address',
         datetime('2026-10-01', '+' || id || ' minutes') FROM n`,
    ),
    db.prepare(
      `INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en, min_value, max_value, filterable, position) VALUES
       (202, 2, 'area', 'number', 'المساحة', 'Area', 1, 1000000, 1, 1), (203, 2, 'rooms', 'number', 'الغرف', 'Rooms', 0, 50, 1, 2),
       (206, 2, 'furnished', 'yes_no', 'مفروش', 'Furnished', NULL, NULL, 1, 3), (207, 2, 'payment', 'several_of', 'طريقة الدفع', 'Payment', NULL, NULL, 1, 4)`,
    ),
    db.prepare(
      "INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES (20701, 207, 'cash', 'كاش', 'Cash', 0), (20702, 207, 'instalments', 'تقسيط', 'Instalments', 1)",
    ),
    db.prepare(`${ids} INSERT INTO ad_attributes (ad_id, field_id, value_number) SELECT id, 202, 50 + ((id * 37) % 300) FROM n`),
    db.prepare(`${ids} INSERT INTO ad_attributes (ad_id, field_id, value_number) SELECT id, 203, 1 + (id % 6) FROM n`),
    db.prepare(`${ids} INSERT INTO ad_attributes (ad_id, field_id, value_number) SELECT id, 206, CASE WHEN id % 3 = 0 THEN 1 ELSE 0 END FROM n`),
    db.prepare(`${ids} INSERT INTO ad_attributes (ad_id, field_id, value_number) SELECT id, 207, 20701 FROM n WHERE id <= 800 AND id % 4 IN (0, 1)`),
    db.prepare(`${ids} INSERT INTO ad_attributes (ad_id, field_id, value_number) SELECT id, 207, 20702 FROM n WHERE id <= 800 AND id % 4 <> 1`),
  ]);
}, 60_000);

afterAll(async () => {
  await dispose?.();
});

async function filtersOf(query: string) {
  const filters = parseFilters(new URLSearchParams(`category=2&${query}`));
  const fields = await categoryFields({ db: env.DB }, 2);
  filters.attributes = readAttributeFilters(fields, (name) => filters.attributeParams.filter(([key]) => key === name).map(([, value]) => value)).filters;
  return filters;
}

/** The public ads matching, newest first (the listing's order: none is special). */
function expected(test: (id: number) => boolean): number[] {
  return Array.from({ length: ADS }, (_, index) => ADS - index).filter((id) => isPublic(id) && test(id));
}

const cases: Array<[string, string, (id: number) => boolean]> = [
  // One filter: its values are the candidates.
  ["a narrow area", "attr_area_min=100&attr_area_max=110", (id) => area(id) >= 100 && area(id) <= 110],
  // Two: the narrower drives whichever comes first.
  ["rooms and a narrow area", "attr_rooms_min=3&attr_area_min=100&attr_area_max=140", (id) => rooms(id) >= 3 && area(id) >= 100 && area(id) <= 140],
  ["a narrow rooms range and a wide area", "attr_rooms_min=6&attr_rooms_max=6&attr_area_min=60", (id) => rooms(id) === 6 && area(id) >= 60],
  // Both over the estimate's cap: more than 1,000 matches.
  ["wide ranges (capped)", "attr_rooms_min=1&attr_area_min=1", () => true],
  // A several-of filter with two choices: an ad with both is counted once.
  ["both payments", "attr_payment=cash&attr_payment=instalments", (id) => payments(id).length > 0],
  ["both payments and furnished", "attr_payment=cash&attr_payment=instalments&attr_furnished=yes", (id) => payments(id).length > 0 && furnished(id)],
  ["cash", "attr_payment=cash", (id) => payments(id).includes("cash")],
  // Four filters: three may drive, the fourth is tested on each candidate.
  [
    "four filters",
    "attr_area_max=200&attr_rooms_min=2&attr_furnished=yes&attr_payment=cash",
    (id) => area(id) <= 200 && rooms(id) >= 2 && furnished(id) && payments(id).includes("cash"),
  ],
  ["nothing", "attr_rooms_min=7", () => false],
];

describe("a listing filtered by attributes shows every matching ad once, whatever filter drives", () => {
  for (const [name, query, test] of cases) {
    it(name, async () => {
      const matches = expected(test);
      const page = await listAds({ db: env.DB }, await filtersOf(query), now);
      if (!page.at_least) {
        // One filter's few values drove: every match was read, the count is exact.
        expect(page.total).toBe(matches.length);
        expect(page.capped).toBe(false);
        expect(page.ads.map((ad) => ad.id)).toEqual(matches.slice(0, PAGE_SIZE));
      }
      // The pages by their links (a walk that stopped short links on from where it stopped): the matches in order, once.
      const seen = [...page.ads.map((ad) => ad.id)];
      let at = page;
      for (
        let step = 0;
        step < 60 && seen.length < Math.min(matches.length, 2 * PAGE_SIZE) && at.cursors.after && (at.more_pages || at.current_page < at.last_page);
        step++
      ) {
        at = await listAds({ db: env.DB }, await filtersOf(`${query}&page=${at.current_page + 1}&after=${at.cursors.after}`), now);
        seen.push(...at.ads.map((ad) => ad.id));
      }
      expect(seen.slice(0, 2 * PAGE_SIZE)).toEqual(matches.slice(0, 2 * PAGE_SIZE));
    });
  }
});
