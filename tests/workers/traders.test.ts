import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlTime } from "~/server/sql.server";
import { getSellerProfile, getTraderProfile, listTraderAds, listTraders } from "~/features/traders/queries.server";
import { normalizeCompanyName, parseTraderFilters, TRADERS_PAGE_SIZE, type TraderFilters } from "~/features/traders/traders.server";
import { profileName } from "~/lib/profile-name";
import { createTestEnv } from "./helpers/db";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { action as profileAction, loader as profileLoader } from "~/routes/account_.trader2.$id";
import { serverTranslate } from "~/server/i18n.server";
import { phoneForms } from "./helpers/phone-forms";

// The traders directory and profiles against a real local D1 with the real migrations.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const future = "2026-12-30 00:00:00";
const past = "2026-11-01 00:00:00";

const filters = (query: string): TraderFilters => parseTraderFilters(new URLSearchParams(query));

// 30 traders: ids 1..30, created one day apart (30 is the newest), in governorate 1
// (regions 10 and 11 alternating) or 2 (region 20), category 1 or 2.
const traderRows = Array.from({ length: 30 }, (_, index) => {
  const id = index + 1;
  const governorate = id % 3 === 0 ? 2 : 1;
  const region = governorate === 2 ? 20 : id % 2 === 0 ? 10 : 11;
  const category = id <= 15 ? 1 : 2;
  return { id, governorate, region, category, company: `شركة رقم ${id}` };
});

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
  ]);
  await db.batch(
    traderRows.map(({ id, governorate, region, category, company }) =>
      db
        .prepare(
          `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name, image, preface, preface_en,
            whatsapp, governorate_id, region_id, category_id, subcategory_id, is_verified_trader, created_at)
           VALUES (?, ?, 'Owner', ?, ?, ?, 'x', 1, ?, ?, 'نبذة', 'About us', ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          id,
          `trader${id}`,
          `N${id}`,
          `t${id}@example.com`,
          `+2010${String(id).padStart(8, "0")}`,
          company,
          `seed/traders/${id}.webp`,
          `+2011${String(id).padStart(8, "0")}`,
          governorate,
          region,
          category,
          category * 100,
          id % 2,
          sqlTime(new Date(now.getTime() - (31 - id) * 86_400_000)),
        ),
    ),
  );
  // Names that exercise the text search, and users who are not in the directory.
  await db.batch([
    db.prepare("UPDATE users SET company_name = 'أحمد للسيارات' WHERE id = 1"),
    db.prepare("UPDATE users SET company_name = 'Delta Motors' WHERE id = 2"),
    db.prepare("UPDATE users SET company_name = 'مكتبة الإسكندرية' WHERE id = 3"),
    db.prepare("UPDATE users SET company_name = '100% Cotton_Shop' WHERE id = 4"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name, status, governorate_id) VALUES
        (40, 'suspended', 'S', 'T', 's@example.com', '+201099999940', 'x', 1, 'شركة موقوفة', 'suspended', 1),
        (41, 'customer', 'Mona', 'Said', 'c@example.com', '+201099999941', 'x', 0, NULL, 'active', 1),
        (42, 'seller', 'Karim', 'Adel', 'k@example.com', '+201099999942', 'x', 0, NULL, 'active', 1)`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, is_featured, created_at) VALUES
        (1, 5, 'public old', 'd', 100, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-01 00:00:00'),
        (2, 5, 'public featured', 'd', 200, 1, 30, 31, 'a', 'approved', '${future}', 1, '2026-10-01 00:00:00'),
        (3, 5, 'public new', 'd', 300, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
        (4, 5, 'pending', 'd', 1, 1, 30, 31, 'a', 'pending', '${future}', 0, '2026-11-21 00:00:00'),
        (5, 5, 'expired', 'd', 1, 1, 30, 31, 'a', 'approved', '${past}', 0, '2026-11-21 00:00:00'),
        (6, 42, 'private seller ad', 'd', 1, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00'),
        (7, 41, 'customer pending ad', 'd', 1, 1, 30, 31, 'a', 'pending', '${future}', 0, '2026-11-21 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const ids = async (query: string) => (await listTraders({ db: env.DB }, filters(query))).traders.map((trader) => trader.id);

describe("directory filters", () => {
  it("0 or empty means no filter; pages are 1-based and capped", () => {
    expect(filters("category=0&governorate=&region=0&q=%20%20")).toMatchObject({
      q: "",
      categoryId: null,
      governorateId: null,
      regionId: null,
      page: 1,
      start: 1,
    });
    expect(filters("category=2&governorate=١&region=20&page=3")).toMatchObject({ categoryId: 2, governorateId: 1, regionId: 20, page: 3, start: 1 });
    expect(filters("page=3&start=3")).toMatchObject({ page: 3, start: 3 });
    expect(filters("page=2&start=5")).toMatchObject({ page: 2, start: 2 });
    expect(filters("page=-4&start=x")).toMatchObject({ page: 1, start: 1 });
    expect(filters("page=100000").page).toBe(50);
  });

  it("lists only active traders, longest-standing first, a page of 12 with the count", async () => {
    const page = await listTraders({ db: env.DB }, filters(""));
    expect(page.total).toBe(30);
    expect(page.last_page).toBe(3);
    expect(page.traders).toHaveLength(TRADERS_PAGE_SIZE);
    expect(page.traders.map((trader) => trader.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(page.traders[0]).toMatchObject({
      company_name: "أحمد للسيارات",
      image: "seed/traders/1.webp",
      governorate_name: "القاهرة",
      governorate_name_en: "Cairo",
      is_verified_trader: 1,
    });
    expect(page.traders[2]).toMatchObject({ id: 3, governorate_name_en: "Alexandria", is_verified_trader: 1 });
  });

  it("page N without start returns pages 1..N (no-JS load more); start=N returns only page N", async () => {
    expect(await ids("page=2")).toHaveLength(24);
    const third = await listTraders({ db: env.DB }, filters("page=3&start=3"));
    expect(third.traders.map((trader) => trader.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(third).toMatchObject({ current_page: 3, last_page: 3, total: 30 });
    expect(await ids("page=3")).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it("filters by category, governorate and region", async () => {
    expect((await ids("category=2&page=3")).every((id) => id > 15)).toBe(true);
    expect(await ids("category=2&page=3")).toHaveLength(15);
    const alexandria = await ids("governorate=2&page=3");
    expect(alexandria).toEqual(traderRows.filter((row) => row.governorate === 2).map((row) => row.id));
    const nasrCity = await ids("governorate=1&region=10&page=3");
    expect(nasrCity.length).toBeGreaterThan(0);
    expect(nasrCity).toEqual(traderRows.filter((row) => row.region === 10).map((row) => row.id));
    expect(await ids("governorate=1&region=10&category=1&page=3")).toEqual(
      traderRows.filter((row) => row.region === 10 && row.category === 1).map((row) => row.id),
    );
  });

  it("searches company names case-insensitively, across Arabic spellings, with % and _ taken literally", async () => {
    expect(await ids(`q=${encodeURIComponent("delta")}`)).toEqual([2]);
    expect(await ids(`q=${encodeURIComponent("MOTORS")}`)).toEqual([2]);
    expect(await ids(`q=${encodeURIComponent("احمد")}`)).toEqual([1]);
    expect(await ids(`q=${encodeURIComponent("الاسكندريه")}`)).toEqual([3]);
    expect(await ids(`q=${encodeURIComponent("100%")}`)).toEqual([4]);
    expect(await ids(`q=${encodeURIComponent("n_S")}`)).toEqual([4]);
    expect(await ids(`q=${encodeURIComponent("%")}`)).toEqual([4]);
    expect(await ids(`q=${encodeURIComponent("_")}`)).toEqual([4]);
    expect(await ids(`q=${encodeURIComponent("رقم ٢٥")}`)).toEqual([25]);
    expect(await ids(`q=${encodeURIComponent("موقوفة")}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent("zzz")}`)).toEqual([]);
  });

  it("normalises the search text", () => {
    expect(normalizeCompanyName("  أحمـــد   للسيارات ")).toBe("احمد للسيارات");
    expect(normalizeCompanyName("مكتبة إسكندرية")).toBe("مكتبه اسكندريه");
  });

  it("answers a long, odd or binary search text instead of failing (D1's LIKE pattern limit is 50 bytes)", async () => {
    const texts = [
      "ا".repeat(25),
      "شركة".repeat(30),
      "x".repeat(49),
      "x".repeat(100),
      "50%_off\\",
      '"NEAR(a b) OR *',
      "\u0000\u0001\u001f\ufffd",
      "' OR 1=1 --",
    ];
    for (const text of texts) {
      const result = await listTraders({ db: env.DB }, parseTraderFilters(new URLSearchParams({ q: text })));
      expect(result.traders, JSON.stringify(text)).toEqual([]);
    }
    // A long name that exists is found whole.
    await env.DB.prepare("UPDATE users SET company_name = ?1 WHERE id = 5").bind("شركة النيل للاستيراد والتصدير والتوكيلات التجارية").run();
    expect(await ids(`q=${encodeURIComponent("النيل للاستيراد والتصدير والتوكيلات التجارية")}`)).toEqual([5]);
  });
});

describe("profiles", () => {
  it("a directory trader has a full profile; suspended users and customers do not", async () => {
    const profile = await getTraderProfile({ db: env.DB }, 10);
    expect(profile).toMatchObject({
      id: 10,
      company_name: "شركة رقم 10",
      phone: "+201000000010",
      whatsapp: "+201100000010",
      preface: "نبذة",
      preface_en: "About us",
      governorate_name: "القاهرة",
      region_name_en: "Nasr City",
      category_name_en: "Vehicles",
      subcategory_name_en: "Cars",
      is_verified_trader: 0,
    });
    expect(profile).not.toHaveProperty("password_hash");
    expect(profile).not.toHaveProperty("email");
    expect(await getTraderProfile({ db: env.DB }, 40)).toBeNull();
    expect(await getTraderProfile({ db: env.DB }, 41)).toBeNull();
    expect(await getTraderProfile({ db: env.DB }, 999)).toBeNull();
  });

  it("the seller page shows traders and sellers with a public ad, nobody else", async () => {
    expect(await getSellerProfile({ db: env.DB }, 12, now)).toMatchObject({ id: 12, is_trader: 1 });
    const seller = await getSellerProfile({ db: env.DB }, 42, now);
    expect(seller).toMatchObject({ id: 42, is_trader: 0 });
    expect(profileName(seller!)).toBe("Karim Adel");
    expect(profileName((await getSellerProfile({ db: env.DB }, 1, now))!)).toBe("أحمد للسيارات");
    expect(await getSellerProfile({ db: env.DB }, 41, now)).toBeNull();
    expect(await getSellerProfile({ db: env.DB }, 40, now)).toBeNull();
    // Once the only public ad has expired, the private seller's page is gone.
    expect(await getSellerProfile({ db: env.DB }, 42, new Date("2027-01-01T00:00:00Z"))).toBeNull();
  });

  it("lists a trader's public ads only, featured first then newest", async () => {
    const ads = await listTraderAds({ db: env.DB }, 5, 1, now);
    expect(ads.ads.map((ad) => ad.name)).toEqual(["public featured", "public new", "public old"]);
    expect(ads).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect((await listTraderAds({ db: env.DB }, 6, 1, now)).ads).toEqual([]);
  });

  it("counts a busy seller's ads from the kept count as they come and go, and pages past the first show the next ads in order", async () => {
    const db = env.DB;
    // 50 public ads of trader 8, ids 101..150, the newer the higher (the page size is 24: three pages).
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
         INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, is_featured, created_at, listed_at)
         SELECT 100 + i, 8, 'busy ' || i, 'd', i, 1, 30, 31, 'a', 'approved', '${future}', 0, datetime('2026-11-01', '+' || i || ' hours'), datetime('2026-11-01', '+' || i || ' hours') FROM n`,
      )
      .run();
    const names = (page: { ads: Array<{ name: string }> }) => page.ads.map((ad) => ad.name);
    const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => `busy ${from - k}`);
    const first = await listTraderAds({ db }, 8, 1, now);
    expect(first).toMatchObject({ total: 50, last_page: 3 });
    expect(names(first)).toEqual(newestFirst(50, 27));
    expect(names(await listTraderAds({ db }, 8, 2, now))).toEqual(newestFirst(26, 3));
    expect(names(await listTraderAds({ db }, 8, 3, now))).toEqual(newestFirst(2, 1));
    // Hidden, sold, pending again, deleted, given to another owner, past its date: each leaves the count; a renewal comes back.
    await db.batch([
      db.prepare("UPDATE ads SET hidden = 1 WHERE id = 101"),
      db.prepare("UPDATE ads SET status = 'sold' WHERE id = 102"),
      db.prepare("UPDATE ads SET status = 'pending' WHERE id = 103"),
      db.prepare("DELETE FROM ads WHERE id = 104"),
      db.prepare("UPDATE ads SET user_id = 9 WHERE id = 105"),
      db.prepare(`UPDATE ads SET expires_at = '${past}' WHERE id IN (106, 107)`),
    ]);
    expect((await listTraderAds({ db }, 8, 1, now)).total).toBe(43);
    expect((await listTraderAds({ db }, 9, 1, now)).total).toBe(1);
    await db.prepare(`UPDATE ads SET expires_at = '${future}', hidden = 0 WHERE id IN (101, 106)`).run();
    const after = await listTraderAds({ db }, 8, 1, now);
    expect(after).toMatchObject({ total: 45, last_page: 2 });
    // What the kept count says is what counting the ads says.
    const counted = await db
      .prepare(`SELECT COUNT(*) AS n FROM ads WHERE user_id = 8 AND status = 'approved' AND hidden = 0 AND expires_at > ?`)
      .bind(sqlTime(now))
      .first<{ n: number }>();
    expect(counted?.n).toBe(45);
  });
});

describe("a trader's numbers", () => {
  const context = {
    db: null as unknown as D1Database,
    language: "en",
    clientAddress: "198.51.100.60",
    t: serverTranslate("en"),
    config: { SITE_URL: "https://souq.example" },
  };
  const ctx = () => ({ ...context, db: env.DB }) as unknown as AppLoadContext;
  it("are in no profile page's data; 'show number' answers them", async () => {
    const data = await profileLoader({ request: new Request("https://souq.example/account/trader2/10"), params: { id: "10" }, context: ctx() });
    const text = JSON.stringify(data);
    expect([...phoneForms("+201000000010"), ...phoneForms("+201100000010")].filter((form) => text.includes(form))).toEqual([]);
    const request = new Request("https://souq.example/account/trader2/10", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "test" },
      body: "intent=reveal",
    });
    const answer = (await profileAction({ request, params: { id: "10" }, context: ctx() })) as Response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ reveal: { numbers: { phone: "+201000000010", phone2: null, whatsapp: "+201100000010" }, error: null } });
  });
});
