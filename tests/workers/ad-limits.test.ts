import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdInput } from "~/lib/schemas/ad";
import { createAd, deleteAd, renewAd, updateAd } from "~/features/ads/editor.server";
import { addPackCredits, freeAdsAllowance } from "~/features/paid-reach/limits.server";
import { FREE_WINDOW_DAYS } from "~/features/paid-reach/defaults";
import { sqlTime } from "~/server/sql.server";
import { createTestEnv } from "./helpers/db";

// Free ads per category and account for 30 days, and the
// packs' credits past them, against a real local D1 (migration 0030).

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const VEHICLES = 1;
const MOBILES = 2;
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000);

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  // Ten sellers, one per test: each test starts with an account that posted nothing.
  const users = Array.from(
    { length: 10 },
    (_, i) =>
      `(${i + 1}, 'seller${i + 1}', 'Seller', '${i + 1}', 's${i + 1}@example.com', '+2010111111${String(i).padStart(2, "0")}', 'x', '2026-01-01 00:00:00')`,
  );
  await db.batch([
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23)"),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34)"),
    // As the seed and migration 0030 set them: vehicles 2, every other category 10 (the column's default).
    db.prepare("INSERT INTO categories (id, slug, name, name_en, free_ads_limit) VALUES (1, 'vehicles', 'مركبات', 'Vehicles', 2)"),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (2, 'mobiles', 'موبايلات', 'Mobiles')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'ملاكي', 'Cars'), (200, 2, 'هواتف', 'Phones')"),
    db.prepare("INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (1000, 100, 'ياباني', 'Japanese'), (2000, 200, 'كوري', 'Korean')"),
    db.prepare(
      "INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (10000, 1000, 'تويوتا', 'Toyota'), (20000, 2000, 'سامسونج', 'Samsung')",
    ),
    db.prepare(`INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at) VALUES ${users.join(", ")}`),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const deps = () => ({ db: env.DB, bucket: env.BUCKET, config: { AD_LIFETIME_DAYS: 30 } });

const input = (categoryId = VEHICLES, overrides: Partial<AdInput> = {}): AdInput => ({
  name: "تويوتا كورولا ٢٠١٩",
  description: "سيارة بحالة ممتازة",
  price: 650000,
  note: "",
  negotiable: true,
  condition: "used",
  latitude: 30.05,
  longitude: 31.34,
  address: "شارع عباس العقاد",
  categoryId,
  subcategoryId: categoryId === VEHICLES ? 100 : 200,
  brandCountryId: categoryId === VEHICLES ? 1000 : 2000,
  thirdBranchId: categoryId === VEHICLES ? 10000 : 20000,
  governorateId: 1,
  regionId: 10,
  ...overrides,
});

async function adsOf(userId: number, categoryId = VEHICLES): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?1 AND category_id = ?2").bind(userId, categoryId).first<{ n: number }>())!.n;
}

async function credits(userId: number, categoryId = VEHICLES): Promise<number> {
  const row = await env.DB.prepare("SELECT credits FROM ad_pack_credits WHERE user_id = ?1 AND category_id = ?2")
    .bind(userId, categoryId)
    .first<{ credits: number }>();
  return row?.credits ?? 0;
}

