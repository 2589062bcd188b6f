// The labelled set of the search-quality test (search-quality.test.ts):
// queries as buyers type them, each judged by a rule over the seeded ads (the
// kind of thing asked for: subcategory, brand, a word of the title, a place, a
// price), never by what the search answered. An ad that meets the rule is a
// relevant one; the test measures where the search puts them.
//
// A rule's parts all apply: `sub` the ad's subcategory is one of these; `title`
// its title holds one of these (compared normalised, in either script);
// `brand` its brand (the catalogue's third level) is named so, or its title
// holds the name; `gov` / `region` its place; `maxPrice` its price at most.

export type QueryKind = "arabic" | "english" | "brand" | "brand-en" | "franco" | "slip" | "plural" | "model" | "category" | "place" | "price";

export interface Rule {
  sub?: number[];
  title?: string[];
  brand?: string[];
  gov?: number[];
  region?: number[];
  maxPrice?: number;
}

export type Judged = [query: string, kind: QueryKind, rule: Rule];

// Subcategories of the seed's catalogue.
const CARS = 101;
const MOTORCYCLES = 102;
const TRUCKS = 103;
const MICROBUSES = 104;
const FLATS_SALE = 201;
const FLATS_RENT = 202;
const VILLAS = 203;
const SHOPS = 204;
const LAND = 205;
const MOBILES = 301;
const LAPTOPS = 302;
const TVS = 303;
const TABLETS = 304;
const CONSOLES = 305;
const BEDROOMS = 401;
const LIVING = 402;
const KITCHENS = 403;
const APPLIANCES = 404;
const AIR = 405;
const HEAVY = 501;
const GENERATORS = 502;
const MACHINES = 503;
const FACTORIES = 504;
const FORKLIFTS = 505;
const FLATS = [FLATS_SALE, FLATS_RENT];
const VEHICLES = [CARS, MOTORCYCLES, TRUCKS, MICROBUSES];

// Governorates (ids of the seed's places).
const CAIRO = 1;
const GIZA = 2;
const ALEXANDRIA = 3;
const DAKAHLIA = 6;
const GHARBIA = 7;

