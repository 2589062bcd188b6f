import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { issueApiToken } from "~/server/api-tokens.server";
import { AdDataSchema, ApiAdSchema, AttributeFieldSchema, envelope, ErrorEnvelopeSchema } from "~/api/schemas.server";
import { z } from "zod";
import { adFields, call, formOf, seedAttributes, seedCatalogue } from "./api-helpers";
import { createTestEnv } from "./helpers/db";
import { apiRoutes } from "./api-route-table";

// Category attributes through the JSON API: a category's
// fields, an ad's attributes sent on create and edit (checked by the editor as
// the page's are: a bad value is a 422 naming attributes.<key> and nothing is
// stored), read back typed and described, and a listing filtered by them.

const fieldsRoute = apiRoutes["/client/categories/{id}/attributes"];
const adsRoute = apiRoutes["/client/ads"];
const adRoute = apiRoutes["/client/ads/{id}"];
const byParameters = apiRoutes["/client/ads/getAdsByParameters"];

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await seedCatalogue(env.DB);
  await seedAttributes(env.DB);
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });

async function member() {
  serial += 1;
  const created = await createUser(db(), {
    accountType: "customer",
    firstName: "Hany",
    lastName: "Fawzy",
    username: `attrs${serial}`,
    email: `attrs${serial}@example.com`,
    phone: `+20151${String(serial).padStart(7, "0")}`,
    password: "secret-1",
    language: "ar",
  });
  if (!created.ok) throw new Error("conflict");
  await markVerified(db(), created.user.id);
  return (await issueApiToken(db(), created.user.id)).token;
}

const rows = async (adId: number) =>
  (
    await env.DB.prepare("SELECT field_id, value_number, value_text FROM ad_attributes WHERE ad_id = ? ORDER BY field_id, value_number")
      .bind(adId)
      .all<{ field_id: number; value_number: number | null; value_text: string | null }>()
  ).results;

async function approve(adId: number) {
  await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
    .bind(adId)
    .run();
}

