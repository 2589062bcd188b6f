// Words Egyptians write in either script (or in two Arabic spellings), so a
// search for one finds ads written with another: brand names, things sold and
// the words around them. Data only, maintained by hand: add a group when a
// search in one script misses ads in the other. Each group lists equivalent
// words or phrases (up to three words), in any script and spelling; search
// compares them after normalisation (lib/normalize.ts: hamza forms, ة/ه, ى/ي,
// the definite article), so "الشقة" need not be listed beside "شقة".
// The catalogue's names (brands, models, categories) are in
// lib/search-catalogue-names.ts; lib/search-terms.ts reads both.
//
// A word belongs in a group only when it means the same thing in every ad:
// "عربية" (a car, in Egypt) is beside "سيارة", but "شاشة" (a screen, of a TV
// or of a phone) is not beside "تلفزيون".

export const SEARCH_WORD_GROUPS: ReadonlyArray<readonly string[]> = [
  // Phones, computers and electronics
  ["ايفون", "آيفون", "آي فون", "iphone"],
  ["سامسونج", "سامسونغ", "samsung"],
  ["جالاكسي", "جلاكسي", "galaxy"],
  ["موبايل", "موبيل", "mobile", "هاتف محمول", "هواتف محموله", "تليفون محمول", "mobile phone", "cell phone", "smartphone", "smart phone", "هاتف ذكي"],
  ["تليفون", "تلفون", "هاتف", "phone"],
  ["لابتوب", "لاب توب", "laptop", "notebook"],
  ["كمبيوتر", "كومبيوتر", "حاسب", "computer", "pc"],
  ["ماك بوك", "ماكبوك", "macbook"],
  ["ايباد", "آيباد", "ipad"],
  ["تابلت", "tablet"],
  ["اجهزه العاب", "جهاز العاب", "العاب فيديو", "video games", "game console", "console"],
  ["ابل", "آبل", "apple"],
  ["شاومي", "شاومى", "xiaomi"],
  ["ريدمي", "redmi"],
  ["هواوي", "huawei"],
  ["اوبو", "oppo"],
  ["نوكيا", "nokia"],
  ["سماعه", "سماعات", "headphones", "earphones"],
  ["ايربودز", "airpods"],
  ["شاحن", "charger"],
  ["شريحه", "بشريحه", "sim", "sim card"],
  ["كاميرا", "camera"],
  ["كانون", "canon"],
  ["نيكون", "nikon"],
  ["بلايستيشن", "بلاي ستيشن", "playstation", "ps"],
  ["بلايستيشن 5", "ps5", "playstation 5"],
  ["بلايستيشن 4", "ps4", "playstation 4"],
  ["اكس بوكس", "xbox"],
  ["تلفزيون", "تليفزيون", "تلفاز", "tv", "television"],
  ["بوصه", "inch", "inches"],
  ["راوتر", "router"],
  ["طابعه", "برنتر", "printer"],
  ["ساعه ذكيه", "smart watch", "smartwatch"],
  ["ساعه", "watch"],
  // A model's variant, written after its name ("ps5 slim", "s23 ultra")
  ["سليم", "slim"],
  ["برو", "pro"],
  ["الترا", "ultra"],
  ["بلس", "plus"],
  ["لايت", "lite"],
  ["ميني", "mini"],
  // Home and appliances
  ["ثلاجه", "تلاجه", "fridge", "refrigerator"],
  ["غساله", "washing machine", "washer"],
  ["تكييف", "مكيف", "air conditioner", "air conditioning", "ac"],
  ["بوتاجاز", "stove", "cooker", "gas cooker"],
  ["فرن", "oven"],
  ["بلت ان", "built in", "builtin"],
  ["نوفروست", "نو فروست", "no frost", "nofrost"],
  ["ميكروويف", "مايكرويف", "microwave"],
  ["سخان", "heater"],
  ["مروحه", "fan"],
  ["كنبه", "كنب", "كنبات", "sofa", "couch"],
  ["سرير", "سراير", "اسره", "bed"],
  ["دولاب", "دواليب", "wardrobe"],
  ["ترابيزه", "طاوله", "table"],
  ["كرسي", "chair"],
  ["مطبخ", "مطابخ", "kitchen"],
  ["اثاث", "عفش", "furniture", "furnitures"],
  ["غرفه نوم", "اوضه نوم", "bedroom"],
  // Broken plurals of the things sold (a sound plural, ات/ين/ون, is met by the stem: lib/arabic-stem.ts)
  ["جهاز", "اجهزه"],
  ["شاشه", "شاشات", "screen", "screens"],
  ["عياده", "عيادات", "clinic", "clinics"],
  ["غرفه", "غرف", "اوضه", "اوض"],
  ["مصنع", "مصانع", "factory"],
  ["معده", "معدات", "equipment"],
  // Property
  ["شقه", "شقق", "flat", "apartment"],
  ["عقار", "عقارات", "property", "properties", "real estate"],
  ["فيلا", "فيلات", "فلل", "villa"],
  ["شاليه", "chalet"],
  ["دوبلكس", "duplex"],
  ["بنتهاوس", "بنت هاوس", "penthouse"],
  ["ستوديو", "استوديو", "studio"],
  ["روف", "roof"],
  ["محل", "محلات", "shop", "store"],
  ["مكتب", "مكاتب", "office"],
  ["مخزن", "warehouse"],
  ["ارض", "اراضي", "قطعه ارض", "land", "plot", "ard"],
  ["عماره", "عمارات", "عماير", "مبني", "building"],
  ["كمبوند", "كومباوند", "compound"],
  ["مفروشه", "furnished"],
  ["ايجار", "rent", "egar", "eigar", "ijar"],
  ["بيع", "sale", "be3", "bee3", "bey3", "buy", "تمليك", "ownership"],
  ["تشطيب", "finishing"],
  ["حمام سباحه", "pool", "swimming pool"],
  ["صناعي", "صناعيه", "industrial"],
  ["اداري", "اداريه", "admin", "administrative"],
  ["شهري", "monthly"],
  ["كاش", "cash"],
  ["ترخيص", "رخصه", "license", "licence", "licensed"],
  // Vehicles
  ["سياره", "عربيه", "car"],
  ["موتوسيكل", "موتسيكل", "دراجه ناريه", "دراجات ناريه", "motorcycle", "motorbike"],
  ["سكوتر", "اسكوتر", "scooter"],
  ["عجله", "دراجه", "bicycle", "bike"],
  ["توك توك", "تكتك", "tuk tuk", "tuktuk"],
  ["ميكروباص", "microbus", "minibus", "ميني باص"],
  ["شاحنه", "تريلا", "عربيه نقل", "نقل", "truck"],
  ["جيب", "jeep"],
  ["اوتوماتيك", "automatic"],
  ["ثقيل", "تقيل", "ثقيله", "heavy"],
  ["طن", "ton", "tons"],
  ["راكب", "seats", "passengers"],
  ["مانيوال", "manual"],
  ["فابريكا", "original paint"],
  ["بنزين", "petrol", "gasoline"],
  ["ديزل", "سولار", "diesel"],
  ["كهرباء", "كهربا", "electric"],
  ["هايبرد", "هايبريد", "hybrid"],
  ["مرسيدس", "mercedes"],
  ["بي ام", "بي ام دبليو", "bmw"],
  ["فيات", "fiat"],
  ["شيفروليه", "شيفرولية", "شفرولية", "chevrolet"],
  ["رينو", "renault"],
  ["بيجو", "peugeot"],
  ["هيونداي", "هيونداى", "hyundai"],
  ["نيسان", "nissan"],
  // Industry
  ["مولد", "مولد كهرباء", "generator"],
  ["جرار", "tractor"],
  ["لودر", "loader"],
  ["حفار", "excavator"],
  ["بلدوزر", "bulldozer"],
  ["كلارك", "رافعه شوكيه", "forklift", "forklifts"],
  ["معدات ثقيله", "heavy machinery", "heavy machines", "heavy equipment"],
  ["ماكينه", "مكنه", "machine"],
  // Everyday words of an ad
  ["جديد", "new"],
  ["مستعمل", "used"],
  ["زيرو", "zero"],
  ["ضمان", "warranty"],
  ["قسط", "تقسيط", "installments"],
  ["ذهب", "دهب", "gold"],
  ["كلب", "dog"],
  ["قطه", "cat"],
];

