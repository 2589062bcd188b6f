// The seed's category attributes: the fields sellers fill
// in for vehicles, real estate and mobiles and electronics, as data (tables
// attribute_fields and attribute_options; admins edit them). Make and brand
// are the catalogue's own third level (Toyota, Samsung…), so they are not
// repeated here. Ids are explicit and stable: field = category*100 + n,
// option = field*100 + n.
import { FIELD_EDITED_COLUMNS, OPTION_FORM_NAMES } from "~/lib/admin-attributes";
import type { AttributeKind } from "~/lib/attributes";

/** [Arabic, English] */
type Pair = [string, string];

export interface SeedAttributeField {
  id: number;
  category_id: number;
  subcategory_id: number | null;
  key: string;
  kind: AttributeKind;
  label: Pair;
  unit?: Pair;
  min?: number;
  max?: number;
  required?: boolean;
  filterable?: boolean;
  /** [key, Arabic, English] */
  options?: Array<[string, string, string]>;
}

const VEHICLES = 1;
const REAL_ESTATE = 2;
const ELECTRONICS = 3;
const CARS = 101;
const LAND = 205;

export const attributeFields: SeedAttributeField[] = [
  // Vehicles: the make is the catalogue's third level (brand country → make).
  { id: 101, category_id: VEHICLES, subcategory_id: null, key: "model", kind: "text", label: ["الموديل", "Model"], max: 60 },
  { id: 102, category_id: VEHICLES, subcategory_id: null, key: "year", kind: "number", label: ["سنة الصنع", "Year"], min: 1950, max: 2027, filterable: true },
  {
    id: 103,
    category_id: VEHICLES,
    subcategory_id: null,
    key: "km",
    kind: "number",
    label: ["الكيلومترات", "Kilometres"],
    unit: ["كم", "km"],
    min: 0,
    max: 2_000_000,
    filterable: true,
  },
  {
    id: 104,
    category_id: VEHICLES,
    subcategory_id: null,
    key: "fuel",
    kind: "one_of",
    label: ["نوع الوقود", "Fuel"],
    filterable: true,
    options: [
      ["petrol", "بنزين", "Petrol"],
      ["diesel", "سولار", "Diesel"],
      ["natural_gas", "غاز طبيعي", "Natural gas"],
      ["hybrid", "هايبرد", "Hybrid"],
      ["electric", "كهرباء", "Electric"],
    ],
  },
  {
    id: 105,
    category_id: VEHICLES,
    subcategory_id: null,
    key: "transmission",
    kind: "one_of",
    label: ["ناقل الحركة", "Transmission"],
    filterable: true,
    options: [
      ["automatic", "أوتوماتيك", "Automatic"],
      ["manual", "مانيوال", "Manual"],
    ],
  },
  {
    id: 106,
    category_id: VEHICLES,
    subcategory_id: CARS,
    key: "body",
    kind: "one_of",
    label: ["شكل الهيكل", "Body type"],
    filterable: true,
    options: [
      ["sedan", "سيدان", "Sedan"],
      ["hatchback", "هاتشباك", "Hatchback"],
      ["suv", "دفع رباعي (SUV)", "SUV"],
      ["coupe", "كوبيه", "Coupe"],
      ["pickup", "بيك أب", "Pick-up"],
      ["van", "فان", "Van"],
    ],
  },
  {
    id: 107,
    category_id: VEHICLES,
    subcategory_id: null,
    key: "colour",
    kind: "one_of",
    label: ["اللون", "Colour"],
    options: [
      ["white", "أبيض", "White"],
      ["black", "أسود", "Black"],
      ["silver", "فضي", "Silver"],
      ["grey", "رمادي", "Grey"],
      ["red", "أحمر", "Red"],
      ["blue", "أزرق", "Blue"],
      ["other", "لون آخر", "Other"],
    ],
  },

  // Real estate: what the listing is and its size are asked of every seller.
  {
    id: 201,
    category_id: REAL_ESTATE,
    subcategory_id: null,
    key: "property_type",
    kind: "one_of",
    label: ["نوع العقار", "Property type"],
    required: true,
    filterable: true,
    options: [
      ["apartment", "شقة", "Apartment"],
      ["duplex", "دوبلكس", "Duplex"],
      ["villa", "فيلا", "Villa"],
      ["chalet", "شاليه", "Chalet"],
      ["shop", "محل", "Shop"],
      ["office", "مكتب", "Office"],
      ["land", "أرض", "Land"],
    ],
  },
  {
    id: 202,
    category_id: REAL_ESTATE,
    subcategory_id: null,
    key: "area",
    kind: "number",
    label: ["المساحة", "Area"],
    unit: ["م²", "m²"],
    min: 1,
    max: 1_000_000,
    required: true,
    filterable: true,
  },
  { id: 203, category_id: REAL_ESTATE, subcategory_id: null, key: "rooms", kind: "number", label: ["الغرف", "Rooms"], min: 0, max: 50, filterable: true },
  {
    id: 204,
    category_id: REAL_ESTATE,
    subcategory_id: null,
    key: "bathrooms",
    kind: "number",
    label: ["الحمامات", "Bathrooms"],
    min: 0,
    max: 20,
    filterable: true,
  },
  { id: 205, category_id: REAL_ESTATE, subcategory_id: null, key: "floor", kind: "number", label: ["الدور", "Floor"], min: 0, max: 100 },
  { id: 206, category_id: REAL_ESTATE, subcategory_id: null, key: "furnished", kind: "yes_no", label: ["مفروش", "Furnished"], filterable: true },
  {
    id: 207,
    category_id: REAL_ESTATE,
    subcategory_id: null,
    key: "payment",
    kind: "several_of",
    label: ["طريقة الدفع", "Payment"],
    filterable: true,
    options: [
      ["cash", "كاش", "Cash"],
      ["instalments", "تقسيط", "Instalments"],
    ],
  },

  // Mobiles and electronics: the brand is the catalogue's third level.
  { id: 301, category_id: ELECTRONICS, subcategory_id: null, key: "model", kind: "text", label: ["الموديل", "Model"], max: 60 },
  {
    id: 302,
    category_id: ELECTRONICS,
    subcategory_id: null,
    key: "storage",
    kind: "one_of",
    label: ["مساحة التخزين", "Storage"],
    filterable: true,
    options: [
      ["gb32", "32 جيجابايت", "32 GB"],
      ["gb64", "64 جيجابايت", "64 GB"],
      ["gb128", "128 جيجابايت", "128 GB"],
      ["gb256", "256 جيجابايت", "256 GB"],
      ["gb512", "512 جيجابايت", "512 GB"],
      ["tb1", "1 تيرابايت أو أكثر", "1 TB or more"],
    ],
  },
  {
    id: 303,
    category_id: ELECTRONICS,
    subcategory_id: null,
    key: "state",
    kind: "one_of",
    label: ["الحالة بالتفصيل", "Condition in detail"],
    filterable: true,
    options: [
      ["sealed", "جديد متبرشم", "New, sealed"],
      ["like_new", "كالجديد", "Like new"],
      ["good", "حالة جيدة", "Good"],
      ["repair", "يحتاج إصلاح", "Needs repair"],
    ],
  },
];

/** Land has no rooms, bathrooms, floor or furniture: those fields are not asked of a land ad (the seed's values skip them). */
export const landSubcategory = LAND;

/** attribute_fields rows, in the table's column order (FIELD_ROW_COLUMNS). */
export const FIELD_ROW_COLUMNS = ["id", "category_id", "subcategory_id", ...FIELD_EDITED_COLUMNS];

export function fieldRows(): unknown[][] {
  return attributeFields.map((field, position) => [
    field.id,
    field.category_id,
    field.subcategory_id,
    field.key,
    field.kind,
    field.label[0],
    field.label[1],
    field.unit?.[0] ?? "",
    field.unit?.[1] ?? "",
    field.min ?? null,
    field.max ?? null,
    field.required ? 1 : 0,
    field.filterable ? 1 : 0,
    position,
  ]);
}

export const OPTION_ROW_COLUMNS = ["id", "field_id", ...OPTION_FORM_NAMES];

export function optionRows(): unknown[][] {
  return attributeFields.flatMap((field) =>
    (field.options ?? []).map(([key, label, labelEn], position) => [field.id * 100 + position + 1, field.id, key, label, labelEn, position]),
  );
}
