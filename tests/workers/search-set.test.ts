import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFilters } from "~/lib/filters";
import { listAds } from "~/features/ads/queries.server";
import { insertAd, writeAdEdit } from "~/features/ads/editor-queries.server";
import type { AdInput } from "~/lib/schemas/ad";
import { env as workerEnv } from "cloudflare:workers";
import type { D1Migration } from "@cloudflare/vitest-plugin";
import { createTestEnv } from "./helpers/db";

// Search in both scripts. A set of ads written through the
// ads' own write path (insertAd: the search row and the slip index in the ad's
// batch), and queries with the ads each must find (all the relevant ads of the
// set) and some it must not (words that look alike but are other things).
// Recall and precision over the whole set are printed; every must-find and
// must-not of every query is checked.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");

// id (the order written), title, description
const ADS: Array<[number, string, string]> = [
  [1, "تويوتا كورولا 2019 فابريكا", "عربية بحالة ممتازة صيانة توكيل"],
  [2, "Toyota Corolla 2021 automatic", "Excellent condition, one owner"],
  [3, "نيسان قشقاي 2020", "فبريكا بالكامل"],
  [4, "Nissan Sunny 2018", "Manual gearbox, good condition"],
  [5, "هيونداي النترا 2022", "اوتوماتيك فل اوبشن"],
  [6, "Kia Sportage 2023", "Panoramic roof"],
  [7, "مرسيدس C180 موديل 2017", "كسر زيرو"],
  [8, "ايفون 13 برو 256 جيجا", "بطارية 90 في المية"],
  [9, "iPhone 14 Pro Max", "Like new with its box"],
  [10, "سامسونج جالاكسي S23", "مستعمل شهرين"],
  [11, "Samsung Galaxy A55", "New and sealed"],
  [12, "لابتوب ديل انسبيرون", "رام 16 جيجا"],
  [13, "Dell laptop i7", "16GB RAM and SSD"],
  [14, "ماك بوك اير M1", "حالة ممتازة"],
  [15, "شقة للبيع في مدينة نصر", "120 متر تشطيب سوبر لوكس"],
  [16, "Apartment for rent in Maadi", "Furnished, three bedrooms"],
  [17, "Flat for sale in Smouha", "Sea view"],
  [18, "فيلا مستقلة في الشيخ زايد", "حديقة وحمام سباحة"],
  [19, "محل تجاري للإيجار", "على شارع رئيسي"],
  [20, "ثلاجة شارب 18 قدم", "نوفروست"],
  [21, "غسالة توشيبا فوق أوتوماتيك", "ضمان سنة"],
  [22, "تكييف كاريير 1.5 حصان", "بارد ساخن"],
  [23, "بلايستيشن 5 مع دراعين", "نسخة الديسك"],
  [24, "شنطة جلد طبيعي", "حريمي"],
  [25, "موتوسيكل هوجن 150", "رخصة سارية"],
  [26, "ساعة كاسيو أصلية", "ضد الماء"],
  [27, "قهوة تركي محوجة", "بن فاخر"],
  [28, "كنبة سرير", "قماش مستورد"],
  [29, "Honda Civic 2015", "Clean inside and out"],
  [30, "هيونداي توسان 2021", "لون أبيض"],
  [31, "Hyundai Accent 2016", "First owner"],
  [32, "شاومي ريدمي نوت 13", "128 جيجا"],
  [33, "مولد كهرباء بيركنز", "100 كيلو فولت أمبير"],
  [34, "أرض زراعية 5 فدان", "على ترعة"],
  [35, "Opel Corsa 2020", "Low mileage"],
  [36, "Mercedes E200 2019", "Full service history"],
  [37, "سيارة كيا سيراتو", "بحالة الزيرو"],
  [38, "PlayStation 4 slim", "Two controllers"],
  [39, "سماعة آبل إيربودز برو", "أصلية بالعلبة"],
  [40, "كورلا نظيفة للبيع", "كسر زيرو"],
  [41, "تويوتا ياريس 2020", "أوتوماتيك"],
  [42, "Samsung TV 55 inch", "Smart 4K"],
];

/** A query, the ads it must find (every relevant ad of the set), and ads it must not. */
type Case = [query: string, find: number[], notFind?: number[]];

