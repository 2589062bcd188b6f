import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseAttributes } from "~/lib/rows";
import { getPublicAd, relatedAds } from "~/features/ads/queries.server";
import { listSafetyTips } from "~/features/catalog/queries.server";
import { serverTranslate } from "~/server/i18n.server";
import { action, loader } from "~/routes/categories.product.$id";
import { counterStats, rollUpAllCounters } from "~/features/ad-stats/counting.server";
import { LIMITS } from "~/server/rate-limit.server";
import { phoneForms } from "./helpers/phone-forms";
import { loader as listingLoader } from "~/routes/categories.$category";
import { createTestEnv } from "./helpers/db";

// The ad detail page's data: which ads are public, their photos, related ads,
// and the route's loader (404s and the canonical address),
// against a real local D1 with the real migrations.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const future = "2099-01-01 00:00:00";
const past = "2000-01-01 00:00:00";

// id, name, category, status, expires, hidden
const ads: Array<[number, string, number, string, string | null, number]> = [
  [1, "تويوتا كورولا 2019", 1, "approved", future, 0],
  [2, "سيارة تحت المراجعة", 1, "pending", future, 0],
  [3, "سيارة انتهت مدتها", 1, "approved", past, 0],
  [4, "سيارة منتهية", 1, "expired", future, 0],
  [5, "سيارة صاحبها موقوف", 1, "approved", future, 1],
  [6, "هيونداي النترا", 1, "approved", future, 0],
  [7, "شقة للبيع", 2, "approved", future, 0],
  [8, "سيارة مرفوضة", 1, "rejected", future, 0],
  [9, "سيارة بلا تاريخ انتهاء", 1, "approved", null, 0],
];

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23)"),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34)"),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'سيارات ملاكي', 'Cars')"),
    db.prepare("INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (1000, 100, 'يابانية', 'Japanese')"),
    db.prepare("INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (10000, 1000, 'تويوتا', 'Toyota')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name, is_verified_trader, image)
       VALUES (1, 'trader', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 1, 'معرض الأمل', 1, 'users/1.webp')`,
    ),
    db.prepare(
      "INSERT INTO safety_tips (id, title, title_en, sort) VALUES (1, 'قابل البائع في مكان عام', 'Meet in a public place', 1), (2, 'لا تدفع مقدماً', 'Never pay in advance', 2)",
    ),
  ]);
  await db.batch(
    ads.map(([id, name, category, status, expires, hidden]) =>
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, brand_country_id, third_branch_id, governorate_id, region_id,
             condition, status, expires_at, hidden, negotiable, latitude, longitude, address, attributes, created_at)
           VALUES (?, 1, ?, 'وصف الإعلان', 650000, ?, ?, ?, ?, 1, 10, 'used', ?, ?, ?, 1, 30.05, 31.34, 'شارع مصطفى النحاس', ?, datetime('now', ?))`,
        )
        .bind(
          id,
          name,
          category,
          category === 1 ? 100 : null,
          category === 1 ? 1000 : null,
          category === 1 ? 10000 : null,
          status,
          expires,
          hidden,
          id === 1 ? JSON.stringify([{ label: "الموديل", label_en: "Model", value: "2019", value_en: "2019" }]) : "[]",
          `-${id} hours`,
        ),
    ),
  );
  await db.batch([
    // Inserted out of order: the page shows them by position.
    db.prepare("INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (1, 'ads/1/b.webp', 'ads/1/b-small.webp', 1200, 900, 1)"),
    db.prepare(
      "INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (1, 'ads/1/a.webp', 'ads/1/a-small.webp', 1600, 1200, 0)",
    ),
    db.prepare("INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (6, 'ads/6/a.webp', 'ads/6/a-small.webp', 800, 600, 0)"),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

describe("getPublicAd", () => {
  it("returns an approved, unexpired ad with its photos in order, its category chain, place and seller", async () => {
    const ad = await getPublicAd({ db: env.DB }, 1);
    expect(ad).not.toBeNull();
    expect(ad).toMatchObject({
      id: 1,
      name: "تويوتا كورولا 2019",
      price: 650000,
      negotiable: 1,
      condition: "used",
      category_slug: "vehicles",
      category_name_en: "Vehicles",
      subcategory_name_en: "Cars",
      brand_country_name_en: "Japanese",
      third_branch_name_en: "Toyota",
      governorate_name_en: "Cairo",
      region_name_en: "Nasr City",
      seller_id: 1,
      seller_company: "معرض الأمل",
      seller_phone: "+201011111111",
      seller_is_trader: 1,
      seller_verified: 1,
      seller_image: "users/1.webp",
    });
    expect(ad!.images.map((image) => image.image_path)).toEqual(["ads/1/a.webp", "ads/1/b.webp"]);
    expect(ad!.images[0]).toMatchObject({ small_path: "ads/1/a-small.webp", width: 1600, height: 1200 });
  });

  it.each([
    [2, "pending"],
    [3, "approved but past its expiry"],
    [4, "expired"],
    [5, "hidden (owner suspended)"],
    [8, "rejected"],
    [9, "without an expiry date"],
    [999, "missing"],
  ])("returns null for ad %i (%s)", async (id) => {
    expect(await getPublicAd({ db: env.DB }, id)).toBeNull();
  });

  it("treats an ad as expired once its time has passed", async () => {
    expect(await getPublicAd({ db: env.DB }, 1, new Date("2099-01-02T00:00:00Z"))).toBeNull();
  });
});

describe("relatedAds", () => {
  it("lists only other public ads of the same category", async () => {
    const related = await relatedAds({ db: env.DB }, { id: 1, category_id: 1 });
    expect(related.map((ad) => ad.id)).toEqual([6]);
    expect(related[0]).toMatchObject({ image: "ads/6/a-small.webp", region_name_en: "Nasr City" });
  });

  it("is empty when the category has no other public ad", async () => {
    expect(await relatedAds({ db: env.DB }, { id: 7, category_id: 2 })).toEqual([]);
  });
});

describe("listSafetyTips", () => {
  it("returns the tips in their order", async () => {
    expect((await listSafetyTips({ db: env.DB })).map((tip) => tip.title_en)).toEqual(["Meet in a public place", "Never pay in advance"]);
  });
});

describe("parseAttributes", () => {
  it("reads the stored list and skips anything malformed", () => {
    expect(parseAttributes('[{"label":"الموديل","label_en":"Model","value":"2019","value_en":"2019"}]')).toEqual([
      { label: "الموديل", label_en: "Model", value: "2019", value_en: "2019" },
    ]);
    expect(parseAttributes('[{"label":"اللون","value":"أبيض"},{"label":""},null,7,{"label_en":"Km","value":120000}]')).toEqual([
      { label: "اللون", label_en: "اللون", value: "أبيض", value_en: "أبيض" },
      { label: "Km", label_en: "Km", value: "120000", value_en: "120000" },
    ]);
    for (const broken of ["", "not json", "{}", '"text"', "null"]) expect(parseAttributes(broken)).toEqual([]);
    expect(parseAttributes(null)).toEqual([]);
  });
});

describe("the ad page's loader", () => {
  const waiting: Promise<unknown>[] = [];
  async function answerOf(id: string, language: "ar" | "en" = "en") {
    const context = {
      db: env.DB,
      bucket: env.BUCKET,
      language,
      t: serverTranslate(language),
      config: { SITE_URL: "https://souq.example" },
      waitUntil: (promise: Promise<unknown>) => void waiting.push(promise),
    } as unknown as AppLoadContext;
    const request = new Request(`https://souq.example/categories/product/${id}`, {
      headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 10) Chrome/120.0 Mobile" },
    });
    return loader({ request, params: { id }, context });
  }
  /** A public ad's page data (an ended ad's answer fails the test). */
  async function load(id: string, language: "ar" | "en" = "en") {
    const answer = await answerOf(id, language);
    if ("init" in answer) throw new Error(`ad ${id} answered ${answer.init?.status}`);
    return answer;
  }
  async function thrown(id: string): Promise<Response> {
    try {
      await load(id);
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error(`loading ${id} did not throw`);
  }

  it("answers the ad with its absolute address, parsed attributes, related ads, tips and texts in the visitor's language", async () => {
    const data = await load("1");
    // A plain object (the page renders it as it is): the same once sent as JSON.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.url).toBe("https://souq.example/categories/product/1");
    expect(data.ad).toMatchObject({ id: 1 });
    // The seller's number is nowhere in the page's data, in any way it could be written: "show number" reveals it.
    expect(phoneForms("+201011111111").filter((form) => JSON.stringify(data).includes(form))).toEqual([]);
    expect(data.attributes).toEqual([{ label: "الموديل", label_en: "Model", value: "2019", value_en: "2019" }]);
    expect(data.related!.map((ad: { id: number }) => ad.id)).toEqual([6]);
    expect(data.tips).toHaveLength(2);
    expect(data.meta.title).toBe("تويوتا كورولا 2019");
    expect(data.meta.description).toContain("650,000 EGP");
    expect(data.meta.description).toContain("Nasr City");
    expect(data.meta.image).toBe("/media/ads/1/a.webp");
    // Views are counted by the Worker, before the edge cache (tests/workers/ad-stats.test.ts).
  });

  it("still answers the ad when related ads, safety tips or the heart's state fail to load", async () => {
    // Real failures in this test's own database: a related ad's photo row that
    // SQLite cannot read (its width overflows), and the safety and favourites tables gone.
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(" "));
    await env.DB.batch([
      env.DB.prepare("ALTER TABLE ad_images RENAME TO ad_images_away"),
      env.DB.prepare(
        "CREATE VIEW ad_images AS SELECT id, ad_id, image_path, small_path, CASE WHEN ad_id = 6 THEN abs(-9223372036854775807 - 1) ELSE width END AS width, height, position FROM ad_images_away",
      ),
      env.DB.prepare("ALTER TABLE safety_tips RENAME TO safety_tips_away"),
      env.DB.prepare("ALTER TABLE favourites RENAME TO favourites_away"),
    ]);
    try {
      const data = await load("1");
      expect(data.ad).toMatchObject({ id: 1, name: "تويوتا كورولا 2019" });
      expect(data.related).toBeNull();
      expect(data.tips).toEqual([]);
      expect(errors.some((line) => line.includes("GET /categories/product/1 failed"))).toBe(true);
    } finally {
      console.error = original;
      await env.DB.batch([
        env.DB.prepare("DROP VIEW ad_images"),
        env.DB.prepare("ALTER TABLE ad_images_away RENAME TO ad_images"),
        env.DB.prepare("ALTER TABLE safety_tips_away RENAME TO safety_tips"),
        env.DB.prepare("ALTER TABLE favourites_away RENAME TO favourites"),
      ]);
    }
  });

  it("shows the values the seller gave for the category's fields as its details in the page's language; an ad without any keeps its stored JSON pairs", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (101, 1, 'موتوسيكلات', 'Motorcycles')"),
      env.DB.prepare(
        `INSERT INTO attribute_fields (id, category_id, subcategory_id, key, kind, label, label_en, unit, unit_en, min_value, max_value, position) VALUES
         (11, 1, NULL, 'year', 'number', 'سنة الصنع', 'Year', '', '', 1950, 2027, 1),
         (12, 1, NULL, 'km', 'number', 'الكيلومترات', 'Kilometres', 'كم', 'km', 0, 2000000, 2),
         (13, 1, NULL, 'extras', 'several_of', 'الكماليات', 'Extras', '', '', NULL, NULL, 3),
         (14, 1, NULL, 'licensed', 'yes_no', 'مرخصة', 'Licensed', '', '', NULL, NULL, 4),
         (15, 1, 101, 'other', 'text', 'لقسم آخر', 'Another subcategory', '', '', NULL, NULL, 5)`,
      ),
      env.DB.prepare(
        "INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES (1301, 13, 'sunroof', 'فتحة سقف', 'Sunroof', 1), (1302, 13, 'camera', 'كاميرا', 'Camera', 2)",
      ),
      env.DB.prepare(
        "INSERT INTO ad_attributes (ad_id, field_id, value_number, value_text) VALUES (6, 11, 2018, NULL), (6, 12, 120000, NULL), (6, 13, 1302, NULL), (6, 13, 1301, NULL), (6, 14, 0, NULL), (6, 15, NULL, 'لا يظهر')",
      ),
    ]);
    try {
      expect((await load("6", "ar")).attributes).toEqual([
        { label: "سنة الصنع", label_en: "Year", value: "٢٠١٨", value_en: "2018" },
        { label: "الكيلومترات", label_en: "Kilometres", value: "١٢٠٬٠٠٠ كم", value_en: "120,000 km" },
        { label: "الكماليات", label_en: "Extras", value: "فتحة سقف، كاميرا", value_en: "Sunroof, Camera" },
        { label: "مرخصة", label_en: "Licensed", value: "لا", value_en: "لا" },
      ]);
      expect((await load("6", "en")).attributes.at(-1)).toEqual({ label: "مرخصة", label_en: "Licensed", value: "No", value_en: "No" });
      // A value of a field of another subcategory is not shown; an ad without values keeps its stored pairs.
      expect((await load("1")).attributes).toEqual([{ label: "الموديل", label_en: "Model", value: "2019", value_en: "2019" }]);
    } finally {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM ad_attributes"),
        env.DB.prepare("DELETE FROM attribute_fields"),
        env.DB.prepare("DELETE FROM subcategories WHERE id = 101"),
      ]);
    }
  });

  it("answers what the database holds now: a changed price and name show on the next request", async () => {
    const first = await load("6", "ar");
    expect((await load("6", "en")).meta.description).toContain("EGP");
    await env.DB.prepare("UPDATE ads SET price = 700000, name = 'هيونداي النترا 2020' WHERE id = 6").run();
    try {
      const changed = await load("6", "ar");
      expect(changed.ad).toMatchObject({ price: 700000, name: "هيونداي النترا 2020" });
      expect(changed.meta.title).toBe("هيونداي النترا 2020");
      expect(first.ad).toMatchObject({ price: 650000, name: "هيونداي النترا" });
    } finally {
      await env.DB.prepare("UPDATE ads SET price = 650000, name = 'هيونداي النترا' WHERE id = 6").run();
    }
    const back = await load("6", "ar");
    expect(back.ad).toMatchObject({ price: 650000 });
    await Promise.all(waiting);
  });

  it("is a 404 for ads that are not public, missing ids and addresses that are not numbers", async () => {
    for (const id of ["2", "5", "8", "999", "abc", "1a", "-1", "1.5"]) expect((await thrown(id)).status, id).toBe(404);
  });

  it("answers 410 with the ended page's facts for an ad that ran out or ended", async () => {
    for (const id of ["3", "4"]) {
      const answer = await answerOf(id);
      if (!("init" in answer)) throw new Error(`ad ${id} answered as public`);
      expect(answer.init?.status).toBe(410);
      expect(answer.data.ended).toMatchObject({ id: Number(id), status: "expired", category_slug: "vehicles", name: ads[Number(id) - 1][1] });
    }
  });

  it("moves an id written with leading zeros to its one address", async () => {
    const response = await thrown("0001");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/categories/product/1");
  });
});

