// A fresh held-out set of search queries, typed as buyers in Egypt type them
// on a phone (no diacritics, slips, mixed scripts), written without reading
// the search code, its word lists or the other labelled sets. Each query
// names the seed ads a buyer would want first by a rule over the seeded ads
// (see SearchRule in helpers/ranking.ts), judged from the seed itself and not
// from what search answers. It was held out when written; search's word
// handling has since been tuned on its weak queries, so it is now a tuning
// set like search-quality-set.ts: figures on queries search never saw come
// from a newer set written the same way.

import type { SearchRule } from "./helpers/ranking";
import { governorateId, regionId, subcategoryId } from "./helpers/seed-ids";

export type FreshKind = "arabic" | "plural" | "slip" | "english" | "franco" | "model" | "category" | "place" | "price" | "typo";

export type FreshQuery = [query: string, kind: FreshKind, rule: SearchRule];

// Governorates, regions and subcategories of the seed.
const CAIRO = governorateId("Cairo");
const GIZA = governorateId("Giza");
const ALEX = governorateId("Alexandria");
const DAKAHLIA = governorateId("Dakahlia");
const GHARBIA = governorateId("Gharbia");
const MONUFIA = governorateId("Monufia");
const KAFR_EL_SHEIKH = governorateId("Kafr El Sheikh");
const DAMIETTA = governorateId("Damietta");
const PORT_SAID = governorateId("Port Said");
const SUEZ = governorateId("Suez");
const FAIYUM = governorateId("Faiyum");
const ASYUT = governorateId("Asyut");
const SOHAG = governorateId("Sohag");
const QENA = governorateId("Qena");
const RED_SEA = governorateId("Red Sea");
const MATROUH = governorateId("Matrouh");
const NASR_CITY = regionId("Nasr City");
const HELIOPOLIS = regionId("Heliopolis");
const MAADI = regionId("Maadi");
const FIFTH_SETTLEMENT = regionId("Fifth Settlement");
const FAISAL = regionId("Faisal");
const OCTOBER = regionId("6th of October City");
const ZAYED = regionId("Sheikh Zayed");
const MOHANDESSIN = regionId("Mohandessin");
const SMOUHA = regionId("Smouha");
const MANSOURA = regionId("Mansoura");
const TANTA = regionId("Tanta");
const SADAT = regionId("Sadat City");
const HURGHADA = regionId("Hurghada");
const ALAMEIN = regionId("El Alamein");

const CARS = subcategoryId("Cars");
const MOTORBIKES = subcategoryId("Motorcycles");
const TRUCKS = subcategoryId("Trucks and pickups");
const MICROBUSES = subcategoryId("Microbuses and buses");
const FLATS_SALE = subcategoryId("Apartments for sale");
const FLATS_RENT = subcategoryId("Apartments for rent");
const VILLAS = subcategoryId("Villas");
const SHOPS = subcategoryId("Shops and offices");
const LAND = subcategoryId("Land");
const PHONES = subcategoryId("Mobile phones");
const LAPTOPS = subcategoryId("Laptops and computers");
const TVS = subcategoryId("TVs and screens");
const TABLETS = subcategoryId("Tablets");
const CONSOLES = subcategoryId("Game consoles");
const BEDROOMS = subcategoryId("Bedrooms");
const SOFAS = subcategoryId("Living rooms and sofas");
const KITCHENS = subcategoryId("Kitchens");
const APPLIANCES = subcategoryId("Home appliances");
const AIR_CON = subcategoryId("Air conditioners");
const HEAVY = subcategoryId("Heavy machinery");
const GENERATORS = subcategoryId("Generators");
const MACHINES = subcategoryId("Production lines and machines");
const FACTORIES = subcategoryId("Factories for sale and rent");
const FORKLIFTS = subcategoryId("Forklifts");

