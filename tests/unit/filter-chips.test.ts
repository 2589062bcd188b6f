import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/common.json";
import arAds from "../../locales/ar/ads.json";
import en from "../../locales/en/common.json";
import enAds from "../../locales/en/ads.json";
import { createTranslate } from "~/lib/translate";
import { parseFilters } from "~/lib/filters";
import { readAttributeFilters, type AttributeField } from "~/lib/attributes";
import { activeFilterChips } from "~/features/ads/components/filter-chips";

// The chips above a listing's results: one per active filter, in the
// visitor's language, each removing only its own parameters.

const field = (id: number, key: string, kind: AttributeField["kind"], label: [string, string], extra: Partial<AttributeField> = {}): AttributeField => ({
  id,
  key,
  kind,
  label: label[0],
  label_en: label[1],
  unit: "",
  unit_en: "",
  min_value: null,
  max_value: null,
  required: 0,
  filterable: 1,
  subcategory_id: null,
  options: [],
  ...extra,
});
const fields = [
  field(102, "year", "number", ["سنة الصنع", "Year"]),
  field(103, "km", "number", ["الكيلومترات", "Kilometres"], { unit: "كم", unit_en: "km" }),
  field(105, "transmission", "one_of", ["ناقل الحركة", "Transmission"], {
    options: [
      { id: 10501, key: "automatic", label: "أوتوماتيك", label_en: "Automatic" },
      { id: 10502, key: "manual", label: "مانيوال", label_en: "Manual" },
    ],
  }),
  field(107, "air_con", "yes_no", ["تكييف", "Air conditioning"]),
];
const options = {
  attributeFields: fields,
  categories: [{ id: 1, name: "مركبات", name_en: "Vehicles" }],
  subcategories: [],
  brandCountries: [],
  thirdBranches: [],
  regions: [{ id: 101, name: "مدينة نصر", name_en: "Nasr City" }],
};
const governorates = [{ id: 1, name: "القاهرة", name_en: "Cairo" }];

function chipsOf(query: string, language: "ar" | "en", categoryInPath = false) {
  const params = new URLSearchParams(query);
  const filters = parseFilters(params);
  const read = readAttributeFilters(fields, (name) => params.getAll(name));
  Object.assign(filters, { attributes: read.filters, unreadAttributes: read.unread });
  const t = language === "ar" ? createTranslate({ common: ar, ads: arAds }, "ar", ["ads"]) : createTranslate({ common: en, ads: enAds }, "en", ["ads"]);
  return activeFilterChips(t, language, filters, options, governorates, categoryInPath);
}

describe("active filter chips", () => {
  it("one per filter, in Arabic, with years ungrouped and the unit", () => {
    const chips = chipsOf(
      "category=1&governorate=1&region=101&type=used&min_price=100000&negotiable=1&attr_year_min=2015&attr_year_max=2020&attr_km_max=80000&attr_transmission=automatic&attr_air_con=yes",
      "ar",
    );
    expect(chips.map((chip) => chip.text)).toEqual([
      "المحافظة: القاهرة",
      "المنطقة: مدينة نصر",
      "القسم: مركبات",
      "الحالة: مستعمل",
      "السعر: من ١٠٠٬٠٠٠ ج.م",
      "قابل للتفاوض فقط",
      "سنة الصنع: ٢٠١٥–٢٠٢٠",
      "الكيلومترات: حتى ٨٠٬٠٠٠ كم",
      "ناقل الحركة: أوتوماتيك",
      "تكييف",
    ]);
  });

  it("in English; a category in the path has no chip; equal bounds show one number", () => {
    const chips = chipsOf("category=1&attr_year_min=2018&attr_year_max=2018&attr_transmission=manual&attr_transmission=automatic", "en", true);
    expect(chips.map((chip) => chip.text)).toEqual(["Year: 2018", "Transmission: Automatic, Manual"]);
  });

  it("each removes only its own parameters (a governorate its region, a category its levels and attributes)", () => {
    const chips = chipsOf("category=1&governorate=1&region=101&attr_year_min=2015", "ar");
    const removed = (id: string) =>
      ["category", "subcategory", "governorate", "region", "attr_year_min", "attr_year_max", "sort", "q"].filter((name) =>
        chips.find((chip) => chip.id === id)!.remove(name),
      );
    expect(removed("governorate")).toEqual(["governorate", "region"]);
    expect(removed("region")).toEqual(["region"]);
    expect(removed("category")).toEqual(["category", "subcategory", "attr_year_min", "attr_year_max"]);
    expect(removed("attr_year")).toEqual(["attr_year_min", "attr_year_max"]);
  });

  it("no chip for what was not applied: an unreadable bound, an unknown option", () => {
    expect(chipsOf("attr_year_min=abc&attr_transmission=flying", "ar", true)).toEqual([]);
  });
});
