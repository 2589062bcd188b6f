import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { readTraderPage, saveTraderPage, type TraderPageInput } from "~/features/traders/trader-page.server";
import { listTraders } from "~/features/traders/queries.server";
import { setVerifiedTrader } from "~/features/admin/users.server";
import { parseTraderFilters } from "~/features/traders/traders.server";
import { TraderPageSchema } from "~/lib/schemas/trader-page";
import { createTestEnv } from "./helpers/db";

// A trader's own directory page: the form schema, the use-case's catalogue rules, that only the
// signed-in trader's row is written, and that the directory then finds the trader, against a real local D1.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare(
      "INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23), (2, 'الإسكندرية', 'Alexandria', 'alexandria', 31.2, 29.9)",
    ),
    db.prepare(
      "INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34), (20, 2, 'سموحة', 'Smouha', 31.21, 29.94)",
    ),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles'), (2, 'real-estate', 'عقارات', 'Real estate')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'سيارات ملاكي', 'Cars'), (200, 2, 'شقق للبيع', 'Flats for sale')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name, preface, governorate_id, region_id, category_id, subcategory_id, created_at) VALUES
        (1, 'newtrader', 'هاني', 'مراد', 'n@example.com', '+201000000001', 'x', 1, NULL, NULL, NULL, NULL, NULL, NULL, '2026-11-01 00:00:00'),
        (2, 'othertrader', 'Sara', 'Nabil', 'o@example.com', '+201000000002', 'x', 1, 'نبيل للعقارات', 'نبذة قديمة', 2, 20, 2, 200, '2026-11-02 00:00:00'),
        (3, 'customer', 'Mona', 'Said', 'c@example.com', '+201000000003', 'x', 0, NULL, NULL, NULL, NULL, NULL, NULL, '2026-11-03 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const newTrader = { id: 1, isTrader: true, companyName: null };
const otherTrader = { id: 2, isTrader: true, companyName: "نبيل للعقارات" };
const customer = { id: 3, isTrader: false, companyName: null };
const context = () => ({ db: env.DB, bucket: env.BUCKET });

const page = (changes: Partial<TraderPageInput> = {}): TraderPageInput => ({
  companyName: "معرض هاني للسيارات",
  preface: "سيارات مستعملة بحالة ممتازة.",
  prefaceEn: "",
  governorateId: 1,
  regionId: 10,
  categoryId: 1,
  subcategoryId: 100,
  phone2: "+201100000001",
  whatsapp: "+201000000001",
  openingHours: "السبت إلى الخميس ١٠ص - ١٠م",
  ...changes,
});

const row = (id: number) => env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<Record<string, unknown>>();
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return parseWithZod(data, { schema: TraderPageSchema });
};

describe("the page's form schema", () => {
  it("reads phones as E.164, empty choices as not set, and ids as numbers", () => {
    const parsed = form({ companyName: "معرض هاني", preface: " نبذة ", governorate: "1", region: "", phone2: "0110 000 0001", whatsapp: "" });
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value).toMatchObject({ preface: "نبذة", governorate: 1, region: null, category: null, phone2: "+201100000001" });
    expect(parsed.value.whatsapp).toBeUndefined();
  });

  it("refuses a phone that is not an Egyptian mobile, a long about text, long hours and a choice that is not an id", () => {
    const parsed = form({ phone2: "0123", whatsapp: "01900000000", preface: "ا".repeat(2001), openingHours: "x".repeat(201), category: "cars" });
    expect(parsed.status).toBe("error");
    const errors = parsed.status === "error" ? (parsed.error ?? {}) : {};
    expect(errors.phone2?.[0]).toMatch(/^auth:errors\.phone/);
    expect(errors.whatsapp?.[0]).toMatch(/^auth:errors\.phone/);
    expect(errors.preface).toEqual(["traders:page.errors.prefaceTooLong"]);
    expect(errors.openingHours).toEqual(["traders:page.errors.openingHoursTooLong"]);
    expect(errors.category).toEqual(["traders:page.errors.badChoice"]);
  });
});

