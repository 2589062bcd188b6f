// A deterministic generator of realistic bilingual ads (a seeded PRNG, never
// Math.random): the same seed time gives the same ads. `generateAds` makes the
// normal seed's ~420 ads in every state; `largeAds` streams any number of
// extra approved ads for measuring pages at scale.
import {
  categories,
  subcategories,
  type AdKind,
  type Pair,
  type SeedBrandCountry,
  type SeedCategory,
  type SeedSubcategory,
  type SeedThirdBranch,
} from "./catalog";
import { governorates, type SeedGovernorate, type SeedRegion } from "./places";
import { customerUsers, traderUsers, users, type SeedUser } from "./people";
import { AD_PHOTOS_PER_CATEGORY, AD_PHOTO_HEIGHT, AD_PHOTO_WIDTH, adPhotoKey, adPhotoSmallKey, adPhotoSubcategoryIndex } from "./images";
import type { AdText } from "~/lib/rows";
import { attributeFields } from "./attributes";

export type AdStatus = "pending" | "approved" | "rejected" | "expired" | "sold";

export interface AdAttribute {
  label: string;
  label_en: string;
  value: string;
  value_en: string;
}

export interface SeedAdImage {
  image_path: string;
  small_path: string;
  width: number;
  height: number;
  position: number;
}

export interface SeedAd extends AdText {
  user_id: number;
  negotiable: 0 | 1;
  status: AdStatus;
  reject_reason: string | null;
  category_id: number;
  subcategory_id: number;
  brand_country_id: number;
  third_branch_id: number;
  governorate_id: number;
  region_id: number;
  /** JSON list of AdAttribute: only what no attribute field of the category holds. */
  attributes: string;
  /** ad_attributes rows: [field_id, value_number, value_text]. */
  attribute_values: Array<[number, number | null, string | null]>;
  is_featured: 0 | 1;
  featured_until: string | null;
  approved_at: string | null;
  expires_at: string | null;
  views: number;
  contact_clicks: number;
  created_at: string;
  updated_at: string;
  /** Written in English (about 15% of ads). */
  english: boolean;
  images: SeedAdImage[];
}

// ---------------------------------------------------------------------------
// Deterministic randomness

export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  /** mulberry32: [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let at = this.next() * total;
    for (const item of items) {
      at -= weight(item);
      if (at < 0) return item;
    }
    return items[items.length - 1];
  }
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return out;
  }
}

// ---------------------------------------------------------------------------
// Helpers

const DAY = 86_400_000;
const HOUR = 3_600_000;
const AD_LIFETIME_DAYS = 30;

export function sqlTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

const arabicDigits = "٠١٢٣٤٥٦٧٨٩";
/** 2019 → ٢٠١٩ */
export const toArabicDigits = (value: string | number) => String(value).replace(/[0-9]/g, (digit) => arabicDigits[Number(digit)]);
const grouped = (value: number) => value.toLocaleString("en-US");
/** "مدينة نصر، القاهرة", or just "قنا" when the district is the capital of the same name. */
const placeName = (region: SeedRegion, governorate: SeedGovernorate) =>
  region.name === governorate.name ? governorate.name : `${region.name}، ${governorate.name}`;
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Brand Model" unless the model's name already says the brand. */
const withBrand = (brand: string, modelName: string) => (modelName.includes(brand) ? modelName : `${brand} ${modelName}`);

function roundPrice(value: number): number {
  const step = value < 2_000 ? 10 : value < 20_000 ? 100 : value < 200_000 ? 1_000 : value < 2_000_000 ? 5_000 : value < 20_000_000 ? 50_000 : 100_000;
  return Math.max(step, Math.round(value / step) * step);
}

const attr = (label: string, label_en: string, value: string | number, value_en: string | number = value): AdAttribute => ({
  label,
  label_en,
  value: String(value),
  value_en: String(value_en),
});

const colors: Pair[] = [
  ["أبيض", "White"],
  ["أسود", "Black"],
  ["فضي", "Silver"],
  ["رمادي", "Grey"],
  ["أحمر", "Red"],
  ["كحلي", "Navy blue"],
  ["بيج", "Beige"],
  ["أزرق", "Blue"],
];

const streets: Pair[] = [
  ["شارع الجمهورية", "El Gomhoreya St."],
  ["شارع النصر", "El Nasr St."],
  ["شارع بورسعيد", "Port Said St."],
  ["شارع الجيش", "El Geish St."],
  ["شارع المحطة", "El Mahatta St."],
  ["شارع التحرير", "El Tahrir St."],
  ["شارع سعد زغلول", "Saad Zaghloul St."],
  ["شارع الثورة", "El Thawra St."],
  ["شارع ٢٦ يوليو", "26th of July St."],
  ["شارع المدارس", "El Madares St."],
  ["الشارع الرئيسي", "Main St."],
  ["ميدان الساعة", "El Saa Square"],
  ["شارع عبد السلام عارف", "Abdel Salam Aref St."],
  ["شارع الهرم", "El Haram St."],
  ["طريق الكورنيش", "Corniche Rd."],
];

const notes: Pair[] = [
  ["المعاينة يوميًا من ٥ مساءً لحد ١٠ مساءً", "Viewing daily from 5 pm to 10 pm"],
  ["ممنوع السماسرة", "No brokers please"],
  ["الرد على الواتساب أسرع", "WhatsApp gets the fastest reply"],
  ["متاح التوصيل لكل المحافظات", "Delivery available to every governorate"],
  ["يوجد ضمان", "Warranty included"],
  ["الجمعة إجازة", "Closed on Fridays"],
  ["متاح البدل", "Trade-ins considered"],
];

// ---------------------------------------------------------------------------
// One builder per kind of ad: a name, description sentences, attributes, a
// price and the condition, in both languages.

interface Context {
  r: Random;
  category: SeedCategory;
  subcategory: SeedSubcategory;
  brand: SeedBrandCountry;
  third: SeedThirdBranch;
  governorate: SeedGovernorate;
  region: SeedRegion;
  /** Current year (the seed's clock). */
  year: number;
  /** A hand-written ad's model and model year. */
  forced?: { model?: Pair; modelYear?: number };
}

interface Built {
  name: string;
  name_en: string;
  body: string[];
  body_en: string[];
  /** The free-form pairs no attribute field holds (engine size, payload…): the ads.attributes JSON. */
  attributes: AdAttribute[];
  /** The structured values (ad_attributes) of the category's fields, from the same draws as the name and description. */
  values?: SeedValue[];
  price: number;
  condition: "new" | "used";
}

/** A value of one of the category's attribute fields (attributes.ts), by the field's key: a number, an option's key, or a text in both languages. */
type SeedValue = { key: string; number: number } | { key: string; option: string } | { key: string; text: Pair };

const numberValue = (key: string, number: number): SeedValue => ({ key, number });
const optionValue = (key: string, option: string): SeedValue => ({ key, option });
const textValue = (key: string, text: Pair): SeedValue => ({ key, text });

/** A car's body type, by its model's English name (the catalogue's models). */
const carBodies: Record<string, string> = {
  Yaris: "hatchback",
  Swift: "hatchback",
  Golf: "hatchback",
  Corsa: "hatchback",
  Astra: "hatchback",
  Picanto: "hatchback",
  Rio: "hatchback",
  Tugella: "coupe",
  ...Object.fromEntries(
    [
      "Fortuner",
      "RAV4",
      "C-HR",
      "Qashqai",
      "Juke",
      "Eclipse Cross",
      "Pajero",
      "Vitara",
      "GLC 200",
      "X3",
      "X5",
      "Tiguan",
      "Grandland",
      "Crossland",
      "Tucson",
      "Sportage",
      "Tiggo 7",
      "Tiggo 4",
      "ZS",
      "RX5",
      "HS",
      "Song",
      "Atto 3",
      "Coolray",
    ].map((name) => [name, "suv"]),
  ),
};
/** Cars that run on something else than petrol, by model. */
const carFuels: Record<string, string> = { "Atto 3": "electric", Song: "hybrid", "C-HR": "hybrid" };
/** The seed's colours as the colour field's options (navy is a blue; beige has no option of its own). */
const colourOptions: Record<string, string> = {
  White: "white",
  Black: "black",
  Silver: "silver",
  Grey: "grey",
  Red: "red",
  "Navy blue": "blue",
  Blue: "blue",
  Beige: "other",
};
/** Square metres in a feddan. */
const FEDDAN = 4_200;
/** A storage size in GB as the storage field's option. */
const storageOption = (gb: number) => (gb >= 1024 ? "tb1" : `gb${gb}`);

/** Sometimes Egyptians write the digits in Arabic-Indic. */
const num = (r: Random, value: number | string) => (r.chance(0.35) ? toArabicDigits(value) : String(value));

function pickSentences(r: Random, pool: Pair[], count: number): [string[], string[]] {
  const chosen = r.sample(pool, count);
  return [chosen.map((pair) => pair[0]), chosen.map((pair) => pair[1])];
}

/** An ad's body in both languages: `count` sentences of the pool, the same ones in each. */
function sentences(r: Random, pool: Pair[], count: number): Pick<Built, "body" | "body_en"> {
  const [body, body_en] = pickSentences(r, pool, count);
  return { body, body_en };
}

function model(context: Context): Pair {
  const models = context.third.models;
  return models.length > 0 ? context.r.pick(models) : [context.third.name, context.third.name_en];
}

function depreciation(age: number, perYear: number, floor: number): number {
  return Math.max(floor, 1 - perYear * age);
}

/** Price level of a place: the big cities cost more. */
function placeLevel(governorate: SeedGovernorate): number {
  if (governorate.id === 1 || governorate.id === 2) return 1;
  if (governorate.id === 3) return 0.75;
  if ([23, 25, 27].includes(governorate.id)) return 0.7; // the coasts
  return 0.45;
}

