import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAd } from "~/features/ads/editor.server";
import { hashOlderPhotos } from "~/features/risk/photo-backfill.server";
import { createTestEnv } from "./helpers/db";
import { scenePng } from "./helpers/images";
import { carAd, carsCatalogue } from "./helpers/rows";

// Ads posted before the risk check kept photo hashes wait for the hourly cron
// to hash their photos (read from R2 as an upload is hashed), a bounded number
// a run; from then on a copy of such a photo in another account's ad is held.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const OLD_PHOTO = "ads/1/old-photo.png";

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...carsCatalogue(db),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at, created_at) VALUES
       (1, 'older', 'Karim', 'Older', 'o@example.com', '+201011111111', 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00'),
       (2, 'copier', 'Mona', 'Copier', 'c@example.com', '+201022222222', 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
    ),
    // The second account is established (an ad published before): only the photo can hold its ads.
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, latitude, longitude, address, status, approved_at, expires_at)
       VALUES (50, 2, 'دراجة', 'دراجة قديمة', 900, 1, 100, 30.05, 31.34, 'a', 'sold', '2026-06-01 00:00:00', '2026-07-01 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

/** An ad and its photo as they were before the risk check: no hash, the photo in R2 and in the backlog. */
async function olderAd(): Promise<void> {
  const photo = await scenePng(0);
  await env.BUCKET.put(OLD_PHOTO, await photo.arrayBuffer());
  const db = env.DB;
  await db.batch([
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, brand_country_id, third_branch_id, latitude, longitude, address, status, approved_at, expires_at)
       VALUES (1, 1, 'كورولا ٢٠١٨ فابريكا', 'عربية البيت من أول مالك', 640000, 1, 100, 1000, 10000, 30.05, 31.34, 'a', 'approved', '2026-10-01 00:00:00', '2099-01-01 00:00:00')`,
    ),
    db.prepare("INSERT INTO ad_images (id, ad_id, image_path, small_path, width, height, position) VALUES (1, 1, ?1, ?1, 360, 240, 0)").bind(OLD_PHOTO),
    // What migration 0043 did for every photo without a hash.
    db.prepare("INSERT INTO photo_hash_backlog (image_id) VALUES (1)"),
  ]);
}

const bands = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_photo_bands WHERE ad_id = 1").first<{ n: number }>())?.n;
const deps = () => ({ db: env.DB, bucket: env.BUCKET, images: env.IMAGES, config: { AD_LIFETIME_DAYS: 30 } });

describe("hashing the photos of ads posted before photo hashes were kept", () => {
  it("a copy of an older ad's photo is published while the photo waits, and held once the cron has hashed it", async () => {
    await olderAd();
    expect(await bands()).toBe(0);
    // Before the run nothing knows the older photo: a copy passes.
    const before = await createAd(deps(), 2, carAd({ name: "عربية للبيع بحالة جيدة", description: "مالك تاني وسعر معقول" }), [await scenePng(0)], now);
    expect(before).toMatchObject({ ok: true });
    expect((before as { held?: boolean }).held).toBeUndefined();

    // The step the Worker's scheduled handler runs each hour.
    expect(await hashOlderPhotos(deps())).toBe(1);
    expect(await bands()).toBe(4);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM photo_hash_backlog").first("n")).toBe(0);

    // Another account's ad with the same photo is now held, the older ad and its photo as the reason.
    const copy = await createAd(deps(), 2, carAd({ name: "كورولا للبيع", description: "الحالة ممتازة من الداخل والخارج" }), [await scenePng(0)], now);
    expect(copy).toMatchObject({ ok: true, held: true });
    expect((copy as { reasons: unknown[] }).reasons).toContainEqual({ code: "samePhoto", ad: 1, photo: OLD_PHOTO });
    const stored = await env.DB.prepare("SELECT status FROM ads WHERE id = ?1")
      .bind((copy as { adId: number }).adId)
      .first("status");
    expect(stored).toBe("pending");
    // A different photo is still published.
    const other = await createAd(deps(), 2, carAd({ name: "عربية تانية خالص", description: "صورة من زاوية مختلفة" }), [await scenePng(3)], now);
    expect((other as { held?: boolean }).held).toBeUndefined();
  });

  it("the next run reads the empty backlog and does nothing; without the Images binding the backlog waits", async () => {
    expect(await hashOlderPhotos(deps())).toBe(0);
    await env.DB.prepare("INSERT INTO photo_hash_backlog (image_id) VALUES (1)").run();
    expect(await hashOlderPhotos({ db: env.DB, bucket: env.BUCKET })).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM photo_hash_backlog").first("n")).toBe(1);
    // Hashed again, its bands replaced rather than doubled.
    expect(await hashOlderPhotos(deps())).toBe(1);
    expect(await bands()).toBe(4);
  });

  it("a photo deleted while it waits leaves the backlog with it", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO ad_images (id, ad_id, image_path, small_path, width, height, position) VALUES (90, 1, 'ads/1/gone.png', 'ads/1/gone.png', 360, 240, 1)",
      ),
      env.DB.prepare("INSERT INTO photo_hash_backlog (image_id) VALUES (90)"),
    ]);
    await env.DB.prepare("DELETE FROM ad_images WHERE id = 90").run();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM photo_hash_backlog").first("n")).toBe(0);
  });
});
