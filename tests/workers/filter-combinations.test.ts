import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { env as workerEnv } from "cloudflare:workers";
import { insertAd } from "~/features/ads/editor-queries.server";
import { PAGE_SIZE, sortOptions } from "~/lib/filters";
import type { AdInput } from "~/lib/schemas/ad";
import type { AttributeValue } from "~/lib/attributes";
import * as searchRoute from "~/routes/categories.search";
import * as categoryRoute from "~/routes/categories.$category";
import { call, makeContext, seedAttributes, seedCatalogue } from "./api-helpers";
import { apiRoutes } from "./api-route-table";
import { createTestEnv } from "./helpers/db";

// Every filter a visitor or an API client can send, combined with every
// other: generated combinations (fast-check) of the search text (Arabic,
// English, Franco-Arabic), the four category levels, the governorate and
// region, the type, price bounds (reversed and equal ones too), negotiable,
// the chosen category's attribute filters, every sort and order, and pages
// near the start and the end, reached by their number or by a page link's
// bookmark. For each: no error; every ad shown passes every filter, and the
// page is exactly the right slice of the ads that do (computed here from the
// seeded rows); the count agrees; the API gives the same ads. A failing draw
// prints its seed and its combination (fast-check), to become a fixed case.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const byParameters = apiRoutes["/client/ads/getAdsByParameters"];
const ADS = 480;
/** The draws' seed: fixed, so `npm test` draws the same combinations every run (`FC_SEED=<n> npx vitest …` draws others). */
const SEED = Number((workerEnv as unknown as { FC_SEED?: string }).FC_SEED || 51);

// Titles and descriptions from the search test set (search-set.test.ts), with the searches that find each.
const TEXTS: Array<[name: string, description: string, foundBy: string[]]> = [
  ["تويوتا كورولا 2019 فابريكا", "عربية بحالة ممتازة صيانة توكيل", ["corolla", "كورولا", "تويوتا", "3arabeya"]],
  ["Toyota Corolla 2021 automatic", "Excellent condition, one owner", ["corolla", "كورولا", "تويوتا"]],
  ["كورلا نظيفة للبيع", "كسر زيرو", ["كورولا"]],
  ["Nissan Sunny 2018", "Manual gearbox, good condition", ["sunny", "صني"]],
  ["شقة للبيع في مدينة نصر", "120 متر تشطيب سوبر لوكس", ["شقة", "sha2a", "flat"]],
  ["Apartment for rent in Maadi", "Furnished, three bedrooms", ["شقة", "sha2a", "flat"]],
  ["Flat for sale in Smouha", "Sea view", ["شقة", "sha2a", "flat"]],
  ["ثلاجة شارب 18 قدم", "نوفروست", ["fridge"]],
  ["سيارة كيا سيراتو", "بحالة الزيرو", ["3arabeya"]],
];
// The searches the ad's catalogue names find (the search row holds its subcategory's and brand's names): a Toyota by
// "تويوتا" whatever its text, a flat by "شقة" ("شقق", "Flats"), a car by "3arabeya" ("سيارات").
const CATALOGUE_FINDS: Array<[column: "subcategory_id" | "third_branch_id", id: number, foundBy: string[]]> = [
  ["third_branch_id", 10000, ["تويوتا"]],
  ["subcategory_id", 200, ["شقة", "sha2a", "flat"]],
  ["subcategory_id", 100, ["3arabeya"]],
];

/** Whether a search word finds an ad: by its text, or by its catalogue names. */
const finds = (row: { text: number; subcategory_id: number; third_branch_id: number }, q: string) =>
  TEXTS[row.text][2].includes(q) || CATALOGUE_FINDS.some(([column, id, words]) => row[column] === id && words.includes(q));

const WORDS = ["corolla", "كورولا", "تويوتا", "sunny", "صني", "شقة", "sha2a", "flat", "fridge", "3arabeya"];