function vehicleYearAndKm(context: Context, isNew: boolean, from: number, kmPerYear: [number, number]): [number, number] {
  const { r, year } = context;
  const modelYear = isNew ? r.int(year - 1, year) : r.int(from, year - 1);
  const km = isNew ? 0 : Math.round(((year - modelYear + r.float(0.3, 1)) * r.int(kmPerYear[0], kmPerYear[1])) / 1000) * 1000;
  return [modelYear, km];
}

/** The fields every vehicle ad fills, in the order the vehicle categories list them. */
function vehicleValues(modelName: Pair, year: number, km: number, fuel: string, transmission: string): SeedValue[] {
  return [
    textValue("model", modelName),
    numberValue("year", year),
    numberValue("km", km),
    optionValue("fuel", fuel),
    optionValue("transmission", transmission),
  ];
}

const builders: Record<AdKind, (context: Context) => Built> = {
  car(context) {
    const { r, third, forced } = context;
    const [modelAr, modelEn] = forced?.model ?? model(context);
    const isNew = forced?.modelYear ? forced.modelYear >= context.year - 1 : r.chance(0.18);
    const [year, km] = forced?.modelYear
      ? [forced.modelYear, Math.round(((context.year - forced.modelYear) * r.int(9_000, 16_000)) / 1000) * 1000]
      : vehicleYearAndKm(context, isNew, 2008, [8_000, 22_000]);
    const automatic = r.chance(0.7);
    const [colorAr, colorEn] = r.pick(colors);
    const price = roundPrice((third.basePrice ?? 1_000_000) * (isNew ? 1 : depreciation(context.year - year, 0.055, 0.3)) * r.float(0.88, 1.12));
    const y = num(r, year);
    const brandAr = third.name;
    const brandEn = third.name_en;
    const transAr = automatic ? "أوتوماتيك" : "مانيوال";
    const transEn = automatic ? "automatic" : "manual";
    const name = isNew
      ? r.pick([`${brandAr} ${modelAr} ${y} زيرو استلام فوري`, `${brandAr} ${modelAr} ${y} جديدة بالتقسيط`, `${brandAr} ${modelAr} موديل ${y} زيرو من الوكيل`])
      : r.pick([
          `${brandAr} ${modelAr} ${y} فابريكا بالكامل`,
          `${brandAr} ${modelAr} موديل ${y} حالة ممتازة`,
          `${brandAr} ${modelAr} ${y} ${transAr} بحالة الزيرو`,
          `للبيع ${brandAr} ${modelAr} ${y} أول مالك`,
          `عربية ${brandAr} ${modelAr} ${y} ${colorAr} للبيع`,
          `${brandAr} ${modelAr} ${y} كسر زيرو ${num(r, Math.round(km / 1000))} ألف كم`,
        ]);
    const name_en = isNew
      ? r.pick([`${brandEn} ${modelEn} ${year}, brand new, ready to deliver`, `New ${brandEn} ${modelEn} ${year} in instalments`])
      : r.pick([
          `${brandEn} ${modelEn} ${year}, original paint`,
          `${brandEn} ${modelEn} ${year} ${transEn}, first owner`,
          `${colorEn} ${brandEn} ${modelEn} ${year} for sale`,
        ]);
    const [body, body_en] = isNew
      ? pickSentences(
          r,
          [
            ["العربية زيرو بالكرتونة بضمان الوكيل.", "The car is brand new with the dealer's warranty."],
            ["متاح التقسيط من خلال البنوك بمقدم يبدأ من ٢٠٪.", "Bank instalments available from a 20% down payment."],
            ["الاستلام فوري من المعرض والترخيص علينا.", "Immediate delivery from the showroom, registration included."],
            ["فئة كاملة: فتحة سقف وشاشة وكاميرا خلفية.", "Top trim: sunroof, touchscreen and rear camera."],
          ],
          3,
        )
      : pickSentences(
          r,
          [
            ["العربية فابريكا بالكامل من جوه ومن بره، ومفيش أي رشة أو خدش.", "Original paint inside and out, not a single scratch or touch-up."],
            ["صيانات دورية في التوكيل وكل الفواتير موجودة.", "Regular dealer servicing with every invoice kept."],
            [`العداد ${grouped(km)} كم حقيقي ومتاح الكشف في أي مركز.`, `Genuine ${grouped(km)} km, inspection welcome at any centre.`],
            ["كاوتش جديد وبطارية جديدة والتكييف ساقع جدًا.", "New tyres, new battery and ice-cold air conditioning."],
            ["رخصة سارية والأوراق سليمة ونقل الملكية فوري.", "Valid licence, clean papers and immediate ownership transfer."],
            ["استخدام شخصي ومتعرضتش لأي حوادث.", "Private use only and never in an accident."],
            ["ماتور وفتيس وعفشة بحالة ممتازة.", "Engine, gearbox and suspension in excellent condition."],
            ["فرش جلد وشاشة وحساسات ركن.", "Leather seats, touchscreen and parking sensors."],
          ],
          r.int(3, 5),
        );
    const gas = r.chance(0.15); // petrol and natural gas (drawn here, where the old pairs drew it)
    return {
      name,
      name_en,
      body,
      body_en,
      price,
      condition: isNew ? "new" : "used",
      // Everything the old pairs said is a field now (the gas draw kept: the same ads follow).
      attributes: [],
      values: [
        ...vehicleValues([modelAr, modelEn], year, km, carFuels[modelEn] ?? (gas ? "natural_gas" : "petrol"), automatic ? "automatic" : "manual"),
        optionValue("body", carBodies[modelEn] ?? "sedan"),
        optionValue("colour", colourOptions[colorEn] ?? "other"),
      ],
    };
  },

  motorcycle(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const isNew = r.chance(0.3);
    const [year, km] = vehicleYearAndKm(context, isNew, 2014, [3_000, 9_000]);
    const cc = /\d{3}/.exec(modelEn)?.[0] ?? String(r.pick([125, 150, 200]));
    const price = roundPrice((third.basePrice ?? 60_000) * (isNew ? 1 : depreciation(context.year - year, 0.07, 0.35)) * r.float(0.9, 1.1));
    const y = num(r, year);
    const name = isNew
      ? r.pick([`موتوسيكل ${third.name} ${modelAr} زيرو ${y}`, `${third.name} ${modelAr} ${y} جديد بالضمان`])
      : r.pick([`موتوسيكل ${third.name} ${modelAr} موديل ${y}`, `${third.name} ${modelAr} ${y} رخصة سارية`, `موتوسيكل ${modelAr} ${third.name} بحالة ممتازة`]);
    const name_en = isNew ? `${third.name_en} ${modelEn} ${year}, new with warranty` : `${third.name_en} ${modelEn} ${year} motorcycle`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["الموتوسيكل مفيهوش أي عيوب والماتور مفتحش.", "No faults at all, the engine has never been opened."],
          ["رخصة سارية ومتاح نقل الملكية.", "Valid licence and ownership transfer available."],
          ["كاوتش جديد وفرامل كويسة جدًا.", "New tyres and very good brakes."],
          ["موفر جدًا في البنزين ومناسب للديليفري.", "Very economical on fuel, ideal for delivery work."],
          ["معاه خوذة وشنطة خلفية هدية.", "Comes with a helmet and a top box."],
        ],
        r.int(2, 4),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("سعة المحرك", "Engine", `${cc} سي سي`, `${cc} cc`)],
      values: vehicleValues([modelAr, modelEn], year, km, "petrol", "manual"),
    };
  },

  truck(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const isNew = r.chance(0.15);
    const [year, km] = vehicleYearAndKm(context, isNew, 2006, [30_000, 70_000]);
    const payloads: Record<string, number[]> = {
      "D-Max": [1],
      NKR: [3, 4],
      NPR: [5, 6],
      Canter: [3, 4.5],
      Fighter: [8, 10],
      Hilux: [1],
      "Land Cruiser pickup": [1],
      Actros: [25, 40],
      Axor: [18, 25],
      TGS: [25, 33],
      TGX: [33, 40],
      N120: [8, 10],
      T8: [1],
      Aumark: [3, 5],
      Tunland: [1],
      C31: [1.5],
      K01: [1],
    };
    const tons = r.pick(payloads[modelEn] ?? [3, 5]);
    const price = roundPrice((third.basePrice ?? 1_500_000) * (isNew ? 1 : depreciation(context.year - year, 0.05, 0.35)) * r.float(0.9, 1.1));
    const y = num(r, year);
    const name = r.pick([
      `نقل ${third.name} ${modelAr} موديل ${y}`,
      `${third.name} ${modelAr} ${y} حمولة ${num(r, tons)} طن`,
      `عربية نقل ${third.name} ${modelAr} ${y} ${isNew ? "زيرو" : "بحالة ممتازة"}`,
    ]);
    const name_en = `${third.name_en} ${modelEn} ${year} truck, ${tons} t payload`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["شغالة على طول ومفيهاش أي مصاريف.", "In daily work and needs nothing spent on it."],
          ["رخصة نقل سارية وكارتة الطريق مدفوعة.", "Valid goods-vehicle licence and road tolls paid."],
          ["صندوق حديد جديد وكاوتش ٨٠٪.", "New steel body and tyres at 80%."],
          ["ماتور ديزل قوي وموفر.", "Strong and economical diesel engine."],
          ["متاح البيع بالتقسيط لعملاء الشركات.", "Instalments available for company customers."],
        ],
        r.int(2, 4),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("الحمولة", "Payload", `${tons} طن`, `${tons} t`)],
      values: vehicleValues([modelAr, modelEn], year, km, "diesel", "manual"),
    };
  },

  bus(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const isNew = r.chance(0.12);
    const [year, km] = vehicleYearAndKm(context, isNew, 2006, [40_000, 90_000]);
    const seats = r.pick([11, 14, 15, 22, 26, 33]);
    const price = roundPrice((third.basePrice ?? 1_500_000) * (isNew ? 1 : depreciation(context.year - year, 0.05, 0.35)) * r.float(0.9, 1.1));
    const y = num(r, year);
    const full = withBrand(third.name, modelAr);
    const name = r.pick([`ميكروباص ${full} ${y} ${num(r, seats)} راكب`, `${full} موديل ${y} رخصة أجرة`, `${full} ${y} ملاكي ${seats} راكب`]);
    const name_en = `${withBrand(third.name_en, modelEn)} ${year}, ${seats} seats`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["شغال على خط ثابت ومتاح بيعه بالخط.", "Running on a fixed route and can be sold with it."],
          ["تكييف شغال وكراسي نضيفة.", "Working air conditioning and clean seats."],
          ["رخصة سارية وكل الأوراق سليمة.", "Valid licence and all papers in order."],
          ["مناسب للرحلات ونقل الموظفين.", "Ideal for trips and staff transport."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("عدد الركاب", "Seats", seats)],
      values: vehicleValues([modelAr, modelEn], year, km, "diesel", "manual"),
    };
  },

  "apartment-sale"(context) {
    const { r, brand, third, region, governorate } = context;
    const area = Math.round(r.int(80, 260) / 5) * 5;
    const rooms = area < 110 ? 2 : area < 170 ? r.int(2, 3) : r.int(3, 4);
    const baths = rooms >= 3 ? r.int(2, 3) : 1;
    const floor = r.int(1, 12);
    const inCompound = brand.name_en === "In a compound";
    const finishingFactor = { "Ultra super lux": 1.15, "Super lux": 1, "Semi-finished": 0.8, "Core and shell": 0.7 }[third.name_en] ?? 1;
    const perMeter = (inCompound ? 1.35 : 1) * finishingFactor * placeLevel(governorate) * r.float(30_000, 55_000);
    const price = roundPrice(area * perMeter);
    const installments = r.chance(0.4);
    const a = num(r, area);
    const name = r.pick([
      `شقة للبيع ${a} م في ${region.name}`,
      `شقة ${num(r, rooms)} غرف للبيع في ${region.name} تشطيب ${third.name}`,
      `شقة ${a} متر ${third.name} ${inCompound ? "داخل كمبوند" : "في " + region.name}`,
      `شقة للبيع دور ${num(r, floor)} في ${placeName(region, governorate)}`,
      `للبيع شقة ${a} م² ${installments ? "بالتقسيط" : "كاش"} - ${region.name}`,
    ]);
    const name_en = r.pick([
      `${rooms}-bedroom apartment for sale in ${region.name_en}, ${area} m²`,
      `${area} m² ${third.name_en.toLowerCase()} apartment in ${region.name_en}`,
      `Apartment for sale in ${region.name_en}, ${governorate.name_en}`,
    ]);
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [`الشقة ${rooms} غرف و${baths} حمام وريسبشن كبير.`, `${rooms} bedrooms, ${baths} bathroom${baths > 1 ? "s" : ""} and a large reception.`],
          [`تشطيب ${third.name} وواجهة بحري.`, `${third.name_en} finishing, north facing.`],
          ["العمارة فيها أسانسير وجراج وأمن ٢٤ ساعة.", "Lift, garage and 24-hour security in the building."],
          ["قريبة من المدارس والمواصلات وكل الخدمات.", "Close to schools, transport and every service."],
          [
            installments ? "متاح تقسيط على ٥ سنين بمقدم ٢٠٪." : "البيع كاش فقط.",
            installments ? "Five-year instalments from a 20% down payment." : "Cash sale only.",
          ],
          ["عقد مسجل وعدادات كهرباء ومية وغاز.", "Registered contract with electricity, water and gas meters."],
        ],
        r.int(3, 5),
      ),
      price,
      condition: brand.name_en === "Established districts" ? "used" : r.chance(0.7) ? "new" : "used",
      attributes: [attr("التشطيب", "Finishing", third.name, third.name_en)],
      values: [
        optionValue("property_type", "apartment"),
        numberValue("area", area),
        numberValue("rooms", rooms),
        numberValue("bathrooms", baths),
        numberValue("floor", floor),
        optionValue("payment", installments ? "instalments" : "cash"),
      ],
    };
  },

  "apartment-rent"(context) {
    const { r, brand, third, region, governorate } = context;
    const furnished = brand.name_en === "Furnished";
    const area = Math.round(r.int(70, 220) / 5) * 5;
    const rooms = area < 100 ? r.int(1, 2) : r.int(2, 4);
    const floor = r.int(1, 10);
    const price = roundPrice(r.float(8_000, 30_000) * placeLevel(governorate) * (furnished ? 1.5 : 1) * (area / 130));
    const a = num(r, area);
    const name = furnished
      ? r.pick([
          `شقة مفروشة للإيجار في ${region.name}`,
          `شقة مفروشة ${third.name} ${num(r, rooms)} غرف - ${region.name}`,
          `للإيجار شقة مفروشة فندقي في ${region.name}`,
        ])
      : r.pick([
          `شقة للإيجار ${a} م في ${region.name}`,
          `شقة ${num(r, rooms)} غرف للإيجار ${third.name} - ${region.name}`,
          `للإيجار شقة فاضية دور ${num(r, floor)} في ${region.name}`,
        ]);
    const name_en = furnished
      ? `Furnished apartment for rent in ${region.name_en}`
      : `${area} m² apartment for rent in ${region.name_en}, ${governorate.name_en}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [`الشقة ${rooms} غرف ومطبخ وحمام.`, `${rooms} bedroom${rooms > 1 ? "s" : ""}, kitchen and bathroom.`],
          [
            furnished ? "فرش كامل بالأجهزة: تكييفات وتلاجة وغسالة وشاشة." : "الشقة فاضية ومتشطبة حديثًا.",
            furnished ? "Fully furnished with appliances: ACs, fridge, washer and TV." : "Unfurnished and freshly finished.",
          ],
          [`الإيجار ${third.name}، والتأمين شهر.`, `${third.name_en}, one month's deposit.`],
          ["للعائلات فقط.", "Families only."],
          ["قريبة من المترو والمواصلات.", "Close to the metro and public transport."],
          ["عدادات كارت وأسانسير.", "Prepaid meters and a lift."],
        ],
        r.int(3, 5),
      ),
      price,
      condition: "used",
      attributes: [attr("نوع الإيجار", "Lease", third.name, third.name_en)],
      values: [
        optionValue("property_type", "apartment"),
        numberValue("area", area),
        numberValue("rooms", rooms),
        // "…غرف ومطبخ وحمام": one bathroom, as the description says.
        numberValue("bathrooms", 1),
        numberValue("floor", floor),
        numberValue("furnished", furnished ? 1 : 0),
      ],
    };
  },

  villa(context) {
    const { r, brand, third, region, governorate } = context;
    const forRent = third.name_en === "For rent";
    const area = Math.round(r.int(250, 900) / 10) * 10;
    const rooms = r.int(4, 7);
    const level = placeLevel(governorate);
    const price = roundPrice(forRent ? r.float(50_000, 180_000) * level * (area / 400) : area * r.float(28_000, 60_000) * level);
    const a = num(r, area);
    const name = r.pick([
      `${brand.name} ${third.name} في ${region.name} ${a} م`,
      `${brand.name} ${num(r, rooms)} غرف ${third.name} - ${region.name}`,
      `${brand.name} بحديقة وحمام سباحة ${third.name}`,
    ]);
    const name_en = `${brand.name_en} ${third.name_en.toLowerCase()} in ${region.name_en}, ${area} m²`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [`${rooms} غرف نوم منهم ماستر بحمام خاص.`, `${rooms} bedrooms including a master suite.`],
          ["حديقة خاصة وحمام سباحة.", "Private garden and swimming pool."],
          ["تشطيب ألترا سوبر لوكس وتكييفات مركزية.", "Ultra super lux finishing and central air conditioning."],
          ["داخل كمبوند بأمن وبوابات على مدار الساعة.", "Inside a gated compound with round-the-clock security."],
          ["جراج لعربيتين وغرفة سواق.", "Two-car garage and a driver's room."],
        ],
        r.int(3, 4),
      ),
      price,
      condition: r.chance(0.5) ? "new" : "used",
      attributes: [attr("الغرض", "Purpose", third.name, third.name_en)],
      values: [optionValue("property_type", "villa"), numberValue("area", area), numberValue("rooms", rooms)],
    };
  },

  commercial(context) {
    const { r, brand, third, region, governorate } = context;
    const forRent = third.name_en === "For rent";
    const [singular, singularEn] = ({ Shops: ["محل تجاري", "Shop"], Offices: ["مكتب إداري", "Office"], Clinics: ["عيادة", "Clinic"] } as Record<string, Pair>)[
      brand.name_en
    ] ?? [brand.name, brand.name_en];
    const area = Math.round(r.int(25, 300) / 5) * 5;
    const level = placeLevel(governorate);
    const price = roundPrice(forRent ? area * r.float(250, 700) * level : area * r.float(35_000, 90_000) * level);
    const a = num(r, area);
    const name = r.pick([
      `${singular} ${third.name} في ${region.name} ${a} م`,
      `${singular} ${a} متر ${third.name} على شارع رئيسي`,
      `${third.name} ${singular} في ${placeName(region, governorate)}`,
    ]);
    const name_en = `${singularEn} ${third.name_en.toLowerCase()} in ${region.name_en}, ${area} m²`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["على شارع رئيسي وواجهة كبيرة.", "On a main street with a wide frontage."],
          ["يصلح لكل الأنشطة.", "Suitable for any business."],
          ["ترخيص تجاري وعداد كهرباء تجاري.", "Commercial licence and a commercial electricity meter."],
          ["داخل مول أو برج إداري بأمن وأسانسيرات.", "Inside a mall or office tower with security and lifts."],
          ["متشطب بالكامل وجاهز للاستلام.", "Fully finished and ready to move in."],
        ],
        r.int(2, 4),
      ),
      price,
      condition: r.chance(0.4) ? "new" : "used",
      attributes: [attr("النوع", "Type", singular, singularEn), attr("الغرض", "Purpose", third.name, third.name_en)],
      // A clinic is let or sold as an office.
      values: [optionValue("property_type", brand.name_en === "Shops" ? "shop" : "office"), numberValue("area", area)],
    };
  },

  land(context) {
    const { r, brand, third, region, governorate } = context;
    const level = placeLevel(governorate);
    if (brand.name_en === "Agricultural land") {
      const feddans = r.int(1, 25);
      const price = roundPrice(feddans * r.float(350_000, 1_800_000) * (third.name_en === "Old Nile-valley land" ? 1.6 : 1));
      const [body, body_en] = pickSentences(
        r,
        [
          ["الأرض على مية نيلي وفيها بير ارتوازي.", "Nile-water irrigation plus an artesian well."],
          ["مزروعة موالح ومانجا بعمر ٥ سنين.", "Planted with citrus and mango trees five years old."],
          ["على طريق أسفلت ومتوصل لها كهرباء.", "On an asphalt road with electricity connected."],
          ["عقد مسجل والتسليم فوري.", "Registered contract and immediate handover."],
        ],
        3,
      );
      return {
        name: r.pick([`${num(r, feddans)} فدان أرض زراعية ${third.name} في ${region.name}`, `أرض زراعية للبيع ${num(r, feddans)} فدان - ${region.name}`]),
        name_en: `${feddans} feddan${feddans > 1 ? "s" : ""} of agricultural land in ${region.name_en}`,
        body,
        body_en,
        price,
        condition: "used",
        attributes: [
          attr("المساحة بالفدان", "Area in feddans", `${feddans} فدان`, `${feddans} feddan${feddans > 1 ? "s" : ""}`),
          attr("النوع", "Type", brand.name, brand.name_en),
        ],
        values: [optionValue("property_type", "land"), numberValue("area", feddans * FEDDAN)],
      };
    }
    const industrial = brand.name_en === "Industrial land";
    const area = Math.round(r.int(industrial ? 1_000 : 150, industrial ? 10_000 : 1_000) / 10) * 10;
    const price = roundPrice(area * (industrial ? r.float(2_000, 7_000) : r.float(6_000, 35_000) * level));
    const a = num(r, area);
    const [body, body_en] = pickSentences(
      r,
      [
        ["الأرض مسورة وخالية من النزاعات.", "The plot is walled and free of disputes."],
        ["على شارعين وناصية.", "Corner plot on two streets."],
        ["كل المرافق متوصلة.", "All utilities connected."],
        [
          industrial ? "تصلح لكل الأنشطة الصناعية والتخزين." : "تصلح لعمارة سكنية أرضي و٥ أدوار.",
          industrial ? "Suitable for any industrial activity or storage." : "Permits a ground floor plus five storeys.",
        ],
        ["عقد مسجل ورخصة بناء سارية.", "Registered contract and a valid building permit."],
      ],
      r.int(3, 4),
    );
    return {
      name: r.pick([
        `${industrial ? "أرض صناعية" : "قطعة أرض مباني"} ${a} م للبيع في ${region.name}`,
        `أرض ${a} متر ${third.name} - ${placeName(region, governorate)}`,
      ]),
      name_en: `${area} m² ${industrial ? "industrial" : "building"} plot for sale in ${region.name_en}`,
      body,
      body_en,
      price,
      condition: "new",
      attributes: [attr("النوع", "Type", brand.name, brand.name_en), attr("الموقع", "Location", third.name, third.name_en)],
      values: [optionValue("property_type", "land"), numberValue("area", area)],
    };
  },

  phone(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const base = third.basePrice ?? 15_000;
    const storage = base > 30_000 ? r.pick([128, 256, 512]) : r.pick([64, 128, 256]);
    const ram = base > 30_000 ? r.pick([8, 12]) : r.pick([4, 6, 8]);
    const isNew = r.chance(0.35);
    const battery = r.int(78, 100);
    const [colorAr, colorEn] = r.pick(colors);
    const price = roundPrice(base * (1 + (storage - 128) / 512) * (isNew ? 1 : r.float(0.6, 0.85)) * r.float(0.9, 1.1));
    const s = num(r, storage);
    const name = isNew
      ? r.pick([`${modelAr} ${s} جيجا جديد متبرشم`, `${modelAr} ${s}GB بضمان الوكيل`, `موبايل ${modelAr} جديد ${colorAr}`])
      : r.pick([
          `${modelAr} ${s} جيجا كسر زيرو`,
          `${modelAr} ${s}GB بطارية ${num(r, battery)}٪`,
          `${modelAr} مستعمل حالة ممتازة`,
          `${modelAr} ${colorAr} ${s} جيجا بالكرتونة`,
        ]);
    const name_en = isNew ? `${modelEn} ${storage}GB, sealed, official warranty` : `${modelEn} ${storage}GB, like new, battery ${battery}%`;
    const [body, body_en] = isNew
      ? pickSentences(
          r,
          [
            ["الجهاز جديد متبرشم بضمان الوكيل سنة.", "Sealed new with a one-year official warranty."],
            ["معاه فاتورة من الوكيل.", "Comes with the dealer's invoice."],
            ["متاح الشحن لكل المحافظات والدفع عند الاستلام.", "Shipping to every governorate, cash on delivery."],
          ],
          2,
        )
      : pickSentences(
          r,
          [
            ["الموبايل كسر زيرو ومفيهوش ولا خدش.", "Like new, not a single scratch."],
            [`صحة البطارية ${battery}٪.`, `Battery health ${battery}%.`],
            ["معاه الكرتونة والشاحن الأصلي.", "Box and original charger included."],
            ["متفتحش خالص وكل حاجة شغالة.", "Never opened for repair, everything works."],
            ["الجهاز متفرمت ومفيهوش أي حساب.", "Factory reset and signed out of every account."],
          ],
          r.int(3, 4),
        );
    return {
      name,
      name_en,
      body,
      body_en,
      price,
      condition: isNew ? "new" : "used",
      attributes: [
        attr("الرامات", "RAM", `${ram} جيجا`, `${ram} GB`),
        attr("اللون", "Colour", colorAr, colorEn),
        ...(isNew
          ? [attr("الضمان", "Warranty", "سنة من الوكيل", "One year, official")]
          : [attr("صحة البطارية", "Battery health", `${battery}٪`, `${battery}%`)]),
      ],
      // A used phone is sold "كسر زيرو" / "like new" (its names say so).
      values: [textValue("model", [modelAr, modelEn]), optionValue("storage", storageOption(storage)), optionValue("state", isNew ? "sealed" : "like_new")],
    };
  },

  laptop(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const apple = third.name_en === "MacBook";
    const cpu = apple
      ? (/M\d/.exec(modelEn)?.[0] ?? "M2")
      : r.pick(["Core i5 الجيل 11", "Core i7 الجيل 12", "Core i7 الجيل 13", "Ryzen 5 5600H", "Ryzen 7 6800H"]);
    const cpuEn = cpu.replace(" الجيل ", " gen ");
    const ram = r.pick([8, 16, 16, 32]);
    const ssd = r.pick([256, 512, 1024]);
    const isNew = r.chance(0.3);
    const price = roundPrice((third.basePrice ?? 30_000) * (1 + (ram - 8) / 40 + (ssd - 256) / 2048) * (isNew ? 1 : r.float(0.55, 0.8)));
    const name = r.pick([
      `لابتوب ${withBrand(third.name, modelAr)} ${cpu} رام ${num(r, ram)} جيجا`,
      `${withBrand(third.name, modelAr)} ${isNew ? "جديد" : "استيراد كسر زيرو"}`,
      `لابتوب ${modelAr} هارد SSD ${ssd >= 1024 ? "1 تيرا" : `${ssd} جيجا`}`,
    ]);
    const name_en = `${withBrand(third.name_en, modelEn)}, ${cpuEn}, ${ram}GB RAM, ${ssd >= 1024 ? "1TB" : `${ssd}GB`} SSD`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["الجهاز استيراد الخارج كسر زيرو.", "Imported, in like-new condition."],
          ["البطارية بتقعد من ٥ لـ ٦ ساعات.", "Battery lasts five to six hours."],
          ["مناسب للبرمجة والجرافيك والألعاب.", "Good for programming, design and gaming."],
          ["ويندوز أصلي متسطب وكل التعريفات.", "Genuine Windows installed with all drivers."],
          ["ضمان ١٤ يوم استبدال.", "14-day exchange guarantee."],
        ],
        r.int(2, 4),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("المعالج", "Processor", cpu, cpuEn), attr("الرامات", "RAM", `${ram} جيجا`, `${ram} GB`), attr("نوع التخزين", "Storage type", "SSD")],
      values: [textValue("model", [modelAr, modelEn]), optionValue("storage", storageOption(ssd)), optionValue("state", isNew ? "sealed" : "like_new")],
    };
  },

  tv(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const size = r.pick([32, 43, 50, 55, 65, 75]);
    const isNew = r.chance(0.6);
    const price = roundPrice((third.basePrice ?? 15_000) * Math.pow(size / 50, 1.7) * (isNew ? 1 : r.float(0.55, 0.75)));
    const name = r.pick([
      `شاشة ${third.name} ${num(r, size)} بوصة ${modelAr} سمارت 4K`,
      `تليفزيون ${third.name} ${num(r, size)} بوصة ${isNew ? "جديد بالضمان" : "مستعمل نضيف"}`,
      `شاشة ${num(r, size)} ${third.name} ${modelAr}`,
    ]);
    const name_en = `${third.name_en} ${modelEn} ${size}" smart 4K TV`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["سمارت بنظام أندرويد ونتفليكس ويوتيوب.", "Smart TV with Android, Netflix and YouTube."],
          ["ريسيفر داخلي والريموت الأصلي.", "Built-in receiver and original remote."],
          [isNew ? "ضمان سنتين من الوكيل." : "الشاشة مفيهاش أي خطوط أو بقع.", isNew ? "Two-year official warranty." : "No lines or marks on the panel."],
          ["معاها الحامل والكرتونة.", "Comes with the stand and the box."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [
        attr("المقاس", "Size", `${size} بوصة`, `${size} inch`),
        attr("الدقة", "Resolution", size >= 43 ? "4K" : "Full HD"),
        attr("سمارت", "Smart", "نعم", "Yes"),
      ],
      values: [textValue("model", [modelAr, modelEn]), optionValue("state", isNew ? "sealed" : "good")],
    };
  },

  tablet(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const storage = r.pick([64, 128, 256]);
    const isNew = r.chance(0.4);
    const sim = r.chance(0.4);
    const price = roundPrice((third.basePrice ?? 12_000) * (1 + (storage - 64) / 400) * (isNew ? 1 : r.float(0.6, 0.8)));
    const name = r.pick([`تابلت ${modelAr} ${num(r, storage)} جيجا ${sim ? "بشريحة" : "واي فاي"}`, `${modelAr} ${isNew ? "جديد" : "كسر زيرو"}`]);
    const name_en = `${modelEn} ${storage}GB ${sim ? "cellular" : "Wi-Fi"}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["مناسب للمذاكرة والأونلاين.", "Great for studying and online classes."],
          ["معاه جراب وقلم.", "Comes with a case and a pen."],
          ["البطارية ممتازة والشاشة سليمة.", "Excellent battery and a flawless screen."],
          ["متاح الشحن للمحافظات.", "Shipping to other governorates available."],
        ],
        2,
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("الاتصال", "Connectivity", sim ? "واي فاي وشريحة" : "واي فاي", sim ? "Wi-Fi and cellular" : "Wi-Fi")],
      values: [textValue("model", [modelAr, modelEn]), optionValue("storage", storageOption(storage)), optionValue("state", isNew ? "sealed" : "like_new")],
    };
  },

  console(context) {
    const { r, third } = context;
    const [modelAr, modelEn] = model(context);
    const controllers = r.int(1, 3);
    const games = r.int(1, 6);
    const isNew = r.chance(0.35);
    const price = roundPrice((third.basePrice ?? 25_000) * (isNew ? 1 : r.float(0.65, 0.85)) + games * 900);
    const name = r.pick([
      `${modelAr} ${isNew ? "جديد متبرشم" : "مستعمل"} بـ${num(r, controllers)} دراع`,
      `${modelAr} ومعاه ${games === 1 ? "لعبة" : `${num(r, games)} ألعاب`}`,
      `جهاز ${modelAr} بحالة ممتازة`,
    ]);
    const name_en = `${modelEn} with ${controllers} controller${controllers > 1 ? "s" : ""} and ${games} game${games > 1 ? "s" : ""}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["الجهاز مفتحش ومفيهوش أي مشاكل.", "Never opened, no problems at all."],
          ["الألعاب ديسكات أصلية.", "The games are original discs."],
          ["معاه الكرتونة وكل الكابلات.", "Box and every cable included."],
          ["ينفع تجربه قبل الشراء.", "You can try it before you buy."],
        ],
        2,
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("عدد الدراعات", "Controllers", controllers), attr("عدد الألعاب", "Games", games)],
      values: [textValue("model", [modelAr, modelEn]), optionValue("state", isNew ? "sealed" : "good")],
    };
  },

  bedroom(context) {
    const { r, brand, third } = context;
    const origin = brand.name_en.startsWith("Egyptian") ? 1 : brand.name_en === "Turkish" ? 1.6 : 2.6;
    const pieces = r.int(5, 9);
    const [wood, woodEn] = r.pick<Pair>([
      ["زان", "beech"],
      ["أرو", "ash"],
      ["كونتر", "plywood"],
      ["MDF", "MDF"],
    ]);
    const wardrobe = r.pick([180, 200, 240, 270]);
    const isNew = r.chance(0.7);
    const price = roundPrice(r.float(28_000, 75_000) * origin * (isNew ? 1 : 0.55));
    const name = r.pick([
      `غرفة نوم ${third.name} ${brand.name.replace(/ \(.+\)/, "")} ${num(r, pieces)} قطع`,
      `غرفة نوم ${wood} ${third.name} دولاب ${num(r, wardrobe)} سم`,
      `أوضة نوم ${third.name} ${isNew ? "جديدة من المصنع" : "مستعملة نضيفة"}`,
    ]);
    const name_en = `${third.name_en} ${brand.name_en.replace(/ \(.+\)/, "")} bedroom, ${pieces} pieces, ${woodEn}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [`خشب ${wood} والضهر كونتر.`, `${cap(woodEn)} wood with a plywood back.`],
          [`دولاب ${wardrobe} سم وسرير ١٦٠ سم وتسريحة وكومودينو.`, `${wardrobe} cm wardrobe, 160 cm bed, dresser and bedside tables.`],
          ["دهان بولي يوريثان ومفصلات ومجاري ألماني.", "Polyurethane finish with German hinges and runners."],
          ["النقل والتركيب مجانًا داخل المحافظة.", "Free delivery and assembly within the governorate."],
          ["ضمان ٥ سنين على الخشب.", "Five-year warranty on the wood."],
        ],
        r.int(3, 4),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("الخامة", "Wood", wood, cap(woodEn)), attr("عدد القطع", "Pieces", pieces), attr("الطراز", "Style", third.name, third.name_en)],
    };
  },

  "living-room"(context) {
    const { r, brand, third } = context;
    const seats = r.int(5, 10);
    const [fabric, fabricEn] = r.pick<Pair>([
      ["كتان", "linen"],
      ["شانيل", "chenille"],
      ["جلد", "leather"],
      ["قطيفة", "velvet"],
    ]);
    const isNew = r.chance(0.7);
    const origin = brand.name_en.startsWith("Egyptian") ? 1 : 1.5;
    const price = roundPrice(r.float(18_000, 70_000) * origin * (isNew ? 1 : 0.55));
    const originAr = brand.name.replace(/ \(.+\)/, "");
    const dining = third.name_en === "Dining set";
    const name = dining
      ? r.pick([`سفرة ${originAr} ${num(r, seats)} كراسي`, `سفرة ${originAr} ${isNew ? "جديدة" : "مستعملة"} بالنيش`])
      : r.pick([
          `${third.name} ${originAr} ${num(r, seats)} مقاعد`,
          `${third.name} ${fabric} ${originAr} ${isNew ? "جديد" : "حالة ممتازة"}`,
          `${third.name} مودرن ${originAr}`,
        ]);
    const name_en = dining
      ? `${brand.name_en} dining set, ${seats} chairs`
      : `${brand.name_en.replace(/ \(.+\)/, "")} ${third.name_en.toLowerCase()}, ${seats} seats, ${fabricEn}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [`قماش ${fabric} مستورد سهل التنظيف.`, `Imported ${fabricEn}, easy to clean.`],
          ["خشب زان عمولة وإسفنج عالي الكثافة.", "Solid beech frame and high-density foam."],
          ["ألوان كتير متاحة حسب الطلب.", "Many colours available to order."],
          ["التوصيل لكل المحافظات.", "Delivery to every governorate."],
        ],
        r.int(2, 4),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr(dining ? "عدد الكراسي" : "عدد المقاعد", dining ? "Chairs" : "Seats", seats), attr("الخامة", "Fabric", fabric, cap(fabricEn))],
    };
  },

  kitchen(context) {
    const { r, brand, third } = context;
    const meters = r.int(3, 9);
    const [top, topEn] = r.pick<Pair>([
      ["رخام", "marble"],
      ["جرانيت", "granite"],
      ["كوارتز", "quartz"],
    ]);
    const origin = brand.name_en === "Egyptian" ? 1 : brand.name_en === "German" ? 2.4 : 2.8;
    const price = roundPrice(meters * r.float(7_000, 14_000) * origin);
    const name = r.pick([
      `مطبخ ${third.name} ${brand.name} ${num(r, meters)} متر`,
      `مطبخ ${third.name} بسطح ${top}`,
      `تصميم وتنفيذ مطابخ ${third.name} ${brand.name}`,
    ]);
    const name_en = `${brand.name_en} ${third.name_en} kitchen, ${meters} m with ${topEn} worktop`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["المعاينة والتصميم ثلاثي الأبعاد مجانًا.", "Free site visit and 3D design."],
          ["إكسسوارات بلوم ومفصلات هيدروليك.", "Blum fittings and soft-close hinges."],
          [`سطح ${top} وحوض استانلس.`, `${cap(topEn)} worktop and stainless sink.`],
          ["التسليم خلال ٣ أسابيع.", "Delivered within three weeks."],
        ],
        r.int(2, 4),
      ),
      price,
      condition: "new",
      attributes: [
        attr("الطول", "Length", `${meters} متر`, `${meters} m`),
        attr("الخامة", "Material", third.name, third.name_en),
        attr("السطح", "Worktop", top, cap(topEn)),
      ],
    };
  },

  appliance(context) {
    const { r, third } = context;
    const [typeAr, typeEn] = model(context);
    const specs: Record<string, Pair[]> = {
      Refrigerator: [
        ["١٦ قدم نوفروست", "16 ft³ no-frost"],
        ["١٨ قدم نوفروست", "18 ft³ no-frost"],
        ["٢٤ قدم ديجيتال", "24 ft³ digital"],
      ],
      "Washing machine": [
        ["٨ كيلو فول أوتوماتيك", "8 kg fully automatic"],
        ["١٠ كيلو فول أوتوماتيك", "10 kg fully automatic"],
        ["٧ كيلو فوق أوتوماتيك", "7 kg top loader"],
      ],
      Cooker: [
        ["٥ شعلة", "5 burners"],
        ["٤ شعلة بالشواية", "4 burners with grill"],
      ],
      "Chest freezer": [
        ["٢٥٠ لتر", "250 litres"],
        ["٣٥٠ لتر", "350 litres"],
      ],
      Microwave: [
        ["٢٥ لتر بالشواية", "25 litres with grill"],
        ["٣٠ لتر", "30 litres"],
      ],
      Dishwasher: [
        ["١٢ فرد", "12 place settings"],
        ["١٤ فرد", "14 place settings"],
      ],
      "Water heater": [
        ["٥٠ لتر كهرباء", "50-litre electric"],
        ["١٠ لتر غاز", "10-litre gas"],
      ],
      "Built-in oven": [
        ["٦٠ سم كهرباء", "60 cm electric"],
        ["٩٠ سم غاز", "90 cm gas"],
      ],
    };
    const [specAr, specEn] = r.pick(specs[typeEn] ?? [["", ""]]);
    const isNew = r.chance(0.65);
    const price = roundPrice((third.basePrice ?? 20_000) * r.float(0.7, 1.3) * (isNew ? 1 : 0.55));
    const name = r.pick([`${typeAr} ${third.name} ${specAr}`, `${typeAr} ${third.name} ${specAr} ${isNew ? "جديدة بالضمان" : "مستعملة"}`]);
    const name_en = `${third.name_en} ${typeEn.toLowerCase()} ${specEn}${isNew ? ", new with warranty" : ""}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [
            isNew ? "جديد بالكرتونة وضمان الوكيل." : "استعمال خفيف وشغال زي الفل.",
            isNew ? "New in the box with the official warranty." : "Lightly used and working perfectly.",
          ],
          ["موفر في الكهرباء.", "Energy efficient."],
          ["التوصيل مجاني داخل المحافظة.", "Free delivery within the governorate."],
          ["متاح التقسيط بدون فوايد.", "Interest-free instalments available."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [attr("الجهاز", "Appliance", typeAr, typeEn), attr("المواصفات", "Specification", specAr, specEn)],
    };
  },

  ac(context) {
    const { r, third } = context;
    const [lineAr, lineEn] = model(context);
    const hp = r.pick([1.5, 2.25, 3, 4, 5]);
    const hpAr = toArabicDigits(hp);
    const hot = r.chance(0.6);
    const isNew = r.chance(0.7);
    const price = roundPrice((third.basePrice ?? 30_000) * (hp / 1.5) ** 0.85 * (isNew ? 1 : 0.55));
    const name = r.pick([
      `تكييف ${third.name} ${hpAr} حصان ${lineAr} ${hot ? "بارد ساخن" : "بارد"}`,
      `تكييف ${third.name} ${hp} حصان ${isNew ? "جديد بالتركيب" : "مستعمل"}`,
    ]);
    const name_en = `${third.name_en} ${lineEn} ${hp} HP air conditioner${hot ? ", hot and cold" : ""}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [
            isNew ? "التركيب مجاني والضمان ٥ سنين على الكمبروسر." : "شغال ممتاز وساقع جدًا.",
            isNew ? "Free installation, five-year compressor warranty." : "Works perfectly and cools hard.",
          ],
          ["موفر في الكهرباء بتقنية الإنفرتر.", "Inverter technology keeps the bill down."],
          ["ريموت وواي فاي.", "Remote and Wi-Fi control."],
          ["التوصيل لكل المحافظات.", "Delivery to every governorate."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [
        attr("القدرة", "Capacity", `${hpAr} حصان`, `${hp} HP`),
        attr("النوع", "Type", hot ? "بارد ساخن" : "بارد فقط", hot ? "Hot and cold" : "Cooling only"),
      ],
    };
  },

  heavy(context) {
    const { r, third, year: now } = context;
    const [modelAr, modelEn] = model(context);
    const year = r.int(2005, now);
    const hours = (now - year) * r.int(900, 1_800) + r.int(0, 500);
    const price = roundPrice((third.basePrice ?? 4_000_000) * depreciation(now - year, 0.045, 0.3) * r.float(0.9, 1.1));
    const name = r.pick([
      `${modelAr} ${third.name} موديل ${num(r, year)}`,
      `${modelAr} ${third.name} ${num(r, year)} بحالة ممتازة`,
      `للبيع ${modelAr} ${third.name} ${num(r, hours)} ساعة`,
    ]);
    const name_en = `${third.name_en} ${modelEn}, ${year}, ${grouped(hours)} hours`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["المعدة شغالة في موقع ومتاح المعاينة على الشغل.", "Working on a site now; inspection under load welcome."],
          ["وارد الخارج وبالجمارك والفواتير.", "Imported, customs cleared, with invoices."],
          ["جنزير وسنون جديدة.", "New tracks and teeth."],
          ["متاح الإيجار الشهري مع السواق.", "Also available for monthly rent with operator."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: year >= now ? "new" : "used",
      attributes: [attr("سنة الصنع", "Year", year), attr("ساعات التشغيل", "Hours", grouped(hours))],
    };
  },

  generator(context) {
    const { r, third, year: now } = context;
    const [modelAr, modelEn] = model(context);
    const kva = Number(/\d+/.exec(modelEn)?.[0] ?? 100);
    const isNew = r.chance(0.4);
    const year = isNew ? now : r.int(2008, now - 1);
    const hours = isNew ? 0 : r.int(800, 22_000);
    const price = roundPrice((third.basePrice ?? 500_000) * Math.pow(kva / 250, 0.6) * (isNew ? 1 : depreciation(now - year, 0.04, 0.45)));
    const name = r.pick([
      `مولد ${third.name} ${modelAr} ديزل`,
      `مولد كهرباء ${third.name} ${modelAr} ${isNew ? "جديد" : "بحالة ممتازة"}`,
      `مولد ${modelAr} ${third.name} كاتم صوت`,
    ]);
    const name_en = `${third.name_en} ${modelEn} diesel generator${isNew ? ", new" : `, ${grouped(hours)} hours`}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["كاتم صوت ولوحة تحويل أوتوماتيك ATS.", "Soundproof canopy and an automatic transfer switch."],
          ["متاح التشغيل على حمل قدامك.", "We will run it under load in front of you."],
          ["التركيب والتشغيل التجريبي علينا.", "Installation and test run included."],
          ["قطع الغيار متوفرة والصيانة دورية.", "Spare parts available and regular servicing."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [
        attr("القدرة", "Power", `${kva} ك.ف.أ`, `${kva} kVA`),
        attr("ساعات التشغيل", "Hours", grouped(hours)),
        attr("الوقود", "Fuel", "ديزل", "Diesel"),
        attr("سنة الصنع", "Year", year),
      ],
    };
  },

  "production-line"(context) {
    const { r, brand, third, year: now } = context;
    const singular = (
      {
        "Filling and packaging machines": ["ماكينة تعبئة وتغليف أوتوماتيك", "Automatic filling and packaging machine"],
        "Plastic injection machines": ["ماكينة حقن بلاستيك", "Plastic injection moulding machine"],
        "Textile machines": ["ماكينة نسيج", "Textile loom"],
        "Food processing lines": ["خط إنتاج غذائي", "Food processing line"],
        "Marble and granite machines": ["ماكينة قص رخام وجرانيت", "Marble and granite cutting machine"],
        "Laser and CNC machines": ["ماكينة ليزر CNC", "CNC laser machine"],
        "Industrial sewing machines": ["ماكينة خياطة صناعي", "Industrial sewing machine"],
      } as Record<string, Pair>
    )[third.name_en] ?? [third.name, third.name_en];
    const isNew = r.chance(0.35);
    const year = isNew ? now : r.int(2005, now - 1);
    const power = r.pick([7.5, 15, 22, 37, 55]);
    const price = roundPrice((third.basePrice ?? 1_000_000) * r.float(0.7, 1.3) * (isNew ? 1 : depreciation(now - year, 0.05, 0.3)));
    const name = r.pick([`${singular[0]} ${brand.name} موديل ${num(r, year)}`, `${singular[0]} ${brand.name} ${isNew ? "جديدة" : "بحالة ممتازة"}`]);
    const name_en = `${brand.name_en} ${singular[1].toLowerCase()}, ${year}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["الماكينة شغالة في المصنع ومتاح المعاينة على الإنتاج.", "Running in the factory now; see it in production."],
          ["الفك والنقل والتركيب علينا.", "Dismantling, transport and installation included."],
          ["مع الكتالوجات وقطع الغيار.", "Comes with manuals and spare parts."],
          ["متاح تدريب العمالة على التشغيل.", "Operator training available."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [
        attr("سنة الصنع", "Year", year),
        attr("بلد المنشأ", "Origin", brand.name, brand.name_en),
        attr("القدرة", "Power", `${power} ك.و`, `${power} kW`),
      ],
    };
  },

  factory(context) {
    const { r, third } = context;
    const forRent = r.chance(0.35);
    const [activity, activityEn] = r.pick<Pair>([
      ["أغذية", "food"],
      ["بلاستيك", "plastics"],
      ["ملابس جاهزة", "garments"],
      ["أثاث", "furniture"],
      ["مواد بناء", "building materials"],
      ["منظفات", "detergents"],
    ]);
    const area = Math.round(r.int(600, 12_000) / 50) * 50;
    const built = Math.round((area * r.float(0.4, 0.8)) / 10) * 10;
    const kva = r.pick([250, 500, 750, 1000, 1500]);
    const price = roundPrice(forRent ? area * r.float(25, 60) : area * r.float(6_000, 14_000));
    const name = r.pick([
      `مصنع ${activity} ${forRent ? "للإيجار" : "للبيع"} في ${third.name} ${num(r, area)} م`,
      `مصنع ${forRent ? "للإيجار" : "للبيع"} في ${third.name} بالترخيص`,
      `مصنع ${num(r, area)} متر ${third.name} ${forRent ? "للإيجار" : "للبيع"}`,
    ]);
    const name_en = `${cap(activityEn)} factory for ${forRent ? "rent" : "sale"} in ${third.name_en}, ${grouped(area)} m²`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          [`مساحة الأرض ${grouped(area)} م² والمباني ${grouped(built)} م².`, `Land ${grouped(area)} m², buildings ${grouped(built)} m².`],
          [`محول كهرباء ${kva} ك.ف.أ.`, `${kva} kVA transformer.`],
          ["ترخيص صناعي وسجل ساري.", "Valid industrial licence and registration."],
          ["عنابر بارتفاع ٩ متر وونش علوي.", "9-metre bays with an overhead crane."],
          ["مكاتب إدارية وسكن عمال.", "Offices and workers' housing."],
        ],
        r.int(3, 4),
      ),
      price,
      condition: "used",
      attributes: [
        attr("مساحة الأرض", "Land area", `${grouped(area)} م²`, `${grouped(area)} m²`),
        attr("مساحة المباني", "Built area", `${grouped(built)} م²`, `${grouped(built)} m²`),
        attr("النشاط", "Activity", activity, cap(activityEn)),
        attr("الغرض", "Purpose", forRent ? "للإيجار" : "للبيع", forRent ? "For rent" : "For sale"),
      ],
    };
  },

  forklift(context) {
    const { r, third, year: now } = context;
    const [modelAr, modelEn] = model(context);
    const electric = /^(8FB|FB|E\d|EFG|EFL|CPD\d)/.test(modelEn);
    const capacities: Record<string, number> = {
      "8FD25": 2.5,
      "8FBE15": 1.5,
      FD30: 3,
      FB20: 2,
      H30D: 3,
      E20: 2,
      "DFG 425": 2.5,
      "EFG 216": 1.6,
      CPCD30: 3,
      CPD20: 2,
      "EFL 252": 2.5,
      CPD15: 1.5,
    };
    const tons = capacities[modelEn] ?? 2.5;
    const isNew = r.chance(0.3);
    const year = isNew ? now : r.int(2008, now - 1);
    const hours = isNew ? 0 : r.int(1_500, 18_000);
    const price = roundPrice((third.basePrice ?? 900_000) * (isNew ? 1 : depreciation(now - year, 0.06, 0.3)) * r.float(0.9, 1.1));
    const name = r.pick([
      `كلارك ${third.name} ${modelAr} ${num(r, tons)} طن ${electric ? "كهرباء" : "ديزل"}`,
      `رافعة شوكية ${third.name} ${num(r, tons)} طن موديل ${num(r, year)}`,
    ]);
    const name_en = `${third.name_en} ${modelEn} ${tons} t ${electric ? "electric" : "diesel"} forklift, ${year}`;
    return {
      name,
      name_en,
      ...sentences(
        r,
        [
          ["صاري ٣ مراحل ورفع ٤.٥ متر.", "Triplex mast, 4.5 m lift height."],
          [electric ? "بطارية جديدة وشاحن." : "ماتور ديزل ياباني.", electric ? "New battery and charger." : "Japanese diesel engine."],
          ["كاوتش مصمت جديد.", "New solid tyres."],
          ["متاح الإيجار اليومي والشهري.", "Daily and monthly rental available."],
        ],
        r.int(2, 3),
      ),
      price,
      condition: isNew ? "new" : "used",
      attributes: [
        attr("الحمولة", "Capacity", `${tons} طن`, `${tons} t`),
        attr("الوقود", "Fuel", electric ? "كهرباء" : "ديزل", electric ? "Electric" : "Diesel"),
        attr("سنة الصنع", "Year", year),
        attr("ساعات التشغيل", "Hours", grouped(hours)),
      ],
    };
  },
};

