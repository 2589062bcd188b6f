// The seeded accounts: an admin, a verified customer and a verified trader
// whose local-only credentials are in the README, ~30 more traders and
// companies, and ~20 customers. Ids are stable: 1 admin, 2 customer,
// 3 trader, 4.. traders, then customers.
import { normalizeEgyptianPhone } from "~/lib/normalize";
import { governorateById } from "./places";
import { categoryById, subcategories } from "./catalog";
import type { Person } from "~/lib/rows";

/** The password every bulk account shares (hashed once by the seed). */
export const SHARED_PASSWORD = "souq-pass-123";

export interface SeedUser extends Person {
  /** Plain text; the seed hashes it (one hash for every SHARED_PASSWORD account). */
  password: string;
  is_trader: 0 | 1;
  company_name: string | null;
  image: string | null;
  preface: string | null;
  preface_en: string | null;
  phone2: string | null;
  whatsapp: string | null;
  governorate_id: number | null;
  region_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  role: "user" | "admin";
  is_verified_trader: 0 | 1;
  language: "ar" | "en";
  created_at: string;
}

function phone(local: string): string {
  const e164 = normalizeEgyptianPhone(local);
  if (!e164) throw new Error(`seed: not an Egyptian mobile number: ${local}`);
  return e164;
}

export const traderLogoKey = (userId: number) => `seed/traders/${userId}.webp`;
export const profileImageKey = (n: number) => `seed/profiles/${n}.webp`;
export const PROFILE_IMAGE_COUNT = 6;

const named: SeedUser[] = [
  {
    id: 1,
    username: "admin",
    first_name: "مدير",
    last_name: "الموقع",
    email: "admin@souq.example",
    phone: phone("01000000001"),
    password: "admin-pass-123",
    is_trader: 0,
    company_name: null,
    image: null,
    preface: null,
    preface_en: null,
    phone2: null,
    whatsapp: null,
    governorate_id: 1,
    region_id: 106,
    category_id: null,
    subcategory_id: null,
    role: "admin",
    is_verified_trader: 0,
    language: "ar",
    created_at: "2024-01-01 09:00:00",
  },
  {
    id: 2,
    username: "customer",
    first_name: "محمد",
    last_name: "عبد الرحمن",
    email: "customer@souq.example",
    phone: phone("01000000002"),
    password: "customer-pass-123",
    is_trader: 0,
    company_name: null,
    image: profileImageKey(1),
    preface: null,
    preface_en: null,
    phone2: null,
    whatsapp: phone("01000000002"),
    governorate_id: 2,
    region_id: 201,
    category_id: null,
    subcategory_id: null,
    role: "user",
    is_verified_trader: 0,
    language: "ar",
    created_at: "2024-06-15 18:20:00",
  },
  {
    id: 3,
    username: "trader",
    first_name: "محمود",
    last_name: "النور",
    email: "trader@souq.example",
    phone: phone("01000000003"),
    password: "trader-pass-123",
    is_trader: 1,
    company_name: "معرض النور للسيارات",
    image: traderLogoKey(3),
    preface:
      "معرض النور للسيارات في مدينة نصر من سنة ٢٠٠٨. بنبيع ونشتري العربيات الجديدة والمستعملة بكل الماركات، وكل عربية بتتفحص في مركز معتمد قبل العرض. تقسيط من خلال البنوك بمقدم يبدأ من ٢٠٪ ونقل ملكية في نفس اليوم.",
    preface_en:
      "Al Nour Motors has been in Nasr City since 2008. We buy and sell new and used cars of every make, and every car is checked at an approved centre before it goes on show. Bank instalments from a 20% down payment and same-day ownership transfer.",
    phone2: phone("01200000003"),
    whatsapp: phone("01000000003"),
    governorate_id: 1,
    region_id: 101,
    category_id: 1,
    subcategory_id: 101,
    role: "user",
    is_verified_trader: 1,
    language: "ar",
    created_at: "2024-02-10 11:30:00",
  },
];

// [username, owner first, owner last, company, governorate, region, subcategory, verified, since]
type TraderRow = [string, string, string, string, number, number, number, 0 | 1, number];

