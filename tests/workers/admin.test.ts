import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schemaFor } from "~/lib/admin-resources";
import { authenticate } from "~/features/auth/accounts.server";
import {
  addPages,
  dashboardFigures,
  deletePage,
  deleteRecord,
  getRecord,
  getUserForAdmin,
  listAudit,
  listFeaturedAds,
  listPages,
  listRecords,
  movePage,
  runJobsNow,
  saveRecord,
  searchUsers,
  setAdExpiry,
  setFeaturedUntil,
  setSuspended,
  setVerifiedTrader,
} from "~/features/admin/admin.server";
import { listBrandCountries, listCategories, listSubcategories } from "~/features/catalog/queries.server";
import { pagesFromD1 } from "~/features/documents/documents.server";
import { sqlTime } from "~/server/sql.server";
import { hashPassword } from "~/server/password.server";
import { listGovernorates, listRegions } from "~/features/catalog/places.server";
import { createSession, findSessionUser } from "~/server/session.server";
import { parseWithZod } from "@conform-to/zod";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const admin = { id: 1 };
const now = new Date("2026-11-23T12:00:00Z");
const later = (days: number) => sqlTime(new Date(now.getTime() + days * 24 * 3600 * 1000));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 9, 9, 9]);
const png = (name = "tile.png") => new File([PNG], name, { type: "image/png" });
const jpeg = (name = "page.jpg") => new File([JPEG], name, { type: "image/jpeg" });
const fake = (name = "evil.png") => new File(["<svg onload=alert(1)>"], name, { type: "image/png" });