// ---------------------------------------------------------------------------
// Putting an ad together

/** Factories go where their industrial zone is. */
const zoneRegion: Record<string, number> = {
  "10th of Ramadan": 502,
  "6th of October": 205,
  Obour: 404,
  "Badr City": 108,
  "Borg El Arab": 308,
  "Sadat City": 802,
  Quesna: 805,
  "Ain Sokhna": 1406,
  "Beni Suef industrial zone": 1602,
  "New Asyut": 1802,
};

const regionIndex = new Map(governorates.flatMap((governorate) => governorate.regions.map((region) => [region.id, { governorate, region }] as const)));
const categoryOf = new Map(categories.map((category) => [category.id, category]));

/** What the generator needs to know about an ad's owner. */
export type AdOwner = Pick<SeedUser, "id" | "is_trader" | "category_id" | "subcategory_id" | "governorate_id" | "region_id" | "language">;

interface Plan {
  owner: AdOwner;
  status: AdStatus;
  featured: boolean;
  english: boolean;
  subcategory?: SeedSubcategory;
  governorate?: SeedGovernorate;
  region?: SeedRegion;
  /** Exact texts for a handful of hand-written ads. */
  fixed?: { name: string; description?: string };
  /** Force the brand country and third branch (by the third branch's id). */
  thirdBranchId?: number;
  forced?: { model?: Pair; modelYear?: number };
  /** Days before the seed time it was created. */
  ageDays?: number;
}

