import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newSubmitKey, parseSubmitKey } from "~/lib/submit-key";
import { ADS_PER_DAY, createAd } from "~/features/ads/editor.server";
import { sqlTime } from "~/server/sql.server";
import { startBundlePayment } from "~/features/paid-reach/payments.server";
import { createSupportRequest, SUPPORT_REQUESTS_PER_DAY } from "~/features/support/support.server";
import { requestDigest } from "~/server/request-hash.server";
import { createTestEnv } from "./helpers/db";
import { carAd, carsCatalogue } from "./helpers/rows";
import { testConfig } from "./helpers/config";
import { imageFile } from "./helpers/images";

// The same form posted twice at once (a double
// tap on a slow phone) creates one ad, one order, one support request; and
// the daily quotas on ads and support requests.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config = testConfig({ SITE_URL: "http://127.0.0.1:8804" });
const now = new Date("2026-11-23T12:00:00Z");
const hoursAgo = (hours: number) => sqlTime(new Date(now.getTime() - hours * 3600 * 1000));
const OWNER = 1;
const OTHER = 2;
const user = { id: OWNER, name: "Karim Trader", email: "karim@example.com", phone: "+201011111111" };

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...carsCatalogue(db),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at) VALUES
       (1, 'owner', 'Karim', 'Trader', 'karim@example.com', '+201011111111', 'x', '2026-01-01 00:00:00'),
       (2, 'other', 'Mona', 'Other', 'mona@example.com', '+201022222222', 'x', '2026-01-01 00:00:00')`,
    ),
    db.prepare("INSERT INTO bundles (id, name, name_en, days, price, is_active, sort) VALUES (1, 'أسبوع', 'Week', 7, 50, 1, 1)"),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

beforeEach(async () => {
  const db = env.DB;
  await db.batch([
    db.prepare("DELETE FROM bundle_orders"),
    db.prepare("DELETE FROM ad_images"),
    db.prepare("DELETE FROM ads_fts"),
    db.prepare("DELETE FROM ads"),
    db.prepare("DELETE FROM support_attachments"),
    db.prepare("DELETE FROM support_requests"),
    db.prepare("DELETE FROM outbox"),
  ]);
  const listed = await env.BUCKET.list();
  if (listed.objects.length > 0) await env.BUCKET.delete(listed.objects.map((object) => object.key));
});

const editor = () => ({ db: env.DB, bucket: env.BUCKET, config: { AD_LIFETIME_DAYS: 30 } });
const support = () => ({ db: env.DB, bucket: env.BUCKET, config });

const input = carAd;

async function jpeg(): Promise<File> {
  return imageFile("jpeg", 64, 48, "car.jpg");
}

async function count(sql: string, ...values: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;
}

/** Ads of the owner created `hours` ago (for the quota). */
async function postedEarlier(n: number, hours: number, userId = OWNER) {
  const statements = Array.from({ length: n }, () =>
    env.DB.prepare(
      "INSERT INTO ads (user_id, name, description, price, category_id, latitude, longitude, address, created_at, updated_at) VALUES (?1, 'older', 'd', 1, 1, 30, 31, 'a', ?2, ?2)",
    ).bind(userId, hoursAgo(hours)),
  );
  await env.DB.batch(statements);
}

describe("the submit key", () => {
  it("is a random UUID; only well-formed keys are used", () => {
    const key = newSubmitKey();
    expect(parseSubmitKey(key)).toBe(key);
    expect(newSubmitKey()).not.toBe(key);
    expect(parseSubmitKey("short")).toBeNull();
    expect(parseSubmitKey("x".repeat(65))).toBeNull();
    expect(parseSubmitKey("bad key with spaces!")).toBeNull();
    expect(parseSubmitKey(null)).toBeNull();
  });
});

describe("double submits", () => {
  it("the add-ad form posted twice at once creates one ad, and both posts answer with it", async () => {
    const submitKey = newSubmitKey();
    const [first, second] = await Promise.all([
      createAd(editor(), OWNER, input(), [await jpeg()], now, { submitKey }),
      createAd(editor(), OWNER, input(), [await jpeg()], now, { submitKey }),
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?1", OWNER)).toBe(1);
    const ad = await env.DB.prepare("SELECT id FROM ads WHERE user_id = ?1").bind(OWNER).first<{ id: number }>();
    expect(first).toMatchObject({ ok: true, adId: ad!.id });
    expect(second).toMatchObject({ ok: true, adId: ad!.id });
    expect([first, second].filter((result) => result.ok && result.repeated)).toHaveLength(1);
    // One ad's photo (full and card size), one search row: the repeat left nothing behind.
    const images = await env.DB.prepare("SELECT image_path, small_path FROM ad_images WHERE ad_id = ?1")
      .bind(ad!.id)
      .all<{ image_path: string; small_path: string }>();
    expect(images.results).toHaveLength(1);
    expect(await count("SELECT COUNT(*) AS n FROM ads_fts")).toBe(1);
    const kept = new Set([images.results[0].image_path, images.results[0].small_path]);
    expect(new Set((await env.BUCKET.list()).objects.map((object) => object.key))).toEqual(kept);
    // Posted again later: still the same ad.
    expect(await createAd(editor(), OWNER, input(), [], now, { submitKey })).toEqual({ ok: true, adId: ad!.id, repeated: true });
    expect(await count("SELECT COUNT(*) AS n FROM ads")).toBe(1);
  });

  it("the same key with a different request is refused, at once or later, and only the first request's ad is stored", async () => {
    const submitKey = newSubmitKey();
    const form = (name: string, photo: File) => {
      const data = new FormData();
      data.append("intent", "create");
      data.append("name", name);
      data.append("images", photo);
      data.append("submitKey", submitKey);
      return data;
    };
    const photo = await jpeg();
    const digestOf = (data: FormData) => requestDigest("POST", "/account/ads", data.entries(), ["submitKey"]);
    const [first, second] = await Promise.all([
      createAd(editor(), OWNER, input(), [photo], now, { submitKey, submitDigest: await digestOf(form("تويوتا", photo)) }),
      createAd(editor(), OWNER, input({ name: "نيسان" }), [photo], now, { submitKey, submitDigest: await digestOf(form("نيسان", photo)) }),
    ]);
    expect([first, second].filter((result) => result.ok)).toHaveLength(1);
    expect([first, second].filter((result) => !result.ok)).toEqual([{ ok: false, error: "keyReused", key: submitKey }]);
    expect(await count("SELECT COUNT(*) AS n FROM ads")).toBe(1);
    const winner = first.ok ? "تويوتا" : "نيسان";
    // The winner's request again (its fields in another order) gets its ad; another photo is another request.
    const reordered = new FormData();
    for (const [name, value] of [...form(winner, photo).entries()].reverse()) reordered.append(name, value);
    const adId = first.ok ? first.adId : second.ok ? second.adId : 0;
    expect(await createAd(editor(), OWNER, input(), [], now, { submitKey, submitDigest: await digestOf(reordered) })).toEqual({
      ok: true,
      adId,
      repeated: true,
    });
    const otherPhoto = await imageFile("jpeg", 80, 60, "car.jpg");
    expect(await createAd(editor(), OWNER, input(), [], now, { submitKey, submitDigest: await digestOf(form(winner, otherPhoto)) })).toMatchObject({
      ok: false,
      error: "keyReused",
    });
    expect(await count("SELECT COUNT(*) AS n FROM ads")).toBe(1);
    // The refused post left no photo behind: storage holds the first ad's only.
    const images = await env.DB.prepare("SELECT image_path, small_path FROM ad_images").all<{ image_path: string; small_path: string }>();
    expect(images.results).toHaveLength(1);
    const kept = new Set([images.results[0].image_path, images.results[0].small_path]);
    expect(new Set((await env.BUCKET.list()).objects.map((object) => object.key))).toEqual(kept);
  });

  it("another key, or another user with the same key, creates another ad", async () => {
    const submitKey = newSubmitKey();
    const mine = await createAd(editor(), OWNER, input(), [], now, { submitKey });
    const again = await createAd(editor(), OWNER, input(), [], now, { submitKey: newSubmitKey() });
    const theirs = await createAd(editor(), OTHER, input(), [], now, { submitKey });
    const ids = [mine, again, theirs].map((result) => (result.ok ? result.adId : null));
    expect(new Set(ids).size).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM ads")).toBe(3);
  });

  it("the buy-bundle form posted twice at once makes one order, and both go to the same checkout", async () => {
    await env.DB.prepare(
      "INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at) VALUES (50, 1, 'approved car', 'd', 1, 1, 30, 31, 'a', 'approved', '2026-12-20 00:00:00')",
    ).run();
    const payer = { id: OWNER, firstName: "Karim", lastName: "Trader", email: "karim@example.com", phone: "+201011111111" };
    const choice = { adId: 50, bundleId: 1, method: "card" as const, language: "ar", submitKey: newSubmitKey() };
    const [first, second] = await Promise.all([
      startBundlePayment({ db: env.DB, config }, payer, choice, now),
      startBundlePayment({ db: env.DB, config }, payer, choice, now),
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM bundle_orders")).toBe(1);
    const order = await env.DB.prepare("SELECT id, status, checkout_url FROM bundle_orders").first<{ id: number; status: string; checkout_url: string }>();
    expect(order).toEqual({ id: order!.id, status: "pending", checkout_url: `/payments/sandbox/${order!.id}` });
    expect(first).toMatchObject({ ok: true, orderId: order!.id, redirectTo: `/payments/sandbox/${order!.id}` });
    expect(second).toMatchObject({ ok: true, orderId: order!.id, redirectTo: `/payments/sandbox/${order!.id}` });
    // A new render of the form (a new key) buys again.
    const next = await startBundlePayment({ db: env.DB, config }, payer, { ...choice, submitKey: newSubmitKey() }, now);
    expect(next).toMatchObject({ ok: true });
    expect(await count("SELECT COUNT(*) AS n FROM bundle_orders")).toBe(2);
  });

  it("the support form posted twice at once stores and mails one request", async () => {
    const submitKey = newSubmitKey();
    const request = () =>
      createSupportRequest(
        support(),
        user,
        { subject: "Photos do not upload", message: "The upload fails.", files: [new File(["log"], "log.txt", { type: "text/plain" })], submitKey },
        "en",
        now,
      );
    const [first, second] = await Promise.all([request(), request()]);
    expect(await count("SELECT COUNT(*) AS n FROM support_requests")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM support_attachments")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'support'")).toBe(1);
    const row = await env.DB.prepare("SELECT id FROM support_requests").first<{ id: number }>();
    expect(first).toMatchObject({ ok: true, id: row!.id });
    expect(second).toMatchObject({ ok: true, id: row!.id });
  });
});

describe("a key reused for a different form", () => {
  const digest = (fields: Record<string, string>, files: File[] = []) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    for (const file of files) data.append("attachments", file);
    return requestDigest("POST", "/account/support", data.entries(), ["submitKey"]);
  };

  it("the support form: the same contents again answer with the first request; other contents are refused and nothing is sent", async () => {
    const submitKey = newSubmitKey();
    const log = new File(["log"], "log.txt", { type: "text/plain" });
    const send = async (subject: string, files: File[]) =>
      createSupportRequest(
        support(),
        user,
        { subject, message: "The upload fails.", files, submitKey, submitDigest: await digest({ subject, message: "The upload fails." }, files) },
        "en",
        now,
      );
    const first = await send("Photos do not upload", [log]);
    expect(first).toMatchObject({ ok: true, mailed: true });
    expect(await send("Photos do not upload", [new File(["log"], "log.txt", { type: "text/plain" })])).toMatchObject({ ok: true, repeated: true });
    expect(await send("Something else", [log])).toEqual({ ok: false, error: "keyReused" });
    expect(await send("Photos do not upload", [new File(["other log"], "log.txt", { type: "text/plain" })])).toEqual({ ok: false, error: "keyReused" });
    expect(await count("SELECT COUNT(*) AS n FROM support_requests")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'support'")).toBe(1);
  });

  it("the buy-bundle form: another choice with the same key orders nothing and goes to no checkout", async () => {
    await env.DB.prepare(
      "INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at) VALUES (51, 1, 'approved car', 'd', 1, 1, 30, 31, 'a', 'approved', '2026-12-20 00:00:00')",
    ).run();
    const payer = { id: OWNER, firstName: "Karim", lastName: "Trader", email: "karim@example.com", phone: "+201011111111" };
    const submitKey = newSubmitKey();
    const buy = async (method: "card" | "wallet") =>
      startBundlePayment(
        { db: env.DB, config },
        payer,
        { adId: 51, bundleId: 1, method, language: "ar", submitKey, submitDigest: await digest({ adId: "51", bundleId: "1", method }) },
        now,
      );
    const first = await buy("card");
    expect(first).toMatchObject({ ok: true });
    expect(await buy("card")).toMatchObject({ ok: true, repeated: true, orderId: first.ok ? first.orderId : 0 });
    expect(await buy("wallet")).toEqual({ ok: false, error: "keyReused" });
    expect(await count("SELECT COUNT(*) AS n FROM bundle_orders")).toBe(1);
  });
});

describe("daily quotas", () => {
  it(`an account posts at most ${ADS_PER_DAY} ads in 24 hours; older ads and other accounts do not count`, async () => {
    await postedEarlier(ADS_PER_DAY - 1, 23);
    await postedEarlier(5, 25);
    await postedEarlier(ADS_PER_DAY, 1, OTHER);
    const last = await createAd(editor(), OWNER, input(), [], now);
    expect(last).toMatchObject({ ok: true });
    const refused = await createAd(editor(), OWNER, input({ name: "one too many" }), [await jpeg()], now);
    expect(refused).toEqual({ ok: false, error: "quota", limit: ADS_PER_DAY });
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE name = 'one too many'")).toBe(0);
    expect((await env.BUCKET.list()).objects).toHaveLength(0);
    // A day later there is room again.
    const tomorrow = new Date(now.getTime() + 24 * 3600 * 1000);
    expect(await createAd(editor(), OWNER, input(), [], tomorrow)).toMatchObject({ ok: true });
  });

  it("parallel posts cannot pass the ad quota", async () => {
    await postedEarlier(ADS_PER_DAY - 2, 2);
    const results = await Promise.all(Array.from({ length: 5 }, () => createAd(editor(), OWNER, input(), [], now, { submitKey: newSubmitKey() })));
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok && result.error === "quota")).toHaveLength(3);
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?1", OWNER)).toBe(ADS_PER_DAY);
  });

  it(`an account sends at most ${SUPPORT_REQUESTS_PER_DAY} support requests in 24 hours`, async () => {
    await env.DB.batch(
      Array.from({ length: SUPPORT_REQUESTS_PER_DAY - 1 }, () =>
        env.DB.prepare("INSERT INTO support_requests (user_id, subject, message, created_at) VALUES (?1, 's', 'm', ?2)").bind(OWNER, hoursAgo(20)),
      ),
    );
    await env.DB.prepare("INSERT INTO support_requests (user_id, subject, message, created_at) VALUES (?1, 's', 'm', ?2)").bind(OWNER, hoursAgo(30)).run();
    const send = (subject: string) => createSupportRequest(support(), user, { subject, message: "m", files: [] }, "ar", now);
    expect(await send("the last one today")).toMatchObject({ ok: true });
    expect(await send("one too many")).toEqual({ ok: false, error: "quota", limit: SUPPORT_REQUESTS_PER_DAY });
    expect(await count("SELECT COUNT(*) AS n FROM support_requests WHERE subject = 'one too many'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'support'")).toBe(1);
    // Another account is not affected.
    expect(await createSupportRequest(support(), { ...user, id: OTHER }, { subject: "hello", message: "m", files: [] }, "ar", now)).toMatchObject({ ok: true });
  });
});
