import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadListingPage } from "~/features/ads/listing.server";
import { normalizeForSearch } from "~/lib/normalize";
import { reindexAds } from "~/features/ads/reindex.server";
import { createTestEnv } from "./helpers/db";

// Ads written before the search rows held stems and catalogue names, and
// before the risk check kept text fingerprints, are brought to the current
// form by the hourly cron, a bounded number a run, then never looked at again.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const NAME = "ثلاجة توشيبا نوفروست";
const DESCRIPTION = "بحالة ممتازة استعمال خفيف جدا مع الضمان الاصلي";

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (4, 'home', 'أجهزة منزلية', 'Home appliances')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (404, 4, 'تلاجات وفريزر', 'Fridges')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (1, 'u', 'A', 'B', 'a@example.com', '+201011111111', 'x')",
    ),
    db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, latitude, longitude, address, status, expires_at, index_version)
         VALUES (1, 1, ?1, ?2, 9000, 4, 404, 30, 31, 'a', 'approved', '2099-01-01 00:00:00', 0)`,
      )
      .bind(NAME, DESCRIPTION),
    // The row as the code before wrote it: the normalised title and description, no stems, no catalogue names.
    db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (1, ?1, ?2)").bind(normalizeForSearch(NAME), normalizeForSearch(DESCRIPTION)),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const found = async (q: string) => (await loadListingPage({ db: env.DB }, new URLSearchParams({ q }))).results.ads.map((ad) => ad.id);
const textBands = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_text_bands WHERE ad_id = 1").first<{ n: number }>())?.n;

describe("bringing old ads' search rows and fingerprints to the current form", () => {
  it("an old ad is found by its catalogue's names and a plural only after the cron's run, and gets its text fingerprint", async () => {
    expect(await found("أجهزة منزلية")).toEqual([]);
    expect(await found("ثلاجات")).toEqual([]);
    expect(await textBands()).toBe(0);

    expect(await reindexAds({ db: env.DB })).toBe(1);

    expect(await found("أجهزة منزلية")).toEqual([1]);
    expect(await found("Home appliances")).toEqual([1]);
    expect(await found("ثلاجات")).toEqual([1]);
    expect(await textBands()).toBeGreaterThan(0);
    const ad = await env.DB.prepare("SELECT index_version, risk_score FROM ads WHERE id = 1").first();
    expect(ad).toEqual({ index_version: 1, risk_score: null });
  });

  it("the next run does nothing and reads only the partial index", async () => {
    expect(await reindexAds({ db: env.DB })).toBe(0);
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id FROM ads INDEXED BY ads_below_index_version WHERE index_version < 1 ORDER BY id LIMIT 200",
    ).all<{
      detail: string;
    }>();
    expect(plan.results.map((row) => row.detail).join(" ")).toContain("ads_below_index_version");
  });

  it("an ad written now is of the current form already", async () => {
    await env.DB.prepare(
      "INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address) VALUES (2, 1, 'x', 'y', 1, 4, 30, 31, 'a')",
    ).run();
    expect(await env.DB.prepare("SELECT index_version FROM ads WHERE id = 2").first("index_version")).toBe(1);
  });
});