const CASES: Case[] = [
  // The other script: the catalogue's names and the word lists.
  ["Corolla", [1, 2], [35, 40]],
  ["كورولا", [1, 2, 40], [35]],
  ["toyota", [1, 2, 41]],
  ["تويوتا", [1, 2, 41]],
  ["qashqai", [3]],
  ["قشقاي", [3]],
  ["Sunny", [4]],
  ["صني", [4]],
  ["النترا", [5]],
  ["Elantra", [5]],
  ["سبورتاج", [6]],
  ["Sportage", [6]],
  ["mercedes", [7, 36]],
  ["مرسيدس", [7, 36]],
  ["iphone", [8, 9]],
  ["ايفون", [8, 9]],
  ["آيفون", [8, 9]],
  ["samsung", [10, 11, 42]],
  ["سامسونج", [10, 11, 42]],
  ["galaxy", [10, 11]],
  ["جالاكسي", [10, 11]],
  ["laptop", [12, 13]],
  ["لابتوب", [12, 13]],
  ["لاب توب", [12, 13]],
  ["dell", [12, 13]],
  ["ديل", [12, 13]],
  ["macbook", [14]],
  ["شقة", [15, 16, 17], [24]],
  ["flat", [15, 16, 17], [24]],
  ["apartment", [15, 16, 17]],
  ["villa", [18], [15]],
  ["shop", [19]],
  ["fridge", [20]],
  ["sharp", [20]],
  ["toshiba", [21]],
  ["carrier", [22]],
  ["playstation", [23, 38]],
  ["بلايستيشن", [23, 38]],
  ["motorcycle", [25]],
  ["haojue", [25]],
  ["honda", [29], [5, 30, 31]],
  ["هيونداي", [5, 30, 31], [29]],
  ["hyundai", [5, 30, 31], [29]],
  ["tucson", [30]],
  ["اكسنت", [31]],
  ["xiaomi", [32]],
  ["redmi", [32]],
  ["generator", [33]],
  ["perkins", [33]],
  ["corsa", [35], [1, 2, 40]],
  ["kia", [6, 37]],
  ["كيا", [6, 37]],
  ["cerato", [37]],
  ["airpods", [39]],
  ["apple", [39]],
  ["casio", []],
  // Slips: one letter wrong, missing, extra or two swapped in a word of five letters or more.
  ["كورلا", [1, 2, 40], [35]],
  ["corola", [1, 2]],
  ["toyta", [1, 2, 41]],
  ["تويتا", [1, 2, 41]],
  ["سامسونح", [10, 11, 42]],
  ["samsng", [10, 11, 42]],
  ["playstaion", [23, 38]],
  ["مرسدس", [7, 36]],
  ["mercedez", [7, 36]],
  ["ثلاحة", [20]],
  ["laptpo", [12, 13]],
  ["sportag", [6]],
  ["galaxi", [10, 11]],
  ["بلاستيشن", [23, 38]],
  // Franco-Arabic.
  ["3arabeya", [1, 37]],
  ["3arabia", [1, 37]],
  ["sha2a", [15, 16, 17], [24]],
  ["ma7al", [19]],
  ["2ahwa", [27]],
  ["saa3a", [26], [39]],
  // Words that must not find each other.
  ["شنطة", [24], [15, 16, 17]],
  ["كنبة", [28]],
  ["sofa", [28]],
  ["فيلا", [18], [15]],
  ["ساعة", [26], [39]],
  ["سماعة", [39], [26]],
  ["civic", [29]],
  ["c180", [7], [36]],
  ["e200", [36], [7]],
  ["2019", [1, 36]],
  ["نوت 13", [32]],
  ["كسر زيرو", [7, 40]],
  ["تويوتا 2019", [1]],
];

const base: AdInput = {
  name: "",
  description: "",
  price: 1000,
  note: "",
  negotiable: false,
  condition: "used",
  latitude: 30.05,
  longitude: 31.34,
  address: "address",
  categoryId: 1,
  subcategoryId: 100,
  brandCountryId: 1000,
  thirdBranchId: 10000,
  governorateId: null,
  regionId: null,
};

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    // One seller posts every ad of the set in one category: past the free ads' default of 10 (migration 0030).
    db.prepare("INSERT INTO categories (id, slug, name, name_en, free_ads_limit) VALUES (1, 'all', 'كل شيء', 'Everything', 1000)"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'متنوع', 'Various')"),
    db.prepare("INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (1000, 100, 'متنوع', 'Various')"),
    db.prepare("INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (10000, 1000, 'متنوع', 'Various')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
  ]);
  for (const [id, name, description] of ADS) {
    const at = new Date(now.getTime() - (100 - id) * 60_000);
    const written = await insertAd({ db }, { userId: 1, input: { ...base, name, description }, photos: [], at, submitKey: null, since: at, limit: 1000 });
    expect(written).toBe(id);
  }
  await db.prepare("UPDATE ads SET status = 'approved', expires_at = '2026-12-30 00:00:00'").run();
});

afterAll(async () => {
  await dispose?.();
});

const search = async (q: string, sort = "special") =>
  (await listAds({ db: env.DB }, parseFilters(new URLSearchParams({ q, sort })), now)).ads.map((ad) => ad.id);