const rejectReasons = [
  "الصور غير واضحة أو مش للسلعة نفسها",
  "السعر غير منطقي",
  "الإعلان مكرر",
  "ممنوع كتابة أرقام التواصل داخل الوصف",
  "القسم غير مناسب للإعلان",
  "Photos are taken from the internet",
];

const categoryWeights: Record<string, number> = {
  vehicles: 26,
  "real-estate": 26,
  "mobiles-electronics": 22,
  "home-furniture": 16,
  "industrial-equipment": 10,
};

function chooseSubcategory(r: Random, plan: Plan): SeedSubcategory {
  if (plan.subcategory) return plan.subcategory;
  const owner = plan.owner;
  if (owner.is_trader && owner.category_id) {
    const own = subcategories.find((item) => item.id === owner.subcategory_id);
    if (own && r.chance(0.65)) return own;
    const category = categoryOf.get(owner.category_id);
    if (category && r.chance(0.8)) return r.pick(category.subcategories);
  }
  const category = r.weighted(categories, (item) => categoryWeights[item.slug] ?? 10);
  return r.pick(category.subcategories);
}

function choosePlace(r: Random, plan: Plan, third: SeedThirdBranch, kind: AdKind): { governorate: SeedGovernorate; region: SeedRegion } {
  if (plan.region) return { governorate: plan.governorate ?? regionIndex.get(plan.region.id)!.governorate, region: plan.region };
  if (kind === "factory" && zoneRegion[third.name_en]) return regionIndex.get(zoneRegion[third.name_en])!;
  if (plan.governorate) return { governorate: plan.governorate, region: r.pick(plan.governorate.regions) };
  const owner = plan.owner;
  if (owner.governorate_id && r.chance(owner.is_trader ? 0.75 : 0.6)) {
    const home = regionIndex.get(owner.region_id ?? -1);
    if (home && r.chance(0.5)) return home;
    const governorate = governorates.find((item) => item.id === owner.governorate_id);
    if (governorate) return { governorate, region: r.pick(governorate.regions) };
  }
  const governorate = r.weighted(governorates, (item) => item.weight);
  return { governorate, region: r.pick(governorate.regions) };
}

