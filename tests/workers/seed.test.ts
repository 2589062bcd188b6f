// The seed against a fresh local D1 and R2: everything the site needs is
// there, consistent, searchable, and seeding twice changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toMatchQuery } from "~/lib/normalize";
import { verifyPassword } from "~/server/password.server";
import { countRows, seedDatabase, type SeedResult } from "~/db/seed";
import { createTestEnv, splitSqlStatements } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let first: SeedResult;
const now = new Date();
const at = now.toISOString().slice(0, 19).replace("T", " ");

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  first = await seedDatabase(env, { now, log: () => {} });
}, 120_000);

afterAll(async () => {
  await dispose?.();
});

describe("splitting migration files", () => {
  it("keeps multi-line statements, strings with semicolons and triggers whole", () => {
    const sql = `-- a comment; with a semicolon
CREATE TABLE t (
  id INTEGER PRIMARY KEY, -- trailing; comment
  note TEXT DEFAULT 'a;b'
);
CREATE VIRTUAL TABLE f USING fts5(name, tokenize = 'unicode61 remove_diacritics 2');
/* block; comment */
CREATE TRIGGER t_ai AFTER INSERT ON t BEGIN
  INSERT INTO f(rowid, name) VALUES (new.id, new.note);
  UPDATE t SET note = 'x;y' WHERE id = new.id;
END;
INSERT INTO t (note) VALUES ('it''s; fine')`;
    const statements = splitSqlStatements(sql);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(/^CREATE TABLE t \(/);
    expect(statements[0]).toContain("'a;b'");
    expect(statements[2]).toMatch(/^CREATE TRIGGER[\s\S]*END$/);
    expect(statements[3]).toBe("INSERT INTO t (note) VALUES ('it''s; fine')");
  });
});

describe("the seed", () => {
  it("reports what it wrote", () => {
    expect(first.seeded).toBe(true);
    expect(first.images.count).toBeGreaterThan(100);
    expect(first.images.bytes).toBeLessThan(5 * 1024 * 1024);
  });

  it("has the 27 governorates, each with regions", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM governorates")).toBe(27);
    expect(await count("SELECT COUNT(*) AS n FROM governorates g WHERE NOT EXISTS (SELECT 1 FROM regions r WHERE r.governorate_id = g.id)")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM regions")).toBeGreaterThanOrEqual(27 * 3);
    expect(await count("SELECT COUNT(*) AS n FROM governorates WHERE slug = 'alexandria' AND name = 'الإسكندرية' AND name_en = 'Alexandria'")).toBe(1);
  });

  it("has a complete four-level category tree", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM categories")).toBeGreaterThanOrEqual(5);
    expect(await count("SELECT COUNT(*) AS n FROM categories c WHERE NOT EXISTS (SELECT 1 FROM subcategories s WHERE s.category_id = c.id)")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM subcategories s WHERE NOT EXISTS (SELECT 1 FROM brand_countries b WHERE b.subcategory_id = s.id)")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM brand_countries b WHERE NOT EXISTS (SELECT 1 FROM third_branches t WHERE t.brand_country_id = b.id)")).toBe(
      0,
    );
    const slugs = (await env.DB.prepare("SELECT slug FROM categories ORDER BY sort").all<{ slug: string }>()).results.map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(["vehicles", "real-estate", "mobiles-electronics", "home-furniture", "industrial-equipment"]));
    expect(
      await count("SELECT COUNT(*) AS n FROM categories WHERE image IS NULL OR description IS NULL OR description_en IS NULL OR title_price IS NULL"),
    ).toBe(0);
  });

  it("has several hundred ads in every state, some featured", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM ads")).toBeGreaterThanOrEqual(300);
    for (const status of ["approved", "pending", "rejected", "expired", "sold"]) {
      expect(await count("SELECT COUNT(*) AS n FROM ads WHERE status = ?", status), status).toBeGreaterThan(0);
    }
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE status = 'approved' AND is_featured = 1 AND featured_until > ?", at)).toBeGreaterThan(0);
    // Approved ads are live; expired ones ended; rejected ones say why.
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE status = 'approved' AND (expires_at IS NULL OR expires_at <= ? OR approved_at IS NULL)", at)).toBe(
      0,
    );
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE status = 'expired' AND expires_at > ?", at)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE status = 'rejected' AND (reject_reason IS NULL OR reject_reason = '')")).toBe(0);
    // Ads in every governorate and every category.
    expect(await count("SELECT COUNT(DISTINCT governorate_id) AS n FROM ads WHERE status = 'approved'")).toBe(27);
    expect(
      await count("SELECT COUNT(*) AS n FROM categories c WHERE NOT EXISTS (SELECT 1 FROM ads a WHERE a.category_id = c.id AND a.status = 'approved')"),
    ).toBe(0);
    // Every ad's branches belong to each other.
    expect(
      await count(`SELECT COUNT(*) AS n FROM ads a
        JOIN subcategories s ON s.id = a.subcategory_id
        JOIN brand_countries b ON b.id = a.brand_country_id
        JOIN third_branches t ON t.id = a.third_branch_id
        JOIN regions r ON r.id = a.region_id
        WHERE s.category_id = a.category_id AND b.subcategory_id = s.id AND t.brand_country_id = b.id AND r.governorate_id = a.governorate_id`),
    ).toBe(await count("SELECT COUNT(*) AS n FROM ads"));
    // The free-form pairs left in the JSON column are those no attribute field holds (a motorcycle's engine, a bedroom's wood…).
    const pairs = (await env.DB.prepare("SELECT attributes FROM ads WHERE category_id = 4 ORDER BY id LIMIT 1").first<{ attributes: string }>())!.attributes;
    expect(JSON.parse(pairs)[0]).toEqual({
      label: expect.any(String),
      label_en: expect.any(String),
      value: expect.any(String),
      value_en: expect.any(String),
    });
  });

  it("gives vehicles, real estate and electronics structured attribute values that agree with their texts", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM attribute_fields")).toBe(17);
    expect(await count("SELECT COUNT(*) AS n FROM ad_attributes")).toBeGreaterThan(900);
    // Every ad of the three categories has values; the others none.
    expect(
      await count("SELECT COUNT(*) AS n FROM ads a WHERE a.category_id IN (1, 2, 3) AND NOT EXISTS (SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id)"),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM ad_attributes x JOIN ads a ON a.id = x.ad_id WHERE a.category_id NOT IN (1, 2, 3)")).toBe(0);
    // Each value answers a field of the ad's category (and subcategory), in its range or among its options.
    expect(
      await count(`SELECT COUNT(*) AS n FROM ad_attributes x JOIN ads a ON a.id = x.ad_id JOIN attribute_fields f ON f.id = x.field_id
        WHERE f.category_id <> a.category_id OR (f.subcategory_id IS NOT NULL AND f.subcategory_id <> a.subcategory_id)
          OR (f.kind = 'number' AND (x.value_number IS NULL OR x.value_number < f.min_value OR x.value_number > f.max_value))
          OR (f.kind IN ('one_of', 'several_of') AND NOT EXISTS (SELECT 1 FROM attribute_options o WHERE o.id = x.value_number AND o.field_id = f.id))
          OR (f.kind = 'yes_no' AND x.value_number NOT IN (0, 1))
          OR (f.kind = 'text' AND (x.value_text IS NULL OR length(x.value_text) > f.max_value))`),
    ).toBe(0);
    // One value per field and ad (no several-of field has more than its options).
    expect(await count("SELECT COUNT(*) AS n FROM (SELECT 1 FROM ad_attributes GROUP BY ad_id, field_id HAVING COUNT(*) > 1)")).toBe(0);
    // Required fields are filled: every real-estate ad has its type and area; land has nothing else.
    expect(
      await count(`SELECT COUNT(*) AS n FROM ads a JOIN attribute_fields f ON f.category_id = a.category_id AND f.required = 1
        WHERE NOT EXISTS (SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id AND x.field_id = f.id)`),
    ).toBe(0);
    expect(
      await count(`SELECT COUNT(*) AS n FROM ad_attributes x JOIN ads a ON a.id = x.ad_id JOIN attribute_fields f ON f.id = x.field_id
        WHERE a.subcategory_id = 205 AND f.key NOT IN ('property_type', 'area')`),
    ).toBe(0);
    expect(
      await count(`SELECT COUNT(*) AS n FROM ad_attributes x JOIN ads a ON a.id = x.ad_id JOIN attribute_options o ON o.id = x.value_number
        WHERE x.field_id = 201 AND o.key <> CASE a.subcategory_id WHEN 201 THEN 'apartment' WHEN 202 THEN 'apartment' WHEN 203 THEN 'villa' WHEN 205 THEN 'land' ELSE o.key END`),
    ).toBe(0);
    // The hand-written Corolla: its name's year, its model, and its JSON holds nothing the fields say.
    const corolla = await env.DB.prepare(
      `SELECT a.attributes, (SELECT value_number FROM ad_attributes WHERE ad_id = a.id AND field_id = 102) AS year,
         (SELECT value_text FROM ad_attributes WHERE ad_id = a.id AND field_id = 101) AS model
       FROM ads a WHERE a.name = 'تويوتا كورولا ٢٠١٩ فابريكا بالكامل'`,
    ).first<{ attributes: string; year: number; model: string }>();
    expect(corolla).toEqual({ attributes: "[]", year: 2019, model: "كورولا" });
    // Every car's year is the one its name says (in either digits).
    const cars = (
      await env.DB.prepare(
        "SELECT a.name, x.value_number AS year FROM ads a JOIN ad_attributes x ON x.ad_id = a.id AND x.field_id = 102 WHERE a.subcategory_id = 101",
      ).all<{ name: string; year: number }>()
    ).results;
    expect(cars.length).toBeGreaterThan(20);
    const western = (text: string) => text.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit)));
    expect(cars.filter((car) => !western(car.name).includes(String(car.year)))).toEqual([]);
  });

  it("has the three named accounts with the right roles, flags and passwords", async () => {
    const rows = (
      await env.DB.prepare(
        "SELECT username, phone, email, role, is_trader, is_verified_trader, company_name, password_hash, phone_verified_at, email_verified_at FROM users WHERE username IN ('admin', 'customer', 'trader') ORDER BY id",
      ).all<Record<string, string | number | null>>()
    ).results;
    expect(rows.map((row) => [row.username, row.phone, row.email, row.role, row.is_trader, row.is_verified_trader])).toEqual([
      ["admin", "+201000000001", "admin@souq.example", "admin", 0, 0],
      ["customer", "+201000000002", "customer@souq.example", "user", 0, 0],
      ["trader", "+201000000003", "trader@souq.example", "user", 1, 1],
    ]);
    expect(rows[2].company_name).toBe("معرض النور للسيارات");
    expect(await verifyPassword("admin-pass-123", String(rows[0].password_hash))).toBe(true);
    expect(await verifyPassword("customer-pass-123", String(rows[1].password_hash))).toBe(true);
    expect(await verifyPassword("trader-pass-123", String(rows[2].password_hash))).toBe(true);
    // Every account may post (its e-mail is confirmed); the phone is confirmed by SMS for traders and the named accounts only.
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE email_verified_at IS NULL")).toBe(0);
    expect(rows.map((row) => row.phone_verified_at !== null)).toEqual([true, true, true]);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE is_trader = 1 AND phone_verified_at IS NULL")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE is_trader = 0 AND role = 'user' AND phone_verified_at IS NULL")).toBeGreaterThan(0);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE phone NOT GLOB '+201[0125][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE is_trader = 1")).toBeGreaterThanOrEqual(30);
    expect(
      await count("SELECT COUNT(*) AS n FROM users WHERE is_trader = 1 AND (company_name IS NULL OR preface IS NULL OR preface_en IS NULL OR image IS NULL)"),
    ).toBe(0);
    // The named trader and customer own ads in several states.
    expect(await count("SELECT COUNT(DISTINCT status) AS n FROM ads WHERE user_id = (SELECT id FROM users WHERE username = 'trader')")).toBe(5);
    expect(await count("SELECT COUNT(DISTINCT status) AS n FROM ads WHERE user_id = (SELECT id FROM users WHERE username = 'customer')")).toBe(5);
  });

  it("has the editorial content", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM blog_posts")).toBe(8);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM blog_posts WHERE body NOT LIKE '%' || char(10) || char(10) || '%' OR body_en NOT LIKE '%' || char(10) || char(10) || '%'",
      ),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM safety_tips")).toBeGreaterThanOrEqual(6);
    expect(await count("SELECT COUNT(*) AS n FROM banners WHERE link LIKE '/categories/%'")).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM bundles WHERE days IN (7, 15, 30)")).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM services")).toBeGreaterThanOrEqual(4);
    expect(await count("SELECT COUNT(*) AS n FROM links WHERE url LIKE 'https://wa.me/20%' OR url LIKE 'tel:+20%' OR url LIKE 'mailto:%'")).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM documents")).toBe(1);
    const pages = (await env.DB.prepare("SELECT file_url FROM pdf_imgs WHERE pdf_id = 1 ORDER BY page").all<{ file_url: string }>()).results;
    expect(pages.map((page) => page.file_url)).toEqual([1, 2, 3, 4, 5, 6].map((page) => `/media/seed/docs/1/page-${page}.webp`));
  });

  it("makes every approved ad searchable and gives it a stored photo", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM ads a WHERE NOT EXISTS (SELECT 1 FROM ads_fts f WHERE f.rowid = a.id)")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM ads_fts")).toBe(await count("SELECT COUNT(*) AS n FROM ads"));
    expect(await count("SELECT COUNT(*) AS n FROM ads a WHERE NOT EXISTS (SELECT 1 FROM ad_images i WHERE i.ad_id = a.id)")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM (SELECT ad_id FROM ad_images GROUP BY ad_id HAVING COUNT(*) > 4)")).toBe(0);
    // (D1 allows only a few terms in a compound SELECT, hence one query each.)
    const queries = [
      "SELECT DISTINCT image_path AS key FROM ad_images",
      "SELECT DISTINCT small_path AS key FROM ad_images",
      "SELECT image AS key FROM categories",
      "SELECT image AS key FROM subcategories",
      "SELECT image AS key FROM banners",
      "SELECT image AS key FROM users WHERE image IS NOT NULL",
      "SELECT image AS key FROM blog_posts",
      "SELECT substr(file_url, 8) AS key FROM pdf_imgs",
    ];
    const results = await env.DB.batch(queries.map((sql) => env.DB.prepare(sql)));
    const keys = [...new Set(results.flatMap((result) => (result.results as Array<{ key: string }>).map((row) => row.key)))];
    expect(keys.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const key of keys) {
      const object = await env.BUCKET.head(key);
      if (!object) missing.push(key);
      else expect(object.httpMetadata?.contentType).toBe("image/webp");
    }
    expect(missing).toEqual([]);
    const small = await env.BUCKET.get("seed/ads/vehicles-1-small.webp");
    expect(small).not.toBeNull();
    expect((await small!.arrayBuffer()).byteLength).toBeLessThan(15 * 1024);
  });

  it("finds an ad whatever the hamza and taa marbuta spelling", async () => {
    for (const typed of ["الإسكندرية", "الاسكندريه", "شقه للبيع في الاسكندرية"]) {
      const ids = (
        await env.DB.prepare("SELECT a.name FROM ads_fts f JOIN ads a ON a.id = f.rowid WHERE ads_fts MATCH ?")
          .bind(toMatchQuery(typed))
          .all<{ name: string }>()
      ).results.map((row) => row.name);
      expect(ids, typed).toContain("شقة للبيع في الإسكندرية");
    }
    const toyota = (
      await env.DB.prepare("SELECT a.name FROM ads_fts f JOIN ads a ON a.id = f.rowid WHERE ads_fts MATCH ?")
        .bind(toMatchQuery("تويوتا كورولا 2019"))
        .all<{ name: string }>()
    ).results;
    expect(toyota.map((row) => row.name)).toContain("تويوتا كورولا ٢٠١٩ فابريكا بالكامل");
  });

  it("does nothing the second time", async () => {
    const before = await countRows(env.DB);
    const again = await seedDatabase(env, { now, log: () => {} });
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(before);
  });

  it("adds a large set of approved ads on top, each searchable with a photo", async () => {
    const before = await countRows(env.DB);
    const result = await seedDatabase(env, { now, large: 1_500, largeChunk: 700, log: () => {} });
    expect(result.seeded).toBe(false);
    expect(result.largeAdded).toBe(1_500);
    expect(result.counts.ads).toBe(before.ads + 1_500);
    expect(result.counts.ads_fts).toBe(before.ads_fts + 1_500);
    expect(result.counts.ad_images).toBe(before.ad_images + 1_500);
    // Their attribute values too: about three rows an ad (a car seven, a bedroom none).
    expect(result.counts.ad_attributes - before.ad_attributes).toBeGreaterThan(1_500 * 2);
    expect(result.counts.attribute_fields).toBe(before.attribute_fields);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM ads a WHERE a.id > ? AND a.category_id IN (1, 2, 3) AND NOT EXISTS (SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id)",
        before.ads,
      ),
    ).toBe(0);
    expect(result.counts["ads.approved"]).toBe(before["ads.approved"] + 1_500);
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE status = 'approved' AND expires_at <= ?", at)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM ads a WHERE NOT EXISTS (SELECT 1 FROM ads_fts f WHERE f.rowid = a.id)")).toBe(0);
  });
});
