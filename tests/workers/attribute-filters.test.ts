import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/filters";
import { filtersQuery, loadListingPage, type ListingPage } from "~/features/ads/listing.server";
import { createTestEnv } from "./helpers/db";

// A listing filtered by its category's attribute fields, as
// its address asks (the filter sheet's GET form and the chips' links), against
// a real local D1 with the real migrations and a catalogue of its own.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

/** Thirty cars (category 1): car n is of year 2000 + n, automatic when n is odd, fuel by n % 3, air conditioning when n % 4 is 0. */
const CARS = 30;
const year = (id: number) => 2000 + id;
const carIds = Array.from({ length: CARS }, (_, index) => index + 1);
const FUEL_OPTIONS = [1301, 1302, 1303]; // petrol, diesel, electric

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'مركبات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
    db.prepare(
      `INSERT INTO attribute_fields (id, category_id, subcategory_id, key, kind, label, label_en, unit, unit_en, min_value, max_value, filterable, position) VALUES
        (11, 1, NULL, 'year', 'number', 'سنة الصنع', 'Year', '', '', 1950, 2040, 1, 1),
        (12, 1, NULL, 'transmission', 'one_of', 'ناقل الحركة', 'Transmission', '', '', NULL, NULL, 1, 2),
        (13, 1, NULL, 'fuel', 'one_of', 'نوع الوقود', 'Fuel', '', '', NULL, NULL, 1, 3),
        (14, 1, NULL, 'air_con', 'yes_no', 'تكييف', 'Air conditioning', '', '', NULL, NULL, 1, 4),
        (15, 1, NULL, 'colour', 'one_of', 'اللون', 'Colour', '', '', NULL, NULL, 0, 5),
        (21, 2, NULL, 'rooms', 'number', 'عدد الغرف', 'Rooms', '', '', 0, 20, 1, 1)`,
    ),
    db.prepare(
      `INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES
        (1201, 12, 'automatic', 'أوتوماتيك', 'Automatic', 1), (1202, 12, 'manual', 'مانيوال', 'Manual', 2),
        (1301, 13, 'petrol', 'بنزين', 'Petrol', 1), (1302, 13, 'diesel', 'سولار', 'Diesel', 2), (1303, 13, 'electric', 'كهرباء', 'Electric', 3),
        (1501, 15, 'white', 'أبيض', 'White', 1), (1502, 15, 'black', 'أسود', 'Black', 2)`,
    ),
  ]);
  const ads = carIds.map(
    (id) =>
      `(${id}, 1, 'سيارة ${id}', 'd', ${id * 1000}, 1, 'approved', '2099-01-01 00:00:00', 0, 30, 31, 'a', '2026-11-20 10:${String(id).padStart(2, "0")}:00')`,
  );
  ads.push(`(31, 1, 'شقة', 'd', 5000, 2, 'approved', '2099-01-01 00:00:00', 0, 30, 31, 'a', '2026-11-20 11:00:00')`);
  await db
    .prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, is_featured, latitude, longitude, address, created_at) VALUES ${ads.join(", ")}`,
    )
    .run();
  const values = carIds.flatMap((id) => [
    `(${id}, 11, ${year(id)})`,
    `(${id}, 12, ${id % 2 === 1 ? 1201 : 1202})`,
    `(${id}, 13, ${FUEL_OPTIONS[id % 3]})`,
    `(${id}, 14, ${id % 4 === 0 ? 1 : 0})`,
    `(${id}, 15, 1501)`,
  ]);
  values.push("(31, 21, 3)");
  await db.prepare(`INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES ${values.join(", ")}`).run();
});

afterAll(async () => {
  await dispose?.();
});

const load = (query: string): Promise<ListingPage> => loadListingPage({ db: env.DB }, new URLSearchParams(query));
const idsOf = (page: ListingPage) => page.results.ads.map((ad) => ad.id).sort((a, b) => a - b);

describe("attribute filters of a listing", () => {
  it("a number range keeps the ads within it, both bounds included, and the canonical address carries it", async () => {
    const page = await load("category=1&attr_year_min=2010&attr_year_max=2015");
    expect(idsOf(page)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(page.filters.attributes).toEqual([expect.objectContaining({ kind: "range", min: 2010, max: 2015 })]);
    expect(filtersQuery(page.filters)).toBe("category=1&attr_year_min=2010&attr_year_max=2015");
    // One bound alone, in Arabic digits.
    expect(idsOf(await load("category=1&attr_year_max=٢٠٠٣"))).toEqual([1, 2, 3]);
  });

  it("a choice keeps the ads with any of the options checked", async () => {
    const page = await load("category=1&attr_fuel=petrol&attr_fuel=diesel&attr_year_max=2009");
    // Years 2001…2009: fuel petrol (n % 3 = 0) or diesel (n % 3 = 1), never electric.
    expect(idsOf(page)).toEqual([1, 3, 4, 6, 7, 9]);
    expect(idsOf(await load("category=1&attr_transmission=automatic&attr_year_max=2009"))).toEqual([1, 3, 5, 7, 9]);
    // Both options of a one-of field: every car of those years.
    expect(idsOf(await load("category=1&attr_transmission=automatic&attr_transmission=manual&attr_year_max=2005"))).toEqual([1, 2, 3, 4, 5]);
  });

  it("a yes filter keeps the ads whose value is yes (a no is not a match)", async () => {
    const page = await load("category=1&attr_air_con=yes");
    expect(idsOf(page)).toEqual([4, 8, 12, 16, 20, 24, 28]);
    // Only "yes" is a filter: anything else is not one.
    expect((await load("category=1&attr_air_con=no")).results.total).toBe(CARS);
  });

  it("a bound that is not a whole number is kept as typed, not applied, and left out of the canonical address", async () => {
    const page = await load("category=1&attr_year_min=20.15&attr_year_max=2003");
    expect(page.filters.unreadAttributes).toEqual({ attr_year_min: "20.15" });
    expect(idsOf(page)).toEqual([1, 2, 3]);
    expect(filtersQuery(page.filters)).toBe("category=1&attr_year_max=2003");
    const words = await load("category=1&attr_year_min=new");
    expect(words.filters.unreadAttributes).toEqual({ attr_year_min: "new" });
    expect(words.filters.attributes).toEqual([]);
    expect(words.results.total).toBe(CARS);
  });

  it("an unknown name or option, a field that is not filterable, and empty bounds are ignored: every car", async () => {
    for (const query of [
      "category=1&attr_nope=1&attr_nope_min=3",
      "category=1&attr_transmission=flying",
      "category=1&attr_colour=black",
      "category=1&attr_year_min=&attr_year_max=",
      `category=1&attr_${"x".repeat(60)}=1`,
    ]) {
      const page = await load(query);
      expect(page.filters.attributes, query).toEqual([]);
      expect(page.filters.unreadAttributes, query).toEqual({});
      expect(page.results.total, query).toBe(CARS);
      expect(filtersQuery(page.filters), query).toBe("category=1");
    }
    // Without a category no field applies: every ad of every category.
    const none = await load("attr_year_min=2010&attr_year_max=2011");
    expect(none.filters.attributes).toEqual([]);
    expect(none.results.total).toBe(CARS + 1);
  });

  it("a filter of another category's field is ignored", async () => {
    const page = await load("category=1&attr_rooms_min=2");
    expect(page.filters.attributes).toEqual([]);
    expect(page.results.total).toBe(CARS);
    // In its own category it applies.
    expect(idsOf(await load("category=2&attr_rooms_min=2"))).toEqual([31]);
    expect(idsOf(await load("category=2&attr_rooms_min=4"))).toEqual([]);
  });

  it("the page links (keyset bookmarks) keep the attribute filter to the last page and back", async () => {
    // Years 2003…2030: 28 cars, two pages.
    const query = "category=1&attr_year_min=2003&attr_transmission=automatic&attr_transmission=manual";
    const first = await load(query);
    expect(first.results.total).toBe(CARS - 2);
    expect(first.results.last_page).toBe(2);
    expect(first.results.ads).toHaveLength(PAGE_SIZE);
    // Page 2 as its link writes it: this address, page=2 and the first page's `after` bookmark.
    const next = new URLSearchParams(query);
    next.set("page", "2");
    next.set("after", first.results.cursors.after!);
    const second = await load(next.toString());
    expect(second.filters.cursor?.direction).toBe("after");
    const seen = [...first.results.ads, ...second.results.ads].map((ad) => ad.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort((a, b) => a - b)).toEqual(carIds.filter((id) => id >= 3));
    // The second page's own canonical address keeps the filters with its bookmark.
    const canonical = new URLSearchParams(filtersQuery(second.filters));
    expect(canonical.get("attr_year_min")).toBe("2003");
    expect(canonical.getAll("attr_transmission")).toEqual(["automatic", "manual"]);
    expect(canonical.get("after")).toBe(first.results.cursors.after);
  });
});