// The category tree (api-helpers seedCatalogue, plus motorcycles under vehicles) and the places.
const CHAINS: Array<[number, number, number, number]> = [
  [1, 100, 1000, 10000],
  [1, 100, 1001, 10001],
  [1, 101, 1010, 10100],
  [2, 200, 2000, 20000],
];
const PLACES: Array<[number | null, number | null]> = [
  [1, 10],
  [1, 11],
  [2, 20],
  [null, null],
];
const SLUGS: Record<number, string> = { 1: "vehicles", 2: "real-estate" };
const PRICES = [1000, 5000, 5000, 20000, 150000, 650000, 900000];

/** A seeded row as the truth reads it. */
interface Row {
  id: number;
  category_id: number;
  subcategory_id: number;
  brand_country_id: number;
  third_branch_id: number;
  governorate_id: number | null;
  region_id: number | null;
  condition: string;
  price: number;
  negotiable: number;
  is_featured: number;
  listed_at: string;
  public: number;
  text: number;
  values: Map<number, number[]>;
}
let rows: Row[] = [];

/** A small reproducible generator for the seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const now = new Date();

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await seedCatalogue(db);
  await seedAttributes(db);
  await db.batch([
    db.prepare("UPDATE categories SET free_ads_limit = 100000"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (101, 1, 'موتوسيكلات', 'Motorcycles')"),
    db.prepare("INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (1010, 101, 'صينية', 'Chinese')"),
    db.prepare("INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (10100, 1010, 'هوجن', 'Haojue')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
  ]);
  const draw = random(51);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(draw() * list.length)];
  const texts = new Map<number, number>();
  const start = now.getTime() - 30 * 24 * 3600_000;
  for (let index = 0; index < ADS; index += 1) {
    const [categoryId, subcategoryId, brandCountryId, thirdBranchId] = pick(CHAINS);
    const [governorateId, regionId] = pick(PLACES);
    const text = Math.floor(draw() * TEXTS.length);
    const values: AttributeValue[] = [];
    const number = (fieldId: number, value: number) => values.push({ fieldId, numbers: [value], text: null });
    if (categoryId === 1) {
      number(1, 2008 + Math.floor(draw() * 17));
      number(2, Math.floor(draw() * 30) * 10_000);
      if (draw() < 0.8) number(3, pick([31, 32, 33]));
      if (draw() < 0.7) number(5, draw() < 0.6 ? 1 : 0);
      if (subcategoryId === 100 && draw() < 0.8) number(7, pick([71, 72]));
    } else number(8, 50 + Math.floor(draw() * 36) * 10);
    const input: AdInput = {
      name: TEXTS[text][0],
      description: TEXTS[text][1],
      price: pick(PRICES),
      note: "",
      negotiable: draw() < 0.4,
      condition: draw() < 0.5 ? "new" : "used",
      latitude: 30.05,
      longitude: 31.34,
      address: "address",
      categoryId,
      subcategoryId,
      brandCountryId,
      thirdBranchId,
      governorateId,
      regionId,
    };
    // Two ads a minute: equal dates, so the id decides between them.
    const at = new Date(start + Math.floor(index / 2) * 60_000);
    const id = await insertAd({ db }, { userId: 1, input, photos: [], attributes: values, at, submitKey: null, since: at, limit: 100_000 });
    expect(id).not.toBeNull();
    texts.set(id!, text);
  }
  // Most public; some under review, rejected, sold, hidden or expired; some featured; some bumped.
  const future = new Date(now.getTime() + 30 * 24 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
  const past = new Date(now.getTime() - 3600_000).toISOString().slice(0, 19).replace("T", " ");
  const updates = [...texts.keys()].map((id) => {
    const roll = draw();
    const status = roll < 0.05 ? "pending" : roll < 0.08 ? "rejected" : roll < 0.1 ? "sold" : "approved";
    const bumped = draw() < 0.1 ? new Date(now.getTime() - Math.floor(draw() * 600) * 60_000).toISOString().slice(0, 19).replace("T", " ") : null;
    return db
      .prepare("UPDATE ads SET status = ?2, hidden = ?3, expires_at = ?4, is_featured = ?5, listed_at = COALESCE(?6, created_at) WHERE id = ?1")
      .bind(id, status, draw() < 0.03 ? 1 : 0, draw() < 0.05 ? past : future, draw() < 0.15 ? 1 : 0, bumped);
  });
  await db.batch(updates);
  const { results } = await db
    .prepare(
      `SELECT id, category_id, subcategory_id, brand_country_id, third_branch_id, governorate_id, region_id, condition, price, negotiable, is_featured, listed_at,
         (status = 'approved' AND hidden = 0 AND expires_at > ?1) AS public FROM ads ORDER BY id`,
    )
    .bind(new Date(now.getTime() + 60_000).toISOString().slice(0, 19).replace("T", " "))
    .all<Omit<Row, "text" | "values">>();
  const attributeRows = await db
    .prepare("SELECT ad_id, field_id, value_number FROM ad_attributes ORDER BY ad_id")
    .all<{ ad_id: number; field_id: number; value_number: number }>();
  rows = results.map((row) => ({ ...row, text: texts.get(row.id)!, values: new Map() }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const value of attributeRows.results) {
    const row = byId.get(value.ad_id)!;
    row.values.set(value.field_id, [...(row.values.get(value.field_id) ?? []), value.value_number]);
  }
}, 120_000);

afterAll(async () => {
  await dispose?.();
});

/** What a visitor (or an API client) chose. */
interface Choices {
  q: string;
  chain: number[];
  place: Array<number | null>;
  type: "new" | "used" | null;
  minPrice: number;
  maxPrice: number;
  negotiable: boolean;
  attributes: Array<[string, string]>;
  sort: (typeof sortOptions)[number];
  order: "asc" | "desc";
  where: { end: boolean; distance: number; link: "number" | "next" | "previous" };
  route: "search" | "category";
}