const traderRows: TraderRow[] = [
  ["amana_motors", "سامح", "عبد الحميد", "معرض الأمانة للسيارات", 2, 204, 101, 1, 2005],
  ["elsherif_auto", "وليد", "الشريف", "الشريف أوتو", 3, 301, 101, 1, 2011],
  ["haramein_moto", "إسلام", "عطية", "الحرمين لتجارة الموتوسيكلات", 5, 501, 102, 0, 2015],
  ["elnaggar_trucks", "حمدي", "النجار", "النجار لتجارة سيارات النقل", 4, 404, 103, 1, 1998],
  ["delta_cars", "عمرو", "بدوي", "دلتا كارز", 10, 1001, 101, 0, 2017],
  ["elsaidy_micro", "رجب", "الصعيدي", "الصعيدي لتجارة الميكروباصات", 18, 1801, 104, 0, 2009],
  ["mostakbal_dev", "هشام", "فؤاد", "شركة المستقبل للتطوير العقاري", 1, 104, 201, 1, 2003],
  ["dar_elsalam_re", "أيمن", "حجازي", "دار السلام للاستثمار العقاري", 2, 205, 202, 1, 2010],
  ["alex_realestate", "طارق", "الإسكندراني", "الإسكندرية للعقارات", 3, 304, 201, 1, 2006],
  ["beit_el3eila", "ياسر", "المنشاوي", "بيت العيلة للتسويق العقاري", 6, 601, 202, 0, 2016],
  ["sahel_properties", "كريم", "الدسوقي", "الساحل للعقارات والقرى السياحية", 25, 2502, 203, 1, 2012],
  ["redsea_homes", "شادي", "رمضان", "البحر الأحمر للتنمية العقارية", 23, 2301, 204, 0, 2014],
  ["hag_sayed_re", "سيد", "عبد العال", "مكتب الحاج سيد للعقارات والأراضي", 17, 1701, 205, 0, 1995],
  ["tahrir_mobile", "مينا", "فايز", "موبايل ستور التحرير", 1, 106, 301, 1, 2013],
  ["elgohary_mobiles", "أحمد", "الجوهري", "الجوهري للموبايلات", 7, 701, 301, 0, 2012],
  ["techzone_eg", "مصطفى", "شاهين", "تك زون للإلكترونيات", 1, 102, 302, 1, 2018],
  ["elfath_computer", "عبد الله", "الفقي", "الفتح للكمبيوتر", 19, 1901, 302, 0, 2009],
  ["eltayeb_electric", "حسن", "الطيب", "الطيب للأجهزة الكهربائية", 20, 2001, 303, 0, 2004],
  ["gamezone_giza", "زياد", "مراد", "جيم زون", 2, 202, 305, 0, 2019],
  ["damietta_moubilia", "السيد", "الدمياطي", "معرض دمياط للموبيليا", 11, 1102, 401, 1, 1990],
  ["elhosseiny_furniture", "إبراهيم", "الحسيني", "الحسيني للأثاث", 11, 1101, 402, 1, 2001],
  ["anaqa_kitchens", "رامي", "عزت", "بيت الأناقة للمطابخ", 2, 206, 403, 0, 2015],
  ["elsherbiny_home", "محمد", "الشربيني", "الشربيني للأجهزة المنزلية", 9, 901, 404, 1, 2000],
  ["modern_ac_ps", "خالد", "عيسى", "مركز التكييف الحديث", 12, 1201, 405, 0, 2011],
  ["egy_heavy", "علاء", "منصور", "المصرية للمعدات الثقيلة", 14, 1403, 501, 1, 1997],
  ["nile_generators", "عادل", "قناوي", "النيل للمولدات", 16, 1601, 502, 0, 2008],
  ["delta_machines", "نبيل", "سرور", "دلتا للماكينات وخطوط الإنتاج", 8, 802, 503, 1, 2002],
  ["tenth_factories", "فتحي", "عبد المقصود", "العاشر للمصانع والأراضي الصناعية", 5, 502, 504, 0, 1999],
  ["pharaoh_forklifts", "ماجد", "الفيومي", "الفرعون للرافعات الشوكية", 15, 1501, 505, 0, 2010],
  ["sinai_motors", "سالم", "أبو جرير", "سيناء موتورز", 26, 2601, 101, 0, 2016],
];

