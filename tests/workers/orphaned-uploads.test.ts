import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/server/db-session.server";
import { createAd, postDraftOfPaidPack, storeDraftPhotos } from "~/features/ads/editor.server";
import { deleteDraft, getDraft, saveDraft } from "~/features/paid-reach/pack-queries.server";
import { createSupportRequest } from "~/features/support/support.server";
import { saveRecord } from "~/features/admin/resources.server";
import { addPages } from "~/features/admin/documents.server";
import { setProfileImage } from "~/features/auth/accounts.server";
import { storeProfileImage } from "~/server/uploads.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { ORPHAN_SWEEP, sweepOrphanedUploads } from "~/server/orphans.server";
import { createTestEnv } from "./helpers/db";
import { carAd, carsCatalogue } from "./helpers/rows";
import { testConfig } from "./helpers/config";
import { imageFile } from "./helpers/images";

// Nothing orphaned. An upload is stored before the row that
// names it; a Worker stopped in between (here: the database never answers the
// write, and the use-case is abandoned, as a killed runtime abandons it)
// leaves objects no row names. The hourly job deletes them once a day old,
// never an object a row names, never a younger one, and a few pages a run.
// The failures are made by a wrapper around the D1 binding, not by mocks.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config = testConfig({ SITE_URL: "http://127.0.0.1:8820" });
const HOUR = 3600 * 1000;
const OWNER = 1;
const user = { id: OWNER, name: "Karim Trader", email: "karim@example.com", phone: "+201011111111" };
const admin = { id: 9 };

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...carsCatalogue(db),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at, role) VALUES
       (1, 'owner', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x', '2026-01-01 00:00:00', 'user'),
       (9, 'admin', 'Admin', 'One', 'admin@example.com', '+201000000001', 'x', '2026-01-01 00:00:00', 'admin')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

beforeEach(async () => {
  const db = env.DB;
  await db.batch([
    db.prepare("DELETE FROM ad_draft_photos"),
    db.prepare("DELETE FROM ad_drafts"),
    db.prepare("DELETE FROM ad_images"),
    db.prepare("DELETE FROM ads_fts"),
    db.prepare("DELETE FROM ads"),
    db.prepare("DELETE FROM support_attachments"),
    db.prepare("DELETE FROM support_requests"),
    db.prepare("DELETE FROM pdf_imgs"),
    db.prepare("DELETE FROM documents"),
    db.prepare("DELETE FROM banners"),
    db.prepare("DELETE FROM blog_posts"),
    db.prepare("DELETE FROM job_cursors"),
    db.prepare("UPDATE users SET image = NULL"),
    db.prepare("UPDATE categories SET image = NULL"),
  ]);
  const keys = await bucketKeys();
  if (keys.length > 0) await env.BUCKET.delete(keys);
});

const editor = (db: Database = env.DB) => ({ db, bucket: env.BUCKET, config: { AD_LIFETIME_DAYS: 30 } });

const input = carAd();

/** Every key in the bucket, page by page. */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.BUCKET.list({ cursor, limit: 1000 });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** Every key a row names, wherever the app keeps one (read table by table: D1 allows few terms in a compound SELECT). */
async function rowKeys(): Promise<string[]> {
  const reads = [
    "SELECT image_path AS key FROM ad_images",
    "SELECT small_path AS key FROM ad_images",
    "SELECT image AS key FROM users",
    "SELECT path AS key FROM support_attachments",
    "SELECT substr(file_url, 8) AS key FROM pdf_imgs",
    ...["categories", "subcategories", "brand_countries", "third_branches", "banners", "blog_posts"].map((table) => `SELECT image AS key FROM ${table}`),
  ];
  const results = await env.DB.batch<{ key: string | null }>(reads.map((sql) => env.DB.prepare(sql)));
  const keys = results.flatMap((result) => result.results.map((row) => row.key).filter((key): key is string => key !== null));
  return [...new Set(keys)].sort();
}

/** Storage and database compared: objects no row names, and rows whose object is missing. */
async function disagreement(): Promise<{ unnamed: string[]; missing: string[] }> {
  const [stored, named] = [await bucketKeys(), await rowKeys()];
  return { unnamed: stored.filter((key) => !named.includes(key)), missing: named.filter((key) => !stored.includes(key)) };
}

/**
 * The D1 binding, except that a batch holding a statement matching `target`
 * never answers ("hang", as a killed runtime never gets its answer), fails
 * before it runs ("throw"), or runs and then fails ("afterCommit": the answer
 * lost after the write committed). `reached` settles when that batch is sent.
 */
function failingAt(target: RegExp, mode: "hang" | "throw" | "afterCommit"): { db: Database; reached: Promise<void> } {
  const sqlOf = new WeakMap<object, string>();
  let signal = () => {};
  const reached = new Promise<void>((resolve) => (signal = resolve));
  const db: Database = {
    prepare(sql: string) {
      const statement = env.DB.prepare(sql);
      sqlOf.set(statement, sql);
      const bind = statement.bind.bind(statement);
      statement.bind = (...values: unknown[]) => {
        const bound = bind(...values);
        sqlOf.set(bound, sql);
        return bound;
      };
      return statement;
    },
    async batch<T = unknown>(statements: D1PreparedStatement[]) {
      if (!statements.some((statement) => target.test(sqlOf.get(statement) ?? ""))) return env.DB.batch<T>(statements);
      signal();
      if (mode === "hang") return new Promise<D1Result<T>[]>(() => {});
      if (mode === "afterCommit") await env.DB.batch<T>(statements);
      throw new Error("D1_ERROR: Network connection lost.");
    },
  };
  return { db, reached };
}

/** The sweep run `hours` after now (objects are dated by R2's own clock). */
const sweepAt = (hours: number, limits = ORPHAN_SWEEP) => sweepOrphanedUploads({ db: env.DB, bucket: env.BUCKET }, new Date(Date.now() + hours * HOUR), limits);

async function putObject(key: string) {
  await env.BUCKET.put(key, new Uint8Array([1, 2, 3]));
}

describe("an ad post stopped between its photos and its row", () => {
  it("leaves photos no row names; the job keeps them for a day, then deletes them, and storage and database agree", async () => {
    const { db, reached } = failingAt(/^\s*INSERT INTO ads /, "hang");
    // The post is abandoned at its INSERT, as a runtime killed there abandons it.
    void createAd(editor(db), OWNER, input, [imageFile("jpeg", 64, 48, "front.jpg"), imageFile("png", 64, 48, "side.png")]);
    await reached;

    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ads").first("n")).toBe(0);
    const left = await disagreement();
    expect(left.unnamed).toHaveLength(2);
    expect(left.unnamed.every((key) => key.startsWith("ads/"))).toBe(true);
    expect(left.missing).toEqual([]);

    // An hour later they may still belong to a write under way: kept.
    expect(await sweepAt(1)).toMatchObject({ removed: 0, complete: true });
    expect((await disagreement()).unnamed).toEqual(left.unnamed);

    // A day later the job deletes them.
    expect(await sweepAt(ORPHAN_SWEEP.graceHours + 0.1)).toEqual({ checked: 2, removed: 2, complete: true });
    expect(await disagreement()).toEqual({ unnamed: [], missing: [] });
    expect(await bucketKeys()).toEqual([]);
  });

  it("whose write committed but whose answer was lost keeps its photos: no row without its object", async () => {
    const { db } = failingAt(/^\s*INSERT INTO ads /, "afterCommit");
    await expect(createAd(editor(db), OWNER, input, [imageFile("jpeg", 64, 48, "front.jpg")])).rejects.toThrow("Network connection lost");
    const images = await env.DB.prepare("SELECT image_path FROM ad_images").all<{ image_path: string }>();
    expect(images.results).toHaveLength(1);
    expect(await disagreement()).toEqual({ unnamed: [], missing: [] });

    expect(await sweepAt(ORPHAN_SWEEP.graceHours * 3)).toMatchObject({ checked: 1, removed: 0 });
    expect(await bucketKeys()).toEqual([images.results[0]!.image_path]);
  });

  it("whose write failed before it ran leaves photos the job deletes a day later", async () => {
    const { db } = failingAt(/^\s*INSERT INTO ads /, "throw");
    await expect(createAd(editor(db), OWNER, input, [imageFile("jpeg", 64, 48, "front.jpg")])).rejects.toThrow();
    expect((await disagreement()).unnamed).toHaveLength(1);
    expect(await runScheduledJobs({ db: env.DB, bucket: env.BUCKET }, new Date(Date.now() + 25 * HOUR))).toMatchObject({ removedOrphans: 1 });
    expect(await disagreement()).toEqual({ unnamed: [], missing: [] });
  });
});

describe("an admin image whose record was saved but whose answer was lost", () => {
  it("stays: no record without its image", async () => {
    const { db } = failingAt(/^INSERT INTO banners /, "afterCommit");
    const banner = { title: "عرض", title_en: "Offer", image: imageFile("png"), link: "/", sort: 1, is_active: true };
    await expect(saveRecord({ db, bucket: env.BUCKET }, admin, "banners", null, banner)).rejects.toThrow("Network connection lost");
    expect(await rowKeys()).toHaveLength(1);
    expect(await disagreement()).toEqual({ unnamed: [], missing: [] });
  });
});

describe("a support request stopped between its attachments and their rows", () => {
  it("leaves attachments the job deletes a day later; the request stays", async () => {
    const { db, reached } = failingAt(/^INSERT INTO support_attachments/, "hang");
    const files = [new File(["log"], "log.txt", { type: "text/plain" }), imageFile("png", 64, 48, "screen.png")];
    void createSupportRequest({ db, bucket: env.BUCKET, config }, user, { subject: "Upload fails", message: "It fails.", files }, "en");
    await reached;
    // Attachments are stored one after the other; the batch is sent after the last.
    expect((await disagreement()).unnamed).toHaveLength(2);
    expect(await sweepAt(ORPHAN_SWEEP.graceHours + 1)).toMatchObject({ removed: 2 });
    expect(await disagreement()).toEqual({ unnamed: [], missing: [] });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM support_requests").first("n")).toBe(1);
  });
});

describe("the job never deletes", () => {
  it("an object a row names, of any kind, however old; nor the seed's images or keys the app does not write", async () => {
    // Uploads of every kind, through the use-cases that make them.
    expect(await createAd(editor(), OWNER, input, [imageFile("jpeg", 64, 48, "front.jpg")])).toMatchObject({ ok: true });
    // A photo with its card variant (made by the Images binding in production; not bound in these tests).
    await putObject("ads/with-variant.jpg");
    await putObject("ads/with-variant-small.webp");
    await env.DB.prepare(
      "INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) SELECT id, 'ads/with-variant.jpg', 'ads/with-variant-small.webp', 800, 600, 1 FROM ads LIMIT 1",
    ).run();
    await setProfileImage(
      { db: env.DB },
      OWNER,
      await storeProfileImage({ bucket: env.BUCKET }, OWNER, { bytes: new Uint8Array([0xff, 0xd8, 0xff, 1]), type: "image/jpeg" }),
    );
    expect(
      await createSupportRequest({ db: env.DB, bucket: env.BUCKET, config }, user, { subject: "s", message: "m", files: [new File(["x"], "a.txt")] }, "ar"),
    ).toMatchObject({ ok: true });
    await env.DB.prepare("INSERT INTO documents (id, title, title_en) VALUES (1, 'كتالوج', 'Catalogue')").run();
    expect(await addPages({ db: env.DB, bucket: env.BUCKET }, admin, 1, [imageFile("png"), imageFile("jpeg")])).toMatchObject({ added: 2 });
    const png = () => imageFile("png");
    const saves = [
      saveRecord({ db: env.DB, bucket: env.BUCKET }, admin, "categories", 1, { slug: "vehicles", name: "سيارات", name_en: "Vehicles", image: png(), sort: 1 }),
      saveRecord({ db: env.DB, bucket: env.BUCKET }, admin, "subcategories", 100, { name: "ملاكي", name_en: "Cars", image: png(), sort: 1 }),
      saveRecord({ db: env.DB, bucket: env.BUCKET }, admin, "brand-countries", 1000, { name: "ياباني", name_en: "Japanese", image: png(), sort: 1 }),
      saveRecord({ db: env.DB, bucket: env.BUCKET }, admin, "third-branches", 10000, { name: "تويوتا", name_en: "Toyota", image: png(), sort: 1 }),
      saveRecord({ db: env.DB, bucket: env.BUCKET }, admin, "banners", null, {
        title: "عرض",
        title_en: "Offer",
        image: png(),
        link: "/",
        sort: 1,
        is_active: true,
      }),
      saveRecord({ db: env.DB, bucket: env.BUCKET }, admin, "blog", null, {
        title: "نصائح البيع",
        title_en: "Selling tips",
        image: png(),
        excerpt: "نصائح قصيرة للبيع",
        excerpt_en: "Short selling tips",
        body: "نص المقال كاملا هنا",
        body_en: "The whole article here",
      }),
    ];
    for (const saved of saves) expect(await saved).toMatchObject({ ok: true });
    const named = await rowKeys();
    // ads ×3 (a photo that is its own card, a photo and its variant), users, support, documents ×2, admin ×6.
    expect(named).toHaveLength(13);
    expect(new Set(named.map((key) => key.split("/")[0]))).toEqual(new Set(["ads", "users", "support", "documents", "admin"]));

    // Beside them: one orphan of every kind, and objects the job must leave alone.
    const orphans = ["ads/lost.jpg", "ads/lost-small.webp", "users/1/lost.jpg", "support/77/lost", "documents/1/lost.png", "admin/banners/lost.png"];
    for (const key of orphans) await putObject(key);
    for (const key of ["seed/ads/vehicles-9.webp", "backups/db.sqlite"]) await putObject(key);

    const report = await sweepAt(ORPHAN_SWEEP.graceHours * 10);
    expect(report).toEqual({ checked: 13 + orphans.length, removed: orphans.length, complete: true });
    expect(await bucketKeys()).toEqual([...named, "backups/db.sqlite", "seed/ads/vehicles-9.webp"].sort());
    expect(await disagreement()).toEqual({ unnamed: ["backups/db.sqlite", "seed/ads/vehicles-9.webp"], missing: [] });
  });
});

describe("the photos of an ad kept as a draft past the free ads", () => {
  const sent = () => [imageFile("jpeg", 64, 48, "front.jpg"), imageFile("png", 64, 48, "back.png")];
  const keysOf = (photos: Array<{ imagePath: string; smallPath: string }>) =>
    [...new Set(photos.flatMap((photo) => [photo.imagePath, photo.smallPath]))].sort();

  it("stay while the draft lives, and the ad posted from it names them; an expired draft's are removed", async () => {
    const kept = await storeDraftPhotos(editor(), sent());
    expect(kept).toHaveLength(2);
    await saveDraft(editor(), OWNER, 1, { name: input.name });
    // Text alone sent again ("buy extra ads" with JavaScript): the draft keeps the photos it has.
    await saveDraft(editor(), OWNER, 1, { name: input.name }, new Date(), kept);
    await saveDraft(editor(), OWNER, 1, { name: `${input.name} معدل` });
    expect((await getDraft(editor(), OWNER))?.photos.map((photo) => photo.imagePath)).toEqual(kept.map((photo) => photo.imagePath));

    // A day and more later the sweep keeps them: the live draft names them.
    expect(await sweepAt(25)).toMatchObject({ removed: 0 });
    expect(await bucketKeys()).toEqual(keysOf(kept));

    // Posted from the draft: the ad has them, first, and they stay once the draft is forgotten.
    const posted = await createAd(editor(), OWNER, input, [imageFile("jpeg", 64, 48, "side.jpg")], new Date(), { kept });
    expect(posted.ok).toBe(true);
    await deleteDraft(editor(), OWNER);
    const images = await env.DB.prepare("SELECT image_path AS imagePath, small_path AS smallPath FROM ad_images ORDER BY position").all<{
      imagePath: string;
      smallPath: string;
    }>();
    expect(images.results.map((row) => row.imagePath).slice(0, 2)).toEqual(kept.map((photo) => photo.imagePath));
    expect(await sweepAt(25)).toMatchObject({ removed: 0 });
    expect(await bucketKeys()).toEqual(keysOf(images.results));
  });

  it("of a draft that expired, or was replaced by another's, are removed a day later", async () => {
    const first = await storeDraftPhotos(editor(), sent());
    await saveDraft(editor(), OWNER, 1, { name: input.name }, new Date(), first);
    const second = await storeDraftPhotos(editor(), [imageFile("png", 64, 48, "other.png")]);
    await saveDraft(editor(), OWNER, 1, { name: "إعلان آخر" }, new Date(), second);
    // The first draft's photos are named no more.
    expect(await sweepAt(25)).toMatchObject({ removed: keysOf(first).length });
    expect(await bucketKeys()).toEqual(keysOf(second));
    // The draft kept 31 days ago has expired: it is not offered, and its photos go.
    await env.DB.prepare("UPDATE ad_drafts SET created_at = ?1 WHERE user_id = ?2")
      .bind(new Date(Date.now() - 31 * 24 * HOUR).toISOString().slice(0, 19).replace("T", " "), OWNER)
      .run();
    expect(await getDraft(editor(), OWNER)).toBeNull();
    expect(await sweepAt(25)).toMatchObject({ removed: keysOf(second).length });
    expect(await bucketKeys()).toEqual([]);
  });
});

describe("the ad kept as a draft, once a pack for its category is paid", () => {
  /** The add-ad form's values as the draft keeps them. */
  const values = {
    name: input.name,
    description: input.description,
    price: "650000",
    note: "المعاينة مساءً",
    negotiable: "yes",
    status: "used",
    latitude: "30.05",
    longitude: "31.34",
    address: input.address,
    category: "1",
    subcategory: "100",
    brand_country: "1000",
    third_branch: "10000",
    governorate: "1",
    region: "10",
  };
  /** A pack order of the owner's for a category, in the given state. */
  async function packOrder(categoryId: number, status: "paid" | "pending"): Promise<number> {
    await env.DB.prepare("DELETE FROM bundle_orders").run();
    const row = await env.DB.prepare(
      `INSERT INTO bundle_orders (user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, status, created_at, kind, category_id, pack_ads, item_name, item_name_en)
       VALUES (?1, NULL, NULL, 0, 5000, 'EGP', 'card', 'sandbox', ?2, '2026-11-28 10:00:00', 'pack', ?3, 1, 'إعلان إضافي', 'One extra ad') RETURNING id`,
    )
      .bind(OWNER, status, categoryId)
      .first<{ id: number }>();
    return row!.id;
  }
  const ownAds = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?1").bind(OWNER).first<{ n: number }>())!.n;

  it("is posted as it was sent, its photos included, once; the draft is forgotten and the order names the ad", async () => {
    const kept = await storeDraftPhotos(editor(), [imageFile("jpeg", 64, 48, "front.jpg"), imageFile("png", 64, 48, "back.png")]);
    await saveDraft(editor(), OWNER, 1, values, new Date(), kept);
    const orderId = await packOrder(1, "paid");

    const adId = await postDraftOfPaidPack(editor(), orderId);
    expect(adId).toEqual(expect.any(Number));
    const ad = await env.DB.prepare("SELECT name, description, price, negotiable, status, third_branch_id, region_id FROM ads WHERE id = ?1")
      .bind(adId)
      .first();
    expect(ad).toEqual({
      name: input.name,
      description: input.description,
      price: 650000,
      negotiable: 1,
      status: "pending",
      third_branch_id: 10000,
      region_id: 10,
    });
    const images = await env.DB.prepare("SELECT image_path FROM ad_images WHERE ad_id = ?1 ORDER BY position").bind(adId).all<{ image_path: string }>();
    expect(images.results.map((row) => row.image_path)).toEqual(kept.map((photo) => photo.imagePath));
    expect(await getDraft(editor(), OWNER)).toBeNull();
    expect(await env.DB.prepare("SELECT ad_id FROM bundle_orders WHERE id = ?1").bind(orderId).first("ad_id")).toBe(adId);
    // A second call (a replayed callback) posts nothing more, and the sweep keeps the ad's photos.
    expect(await postDraftOfPaidPack(editor(), orderId)).toBeNull();
    expect(await ownAds()).toBe(1);
    expect(await sweepAt(25)).toMatchObject({ removed: 0 });
  });

  it("stays a draft while its pack is unpaid, or when the pack paid is another category's", async () => {
    await saveDraft(editor(), OWNER, 1, values, new Date(), []);
    expect(await postDraftOfPaidPack(editor(), await packOrder(1, "pending"))).toBeNull();
    await env.DB.prepare("INSERT OR IGNORE INTO categories (id, slug, name, name_en) VALUES (2, 'phones', 'موبايلات', 'Phones')").run();
    expect(await postDraftOfPaidPack(editor(), await packOrder(2, "paid"))).toBeNull();
    expect(await ownAds()).toBe(0);
    expect((await getDraft(editor(), OWNER))?.values.name).toBe(input.name);
  });
});

describe("the sweep within a cron run's limits", () => {
  it("reads a few pages a run, keeps its place in D1 and resumes there, then starts over", async () => {
    const orphans = Array.from({ length: 7 }, (_, index) => `ads/orphan-${index}.jpg`);
    for (const key of orphans) await putObject(key);
    const limits = { graceHours: ORPHAN_SWEEP.graceHours, pageSize: 2, pagesPerRun: 2 };

    expect(await sweepAt(25, limits)).toEqual({ checked: 4, removed: 4, complete: false });
    expect(await env.DB.prepare("SELECT cursor FROM job_cursors WHERE name = 'orphaned-uploads'").first("cursor")).toEqual(expect.any(String));
    expect(await bucketKeys()).toHaveLength(3);
    expect(await sweepAt(25, limits)).toEqual({ checked: 3, removed: 3, complete: true });
    expect(await bucketKeys()).toEqual([]);
    expect(await env.DB.prepare("SELECT cursor FROM job_cursors WHERE name = 'orphaned-uploads'").first("cursor")).toBeNull();

    // The next run starts from the first key again.
    await putObject("ads/a-new-orphan.jpg");
    expect(await sweepAt(25, limits)).toEqual({ checked: 1, removed: 1, complete: true });
  });

  it("asks D1 once a page, by index in the large tables", async () => {
    for (let index = 0; index < 5; index++) await putObject(`ads/orphan-${index}.jpg`);
    const sent: string[] = [];
    const db: Database = {
      prepare: (sql: string) => (sent.push(sql), env.DB.prepare(sql)),
      batch: (statements) => env.DB.batch(statements),
    };
    await sweepOrphanedUploads({ db, bucket: env.BUCKET }, new Date(Date.now() + 25 * HOUR), { ...ORPHAN_SWEEP, pageSize: 2 });
    const checks = sent.filter((sql) => sql.includes("json_each"));
    // 5 keys, 2 a page: 3 pages, one query each.
    expect(checks).toHaveLength(3);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${checks[0]}`).bind("[]", "2026-01-01 00:00:00").all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    for (const table of ["ad_images", "users", "support_attachments", "pdf_imgs"]) {
      expect(details.filter((detail) => new RegExp(`^SCAN ${table}\\b`).test(detail))).toEqual([]);
    }
    expect(details.some((detail) => detail.includes("ad_images_by_image_path"))).toBe(true);
    expect(details.some((detail) => detail.includes("ad_images_by_small_path"))).toBe(true);
  });
});