/** The ad's photos: first one drawn for its subcategory, then others of its category. */
function chooseImages(r: Random, category: SeedCategory, subcategory: SeedSubcategory, count: number): SeedAdImage[] {
  const subIndex = category.subcategories.indexOf(subcategory);
  const all = Array.from({ length: AD_PHOTOS_PER_CATEGORY }, (_, index) => index + 1);
  const own = all.filter((n) => adPhotoSubcategoryIndex(n, category.subcategories.length) === subIndex);
  const first = r.pick(own.length > 0 ? own : all);
  const rest = r.sample(
    all.filter((n) => n !== first),
    count - 1,
  );
  return [first, ...rest].map((n, position) => ({
    image_path: adPhotoKey(category.slug, n),
    small_path: adPhotoSmallKey(category.slug, n),
    width: AD_PHOTO_WIDTH,
    height: AD_PHOTO_HEIGHT,
    position,
  }));
}

/** The category's fields by key, with their options' ids by key (attributes.ts: option id = field id * 100 + position + 1). */
const fieldIndex = new Map(
  attributeFields.map((field) => [
    `${field.category_id}:${field.key}`,
    { id: field.id, options: new Map((field.options ?? []).map(([key], position) => [key, field.id * 100 + position + 1])) },
  ]),
);

/** A builder's values as ad_attributes rows; a text in the ad's own language. */
function valueRows(categoryId: number, values: SeedValue[], english: boolean): SeedAd["attribute_values"] {
  return values.map((value) => {
    const field = fieldIndex.get(`${categoryId}:${value.key}`);
    if (!field) throw new Error(`seed: category ${categoryId} has no attribute field ${value.key}`);
    if ("text" in value) return [field.id, null, english ? value.text[1] : value.text[0]];
    if ("number" in value) return [field.id, value.number, null];
    const option = field.options.get(value.option);
    if (option === undefined) throw new Error(`seed: attribute field ${value.key} has no option ${value.option}`);
    return [field.id, option, null];
  });
}