const FLATS = [FLATS_SALE, FLATS_RENT];
const VEHICLES = [CARS, MOTORBIKES, TRUCKS, MICROBUSES];
const ESTATE = [FLATS_SALE, FLATS_RENT, VILLAS, SHOPS, LAND];
const ELECTRONICS = [PHONES, LAPTOPS, TVS, TABLETS, CONSOLES];
const HOME = [BEDROOMS, SOFAS, KITCHENS, APPLIANCES, AIR_CON];
const INDUSTRY = [HEAVY, GENERATORS, MACHINES, FACTORIES, FORKLIFTS];

const FRIDGE = { sub: [APPLIANCES], words: ["ثلاجة"] };
const DISHWASHER = { sub: [APPLIANCES], words: ["غسالة"] };
const KIA_CARS = { sub: [CARS], words: ["كيا"] };
const TOYOTA_VEHICLES = { sub: [CARS, TRUCKS, MICROBUSES], words: ["تويوتا"] };
const HYUNDAI_CARS = { sub: [CARS], words: ["هيونداي"] };
const SAMSUNG_TVS = { sub: [TVS], words: ["سامسونج"] };
const PLAYSTATION = { sub: [CONSOLES], words: ["بلايستيشن"] };
const EXCAVATORS = { sub: [HEAVY], words: ["حفار"] };
const CLINICS = { sub: [SHOPS], words: ["عيادة", "clinic"] };
const SAMSUNG = { words: ["سامسونج", "جالاكسي"] };
const FARMLAND = { sub: [LAND], words: ["زراعية", "مستصلحة", "agricultural"] };