const companyEn: Record<string, string> = {
  amana_motors: "Al Amana Motors",
  elsherif_auto: "El Sherif Auto",
  haramein_moto: "Al Haramein Motorcycles",
  elnaggar_trucks: "El Naggar Trucks",
  delta_cars: "Delta Cars",
  elsaidy_micro: "El Saidy Microbuses",
  mostakbal_dev: "Al Mostakbal Real Estate Development",
  dar_elsalam_re: "Dar El Salam Real Estate Investment",
  alex_realestate: "Alexandria Real Estate",
  beit_el3eila: "Beit El Eila Property Marketing",
  sahel_properties: "El Sahel Properties and Resorts",
  redsea_homes: "Red Sea Real Estate Development",
  hag_sayed_re: "El Hag Sayed Real Estate and Land",
  tahrir_mobile: "Tahrir Mobile Store",
  elgohary_mobiles: "El Gohary Mobiles",
  techzone_eg: "Tech Zone Electronics",
  elfath_computer: "El Fath Computer",
  eltayeb_electric: "El Tayeb Electrical Appliances",
  gamezone_giza: "Game Zone",
  damietta_moubilia: "Damietta Furniture Showroom",
  elhosseiny_furniture: "El Hosseiny Furniture",
  anaqa_kitchens: "Beit El Anaqa Kitchens",
  elsherbiny_home: "El Sherbiny Home Appliances",
  modern_ac_ps: "Modern Air Conditioning Centre",
  egy_heavy: "Egyptian Heavy Equipment",
  nile_generators: "Nile Generators",
  delta_machines: "Delta Machines and Production Lines",
  tenth_factories: "El Asher Factories and Industrial Land",
  pharaoh_forklifts: "Pharaoh Forklifts",
  sinai_motors: "Sinai Motors",
};

/** What each kind of business says about itself, [Arabic, English]. */
const pitch: Record<number, [string, string]> = {
  1: [
    "بيع وشراء واستبدال، وفحص كامل لكل مركبة قبل العرض، وتقسيط بنكي بأقل مقدم.",
    "Buying, selling and trade-ins, a full inspection of every vehicle before it is shown, and bank instalments with a low down payment.",
  ],
  2: [
    "وحدات سكنية وتجارية بالتقسيط وكاش، ومعاينات يومية، وعقود موثقة وخدمة ما بعد البيع.",
    "Residential and commercial units for cash or in instalments, daily viewings, registered contracts and after-sales service.",
  ],
  3: [
    "أجهزة أصلية بضمان، جديدة ومستعملة كسر زيرو، وصيانة وشحن لكل المحافظات.",
    "Genuine devices with warranty, new and mint used, with repairs and shipping to every governorate.",
  ],
  4: [
    "تصنيع وتوريد بأسعار المصنع، وتوصيل وتركيب مجاني داخل المحافظة وضمان حقيقي.",
    "Manufacturing and supply at factory prices, free delivery and assembly within the governorate, and a real warranty.",
  ],
  5: [
    "توريد وصيانة وقطع غيار أصلية، ومعدات متاحة للبيع والإيجار بعقود شهرية وسنوية.",
    "Supply, maintenance and genuine spare parts, with equipment for sale or rent on monthly and yearly contracts.",
  ],
};

const spread = (index: number, total: number, from: number, to: number) => from + Math.floor(((to - from) * index) / Math.max(1, total - 1));
function timeAt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}
const start2024 = Date.UTC(2024, 0, 5, 10, 0, 0);
const endSpread = Date.UTC(2026, 9, 30, 16, 0, 0);