/**
 * A maker's name also finds the names of its product lines, one way only (a
 * search for "سامسونج" finds "جالاكسي تاب", whose ads may never name the maker;
 * a search for a line does not find the maker's other lines). Each entry:
 * [maker, its lines]; both are read with their groups' equivalents.
 */
export const MAKER_LINES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["samsung", ["galaxy"]],
  ["apple", ["iphone", "ipad", "macbook", "airpods"]],
  ["xiaomi", ["redmi"]],
  ["sony", ["playstation"]],
  ["microsoft", ["xbox"]],
];

/**
 * The words Egyptians use for a part of the catalogue, in both scripts (each
 * list's words are equivalent to each other), and the catalogue's
 * subcategories they name (by their Arabic names in
 * lib/search-catalogue-names.ts). One way: "موبيليا" finds every ad of the
 * bedrooms, living rooms and kitchens, by the names each ad's search row
 * carries (lib/search-terms.ts searchRow), not ads that merely say "kitchen";
 * a subcategory's name does not find the others.
 */
export const CATEGORY_WORDS: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ["اثاث", "موبيليا", "موبليا", "عفش", "furniture", "furnitures", "مفروشات"],
    ["غرف نوم", "صالونات وأنتريهات", "مطابخ"],
  ],
  [
    ["كهربائيات", "كهربائيات منزليه", "الكترونيات منزليه"],
    ["أجهزة منزلية", "تكييفات", "تليفزيونات وشاشات"],
  ],
  [
    [
      "commercial",
      "تجاري",
      "تجاريه",
      "عقارات تجاريه",
      "عقار تجاري",
      "commercial property",
      "commercial properties",
      "commercial units",
      "وحدات اداريه",
      "وحده اداريه",
      "وحدات تجاريه",
      "وحده تجاريه",
      "administrative units",
    ],
    ["محلات ومكاتب"],
  ],
  [["نقل ثقيل", "نقل تقيل", "heavy trucks", "heavy transport", "trucks", "lorries", "lorry", "شاحنات"], ["نقل وشاحنات"]],
  [["rentals", "rental", "homes rent", "houses rent", "ايجارات", "سكن ايجار"], ["شقق للإيجار"]],
  [
    ["machinery", "industrial machinery", "مكن ومعدات", "معدات ومكن"],
    ["معدات ثقيلة", "مولدات كهرباء", "خطوط إنتاج وماكينات", "رافعات شوكية"],
  ],
];