// The attribute fields of seedAttributes: number (year 1, km 2, area 8), one of (fuel 3, body 7: cars only), yes/no (accident_free 5).
const FIELDS: Record<string, { id: number; category: number; subcategory: number | null; options?: Record<string, number> }> = {
  year: { id: 1, category: 1, subcategory: null },
  km: { id: 2, category: 1, subcategory: null },
  fuel: { id: 3, category: 1, subcategory: null, options: { petrol: 31, diesel: 32, natural_gas: 33 } },
  accident_free: { id: 5, category: 1, subcategory: null },
  body: { id: 7, category: 1, subcategory: 100, options: { sedan: 71, hatchback: 72 } },
  area: { id: 8, category: 2, subcategory: null },
};

// Each level's parent (a stray id of no level has none).
const PARENTS: Record<number, number> = {
  100: 1,
  101: 1,
  200: 2,
  1000: 100,
  1001: 100,
  1010: 101,
  2000: 200,
  10000: 1000,
  10001: 1001,
  10100: 1010,
  20000: 2000,
};

/** The filters that apply, as the pages read them: a level only while its parent is chosen and holds it; a field only of the chosen category (and subcategory). */
function applied(choices: Choices) {
  const levels: Array<number | null> = [];
  choices.chain.forEach((id, index) => levels.push(index === 0 ? id : levels[index - 1] !== null && PARENTS[id] === levels[index - 1] ? id : null));
  const [category = null, sub = null, brand = null, third = null] = levels;
  const [governorate = null, region = null] = choices.place;
  const regionOk = governorate && PLACES.some(([g, r]) => g === governorate && r === region) ? region : null;
  // Bounds of one field make one range; choices of one field one list.
  const byField = new Map<string, Array<{ bound: string | undefined; value: string }>>();
  for (const [name, value] of choices.attributes) {
    const [, key, bound] = /^attr_(.+?)(?:_(min|max))?$/.exec(name)!;
    const field = FIELDS[key];
    if (!category || field.category !== category || (field.subcategory !== null && field.subcategory !== sub)) continue;
    byField.set(key, [...(byField.get(key) ?? []), { bound, value }]);
  }
  const attributeTests = [...byField].map(([key, given]) => {
    const field = FIELDS[key];
    const has = (row: Row, ok: (value: number) => boolean) => (row.values.get(field.id) ?? []).some(ok);
    if (field.options) {
      const ids = given.map(({ value }) => field.options![value]).filter((id) => id !== undefined);
      return ids.length === 0 ? null : (row: Row) => has(row, (value) => ids.includes(value));
    }
    if (key === "accident_free") return (row: Row) => has(row, (value) => value === 1);
    const min = given.find(({ bound }) => bound === "min");
    const max = given.find(({ bound }) => bound === "max");
    return (row: Row) => has(row, (value) => (!min || value >= Number(min.value)) && (!max || value <= Number(max.value)));
  });
  const passes = (row: Row) =>
    row.public === 1 &&
    (!choices.q || finds(row, choices.q)) &&
    (!category || row.category_id === category) &&
    (!sub || row.subcategory_id === sub) &&
    (!brand || row.brand_country_id === brand) &&
    (!third || row.third_branch_id === third) &&
    (!governorate || row.governorate_id === governorate) &&
    (!regionOk || row.region_id === regionOk) &&
    (!choices.type || row.condition === choices.type) &&
    (choices.minPrice <= 0 || row.price >= choices.minPrice) &&
    (choices.maxPrice <= 0 || row.price <= choices.maxPrice) &&
    (!choices.negotiable || row.negotiable === 1) &&
    attributeTests.every((test) => !test || test(row));
  return { category, passes };
}

