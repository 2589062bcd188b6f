import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteSearch, listSavedSearches, MAX_SAVED_SEARCHES, openSearch, saveSearch, updateSearch } from "~/features/saved-searches/saved-searches.server";
import { matchQueuedAds, readUnsubscribeToken, runAlerts, unsubscribe, unsubscribeToken } from "~/features/saved-searches/alerts.server";
import { listOutbox, outboxHtml } from "~/server/mail.server";
import { normalizeForSearch } from "~/lib/normalize";
import { parseFilters } from "~/lib/filters";
import { listAds } from "~/features/ads/queries.server";
import { slipInsertSql, slipRowsJson } from "~/features/ads/search.server";
import { createTestEnv } from "./helpers/db";
import { testConfig } from "./helpers/config";

// Saved searches and their alerts against a real local D1 (migration 0024):
// the limit, ownership, matching by the listing's filters, at most one
// e-mail an hour, the daily digest and the signed unsubscribe link.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const config = testConfig();
const names = { language: "ar" as const, everything: "كل الإعلانات" };
const deps = () => ({ db: env.DB, config });
const at = (text: string) => new Date(`2026-11-27T${text}:00Z`);

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (10, 1, 'سيارات ملاكي', 'Cars'), (11, 1, 'دراجات', 'Motorbikes')"),
    db.prepare(
      "INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30, 31), (2, 'الجيزة', 'Giza', 'giza', 30, 31)",
    ),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (100, 1, 'مدينة نصر', 'Nasr City', 30, 31)"),
    db.prepare(
      "INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en, min_value, max_value, filterable) VALUES (1, 1, 'year', 'number', 'سنة الصنع', 'Year', 1950, 2027, 1), (2, 1, 'fuel', 'one_of', 'الوقود', 'Fuel', NULL, NULL, 1)",
    ),
    db.prepare(
      "INSERT INTO attribute_options (id, field_id, key, label, label_en) VALUES (1, 2, 'petrol', 'بنزين', 'Petrol'), (2, 2, 'diesel', 'ديزل', 'Diesel')",
    ),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, language) VALUES
       (1, 'seller', 'بائع', 'S', 'seller@example.com', '+201011111111', 'x', 'ar'),
       (2, 'buyer', 'منى', 'B', 'buyer@example.com', '+201022222222', 'x', 'ar'),
       (3, 'other', 'Omar', 'O', 'other@example.com', '+201033333333', 'x', 'en')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

