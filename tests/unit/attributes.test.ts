import { describe, expect, it } from "vitest";
import {
  attributeFilterParams,
  attributeName,
  describeValues,
  fieldsFor,
  readAttributeFilters,
  readAttributeValues,
  type AttributeField,
  type AttributeKind,
} from "~/lib/attributes";

// lib/attributes.ts: what a seller posts and what a
// listing's address asks for, read against a category's fields. Every kind,
// ranges inclusive at both ends, required fields, the ways numbers are typed
// (Arabic digits, thousands separators; decimals refused), one value where one
// is allowed, known options only, control characters and lengths by
// characters; the filters and their address round trip.

let nextId = 1;
function field(key: string, kind: AttributeKind, extra: Partial<AttributeField> = {}): AttributeField {
  return {
    id: nextId++,
    key,
    kind,
    label: key,
    label_en: key,
    unit: "",
    unit_en: "",
    min_value: null,
    max_value: null,
    required: 0,
    filterable: 1,
    subcategory_id: null,
    options: [],
    ...extra,
  };
}

const year = field("year", "number", { min_value: 1950, max_value: 2027, label: "سنة الصنع", label_en: "Year" });
const km = field("km", "number", { min_value: 0, max_value: 2_000_000, unit: "كم", unit_en: "km" });
const fuel = field("fuel", "one_of", {
  options: [
    { id: 101, key: "petrol", label: "بنزين", label_en: "Petrol" },
    { id: 102, key: "diesel", label: "سولار", label_en: "Diesel" },
  ],
});
const payment = field("payment", "several_of", {
  options: [
    { id: 201, key: "cash", label: "كاش", label_en: "Cash" },
    { id: 202, key: "instalments", label: "تقسيط", label_en: "Instalments" },
  ],
});
const furnished = field("furnished", "yes_no");
const model = field("model", "text", { max_value: 5, filterable: 0 });
const notes = field("notes", "text", { filterable: 1 });
const body = field("body", "one_of", { subcategory_id: 100, options: [{ id: 301, key: "sedan", label: "سيدان", label_en: "Sedan" }] });
const all = [year, km, fuel, payment, furnished, model, notes, body];