function buildAd(r: Random, id: number, plan: Plan, nowMs: number, options: { imageCount?: number; lean?: boolean } = {}): SeedAd {
  const subcategory = chooseSubcategory(r, plan);
  const category = categoryOf.get(subcategory.category_id)!;
  let brand = r.pick(subcategory.brandCountries);
  let third = r.pick(brand.thirdBranches);
  if (plan.thirdBranchId) {
    brand = subcategory.brandCountries.find((item) => item.thirdBranches.some((branch) => branch.id === plan.thirdBranchId)) ?? brand;
    third = brand.thirdBranches.find((branch) => branch.id === plan.thirdBranchId) ?? third;
  }
  const { governorate, region } = choosePlace(r, plan, third, subcategory.kind);
  const year = new Date(nowMs).getUTCFullYear();
  const built = builders[subcategory.kind]({ r, category, subcategory, brand, third, governorate, region, year, forced: plan.forced });
  const english = plan.english;
  const negotiable: 0 | 1 = r.chance(0.65) ? 1 : 0;

  const [streetAr, streetEn] = r.pick(streets);
  const address = english ? `${streetEn}, ${region.name_en}, ${governorate.name_en}` : `${streetAr}، ${placeName(region, governorate)}`;
  const closing = english
    ? `${negotiable ? "Price slightly negotiable." : "Final price."} Viewing in ${region.name_en}, ${governorate.name_en}.`
    : `${negotiable ? "السعر قابل للتفاوض في حدود المعقول." : "السعر نهائي."} المعاينة في ${placeName(region, governorate)}.`;
  const body = english ? built.body_en : built.body;
  const description = plan.fixed?.description ?? (options.lean ? `${body.slice(0, 2).join(" ")} ${closing}` : `${body.join(" ")}\n\n${closing}`);
  const [noteAr, noteEn] = r.pick(notes);
  const note = !options.lean && r.chance(0.3) ? (english ? noteEn : noteAr) : "";

  // Times: created within the last 60 days (by state), approved within hours,
  // approved ads renewed so they are still live, expired ones 30 days after approval.
  const status = plan.status;
  const ageDays =
    plan.ageDays ??
    (status === "pending" ? r.float(0.05, 4) : status === "expired" ? r.float(33, 60) : status === "rejected" ? r.float(1, 25) : r.float(0.3, 60));
  const createdMs = nowMs - ageDays * DAY;
  let approvedMs: number | null = null;
  let expiresMs: number | null = null;
  let updatedMs = createdMs;
  if (status === "approved" || status === "sold" || status === "expired") {
    approvedMs = Math.min(createdMs + r.float(0.2, 20) * HOUR, nowMs - HOUR / 2);
    expiresMs = approvedMs + AD_LIFETIME_DAYS * DAY;
    if (status === "approved") while (expiresMs <= nowMs + DAY) expiresMs += AD_LIFETIME_DAYS * DAY; // renewed: live for at least a day more
    updatedMs = approvedMs;
    if (status === "sold") updatedMs = approvedMs + r.float(0, Math.max(0, nowMs - approvedMs));
    if (status === "expired") updatedMs = expiresMs;
  } else if (status === "rejected") {
    updatedMs = Math.min(createdMs + r.float(1, 30) * HOUR, nowMs);
  }
  const featured = plan.featured && status === "approved";
  const featuredUntil = featured ? Math.min(expiresMs!, nowMs + r.float(1, 28) * DAY) : null;
  const liveDays = approvedMs ? (Math.min(nowMs, expiresMs!) - approvedMs) / DAY : 0;
  const views = approvedMs ? Math.round(liveDays * r.float(3, 40) * (featured ? 3 : 1)) + r.int(0, 12) : status === "pending" ? 0 : r.int(0, 3);

  return {
    id,
    user_id: plan.owner.id,
    name: plan.fixed?.name ?? (english ? built.name_en : built.name),
    description,
    price: built.price,
    note,
    negotiable,
    condition: built.condition,
    status,
    reject_reason: status === "rejected" ? r.pick(rejectReasons) : null,
    category_id: category.id,
    subcategory_id: subcategory.id,
    brand_country_id: brand.id,
    third_branch_id: third.id,
    governorate_id: governorate.id,
    region_id: region.id,
    latitude: Math.round((region.latitude + r.float(-0.015, 0.015)) * 1e6) / 1e6,
    longitude: Math.round((region.longitude + r.float(-0.015, 0.015)) * 1e6) / 1e6,
    address,
    attributes: JSON.stringify(built.attributes),
    attribute_values: valueRows(category.id, built.values ?? [], english),
    is_featured: featured ? 1 : 0,
    featured_until: featuredUntil ? sqlTime(featuredUntil) : null,
    approved_at: approvedMs ? sqlTime(approvedMs) : null,
    expires_at: expiresMs ? sqlTime(expiresMs) : null,
    views,
    contact_clicks: Math.round(views * r.float(0.02, 0.09)),
    created_at: sqlTime(createdMs),
    updated_at: sqlTime(updatedMs),
    english,
    images: chooseImages(r, category, subcategory, options.imageCount ?? r.weighted([1, 2, 3, 4], (n) => [15, 30, 35, 20][n - 1])),
  };
}