let nextAd = 1;
/** Posts an ad under review (with its search row and attribute values), then approves it as moderation does. */
async function approvedAd(ad: {
  name: string;
  description?: string;
  price: number;
  category?: number;
  subcategory?: number | null;
  governorate?: number;
  region?: number | null;
  owner?: number;
  year?: number;
  fuel?: number;
}): Promise<number> {
  const id = nextAd++;
  const db = env.DB;
  await db.batch([
    db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, governorate_id, region_id, latitude, longitude, address, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?9, ?4, ?5, ?6, ?7, ?8, 30, 31, 'a', 'pending', '2026-11-27 08:00:00', '2026-11-27 08:00:00')`,
      )
      .bind(
        id,
        ad.owner ?? 1,
        ad.name,
        ad.price,
        ad.category ?? 1,
        ad.subcategory === undefined ? 10 : ad.subcategory,
        ad.governorate ?? 1,
        ad.region ?? null,
        ad.description ?? "وصف",
      ),
    db
      .prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?1, ?2, ?3)")
      .bind(id, normalizeForSearch(ad.name), normalizeForSearch(ad.description ?? "وصف")),
    // The slip index's rows, as posting an ad writes them.
    db.prepare(slipInsertSql("?1")).bind(slipRowsJson(`${normalizeForSearch(ad.name)} ${normalizeForSearch(ad.description ?? "وصف")}`)),
    ...(ad.year ? [db.prepare("INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES (?1, 1, ?2)").bind(id, ad.year)] : []),
    ...(ad.fuel ? [db.prepare("INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES (?1, 2, ?2)").bind(id, ad.fuel)] : []),
    db.prepare("UPDATE ads SET status = 'approved', approved_at = '2026-11-27 09:00:00', expires_at = '2026-12-27 09:00:00' WHERE id = ?1").bind(id),
  ]);
  return id;
}

beforeEach(async () => {
  const db = env.DB;
  await db.batch([
    db.prepare("DELETE FROM saved_searches"),
    db.prepare("DELETE FROM alert_queue"),
    db.prepare("DELETE FROM outbox"),
    db.prepare("DELETE FROM alert_digests"),
  ]);
});

describe("saving a search", () => {
  it("keeps a category listing's filters (attributes too) in the listing's own form, named in the buyer's language", async () => {
    const saved = await saveSearch(
      deps(),
      2,
      {
        path: "/categories/vehicles",
        query: "q=تويوتا&subcategory=10&governorate=1&min_price=100,000&attr_year_min=2015&attr_fuel=diesel&attr_nope=1&page=3&sort=lowPrice",
      },
      names,
    );
    expect(saved).toMatchObject({ ok: true, existed: false });
    const [search] = await listSavedSearches(deps(), 2);
    expect(search).toMatchObject({ name: "تويوتا · سيارات ملاكي · القاهرة", path: "/categories/vehicles", frequency: "instant", new_ads: 0 });
    expect(search!.query).toBe("q=%D8%AA%D9%88%D9%8A%D9%88%D8%AA%D8%A7&subcategory=10&governorate=1&min_price=100000&attr_year_min=2015&attr_fuel=diesel");
    const attributes = await env.DB.prepare("SELECT field_id, min_number, max_number, choices FROM saved_search_attributes ORDER BY field_id").all();
    expect(attributes.results).toEqual([
      { field_id: 1, min_number: 2015, max_number: null, choices: null },
      { field_id: 2, min_number: null, max_number: null, choices: "[2]" },
    ]);
  });

  it("does not save the same filters twice, and refuses what is not a listing", async () => {
    expect(await saveSearch(deps(), 2, { path: "/categories/search", query: "q=شقة" }, names)).toMatchObject({ ok: true, existed: false });
    expect(await saveSearch(deps(), 2, { path: "/categories/search/شقة", query: "page=2" }, names)).toMatchObject({ ok: true, existed: true });
    expect(await saveSearch(deps(), 2, { path: "/admin/users", query: "" }, names)).toEqual({ ok: false, error: "invalid" });
    expect(await saveSearch(deps(), 2, { path: "/categories/no-such-category", query: "" }, names)).toEqual({ ok: false, error: "invalid" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = 2").first("n")).toBe(1);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per account`, async () => {
    for (let price = 1; price <= MAX_SAVED_SEARCHES; price++) {
      expect(await saveSearch(deps(), 2, { path: "/categories/search", query: `max_price=${price * 1000}` }, names)).toMatchObject({
        ok: true,
        existed: false,
      });
    }
    expect(await saveSearch(deps(), 2, { path: "/categories/search", query: "max_price=999999" }, names)).toEqual({ ok: false, error: "limit" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = 2").first("n")).toBe(MAX_SAVED_SEARCHES);
    // Another account is not limited by this one's.
    expect(await saveSearch(deps(), 3, { path: "/categories/search", query: "max_price=999999" }, names)).toMatchObject({ ok: true });
  });

  it("lets only the owner rename, change, open or delete a saved search", async () => {
    const saved = await saveSearch(deps(), 2, { path: "/categories/vehicles", query: "" }, names);
    const id = saved.ok ? saved.id : 0;
    expect(await updateSearch(deps(), 3, id, { name: "mine now", frequency: "never" })).toEqual({ ok: false, error: "notFound" });
    expect(await deleteSearch(deps(), 3, id)).toEqual({ ok: false, error: "notFound" });
    expect(await openSearch(deps(), 3, id)).toEqual({ ok: false, error: "notFound" });
    expect((await listSavedSearches(deps(), 2))[0]).toMatchObject({ id, name: "سيارات", frequency: "instant" });
    expect(await updateSearch(deps(), 2, id, { name: "عربيتي", frequency: "daily" })).toEqual({ ok: true });
    expect((await listSavedSearches(deps(), 2))[0]).toMatchObject({ id, name: "عربيتي", frequency: "daily" });
    expect(await openSearch(deps(), 2, id)).toEqual({ ok: true, href: "/categories/vehicles" });
    expect(await deleteSearch(deps(), 2, id)).toEqual({ ok: true });
    expect(await listSavedSearches(deps(), 2)).toEqual([]);
  });
});

describe("matching approved ads", () => {
  it("finds the searches an approved ad matches, by every filter, and never the seller's own", async () => {
    const save = async (user: number, path: string, query: string) => {
      const saved = await saveSearch(deps(), user, { path, query }, names);
      if (!saved.ok) throw new Error("not saved");
      return saved.id;
    };
    const everything = await save(2, "/categories/search", "");
    const cars = await save(2, "/categories/vehicles", "subcategory=10");
    const motorbikes = await save(2, "/categories/vehicles", "subcategory=11");
    const realEstate = await save(2, "/categories/real-estate", "");
    const cheap = await save(2, "/categories/vehicles", "max_price=100000");
    const nasrCity = await save(2, "/categories/search", "governorate=1&region=100");
    const giza = await save(2, "/categories/search", "governorate=2");
    const recentDiesel = await save(2, "/categories/vehicles", "attr_year_min=2015&attr_fuel=diesel");
    const oldCars = await save(2, "/categories/vehicles", "attr_year_max=2000");
    const toyota = await save(2, "/categories/search", "q=تويوتا كورولا");
    const toyotaPrefix = await save(2, "/categories/search", "q=تويو");
    const kia = await save(2, "/categories/search", "q=كيا");
    const sellers = await save(1, "/categories/search", "");

    const ad = await approvedAd({ name: "تويوتا كورولا ٢٠١٨", price: 350_000, region: 100, year: 2018, fuel: 2 });
    expect(await env.DB.prepare("SELECT ad_id FROM alert_queue").all()).toMatchObject({ results: [{ ad_id: ad }] });
    const report = await runAlerts(deps(), at("10:00"));
    expect(report).toMatchObject({ matchedAds: 1 });
    const { results } = await env.DB.prepare("SELECT search_id FROM saved_search_hits WHERE ad_id = ?1 ORDER BY search_id")
      .bind(ad)
      .all<{ search_id: number }>();
    expect(results.map((row) => row.search_id)).toEqual([everything, cars, nasrCity, recentDiesel, toyota, toyotaPrefix]);
    for (const id of [motorbikes, realEstate, cheap, giza, oldCars, kia, sellers]) expect(results.map((row) => row.search_id)).not.toContain(id);
    // The queue is empty afterwards, and a second run matches nothing again.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_queue").first("n")).toBe(0);
    expect((await runAlerts(deps(), at("10:05"))).matchedAds).toBe(0);
    // A renewal (expired → approved) is not a new ad.
    await env.DB.prepare("UPDATE ads SET status = 'expired' WHERE id = ?1").bind(ad).run();
    await env.DB.prepare("UPDATE ads SET status = 'approved' WHERE id = ?1").bind(ad).run();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_queue").first("n")).toBe(0);
  });

  it("matches a window of saved searches at a time, carrying on where it stopped: the same hits as all at once", async () => {
    const paths: Array<[string, string]> = [
      ["/categories/search", ""],
      ["/categories/vehicles", "subcategory=10"],
      ["/categories/real-estate", ""],
      ["/categories/search", "q=تويوتا"],
      ["/categories/search", "governorate=1"],
      ["/categories/vehicles", "max_price=100000"],
      ["/categories/search", "q=كيا"],
    ];
    for (const [path, query] of paths) expect((await saveSearch(deps(), 2, { path, query }, names)).ok).toBe(true);
    const first = await approvedAd({ name: "تويوتا كورولا ٢٠١٨", price: 350_000, region: 100, year: 2018, fuel: 2 });
    const second = await approvedAd({ name: "كيا سيراتو", price: 90_000, region: 100, year: 2012, fuel: 1 });
    const hits = async () =>
      (await env.DB.prepare("SELECT search_id, ad_id FROM saved_search_hits ORDER BY search_id, ad_id").all<{ search_id: number; ad_id: number }>()).results;
    // Two saved searches a batch: the ads go through the windows together, and leave the queue after the last.
    const top = (await env.DB.prepare("SELECT max(id) AS n FROM saved_search_keys").first<number>("n"))!;
    let batches = 0;
    while ((await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_queue").first<number>("n"))! > 0) {
      const matched = await matchQueuedAds(deps(), 250, at("10:00"), 2);
      expect(matched.ads).toBe(2);
      batches++;
      expect(batches).toBeLessThanOrEqual(Math.ceil(top / 2));
    }
    expect(batches).toBe(Math.ceil(top / 2));
    const windowed = await hits();
    expect(windowed.length).toBeGreaterThan(4);
    // All at once (one window past every search), from a fresh queue: the same hits.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM saved_search_key_hits"),
      env.DB.prepare("INSERT INTO alert_queue (ad_id, queued_at) VALUES (?1, '2026-11-27 09:00:00'), (?2, '2026-11-27 09:00:00')").bind(first, second),
    ]);
    expect(await matchQueuedAds(deps(), 250, at("10:00"))).toMatchObject({ ads: 2, done: 2 });
    expect(await hits()).toEqual(windowed);
  });

  it("alerts a saved text of the ads its page lists: the other script, Franco-Arabic and slips, and not words one letter from a short one", async () => {
    const ads = {
      corolla: await approvedAd({ name: "تويوتا كورولا ٢٠١٨", price: 350_000 }),
      corollaLatin: await approvedAd({ name: "Toyota Corolla 2015", price: 300_000 }),
      flat: await approvedAd({ name: "شقة للبيع", description: "ثلاث غرف في مدينة نصر", price: 2_000_000, category: 2, subcategory: null }),
      watch: await approvedAd({ name: "ساعة يد رولكس", price: 90_000, category: 2, subcategory: null }),
      headphones: await approvedAd({ name: "سماعة بلوتوث", price: 900, category: 2, subcategory: null }),
      bag: await approvedAd({ name: "شنطة جلد طبيعي", price: 1_500, category: 2, subcategory: null }),
      porsche: await approvedAd({ name: "بورشه كايين", price: 4_000_000 }),
    };
    // Saved while the approved ads wait in the queue: each text as a buyer types it.
    const texts = ["corolla", "كورولا", "كورلا", "sha2a", "شقة", "flat", "ساعة", "سماعة", "شنطة", "بورشيه", "iphone"];
    const ids = new Map<string, number>();
    for (const q of texts) {
      const saved = await saveSearch(deps(), 2, { path: "/categories/search", query: `q=${encodeURIComponent(q)}` }, names, at("09:00"));
      ids.set(q, saved.ok ? saved.id : 0);
    }
    await runAlerts(deps(), at("10:00"));
    const alerted = async (q: string) =>
      (await env.DB.prepare("SELECT ad_id FROM saved_search_hits WHERE search_id = ?1 ORDER BY ad_id").bind(ids.get(q)).all<{ ad_id: number }>()).results.map(
        (row) => row.ad_id,
      );
    expect(await alerted("corolla")).toEqual([ads.corolla, ads.corollaLatin]);
    expect(await alerted("كورولا")).toEqual([ads.corolla, ads.corollaLatin]);
    expect(await alerted("كورلا")).toEqual([ads.corolla, ads.corollaLatin]);
    expect(await alerted("sha2a")).toEqual([ads.flat]);
    expect(await alerted("شقة")).toEqual([ads.flat]);
    expect(await alerted("flat")).toEqual([ads.flat]);
    expect(await alerted("ساعة")).toEqual([ads.watch]);
    expect(await alerted("سماعة")).toEqual([ads.headphones]);
    expect(await alerted("شنطة")).toEqual([ads.bag]);
    // A slip against a word of an ad that no word list holds (found through the slip index, as the listing does).
    expect(await alerted("بورشيه")).toEqual([ads.porsche]);
    expect(await alerted("iphone")).toEqual([]);
    // Each is what the saved search's own page lists (of these ads: earlier tests' ads are public too).
    const these = new Set(Object.values(ads));
    for (const q of texts) {
      const listed = (await listAds({ db: env.DB }, parseFilters(new URLSearchParams({ q })), at("10:00"))).ads
        .map((ad) => ad.id)
        .filter((id) => these.has(id))
        .sort((a, b) => a - b);
      expect(await alerted(q), q).toEqual(listed);
    }
  });

  it("matches a search saved before the anchors (its text as an FTS5 query and its longest word), and writes its anchors", async () => {
    const saved = await saveSearch(deps(), 2, { path: "/categories/search", query: "q=corolla" }, names, at("09:00"));
    const id = saved.ok ? saved.id : 0;
    await env.DB.prepare(
      "UPDATE saved_search_keys SET match_query = '\"corolla\"*', match_term = 'corolla' WHERE id = (SELECT key_id FROM saved_searches WHERE id = ?1)",
    )
      .bind(id)
      .run();
    const ad = await approvedAd({ name: "كورولا فابريكا", price: 320_000 });
    await runAlerts(deps(), at("10:00"));
    expect(await env.DB.prepare("SELECT ad_id FROM saved_search_hits WHERE search_id = ?1").bind(id).all()).toMatchObject({ results: [{ ad_id: ad }] });
    const row = await env.DB.prepare("SELECT match_query, match_term FROM saved_search_keys WHERE id = (SELECT key_id FROM saved_searches WHERE id = ?1)")
      .bind(id)
      .first<{ match_query: string; match_term: string }>();
    expect(row!.match_query).toBe("corolla");
    expect(JSON.parse(row!.match_term)).toContain(" كورولا ");
  });

  it("shows new ads since the search was last opened; opening starts again from 0", async () => {
    const saved = await saveSearch(deps(), 2, { path: "/categories/vehicles", query: "" }, names, at("09:00"));
    const id = saved.ok ? saved.id : 0;
    await approvedAd({ name: "هيونداي النترا", price: 300_000 });
    await runAlerts(deps(), at("10:00"));
    expect((await listSavedSearches(deps(), 2))[0]).toMatchObject({ id, new_ads: 1 });
    await openSearch(deps(), 2, id, at("10:30"));
    expect((await listSavedSearches(deps(), 2))[0]).toMatchObject({ id, new_ads: 0 });
  });
});

