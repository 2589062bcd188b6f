// Floor prices of well-known models (and of villas and flats): the least an honest ad asks for one, new
// or used, in Egypt's market as it stood in late 2026 (about a third of what
// a used one in fair condition fetched then). Bait ads name exactly these
// models ("an iPhone 15 Pro Max, sealed, 9,000"): the catalogue's makes and
// subcategories mix cheap and dear items (a used A12 beside the S24 Ultra, a
// microwave beside fridges), so their medians cannot tell bait from an honest
// cheap item, and a named model's floor can. Kept short on purpose: a model
// belongs here only when its floor holds for every condition and storage
// size. Review it when prices move (docs/product-rules.md, "Prices").
import { normalizeForSearch, toLatinDigits } from "~/lib/normalize";

export interface ReferenceModel {
  /** What the moderator reads. */
  label: string;
  /** Each inner list: words or phrases any one of which must be in the title (every list must match). */
  words: string[][];
  /** In Egyptian pounds (a month, for a rent). */
  floor: number;
  /** The offer it is for: a sale unless said. */
  offer?: "rent" | "sale";
}

const IPHONE = ["iphone", "ايفون", "آيفون", "ايفن", "افون"];
const PRO = ["pro", "برو"];
const ULTRA = ["ultra", "الترا", "ألترا", "التر"];
const VILLA = ["فيلا", "فيللا", "villa"];
const BIG_SCREEN = ["65", "75", "77", "83", "85", "98", "100"];
const TELEVISION = ["شاشه", "شاشة", "تلفزيون", "تليفزيون", "تلفاز", "tv", "television", "بوصه", "بوصة", "inch", "انش"];
const AIR_CONDITIONER = ["تكييف", "تكيف", "air conditioner"];

export const REFERENCE_MODELS: readonly ReferenceModel[] = [
  { label: "iPhone 16", words: [IPHONE, ["16"]], floor: 15_000 },
  { label: "iPhone 15 Pro", words: [IPHONE, ["15"], PRO], floor: 15_000 },
  { label: "iPhone 15", words: [IPHONE, ["15"]], floor: 10_000 },
  { label: "iPhone 14 Pro", words: [IPHONE, ["14"], PRO], floor: 10_000 },
  { label: "iPhone 14", words: [IPHONE, ["14"]], floor: 7_000 },
  { label: "Galaxy S24/S25 Ultra", words: [["s24", "s25", "اس 24", "اس 25"], ULTRA], floor: 15_000 },
  { label: "Galaxy S24/S25", words: [["s24", "s25", "اس 24", "اس 25"]], floor: 10_000 },
  { label: "Galaxy S23 Ultra", words: [["s23", "اس 23"], ULTRA], floor: 10_000 },
  {
    label: "Galaxy Z Fold",
    words: [
      ["fold", "فولد", "fold3", "fold4", "fold5", "fold6", "fold7", "فولد 5", "فولد 6"],
      ["samsung", "سامسونج", "galaxy", "جالاكسي", "جلاكسي", "z"],
    ],
    floor: 10_000,
  },
  { label: "PlayStation 5", words: [["ps5", "playstation 5", "بلايستيشن 5", "بلاي ستيشن 5", "بلاستيشن 5"]], floor: 8_000 },
  {
    label: "MacBook Pro (Apple silicon)",
    words: [["macbook", "ماك بوك", "ماكبوك"], PRO, ["m1", "m2", "m3", "m4"]],
    floor: 20_000,
  },
  {
    label: "MacBook (Apple silicon)",
    words: [
      ["macbook", "ماك بوك", "ماكبوك"],
      ["m1", "m2", "m3", "m4"],
    ],
    floor: 12_000,
  },
  { label: "iPad Pro", words: [["ipad", "ايباد", "آيباد"], PRO], floor: 8_000 },
  {
    label: "iPad Air",
    words: [
      ["ipad", "ايباد", "آيباد"],
      ["air", "اير", "إير"],
    ],
    floor: 8_000,
  },
  { label: "Handheld gaming PC", words: [["steam deck", "ستيم ديك", "rog ally", "legion go"]], floor: 8_000 },
  { label: "Side-by-side fridge", words: [["سايد باي سايد", "side by side", "سايد باي سايد"]], floor: 15_000 },
  { label: "QLED or OLED television of 65 inches or more", words: [["qled", "oled", "كيو ليد", "اوليد"], BIG_SCREEN], floor: 12_000 },
  { label: "Television of 65 inches or more", words: [TELEVISION, BIG_SCREEN], floor: 10_000 },
  {
    label: "Split air conditioner",
    words: [AIR_CONDITIONER, ["حصان", "hp"]],
    floor: 3_000,
  },
  // Machines: whatever their make and age, none of these sells for less.
  { label: "Excavator or loader", words: [["حفار", "حفاره", "excavator", "لودر", "loader", "بلدوزر", "bulldozer", "بكهو", "backhoe"]], floor: 500_000 },
  { label: "Forklift", words: [["كلارك", "forklift", "رافعه شوكيه", "رافعة شوكية"]], floor: 100_000 },
  { label: "Villa for rent", words: [VILLA], floor: 5_000, offer: "rent" },
  { label: "Villa for sale", words: [VILLA], floor: 1_000_000 },
];