describe("GET /client/categories/{id}/attributes", () => {
  it("lists the category's fields in order, with labels in the requested language and both, and the choices", async () => {
    const answer = await call(env, fieldsRoute, "/public/api/client/categories/1/attributes", { params: { id: "1" }, language: "en" });
    expect(answer.status).toBe(200);
    const fields = z.array(AttributeFieldSchema).parse(answer.body.data);
    expect(fields.map((field) => field.key)).toEqual(["year", "km", "fuel", "extras", "accident_free", "model", "body"]);
    expect(fields[1]).toEqual({
      key: "km",
      kind: "number",
      label: "Kilometres",
      label_ar: "الكيلومترات",
      label_en: "Kilometres",
      unit: "km",
      unit_ar: "كم",
      unit_en: "km",
      min: 0,
      max: 2000000,
      required: false,
      filterable: true,
      subcategory_id: null,
      options: [],
    });
    expect(fields[2].options).toEqual([
      { key: "petrol", label: "Petrol", label_ar: "بنزين", label_en: "Petrol" },
      { key: "diesel", label: "Diesel", label_ar: "سولار", label_en: "Diesel" },
      { key: "natural_gas", label: "Natural gas", label_ar: "غاز طبيعي", label_en: "Natural gas" },
    ]);
    expect(fields[5]).toMatchObject({ key: "model", kind: "text", min: null, max: 40 });
    expect(fields[6]).toMatchObject({ key: "body", subcategory_id: 100 });

    const arabic = await call(env, fieldsRoute, "/public/api/client/categories/real-estate/attributes", { params: { id: "real-estate" } });
    expect(arabic.body.data).toEqual([expect.objectContaining({ key: "area", label: "المساحة", unit: "م²", required: true })]);
  });

  it("narrows to a subcategory's fields, and refuses an unknown category or a bad subcategory", async () => {
    const other = await call(env, fieldsRoute, "/public/api/client/categories/1/attributes", { params: { id: "1" }, query: { subcategory_id: "999" } });
    expect(other.body.data.map((field: { key: string }) => field.key)).not.toContain("body");
    const cars = await call(env, fieldsRoute, "/public/api/client/categories/1/attributes", { params: { id: "1" }, query: { subcategory_id: "100" } });
    expect(cars.body.data.map((field: { key: string }) => field.key)).toContain("body");
    const unknown = await call(env, fieldsRoute, "/public/api/client/categories/77/attributes", { params: { id: "77" } });
    expect(unknown.status).toBe(404);
    const bad = await call(env, fieldsRoute, "/public/api/client/categories/1/attributes", { params: { id: "1" }, query: { subcategory_id: "x" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(["subcategory_id"]);
  });
});

describe("an ad's attributes through createAd, getAd and updateAd", () => {
  it("stores the attributes sent as a JSON object (numbers as text too), and reads them back typed and described", async () => {
    const token = await member();
    const attributes = { year: 2019, km: "١٢٠٬٠٠٠", fuel: "diesel", extras: ["camera", "sunroof"], accident_free: true, model: "كورولا", body: "sedan" };
    const created = await call(env, adsRoute, "/public/api/client/ads", { token, form: formOf(adFields({ attributes: JSON.stringify(attributes) })) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ad = envelope(AdDataSchema).parse(created.body).data.ad;
    expect(ad.attributes).toEqual({
      year: 2019,
      km: 120000,
      fuel: "diesel",
      extras: ["sunroof", "camera"],
      accident_free: true,
      model: "كورولا",
      body: "sedan",
    });
    expect(await rows(ad.id)).toEqual([
      { field_id: 1, value_number: 2019, value_text: null },
      { field_id: 2, value_number: 120000, value_text: null },
      { field_id: 3, value_number: 32, value_text: null },
      { field_id: 4, value_number: 41, value_text: null },
      { field_id: 4, value_number: 43, value_text: null },
      { field_id: 5, value_number: 1, value_text: null },
      { field_id: 6, value_number: null, value_text: "كورولا" },
      { field_id: 7, value_number: 71, value_text: null },
    ]);
    // The details: condition and negotiable first, then the attributes, in the requested language.
    const english = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, { params: { id: String(ad.id) }, token, language: "en" });
    const read = ApiAdSchema.parse(english.body.data.ad);
    expect(read.details).toEqual([
      { label: "Condition", value: "Used" },
      { label: "Negotiable", value: "Yes" },
      { label: "Year", value: "2019" },
      { label: "Kilometres", value: "120,000 km" },
      { label: "Fuel", value: "Diesel" },
      { label: "Extras", value: "Sunroof, Rear camera" },
      { label: "Accident free", value: "Yes" },
      { label: "Model", value: "كورولا" },
      { label: "Body", value: "Sedan" },
    ]);
    expect(read.multi_features[1]).toEqual({ label: "الكيلومترات", label_en: "Kilometres", value: "١٢٠٬٠٠٠ كم", value_en: "120,000 km" });
    expect(read.multi_features[4]).toEqual({ label: "بدون حوادث", label_en: "Accident free", value: "نعم", value_en: "Yes" });
  });

  it("takes multipart's attributes[key] fields too", async () => {
    const token = await member();
    const form = formOf(adFields({ "attributes[year]": "2015", "attributes[extras][]": "sensors", "attributes[accident_free]": "no" }));
    form.append("attributes[extras][]", "camera");
    const created = await call(env, adsRoute, "/public/api/client/ads", { token, form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.ad.attributes).toEqual({ year: 2015, extras: ["sensors", "camera"], accident_free: false });
  });

  it("refuses a bad value with a 422 naming attributes.<key> in the caller's language, and stores nothing", async () => {
    const token = await member();
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM ads").first<{ n: number }>())!.n;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ year: 1900 }, "attributes.year", "سنة الصنع من 1950 إلى 2027"],
      [{ year: "15,5" }, "attributes.year", "اكتب سنة الصنع"],
      [{ fuel: "steam" }, "attributes.fuel", "الوقود"],
      [{ fuel: ["petrol", "diesel"] }, "attributes.fuel", "الوقود"],
      [{ colour: "red" }, "attributes.colour", "لا توجد هذه الخاصية"],
      [{ year: { from: 2000 } }, "attributes.year", "نوع هذه القيمة غير صحيح"],
      [{ model: "x".repeat(41) }, "attributes.model", "40"],
    ];
    for (const [attributes, name, words] of cases) {
      const answer = await call(env, adsRoute, "/public/api/client/ads", { token, form: formOf(adFields({ attributes: JSON.stringify(attributes) })) });
      expect(answer.status, JSON.stringify(attributes)).toBe(422);
      expect(ErrorEnvelopeSchema.safeParse(answer.body).success).toBe(true);
      expect(Object.keys(answer.body.errors!)).toEqual([name]);
      expect(answer.body.errors![name][0]).toContain(words);
    }
    // Not a JSON object at all.
    const notObject = await call(env, adsRoute, "/public/api/client/ads", { token, form: formOf(adFields({ attributes: "[2019]" })) });
    expect(notObject.status).toBe(422);
    expect(Object.keys(notObject.body.errors!)).toEqual(["attributes"]);
    // A required field left out (real estate's area), in English.
    const noArea = await call(env, adsRoute, "/public/api/client/ads", {
      token,
      language: "en",
      form: formOf(adFields({ category_id: "2", subcategory_id: "200", brand_country_id: "2000", third_branch_id: "20000" })),
    });
    expect(noArea.status).toBe(422);
    expect(noArea.body.errors).toEqual({ "attributes.area": ["Area is required"] });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM ads").first<{ n: number }>())!.n).toBe(before);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_attributes WHERE ad_id NOT IN (SELECT id FROM ads)").first<{ n: number }>())!.n).toBe(0);
  });

  it("an edit without attributes keeps them; with attributes replaces them all; a bad one changes nothing", async () => {
    const token = await member();
    const created = await call(env, adsRoute, "/public/api/client/ads", {
      token,
      form: formOf(adFields({ attributes: JSON.stringify({ year: 2010, fuel: "petrol", km: 90000 }) })),
    });
    const id = String(created.body.data.ad.id);
    const edit = (fields: Record<string, string>) =>
      call(env, adRoute, `/public/api/client/ads/${id}`, { params: { id }, token, form: formOf(adFields(fields)) });

    const kept = await edit({ name: "تويوتا كورولا 2010" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.ad.attributes).toEqual({ year: 2010, km: 90000, fuel: "petrol" });

    const replaced = await edit({ attributes: JSON.stringify({ year: "2011", fuel: "natural_gas" }) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.ad.attributes).toEqual({ year: 2011, fuel: "natural_gas" });
    expect(await rows(Number(id))).toEqual([
      { field_id: 1, value_number: 2011, value_text: null },
      { field_id: 3, value_number: 33, value_text: null },
    ]);

    const refused = await edit({ name: "لن يحفظ", attributes: JSON.stringify({ year: 2030 }) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors!)).toEqual(["attributes.year"]);
    expect(await rows(Number(id))).toHaveLength(2);
    expect((await env.DB.prepare("SELECT name FROM ads WHERE id = ?").bind(Number(id)).first<{ name: string }>())!.name).toBe(adFields().name);

    const cleared = await edit({ attributes: "{}" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.ad.attributes).toEqual({});
    expect(await rows(Number(id))).toEqual([]);
  });

  it("an ad without structured attributes keeps its older free-form details", async () => {
    const token = await member();
    const created = await call(env, adsRoute, "/public/api/client/ads", { token, form: formOf(adFields()) });
    const id = created.body.data.ad.id as number;
    await env.DB.prepare("UPDATE ads SET attributes = ? WHERE id = ?")
      .bind(JSON.stringify([{ label: "اللون", label_en: "Colour", value: "أبيض", value_en: "White" }]), id)
      .run();
    const answer = await call(env, adRoute, `/public/api/client/ads/${id}`, { params: { id: String(id) }, token });
    expect(answer.body.data.ad.details.at(-1)).toEqual({ label: "اللون", value: "أبيض" });
    expect(answer.body.data.ad.multi_features).toEqual([{ label: "اللون", label_en: "Colour", value: "أبيض", value_en: "White" }]);
    expect(answer.body.data.ad.attributes).toEqual({});
  });
});

describe("getAdsByParameters with attribute filters", () => {
  it("filters by a range (both ends inclusive), a choice and yes, as the listing pages do", async () => {
    const token = await member();
    const ids: Record<string, number> = {};
    for (const [name, attributes] of [
      ["old", { year: 2005, fuel: "petrol" }],
      ["low", { year: 2010, fuel: "diesel", accident_free: true }],
      ["high", { year: 2015, fuel: "petrol", accident_free: true }],
      ["new", { year: 2022, fuel: "petrol" }],
      ["none", {}],
    ] as const) {
      const created = await call(env, adsRoute, "/public/api/client/ads", {
        token,
        form: formOf(adFields({ name: `سيارة ${name}`, attributes: JSON.stringify(attributes) })),
      });
      expect(created.status).toBe(201);
      ids[name] = created.body.data.ad.id;
      await approve(ids[name]);
    }
    const found = async (json: Record<string, unknown>) => {
      const answer = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, ...json } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const mine = new Set(Object.values(ids));
      return (answer.body.data as Array<{ id: number }>)
        .map((ad) => ad.id)
        .filter((id) => mine.has(id))
        .sort((a, b) => a - b);
    };
    expect(await found({ attr_year_min: 2010, attr_year_max: 2015 })).toEqual([ids.low, ids.high]);
    expect(await found({ attr_year_min: "٢٠١١" })).toEqual([ids.high, ids.new]);
    expect(await found({ attr_fuel: "diesel" })).toEqual([ids.low]);
    expect(await found({ attr_fuel: ["diesel", "petrol"], attr_year_max: 2010 })).toEqual([ids.old, ids.low]);
    expect(await found({ attr_accident_free: "yes" })).toEqual([ids.low, ids.high]);
    // An unknown option or name is not applied, as on the pages.
    expect(await found({ attr_fuel: "steam", attr_colour: "red" })).toHaveLength(5);

    const urlencoded = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      method: "POST",
      query: { categoryId: "1", attr_year_min: "2022" },
    });
    expect((urlencoded.body.data as Array<{ id: number }>).map((ad) => ad.id)).toEqual([ids.new]);

    const bad = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, attr_year_min: "1.5" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(["attr_year_min"]);
  });
});

describe("getAdsByParameters with a search text", () => {
  it("finds ads in either script and through a slip, orders by best match, and refuses an unknown sort", async () => {
    const token = await member();
    const ids: Record<string, number> = {};
    for (const [key, name] of [
      ["arabic", "تويوتا كورولا نظيفة جدا"],
      ["english", "Toyota Corolla very clean"],
      ["other", "كيا سيراتو نظيفة جدا"],
    ] as const) {
      const created = await call(env, adsRoute, "/public/api/client/ads", { token, form: formOf(adFields({ name })) });
      expect(created.status).toBe(201);
      ids[key] = created.body.data.ad.id;
      await approve(ids[key]);
    }
    const found = async (json: Record<string, unknown>) => {
      const answer = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, ...json } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // Only this test's ads (others of the file are Corollas too), in the answer's order.
      const mine = new Set(Object.values(ids));
      return (answer.body.data as Array<{ id: number }>).map((ad) => ad.id).filter((id) => mine.has(id));
    };
    // The typed word in a title first, its equivalent in the other script next.
    expect(await found({ q: "corolla", sort: "best" })).toEqual([ids.english, ids.arabic]);
    expect(await found({ q: "كورولا", sort: "best" })).toEqual([ids.arabic, ids.english]);
    // One letter missing still finds both.
    expect((await found({ q: "كورلا" })).sort()).toEqual([ids.arabic, ids.english].sort());
    // Two words no ad has together: the search is relaxed to the ads with either, and the answer's msg says so.
    expect((await found({ q: "كورولا سيراتو" })).sort()).toEqual([ids.arabic, ids.english, ids.other].sort());
    const relaxed = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, q: "كورولا سيراتو" }, language: "en" });
    expect(relaxed.body.msg).toBe("Ads with all your words come first, then ads with most of them.");

    const bad = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, q: "corolla", sort: "cheapest" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(["sort"]);
  });
});