describe("search in both scripts: the test set", () => {
  it(`finds what each of ${CASES.length} queries must find, and not what it must not`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    let relevant = 0;
    let found = 0;
    let foundRelevant = 0;
    const misses: string[] = [];
    for (const [query, find, notFind = []] of CASES) {
      const ids = await search(query);
      relevant += find.length;
      found += ids.length;
      foundRelevant += ids.filter((id) => find.includes(id)).length;
      const missing = find.filter((id) => !ids.includes(id));
      const wrong = ids.filter((id) => notFind.includes(id));
      const extra = ids.filter((id) => !find.includes(id));
      if (missing.length || wrong.length) misses.push(`${query}: missing ${missing.join(",") || "-"}, must not ${wrong.join(",") || "-"}`);
      if (extra.length) console.log(`  ${query}: also found ${extra.join(",")}`);
    }
    const recall = foundRelevant / relevant;
    const precision = found === 0 ? 1 : foundRelevant / found;
    console.log(
      `Search test set: ${CASES.length} queries, recall ${(recall * 100).toFixed(1)}% (${foundRelevant}/${relevant}), precision ${(precision * 100).toFixed(1)}% (${foundRelevant}/${found})`,
    );
    expect(misses).toEqual([]);
    expect(recall).toBe(1);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  it("orders by best match: the typed words in the title, then their equivalents, then slips", async () => {
    // Arabic title first (typed word), then the English one (equivalent), then the misspelt title (a slip).
    expect(await search("كورولا", "best")).toEqual([1, 2, 40]);
    expect(await search("Corolla", "best")).toEqual([2, 1]);
    // The misspelt ad's title has the typed word: it leads; the right spellings follow, newest first.
    expect(await search("كورلا", "best")).toEqual([40, 2, 1]);
    // The typed word in a title, then its equivalent in a title, then in descriptions (newest first).
    expect(await search("اوتوماتيك", "best")).toEqual([21, 2, 41, 5]);
    expect(await search("اوتوماتيك")).toEqual([41, 21, 5, 2]);
    // The listing's order (featured, newest first) without "best".
    expect(await search("كورولا")).toEqual([40, 2, 1]);
  });

  it("keeps the slip index in step with an ad's edit", async () => {
    await writeAdEdit(
      { db: env.DB },
      { userId: 1, adId: 24, input: { ...base, name: "شنطة سامسونايت", description: "حريمي" }, drop: [], add: [], firstPosition: 0, at: now },
    );
    await env.DB.prepare("UPDATE ads SET status = 'approved' WHERE id = 24").run();
    expect(await search("سامسونيت")).toEqual([24]);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM search_slips WHERE term = 'سامسونايت'").first<{ n: number }>();
    expect(rows?.n).toBe(10); // the word and the word less each of its nine letters
  });

  it("reaches every match of a search with few matches once by its page links (sorted matches, keyset paging)", async () => {
    const db = env.DB;
    const first = ((await db.prepare("SELECT MAX(id) AS id FROM ads").first<{ id: number }>())?.id ?? 0) + 1;
    for (let index = 0; index < 30; index++) {
      const at = new Date(now.getTime() - (index + 1) * 1000);
      await insertAd(
        { db },
        { userId: 1, input: { ...base, name: `ماكينة خياطة ${index}`, description: "صناعية" }, photos: [], at, submitKey: null, since: at, limit: 1000 },
      );
    }
    await db.prepare("UPDATE ads SET status = 'approved', expires_at = '2026-12-30 00:00:00' WHERE id >= ?1").bind(first).run();
    const seen: number[] = [];
    // The listing's order (asked: a typed search is in best-match order, found by page number, by default).
    let query = new URLSearchParams({ q: "ماكينه", sort: "special" });
    for (let page = 1; page <= 3; page++) {
      const result = await listAds({ db }, parseFilters(query), now);
      seen.push(...result.ads.map((ad) => ad.id));
      if (!result.cursors.after) break;
      query = new URLSearchParams({ q: "ماكينه", sort: "special", page: String(page + 1), after: result.cursors.after });
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    // Newest first: the first written is the newest here.
    expect(seen).toEqual(Array.from({ length: 30 }, (_, index) => first + index));
  });

  it("fills the slip index from the ads already written when migration 0023 runs", async () => {
    const migrations = (workerEnv as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;
    const migration = migrations.find((item) => item.name.startsWith("0023_"))!;
    const backfill = migration.queries.find((query) => query.includes("INSERT OR IGNORE INTO search_slips"))!;
    const db = env.DB;
    await db.batch([
      db.prepare("DELETE FROM search_slips"),
      db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (900, 'تويوتا كورولا 2019', 'حاله ممتازه')"),
    ]);
    await db.prepare(backfill).run();
    const { results } = await db.prepare("SELECT key FROM search_slips WHERE term = 'كورولا' ORDER BY key").all<{ key: string }>();
    expect(results.map((row) => row.key)).toEqual(["كورلا", "كورول", "كورولا", "كوروا", "كوولا", "كرولا", "ورولا"].sort());
    // Words under five letters and numbers have none; every word of five letters or more of every ad has its own key.
    const terms = await db.prepare("SELECT DISTINCT term FROM search_slips ORDER BY term").all<{ term: string }>();
    expect(terms.results.map((row) => row.term)).toContain("ممتازه");
    expect(terms.results.map((row) => row.term)).not.toContain("2019");
    expect(terms.results.map((row) => row.term)).not.toContain("حاله");
  });
});