describe("free ads per category", () => {
  it("lets an account post the category's free ads, then refuses the next one and stores nothing", async () => {
    const seller = 1;
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, now)).toMatchObject({ limit: 2, used: 0, left: 2, credits: 0, canPost: true });
    expect(await createAd(deps(), seller, input(), [], now)).toMatchObject({ ok: true });
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, now)).toMatchObject({ left: 1, canPost: true });
    expect((await createAd(deps(), seller, input(), [], now)).ok).toBe(true);
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, now)).toMatchObject({ used: 2, left: 0, canPost: false });
    expect(await createAd(deps(), seller, input(), [], now)).toEqual({ ok: false, error: "freeLimit", limit: 2, categoryId: VEHICLES });
    expect(await adsOf(seller)).toBe(2);
    // Another category has its own count (10 by default), and another account its own.
    expect(await freeAdsAllowance(deps(), seller, MOBILES, now)).toMatchObject({ limit: 10, left: 10 });
    expect((await createAd(deps(), seller, input(MOBILES), [], now)).ok).toBe(true);
    expect(await freeAdsAllowance(deps(), 2, VEHICLES, now)).toMatchObject({ left: 2 });
    // An unknown category has no allowance.
    expect(await freeAdsAllowance(deps(), seller, 999, now)).toBeNull();
  });

  it("counts an ad for 30 days after it was posted", async () => {
    const seller = 3;
    await createAd(deps(), seller, input(), [], now);
    await createAd(deps(), seller, input(), [], daysLater(1));
    expect((await createAd(deps(), seller, input(), [], daysLater(FREE_WINDOW_DAYS - 1))).ok).toBe(false);
    // 30 days after the first one, one free ad is back; the second is still counted.
    const later = new Date(now.getTime() + FREE_WINDOW_DAYS * 24 * 3600 * 1000 + 1000);
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, later)).toMatchObject({ used: 1, left: 1 });
    expect((await createAd(deps(), seller, input(), [], later)).ok).toBe(true);
    expect((await createAd(deps(), seller, input(), [], later)).ok).toBe(false);
  });

  it("does not count edits and renewals, and deleting an ad gives no free ad back", async () => {
    const seller = 4;
    const first = await createAd(deps(), seller, input(), [], now);
    const second = await createAd(deps(), seller, input(), [], now);
    if (!first.ok || !second.ok) throw new Error("posting failed");
    // Edited twice: still two ads counted, none left.
    expect((await updateAd(deps(), seller, first.adId, input(VEHICLES, { name: "كورولا ٢٠١٩ فابريكا" }), {}, daysLater(1))).ok).toBe(true);
    expect((await updateAd(deps(), seller, first.adId, input(VEHICLES, { price: 640000 }), {}, daysLater(2))).ok).toBe(true);
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, daysLater(2))).toMatchObject({ used: 2, left: 0 });
    // Renewed after it expired, past the limit: allowed, and nothing more counted.
    await env.DB.prepare("UPDATE ads SET status = 'expired', approved_at = ?2, expires_at = ?2 WHERE id = ?1")
      .bind(second.adId, sqlTime(daysLater(3)))
      .run();
    expect(await renewAd(deps(), seller, second.adId, daysLater(4))).toEqual({ ok: true });
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, daysLater(4))).toMatchObject({ used: 2, left: 0 });
    // Deleting an ad and posting it again would be a new free ad: the posting stays counted.
    expect(await deleteAd(deps(), seller, first.adId)).toEqual({ ok: true });
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, daysLater(4))).toMatchObject({ used: 2, left: 0 });
    expect((await createAd(deps(), seller, input(), [], daysLater(4))).ok).toBe(false);
  });

  it("lets 20 parallel posts through only up to the free limit", async () => {
    const seller = 5;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => createAd(deps(), seller, input(VEHICLES, { name: `كورولا ${i + 1}` }), [], now)));
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok && result.error === "freeLimit")).toHaveLength(18);
    expect(await adsOf(seller)).toBe(2);
    const postings = await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_postings WHERE user_id = ?1").bind(seller).first<{ n: number }>();
    expect(postings!.n).toBe(2);
  });
});

describe("packs", () => {
  it("adds credits that posts past the free limit spend, one each", async () => {
    const seller = 6;
    await createAd(deps(), seller, input(), [], now);
    await createAd(deps(), seller, input(), [], now);
    expect(await addPackCredits(deps(), seller, VEHICLES, 2)).toBe(2);
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, now)).toMatchObject({ left: 0, credits: 2, canPost: true });
    expect((await createAd(deps(), seller, input(), [], now)).ok).toBe(true);
    expect(await credits(seller)).toBe(1);
    expect((await createAd(deps(), seller, input(), [], now)).ok).toBe(true);
    expect(await credits(seller)).toBe(0);
    expect((await createAd(deps(), seller, input(), [], now)).ok).toBe(false);
    expect(await adsOf(seller)).toBe(4);
    // The paid ads are marked so: they never use up a free ad.
    const paid = await env.DB.prepare("SELECT paid, COUNT(*) AS n FROM ad_postings WHERE user_id = ?1 GROUP BY paid ORDER BY paid")
      .bind(seller)
      .all<{ paid: number; n: number }>();
    expect(paid.results).toEqual([
      { paid: 0, n: 2 },
      { paid: 1, n: 2 },
    ]);
    // Credits add up, per category.
    expect(await addPackCredits(deps(), seller, VEHICLES, 3)).toBe(3);
    expect(await addPackCredits(deps(), seller, VEHICLES, 2)).toBe(5);
    expect(await credits(seller, MOBILES)).toBe(0);
  });

  it("spends free ads before credits, and never a credit twice under 20 parallel posts", async () => {
    const seller = 7;
    await addPackCredits(deps(), seller, VEHICLES, 3);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => createAd(deps(), seller, input(VEHICLES, { name: `كورولا ${i + 1}` }), [], now)));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(await adsOf(seller)).toBe(5);
    expect(await credits(seller)).toBe(0);
    expect(await freeAdsAllowance(deps(), seller, VEHICLES, now)).toMatchObject({ used: 2, left: 0, credits: 0, canPost: false });
  });
});