const traderPrefixes = ["010", "011", "012", "015"];
/** "Apartments for rent" → "apartments for rent", but "TVs and screens" stays. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

const traders: SeedUser[] = traderRows.map(([username, first, last, company, governorateId, regionId, subcategoryId, verified, since], index) => {
  const id = 4 + index;
  const subcategory = subcategories.find((item) => item.id === subcategoryId)!;
  const category = categoryById.get(subcategory.category_id)!;
  const governorate = governorateById.get(governorateId)!;
  const region = governorate.regions.find((item) => item.id === regionId)!;
  const mobile = phone(`${traderPrefixes[index % 4]}${String(2_345_000 + index * 4_217).padStart(8, "0")}`);
  const second = index % 3 === 0 ? phone(`${traderPrefixes[(index + 2) % 4]}${String(6_120_000 + index * 3_301).padStart(8, "0")}`) : null;
  const [pitchAr, pitchEn] = pitch[category.id];
  const nameEn = companyEn[username];
  const place = region.name === governorate.name ? governorate.name : `${region.name}، ${governorate.name}`;
  const placeEn = region.name_en.startsWith(governorate.name_en) ? governorate.name_en : `${region.name_en}, ${governorate.name_en}`;
  return {
    id,
    username,
    first_name: first,
    last_name: last,
    email: `${username.replace(/_/g, ".")}@example.com`,
    phone: mobile,
    password: SHARED_PASSWORD,
    is_trader: 1,
    company_name: company,
    image: traderLogoKey(id),
    preface: `${company} في ${place} من سنة ${since}. متخصصين في ${subcategory.name}. ${pitchAr}`,
    preface_en: `${nameEn}, in ${placeEn}, since ${since}. Specialists in ${lowerFirst(subcategory.name_en)}. ${pitchEn}`,
    phone2: second,
    whatsapp: index % 5 === 4 ? null : mobile,
    governorate_id: governorateId,
    region_id: regionId,
    category_id: category.id,
    subcategory_id: subcategoryId,
    role: "user",
    is_verified_trader: verified,
    language: "ar",
    created_at: timeAt(spread((index * 7) % traderRows.length, traderRows.length, start2024, endSpread) + index * 3_600_000),
  };
});

// [username, first, last, governorate, region, language]
type CustomerRow = [string, string, string, number, number, "ar" | "en"];

const customerRows: CustomerRow[] = [
  ["ahmed.elsayed", "أحمد", "السيد", 1, 103, "ar"],
  ["mona.hassan", "منى", "حسن", 2, 203, "ar"],
  ["mostafa.ibrahim", "مصطفى", "إبراهيم", 3, 306, "ar"],
  ["sara.abdallah", "سارة", "عبد الله", 1, 104, "en"],
  ["omar.fathy", "عمر", "فتحي", 6, 601, "ar"],
  ["yasmine.mansour", "ياسمين", "منصور", 2, 206, "en"],
  ["karim.elshafei", "كريم", "الشافعي", 7, 702, "ar"],
  ["nourhan.soliman", "نورهان", "سليمان", 5, 501, "ar"],
  ["youssef.elbanna", "يوسف", "البنا", 13, 1301, "ar"],
  ["aya.abdelaziz", "آية", "عبد العزيز", 4, 401, "ar"],
  ["hany.roshdy", "هاني", "رشدي", 21, 2101, "ar"],
  ["heba.mahmoud", "هبة", "محمود", 3, 303, "ar"],
  ["islam.gaber", "إسلام", "جابر", 22, 2201, "ar"],
  ["dina.kamal", "دينا", "كمال", 1, 102, "en"],
  ["sherif.ezzat", "شريف", "عزت", 27, 2701, "en"],
  ["mariam.youssef", "مريم", "يوسف", 19, 1903, "ar"],
  ["rehab.salem", "رحاب", "سالم", 9, 902, "ar"],
  ["tamer.hassan", "تامر", "حسن", 24, 2401, "ar"],
  ["reham.farouk", "ريهام", "فاروق", 11, 1103, "ar"],
  ["ashraf.ghoneim", "أشرف", "غنيم", 15, 1502, "ar"],
];

const customers: SeedUser[] = customerRows.map(([username, first, last, governorateId, regionId, language], index) => {
  const id = 4 + traderRows.length + index;
  const mobile = phone(`${traderPrefixes[(index + 1) % 4]}${String(5_550_100 + index * 6_173).padStart(8, "0")}`);
  return {
    id,
    username,
    first_name: first,
    last_name: last,
    email: `${username}@example.com`,
    phone: mobile,
    password: SHARED_PASSWORD,
    is_trader: 0,
    company_name: null,
    image: index % 3 === 0 ? profileImageKey(1 + (index % PROFILE_IMAGE_COUNT)) : null,
    preface: null,
    preface_en: null,
    phone2: null,
    whatsapp: index % 2 === 0 ? mobile : null,
    governorate_id: governorateId,
    region_id: regionId,
    category_id: null,
    subcategory_id: null,
    role: "user",
    is_verified_trader: 0,
    language,
    created_at: timeAt(spread((index * 11) % customerRows.length, customerRows.length, start2024 + 20 * 86_400_000, endSpread) + index * 1_800_000),
  };
});

export const users: SeedUser[] = [...named, ...traders, ...customers];
export const traderUsers: SeedUser[] = users.filter((user) => user.is_trader === 1);
export const customerUsers: SeedUser[] = users.filter((user) => user.is_trader === 0 && user.role === "user");

// Every phone, username and e-mail must be unique (the schema says so too).
for (const field of ["phone", "username", "email"] as const) {
  const values = users.map((user) => user[field].toLowerCase());
  if (new Set(values).size !== values.length) throw new Error(`seed: duplicate ${field} in people.ts`);
}