describe("saving a trader's page", () => {
  it("refuses places and categories that do not fit together, with a message for each field, and saves nothing", async () => {
    const before = await row(1);
    const cases: Array<[Partial<TraderPageInput>, string, string]> = [
      [{ regionId: 20 }, "region", "traders:page.errors.regionNotInGovernorate"],
      [{ governorateId: null, regionId: 10 }, "region", "traders:page.errors.regionWithoutGovernorate"],
      [{ subcategoryId: 200 }, "subcategory", "traders:page.errors.subcategoryNotInCategory"],
      [{ categoryId: null, subcategoryId: 100 }, "subcategory", "traders:page.errors.subcategoryWithoutCategory"],
      [{ governorateId: 99, regionId: null }, "governorate", "traders:page.errors.badChoice"],
      [{ categoryId: 99, subcategoryId: null }, "category", "traders:page.errors.badChoice"],
    ];
    for (const [changes, field, message] of cases) {
      const saved = await saveTraderPage(context(), newTrader, page(changes));
      expect(saved).toEqual({ ok: false, status: 400, fieldErrors: { [field]: message } });
    }
    expect(await row(1)).toEqual(before);
  });

  it("keeps a company name once set: an empty one is refused and nothing changes", async () => {
    const before = await row(2);
    const saved = await saveTraderPage(context(), otherTrader, page({ companyName: undefined, governorateId: 2, regionId: 20 }));
    expect(saved).toEqual({ ok: false, status: 400, fieldErrors: { companyName: "account:errors.companyNameRequired" } });
    expect(await row(2)).toEqual(before);
  });

  it("has no page for a customer: refused, and the row is unchanged", async () => {
    const before = await row(3);
    expect(await saveTraderPage(context(), customer, page())).toEqual({ ok: false, status: 403, message: "traders:page.errors.notTrader" });
    expect(await row(3)).toEqual(before);
  });

  it("writes the signed-in trader's own row and no other", async () => {
    const other = await row(2);
    expect(await saveTraderPage(context(), newTrader, page())).toEqual({ ok: true });
    expect(await row(1)).toMatchObject({
      company_name: "معرض هاني للسيارات",
      preface: "سيارات مستعملة بحالة ممتازة.",
      preface_en: null,
      governorate_id: 1,
      region_id: 10,
      category_id: 1,
      subcategory_id: 100,
      phone2: "+201100000001",
      whatsapp: "+201000000001",
      opening_hours: "السبت إلى الخميس ١٠ص - ١٠م",
    });
    expect(await row(2)).toEqual(other);
    expect(await readTraderPage(context(), 1)).toMatchObject({ companyName: "معرض هاني للسيارات", regionId: 10, openingHours: "السبت إلى الخميس ١٠ص - ١٠م" });
  });

  it("clears what is left empty (the company name excepted)", async () => {
    expect(await saveTraderPage(context(), newTrader, page({ regionId: null, subcategoryId: null, phone2: undefined, openingHours: "" }))).toEqual({
      ok: true,
    });
    expect(await row(1)).toMatchObject({ region_id: null, subcategory_id: null, phone2: null, opening_hours: null, governorate_id: 1 });
    await saveTraderPage(context(), newTrader, page());
  });
});

describe("the admin's verified mark", () => {
  it("is the admin's alone: verifying and unverifying work as before, and saving the page changes neither", async () => {
    const admin = { id: 3 };
    expect(await setVerifiedTrader({ db: env.DB }, admin, 1, true)).toEqual({ ok: true });
    expect(await saveTraderPage(context(), newTrader, page())).toEqual({ ok: true });
    expect((await row(1))!.is_verified_trader).toBe(1);
    expect(await setVerifiedTrader({ db: env.DB }, admin, 1, false)).toEqual({ ok: true });
    expect(await saveTraderPage(context(), newTrader, page())).toEqual({ ok: true });
    expect((await row(1))!.is_verified_trader).toBe(0);
  });
});

describe("the directory finds the saved page", () => {
  const ids = async (query: string) => (await listTraders({ db: env.DB }, parseTraderFilters(new URLSearchParams(query)))).traders.map((t) => t.id);

  it("by category, governorate and region", async () => {
    expect(await ids("category=1")).toEqual([1]);
    expect(await ids("governorate=1&region=10")).toEqual([1]);
    expect(await ids("category=2")).toEqual([2]);
  });

  it("by company or personal name, folded as ad search folds text", async () => {
    expect(await ids(`q=${encodeURIComponent("معرض هانى")}`)).toEqual([1]);
    expect(await ids(`q=${encodeURIComponent("هاني مراد")}`)).toEqual([1]);
    expect(await ids(`q=${encodeURIComponent("السيارات")}`)).toEqual([1]);
    expect(await ids(`q=${encodeURIComponent("sara")}`)).toEqual([2]);
    expect(await ids(`q=${encodeURIComponent("NABIL")}`)).toEqual([2]);
    expect(await ids(`q=${encodeURIComponent("منى")}`)).toEqual([]);
  });
});