// ---------------------------------------------------------------------------
// The normal seed

export const NORMAL_AD_COUNT = 420;

const byId = (id: number) => users.find((user) => user.id === id)!;
const sub = (id: number) => subcategories.find((item) => item.id === id)!;
const region = (id: number) => regionIndex.get(id)!.region;

/** The named accounts' ads: several of each state, so every screen has something to show. */
function handWrittenPlans(): Plan[] {
  const trader = byId(3);
  const customer = byId(2);
  const cars = sub(101);
  return [
    {
      owner: trader,
      status: "approved",
      featured: true,
      english: false,
      subcategory: cars,
      region: region(101),
      ageDays: 2,
      thirdBranchId: 10111, // Japanese → Toyota
      forced: { model: ["كورولا", "Corolla"], modelYear: 2019 },
      fixed: { name: "تويوتا كورولا ٢٠١٩ فابريكا بالكامل" },
    },
    { owner: trader, status: "approved", featured: true, english: false, subcategory: cars, region: region(101), ageDays: 5 },
    { owner: trader, status: "approved", featured: false, english: false, subcategory: cars, region: region(104), ageDays: 9 },
    { owner: trader, status: "approved", featured: false, english: false, subcategory: cars, region: region(102), ageDays: 14 },
    { owner: trader, status: "approved", featured: false, english: true, subcategory: cars, region: region(101), ageDays: 20 },
    { owner: trader, status: "approved", featured: false, english: false, subcategory: sub(103), region: region(101), ageDays: 27 },
    { owner: trader, status: "pending", featured: false, english: false, subcategory: cars, region: region(101), ageDays: 0.5 },
    { owner: trader, status: "pending", featured: false, english: false, subcategory: sub(104), region: region(101), ageDays: 1.5 },
    { owner: trader, status: "rejected", featured: false, english: false, subcategory: cars, region: region(101), ageDays: 6 },
    { owner: trader, status: "expired", featured: false, english: false, subcategory: cars, region: region(101), ageDays: 45 },
    { owner: trader, status: "sold", featured: false, english: false, subcategory: cars, region: region(101), ageDays: 18 },
    { owner: customer, status: "approved", featured: false, english: false, subcategory: sub(301), region: region(201), ageDays: 3 },
    { owner: customer, status: "approved", featured: false, english: false, subcategory: sub(401), region: region(203), ageDays: 11 },
    { owner: customer, status: "pending", featured: false, english: false, subcategory: sub(303), region: region(201), ageDays: 1 },
    { owner: customer, status: "rejected", featured: false, english: false, subcategory: sub(404), region: region(201), ageDays: 8 },
    { owner: customer, status: "expired", featured: false, english: false, subcategory: sub(101), region: region(201), ageDays: 52 },
    { owner: customer, status: "sold", featured: false, english: false, subcategory: sub(302), region: region(207), ageDays: 24 },
    // Alternate spellings for search: hamza and taa marbuta forms.
    {
      owner: byId(12),
      status: "approved",
      featured: false,
      english: false,
      subcategory: sub(201),
      region: region(301),
      ageDays: 4,
      fixed: { name: "شقة للبيع في الإسكندرية" },
    },
    {
      owner: byId(12),
      status: "approved",
      featured: false,
      english: false,
      subcategory: sub(202),
      region: region(304),
      ageDays: 7,
      thirdBranchId: 20212, // furnished → summer rental
      fixed: { name: "شقة مصيفي للإيجار في إسكندرية قريبة من البحر" },
    },
  ];
}