describe("a category listing's loader", () => {
  async function list(path: string) {
    const context = { db: env.DB, language: "ar", t: serverTranslate("ar"), config: { SITE_URL: "https://souq.example" } } as unknown as AppLoadContext;
    return (await listingLoader({ request: new Request(`https://souq.example${path}`), params: { category: "vehicles" }, context })).data;
  }

  it("answers what the database holds now: a changed price shows on the next request, and a sort orders the ads", async () => {
    const first = await list("/categories/vehicles");
    const sorted = await list("/categories/vehicles?sort=price_asc");
    const prices = sorted.results.ads.map((ad: { price: number }) => ad.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const price = (data: typeof first, id: number) => data.results.ads.find((ad: { id: number }) => ad.id === id)?.price;
    expect(price(first, 6)).toBe(650000);
    await env.DB.prepare("UPDATE ads SET price = 640000 WHERE id = 6").run();
    try {
      const changed = await list("/categories/vehicles");
      expect(price(changed, 6)).toBe(640000);
    } finally {
      await env.DB.prepare("UPDATE ads SET price = 650000 WHERE id = 6").run();
    }
  });
});

describe("show number", () => {
  const waiting: Promise<unknown>[] = [];
  const browser = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";
  function reveal(id: string, address: string, language: "ar" | "en" = "en") {
    const context = {
      env,
      db: env.DB,
      language,
      clientAddress: address,
      t: serverTranslate(language),
      config: { SITE_URL: "https://souq.example", SESSION_SECRET: "test-secret-test-secret-test-secret" },
      waitUntil: (promise: Promise<unknown>) => void waiting.push(promise),
    } as unknown as AppLoadContext;
    const request = new Request(`https://souq.example/categories/product/${id}`, {
      method: "POST",
      headers: { "User-Agent": browser, "CF-Connecting-IP": address, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=reveal",
    });
    return action({ request, params: { id }, context }) as Promise<Response>;
  }

  it("answers the seller's numbers and counts one contact a visitor a day", async () => {
    const answer = await reveal("1", "198.51.100.40");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    expect(await answer.json()).toEqual({ reveal: { numbers: { phone: "+201011111111", local: "01011111111", whatsapp: "201011111111" }, error: null } });
    await reveal("1", "198.51.100.40");
    await Promise.all(waiting.splice(0));
    await rollUpAllCounters(env.AD_COUNTERS!);
    // The counts are kept by the ad's counter object, not written to D1.
    const kept = await counterStats(env.AD_COUNTERS!, [1], "2000-01-01", "2999-01-01");
    expect(kept.days.reduce((sum, day) => sum + day.reveals, 0)).toBe(1);
    expect(kept.totals.find((total) => total.ad_id === 1)?.contacts).toBe(1);
  });

  it("refuses past the visitor's limit with a 429 and a message in their language, showing no number", async () => {
    for (let shown = 0; shown < LIMITS.revealVisitor.max; shown++) expect((await reveal("1", "198.51.100.41")).status).toBe(200);
    const refused = await reveal("1", "198.51.100.41");
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { reveal: { numbers: null; error: string } };
    expect(body.reveal.numbers).toBeNull();
    expect(body.reveal.error).toMatch(/^You have shown many numbers in a short time\. Try again in \d+ minutes\.$/);
    const arabic = (await (await reveal("1", "198.51.100.41", "ar")).json()) as { reveal: { error: string } };
    expect(arabic.reveal.error).toContain("عرضت أرقامًا كثيرة");
    // Another address is not held back by this one.
    expect((await reveal("1", "198.51.100.42")).status).toBe(200);
    await Promise.all(waiting.splice(0));
  });

  it("answers 404 for an ad that is not public", async () => {
    await expect(reveal("999", "198.51.100.43")).rejects.toMatchObject({ status: 404 });
  });
});