describe("alert e-mails", () => {
  it("sends an 'at once' search at most one e-mail an hour, in the account's language, with each ad's photo, price, place and link", async () => {
    const saved = await saveSearch(deps(), 2, { path: "/categories/vehicles", query: "governorate=1" }, names, at("09:00"));
    const id = saved.ok ? saved.id : 0;
    const first = await approvedAd({ name: "نيسان صني", price: 250_000, region: 100 });
    await env.DB.prepare(
      "INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (?1, 'ads/1.webp', 'ads/1-small.webp', 480, 360, 0)",
    )
      .bind(first)
      .run();
    expect(await runAlerts(deps(), at("10:00"))).toMatchObject({ instantMails: 1 });
    let mails = await listOutbox({ db: env.DB }, { to: "buyer@example.com" });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.kind).toBe("search_alert");
    expect(mail!.subject).toBe("إعلان جديد في «سيارات · القاهرة»");
    expect(mail!.body).toContain("نيسان صني");
    expect(mail!.body).toContain("٢٥٠٬٠٠٠ ج.م");
    expect(mail!.body).toContain("مدينة نصر");
    expect(mail!.body).toContain(`${config.SITE_URL}/categories/product/${first}`);
    expect(mail!.body).toContain(`${config.SITE_URL}/media/ads/1-small.webp`);
    expect(mail!.body).toContain(`${config.SITE_URL}/categories/vehicles?governorate=1`);
    const token = await unsubscribeToken(config.SESSION_SECRET, { searchId: id });
    expect(mail!.body).toContain(`${config.SITE_URL}/alerts/unsubscribe/${token}`);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${config.SITE_URL}/alerts/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The HTML part is kept beside the text, with the same ad, photo and links.
    expect(mail!.hasHtml).toBe(true);
    const html = await outboxHtml({ db: env.DB }, mail!.id);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<a href="${config.SITE_URL}/categories/product/${first}"`);
    expect(html).toContain(`<img src="${config.SITE_URL}/media/ads/1-small.webp" alt="نيسان صني"`);
    expect(html).toContain(`<a href="${config.SITE_URL}/alerts/unsubscribe/${token}"`);

    // Another ad within the hour waits; after the hour it goes, alone.
    const second = await approvedAd({ name: "كيا سيراتو", price: 400_000 });
    expect(await runAlerts(deps(), at("10:30"))).toMatchObject({ matchedAds: 1, hits: 1, instantMails: 0 });
    expect(await listOutbox({ db: env.DB }, { to: "buyer@example.com" })).toHaveLength(1);
    expect(await runAlerts(deps(), at("11:00"))).toMatchObject({ instantMails: 1 });
    mails = await listOutbox({ db: env.DB }, { to: "buyer@example.com" });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain("كيا سيراتو");
    expect(mails[0]!.body).not.toContain("نيسان صني");
    expect(mails[0]!.body).toContain(`/categories/product/${second}`);
    // Nothing new: nothing sent.
    expect(await runAlerts(deps(), at("13:00"))).toMatchObject({ instantMails: 0, digestMails: 0 });
  });

  it("sends 'daily' searches as one digest per account a day, and nothing for 'never'", async () => {
    const ids: number[] = [];
    for (const query of ["subcategory=10", "governorate=1", "max_price=500000"]) {
      const saved = await saveSearch(deps(), 3, { path: "/categories/vehicles", query }, names, at("09:00"));
      ids.push(saved.ok ? saved.id : 0);
    }
    await updateSearch(deps(), 3, ids[0]!, { name: "Cars", frequency: "daily" });
    await updateSearch(deps(), 3, ids[1]!, { name: "Cairo", frequency: "daily" });
    await updateSearch(deps(), 3, ids[2]!, { name: "Cheap", frequency: "never" });
    await approvedAd({ name: "Fiat Tipo", price: 200_000 });
    await approvedAd({ name: "Chery Tiggo", price: 450_000 });
    expect(await runAlerts(deps(), at("10:00"))).toMatchObject({ instantMails: 0, digestMails: 1 });
    let mails = await listOutbox({ db: env.DB }, { to: "other@example.com" });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe("en");
    expect(mails[0]!.subject).toBe("Your daily digest: 4 new ads");
    expect(mails[0]!.body).toContain("2 new ads match your search “Cars”");
    expect(mails[0]!.body).toContain("2 new ads match your search “Cairo”");
    expect(mails[0]!.body).not.toContain("Cheap");
    expect(mails[0]!.headers["List-Unsubscribe"]).toContain(await unsubscribeToken(config.SESSION_SECRET, { userId: 3 }));
    // The "never" search still counts its new ads on the account page.
    expect((await listSavedSearches(deps(), 3)).find((search) => search.id === ids[2])).toMatchObject({ new_ads: 2 });
    // A new ad the same day waits for tomorrow's digest.
    await approvedAd({ name: "Fiat 500", price: 300_000 });
    expect(await runAlerts(deps(), at("15:00"))).toMatchObject({ digestMails: 0 });
    expect(await runAlerts(deps(), new Date("2026-11-28T10:00:00Z"))).toMatchObject({ digestMails: 1 });
    mails = await listOutbox({ db: env.DB }, { to: "other@example.com" });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain("Fiat 500");
    expect(mails[0]!.body).not.toContain("Tipo");
  });

  it("writes an ad's hits once per key that searches share, and tells each buyer each match once, in their language, never their own ad", async () => {
    const db = env.DB;
    // Nine buyers (ids 20..28; the even ones read English) and the seller.
    await db
      .prepare(
        `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, language)
         SELECT value, 'k' || value, 'K' || value, 'K', 'k' || value || '@example.com', '+2010555000' || value, 'x', CASE value % 2 WHEN 0 THEN 'en' ELSE 'ar' END
         FROM json_each('[20,21,22,23,24,25,26,27,28]') WHERE true ON CONFLICT DO NOTHING`,
      )
      .run();
    const save = async (user: number, path: string, query: string) => {
      const saved = await saveSearch(deps(), user, { path, query }, names, at("09:00"));
      expect(saved.ok).toBe(true);
    };
    // One key shared by five buyers and the seller (the same filters), one of its own (a price), one text shared by two.
    for (const user of [20, 21, 22, 23, 24, 1]) await save(user, "/categories/vehicles", "governorate=1");
    await save(25, "/categories/vehicles", "governorate=1&max_price=300000");
    for (const user of [26, 27]) await save(user, "/categories/search", "q=تويوتا");
    expect(await db.prepare("SELECT COUNT(*) AS n FROM saved_search_keys").first("n")).toBe(3);

    await approvedAd({ name: "تويوتا كورولا", price: 250_000, owner: 1 });
    await approvedAd({ name: "نيسان صني", price: 400_000, owner: 20 });
    await runAlerts(deps(), at("10:00"));
    // Rows written: one a key an ad matched (shared key: both ads; price: the Toyota; text: the Toyota), not one a buyer.
    expect(await db.prepare("SELECT COUNT(*) AS n FROM saved_search_key_hits").first("n")).toBe(4);

    const told = async () => {
      const mails = await listOutbox({ db }, {});
      return Object.fromEntries(
        [20, 21, 22, 23, 24, 25, 26, 27, 1].map((user) => {
          const email = user === 1 ? "seller@example.com" : `k${user}@example.com`;
          return [
            user,
            mails
              .filter((mail) => mail.to === email)
              .map((mail) => [mail.body.includes("تويوتا كورولا") ? "toyota" : "", mail.body.includes("نيسان صني") ? "nissan" : ""].filter(Boolean).join("+"))
              .sort(),
          ];
        }),
      );
    };
    expect(await told()).toEqual({
      20: ["toyota"],
      21: ["toyota+nissan"],
      22: ["toyota+nissan"],
      23: ["toyota+nissan"],
      24: ["toyota+nissan"],
      25: ["toyota"],
      26: ["toyota"],
      27: ["toyota"],
      1: ["nissan"],
    });
    // In each buyer's language.
    const english = (await listOutbox({ db }, { to: "k20@example.com" }))[0]!;
    expect(english.subject).toBe("1 new ad for “سيارات · القاهرة”");
    expect(english.body).toContain("Hello");
    expect((await listOutbox({ db }, { to: "k21@example.com" }))[0]!.subject).toBe("إعلانان جديدان في «سيارات · القاهرة»");

    // Nothing new: nothing again.
    expect(await runAlerts(deps(), at("12:00"))).toMatchObject({ instantMails: 0 });
    // Two searches saved after the ads' hits were written, into keys that exist: told only of what is matched from now on.
    await save(28, "/categories/vehicles", "governorate=1");
    await save(23, "/categories/search", "q=تويوتا");
    // A third ad goes once to each search it matches, the late ones too.
    const yaris = await approvedAd({ name: "تويوتا ياريس", price: 200_000, owner: 1 });
    await runAlerts(deps(), at("12:00"));
    const third = (await listOutbox({ db }, {})).filter((mail) => mail.body.includes(`/categories/product/${yaris}`)).map((mail) => mail.to);
    expect(third.sort()).toEqual([20, 21, 22, 23, 23, 24, 25, 26, 27, 28].map((user) => `k${user}@example.com`));
    expect((await told())[28]).toBeUndefined();
    expect((await listOutbox({ db }, { to: "k28@example.com" })).map((mail) => mail.body.includes("نيسان صني") || mail.body.includes("كورولا"))).toEqual([
      false,
    ]);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM saved_search_key_hits").first("n")).toBe(4 + 3);
    // The account page's count of new ads reads the same matches (the seller's own ad left out).
    expect((await listSavedSearches(deps(), 1)).map((search) => search.new_ads)).toEqual([1]);
  });

  it("stops the e-mails with a signed link, without signing in; a forged or altered link stops nothing", async () => {
    const saved = await saveSearch(deps(), 2, { path: "/categories/vehicles", query: "" }, names, at("09:00"));
    const id = saved.ok ? saved.id : 0;
    const token = await unsubscribeToken(config.SESSION_SECRET, { searchId: id });
    expect(await readUnsubscribeToken(config.SESSION_SECRET, token)).toEqual({ searchId: id });
    const forged = await unsubscribeToken("another-secret-another-secret-another", { searchId: id });
    for (const bad of [forged, token.replace(/^s\d+/, `s${id + 1}`), `${token}0`, "s1", "", "u2.abc"]) {
      expect(await unsubscribe(deps(), bad), bad).toBeNull();
    }
    expect((await listSavedSearches(deps(), 2))[0]).toMatchObject({ frequency: "instant" });
    expect(await unsubscribe(deps(), token)).toEqual({ name: "سيارات" });
    expect((await listSavedSearches(deps(), 2))[0]).toMatchObject({ frequency: "never" });
    await approvedAd({ name: "بيجو ٣٠١", price: 280_000 });
    expect(await runAlerts(deps(), at("10:00"))).toMatchObject({ hits: 1, instantMails: 0, digestMails: 0 });
    expect(await listOutbox({ db: env.DB }, { to: "buyer@example.com" })).toHaveLength(0);
  });
});
