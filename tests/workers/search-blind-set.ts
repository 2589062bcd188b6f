// A blind set of search queries, typed as buyers in Egypt type them on a
// phone (no diacritics, slips, Franco-Arabic, glued model numbers, a price
// ceiling in the words), written without reading the search code, its word
// lists or the other labelled sets. Each query names the seed ads a buyer
// would want first by a rule over the seeded ads (see SearchRule in
// helpers/ranking.ts), judged from the seed's titles, brands, places and
// prices, never from what search answers. Never tune search on this file:
// once it has been tuned on, rename it into the tuning set and write a new one.

import type { SearchRule } from "./helpers/ranking";
import { governorateId, regionId, subcategoryId } from "./helpers/seed-ids";

export type BlindKind = "arabic" | "plural" | "slip" | "english" | "franco" | "model" | "category" | "place" | "price" | "typo";

export type BlindQuery = [query: string, kind: BlindKind, rule: SearchRule];

// Subcategories of the seed.
const CARS = subcategoryId("Cars");
const MOTORCYCLES = subcategoryId("Motorcycles");
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
const LIVING = subcategoryId("Living rooms and sofas");
const KITCHENS = subcategoryId("Kitchens");
const APPLIANCES = subcategoryId("Home appliances");
const AIR_CON = subcategoryId("Air conditioners");
const HEAVY = subcategoryId("Heavy machinery");
const GENERATORS = subcategoryId("Generators");
const MACHINES = subcategoryId("Production lines and machines");
const FACTORIES = subcategoryId("Factories for sale and rent");
const FORKLIFTS = subcategoryId("Forklifts");

const VEHICLES = [CARS, MOTORCYCLES, TRUCKS, MICROBUSES];
const PROPERTY = [FLATS_SALE, FLATS_RENT, VILLAS, SHOPS, LAND];
const FLATS = [FLATS_SALE, FLATS_RENT];
const ELECTRONICS = [PHONES, LAPTOPS, TVS, TABLETS, CONSOLES];
const FURNITURE = [BEDROOMS, LIVING, KITCHENS];
const HOME = [BEDROOMS, LIVING, KITCHENS, APPLIANCES, AIR_CON];
const INDUSTRY = [HEAVY, GENERATORS, MACHINES, FACTORIES, FORKLIFTS];

// Governorates and regions of the seed.
const CAIRO = governorateId("Cairo");
const GIZA = governorateId("Giza");
const ALEX = governorateId("Alexandria");
const QALYUBIA = governorateId("Qalyubia");
const SHARQIA = governorateId("Sharqia");
const DAKAHLIA = governorateId("Dakahlia");
const KAFR_EL_SHEIKH = governorateId("Kafr El Sheikh");
const DAMIETTA = governorateId("Damietta");
const PORT_SAID = governorateId("Port Said");
const SUEZ = governorateId("Suez");
const FAIYUM = governorateId("Faiyum");
const BENI_SUEF = governorateId("Beni Suef");
const ASYUT = governorateId("Asyut");
const SOHAG = governorateId("Sohag");
const QENA = governorateId("Qena");
const MAADI = regionId("Maadi");
const NASR_CITY = regionId("Nasr City");
const HELIOPOLIS = regionId("Heliopolis");
const FIFTH_SETTLEMENT = regionId("Fifth Settlement");
const OCTOBER = regionId("6th of October City");
const ZAYED = regionId("Sheikh Zayed");
const FAISAL = regionId("Faisal");
const MANSOURA = regionId("Mansoura");
const ALAMEIN = regionId("El Alamein");
const HURGHADA = regionId("Hurghada");
const SADAT_CITY = regionId("Sadat City");