export const FRESH_SET: FreshQuery[] = [
  // Everyday Arabic, as typed on a phone.
  ["عربية كيا", "arabic", KIA_CARS],
  ["تكييف شارب", "arabic", { sub: [AIR_CON], words: ["شارب"] }],
  ["ثلاجة بيكو", "arabic", { sub: [APPLIANCES], words: ["بيكو"] }],
  ["غسالة اطباق", "arabic", DISHWASHER],
  ["بوتاجاز", "arabic", { words: ["بوتاجاز"] }],
  ["فرن بلت ان", "arabic", { sub: [APPLIANCES], words: ["فرن"] }],
  ["مولد كهربا", "arabic", { sub: [GENERATORS] }],
  ["حفار", "arabic", EXCAVATORS],
  ["لودر", "arabic", { sub: [HEAVY], words: ["لودر"] }],
  ["بلدوزر", "arabic", { sub: [HEAVY], words: ["bulldozer"] }],
  ["اوضة نوم", "arabic", { sub: [BEDROOMS] }],
  ["ركنة", "arabic", { sub: [SOFAS], words: ["ركنة"] }],
  ["انتريه", "arabic", { sub: [SOFAS], words: ["أنتريه"] }],
  ["مطبخ خشب", "arabic", { sub: [KITCHENS], words: ["خشب"] }],
  ["شاشة سامسونج", "arabic", SAMSUNG_TVS],
  ["تليفزيون", "arabic", { sub: [TVS] }],
  ["لابتوب", "arabic", { sub: [LAPTOPS] }],
  ["موتوسيكل", "arabic", { sub: [MOTORBIKES] }],
  ["ميكروباص", "arabic", { sub: [MICROBUSES] }],
  ["عربية نقل", "arabic", { sub: [TRUCKS] }],
  ["كلارك", "arabic", { sub: [FORKLIFTS] }],
  ["ماكينة ليزر", "arabic", { sub: [MACHINES], words: ["ليزر"] }],
  ["ارض زراعية", "arabic", FARMLAND],
  ["عيادة للبيع", "arabic", { ...CLINICS, with: ["للبيع", "sale"] }],
  ["شقة مفروشة", "arabic", { sub: [FLATS_RENT], words: ["مفروشة"] }],
  ["شقة ايجار شهري", "arabic", { sub: [FLATS_RENT], words: ["شهري"] }],
  ["موبايل مستعمل", "arabic", { sub: [PHONES] }],
  ["شاشة سمارت", "arabic", { sub: [TVS], words: ["سمارت", "smart"] }],
  ["تابلت بشريحة", "arabic", { sub: [TABLETS], words: ["بشريحة"] }],
  ["تكييف بارد ساخن", "arabic", { sub: [AIR_CON], words: ["ساخن", "hot"] }],
  ["مصنع للايجار", "arabic", { sub: [FACTORIES], words: ["للإيجار"] }],
  ["فيلا بحمام سباحة", "arabic", { sub: [VILLAS], words: ["سباحة"] }],
  ["اوضة نوم مستعملة", "arabic", { sub: [BEDROOMS], words: ["مستعملة"] }],
  ["عربية فابريكا", "arabic", { sub: [CARS], words: ["فابريكا"] }],

  // Plurals, the way they are said.
  ["عربيات", "plural", { sub: [CARS] }],
  ["شقق", "plural", { sub: FLATS }],
  ["تكييفات", "plural", { sub: [AIR_CON] }],
  ["ثلاجات", "plural", FRIDGE],
  ["غسالات اطباق", "plural", DISHWASHER],
  ["شاشات", "plural", { sub: [TVS] }],
  ["مولدات", "plural", { sub: [GENERATORS] }],
  ["حفارات", "plural", EXCAVATORS],
  ["فلل", "plural", { sub: [VILLAS] }],
  ["محلات", "plural", { sub: [SHOPS], words: ["محل"] }],
  ["عيادات", "plural", CLINICS],
  ["مكاتب ادارية", "plural", { sub: [SHOPS], words: ["مكتب"] }],
  ["اراضي", "plural", { sub: [LAND] }],
  ["مطابخ", "plural", { sub: [KITCHENS] }],
  ["موتوسيكلات", "plural", { sub: [MOTORBIKES] }],
  ["ميكروباصات", "plural", { sub: [MICROBUSES] }],
  ["مصانع", "plural", { sub: [FACTORIES] }],
  ["ماكينات", "plural", { sub: [MACHINES] }],
  ["رافعات شوكية", "plural", { sub: [FORKLIFTS] }],
  ["لابتوبات", "plural", { sub: [LAPTOPS] }],
  ["تابلتات", "plural", { sub: [TABLETS] }],
  ["غرف نوم", "plural", { sub: [BEDROOMS] }],

  // Egyptian spellings and slips: ى/ي, ة/ه, ج/g, ق/ء, ث/ت/س, hamzas.
  ["تلاجة", "slip", FRIDGE],
  ["تلاجه بيكو", "slip", { sub: [APPLIANCES], words: ["بيكو"] }],
  ["ثلاجه", "slip", FRIDGE],
  ["شقه للبيع", "slip", { sub: [FLATS_SALE] }],
  ["شقه ايجار", "slip", { sub: [FLATS_RENT] }],
  ["غساله اطباق", "slip", DISHWASHER],
  ["عربيه هيونداى", "slip", HYUNDAI_CARS],
  ["سوزوكى", "slip", { words: ["سوزوكي"] }],
  ["شيرى تيجو", "slip", { sub: [CARS], words: ["شيري"] }],
  ["جيلى", "slip", { sub: [CARS], words: ["جيلي"] }],
  ["ميتسوبيشى", "slip", { words: ["ميتسوبيشي"] }],
  ["اوضه نوم", "slip", { sub: [BEDROOMS] }],
  ["ماكينه تعبئه", "slip", { sub: [MACHINES], words: ["تعبئة", "filling"] }],
  ["مكنة ليزر", "slip", { sub: [MACHINES], words: ["ليزر"] }],
  ["تليفيزيون", "slip", { sub: [TVS] }],
  ["تلفزيون", "slip", { sub: [TVS] }],
  ["تلفيزيون شاومى", "slip", { sub: [TVS], words: ["شاومي"] }],
  ["سامسونغ", "slip", SAMSUNG],
  ["جالكسي", "slip", { words: ["جالاكسي", "galaxy"] }],
  ["جلاكسي تاب", "slip", { sub: [TABLETS], words: ["جالاكسي"] }],
  ["شأة للبيع", "slip", { sub: [FLATS_SALE] }],
  ["أطعة ارض", "slip", { sub: [LAND], words: ["قطعة"] }],
  ["تلاته حصان", "slip", { sub: [AIR_CON], words: ["3"] }],
  ["اتاث مستعمل", "slip", { sub: HOME, words: ["مستعمل"] }],
  ["أيفون", "slip", { words: ["آيفون"] }],
  ["إكس بوكس", "slip", { words: ["إكس"], sub: [CONSOLES] }],
  ["اكسبوكس", "slip", { words: ["إكس"], sub: [CONSOLES] }],
  ["بلاي ستيشن", "slip", PLAYSTATION],

  // English.
  ["used cars", "english", { sub: [CARS] }],
  ["apartment for rent", "english", { sub: [FLATS_RENT] }],
  ["flat for sale", "english", { sub: [FLATS_SALE] }],
  ["dishwasher", "english", DISHWASHER],
  ["fridge", "english", FRIDGE],
  ["air conditioner", "english", { sub: [AIR_CON] }],
  ["generator", "english", { sub: [GENERATORS] }],
  ["excavator", "english", EXCAVATORS],
  ["forklift", "english", { sub: [FORKLIFTS] }],
  ["laptop", "english", { sub: [LAPTOPS] }],
  ["tv 75 inch", "english", { sub: [TVS], words: ["75", "٧٥"] }],
  ["bedroom set", "english", { sub: [BEDROOMS] }],
  ["kitchen", "english", { sub: [KITCHENS] }],
  ["villa for sale", "english", { sub: [VILLAS], words: ["للبيع"] }],
  ["land for sale", "english", { sub: [LAND] }],
  ["factory for rent", "english", { sub: [FACTORIES], words: ["للإيجار"] }],
  ["motorbike", "english", { sub: [MOTORBIKES] }],
  ["microbus", "english", { sub: [MICROBUSES] }],
  ["pickup truck", "english", { sub: [TRUCKS] }],
  ["mobile phone", "english", { sub: [PHONES] }],
  ["tablet", "english", { sub: [TABLETS] }],
  ["playstation 5", "english", PLAYSTATION],
  ["samsung tv", "english", SAMSUNG_TVS],
  ["toyota", "english", TOYOTA_VEHICLES],
  ["sofa", "english", { sub: [SOFAS] }],
  ["corner sofa", "english", { sub: [SOFAS], words: ["ركنة"] }],
  ["clinic", "english", CLINICS],
  ["furnished apartment", "english", { sub: [FLATS_RENT], words: ["مفروشة"] }],
  ["gas cooker", "english", { words: ["بوتاجاز"] }],
  ["oven", "english", { sub: [APPLIANCES], words: ["فرن"] }],

  // Franco-Arabic, with and without digits.
  ["3arabeya kia", "franco", KIA_CARS],
  ["3arabia", "franco", { sub: [CARS] }],
  ["sha2a lel bee3", "franco", { sub: [FLATS_SALE] }],
  ["sha2a egar", "franco", { sub: [FLATS_RENT] }],
  ["shaqa mafrosha", "franco", { sub: [FLATS_RENT], words: ["مفروشة"] }],
  ["tallaga", "franco", FRIDGE],
  ["talaga beko", "franco", { sub: [APPLIANCES], words: ["بيكو"] }],
  ["takyeef sharp", "franco", { sub: [AIR_CON], words: ["شارب"] }],
  ["takyif", "franco", { sub: [AIR_CON] }],
  ["shasha samsung", "franco", SAMSUNG_TVS],
  ["matba5", "franco", { sub: [KITCHENS] }],
  ["odet nom", "franco", { sub: [BEDROOMS] }],
  ["ooda nome", "franco", { sub: [BEDROOMS] }],
  ["rokna", "franco", { sub: [SOFAS], words: ["ركنة"] }],
  ["mawlad", "franco", { sub: [GENERATORS] }],
  ["7affar", "franco", EXCAVATORS],
  ["motosikl", "franco", { sub: [MOTORBIKES] }],
  ["mikrobas", "franco", { sub: [MICROBUSES] }],
  ["ard zera3ya", "franco", FARMLAND],
  ["shashet tcl", "franco", { sub: [TVS], words: ["TCL"] }],
  ["ghassalet atba2", "franco", DISHWASHER],
  ["el3arabeya toyota", "franco", TOYOTA_VEHICLES],
  ["mobil", "franco", { sub: [PHONES] }],
  ["bottagaz", "franco", { words: ["بوتاجاز"] }],
  ["3eyada", "franco", CLINICS],

  // Brand and model numbers, glued or split.
  ["x5", "model", { words: ["X5"] }],
  ["bmw x 5", "model", { words: ["X5"] }],
  ["c200", "model", { words: ["C200"] }],
  ["مرسيدس c 200", "model", { words: ["C200"] }],
  ["s23", "model", { words: ["S23"] }],
  ["جالاكسي اس 23", "model", { words: ["S23"] }],
  ["a15", "model", { words: ["A15"] }],
  ["zfold5", "model", { words: ["فولد"] }],
  ["z flip 5", "model", { words: ["فليب"] }],
  ["ps5", "model", PLAYSTATION],
  ["ps 5", "model", PLAYSTATION],
  ["gf63", "model", { words: ["GF63"] }],
  ["gf 63", "model", { words: ["GF63"] }],
  ["dx225", "model", { words: ["DX225"] }],
  ["pc200", "model", { words: ["PC200"] }],
  ["xmq6552", "model", { words: ["XMQ6552"] }],
  ["h1", "model", { words: ["H1"] }],
  ["rks150", "model", { words: ["RKS"] }],
  ["dy200", "model", { words: ["DY"] }],
  ["tiggo7", "model", { words: ["Tiggo"], with: ["7"] }],
  ["pixel7a", "model", { words: ["7a"] }],
  ["macbook air m2", "model", { words: ["ماك بوك", "MacBook"] }],
  ["iphone 12", "model", { words: ["آيفون"] }],
  ["ايفون12", "model", { words: ["آيفون"] }],
  ["ipad pro m4", "model", { words: ["آيباد"], with: ["M4"] }],
  ["tab s9", "model", { words: ["S9"] }],
  ["a9 tab", "model", { words: ["A9"] }],
  ["xps13", "model", { words: ["XPS"] }],
  ["legion5", "model", { words: ["Legion", "ليجن"] }],
  ["fd25 toyota", "model", { words: ["8FD25"] }],
  ["fb20", "model", { words: ["FB20"] }],
  ["cpcd30", "model", { words: ["CPCD30"] }],
  ["wa380", "model", { words: ["WA380"] }],
  ["r220", "model", { words: ["R220"] }],
  ["oppo a38", "model", { words: ["A38"] }],
  ["C645", "model", { words: ["C645"] }],

  // Category names, as the buyer remembers them.
  ["موبايلات", "category", { sub: [PHONES] }],
  ["عقارات", "category", { sub: ESTATE }],
  ["مركبات", "category", { sub: VEHICLES }],
  ["اجهزة منزلية", "category", { sub: [APPLIANCES] }],
  ["معدات ثقيلة", "category", { sub: [HEAVY] }],
  ["مولدات كهرباء", "category", { sub: [GENERATORS] }],
  ["شقق للايجار", "category", { sub: [FLATS_RENT] }],
  ["شقق للبيع", "category", { sub: [FLATS_SALE] }],
  ["محلات ومكاتب", "category", { sub: [SHOPS] }],
  ["اجهزة العاب", "category", { sub: [CONSOLES] }],
  ["الكترونيات", "category", { sub: ELECTRONICS }],
  ["اثاث", "category", { sub: [BEDROOMS, SOFAS, KITCHENS] }],
  ["معدات صناعية", "category", { sub: INDUSTRY }],
  ["Cars", "category", { sub: [CARS] }],
  ["Home appliances", "category", { sub: [APPLIANCES] }],
  ["Heavy machinery", "category", { sub: [HEAVY] }],
  ["Game consoles", "category", { sub: [CONSOLES] }],
  ["Villas", "category", { sub: [VILLAS] }],
  ["Trucks", "category", { sub: [TRUCKS] }],
  ["real estate", "category", { sub: ESTATE }],
  ["Air conditioners", "category", { sub: [AIR_CON] }],
  ["خطوط انتاج", "category", { sub: [MACHINES] }],

  // A place, Arabic or Latin.
  ["شقة في المعادي", "place", { sub: FLATS, region: [MAADI] }],
  ["شقة التجمع الخامس", "place", { sub: FLATS, region: [FIFTH_SETTLEMENT] }],
  ["شقق اكتوبر", "place", { sub: FLATS, region: [OCTOBER] }],
  ["شقة في الشيخ زايد", "place", { sub: FLATS, region: [ZAYED] }],
  ["شقة المنصورة", "place", { sub: FLATS, region: [MANSOURA] }],
  ["شقة مصيف العلمين", "place", { sub: [FLATS_RENT], region: [ALAMEIN] }],
  ["عربيات اسكندرية", "place", { sub: [CARS], gov: [ALEX] }],
  ["عربية مدينة نصر", "place", { sub: [CARS], region: [NASR_CITY] }],
  ["عربيات كفر الشيخ", "place", { sub: [CARS], gov: [KAFR_EL_SHEIKH] }],
  ["موبايل طنطا", "place", { sub: [PHONES], region: [TANTA] }],
  ["لابتوب سوهاج", "place", { sub: [LAPTOPS], gov: [SOHAG] }],
  ["شاشة قنا", "place", { sub: [TVS], gov: [QENA] }],
  ["تكييف بورسعيد", "place", { sub: [AIR_CON], gov: [PORT_SAID] }],
  ["غرفة نوم دمياط", "place", { sub: [BEDROOMS], gov: [DAMIETTA] }],
  ["كلارك الفيوم", "place", { sub: [FORKLIFTS], gov: [FAIYUM] }],
  ["مصنع مدينة السادات", "place", { sub: [FACTORIES], region: [SADAT] }],
  ["ميكروباص اسيوط", "place", { sub: [MICROBUSES], gov: [ASYUT] }],
  ["عيادة الغردقة", "place", { ...CLINICS, region: [HURGHADA] }],
  ["ارض العلمين", "place", { sub: [LAND], region: [ALAMEIN] }],
  ["فيلا الساحل العلمين", "place", { sub: [VILLAS], region: [ALAMEIN] }],
  ["apartment maadi", "place", { sub: FLATS, region: [MAADI] }],
  ["flat in zayed", "place", { sub: FLATS, region: [ZAYED] }],
  ["cars alexandria", "place", { sub: [CARS], gov: [ALEX] }],
  ["sha2a fel tagamo3", "place", { sub: FLATS, region: [FIFTH_SETTLEMENT] }],
  ["3arabeya masr el gedida", "place", { sub: [CARS], region: [HELIOPOLIS] }],
  ["laptop heliopolis", "place", { sub: [LAPTOPS], region: [HELIOPOLIS] }],
  ["playstation mohandessin", "place", { ...PLAYSTATION, region: [MOHANDESSIN] }],
  ["عربية فيصل", "place", { sub: [CARS], region: [FAISAL] }],
  ["شقة سموحة", "place", { sub: FLATS, region: [SMOUHA] }],
  ["مولد القاهرة", "place", { sub: [GENERATORS], gov: [CAIRO] }],
  ["حفار السويس", "place", { ...EXCAVATORS, gov: [SUEZ] }],
  ["الاجهزة المنزلية في الجيزة", "place", { sub: [APPLIANCES], gov: [GIZA] }],
  ["اوضة نوم الغربية", "place", { sub: [BEDROOMS], gov: [GHARBIA] }],
  ["ماكينة المنوفية", "place", { sub: [MACHINES], gov: [MONUFIA] }],
  ["شقة ايجار الدقهلية", "place", { sub: [FLATS_RENT], gov: [DAKAHLIA] }],
  ["محل البحر الاحمر", "place", { sub: [SHOPS], words: ["محل"], gov: [RED_SEA] }],
  ["شقة مطروح", "place", { sub: FLATS, gov: [MATROUH] }],

  // A price in the query.
  ["موبايل تحت 15000", "price", { sub: [PHONES], maxPrice: 15_000 }],
  ["لابتوب تحت 30 الف", "price", { sub: [LAPTOPS], maxPrice: 30_000 }],
  ["شاشة اقل من 15000", "price", { sub: [TVS], maxPrice: 15_000 }],
  ["عربية تحت 400 الف", "price", { sub: [CARS], maxPrice: 400_000 }],
  ["ايفون تحت 60000", "price", { words: ["آيفون"], maxPrice: 60_000 }],
  ["شقة ايجار تحت 10000", "price", { sub: [FLATS_RENT], maxPrice: 10_000 }],
  ["تابلت تحت ٨٠٠٠", "price", { sub: [TABLETS], maxPrice: 8_000 }],
  ["تكييف باقل من 45 الف", "price", { sub: [AIR_CON], maxPrice: 45_000 }],
  ["موتوسيكل تحت 30000", "price", { sub: [MOTORBIKES], maxPrice: 30_000 }],
  ["laptop under 30000", "price", { sub: [LAPTOPS], maxPrice: 30_000 }],
  ["car under 350000", "price", { sub: [CARS], maxPrice: 350_000 }],
  ["شقة للبيع تحت 2 مليون", "price", { sub: [FLATS_SALE], maxPrice: 2_000_000 }],
  ["غرفة نوم اقل من 50 الف", "price", { sub: [BEDROOMS], maxPrice: 50_000 }],
  ["بلايستيشن تحت ٣٠ الف", "price", { ...PLAYSTATION, maxPrice: 30_000 }],
  ["mobile under 13000", "price", { sub: [PHONES], maxPrice: 13_000 }],
  ["مولد تحت 200 الف", "price", { sub: [GENERATORS], maxPrice: 200_000 }],
  ["شاشة 75 تحت 25 الف", "price", { sub: [TVS], words: ["75", "٧٥"], maxPrice: 25_000 }],
  ["talaga ta7t 20000", "price", { ...FRIDGE, maxPrice: 20_000 }],

  // Typos.
  ["تويتا", "typo", TOYOTA_VEHICLES],
  ["مرسدس", "typo", { words: ["مرسيدس"] }],
  ["سامسنج", "typo", SAMSUNG],
  ["هيونداي النترا", "typo", { sub: [CARS], words: ["إلنترا", "Elantra"] }],
  ["hundai", "typo", { words: ["هيونداي"] }],
  ["toyta", "typo", TOYOTA_VEHICLES],
  ["labtop", "typo", { sub: [LAPTOPS] }],
  ["playstaion", "typo", PLAYSTATION],
  ["mitsubichi", "typo", { words: ["ميتسوبيشي"] }],
  ["lenvo", "typo", { words: ["لينوفو"] }],
  ["xaomi", "typo", { words: ["شاومي"] }],
  ["ميتسوبيتشي", "typo", { words: ["ميتسوبيشي"] }],
  ["كوماتسوا", "typo", { words: ["كوماتسو"] }],
  ["تكييف ميتسوبشي", "typo", { sub: [AIR_CON], words: ["ميتسوبيشي"] }],
  ["بلايستيشين", "typo", PLAYSTATION],
  ["لينوفوو", "typo", { words: ["لينوفو"] }],
  ["تكيف", "typo", { sub: [AIR_CON] }],
  ["فولكس فاجين", "typo", { words: ["فولكس"] }],
  ["موتسيكل", "typo", { sub: [MOTORBIKES] }],
  ["ماك بووك", "typo", { words: ["ماك بوك", "MacBook"] }],
  ["mercedez", "typo", { words: ["مرسيدس"] }],
  ["bejaj boxer", "typo", { words: ["باجاج"] }],
];
