import { beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ARCHIVE, archiveEndedAds, archiveKey, endedAd } from "~/features/archive/archive.server";
import { sqlTime } from "~/server/sql.server";
import { serverTranslate } from "~/server/i18n.server";
import { loader } from "~/routes/categories.product.$id";
import { createTestEnv } from "./helpers/db";
import { vehiclesSellerAndBuyer } from "./helpers/rows";

// A bounded hot database: an ad ended more than 90 days ago leaves D1 for one
// JSON object in R2 with all its rows; its photos go, nothing is left behind
// in any table or in the bucket, and its address still answers the ended page.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
const now = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => sqlTime(new Date(now.getTime() - days * 24 * 3600 * 1000));
const photos = (id: number) => [`ads/${id}/a.webp`, `ads/${id}/a-small.webp`];

beforeAll(async () => {
  ({ env } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...vehiclesSellerAndBuyer(db),
    db.prepare("INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en) VALUES (1, 1, 'year', 'number', 'السنة', 'Year')"),
  ]);
  // 1 sold 100 days ago, 2 ran out 120 days ago, 3 taken down 95 days ago: all three leave.
  // 4 sold 10 days ago and 5 public stay; 6 pending (old, but not ended) stays.
  const ads: Array<[number, string, string, string]> = [
    [1, "تويوتا كورولا مباعة", "sold", daysAgo(400)],
    [2, "هيونداي انتهت", "approved", daysAgo(120)],
    [3, "إعلان مخالف", "removed", daysAgo(400)],
    [4, "كيا مباعة حديثاً", "sold", daysAgo(400)],
    [5, "نيسان معروضة", "approved", daysAgo(-30)],
    [6, "تحت المراجعة", "pending", daysAgo(400)],
  ];
  const updated: Record<number, string> = { 1: daysAgo(100), 2: daysAgo(120), 3: daysAgo(95), 4: daysAgo(10), 5: daysAgo(5), 6: daysAgo(200) };
  await db.batch(
    ads.flatMap(([id, name, status, expires]) => [
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, latitude, longitude, address, created_at, updated_at)
           VALUES (?1, 1, ?2, 'وصف', 650000, 1, ?3, ?4, 30.05, 31.34, 'القاهرة', ?5, ?5)`,
        )
        .bind(id, name, status, expires, updated[id]),
      // The update trigger-free columns are set again: the insert triggers may have touched updated_at.
      db.prepare("UPDATE ads SET updated_at = ?2 WHERE id = ?1").bind(id, updated[id]),
      db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?1, ?2, 'وصف')").bind(id, name),
      db.prepare("INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (?1, ?2, ?3, 800, 600, 0)").bind(id, ...photos(id)),
      db.prepare("INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES (?1, 1, 2019)").bind(id),
      db.prepare("INSERT INTO favourites (user_id, ad_id) VALUES (2, ?1)").bind(id),
      db.prepare("INSERT INTO ad_daily_stats (ad_id, day, views) VALUES (?1, ?2, 3)").bind(id, daysAgo(100).slice(0, 10)),
    ]),
  );
  await db
    .prepare(
      "INSERT INTO conversations (id, ad_id, ad_name, buyer_id, seller_id, created_at, last_message_at) VALUES (1, 1, 'تويوتا كورولا مباعة', 2, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
    )
    .run();
  for (const id of [1, 2, 3, 4, 5, 6]) for (const key of photos(id)) await env.BUCKET.put(key, "photo");
});

/** Every table with an ad_id column (and the search table's rowid): the rows of ad `id` left in D1. */
async function rowsOf(id: number): Promise<Record<string, number>> {
  // D1 does not answer pragma_table_info: the tables' own CREATE statements say which have a column ad_id (deleted_ad_id is not one).
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%ad_id%'").all<{
    name: string;
    sql: string;
  }>();
  const tables = results.filter((table) => /[(,]\s*ad_id\s/.test(table.sql));
  expect(tables.length).toBeGreaterThan(8);
  const left: Record<string, number> = {};
  const count = async (table: string, where: string) => {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(id).first<{ n: number }>();
    if (row!.n > 0) left[table] = row!.n;
  };
  for (const { name } of tables) await count(name, "ad_id = ?1");
  await count("ads", "id = ?1");
  await count("ads_fts", "rowid = ?1");
  return left;
}

async function bucketKeys(): Promise<string[]> {
  const listed = await env.BUCKET.list();
  return listed.objects.map((object) => object.key).sort();
}

describe("archiving ads ended long ago", () => {
  it("moves each ended ad's rows to one R2 object, leaves nothing of it in D1 or R2, and keeps the rest", async () => {
    expect(await rowsOf(1)).toMatchObject({ ads: 1, ad_images: 1, ad_attributes: 1, favourites: 1, ad_daily_stats: 1, conversations: 1, ads_fts: 1 });
    expect(await archiveEndedAds({ db: env.DB, bucket: env.BUCKET, counters: env.AD_COUNTERS }, now)).toBe(3);

    for (const id of [1, 2, 3]) {
      // Gone from every table; the conversation stays, no longer naming the ad.
      expect(await rowsOf(id), `ad ${id}`).toEqual({});
      const archive = (await (await env.BUCKET.get(archiveKey(id)))!.json()) as { rows: Record<string, unknown[]>; page: { id: number } };
      expect(archive.page.id).toBe(id);
      expect(archive.rows.ads).toHaveLength(1);
      expect(archive.rows.ad_images).toHaveLength(1);
      expect(archive.rows.ad_attributes).toHaveLength(1);
      expect(archive.rows.ads_fts).toEqual([{ name: expect.any(String), description: "وصف" }]);
    }
    const conversation = await env.DB.prepare("SELECT ad_id FROM conversations WHERE id = 1").first<{ ad_id: number | null }>();
    expect(conversation).toEqual({ ad_id: null });
    for (const id of [4, 5, 6]) expect(await rowsOf(id), `ad ${id}`).toMatchObject({ ads: 1, ad_images: 1, ads_fts: 1 });

    // Nothing orphaned: every photo left is named by a row, every archive is of an ad no longer in D1.
    const keys = await bucketKeys();
    expect(keys).toEqual([archiveKey(1), archiveKey(2), archiveKey(3), ...photos(4), ...photos(5), ...photos(6)].sort());
    const { results: named } = await env.DB.prepare("SELECT image_path, small_path FROM ad_images").all<{ image_path: string; small_path: string }>();
    expect(named.flatMap((row) => [row.image_path, row.small_path]).sort()).toEqual(keys.filter((key) => key.startsWith("ads/")));

    // A second run has nothing left to do.
    expect(await archiveEndedAds({ db: env.DB, bucket: env.BUCKET, counters: env.AD_COUNTERS }, now)).toBe(0);
  });

  it("answers an archived ad's address with the ended page (410), a removed ad without its name; unknown ids stay 404", async () => {
    const context = (language: "ar" | "en") =>
      ({
        db: env.DB,
        bucket: env.BUCKET,
        language,
        t: serverTranslate(language),
        config: { SITE_URL: "https://souq.example" },
        waitUntil: () => {},
      }) as unknown as AppLoadContext;
    const answer = async (id: number) =>
      loader({ request: new Request(`https://souq.example/categories/product/${id}`), params: { id: String(id) }, context: context("en") });
    const sold = await answer(1);
    if (!("init" in sold)) throw new Error("the archived ad answered as public");
    expect(sold.init?.status).toBe(410);
    expect(sold.data.ended).toMatchObject({ id: 1, status: "sold", name: "تويوتا كورولا مباعة", price: 650000, category_slug: "vehicles" });
    expect(await endedAd({ db: env.DB, bucket: env.BUCKET }, 2, now)).toMatchObject({ status: "expired", name: "هيونداي انتهت" });
    expect(await endedAd({ db: env.DB, bucket: env.BUCKET }, 3, now)).toMatchObject({ status: "removed", name: null, price: null });
    // Ended recently: the same page, from D1.
    expect(await endedAd({ db: env.DB, bucket: env.BUCKET }, 4, now)).toMatchObject({ status: "sold", name: "كيا مباعة حديثاً" });
    for (const id of [6, 999]) await expect(answer(id)).rejects.toMatchObject({ status: 404 });
  });

  it("takes at most a run's share of ads, by index walks", async () => {
    expect(ARCHIVE.adsPerRun).toBeLessThanOrEqual(10);
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT id FROM (
         SELECT a.id FROM ads a WHERE a.status = 'approved' AND a.expires_at <= ?1
         UNION ALL
         SELECT a.id FROM ads a WHERE a.status IN ('expired', 'sold', 'removed') AND a.updated_at <= ?1
       ) ORDER BY id LIMIT ?2`,
    )
      .bind(daysAgo(90), 10)
      .all<{ detail: string }>();
    expect(results.map((row) => row.detail).join("\n")).not.toMatch(/SCAN a\b/);
  });
});