// Things a buyer names, as words of a title or a brand in either script.
const TOYOTA = ["تويوتا", "toyota"];
const HYUNDAI = ["هيونداي", "hyundai"];
const MITSUBISHI = ["ميتسوبيشي", "mitsubishi"];
const SAMSUNG = ["سامسونج", "samsung"];
const SUZUKI = ["سوزوكي", "suzuki"];
const NISSAN = ["نيسان", "nissan"];
const MERCEDES = ["مرسيدس", "mercedes"];
const CATERPILLAR = ["كاتربيلر", "caterpillar"];
const LENOVO = ["لينوفو", "lenovo"];
const FRIDGE = ["ثلاجة", "fridge", "refrigerator"];
const DISHWASHER = ["غسالة", "dishwasher"];
const EXCAVATOR = ["حفار", "excavator"];
const LOADER = ["لودر", "loader"];
const PLAYSTATION = ["بلايستيشن", "playstation"];
const XBOX = ["إكس بوكس", "xbox"];
const NINTENDO = ["نينتندو", "nintendo", "سويتش", "switch"];
const MACBOOK = ["ماك بوك", "macbook"];
const LEGION = ["ليجن", "legion"];
const IPHONE = ["آيفون", "iphone"];
const IPAD = ["آيباد", "ipad"];
const GALAXY = ["جالاكسي", "galaxy"];
const CLINIC = ["عيادة", "clinic"];
const OFFICE = ["مكتب", "office"];
const SHOP = ["محل", "shop"];
const LIVING_SET = ["أنتريه", "living room"];
const CORNER_SOFA = ["ركنة", "corner"];
const FARMLAND = ["زراعية", "agricultural"];
const INDUSTRIAL = ["صناعية", "صناعي", "industrial"];
const FOR_SALE = ["للبيع", "for sale"];
const FOR_RENT = ["للإيجار", "for rent"];
const FURNISHED = ["مفروشة", "furnished"];
const MODERN = ["مودرن", "modern"];
const COOKER = ["بوتاجاز"];