describe("moving an ad to another category", () => {
  const postings = async (seller: number) =>
    (
      await env.DB.prepare("SELECT category_id, paid, COUNT(*) AS n FROM ad_postings WHERE user_id = ?1 GROUP BY category_id, paid ORDER BY category_id, paid")
        .bind(seller)
        .all<{ category_id: number; paid: number; n: number }>()
    ).results;

  it("counts against the new category as a new ad: refused past its free ads with nothing changed, then spends a credit", async () => {
    const seller = 8;
    await createAd(deps(), seller, input(), [], now);
    await createAd(deps(), seller, input(), [], now);
    const phone = await createAd(deps(), seller, input(MOBILES, { name: "سامسونج" }), [], now);
    if (!phone.ok) throw new Error("posting failed");
    const before = await postings(seller);
    // Vehicles' 2 free ads are used and no credit: the move is refused and nothing of the edit is written.
    expect(await updateAd(deps(), seller, phone.adId, input(VEHICLES, { name: "سامسونج في السيارات" }), {}, daysLater(1))).toEqual({
      ok: false,
      error: "freeLimit",
      limit: 2,
      categoryId: VEHICLES,
    });
    const row = await env.DB.prepare("SELECT category_id, name FROM ads WHERE id = ?1").bind(phone.adId).first();
    expect(row).toEqual({ category_id: MOBILES, name: "سامسونج" });
    expect(await postings(seller)).toEqual(before);
    // An edit that keeps the category still counts nothing.
    expect((await updateAd(deps(), seller, phone.adId, input(MOBILES, { name: "سامسونج ٢" }), {}, daysLater(1))).ok).toBe(true);
    expect(await postings(seller)).toEqual(before);
    // With a credit the move goes through and spends it.
    await addPackCredits(deps(), seller, VEHICLES, 1);
    expect((await updateAd(deps(), seller, phone.adId, input(VEHICLES, { name: "سامسونج في السيارات" }), {}, daysLater(2))).ok).toBe(true);
    expect(await credits(seller)).toBe(0);
    expect(await adsOf(seller)).toBe(3);
    expect(await postings(seller)).toEqual([
      { category_id: VEHICLES, paid: 0, n: 2 },
      { category_id: VEHICLES, paid: 1, n: 1 },
      { category_id: MOBILES, paid: 0, n: 1 },
    ]);
    // Moved to a category with free ads left: one of them is used.
    expect((await updateAd(deps(), seller, phone.adId, input(MOBILES), {}, daysLater(3))).ok).toBe(true);
    expect(await freeAdsAllowance(deps(), seller, MOBILES, daysLater(3))).toMatchObject({ used: 2, left: 8 });
  });

  it("lets parallel moves through only up to the new category's free ads and credits", async () => {
    const seller = 9;
    await createAd(deps(), seller, input(), [], now);
    await createAd(deps(), seller, input(), [], now);
    await addPackCredits(deps(), seller, VEHICLES, 1);
    const phones = [];
    for (let i = 0; i < 5; i++) {
      const posted = await createAd(deps(), seller, input(MOBILES, { name: `هاتف ${i + 1}` }), [], now);
      if (!posted.ok) throw new Error("posting failed");
      phones.push(posted.adId);
    }
    const results = await Promise.all(phones.map((adId) => updateAd(deps(), seller, adId, input(VEHICLES), {}, daysLater(1))));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "freeLimit")).toHaveLength(4);
    expect(await adsOf(seller)).toBe(3);
    expect(await adsOf(seller, MOBILES)).toBe(4);
    expect(await credits(seller)).toBe(0);
  });
});
