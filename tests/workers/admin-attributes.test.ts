import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { issueApiToken } from "~/server/api-tokens.server";
import { deleteAttributeField, deleteAttributeOption, saveAttributeField, saveAttributeOption } from "~/features/admin/attributes.server";
import { getAttributeField, listAttributeFields, listAttributeOptions } from "~/features/admin/attribute-queries.server";
import { adFields, call, formOf, seedAttributes, seedCatalogue } from "./api-helpers";
import { apiRoutes } from "./api-route-table";
import { createTestEnv } from "./helpers/db";

// The admin's editing of attribute fields and choices:
// every rule checked on the server with nothing stored on a refusal, each
// change audited, the kind fixed, and a delete that ads depend on confirmed
// first, then taking the ads' values with it.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let token = "";
const admin = { id: 0 };

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await seedCatalogue(env.DB);
  await seedAttributes(env.DB);
  const made = await createUser(
    { db: env.DB },
    {
      accountType: "customer",
      firstName: "Nour",
      lastName: "Adel",
      username: "nour",
      email: "nour@example.com",
      phone: "+201055500011",
      password: "secret-1",
      language: "ar",
    },
  );
  if (!made.ok) throw new Error("conflict");
  await markVerified({ db: env.DB }, made.user.id);
  admin.id = made.user.id;
  token = (await issueApiToken({ db: env.DB }, made.user.id)).token;
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

const field = (values: Record<string, string | undefined>) => ({
  key: "doors",
  kind: "number",
  label: "عدد الأبواب",
  label_en: "Doors",
  unit: "",
  unit_en: "",
  min_value: "2",
  max_value: "5",
  position: "8",
  subcategory: "",
  ...values,
});