/** A getter over posted pairs, as a FormData or an address gives them. */
const posted =
  (pairs: Record<string, string | string[]>) =>
  (name: string): string[] => {
    const value = pairs[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };

const read = (fields: AttributeField[], pairs: Record<string, string | string[]>) => readAttributeValues(fields, posted(pairs));
const error = (key: string) => `editor:attributeErrors.${key}`;

describe("readAttributeValues: every kind", () => {
  it("reads a number, a choice, several choices, yes and no, and a text into the stored form", () => {
    const result = read(all, {
      attr_year: "2019",
      attr_km: "120000",
      attr_fuel: "diesel",
      attr_payment: ["cash", "instalments"],
      attr_furnished: "no",
      attr_model: "كامري",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual([
      { fieldId: year.id, numbers: [2019], text: null },
      { fieldId: km.id, numbers: [120000], text: null },
      { fieldId: fuel.id, numbers: [102], text: null },
      { fieldId: payment.id, numbers: [201, 202], text: null },
      { fieldId: furnished.id, numbers: [0], text: null },
      { fieldId: model.id, numbers: [], text: "كامري" },
    ]);
    expect(read([furnished], { attr_furnished: "yes" }).values).toEqual([{ fieldId: furnished.id, numbers: [1], text: null }]);
  });

  it("leaves out what is not filled (blank counts as not filled) when the field is not required", () => {
    expect(read(all, { attr_year: "  ", attr_fuel: "" })).toEqual({ values: [], errors: {} });
  });

  it("ignores names that are not a field of the category", () => {
    expect(read([year], { attr_colour: "red", attr_year: "2000" }).values).toEqual([{ fieldId: year.id, numbers: [2000], text: null }]);
  });

  it("a several_of field's repeated choice counts once", () => {
    expect(read([payment], { attr_payment: ["cash", "cash"] }).values).toEqual([{ fieldId: payment.id, numbers: [201], text: null }]);
  });
});

describe("readAttributeValues: numbers", () => {
  it("takes both ends of the range and refuses one past either", () => {
    expect(read([year], { attr_year: "1950" }).errors).toEqual({});
    expect(read([year], { attr_year: "2027" }).errors).toEqual({});
    expect(read([year], { attr_year: "1949" })).toEqual({ values: [], errors: { attr_year: error("range") } });
    expect(read([year], { attr_year: "2028" })).toEqual({ values: [], errors: { attr_year: error("range") } });
  });

  it("reads Arabic-Indic digits and thousands separators", () => {
    expect(read([year], { attr_year: "٢٠١٩" }).values[0].numbers).toEqual([2019]);
    expect(read([km], { attr_km: "120,000" }).values[0].numbers).toEqual([120000]);
    expect(read([km], { attr_km: "١٢٠٬٠٠٠" }).values[0].numbers).toEqual([120000]);
    expect(read([km], { attr_km: " 1.500 " }).values[0].numbers).toEqual([1500]);
  });

  it("refuses a decimal, and a comma that does not group thousands, with the whole-number message", () => {
    for (const typed of ["15,5", "1.5", "1500.50", "1,50,000"])
      expect(read([km], { attr_km: typed }), typed).toEqual({ values: [], errors: { attr_km: error("whole") } });
  });

  it("refuses letters and signs with the digits-only message", () => {
    for (const typed of ["abc", "-5", "2e3", "٢٠١٩م"])
      expect(read([km], { attr_km: typed }), typed).toEqual({ values: [], errors: { attr_km: error("number") } });
  });

  it("a number with no bounds takes any whole number", () => {
    const free = field("free", "number");
    expect(read([free], { attr_free: "0" }).values[0].numbers).toEqual([0]);
    expect(read([free], { attr_free: "9999999999" }).values[0].numbers).toEqual([9999999999]);
  });
});

describe("readAttributeValues: required, one value, known options, texts", () => {
  it("a required field left empty asks to enter a number or text, and to choose a choice or yes/no", () => {
    const fields = [
      { ...year, required: 1 },
      { ...fuel, required: 1 },
      { ...payment, required: 1 },
      { ...furnished, required: 1 },
      { ...model, required: 1 },
    ];
    expect(read(fields, {}).errors).toEqual({
      attr_year: error("required"),
      attr_fuel: error("choose"),
      attr_payment: error("choose"),
      attr_furnished: error("choose"),
      attr_model: error("required"),
    });
    expect(read(fields, { attr_year: "" }).errors.attr_year).toBe(error("required"));
  });

  it("refuses several values where one is allowed", () => {
    expect(read([fuel], { attr_fuel: ["petrol", "diesel"] }).errors).toEqual({ attr_fuel: error("one") });
    expect(read([year], { attr_year: ["2000", "2001"] }).errors).toEqual({ attr_year: error("one") });
    expect(read([model], { attr_model: ["a", "b"] }).errors).toEqual({ attr_model: error("one") });
  });

  it("refuses an unknown option, alone or among known ones, and a yes/no that is neither", () => {
    expect(read([fuel], { attr_fuel: "steam" })).toEqual({ values: [], errors: { attr_fuel: error("choice") } });
    expect(read([payment], { attr_payment: ["cash", "barter"] })).toEqual({ values: [], errors: { attr_payment: error("choice") } });
    expect(read([furnished], { attr_furnished: "maybe" })).toEqual({ values: [], errors: { attr_furnished: error("choose") } });
    // An option's label is not its key.
    expect(read([fuel], { attr_fuel: "بنزين" }).errors).toEqual({ attr_fuel: error("choice") });
  });

  it("refuses control characters in a text", () => {
    expect(read([model], { attr_model: "ab\u0000c" }).errors).toEqual({ attr_model: error("control") });
    expect(read([model], { attr_model: "a\u0007" }).errors).toEqual({ attr_model: error("control") });
  });

  it("counts a text's length in characters (an emoji is one), up to the field's limit or 100", () => {
    expect(read([model], { attr_model: "😀😀😀😀😀" }).values).toEqual([{ fieldId: model.id, numbers: [], text: "😀😀😀😀😀" }]);
    expect(read([model], { attr_model: "😀😀😀😀😀😀" }).errors).toEqual({ attr_model: error("tooLong") });
    expect(read([model], { attr_model: "  abcde  " }).values[0].text).toBe("abcde");
    expect(read([notes], { attr_notes: "ن".repeat(100) }).errors).toEqual({});
    expect(read([notes], { attr_notes: "ن".repeat(101) }).errors).toEqual({ attr_notes: error("tooLong") });
  });

  it("reports every field's problem at once and stores nothing", () => {
    const result = read(all, { attr_year: "1800", attr_fuel: "steam", attr_km: "5" });
    expect(result.errors).toEqual({ attr_year: error("range"), attr_fuel: error("choice") });
    expect(result.values).toEqual([{ fieldId: km.id, numbers: [5], text: null }]);
  });
});

describe("fieldsFor", () => {
  it("gives the whole category's fields and the subcategory's own", () => {
    expect(fieldsFor(all, 100).map((item) => item.key)).toContain("body");
    expect(fieldsFor(all, 200).map((item) => item.key)).not.toContain("body");
    expect(fieldsFor(all, null).map((item) => item.key)).not.toContain("body");
  });
});

describe("readAttributeFilters", () => {
  const filters = (pairs: Record<string, string | string[]>, fields = all) => readAttributeFilters(fields, posted(pairs));

  it("reads ranges, choices and yes for the filterable fields", () => {
    const result = filters({
      attr_year_min: "٢٠١٠",
      attr_year_max: "2015",
      attr_km_max: "100,000",
      attr_fuel: ["diesel"],
      attr_payment: ["cash", "instalments"],
      attr_furnished: "yes",
    });
    expect(result.unread).toEqual({});
    expect(result.filters).toEqual([
      { field: year, kind: "range", min: 2010, max: 2015 },
      { field: km, kind: "range", min: null, max: 100000 },
      { field: fuel, kind: "choice", optionIds: [102] },
      { field: payment, kind: "choice", optionIds: [201, 202] },
      { field: furnished, kind: "yes" },
    ]);
  });

  it("returns what cannot be read as unread (not applied), the other bound still applied", () => {
    const result = filters({ attr_year_min: "1.5", attr_year_max: "2015", attr_km_min: "abc" });
    expect(result.unread).toEqual({ attr_year_min: "1.5", attr_km_min: "abc" });
    expect(result.filters).toEqual([{ field: year, kind: "range", min: null, max: 2015 }]);
    // What was typed comes back cut to 40 characters.
    expect(filters({ attr_km_max: "x".repeat(60) }).unread.attr_km_max).toHaveLength(40);
  });

  it("ignores unknown options, a yes/no other than yes, and fields that are not filterable", () => {
    expect(filters({ attr_fuel: ["steam"], attr_furnished: "no", attr_model: "abc", attr_model_min: "1" }).filters).toEqual([]);
    expect(filters({ attr_fuel: ["steam", "petrol"] }).filters).toEqual([{ field: fuel, kind: "choice", optionIds: [101] }]);
    const hidden = { ...year, filterable: 0 };
    expect(filters({ attr_year_min: "2000" }, [hidden])).toEqual({ filters: [], unread: {} });
  });

  it("round-trips through attributeFilterParams, in the fields' order whatever the address's", () => {
    const first = filters({ attr_furnished: "yes", attr_payment: ["instalments", "cash"], attr_year_max: "2015", attr_year_min: "2010", attr_km_min: "0" });
    const params = attributeFilterParams(first.filters);
    expect(params).toEqual([
      ["attr_year_min", "2010"],
      ["attr_year_max", "2015"],
      ["attr_km_min", "0"],
      ["attr_payment", "cash"],
      ["attr_payment", "instalments"],
      ["attr_furnished", "yes"],
    ]);
    const again = readAttributeFilters(all, (name) => params.filter(([key]) => key === name).map(([, value]) => value));
    expect(again.filters).toEqual(first.filters);
    expect(attributeName("year")).toBe("attr_year");
  });
});

describe("describeValues", () => {
  it("describes numbers with their unit (years not grouped), choices by label, yes/no as words, in the fields' order", () => {
    const { values } = read(all, { attr_furnished: "yes", attr_year: "2019", attr_km: "120000", attr_payment: ["instalments", "cash"] });
    expect(describeValues(all, values, { yes: ["نعم", "Yes"], no: ["لا", "No"] })).toEqual([
      { key: "year", label: "سنة الصنع", label_en: "Year", value: "٢٠١٩", value_en: "2019" },
      { key: "km", label: "km", label_en: "km", value: "١٢٠٬٠٠٠ كم", value_en: "120,000 km" },
      { key: "payment", label: "payment", label_en: "payment", value: "كاش، تقسيط", value_en: "Cash, Instalments" },
      { key: "furnished", label: "furnished", label_en: "furnished", value: "نعم", value_en: "Yes" },
    ]);
  });
});