/** The ads that pass, in the sort's order (the id last: equal keys keep one order). */
function expectedOrder(choices: Choices, passing: Row[]): Row[] {
  const way = choices.order === "asc" ? 1 : -1;
  const compare = (a: Row, b: Row) => {
    // A price sort puts equal prices newest first by lowest price, and is that order from its end by highest (whatever the date order asked).
    if (choices.sort === "lowPrice") return a.price - b.price || b.id - a.id;
    if (choices.sort === "highPrice") return b.price - a.price || a.id - b.id;
    return b.is_featured - a.is_featured || way * a.listed_at.localeCompare(b.listed_at) || way * (a.id - b.id);
  };
  return [...passing].sort(compare);
}

function addressOf(choices: Choices, page: number, cursor: [string, string] | null): { path: string; query: string } {
  const url = new URLSearchParams();
  if (choices.q) url.set("q", choices.q);
  const names = ["category", "subcategory", "brand_country", "third_branch"];
  const onCategoryPage = choices.route === "category" && choices.chain.length > 0;
  choices.chain.forEach((id, index) => (index === 0 && onCategoryPage ? null : url.set(names[index], String(id))));
  choices.place.forEach((id, index) => url.set(index === 0 ? "governorate" : "region", String(id)));
  if (choices.type) url.set("type", choices.type);
  if (choices.minPrice) url.set("min_price", String(choices.minPrice));
  if (choices.maxPrice) url.set("max_price", String(choices.maxPrice));
  if (choices.negotiable) url.set("negotiable", "1");
  for (const [name, value] of choices.attributes) url.append(name, value);
  url.set("sort", choices.sort);
  url.set("order", choices.order);
  url.set("page", String(page));
  if (cursor) url.set(cursor[0], cursor[1]);
  const path = onCategoryPage ? `/categories/${SLUGS[choices.chain[0]]}` : "/categories/search";
  return { path, query: url.toString() };
}

/** The web page's loader for these choices (the search page, or the category's own page). */
async function webPage(choices: Choices, page: number, cursor: [string, string] | null = null) {
  const { path, query } = addressOf(choices, page, cursor);
  const request = new Request(`http://127.0.0.1:8799${path}?${query}`);
  const { context } = await makeContext(env, "ar");
  const onCategoryPage = path !== "/categories/search";
  const data = onCategoryPage
    ? await categoryRoute.loader({ request, context, params: { category: SLUGS[choices.chain[0]] } } as never)
    : await searchRoute.loader({ request, context, params: {} } as never);
  // The loaders answer with data(): the page's values, and a 404 past the last page.
  return (data as unknown as Awaited<ReturnType<typeof searchRoute.loader>>).data.results;
}

/** The API's getAdsByParameters for the same choices (it needs a category). */
async function apiPage(choices: Choices, page: number) {
  const [categoryId, subcategory, brand, third] = choices.chain;
  const json: Record<string, unknown> = { categoryId, page, sort: choices.sort, order: choices.order };
  if (choices.q) json.q = choices.q;
  if (subcategory) json.subcategory_id = subcategory;
  if (brand) json.brand_country_id = brand;
  if (third) json.third_branch_id = third;
  if (choices.place[0]) json.governorate_id = choices.place[0];
  if (choices.place[1]) json.region_id = choices.place[1];
  if (choices.type) json.type = choices.type;
  if (choices.minPrice) json.min_price = choices.minPrice;
  if (choices.maxPrice) json.max_price = choices.maxPrice;
  if (choices.negotiable) json.negotiable = true;
  for (const [name, value] of choices.attributes) json[name] = [...((json[name] as string[] | undefined) ?? []), value];
  return call<Array<{ id: number }>>(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json });
}