function pickStatus(r: Random): AdStatus {
  const roll = r.next();
  if (roll < 0.75) return "approved";
  if (roll < 0.82) return "pending";
  if (roll < 0.87) return "rejected";
  if (roll < 0.935) return "expired";
  return "sold";
}

/** The normal seed's ads, deterministic for a given seed time. */
export function generateAds(now: Date = new Date(), count = NORMAL_AD_COUNT): SeedAd[] {
  const r = new Random(20_260_101);
  const nowMs = now.getTime();
  const plans = handWrittenPlans();
  const bulkCustomers = customerUsers.filter((user) => user.id !== 2);
  // Coverage first: an approved ad in every governorate and every subcategory.
  const coverage = Math.max(governorates.length, subcategories.length);
  for (let index = 0; index < coverage; index++) {
    const owner = r.pick(bulkCustomers);
    plans.push({
      owner,
      status: "approved",
      featured: index % 9 === 0,
      english: owner.language === "en" ? r.chance(0.6) : r.chance(0.1),
      subcategory: subcategories[index % subcategories.length],
      governorate: governorates[index % governorates.length],
    });
  }
  while (plans.length < count) {
    const owner = r.chance(0.74) ? r.pick(traderUsers) : r.pick(bulkCustomers);
    const status = pickStatus(r);
    plans.push({
      owner,
      status,
      featured: status === "approved" && r.chance(0.14),
      english: owner.language === "en" ? r.chance(0.6) : r.chance(0.14),
    });
  }
  // Ids follow creation time, as they would in a live database.
  return plans
    .slice(0, count)
    .map((plan, index) => buildAd(r, index + 1, plan, nowMs))
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id))
    .map((ad, index) => ({ ...ad, id: index + 1 }));
}

// ---------------------------------------------------------------------------
// The large data set

export interface LargeAdsOptions {
  /** The first id to use (one past the largest existing ad id). */
  startId: number;
  now?: Date;
  /** Owners to spread the ads over (defaults to the seeded traders and customers). */
  owners?: AdOwner[];
  seed?: number;
}

/**
 * `count` extra approved ads, one photo each, created over the last 120 days
 * (oldest first) and still live; about 2% featured. Lean descriptions keep
 * the SQL small.
 */
export function* largeAds(count: number, options: LargeAdsOptions = { startId: 1 }): Generator<SeedAd> {
  const r = new Random(options.seed ?? 7_000_001 + options.startId);
  const nowMs = (options.now ?? new Date()).getTime();
  const owners = options.owners ?? users.filter((user) => user.role === "user");
  for (let index = 0; index < count; index++) {
    const owner = owners[index % owners.length];
    const plan: Plan = {
      owner,
      status: "approved",
      featured: r.chance(0.02),
      english: r.chance(0.15),
      // Oldest first, so ids follow creation time (and inserts append to the indexes).
      ageDays: 120 * (1 - (index + r.next()) / count) + 0.01,
    };
    yield buildAd(r, options.startId + index, plan, nowMs, { imageCount: 1, lean: true });
  }
}