export const BLIND_SET: BlindQuery[] = [
  // Arabic, as typed: no hamza, ه for ة, the words a buyer uses.
  ["تويوتا كورولا", "arabic", { words: ["كورولا", "corolla"] }],
  ["كيا سبورتاج", "arabic", { words: ["سبورتاج", "sportage"] }],
  ["بلدوزر كاتربيلر", "arabic", { sub: [HEAVY], words: CATERPILLAR }],
  ["مطبخ خشب طبيعي", "arabic", { sub: [KITCHENS], words: ["خشب", "solid"] }],
  ["اوضة نوم مودرن", "arabic", { sub: [BEDROOMS], words: MODERN }],
  ["فيلا للبيع", "arabic", { sub: [VILLAS], words: FOR_SALE }],
  ["ارض صناعيه", "arabic", { sub: [LAND], words: INDUSTRIAL }],
  ["ماكينة تعبئة وتغليف", "arabic", { words: ["تعبئة", "filling"] }],
  ["خط انتاج غذائي", "arabic", { words: ["غذائي", "food"] }],
  ["تابلت سامسونج", "arabic", { sub: [TABLETS], words: GALAXY }],
  ["لابتوب ديل", "arabic", { sub: [LAPTOPS], words: ["ديل", "dell"] }],
  ["ميكروباص تويوتا", "arabic", { sub: [MICROBUSES], words: TOYOTA }],
  ["بوتاجاز ٥ شعلة", "arabic", { words: COOKER }],
  ["نقل مرسيدس", "arabic", { sub: [TRUCKS], words: MERCEDES }],
  ["كيا سيراتو ٢٠١٩", "arabic", { words: ["سيراتو", "cerato"] }],
  ["عربية هيونداي النترا فابريكا", "arabic", { words: ["إلنترا", "elantra"] }],
  ["تلاجة بيكو نوفروست", "arabic", { words: FRIDGE, with: ["بيكو", "beko"] }],
  ["غساله اطباق بوش", "arabic", { words: DISHWASHER, with: ["بوش", "bosch"] }],
  ["شاشه سامسونج ٤٣", "arabic", { sub: [TVS], words: SAMSUNG, with: ["43"] }],
  ["مولد ديزل كاتم صوت", "arabic", { sub: [GENERATORS], words: ["كاتم", "silent"] }],
  ["حفار كوماتسو", "arabic", { words: EXCAVATOR, with: ["كوماتسو", "komatsu"] }],
  ["لودر جون دير", "arabic", { words: LOADER, with: ["جون", "john"] }],
  ["كلارك ديزل", "arabic", { sub: [FORKLIFTS], words: ["ديزل", "diesel"] }],
  ["انتريه جلد", "arabic", { words: LIVING_SET, with: ["جلد", "leather"] }],
  ["ركنة مودرن", "arabic", { words: CORNER_SOFA, with: MODERN }],
  ["عيادة للايجار", "arabic", { words: CLINIC, with: FOR_RENT }],
  ["مكتب اداري للبيع", "arabic", { words: OFFICE, with: FOR_SALE }],
  ["ارض مباني", "arabic", { sub: [LAND], words: ["مباني", "building"] }],
  ["ماكينة cnc", "arabic", { words: ["cnc"] }],
  ["تكييف شارب ١.٥ حصان", "arabic", { sub: [AIR_CON], words: ["شارب", "sharp"], with: ["1"] }],
  ["ميكروباص هايس", "arabic", { sub: [MICROBUSES], words: ["هايس", "hiace"] }],
  ["تويوتا كوستر", "arabic", { words: ["كوستر", "coaster"] }],
  ["سكن طلبة", "arabic", { sub: [FLATS_RENT], words: ["سكن", "student"] }],
  ["ايجار مصيفي", "arabic", { sub: [FLATS_RENT], words: ["مصيفي", "summer"] }],
  ["اوضة نوم كلاسيك", "arabic", { sub: [BEDROOMS], words: ["كلاسيك", "classic"] }],
  ["تليفزيون ال جي", "arabic", { sub: [TVS], words: ["إل جي", "lg"] }],

  // Plurals, broken and sound, where the titles say the singular.
  ["شقق ايجار", "plural", { sub: [FLATS_RENT] }],
  ["موبايلات مستعملة", "plural", { sub: [PHONES] }],
  ["موتوسيكلات مستعمله", "plural", { sub: [MOTORCYCLES] }],
  ["فلل للايجار", "plural", { sub: [VILLAS], words: FOR_RENT }],
  ["اراضي زراعية", "plural", { sub: [LAND], words: FARMLAND }],
  ["اوض نوم", "plural", { sub: [BEDROOMS] }],
  ["انتريهات", "plural", { words: LIVING_SET }],
  ["ركنات", "plural", { words: CORNER_SOFA }],
  ["لوادر", "plural", { words: LOADER }],
  ["ماكينات ليزر", "plural", { words: ["ليزر", "laser"] }],
  ["شاحنات", "plural", { sub: [TRUCKS] }],
  ["اتوبيسات", "plural", { sub: [MICROBUSES] }],
  ["دراجات نارية", "plural", { sub: [MOTORCYCLES] }],
  ["ايفونات", "plural", { words: IPHONE }],
  ["عربيات نقل", "plural", { sub: [TRUCKS] }],
  ["عربيات مستعمله للبيع", "plural", { sub: [CARS] }],
  ["شاشات سمارت", "plural", { sub: [TVS], words: ["سمارت", "smart"] }],
  ["لابتوبات مستعملة", "plural", { sub: [LAPTOPS] }],
  ["مولدات ديزل", "plural", { sub: [GENERATORS] }],
  ["حفارات دوسان", "plural", { words: EXCAVATOR, with: ["دوسان", "doosan"] }],
  ["ميكروباصات اجرة", "plural", { sub: [MICROBUSES], words: ["أجرة"] }],
  ["فيلات للبيع", "plural", { sub: [VILLAS], words: FOR_SALE }],
  ["محلات تجارية", "plural", { words: SHOP }],
  ["عيادات للبيع", "plural", { words: CLINIC, with: FOR_SALE }],
  ["مصانع للايجار", "plural", { sub: [FACTORIES], words: FOR_RENT }],
  ["مطابخ اكريليك", "plural", { sub: [KITCHENS], words: ["أكريليك", "acrylic"] }],
  ["تابلتات سامسونج", "plural", { sub: [TABLETS], words: GALAXY }],
  ["رافعات شوكية ديزل", "plural", { sub: [FORKLIFTS], words: ["ديزل", "diesel"] }],
  ["شقق مفروشة", "plural", { sub: [FLATS_RENT], words: FURNISHED }],
  ["موبايلات سامسونج", "plural", { sub: [PHONES], words: SAMSUNG }],
  ["تكييفات كاريير", "plural", { words: ["كاريير", "carrier"] }],
  ["ماكينات تعبئة", "plural", { words: ["تعبئة", "filling"] }],

  // Slips: a letter missing, doubled, swapped or its neighbour on the keyboard.
  ["سامسونح", "slip", { words: SAMSUNG }],
  ["غسالة اطبق", "slip", { words: DISHWASHER }],
  ["ثلاحة", "slip", { words: FRIDGE }],
  ["لابتب", "slip", { sub: [LAPTOPS] }],
  ["اكس بكس", "slip", { words: XBOX }],
  ["ميكروباض", "slip", { sub: [MICROBUSES] }],
  ["شقه للبيعع", "slip", { sub: [FLATS_SALE] }],
  ["فيللا", "slip", { sub: [VILLAS] }],
  ["كاتربلر", "slip", { words: CATERPILLAR }],
  ["كومينز", "slip", { words: ["كومنز", "cummins"] }],
  ["جنبي", "slip", { words: ["جينبي", "jinbei"] }],
  ["سوزكي", "slip", { words: SUZUKI }],
  ["نيسن", "slip", { words: NISSAN }],
  ["شومي", "slip", { words: ["شاومي", "xiaomi"] }],
  ["هوواي", "slip", { words: ["هواوي", "huawei"] }],
  ["دوسن", "slip", { words: ["دوسان", "doosan"] }],
  ["كوماتسوو", "slip", { words: ["كوماتسو", "komatsu"] }],
  ["يونجهانريش", "slip", { words: ["يونجهاينريش", "jungheinrich"] }],
  ["مطبح", "slip", { sub: [KITCHENS] }],
  ["انتيره", "slip", { words: LIVING_SET }],
  ["بوتجاز", "slip", { words: COOKER }],
  ["تويوتا كرولا", "slip", { words: ["كورولا", "corolla"] }],
  ["هيوندا توسان", "slip", { words: ["توسان", "tucson"] }],
  ["بلايستشن ٥", "slip", { words: PLAYSTATION }],
  ["تكييق", "slip", { sub: [AIR_CON] }],
  ["مرسيدس بنذ", "slip", { words: MERCEDES }],
  ["لابتوب ايسير", "slip", { words: ["أيسر", "acer"] }],
  ["ثلاجه بيكوو", "slip", { words: FRIDGE, with: ["بيكو", "beko"] }],
  ["ماكبوك", "slip", { words: MACBOOK }],

  // English, as Egyptians write it.
  ["toyota corolla", "english", { words: ["corolla", "كورولا"] }],
  ["hyundai elantra", "english", { words: ["elantra", "إلنترا"] }],
  ["xbox series s", "english", { words: XBOX }],
  ["dell laptop", "english", { sub: [LAPTOPS], words: ["dell", "ديل"] }],
  ["smart tv 75 inch", "english", { sub: [TVS], words: ["75"] }],
  ["agricultural land", "english", { sub: [LAND], words: FARMLAND }],
  ["mercedes", "english", { words: MERCEDES }],
  ["corolla 2019", "english", { words: ["corolla", "كورولا"] }],
  ["elantra for sale", "english", { words: ["elantra", "إلنترا"] }],
  ["townhouse", "english", { words: ["تاون", "town"] }],
  ["twin house for sale", "english", { words: ["توين", "twin"], with: FOR_SALE }],
  ["split ac", "english", { sub: [AIR_CON] }],
  ["inverter air conditioner", "english", { sub: [AIR_CON], words: ["إنفرتر", "inverter"] }],
  ["fridge no frost", "english", { words: FRIDGE }],
  ["built in oven", "english", { words: ["فرن", "oven"] }],
  ["diesel generator", "english", { sub: [GENERATORS] }],
  ["electric forklift", "english", { sub: [FORKLIFTS], words: ["electric", "كهرباء"] }],
  ["ps5 slim", "english", { words: PLAYSTATION, with: ["سليم", "slim"] }],
  ["steam deck", "english", { words: ["ستيم", "steam"] }],
  ["ipad pro", "english", { words: IPAD, with: ["برو", "pro"] }],
  ["galaxy tab", "english", { sub: [TABLETS], words: GALAXY }],
  ["apple laptop", "english", { words: MACBOOK }],
  ["tv 55 inch", "english", { sub: [TVS], words: ["55"] }],
  ["living room set", "english", { words: LIVING_SET }],
  ["classic bedroom", "english", { sub: [BEDROOMS], words: ["كلاسيك", "classic"] }],
  ["packaging machine", "english", { words: ["تعبئة", "filling"] }],
  ["minibus", "english", { sub: [MICROBUSES] }],
  ["scooter", "english", { words: ["سكوتر", "scooter"] }],

  // Franco-Arabic: Arabic in Latin letters, with and without digits for letters.
  ["3arabeyat mosta3mala", "franco", { sub: [CARS] }],
  ["sha2a mafrosha", "franco", { sub: [FLATS_RENT], words: FURNISHED }],
  ["tala7a", "franco", { words: FRIDGE }],
  ["ghassala atba2", "franco", { words: DISHWASHER }],
  ["takyif sharp", "franco", { sub: [AIR_CON], words: ["شارب", "sharp"] }],
  ["mobilat", "franco", { sub: [PHONES] }],
  ["mekrobas", "franco", { sub: [MICROBUSES] }],
  ["3arabeyet na2l", "franco", { sub: [TRUCKS] }],
  ["mawlad kahraba", "franco", { sub: [GENERATORS] }],
  ["ma7al", "franco", { words: SHOP }],
  ["maktab edary", "franco", { words: OFFICE }],
  ["ard zera3eya", "franco", { sub: [LAND], words: FARMLAND }],
  ["masna3", "franco", { sub: [FACTORIES] }],
  ["odet noom", "franco", { sub: [BEDROOMS] }],
  ["antreh", "franco", { words: LIVING_SET }],
  ["7afar", "franco", { words: EXCAVATOR }],
  ["villa lel egar", "franco", { sub: [VILLAS], words: FOR_RENT }],
  ["bootagaz", "franco", { words: COOKER }],
  ["3arabeya hyundai", "franco", { sub: [CARS], words: HYUNDAI }],
  ["3arabeya mosta3mala", "franco", { sub: [CARS] }],
  ["tallaga beko", "franco", { words: FRIDGE, with: ["بيكو", "beko"] }],
  ["takeef carrier", "franco", { sub: [AIR_CON], words: ["كاريير", "carrier"] }],
  ["mobail mosta3mal", "franco", { sub: [PHONES] }],
  ["laptob mosta3mal", "franco", { sub: [LAPTOPS] }],
  ["moled diesel", "franco", { sub: [GENERATORS] }],
  ["klark", "franco", { sub: [FORKLIFTS] }],
  ["ard lel bee3", "franco", { sub: [LAND] }],
  ["villa lel bee3", "franco", { sub: [VILLAS], words: FOR_SALE }],
  ["3eyada lel egar", "franco", { words: CLINIC, with: FOR_RENT }],
  ["maktab lel egar", "franco", { words: OFFICE, with: FOR_RENT }],
  ["ghorfet nom", "franco", { sub: [BEDROOMS] }],
  ["salon modern", "franco", { sub: [LIVING] }],
  ["motosekl honda", "franco", { words: ["هوندا", "honda"] }],

  // Model numbers, glued or spaced.
  ["iphone12", "model", { words: IPHONE, with: ["12"] }],
  ["galaxy s 23", "model", { words: ["s23"] }],
  ["z fold 5", "model", { words: ["فولد", "fold"] }],
  ["zflip5", "model", { words: ["فليب", "flip"] }],
  ["king long xmq 6552", "model", { words: ["xmq6552"] }],
  ["pixel 7a", "model", { words: ["7a"] }],
  ["pixel8", "model", { words: ["بيكسل", "pixel"], with: ["8"] }],
  ["iphone 12 128", "model", { words: IPHONE, with: ["12"] }],
  ["آيفون ١٢ ١٢٨ جيجا", "model", { words: IPHONE, with: ["12"] }],
  ["s23 512", "model", { words: ["s23"] }],
  ["a 15", "model", { words: ["a15"] }],
  ["c 200", "model", { words: ["c200"] }],
  ["هيونداي h1", "model", { sub: [MICROBUSES], words: ["h1"] }],
  ["xmq 6900", "model", { words: ["xmq6900"] }],
  ["8fd 25", "model", { words: ["8fd25"] }],
  ["fd 30", "model", { words: ["fd30"] }],
  ["fb 20", "model", { words: ["fb20"] }],
  ["cpcd 30", "model", { words: ["cpcd30"] }],
  ["pc 200", "model", { words: ["pc200"] }],
  ["wa 380", "model", { words: ["wa380"] }],
  ["d6 caterpillar", "model", { words: ["d6"] }],
  ["جاك t8", "model", { words: ["t8"] }],
  ["man tgx", "model", { words: ["tgx"] }],
  ["npr", "model", { words: ["npr"] }],
  ["k01", "model", { words: ["k01"] }],
  ["tab m10", "model", { words: ["m10"] }],
  ["p11", "model", { words: ["p11"] }],
  ["c 645", "model", { words: ["c645"] }],
  ["a38", "model", { words: ["a38"] }],
  ["5600h", "model", { words: ["5600h"] }],
  ["mg hs", "model", { words: ["hs"] }],
  ["tiggo 7", "model", { words: ["تيجو", "tiggo"], with: ["7"] }],
  ["byd f3", "model", { words: ["f3"] }],
  ["لينوفو ليجن٥", "model", { words: LEGION }],

  // Category and subcategory names, in both languages.
  ["vehicles", "category", { sub: VEHICLES }],
  ["apartments for sale", "category", { sub: [FLATS_SALE] }],
  ["shops and offices", "category", { sub: [SHOPS] }],
  ["لابتوب وكمبيوتر", "category", { sub: [LAPTOPS] }],
  ["tablets", "category", { sub: [TABLETS] }],
  ["بيت وأثاث", "category", { sub: HOME }],
  ["furniture", "category", { sub: FURNITURE }],
  ["motorcycles", "category", { sub: [MOTORCYCLES] }],
  ["عربيات ملاكي", "category", { sub: [CARS] }],
  ["trucks and pickups", "category", { sub: [TRUCKS] }],
  ["microbuses and buses", "category", { sub: [MICROBUSES] }],
  ["apartments for rent", "category", { sub: [FLATS_RENT] }],
  ["flats", "category", { sub: FLATS }],
  ["اراضي للبيع", "category", { sub: [LAND] }],
  ["هواتف محمولة", "category", { sub: [PHONES] }],
  ["mobiles", "category", { sub: [PHONES] }],
  ["screens", "category", { sub: [TVS] }],
  ["video games", "category", { sub: [CONSOLES] }],
  ["اثاث منزلي", "category", { sub: FURNITURE }],
  ["home and furniture", "category", { sub: HOME }],
  ["غرف النوم", "category", { sub: [BEDROOMS] }],
  ["bedrooms", "category", { sub: [BEDROOMS] }],
  ["living rooms", "category", { sub: [LIVING] }],
  ["sofas", "category", { sub: [LIVING] }],
  ["kitchens", "category", { sub: [KITCHENS] }],
  ["اجهزة كهربائية", "category", { sub: [APPLIANCES] }],
  ["production lines", "category", { sub: [MACHINES] }],
  ["factories", "category", { sub: [FACTORIES] }],
  ["industrial equipment", "category", { sub: INDUSTRY }],
  ["عقار", "category", { sub: PROPERTY }],
  ["property", "category", { sub: PROPERTY }],
  ["اجهزه الكترونيه", "category", { sub: ELECTRONICS }],

  // A place: a governorate or a district, in either script.
  ["apartment 6th of october", "place", { sub: FLATS, region: [OCTOBER] }],
  ["flat in mansoura", "place", { sub: FLATS, region: [MANSOURA] }],
  ["تكييف بور سعيد", "place", { sub: [AIR_CON], gov: [PORT_SAID] }],
  ["land fifth settlement", "place", { sub: [LAND], region: [FIFTH_SETTLEMENT] }],
  ["مكتب الغردقة", "place", { words: OFFICE, region: [HURGHADA] }],
  ["bedroom damietta", "place", { sub: [BEDROOMS], gov: [DAMIETTA] }],
  ["kitchen giza", "place", { sub: [KITCHENS], gov: [GIZA] }],
  ["بلايستيشن الجيزة", "place", { words: PLAYSTATION, gov: [GIZA] }],
  ["موبايل القاهرة", "place", { sub: [PHONES], gov: [CAIRO] }],
  ["tablet giza", "place", { sub: [TABLETS], gov: [GIZA] }],
  ["نقل القليوبية", "place", { sub: [TRUCKS], gov: [QALYUBIA] }],
  ["heavy equipment suez", "place", { sub: [HEAVY], gov: [SUEZ] }],
  ["موتوسيكل الشرقية", "place", { sub: [MOTORCYCLES], gov: [SHARQIA] }],
  ["شقة الشيخ زايد", "place", { sub: FLATS, region: [ZAYED] }],
  ["شقة للبيع المعادي", "place", { sub: [FLATS_SALE], region: [MAADI] }],
  ["شقه للايجار مدينه نصر", "place", { sub: [FLATS_RENT], region: [NASR_CITY] }],
  ["apartment nasr city", "place", { sub: FLATS, region: [NASR_CITY] }],
  ["cars kafr el sheikh", "place", { sub: [CARS], gov: [KAFR_EL_SHEIKH] }],
  ["عربية اسكندريه", "place", { sub: [CARS], gov: [ALEX] }],
  ["generator cairo", "place", { sub: [GENERATORS], gov: [CAIRO] }],
  ["forklift faiyum", "place", { sub: [FORKLIFTS], gov: [FAIYUM] }],
  ["microbus asyut", "place", { sub: [MICROBUSES], gov: [ASYUT] }],
  ["tv qena", "place", { sub: [TVS], gov: [QENA] }],
  ["land el alamein", "place", { sub: [LAND], region: [ALAMEIN] }],
  ["ارض التجمع", "place", { sub: [LAND], region: [FIFTH_SETTLEMENT] }],
  ["office hurghada", "place", { words: OFFICE, region: [HURGHADA] }],
  ["اوضة نوم دمياط", "place", { sub: [BEDROOMS], gov: [DAMIETTA] }],
  ["مطبخ الجيزه", "place", { sub: [KITCHENS], gov: [GIZA] }],
  ["factory sadat city", "place", { sub: [FACTORIES], region: [SADAT_CITY] }],
  ["playstation giza", "place", { words: PLAYSTATION, gov: [GIZA] }],
  ["موبايلات القاهره", "place", { sub: [PHONES], gov: [CAIRO] }],
  ["تابلت الجيزه", "place", { sub: [TABLETS], gov: [GIZA] }],
  ["trucks qalyubia", "place", { sub: [TRUCKS], gov: [QALYUBIA] }],
  ["معدات ثقيلة السويس", "place", { sub: [HEAVY], gov: [SUEZ] }],
  ["motorcycle sharqia", "place", { sub: [MOTORCYCLES], gov: [SHARQIA] }],
  ["apartment for rent dakahlia", "place", { sub: [FLATS_RENT], gov: [DAKAHLIA] }],
  ["car faisal", "place", { sub: [CARS], region: [FAISAL] }],
  ["شقة زايد", "place", { sub: FLATS, region: [ZAYED] }],
  ["شقة مصر الجديدة", "place", { sub: FLATS, region: [HELIOPOLIS] }],
  ["لابتوب مصر الجديدة", "place", { sub: [LAPTOPS], region: [HELIOPOLIS] }],
  ["عربية مصر الجديدة", "place", { sub: [CARS], region: [HELIOPOLIS] }],
  ["ميكروباص الدقهلية", "place", { sub: [MICROBUSES], gov: [DAKAHLIA] }],
  ["مولد بني سويف", "place", { sub: [GENERATORS], gov: [BENI_SUEF] }],
  ["dishwasher damietta", "place", { words: DISHWASHER, gov: [DAMIETTA] }],
  ["laptop sohag", "place", { sub: [LAPTOPS], gov: [SOHAG] }],

  // A price ceiling in the words.
  ["عربية تحت 400000", "price", { sub: [CARS], maxPrice: 400_000 }],
  ["عربية مستعملة تحت ٤٠٠ الف", "price", { sub: [CARS], maxPrice: 400_000 }],
  ["موبايل ب اقل من ١٥ الف", "price", { sub: [PHONES], maxPrice: 15_000 }],
  ["mobile under 15000", "price", { sub: [PHONES], maxPrice: 15_000 }],
  ["تكييف تحت 50000", "price", { sub: [AIR_CON], maxPrice: 50_000 }],
  ["شاشة تحت ٢٠٠٠٠", "price", { sub: [TVS], maxPrice: 20_000 }],
  ["tv under 20000", "price", { sub: [TVS], maxPrice: 20_000 }],
  ["لابتوب اقل من 30000", "price", { sub: [LAPTOPS], maxPrice: 30_000 }],
  ["tablet under 10000", "price", { sub: [TABLETS], maxPrice: 10_000 }],
  ["تابلت تحت ١٠٠٠٠", "price", { sub: [TABLETS], maxPrice: 10_000 }],
  ["sha2a egar a2al men 10000", "price", { sub: [FLATS_RENT], maxPrice: 10_000 }],
  ["شقة للبيع تحت ٢٠٠٠٠٠٠", "price", { sub: [FLATS_SALE], maxPrice: 2_000_000 }],
  ["motorcycle a2al men 30000", "price", { sub: [MOTORCYCLES], maxPrice: 30_000 }],
  ["بلايستيشن تحت ٣٠٠٠٠", "price", { words: PLAYSTATION, maxPrice: 30_000 }],
  ["ps5 under 30000", "price", { words: PLAYSTATION, maxPrice: 30_000 }],
  ["غسالة اطباق تحت 20000", "price", { words: DISHWASHER, maxPrice: 20_000 }],
  ["مولد تحت 200000", "price", { sub: [GENERATORS], maxPrice: 200_000 }],
  ["generator under 200000", "price", { sub: [GENERATORS], maxPrice: 200_000 }],
  ["ميكروباص تحت 500000", "price", { sub: [MICROBUSES], maxPrice: 500_000 }],
  ["رافعة شوكية تحت 500000", "price", { sub: [FORKLIFTS], maxPrice: 500_000 }],
  ["forklift under 500000", "price", { sub: [FORKLIFTS], maxPrice: 500_000 }],
  ["غرفة نوم تحت ٤٠٠٠٠", "price", { sub: [BEDROOMS], maxPrice: 40_000 }],
  ["kitchen under 100000", "price", { sub: [KITCHENS], maxPrice: 100_000 }],
  ["ركنة تحت 60000", "price", { words: CORNER_SOFA, maxPrice: 60_000 }],
  ["mobile a2al men 12000", "price", { sub: [PHONES], maxPrice: 12_000 }],
  ["3arabeya ta7t 400000", "price", { sub: [CARS], maxPrice: 400_000 }],
  ["عربيه ب اقل من ٤٠٠٠٠٠", "price", { sub: [CARS], maxPrice: 400_000 }],
  ["تكييف اقل من ٥٠ الف", "price", { sub: [AIR_CON], maxPrice: 50_000 }],
  ["tv below 15000", "price", { sub: [TVS], maxPrice: 15_000 }],
  ["شاشة لحد 15000", "price", { sub: [TVS], maxPrice: 15_000 }],

  // English misspellings.
  ["mitsubshi", "typo", { words: MITSUBISHI }],
  ["ipone", "typo", { words: IPHONE }],
  ["aparment for rent", "typo", { sub: [FLATS_RENT] }],
  ["apartmnt for sale", "typo", { sub: [FLATS_SALE] }],
  ["vila", "typo", { sub: [VILLAS] }],
  ["refrigirator", "typo", { words: FRIDGE }],
  ["excavater", "typo", { words: EXCAVATOR }],
  ["motorcylce", "typo", { sub: [MOTORCYCLES] }],
  ["nintendo swich", "typo", { words: NINTENDO }],
  ["macbok", "typo", { words: MACBOOK }],
  ["lenova", "typo", { words: LENOVO }],
  ["caterpiller", "typo", { words: CATERPILLAR }],
  ["suzki", "typo", { words: SUZUKI }],
  ["kitchin", "typo", { sub: [KITCHENS] }],
  ["bedrom", "typo", { sub: [BEDROOMS] }],
  ["televison", "typo", { sub: [TVS] }],
  ["air condtioner", "typo", { sub: [AIR_CON] }],
  ["dishwahser", "typo", { words: DISHWASHER }],
  ["tablett", "typo", { sub: [TABLETS] }],
  ["clinc", "typo", { words: CLINIC }],
  ["factroy", "typo", { sub: [FACTORIES] }],
  ["volkswagon", "typo", { words: ["فولكس", "volkswagen"] }],
  ["toyoto", "typo", { words: TOYOTA }],
  ["samsng", "typo", { words: SAMSUNG }],
  ["laptob", "typo", { sub: [LAPTOPS] }],
  ["genrator", "typo", { sub: [GENERATORS] }],
  ["forklit", "typo", { sub: [FORKLIFTS] }],
  ["playstatoin", "typo", { words: PLAYSTATION }],
  ["mercedis", "typo", { words: MERCEDES }],
  ["appartment", "typo", { sub: FLATS }],
  ["mackbook", "typo", { words: MACBOOK }],
  ["excavtor", "typo", { words: EXCAVATOR }],
  ["refregerator", "typo", { words: FRIDGE }],
  ["bulldozar", "typo", { words: ["بلدوزر", "bulldozer"] }],
];