/** Checks one combination: the page, its count, its ads, and the API's answer. */
async function check(choices: Choices): Promise<void> {
  const { category, passes } = applied(choices);
  const passing = expectedOrder(
    choices,
    rows.filter((row) => passes(row)),
  );
  const last = Math.max(1, Math.ceil(passing.length / PAGE_SIZE));
  const page = choices.where.end ? Math.max(1, last - choices.where.distance) : Math.min(last, 1 + choices.where.distance);
  // Reached by a page link's bookmark (from the page before, or the page after) or by its number.
  let cursor: [string, string] | null = null;
  if (choices.where.link === "next" && page > 1) cursor = ["after", (await webPage(choices, page - 1)).cursors.after ?? ""];
  if (choices.where.link === "previous" && page < last) cursor = ["before", (await webPage(choices, page + 1)).cursors.before ?? ""];
  const results = await webPage(choices, page, cursor);
  const shown = results.ads.map((ad) => ad.id);
  const wanted = passing.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => row.id);
  const ids = new Set(passing.map((row) => row.id));
  expect(
    shown.filter((id) => !ids.has(id)),
    "ads shown that fail a filter",
  ).toEqual([]);
  // A listing filtered past the kept counts walks a bounded stretch of its index (features/ads/queries.server.ts
  // FILTER_WALK): its pages show the matches each walk met, in the listing's order, and its count what the walks found.
  const walked = results.at_least !== undefined;
  if (walked) {
    const order = new Map(passing.map((row, index) => [row.id, index]));
    const at = shown.map((id) => order.get(id) ?? -1);
    expect(
      at.every((index, i) => i === 0 || index > at[i - 1]),
      "the page's ads in the listing's order",
    ).toBe(true);
    if (page === 1) expect(shown, "the first page's ads").toEqual(wanted.slice(0, shown.length));
    if (page === 1 && !results.at_least) expect(shown, "the first page's ads, the walk met every ad").toEqual(wanted);
    if (page === 1) expect(results.total, "the count").toBeLessThanOrEqual(passing.length);
    if (page === 1 && !results.at_least) expect(results.total, "the count").toBe(passing.length);
  } else if (choices.q && choices.sort === "best") expect(shown.length).toBe(wanted.length);
  else expect(shown, "the page's ads, in order").toEqual(wanted);
  if (!walked) expect(results.total, "the count").toBe(passing.length);
  if (category) {
    // The API asks the page by its number: it answers as the page asked by its number does, too deep included.
    const byNumber = cursor ? await webPage(choices, page) : results;
    const api = await apiPage(choices, page);
    if (byNumber.too_deep) {
      expect(api.status, JSON.stringify(api.body)).toBe(400);
      expect((api.body as { code?: string }).code).toBe("page_too_deep");
    } else {
      expect(api.status, JSON.stringify(api.body)).toBe(200);
      expect(
        api.body.data.map((ad) => ad.id),
        "the API's ads",
      ).toEqual(byNumber.ads.map((ad) => ad.id));
      expect(api.body.pagination?.total).toBe(walked ? byNumber.total : passing.length);
    }
  }
}

const NEGOTIABLE_SEARCHES: Choices[] = [
  ["corolla", []],
  ["شقة", []],
  ["corolla", [1]],
  ["sha2a", [2, 200]],
].map(([q, chain]) => ({
  q: q as string,
  chain: chain as number[],
  place: [],
  type: null,
  minPrice: 0,
  maxPrice: 0,
  negotiable: true,
  attributes: [],
  sort: "special",
  order: "desc",
  where: { end: false, distance: 0, link: "number" },
  route: "search",
}));