async function postAd(attributes: Record<string, unknown>) {
  const answer = await call(env, apiRoutes["/client/ads"], "/public/api/client/ads", {
    token,
    form: formOf(adFields({ attributes: JSON.stringify(attributes) })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.ad.id as number;
}

describe("saving a field", () => {
  it("refuses each bad value with its message and stores nothing", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM attribute_fields");
    const audits = await count("SELECT COUNT(*) AS n FROM audit_log");
    const cases: Array<[Record<string, string | undefined>, Record<string, string>]> = [
      [{ key: "Doors" }, { key: "admin:attributes.errors.key" }],
      [{ key: "1doors" }, { key: "admin:attributes.errors.key" }],
      [{ key: "d".repeat(31) }, { key: "admin:attributes.errors.key" }],
      [{ key: "" }, { key: "admin:errors.required" }],
      [{ kind: "colour" }, { kind: "admin:attributes.errors.kind" }],
      [{ label: "  " }, { label: "admin:errors.required" }],
      [{ label_en: "a\u0000b" }, { label_en: "common:textErrors.controlCharacter" }],
      [{ min_value: "6", max_value: "5" }, { max_value: "admin:attributes.errors.minMax" }],
      [{ min_value: "2.5" }, { min_value: "admin:errors.integer" }],
      [{ kind: "text", min_value: "", max_value: "0" }, { max_value: "admin:attributes.errors.textMax" }],
      [{ kind: "text", min_value: "", max_value: "1001" }, { max_value: "admin:attributes.errors.textMax" }],
      [{ kind: "text", min_value: "3", max_value: "" }, { min_value: "admin:attributes.errors.textMin" }],
      [{ kind: "one_of", min_value: "", max_value: "3" }, { max_value: "admin:attributes.errors.noRange" }],
      [{ kind: "yes_no", min_value: "", max_value: "", unit: "كم" }, { unit: "admin:attributes.errors.noUnit" }],
      [{ subcategory: "200" }, { subcategory: "admin:attributes.errors.subcategory" }],
      [{ key: "year" }, { key: "admin:attributes.errors.keyTaken" }],
    ];
    for (const [values, errors] of cases) {
      const saved = await saveAttributeField(db(), admin, { categoryId: 1, id: null }, field(values));
      expect(saved, JSON.stringify(values)).toEqual({ ok: false, errors });
    }
    expect(await count("SELECT COUNT(*) AS n FROM attribute_fields")).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log")).toBe(audits);
  });

  it("adds a field (a key used by another category is fine), audited in the same write, and the API lists it", async () => {
    const saved = await saveAttributeField(db(), admin, { categoryId: 1, id: null }, field({ filterable: "on", subcategory: "100" }));
    expect(saved.ok).toBe(true);
    const id = (saved as { id: number }).id;
    expect(await getAttributeField(db(), id)).toMatchObject({
      key: "doors",
      kind: "number",
      min_value: 2,
      max_value: 5,
      required: 0,
      filterable: 1,
      subcategory_id: 100,
      position: 8,
      ads: 0,
    });
    const audit = await env.DB.prepare(
      "SELECT action, entity, entity_id, actor_id, details FROM audit_log WHERE entity = 'attribute_fields' ORDER BY id DESC LIMIT 1",
    ).first<{
      action: string;
      entity_id: number;
      actor_id: number;
      details: string;
    }>();
    expect(audit).toMatchObject({ action: "create", entity_id: id, actor_id: admin.id });
    expect(JSON.parse(audit!.details)).toMatchObject({ key: "doors", category_id: 1 });
    // The same key in real estate.
    const estate = await saveAttributeField(db(), admin, { categoryId: 2, id: null }, field({ required: "on" }));
    expect(estate.ok).toBe(true);
    expect(await getAttributeField(db(), (estate as { id: number }).id)).toMatchObject({ key: "doors", category_id: 2, required: 1, filterable: 0 });

    const listed = await call(env, apiRoutes["/client/categories/{id}/attributes"], "/public/api/client/categories/1/attributes", { params: { id: "1" } });
    expect(listed.body.data.map((item: { key: string }) => item.key)).toContain("doors");
  });

  it("changes a field but never its kind; an unknown field or one of another category is not found", async () => {
    const year = (await listAttributeFields(db(), 1)).find((item) => item.key === "year")!;
    const base = {
      key: "year",
      kind: "number",
      label: "سنة الصنع",
      label_en: "Model year",
      min_value: "1960",
      max_value: "2027",
      position: "1",
      filterable: "on",
    };
    expect(
      await saveAttributeField(db(), admin, { categoryId: 1, id: year.id }, { ...base, kind: "text", min_value: "", max_value: "", filterable: undefined }),
    ).toEqual({
      ok: false,
      errors: { kind: "admin:attributes.errors.kindFixed" },
    });
    expect(await saveAttributeField(db(), admin, { categoryId: 1, id: year.id }, base)).toEqual({ ok: true, id: year.id });
    expect(await getAttributeField(db(), year.id)).toMatchObject({ label_en: "Model year", min_value: 1960 });
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'attribute_fields' AND action = 'update' AND entity_id = ?", year.id)).toBe(1);
    expect(await saveAttributeField(db(), admin, { categoryId: 2, id: year.id }, base)).toEqual({ ok: false, errors: { _form: "admin:errors.notFound" } });
    expect(await saveAttributeField(db(), admin, { categoryId: 1, id: 99999 }, base)).toEqual({ ok: false, errors: { _form: "admin:errors.notFound" } });
  });
});

describe("choices", () => {
  it("adds and changes a choice of a one_of field, refuses choices for other kinds and a key used twice", async () => {
    const fuel = (await listAttributeFields(db(), 1)).find((item) => item.key === "fuel")!;
    const year = (await listAttributeFields(db(), 1)).find((item) => item.key === "year")!;
    const added = await saveAttributeOption(
      db(),
      admin,
      { fieldId: fuel.id, id: null },
      { key: "petrol_95", label: "بنزين ٩٥", label_en: "Petrol 95", position: "4" },
    );
    expect(added.ok).toBe(true);
    expect((await listAttributeOptions(db(), fuel.id)).map((option) => option.key)).toEqual(["petrol", "diesel", "natural_gas", "petrol_95"]);
    expect(await saveAttributeOption(db(), admin, { fieldId: fuel.id, id: null }, { key: "petrol", label: "x", label_en: "x" })).toEqual({
      ok: false,
      errors: { key: "admin:attributes.errors.optionKeyTaken" },
    });
    expect(await saveAttributeOption(db(), admin, { fieldId: year.id, id: null }, { key: "old", label: "قديم", label_en: "Old" })).toEqual({
      ok: false,
      errors: { _form: "admin:attributes.errors.noOptions" },
    });
    expect(await saveAttributeOption(db(), admin, { fieldId: fuel.id, id: null }, { key: "Petrol 98", label: "", label_en: "x" })).toEqual({
      ok: false,
      errors: { key: "admin:attributes.errors.key", label: "admin:errors.required" },
    });
    const id = (added as { id: number }).id;
    expect(
      await saveAttributeOption(db(), admin, { fieldId: fuel.id, id }, { key: "petrol_95", label: "بنزين ٩٥", label_en: "Petrol 95 octane", position: "0" }),
    ).toEqual({ ok: true, id });
    expect((await listAttributeOptions(db(), fuel.id))[0]).toMatchObject({ key: "petrol_95", label_en: "Petrol 95 octane" });
    // A choice of another field is not this field's to change.
    expect(
      await saveAttributeOption(
        db(),
        admin,
        { fieldId: year.id === fuel.id ? 0 : (await listAttributeFields(db(), 1)).find((item) => item.key === "extras")!.id, id },
        { key: "x", label: "x", label_en: "x" },
      ),
    ).toEqual({
      ok: false,
      errors: { _form: "admin:errors.notFound" },
    });
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'attribute_options'")).toBe(2);
  });

  it("asks before deleting a choice ads gave, then removes it from those ads only", async () => {
    const extras = (await listAttributeFields(db(), 1)).find((item) => item.key === "extras")!;
    const ad = await postAd({ extras: ["sunroof", "camera"], year: 2018 });
    const camera = (await listAttributeOptions(db(), extras.id)).find((option) => option.key === "camera")!;
    expect(camera.ads).toBe(1);
    expect(await deleteAttributeOption(db(), admin, extras.id, camera.id, false)).toEqual({ ok: false, error: "confirm", ads: 1 });
    expect(await count("SELECT COUNT(*) AS n FROM attribute_options WHERE id = ?", camera.id)).toBe(1);
    expect(await deleteAttributeOption(db(), admin, extras.id, camera.id, true)).toEqual({ ok: true });
    expect(await count("SELECT COUNT(*) AS n FROM attribute_options WHERE id = ?", camera.id)).toBe(0);
    const read = await call(env, apiRoutes["/client/ads/{id}"], `/public/api/client/ads/${ad}`, { params: { id: String(ad) }, token });
    expect(read.body.data.ad.attributes).toEqual({ year: 2018, extras: ["sunroof"] });
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'attribute_options' AND action = 'delete' AND entity_id = ?", camera.id)).toBe(1);
    // An unused choice goes without asking.
    const sensors = (await listAttributeOptions(db(), extras.id)).find((option) => option.key === "sensors")!;
    expect(await deleteAttributeOption(db(), admin, extras.id, sensors.id, false)).toEqual({ ok: true });
  });
});

describe("deleting a field", () => {
  it("asks first when ads give it, then deletes it with their values (cascade), audited", async () => {
    const km = (await listAttributeFields(db(), 1)).find((item) => item.key === "km")!;
    const ad = await postAd({ km: 50000, fuel: "diesel" });
    expect(await deleteAttributeField(db(), admin, km.id, false)).toEqual({ ok: false, error: "confirm", ads: 1 });
    expect(await count("SELECT COUNT(*) AS n FROM ad_attributes WHERE field_id = ?", km.id)).toBe(1);
    expect(await deleteAttributeField(db(), admin, km.id, true)).toEqual({ ok: true });
    expect(await getAttributeField(db(), km.id)).toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM ad_attributes WHERE field_id = ?", km.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM ad_attributes WHERE ad_id = ?", ad)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'attribute_fields' AND action = 'delete' AND entity_id = ?", km.id)).toBe(1);
    expect(await deleteAttributeField(db(), admin, km.id, true)).toEqual({ ok: false, error: "notFound" });
  });
});