/** A flat for sale under this many pounds a square metre, its area written in its title or text, is bait anywhere. */
export const FLAT_FLOOR_PER_METRE = 3_000;
const FLAT = ["شقه", "شقة", "apartment", "flat", "دوبلكس", "duplex", "روف", "penthouse"].map((word) => ` ${normalizeForSearch(word)} `);
const AREA = /(?:^| )(\d{2,4}) ?(?:متر|م|م 2|m|m 2|sqm|meter|meters|metres)(?= |$)/u;

const normalised = REFERENCE_MODELS.map((model) => ({
  model,
  words: model.words.map((choices) => choices.map((choice) => ` ${normalizeForSearch(choice)} `)),
}));

/** An air conditioner of this many horsepower or more (its title says how many)… */
export const BIG_AIR_CONDITIONER = 3;
/** …is never sold for less than this, new or used. */
export const BIG_AIR_CONDITIONER_FLOOR = 10_000;
const HORSEPOWER = /(?<![\d.,٫])(\d+(?:[.,٫]\d+)?)\s*(?:حصان|hp)/iu;

/** A generator for sale under this many pounds a kVA of its power, written in its title or text, is bait anywhere. */
export const GENERATOR_FLOOR_PER_KVA = 400;
const GENERATOR = ["مولد", "مولدات", "generator", "genset", "جينيريتور"].map((word) => ` ${normalizeForSearch(word)} `);
const KVA = /(?:^| )(\d{1,4}) ?(?:ك ف ا|كيلو فولت|kva|kv)(?= |$)/u;

/**
 * The floor of what an ad offers: a reference model its title names (the first of the list, most specific
 * first), or a flat for sale by its area, or a generator by its power; null when it names none.
 */
export function referenceFloor(ad: { name: string; description: string; offer: "rent" | "sale" }): { label: string; floor: number } | null {
  const title = ` ${normalizeForSearch(ad.name)} `;
  const horsepower =
    ad.offer === "sale" && AIR_CONDITIONER.some((word) => title.includes(` ${normalizeForSearch(word)} `)) ? HORSEPOWER.exec(toLatinDigits(ad.name)) : null;
  if (horsepower && Number(horsepower[1].replace(/[,٫]/, ".")) >= BIG_AIR_CONDITIONER)
    return { label: `air conditioner of ${horsepower[1]} hp`, floor: BIG_AIR_CONDITIONER_FLOOR };
  const model = normalised.find(
    ({ model, words }) => (model.offer ?? "sale") === ad.offer && words.every((choices) => choices.some((choice) => title.includes(choice))),
  )?.model;
  if (model) return model;
  if (ad.offer !== "sale") return null;
  if (GENERATOR.some((word) => title.includes(word))) {
    const power = Number(KVA.exec(normalizeForSearch(`${ad.name} ${ad.description}`))?.[1] ?? 0);
    return power >= 5 ? { label: `generator of ${power} kVA`, floor: power * GENERATOR_FLOOR_PER_KVA } : null;
  }
  if (!FLAT.some((word) => title.includes(word))) return null;
  const area = Number(AREA.exec(normalizeForSearch(`${ad.name} ${ad.description}`))?.[1] ?? 0);
  return area >= 30 && area <= 2_000 ? { label: `flat of ${area} m²`, floor: area * FLAT_FLOOR_PER_METRE } : null;
}