export const HAND_SET: Judged[] = [
  // Things, in Arabic as typed.
  ["عربية", "arabic", { sub: [CARS] }],
  ["سيارة", "arabic", { sub: [CARS] }],
  ["عربيه", "arabic", { sub: [CARS] }],
  ["شقة", "arabic", { sub: FLATS }],
  ["شقه", "arabic", { sub: FLATS }],
  ["فيلا", "arabic", { sub: [VILLAS] }],
  ["ارض", "arabic", { sub: [LAND] }],
  ["أرض زراعية", "arabic", { sub: [LAND], title: ["زراعيه"] }],
  ["محل", "arabic", { sub: [SHOPS], title: ["محل"] }],
  ["مكتب اداري", "arabic", { sub: [SHOPS], title: ["مكتب"] }],
  ["عيادة", "arabic", { sub: [SHOPS], title: ["عياده"] }],
  ["موبايل", "arabic", { sub: [MOBILES] }],
  ["لابتوب", "arabic", { sub: [LAPTOPS] }],
  ["تابلت", "arabic", { sub: [TABLETS] }],
  ["شاشة", "arabic", { sub: [TVS] }],
  ["تليفزيون", "arabic", { sub: [TVS] }],
  ["تلفزيون", "arabic", { sub: [TVS] }],
  ["بلايستيشن", "arabic", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["بلاي ستيشن 5", "arabic", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["اكس بوكس", "arabic", { sub: [CONSOLES], title: ["اكس بوكس", "xbox"] }],
  ["غرفة نوم", "arabic", { sub: [BEDROOMS] }],
  ["اوضة نوم", "arabic", { sub: [BEDROOMS] }],
  ["ركنة", "arabic", { sub: [LIVING], title: ["ركنه"] }],
  ["صالون", "arabic", { sub: [LIVING], title: ["صالون"] }],
  ["مطبخ", "arabic", { sub: [KITCHENS] }],
  ["مطبخ خشب", "arabic", { sub: [KITCHENS], title: ["خشب"] }],
  ["ثلاجة", "arabic", { sub: [APPLIANCES], title: ["ثلاجه", "تلاجه"] }],
  ["تلاجة", "arabic", { sub: [APPLIANCES], title: ["ثلاجه", "تلاجه"] }],
  ["غسالة", "arabic", { sub: [APPLIANCES], title: ["غساله"] }],
  ["غسالة اطباق", "arabic", { sub: [APPLIANCES], title: ["غساله"] }],
  ["بوتاجاز", "arabic", { sub: [APPLIANCES], title: ["بوتاجاز"] }],
  ["فرن", "arabic", { sub: [APPLIANCES], title: ["فرن"] }],
  ["تكييف", "arabic", { sub: [AIR] }],
  ["مكيف", "arabic", { sub: [AIR] }],
  ["تكييف كاريير", "arabic", { sub: [AIR], brand: ["كاريير"] }],
  ["تكييف شارب", "arabic", { sub: [AIR], brand: ["شارب"] }],
  ["مولد", "arabic", { sub: [GENERATORS] }],
  ["مولد كهرباء", "arabic", { sub: [GENERATORS] }],
  ["ماكينة", "arabic", { sub: [MACHINES] }],
  ["مصنع", "arabic", { sub: [FACTORIES] }],
  ["رافعة شوكية", "arabic", { sub: [FORKLIFTS] }],
  ["كلارك", "arabic", { sub: [FORKLIFTS] }],
  ["حفار", "arabic", { sub: [HEAVY], title: ["حفار"] }],
  ["لودر", "arabic", { sub: [HEAVY], title: ["لودر"] }],
  ["موتوسيكل", "arabic", { sub: [MOTORCYCLES] }],
  ["ميكروباص", "arabic", { sub: [MICROBUSES] }],
  ["نقل", "arabic", { sub: [TRUCKS] }],
  ["تريلا نقل", "arabic", { sub: [TRUCKS] }],
  ["شقة مفروشة", "arabic", { sub: [FLATS_RENT], title: ["مفروشه"] }],
  ["شقة للبيع", "arabic", { sub: [FLATS_SALE] }],
  ["شقة للايجار", "arabic", { sub: [FLATS_RENT] }],
  ["شقه للإيجار", "arabic", { sub: [FLATS_RENT] }],
  ["توين هاوس", "arabic", { sub: [VILLAS], title: ["توين"] }],
  ["تاون هاوس", "arabic", { sub: [VILLAS], title: ["تاون"] }],
  ["جالاكسى", "arabic", { title: ["جالاكسي", "galaxy"] }],
  ["سامسونج جالاكسي", "arabic", { sub: [MOBILES, TABLETS], title: ["جالاكسي", "galaxy"] }],
  ["ايفون", "arabic", { sub: [MOBILES], title: ["ايفون", "iphone"] }],
  ["آيباد", "arabic", { sub: [TABLETS], title: ["ايباد", "ipad"] }],
  ["ماك بوك", "arabic", { sub: [LAPTOPS], title: ["ماك بوك", "macbook"] }],
  // Things, in English.
  ["car", "english", { sub: [CARS] }],
  ["cars", "english", { sub: [CARS] }],
  ["apartment", "english", { sub: FLATS }],
  ["flat for rent", "english", { sub: [FLATS_RENT] }],
  ["villa", "english", { sub: [VILLAS] }],
  ["land", "english", { sub: [LAND] }],
  ["laptop", "english", { sub: [LAPTOPS] }],
  ["tablet", "english", { sub: [TABLETS] }],
  ["tv", "english", { sub: [TVS] }],
  ["playstation", "english", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["xbox", "english", { sub: [CONSOLES], title: ["اكس بوكس", "xbox"] }],
  ["fridge", "english", { sub: [APPLIANCES], title: ["ثلاجه", "تلاجه"] }],
  ["air conditioner", "english", { sub: [AIR] }],
  ["generator", "english", { sub: [GENERATORS] }],
  ["forklift", "english", { sub: [FORKLIFTS] }],
  ["motorcycle", "english", { sub: [MOTORCYCLES] }],
  ["truck", "english", { sub: [TRUCKS] }],
  ["kitchen", "english", { sub: [KITCHENS] }],
  ["bedroom", "english", { sub: [BEDROOMS] }],
  ["iphone", "english", { sub: [MOBILES], title: ["ايفون", "iphone"] }],
  ["galaxy", "english", { title: ["جالاكسي", "galaxy"] }],
  ["macbook", "english", { sub: [LAPTOPS], title: ["ماك بوك", "macbook"] }],
  // Franco-Arabic, with and without digits.
  ["3arabeya", "franco", { sub: [CARS] }],
  ["3arabia", "franco", { sub: [CARS] }],
  ["arabeya", "franco", { sub: [CARS] }],
  ["sha2a", "franco", { sub: FLATS }],
  ["shaqa", "franco", { sub: FLATS }],
  ["sha2a lel egar", "franco", { sub: [FLATS_RENT] }],
  ["sha2a lel be3", "franco", { sub: [FLATS_SALE] }],
  ["ta2yeef", "franco", { sub: [AIR] }],
  ["takyeef", "franco", { sub: [AIR] }],
  ["tallaga", "franco", { sub: [APPLIANCES], title: ["ثلاجه", "تلاجه"] }],
  ["ghassala", "franco", { sub: [APPLIANCES], title: ["غساله"] }],
  ["motosikl", "franco", { sub: [MOTORCYCLES] }],
  ["ard", "franco", { sub: [LAND] }],
  ["villa lel be3", "franco", { sub: [VILLAS] }],
  ["ifone", "franco", { sub: [MOBILES], title: ["ايفون", "iphone"] }],
  ["ayfon", "franco", { sub: [MOBILES], title: ["ايفون", "iphone"] }],
  ["samsong", "franco", { title: ["سامسونج", "samsung"] }],
  ["toyota korola", "franco", { title: ["كورولا", "corolla"] }],
  // Slips (one letter wrong, missing, extra or swapped).
  ["كورلا", "slip", { title: ["كورولا", "corolla"] }],
  ["تكيف", "slip", { sub: [AIR] }],
  ["تكييفف", "slip", { sub: [AIR] }],
  ["سامسنج", "slip", { title: ["سامسونج", "samsung"] }],
  ["هيوندا", "slip", { brand: ["هيونداي"] }],
  ["ميتسوبيشى", "slip", { brand: ["ميتسوبيشي"] }],
  ["ميتسوبشي", "slip", { brand: ["ميتسوبيشي"] }],
  ["بلايستشن", "slip", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["لابتوت", "slip", { sub: [LAPTOPS] }],
  ["موتسيكل", "slip", { sub: [MOTORCYCLES] }],
  ["ميكروباس", "slip", { sub: [MICROBUSES] }],
  ["تليفزيوم", "slip", { sub: [TVS] }],
  ["toyta", "slip", { brand: ["تويوتا"] }],
  ["hyundia", "slip", { brand: ["هيونداي"] }],
  ["mitsubishy", "slip", { brand: ["ميتسوبيشي"] }],
  ["lenvo", "slip", { brand: ["لينوفو"] }],
  ["playstaion", "slip", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["generater", "slip", { sub: [GENERATORS] }],
  ["forklfit", "slip", { sub: [FORKLIFTS] }],
  ["apartmnet", "slip", { sub: FLATS }],
  ["sportag", "slip", { title: ["سبورتاج", "sportage"] }],
  ["كومتسو", "slip", { brand: ["كوماتسو"] }],
  ["فولكس فاجين", "slip", { brand: ["فولكس فاجن"] }],
  ["مرسدس", "slip", { brand: ["مرسيدس بنز"] }],
  // Plurals and the category names.
  ["عربيات", "plural", { sub: [CARS] }],
  ["سيارات", "plural", { sub: [CARS] }],
  ["شقق", "plural", { sub: FLATS }],
  ["موبايلات", "plural", { sub: [MOBILES] }],
  ["لابتوبات", "plural", { sub: [LAPTOPS] }],
  ["ثلاجات", "plural", { sub: [APPLIANCES], title: ["ثلاجه", "تلاجه"] }],
  ["تلاجات", "plural", { sub: [APPLIANCES], title: ["ثلاجه", "تلاجه"] }],
  ["غسالات", "plural", { sub: [APPLIANCES], title: ["غساله"] }],
  ["تكييفات", "plural", { sub: [AIR] }],
  ["فيلات", "plural", { sub: [VILLAS] }],
  ["فلل", "plural", { sub: [VILLAS] }],
  ["اراضي", "plural", { sub: [LAND] }],
  ["محلات", "plural", { sub: [SHOPS], title: ["محل"] }],
  ["مكاتب", "plural", { sub: [SHOPS], title: ["مكتب"] }],
  ["مولدات", "plural", { sub: [GENERATORS] }],
  ["ماكينات", "plural", { sub: [MACHINES] }],
  ["مطابخ", "plural", { sub: [KITCHENS] }],
  ["شاشات", "plural", { sub: [TVS] }],
  ["تليفزيونات", "plural", { sub: [TVS] }],
  ["موتوسيكلات", "plural", { sub: [MOTORCYCLES] }],
  ["تابلتات", "plural", { sub: [TABLETS] }],
  ["رافعات", "plural", { sub: [FORKLIFTS] }],
  ["apartments", "plural", { sub: FLATS }],
  ["laptops", "plural", { sub: [LAPTOPS] }],
  ["generators", "plural", { sub: [GENERATORS] }],
  ["villas", "plural", { sub: [VILLAS] }],
  ["كمبيوتر", "category", { sub: [LAPTOPS] }],
  ["مركبات", "category", { sub: VEHICLES }],
  ["عقارات", "category", { sub: [...FLATS, VILLAS, SHOPS, LAND] }],
  ["اجهزة منزلية", "category", { sub: [APPLIANCES] }],
  ["أجهزة ألعاب", "category", { sub: [CONSOLES] }],
  ["معدات ثقيلة", "category", { sub: [HEAVY] }],
  ["خطوط انتاج", "category", { sub: [MACHINES] }],
  ["صالونات", "category", { sub: [LIVING] }],
  ["انتريه", "category", { sub: [LIVING] }],
  ["نقل وشاحنات", "category", { sub: [TRUCKS] }],
  ["اتوبيس", "category", { sub: [MICROBUSES] }],
  ["Home appliances", "category", { sub: [APPLIANCES] }],
  ["Heavy machinery", "category", { sub: [HEAVY] }],
  ["game consoles", "category", { sub: [CONSOLES] }],
  ["mobile phones", "category", { sub: [MOBILES] }],
  ["computers", "category", { sub: [LAPTOPS] }],
  // Model numbers, glued or apart, in either script.
  ["ايفون12", "model", { sub: [MOBILES], title: ["ايفون", "iphone"] }],
  ["ايفون 15", "model", { sub: [MOBILES], title: ["ايفون", "iphone"] }],
  ["جالاكسى اس ٢٣", "model", { title: ["جالاكسي", "galaxy"] }],
  ["جالاكسي A15", "model", { title: ["a15"] }],
  ["a15", "model", { title: ["a15"] }],
  ["بلايستيشن5", "model", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["ps5", "model", { sub: [CONSOLES], title: ["بلايستيشن", "playstation"] }],
  ["c200", "model", { title: ["c200"] }],
  ["مرسيدس c200", "model", { title: ["c200"] }],
  ["x5", "model", { title: ["x5"] }],
  ["PC200", "model", { title: ["pc200"] }],
  ["gf63", "model", { title: ["gf63"] }],
  ["legion 5", "model", { title: ["ليجن", "legion"] }],
  ["ليجن 5", "model", { title: ["ليجن", "legion"] }],
  ["xps 13", "model", { title: ["xps"] }],
  ["m10", "model", { title: ["m10"] }],
  ["تاب m10", "model", { title: ["m10"] }],
  ["كورولا 2019", "model", { title: ["كورولا", "corolla"] }],
  ["سبورتاج ٢٠٢٢", "model", { title: ["سبورتاج", "sportage"] }],
  ["فيوزو", "model", { title: ["فوسو", "fuso"] }],
  ["hs", "model", { title: ["hs"] }],
  ["dy 200", "model", { title: ["dy"] }],
  ["rks 150", "model", { title: ["rks"] }],
  ["H1", "model", { title: ["h1"] }],
  ["هايس", "model", { title: ["هايس", "hiace"] }],
  ["كوستر", "model", { title: ["كوستر", "coaster"] }],
  ["FB20", "model", { title: ["fb20"] }],
  ["8FD25", "model", { title: ["8fd25"] }],
  ["tcl 75", "model", { brand: ["تي سي إل"] }],
  ["شاشة ٧٥ بوصة", "model", { sub: [TVS], title: ["75"] }],
  ["تكييف 1.5 حصان", "model", { sub: [AIR], title: ["1 5"] }],
  ["تكييف ٢.٢٥ حصان", "model", { sub: [AIR], title: ["2 25"] }],
  // Phrases with a place.
  ["شقة في المعادي", "place", { sub: FLATS, region: [103] }],
  ["شقة المعادي", "place", { sub: FLATS, region: [103] }],
  ["شقق القاهرة", "place", { sub: FLATS, gov: [CAIRO] }],
  ["شقة للبيع القاهرة", "place", { sub: [FLATS_SALE], gov: [CAIRO] }],
  ["شقة اسكندرية", "place", { sub: FLATS, gov: [ALEXANDRIA] }],
  ["شقة الاسكندرية", "place", { sub: FLATS, gov: [ALEXANDRIA] }],
  ["شقة في الجيزة", "place", { sub: FLATS, gov: [GIZA] }],
  ["شقة مفروشة الشيخ زايد", "place", { sub: [FLATS_RENT], title: ["زايد"] }],
  ["عربية القاهرة", "place", { sub: [CARS], gov: [CAIRO] }],
  ["سيارة في الجيزة", "place", { sub: [CARS], gov: [GIZA] }],
  ["عربيات كفر الشيخ", "place", { sub: [CARS], gov: [10] }],
  ["ميكروباص اسيوط", "place", { sub: [MICROBUSES], gov: [18] }],
  ["رافعة شوكية الفيوم", "place", { sub: [FORKLIFTS], gov: [15] }],
  ["غرفة نوم دمياط", "place", { sub: [BEDROOMS], gov: [11] }],
  ["لابتوب سوهاج", "place", { sub: [LAPTOPS], gov: [19] }],
  ["شاشة قنا", "place", { sub: [TVS], gov: [20] }],
  ["شقة للإيجار الدقهلية", "place", { sub: [FLATS_RENT], gov: [DAKAHLIA] }],
  ["شقة الغربية", "place", { sub: FLATS, gov: [GHARBIA] }],
  ["الغربية", "place", { gov: [GHARBIA] }],
  ["المنصورة", "place", { title: ["منصوره"] }],
  ["تكييف بورسعيد", "place", { sub: [AIR], gov: [12] }],
  ["محل الغردقة", "place", { sub: [SHOPS], title: ["غردقه"] }],
  ["ارض العلمين", "place", { sub: [LAND], title: ["علمين"] }],
  ["فيلا العلمين", "place", { sub: [VILLAS], title: ["علمين"] }],
  ["apartment in maadi", "place", { sub: FLATS, region: [103] }],
  ["car cairo", "place", { sub: [CARS], gov: [CAIRO] }],
  ["flat alexandria", "place", { sub: FLATS, gov: [ALEXANDRIA] }],
  ["sha2a fel maadi", "place", { sub: FLATS, region: [103] }],
  // Phrases with a price.
  ["عربية تحت 500 الف", "price", { sub: [CARS], maxPrice: 500_000 }],
  ["سيارة اقل من ٤٠٠ ألف", "price", { sub: [CARS], maxPrice: 400_000 }],
  ["شقة ب 2 مليون", "price", { sub: [FLATS_SALE], maxPrice: 2_000_000 }],
  ["شقة للايجار 10000", "price", { sub: [FLATS_RENT], maxPrice: 10_000 }],
  ["لابتوب ب 30 الف", "price", { sub: [LAPTOPS], maxPrice: 30_000 }],
  ["تكييف رخيص", "price", { sub: [AIR] }],
  ["موبايل رخيص", "price", { sub: [MOBILES] }],
  ["car under 300000", "price", { sub: [CARS], maxPrice: 300_000 }],
  ["laptop 40000", "price", { sub: [LAPTOPS], maxPrice: 40_000 }],
];