describe("every filter combines with every other", () => {
  it("the seed finds what each search word must find, and nothing else", async () => {
    for (const q of WORDS) {
      const choices = { ...NEGOTIABLE_SEARCHES[0], q, negotiable: false };
      const found: number[] = [];
      for (let page = 1; ; page += 1) {
        const results = await webPage(choices, page);
        found.push(...results.ads.map((ad) => ad.id));
        if (results.ads.length < PAGE_SIZE) break;
      }
      const truth = rows.filter((row) => row.public === 1 && finds(row, q)).map((row) => row.id);
      expect(
        found.sort((a, b) => a - b),
        q,
      ).toEqual(truth);
    }
  });

  it("a typed search with negotiable: the negotiable ads that match, on the search page, the category page and the API", async () => {
    for (const choices of NEGOTIABLE_SEARCHES) {
      await check(choices);
      if (choices.chain.length) await check({ ...choices, route: "category" });
    }
    // Each of them has results to show.
    expect(rows.filter((row) => applied(NEGOTIABLE_SEARCHES[0]).passes(row)).length).toBeGreaterThan(PAGE_SIZE);
  });

  it("generated combinations: no error, every ad shown passes every filter, the count agrees, the API gives the same ads", async () => {
    const range = (name: string, values: number[]) =>
      fc
        .tuple(fc.option(fc.constantFrom(...values)), fc.option(fc.constantFrom(...values)))
        .map(([min, max]) => [
          ...(min === null ? [] : [[`${name}_min`, String(min)] as [string, string]]),
          ...(max === null ? [] : [[`${name}_max`, String(max)] as [string, string]]),
        ]);
    const attributes = fc
      .tuple(
        range("attr_year", [2010, 2015, 2020, 2024]),
        range("attr_km", [0, 50_000, 150_000]),
        fc.subarray(["petrol", "diesel", "natural_gas", "electric"]).map((keys) => keys.map((key) => ["attr_fuel", key] as [string, string])),
        fc.subarray(["sedan", "hatchback"]).map((keys) => keys.map((key) => ["attr_body", key] as [string, string])),
        fc.boolean().map((yes) => (yes ? [["attr_accident_free", "yes"] as [string, string]] : [])),
        range("attr_area", [100, 200, 300]),
      )
      .chain((parts) => fc.subarray(parts.flat()));
    const choices: fc.Arbitrary<Choices> = fc.record({
      q: fc.oneof({ weight: 2, arbitrary: fc.constant("") }, { weight: 3, arbitrary: fc.constantFrom(...WORDS) }),
      chain: fc
        .tuple(fc.constantFrom(...CHAINS), fc.nat({ max: 4 }), fc.boolean())
        // Mostly a path of the tree; sometimes a level of another branch (the pages leave it out).
        .map(([chain, depth, stray]) => chain.slice(0, depth).map((id, index) => (stray && index === depth - 1 && index > 0 ? id + 1 : id))),
      place: fc.tuple(fc.constantFrom(...PLACES), fc.nat({ max: 2 })).map(([place, depth]) => place.slice(0, depth).filter((id) => id !== null)),
      type: fc.constantFrom(null, "new" as const, "used" as const),
      minPrice: fc.constantFrom(0, 0, 1000, 5000, 20000, 650000),
      maxPrice: fc.constantFrom(0, 0, 5000, 20000, 150000, 1000),
      negotiable: fc.boolean(),
      attributes,
      sort: fc.constantFrom(...sortOptions),
      order: fc.constantFrom("asc" as const, "desc" as const),
      where: fc.record({ end: fc.boolean(), distance: fc.nat({ max: 1 }), link: fc.constantFrom("number" as const, "next" as const, "previous" as const) }),
      route: fc.constantFrom("search" as const, "category" as const),
    });
    console.log(`filter combinations: fast-check seed ${SEED} (FC_SEED=<n> draws others)`);
    let withResults = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(choices, async (drawn) => {
        runs += 1;
        if (rows.some((row) => applied(drawn).passes(row))) withResults += 1;
        await check(drawn);
      }),
      { seed: SEED, numRuns: 150, endOnFailure: true },
    );
    console.log(`filter combinations: ${runs} draws, ${withResults} with ads to show`);
    expect(withResults).toBeGreaterThan(runs / 3);
  }, 240_000);
});