const deps = () => ({ db: env.DB, bucket: env.BUCKET });

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const hash = await hashPassword("secret-pass-1");
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db
      .prepare(
        `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader, role, created_at) VALUES
       (1, 'admin', 'Admin', 'Souq', 'admin@example.com', '+201000000001', ?1, 0, 'admin', '2026-01-01 00:00:00'),
       (2, 'karim', 'Karim', 'Trader', 'karim@example.com', '+201011111111', ?1, 1, 'user', '2026-11-20 00:00:00'),
       (3, 'mona', 'Mona', 'Hassan', 'mona@example.com', '+201022222222', ?1, 0, 'user', '2026-10-01 00:00:00')`,
      )
      .bind(hash),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, is_featured, featured_until) VALUES
       (10, 2, 'car', 'd', 1, 1, 30, 31, 'a', 'approved', '${later(20)}', 1, '${later(3)}'),
       (11, 2, 'van', 'd', 1, 1, 30, 31, 'a', 'pending', NULL, 0, NULL)`,
    ),
    db.prepare("INSERT INTO documents (id, title, title_en) VALUES (1, 'كتالوج', 'Catalogue')"),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM audit_log").run();
});

/** Form values as the route gets them: parsed by the shared schema. */
function parse(resource: Parameters<typeof schemaFor>[0], entries: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  const submission = parseWithZod(form, { schema: schemaFor(resource) });
  if (submission.status !== "success") throw new Error(`invalid: ${JSON.stringify(submission.error)}`);
  return submission.value as Record<string, unknown>;
}

describe("content records", () => {
  it("sets a category's free ads every 30 days: 10 when left empty, then what the admin types", async () => {
    const created = await saveRecord(deps(), admin, "categories", null, parse("categories", { slug: "orchard", name: "بساتين", name_en: "Orchards" }), { now });
    if (!created.ok) throw new Error("not created");
    const limit = async () => (await env.DB.prepare("SELECT free_ads_limit AS n FROM categories WHERE id = ?1").bind(created.id).first<{ n: number }>())!.n;
    expect(await limit()).toBe(10);
    const changed = await saveRecord(
      deps(),
      admin,
      "categories",
      created.id,
      parse("categories", { slug: "orchard", name: "بساتين", name_en: "Orchards", free_ads_limit: "3" }),
      { now },
    );
    expect(changed.ok).toBe(true);
    expect(await limit()).toBe(3);
    expect(() => parse("categories", { slug: "orchard", name: "بساتين", name_en: "Orchards", free_ads_limit: "-1" })).toThrow(/tooSmall/);
  });

  it("creates a category with its image and a subcategory under it, recorded with who and when", async () => {
    const saved = await saveRecord(
      deps(),
      admin,
      "categories",
      null,
      parse("categories", { slug: "garden", name: "حدائق", name_en: "Garden", image: png(), sort: "7" }),
      { now },
    );
    expect(saved.ok).toBe(true);
    const id = (saved as { id: number }).id;
    const category = (await listCategories({ db: env.DB })).find((row) => row.id === id)!;
    expect(category).toMatchObject({ slug: "garden", name: "حدائق", name_en: "Garden" });
    expect(category.image).toMatch(/^admin\/categories\/[0-9a-f-]+\.png$/);
    const object = await env.BUCKET.get(category.image!);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    await object?.arrayBuffer();

    const child = await saveRecord(deps(), admin, "subcategories", null, parse("subcategories", { name: "أدوات ري", name_en: "Irrigation" }), {
      parentId: id,
      now,
    });
    expect(child.ok).toBe(true);
    expect(await listSubcategories({ db: env.DB }, id)).toEqual([{ id: (child as { id: number }).id, parent_id: id, name: "أدوات ري", name_en: "Irrigation" }]);
    const brand = await saveRecord(deps(), admin, "brand-countries", null, parse("brand-countries", { name: "ألمانيا", name_en: "Germany" }), {
      parentId: (child as { id: number }).id,
      now,
    });
    expect((await listBrandCountries({ db: env.DB }, (child as { id: number }).id)).map((row) => row.id)).toEqual([(brand as { id: number }).id]);

    const audit = await listAudit({ db: env.DB });
    expect(audit.map((row) => [row.action, row.entity, row.actor_id, row.created_at])).toEqual([
      ["create", "brand_countries", 1, sqlTime(now)],
      ["create", "subcategories", 1, sqlTime(now)],
      ["create", "categories", 1, sqlTime(now)],
    ]);
    expect(audit[2].entity_id).toBe(id);
    expect(audit[2].actor_name).toBe("Admin Souq");
    expect(JSON.parse(audit[2].details)).toMatchObject({ slug: "garden", name_en: "Garden" });
  });

  it("checks images by their bytes, and refuses a taken slug", async () => {
    const notImage = await saveRecord(deps(), admin, "categories", null, parse("categories", { slug: "fakes", name: "مزيف", name_en: "Fakes", image: fake() }));
    expect(notImage).toEqual({ ok: false, fieldErrors: { image: ["admin:errors.imageType"] } });
    const taken = await saveRecord(deps(), admin, "categories", null, parse("categories", { slug: "vehicles", name: "سيارات٢", name_en: "Cars 2" }));
    expect(taken).toEqual({ ok: false, fieldErrors: { slug: ["admin:errors.slugTaken"] } });
    const bannerWithoutImage = await saveRecord(deps(), admin, "banners", null, parse("banners", { title: "عرض", title_en: "Offer", link: "/categories/" }));
    expect(bannerWithoutImage).toEqual({ ok: false, fieldErrors: { image: ["admin:errors.imageRequired"] } });
    expect((await listCategories({ db: env.DB })).some((row) => row.slug === "fakes")).toBe(false);
    expect(await listAudit({ db: env.DB })).toEqual([]);
  });

  it("the shared schema refuses what the public forms refuse", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ label: "x", label_en: "Evil", url: "javascript:alert(1)", icon: "skull" })) form.append(key, value);
    const submission = parseWithZod(form, { schema: schemaFor("links") });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error : null).toMatchObject({
      label: ["admin:errors.tooShort"],
      url: ["admin:errors.url"],
      icon: ["admin:errors.icon"],
    });
    const banner = new FormData();
    banner.append("title", "عرض");
    banner.append("title_en", "Offer");
    banner.append("link", "//evil.example");
    const bannerResult = parseWithZod(banner, { schema: schemaFor("banners") });
    expect(bannerResult.status === "error" ? bannerResult.error : null).toMatchObject({ link: ["admin:errors.link"] });
  });

  it("updates a record, replacing its image, and deletes one that nothing uses", async () => {
    const created = await saveRecord(
      deps(),
      admin,
      "banners",
      null,
      parse("banners", { title: "عرض", title_en: "Offer", image: png(), link: "/categories/", is_active: "on" }),
    );
    const id = (created as { id: number }).id;
    const [before] = await listRecords({ db: env.DB }, "banners");
    const updated = await saveRecord(deps(), admin, "banners", id, parse("banners", { title: "عرض جديد", title_en: "New offer", image: jpeg() }));
    expect(updated).toEqual({ ok: true, id });
    const [after] = await listRecords({ db: env.DB }, "banners");
    expect(after).toMatchObject({ title: "عرض جديد", title_en: "New offer", is_active: 0, link: null });
    expect(after.image).not.toBe(before.image);
    expect(await env.BUCKET.head(String(before.image))).toBeNull();
    expect(await deleteRecord(deps(), admin, "banners", id)).toEqual({ ok: true });
    expect(await listRecords({ db: env.DB }, "banners")).toEqual([]);
    expect(await env.BUCKET.head(String(after.image))).toBeNull();
    expect((await listAudit({ db: env.DB })).map((row) => row.action)).toEqual(["delete", "update", "create"]);
  });

  it("keeps a category that ads still use", async () => {
    expect(await deleteRecord(deps(), admin, "categories", 1)).toEqual({ ok: false, error: "inUse" });
    expect((await listCategories({ db: env.DB })).some((row) => row.id === 1)).toBe(true);
  });

  it("blog posts get an address and a publication time when none is given", async () => {
    const saved = await saveRecord(
      deps(),
      admin,
      "blog",
      null,
      parse("blog", {
        title: "نصائح البيع",
        title_en: "Selling tips",
        excerpt: "ملخص قصير للمقال",
        excerpt_en: "A short summary",
        body: "فقرة أولى\n\nفقرة ثانية",
        body_en: "First\n\nSecond paragraph",
        image: png("cover.png"),
      }),
      { now },
    );
    const [post] = await listRecords({ db: env.DB }, "blog");
    expect(post).toMatchObject({ id: (saved as { id: number }).id, published_at: sqlTime(now) });
    expect(String(post.slug)).toMatch(/^selling-tips-[0-9a-z]+$/);
  });

  it("a deleted post's id (and address) is never given to the next post", async () => {
    const values = () =>
      parse("blog", {
        title: "مقال مؤقت",
        title_en: "A short-lived post",
        excerpt: "ملخص قصير للمقال",
        excerpt_en: "A short summary",
        body: "نص المقال المؤقت",
        body_en: "The short-lived text",
      });
    const first = (await saveRecord(deps(), admin, "blog", null, values(), { now })) as { ok: true; id: number };
    expect(await deleteRecord(deps(), admin, "blog", first.id, now)).toEqual({ ok: true });
    const second = (await saveRecord(deps(), admin, "blog", null, values(), { now })) as { ok: true; id: number };
    expect(second.id).toBeGreaterThan(first.id);
    expect(await getRecord({ db: env.DB }, "blog", first.id)).toBeNull();
    // The audit row names the new post's id.
    expect((await listAudit({ db: env.DB })).find((row) => row.action === "create" && row.entity_id === second.id)).toBeTruthy();
  });

  it("a new region shows at once (the places cache is dropped)", async () => {
    const governorate = await saveRecord(
      deps(),
      admin,
      "governorates",
      null,
      parse("governorates", { name: "الوادي", name_en: "Valley", slug: "valley", latitude: "25.4", longitude: "30.5" }),
    );
    const id = (governorate as { id: number }).id;
    expect((await listGovernorates({ db: env.DB })).map((row) => row.slug)).toContain("valley");
    await saveRecord(deps(), admin, "regions", null, parse("regions", { name: "الخارجة", name_en: "Kharga", latitude: "25.44", longitude: "30.55" }), {
      parentId: id,
    });
    expect((await listRegions({ db: env.DB }, id)).map((row) => row.name_en)).toEqual(["Kharga"]);
    await saveRecord(
      deps(),
      admin,
      "governorates",
      id,
      parse("governorates", { name: "الوادي الجديد", name_en: "New Valley", slug: "new-valley", latitude: "25.4", longitude: "30.5" }),
    );
    expect((await listGovernorates({ db: env.DB })).find((row) => row.id === id)?.name_en).toBe("New Valley");
  });
});

describe("document pages", () => {
  it("uploads images in order, skips what is not an image, reorders and deletes", async () => {
    const added = await addPages(deps(), admin, 1, [jpeg("1.jpg"), png("2.png"), fake("3.png"), jpeg("4.jpg")]);
    expect(added).toEqual({ added: 3, skipped: ["3.png"] });
    const pages = await listPages({ db: env.DB }, 1);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(pages.every((page) => page.file_url.startsWith("/media/documents/1/"))).toBe(true);
    expect(await pagesFromD1({ db: env.DB }, 1)).toEqual(pages.map((page) => page.file_url));

    expect(await movePage(deps(), admin, 1, pages[2].id, "up")).toBe(true);
    expect((await listPages({ db: env.DB }, 1)).map((page) => page.id)).toEqual([pages[0].id, pages[2].id, pages[1].id]);
    expect(await movePage(deps(), admin, 1, pages[0].id, "up")).toBe(false);

    expect(await deletePage(deps(), admin, 1, pages[1].id)).toBe(true);
    expect((await listPages({ db: env.DB }, 1)).map((page) => page.id)).toEqual([pages[0].id, pages[2].id]);
    expect(await env.BUCKET.head(pages[1].file_url.slice("/media/".length))).toBeNull();
    expect(await deletePage(deps(), admin, 1, 999_999)).toBe(false);
    expect((await listAudit({ db: env.DB })).map((row) => row.action)).toEqual(["pages.delete", "pages.move-up", "pages.add"]);
  });
});

describe("people", () => {
  it("finds users by name, e-mail or phone", async () => {
    expect((await searchUsers({ db: env.DB }, { q: "karim" })).users.map((user) => user.id)).toEqual([2]);
    expect((await searchUsers({ db: env.DB }, { q: "01022222222" })).users.map((user) => user.id)).toEqual([3]);
    expect((await searchUsers({ db: env.DB }, { q: "٠١٠٢٢٢٢٢٢٢٢" })).users.map((user) => user.id)).toEqual([3]);
    expect((await searchUsers({ db: env.DB }, { q: "zz%_" })).users).toEqual([]);
    expect((await searchUsers({ db: env.DB })).users.map((user) => user.id)).toEqual([2, 3, 1]);
  });

  it("verifies traders only", async () => {
    expect(await setVerifiedTrader({ db: env.DB }, admin, 2, true)).toEqual({ ok: true });
    expect((await getUserForAdmin({ db: env.DB }, 2))?.is_verified_trader).toBe(1);
    expect(await setVerifiedTrader({ db: env.DB }, admin, 3, true)).toEqual({ ok: false, error: "notTrader" });
  });

  it("a suspended user cannot sign in, loses their sessions and their ads leave the public pages", async () => {
    const session = await createSession({ db: env.DB }, 2, "test");
    expect(await findSessionUser({ db: env.DB }, session.token)).not.toBeNull();
    expect(await setSuspended({ db: env.DB }, admin, 2, true, now)).toEqual({ ok: true });
    expect(await findSessionUser({ db: env.DB }, session.token)).toBeNull();
    expect(await authenticate({ db: env.DB }, "+201011111111", "secret-pass-1")).toEqual({ ok: false, reason: "suspended" });
    const { results } = await env.DB.prepare("SELECT hidden FROM ads WHERE user_id = 2").all();
    expect(results).toEqual([{ hidden: 1 }, { hidden: 1 }]);
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = 2 AND revoked_at IS NULL").first<{ n: number }>();
    expect(live?.n).toBe(0);

    expect(await setSuspended({ db: env.DB }, admin, 2, false, now)).toEqual({ ok: true });
    expect((await authenticate({ db: env.DB }, "+201011111111", "secret-pass-1")).ok).toBe(true);
    expect((await env.DB.prepare("SELECT hidden FROM ads WHERE user_id = 2").all()).results).toEqual([{ hidden: 0 }, { hidden: 0 }]);
    expect((await listAudit({ db: env.DB })).map((row) => [row.action, row.entity_id])).toEqual([
      ["reinstate", 2],
      ["suspend", 2],
    ]);
  });

  it("never suspends an administrator or oneself", async () => {
    expect(await setSuspended({ db: env.DB }, admin, 1, true)).toEqual({ ok: false, error: "self" });
    expect(await setSuspended({ db: env.DB }, { id: 2 }, 1, true)).toEqual({ ok: false, error: "admin" });
  });
});

describe("dashboard and special ads", () => {
  it("counts ads by status, new users, reports and this month's paid orders", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO bundles (id, name, name_en, days, price) VALUES (1, 'أسبوع', 'Week', 7, 50)"),
      env.DB.prepare(
        `INSERT INTO bundle_orders (user_id, ad_id, bundle_id, days, amount_cents, payment_method, provider, status, paid_at, transaction_id) VALUES
         (2, 10, 1, 7, 5000, 'card', 'sandbox', 'paid', '2026-11-02 10:00:00', 't1'),
         (2, 10, 1, 7, 5000, 'card', 'sandbox', 'paid', '2026-10-30 10:00:00', 't2'),
         (2, 10, 1, 7, 5000, 'card', 'sandbox', 'pending', NULL, NULL)`,
      ),
      env.DB.prepare("INSERT INTO reports (ad_id, client_key, reason) VALUES (10, 'k1', 'spam')"),
    ]);
    const figures = await dashboardFigures({ db: env.DB }, now);
    expect(figures.adsByStatus).toMatchObject({ approved: 1, pending: 1 });
    expect(figures.users).toEqual({ total: 3, last7Days: 1, last30Days: 1 });
    expect(figures.openReports).toBe(1);
    expect(figures.paidThisMonth).toEqual({ count: 1, amountCents: 5000 });
    expect(figures.pendingOrders).toBe(1);
  });

  it("an end date set in the past ends the period at the next scheduled run", async () => {
    expect((await listFeaturedAds({ db: env.DB })).map((ad) => ad.id)).toEqual([10]);
    expect(await setFeaturedUntil({ db: env.DB }, admin, 10, new Date(now.getTime() - 60_000), now)).toBe(true);
    expect(await setFeaturedUntil({ db: env.DB }, admin, 11, now, now)).toBe(false);
    const report = await runJobsNow({ db: env.DB }, admin, now);
    expect(report.endedFeatured).toBe(1);
    expect(await env.DB.prepare("SELECT is_featured, featured_until FROM ads WHERE id = 10").first()).toEqual({ is_featured: 0, featured_until: null });
    expect((await listAudit({ db: env.DB })).map((row) => row.action)).toContain("run-jobs");
  });

  it("an approved ad's end set in the past expires it at the next scheduled run; only that owner's approved ads", async () => {
    const past = new Date(now.getTime() - 60_000);
    expect(await setAdExpiry({ db: env.DB }, admin, 3, 10, past, now)).toBe(false); // not Mona's ad
    expect(await setAdExpiry({ db: env.DB }, admin, 2, 11, past, now)).toBe(false); // under review
    expect((await listAudit({ db: env.DB })).map((row) => row.action)).not.toContain("ad-expiry");
    expect(await setAdExpiry({ db: env.DB }, admin, 2, 10, past, now)).toBe(true);
    const report = await runJobsNow({ db: env.DB }, admin, now);
    expect(report.expiredAds).toBe(1);
    expect(await env.DB.prepare("SELECT status FROM ads WHERE id = 10").first()).toEqual({ status: "expired" });
    expect((await listAudit({ db: env.DB })).find((row) => row.action === "ad-expiry")).toMatchObject({ actor_id: 1, entity: "ads", entity_id: 10 });
  });
});
