// The four-level category tree: category → subcategory → brand country →
// third branch. Ids are explicit and stable and encode the path:
// category c (1..5), subcategory c*100+n, brand country sub*10+n,
// third branch brand*10+n.

/** What a subcategory's ads look like (the ad generator) and its drawing (the images). */
export type AdKind =
  | "car"
  | "motorcycle"
  | "truck"
  | "bus"
  | "apartment-sale"
  | "apartment-rent"
  | "villa"
  | "commercial"
  | "land"
  | "phone"
  | "laptop"
  | "tv"
  | "tablet"
  | "console"
  | "bedroom"
  | "living-room"
  | "kitchen"
  | "appliance"
  | "ac"
  | "heavy"
  | "generator"
  | "production-line"
  | "factory"
  | "forklift";

/** [Arabic, English] */
export type Pair = [string, string];

export interface SeedThirdBranch {
  id: number;
  brand_country_id: number;
  name: string;
  name_en: string;
  sort: number;
  /** Model names the ad generator picks from (vehicles, phones, machines…). */
  models: Pair[];
  /** A typical new price in EGP for this branch (the generator varies it). */
  basePrice?: number;
}

export interface SeedBrandCountry {
  id: number;
  subcategory_id: number;
  name: string;
  name_en: string;
  sort: number;
  thirdBranches: SeedThirdBranch[];
}

export interface SeedSubcategory {
  id: number;
  category_id: number;
  name: string;
  name_en: string;
  sort: number;
  kind: AdKind;
  brandCountries: SeedBrandCountry[];
}

export interface SeedCategory {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  title_price: string;
  title_price_en: string;
  description: string;
  description_en: string;
  notes: string;
  sort: number;
  subcategories: SeedSubcategory[];
}

// Compact source: [name, name_en, models?, basePrice?]
type ThirdRow = [string, string, Pair[]?, number?];
type BrandRow = [string, string, ThirdRow[]];
type SubRow = [string, string, AdKind, BrandRow[]];
interface CategoryRow extends Omit<SeedCategory, "id" | "sort" | "subcategories"> {
  subcategories: SubRow[];
}

const finishing: ThirdRow[] = [
  ["سوبر لوكس", "Super lux"],
  ["ألترا سوبر لوكس", "Ultra super lux"],
  ["نصف تشطيب", "Semi-finished"],
  ["على المحارة", "Core and shell"],
];
const saleOrRent: ThirdRow[] = [
  ["للبيع", "For sale"],
  ["للإيجار", "For rent"],
];
const kitchenMaterials: ThirdRow[] = [
  ["خشب طبيعي", "Solid wood"],
  ["أكريليك", "Acrylic"],
  ["إتش بي إل", "HPL"],
  ["بولي لاك", "Polylac"],
];

/** A subcategory whose every branch is split into for sale and for rent. */
function forSaleOrRent(name: string, name_en: string, kind: AdKind, branches: Pair[]): SubRow {
  return [name, name_en, kind, branches.map(([branch, branch_en]): BrandRow => [branch, branch_en, saleOrRent])];
}

const rows: CategoryRow[] = [
  {
    slug: "vehicles",
    name: "مركبات",
    name_en: "Vehicles",
    title_price: "سعر المركبة",
    title_price_en: "Vehicle price",
    description: "سيارات ملاكي، موتوسيكلات، نقل وميكروباصات جديدة ومستعملة من التجار والأفراد في كل محافظات مصر.",
    description_en: "New and used cars, motorcycles, trucks and microbuses from dealers and owners across Egypt.",
    notes: "اكتب الموديل وسنة الصنع والكيلومترات بوضوح، وأرفق صور من كل الجهات.",
    subcategories: [
      [
        "سيارات",
        "Cars",
        "car",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "تويوتا",
                "Toyota",
                [
                  ["كورولا", "Corolla"],
                  ["ياريس", "Yaris"],
                  ["فورتشنر", "Fortuner"],
                  ["راف فور", "RAV4"],
                  ["سي إتش آر", "C-HR"],
                ],
                1_450_000,
              ],
              [
                "نيسان",
                "Nissan",
                [
                  ["صني", "Sunny"],
                  ["سنترا", "Sentra"],
                  ["قشقاي", "Qashqai"],
                  ["جوك", "Juke"],
                ],
                1_050_000,
              ],
              [
                "ميتسوبيشي",
                "Mitsubishi",
                [
                  ["لانسر", "Lancer"],
                  ["أتراج", "Attrage"],
                  ["إكليبس كروس", "Eclipse Cross"],
                  ["باجيرو", "Pajero"],
                ],
                1_100_000,
              ],
              [
                "سوزوكي",
                "Suzuki",
                [
                  ["سويفت", "Swift"],
                  ["ديزاير", "Dzire"],
                  ["سياز", "Ciaz"],
                  ["فيتارا", "Vitara"],
                ],
                850_000,
              ],
            ],
          ],
          [
            "ألماني",
            "German",
            [
              [
                "مرسيدس بنز",
                "Mercedes-Benz",
                [
                  ["C180", "C180"],
                  ["C200", "C200"],
                  ["E200", "E200"],
                  ["GLC 200", "GLC 200"],
                ],
                3_200_000,
              ],
              [
                "بي إم دبليو",
                "BMW",
                [
                  ["320i", "320i"],
                  ["520i", "520i"],
                  ["X3", "X3"],
                  ["X5", "X5"],
                ],
                3_600_000,
              ],
              [
                "فولكس فاجن",
                "Volkswagen",
                [
                  ["باسات", "Passat"],
                  ["جولف", "Golf"],
                  ["تيجوان", "Tiguan"],
                  ["جيتا", "Jetta"],
                ],
                1_700_000,
              ],
              [
                "أوبل",
                "Opel",
                [
                  ["أسترا", "Astra"],
                  ["كورسا", "Corsa"],
                  ["جراند لاند", "Grandland"],
                  ["كروس لاند", "Crossland"],
                ],
                1_300_000,
              ],
            ],
          ],
          [
            "كوري",
            "Korean",
            [
              [
                "هيونداي",
                "Hyundai",
                [
                  ["إلنترا", "Elantra"],
                  ["أكسنت", "Accent"],
                  ["توسان", "Tucson"],
                  ["فيرنا", "Verna"],
                ],
                1_150_000,
              ],
              [
                "كيا",
                "Kia",
                [
                  ["سيراتو", "Cerato"],
                  ["سبورتاج", "Sportage"],
                  ["بيكانتو", "Picanto"],
                  ["ريو", "Rio"],
                ],
                1_100_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "شيري",
                "Chery",
                [
                  ["تيجو 7", "Tiggo 7"],
                  ["تيجو 4", "Tiggo 4"],
                  ["أريزو 5", "Arrizo 5"],
                ],
                950_000,
              ],
              [
                "إم جي",
                "MG",
                [
                  ["ZS", "ZS"],
                  ["MG5", "MG5"],
                  ["RX5", "RX5"],
                  ["HS", "HS"],
                ],
                1_000_000,
              ],
              [
                "بي واي دي",
                "BYD",
                [
                  ["F3", "F3"],
                  ["سونج", "Song"],
                  ["أتو 3", "Atto 3"],
                ],
                850_000,
              ],
              [
                "جيلي",
                "Geely",
                [
                  ["إمجراند", "Emgrand"],
                  ["كول راي", "Coolray"],
                  ["توجيلا", "Tugella"],
                ],
                1_050_000,
              ],
            ],
          ],
        ],
      ],
      [
        "موتوسيكلات",
        "Motorcycles",
        "motorcycle",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "هوندا",
                "Honda",
                [
                  ["CBR 250", "CBR 250"],
                  ["سي جي 125", "CG 125"],
                  ["بي سي إكس", "PCX"],
                ],
                160_000,
              ],
              [
                "ياماها",
                "Yamaha",
                [
                  ["YBR 125", "YBR 125"],
                  ["FZ", "FZ"],
                  ["NMAX", "NMAX"],
                ],
                150_000,
              ],
              [
                "سوزوكي",
                "Suzuki",
                [
                  ["GN 125", "GN 125"],
                  ["جيكسر", "Gixxer"],
                ],
                120_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "هوجن",
                "Haojue",
                [
                  ["HJ 150", "HJ 150"],
                  ["DR 300", "DR 300"],
                ],
                65_000,
              ],
              [
                "دايون",
                "Dayun",
                [
                  ["DY 150", "DY 150"],
                  ["DY 200", "DY 200"],
                ],
                45_000,
              ],
              [
                "كيواي",
                "Keeway",
                [
                  ["RKS 150", "RKS 150"],
                  ["سكوتر 125", "Scooter 125"],
                ],
                55_000,
              ],
            ],
          ],
          [
            "هندي",
            "Indian",
            [
              [
                "باجاج",
                "Bajaj",
                [
                  ["بوكسر", "Boxer"],
                  ["بلسر", "Pulsar"],
                ],
                70_000,
              ],
              [
                "تي في إس",
                "TVS",
                [
                  ["أباتشي", "Apache"],
                  ["ستار", "Star"],
                ],
                65_000,
              ],
            ],
          ],
        ],
      ],
      [
        "نقل وشاحنات",
        "Trucks and pickups",
        "truck",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "إيسوزو",
                "Isuzu",
                [
                  ["دي ماكس", "D-Max"],
                  ["NKR", "NKR"],
                  ["NPR", "NPR"],
                ],
                1_500_000,
              ],
              [
                "ميتسوبيشي فوسو",
                "Mitsubishi Fuso",
                [
                  ["كانتر", "Canter"],
                  ["فايتر", "Fighter"],
                ],
                1_900_000,
              ],
              [
                "تويوتا",
                "Toyota",
                [
                  ["هايلكس", "Hilux"],
                  ["لاند كروزر بيك أب", "Land Cruiser pickup"],
                ],
                2_100_000,
              ],
            ],
          ],
          [
            "ألماني",
            "German",
            [
              [
                "مرسيدس بنز",
                "Mercedes-Benz",
                [
                  ["أكتروس", "Actros"],
                  ["أكسور", "Axor"],
                ],
                4_500_000,
              ],
              [
                "مان",
                "MAN",
                [
                  ["TGS", "TGS"],
                  ["TGX", "TGX"],
                ],
                4_200_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "جاك",
                "JAC",
                [
                  ["N120", "N120"],
                  ["T8", "T8"],
                ],
                900_000,
              ],
              [
                "فوتون",
                "Foton",
                [
                  ["أومارك", "Aumark"],
                  ["تونلاند", "Tunland"],
                ],
                850_000,
              ],
              [
                "دي إف إس كيه",
                "DFSK",
                [
                  ["C31", "C31"],
                  ["K01", "K01"],
                ],
                550_000,
              ],
            ],
          ],
        ],
      ],
      [
        "ميكروباص وأتوبيسات",
        "Microbuses and buses",
        "bus",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "تويوتا",
                "Toyota",
                [
                  ["هايس", "HiAce"],
                  ["كوستر", "Coaster"],
                ],
                2_300_000,
              ],
              [
                "نيسان",
                "Nissan",
                [
                  ["أورفان", "Urvan"],
                  ["سيفيليان", "Civilian"],
                ],
                1_800_000,
              ],
            ],
          ],
          [
            "كوري",
            "Korean",
            [
              [
                "هيونداي",
                "Hyundai",
                [
                  ["H1", "H-1"],
                  ["كاونتي", "County"],
                ],
                1_900_000,
              ],
              [
                "كيا",
                "Kia",
                [
                  ["كرنفال", "Carnival"],
                  ["جراند بيرد", "Granbird"],
                ],
                2_400_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "كينج لونج",
                "King Long",
                [
                  ["XMQ6552", "XMQ6552"],
                  ["XMQ6900", "XMQ6900"],
                ],
                1_400_000,
              ],
              [
                "جينبي",
                "Jinbei",
                [
                  ["هايس", "HiAce"],
                  ["جراند هايس", "Grand HiAce"],
                ],
                1_100_000,
              ],
            ],
          ],
        ],
      ],
    ],
  },
  {
    slug: "real-estate",
    name: "عقارات",
    name_en: "Real estate",
    title_price: "السعر أو الإيجار الشهري",
    title_price_en: "Price or monthly rent",
    description: "شقق للبيع والإيجار، فيلات، محلات ومكاتب وأراضي في المدن الجديدة والأحياء السكنية.",
    description_en: "Apartments for sale and rent, villas, shops, offices and land in new cities and established districts.",
    notes: "اذكر المساحة والدور ونوع التشطيب وطريقة الدفع (كاش أو تقسيط).",
    subcategories: [
      [
        "شقق للبيع",
        "Apartments for sale",
        "apartment-sale",
        [
          ["داخل كمبوند", "In a compound", finishing],
          ["مدن جديدة", "New cities", finishing],
          ["أحياء سكنية", "Established districts", finishing.slice(0, 3)],
        ],
      ],
      [
        "شقق للإيجار",
        "Apartments for rent",
        "apartment-rent",
        [
          [
            "مفروشة",
            "Furnished",
            [
              ["إيجار شهري", "Monthly rent"],
              ["إيجار مصيفي", "Summer rental"],
              ["سكن طلبة", "Student housing"],
            ],
          ],
          [
            "غير مفروشة",
            "Unfurnished",
            [
              ["إيجار شهري", "Monthly rent"],
              ["إيجار سنوي", "Yearly rent"],
              ["إيجار قانون جديد", "New-law lease"],
            ],
          ],
        ],
      ],
      forSaleOrRent("فيلات", "Villas", "villa", [
        ["فيلا مستقلة", "Standalone villa"],
        ["توين هاوس", "Twin house"],
        ["تاون هاوس", "Town house"],
      ]),
      forSaleOrRent("محلات ومكاتب", "Shops and offices", "commercial", [
        ["محلات تجارية", "Shops"],
        ["مكاتب إدارية", "Offices"],
        ["عيادات", "Clinics"],
      ]),
      [
        "أراضي",
        "Land",
        "land",
        [
          [
            "أراضي مباني",
            "Building plots",
            [
              ["داخل الكردون", "Inside the urban boundary"],
              ["مدن جديدة", "New cities"],
            ],
          ],
          [
            "أراضي زراعية",
            "Agricultural land",
            [
              ["أرض قديمة", "Old Nile-valley land"],
              ["أرض مستصلحة", "Reclaimed land"],
            ],
          ],
          [
            "أراضي صناعية",
            "Industrial land",
            [
              ["داخل منطقة صناعية", "In an industrial zone"],
              ["مرخصة صناعي", "Licensed for industry"],
            ],
          ],
        ],
      ],
    ],
  },
  {
    slug: "mobiles-electronics",
    name: "موبايلات وإلكترونيات",
    name_en: "Mobiles and electronics",
    title_price: "السعر",
    title_price_en: "Price",
    description: "موبايلات، لابتوبات، شاشات، تابلت وأجهزة ألعاب جديدة ومستعملة بضمان أو بدون.",
    description_en: "New and used phones, laptops, TVs, tablets and game consoles, with or without warranty.",
    notes: "اذكر السعة وحالة البطارية ووجود الضمان والكرتونة.",
    subcategories: [
      [
        "موبايلات",
        "Mobile phones",
        "phone",
        [
          [
            "أمريكي",
            "American",
            [
              [
                "آيفون",
                "iPhone",
                [
                  ["آيفون 15 برو ماكس", "iPhone 15 Pro Max"],
                  ["آيفون 15", "iPhone 15"],
                  ["آيفون 14 برو", "iPhone 14 Pro"],
                  ["آيفون 13", "iPhone 13"],
                  ["آيفون 12", "iPhone 12"],
                ],
                55_000,
              ],
              [
                "جوجل بيكسل",
                "Google Pixel",
                [
                  ["بيكسل 8 برو", "Pixel 8 Pro"],
                  ["بيكسل 8", "Pixel 8"],
                  ["بيكسل 7a", "Pixel 7a"],
                ],
                35_000,
              ],
            ],
          ],
          [
            "كوري",
            "Korean",
            [
              [
                "سامسونج جالاكسي S",
                "Samsung Galaxy S",
                [
                  ["جالاكسي S24 ألترا", "Galaxy S24 Ultra"],
                  ["جالاكسي S23", "Galaxy S23"],
                  ["جالاكسي S23 FE", "Galaxy S23 FE"],
                ],
                45_000,
              ],
              [
                "سامسونج جالاكسي A",
                "Samsung Galaxy A",
                [
                  ["جالاكسي A55", "Galaxy A55"],
                  ["جالاكسي A35", "Galaxy A35"],
                  ["جالاكسي A15", "Galaxy A15"],
                ],
                14_000,
              ],
              [
                "سامسونج جالاكسي Z",
                "Samsung Galaxy Z",
                [
                  ["زد فليب 5", "Z Flip5"],
                  ["زد فولد 5", "Z Fold5"],
                ],
                60_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "شاومي",
                "Xiaomi",
                [
                  ["ريدمي نوت 13", "Redmi Note 13"],
                  ["ريدمي 13C", "Redmi 13C"],
                  ["شاومي 14", "Xiaomi 14"],
                ],
                10_000,
              ],
              [
                "أوبو",
                "Oppo",
                [
                  ["أوبو رينو 11", "Oppo Reno 11"],
                  ["أوبو A79", "Oppo A79"],
                  ["أوبو A38", "Oppo A38"],
                ],
                12_000,
              ],
              [
                "ريلمي",
                "Realme",
                [
                  ["ريلمي 12 برو", "Realme 12 Pro"],
                  ["ريلمي C67", "Realme C67"],
                ],
                9_000,
              ],
              [
                "هونر",
                "Honor",
                [
                  ["هونر X9b", "Honor X9b"],
                  ["هونر 90", "Honor 90"],
                ],
                13_000,
              ],
            ],
          ],
        ],
      ],
      [
        "لابتوب وكمبيوتر",
        "Laptops and computers",
        "laptop",
        [
          [
            "أمريكي",
            "American",
            [
              [
                "ديل",
                "Dell",
                [
                  ["لاتيتيود 5420", "Latitude 5420"],
                  ["إنسبايرون 15", "Inspiron 15"],
                  ["XPS 13", "XPS 13"],
                ],
                32_000,
              ],
              [
                "إتش بي",
                "HP",
                [
                  ["بروبوك 450", "ProBook 450"],
                  ["فيكتوس 15", "Victus 15"],
                  ["إليت بوك 840", "EliteBook 840"],
                ],
                30_000,
              ],
              [
                "ماك بوك",
                "MacBook",
                [
                  ["ماك بوك إير M2", "MacBook Air M2"],
                  ["ماك بوك برو M3", "MacBook Pro M3"],
                ],
                65_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "لينوفو",
                "Lenovo",
                [
                  ["ثينك باد T14", "ThinkPad T14"],
                  ["آيديا باد 3", "IdeaPad 3"],
                  ["ليجن 5", "Legion 5"],
                ],
                28_000,
              ],
              [
                "هواوي",
                "Huawei",
                [
                  ["ميت بوك D15", "MateBook D15"],
                  ["ميت بوك 14", "MateBook 14"],
                ],
                27_000,
              ],
            ],
          ],
          [
            "تايواني",
            "Taiwanese",
            [
              [
                "أسوس",
                "Asus",
                [
                  ["فيفو بوك 15", "VivoBook 15"],
                  ["روج ستريكس G15", "ROG Strix G15"],
                  ["زن بوك 14", "ZenBook 14"],
                ],
                30_000,
              ],
              [
                "أيسر",
                "Acer",
                [
                  ["أسباير 5", "Aspire 5"],
                  ["نيترو 5", "Nitro 5"],
                ],
                26_000,
              ],
              [
                "إم إس آي",
                "MSI",
                [
                  ["GF63", "GF63"],
                  ["كاتانا 15", "Katana 15"],
                ],
                38_000,
              ],
            ],
          ],
        ],
      ],
      [
        "تليفزيونات وشاشات",
        "TVs and screens",
        "tv",
        [
          [
            "كوري",
            "Korean",
            [
              [
                "سامسونج",
                "Samsung",
                [
                  ["كريستال UHD", "Crystal UHD"],
                  ["نيو QLED", "Neo QLED"],
                ],
                22_000,
              ],
              [
                "إل جي",
                "LG",
                [
                  ["OLED", "OLED"],
                  ["نانو سيل", "NanoCell"],
                ],
                24_000,
              ],
            ],
          ],
          [
            "ياباني",
            "Japanese",
            [
              [
                "سوني",
                "Sony",
                [
                  ["برافيا", "Bravia"],
                  ["برافيا XR", "Bravia XR"],
                ],
                28_000,
              ],
              ["شارب", "Sharp", [["أكوس", "Aquos"]], 14_000],
              ["توشيبا", "Toshiba", [["سمارت 4K", "Smart 4K"]], 13_000],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "تي سي إل",
                "TCL",
                [
                  ["QLED C645", "QLED C645"],
                  ["P635", "P635"],
                ],
                12_000,
              ],
              [
                "شاومي",
                "Xiaomi",
                [
                  ["مي تي في A2", "Mi TV A2"],
                  ["مي تي في P1", "Mi TV P1"],
                ],
                11_000,
              ],
            ],
          ],
        ],
      ],
      [
        "تابلت",
        "Tablets",
        "tablet",
        [
          [
            "أمريكي",
            "American",
            [
              [
                "آيباد",
                "iPad",
                [
                  ["آيباد الجيل العاشر", "iPad 10th gen"],
                  ["آيباد إير M2", "iPad Air M2"],
                  ["آيباد برو M4", "iPad Pro M4"],
                ],
                30_000,
              ],
              [
                "مايكروسوفت سيرفس",
                "Microsoft Surface",
                [
                  ["مايكروسوفت سيرفس برو 9", "Microsoft Surface Pro 9"],
                  ["مايكروسوفت سيرفس جو 3", "Microsoft Surface Go 3"],
                ],
                40_000,
              ],
            ],
          ],
          [
            "كوري",
            "Korean",
            [
              [
                "جالاكسي تاب S",
                "Galaxy Tab S",
                [
                  ["جالاكسي تاب S9", "Galaxy Tab S9"],
                  ["جالاكسي تاب S9 FE", "Galaxy Tab S9 FE"],
                ],
                28_000,
              ],
              [
                "جالاكسي تاب A",
                "Galaxy Tab A",
                [
                  ["جالاكسي تاب A9", "Galaxy Tab A9"],
                  ["جالاكسي تاب A8", "Galaxy Tab A8"],
                ],
                9_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "هواوي ميت باد",
                "Huawei MatePad",
                [
                  ["هواوي ميت باد 11", "Huawei MatePad 11"],
                  ["هواوي ميت باد SE", "Huawei MatePad SE"],
                ],
                12_000,
              ],
              [
                "لينوفو تاب",
                "Lenovo Tab",
                [
                  ["لينوفو تاب M10", "Lenovo Tab M10"],
                  ["لينوفو تاب P11", "Lenovo Tab P11"],
                ],
                8_000,
              ],
              [
                "شاومي باد",
                "Xiaomi Pad",
                [
                  ["شاومي باد 6", "Xiaomi Pad 6"],
                  ["ريدمي باد SE", "Redmi Pad SE"],
                ],
                10_000,
              ],
            ],
          ],
        ],
      ],
      [
        "أجهزة ألعاب",
        "Game consoles",
        "console",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "بلايستيشن",
                "PlayStation",
                [
                  ["بلايستيشن 5", "PlayStation 5"],
                  ["بلايستيشن 5 سليم", "PlayStation 5 Slim"],
                  ["بلايستيشن 4 برو", "PlayStation 4 Pro"],
                ],
                30_000,
              ],
              [
                "نينتندو",
                "Nintendo",
                [
                  ["سويتش OLED", "Switch OLED"],
                  ["سويتش لايت", "Switch Lite"],
                ],
                16_000,
              ],
            ],
          ],
          [
            "أمريكي",
            "American",
            [
              [
                "إكس بوكس",
                "Xbox",
                [
                  ["إكس بوكس سيريس X", "Xbox Series X"],
                  ["إكس بوكس سيريس S", "Xbox Series S"],
                ],
                26_000,
              ],
              ["ستيم ديك", "Steam Deck", [["ستيم ديك OLED", "Steam Deck OLED"]], 32_000],
            ],
          ],
        ],
      ],
    ],
  },
  {
    slug: "home-furniture",
    name: "بيت وأثاث",
    name_en: "Home and furniture",
    title_price: "السعر",
    title_price_en: "Price",
    description: "غرف نوم وصالونات دمياطي ومستوردة، مطابخ، أجهزة منزلية وتكييفات بأسعار المعارض والتجار.",
    description_en: "Damietta-made and imported bedrooms and living rooms, kitchens, home appliances and air conditioners.",
    notes: "اذكر الخامة والمقاسات وعدد القطع، وهل السعر شامل النقل والتركيب.",
    subcategories: [
      [
        "غرف نوم",
        "Bedrooms",
        "bedroom",
        [
          [
            "مصري (دمياطي)",
            "Egyptian (Damietta)",
            [
              ["مودرن", "Modern"],
              ["كلاسيك", "Classic"],
              ["نيو كلاسيك", "Neo-classic"],
            ],
          ],
          [
            "تركي",
            "Turkish",
            [
              ["مودرن", "Modern"],
              ["كلاسيك", "Classic"],
            ],
          ],
          [
            "إيطالي",
            "Italian",
            [
              ["مودرن", "Modern"],
              ["كلاسيك", "Classic"],
            ],
          ],
        ],
      ],
      [
        "صالونات وأنتريهات",
        "Living rooms and sofas",
        "living-room",
        [
          [
            "مصري (دمياطي)",
            "Egyptian (Damietta)",
            [
              ["صالون", "Salon set"],
              ["أنتريه", "Living room set"],
              ["ركنة", "Corner sofa"],
            ],
          ],
          [
            "تركي",
            "Turkish",
            [
              ["ركنة", "Corner sofa"],
              ["أنتريه", "Living room set"],
            ],
          ],
          [
            "ماليزي",
            "Malaysian",
            [
              ["سفرة", "Dining set"],
              ["صالون", "Salon set"],
            ],
          ],
        ],
      ],
      [
        "مطابخ",
        "Kitchens",
        "kitchen",
        [
          ["مصري", "Egyptian", kitchenMaterials],
          ["ألماني", "German", kitchenMaterials.slice(0, 3)],
          ["إيطالي", "Italian", kitchenMaterials.slice(0, 2)],
        ],
      ],
      [
        "أجهزة منزلية",
        "Home appliances",
        "appliance",
        [
          [
            "مصري",
            "Egyptian",
            [
              [
                "فريش",
                "Fresh",
                [
                  ["ثلاجة", "Refrigerator"],
                  ["بوتاجاز", "Cooker"],
                  ["غسالة", "Washing machine"],
                ],
                18_000,
              ],
              [
                "تورنيدو",
                "Tornado",
                [
                  ["ثلاجة", "Refrigerator"],
                  ["غسالة", "Washing machine"],
                  ["ديب فريزر", "Chest freezer"],
                ],
                19_000,
              ],
              [
                "يونيون إير",
                "Unionaire",
                [
                  ["بوتاجاز", "Cooker"],
                  ["سخان", "Water heater"],
                ],
                12_000,
              ],
              [
                "كريازي",
                "Kiriazi",
                [
                  ["ثلاجة", "Refrigerator"],
                  ["ديب فريزر", "Chest freezer"],
                ],
                20_000,
              ],
            ],
          ],
          [
            "كوري",
            "Korean",
            [
              [
                "سامسونج",
                "Samsung",
                [
                  ["ثلاجة", "Refrigerator"],
                  ["غسالة", "Washing machine"],
                  ["ميكروويف", "Microwave"],
                ],
                32_000,
              ],
              [
                "إل جي",
                "LG",
                [
                  ["ثلاجة", "Refrigerator"],
                  ["غسالة", "Washing machine"],
                  ["غسالة أطباق", "Dishwasher"],
                ],
                34_000,
              ],
            ],
          ],
          [
            "ألماني",
            "German",
            [
              [
                "بوش",
                "Bosch",
                [
                  ["غسالة أطباق", "Dishwasher"],
                  ["غسالة", "Washing machine"],
                  ["ثلاجة", "Refrigerator"],
                ],
                38_000,
              ],
              [
                "سيمنز",
                "Siemens",
                [
                  ["غسالة", "Washing machine"],
                  ["فرن بلت إن", "Built-in oven"],
                ],
                40_000,
              ],
            ],
          ],
          [
            "تركي",
            "Turkish",
            [
              [
                "بيكو",
                "Beko",
                [
                  ["غسالة", "Washing machine"],
                  ["ثلاجة", "Refrigerator"],
                ],
                24_000,
              ],
              [
                "فيستل",
                "Vestel",
                [
                  ["ثلاجة", "Refrigerator"],
                  ["غسالة أطباق", "Dishwasher"],
                ],
                21_000,
              ],
            ],
          ],
        ],
      ],
      [
        "تكييفات",
        "Air conditioners",
        "ac",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "شارب",
                "Sharp",
                [
                  ["سبليت", "Split"],
                  ["إنفرتر", "Inverter"],
                ],
                33_000,
              ],
              [
                "ميتسوبيشي إلكتريك",
                "Mitsubishi Electric",
                [
                  ["سبليت", "Split"],
                  ["إنفرتر", "Inverter"],
                ],
                45_000,
              ],
              [
                "دايكن",
                "Daikin",
                [
                  ["إنفرتر", "Inverter"],
                  ["كونسيلد", "Concealed"],
                ],
                48_000,
              ],
            ],
          ],
          [
            "أمريكي",
            "American",
            [
              [
                "كاريير",
                "Carrier",
                [
                  ["أوبتيماكس", "Optimax"],
                  ["إنفرتر", "Inverter"],
                ],
                35_000,
              ],
              [
                "ترين",
                "Trane",
                [
                  ["سبليت", "Split"],
                  ["كونسيلد", "Concealed"],
                ],
                42_000,
              ],
            ],
          ],
          [
            "مصري",
            "Egyptian",
            [
              [
                "يونيون إير",
                "Unionaire",
                [
                  ["آرتيفاي", "Artify"],
                  ["إنفرتر", "Inverter"],
                ],
                28_000,
              ],
              [
                "فريش",
                "Fresh",
                [
                  ["سبليت", "Split"],
                  ["سمارت", "Smart"],
                ],
                27_000,
              ],
              [
                "تورنيدو",
                "Tornado",
                [
                  ["سبليت", "Split"],
                  ["بلازما", "Plasma"],
                ],
                29_000,
              ],
            ],
          ],
        ],
      ],
    ],
  },
  {
    slug: "industrial-equipment",
    name: "معدات صناعية ومصانع",
    name_en: "Industrial equipment and factories",
    title_price: "السعر",
    title_price_en: "Price",
    description: "معدات ثقيلة، مولدات كهرباء، خطوط إنتاج، رافعات شوكية ومصانع للبيع والإيجار في المناطق الصناعية.",
    description_en: "Heavy machinery, generators, production lines, forklifts and factories for sale or rent in the industrial zones.",
    notes: "اذكر سنة الصنع وساعات التشغيل والقدرة، وهل المعدة بالفاتورة والجمارك.",
    subcategories: [
      [
        "معدات ثقيلة",
        "Heavy machinery",
        "heavy",
        [
          [
            "أمريكي",
            "American",
            [
              [
                "كاتربيلر",
                "Caterpillar",
                [
                  ["حفار 320", "320 excavator"],
                  ["لودر 950", "950 loader"],
                  ["بلدوزر D6", "D6 bulldozer"],
                ],
                6_500_000,
              ],
              [
                "جون دير",
                "John Deere",
                [
                  ["لودر باكهو 310", "310 backhoe loader"],
                  ["جريدر 670", "670 grader"],
                ],
                4_800_000,
              ],
            ],
          ],
          [
            "ياباني",
            "Japanese",
            [
              [
                "كوماتسو",
                "Komatsu",
                [
                  ["حفار PC200", "PC200 excavator"],
                  ["لودر WA380", "WA380 loader"],
                ],
                5_800_000,
              ],
              [
                "هيتاشي",
                "Hitachi",
                [
                  ["حفار ZX200", "ZX200 excavator"],
                  ["حفار ZX350", "ZX350 excavator"],
                ],
                6_000_000,
              ],
            ],
          ],
          [
            "كوري",
            "Korean",
            [
              [
                "هيونداي",
                "Hyundai",
                [
                  ["حفار R220", "R220 excavator"],
                  ["لودر HL760", "HL760 loader"],
                ],
                4_500_000,
              ],
              [
                "دوسان",
                "Doosan",
                [
                  ["حفار DX225", "DX225 excavator"],
                  ["لودر SD300", "SD300 loader"],
                ],
                4_300_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "ساني",
                "SANY",
                [
                  ["حفار SY215", "SY215 excavator"],
                  ["ونش STC250", "STC250 crane"],
                ],
                3_600_000,
              ],
              [
                "إكس سي إم جي",
                "XCMG",
                [
                  ["لودر LW500", "LW500 loader"],
                  ["ونش QY25", "QY25 crane"],
                ],
                3_300_000,
              ],
            ],
          ],
        ],
      ],
      [
        "مولدات كهرباء",
        "Generators",
        "generator",
        [
          [
            "بريطاني",
            "British",
            [
              [
                "بيركنز",
                "Perkins",
                [
                  ["100 ك.ف.أ", "100 kVA"],
                  ["250 ك.ف.أ", "250 kVA"],
                  ["500 ك.ف.أ", "500 kVA"],
                ],
                650_000,
              ],
              [
                "إف جي ويلسون",
                "FG Wilson",
                [
                  ["60 ك.ف.أ", "60 kVA"],
                  ["200 ك.ف.أ", "200 kVA"],
                ],
                600_000,
              ],
            ],
          ],
          [
            "أمريكي",
            "American",
            [
              [
                "كومنز",
                "Cummins",
                [
                  ["150 ك.ف.أ", "150 kVA"],
                  ["400 ك.ف.أ", "400 kVA"],
                ],
                700_000,
              ],
              [
                "كاتربيلر",
                "Caterpillar",
                [
                  ["275 ك.ف.أ", "275 kVA"],
                  ["500 ك.ف.أ", "500 kVA"],
                ],
                900_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "ويتشاي",
                "Weichai",
                [
                  ["50 ك.ف.أ", "50 kVA"],
                  ["150 ك.ف.أ", "150 kVA"],
                ],
                320_000,
              ],
              [
                "يوتشاي",
                "Yuchai",
                [
                  ["80 ك.ف.أ", "80 kVA"],
                  ["300 ك.ف.أ", "300 kVA"],
                ],
                380_000,
              ],
            ],
          ],
        ],
      ],
      [
        "خطوط إنتاج وماكينات",
        "Production lines and machines",
        "production-line",
        [
          [
            "ألماني",
            "German",
            [
              ["ماكينات تعبئة وتغليف", "Filling and packaging machines", [], 2_400_000],
              ["ماكينات حقن بلاستيك", "Plastic injection machines", [], 3_200_000],
              ["ماكينات نسيج", "Textile machines", [], 2_800_000],
            ],
          ],
          [
            "إيطالي",
            "Italian",
            [
              ["ماكينات تعبئة وتغليف", "Filling and packaging machines", [], 2_000_000],
              ["خطوط تصنيع غذائي", "Food processing lines", [], 3_500_000],
              ["ماكينات رخام وجرانيت", "Marble and granite machines", [], 1_800_000],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              ["ماكينات حقن بلاستيك", "Plastic injection machines", [], 1_100_000],
              ["خطوط تصنيع غذائي", "Food processing lines", [], 1_400_000],
              ["ماكينات ليزر وCNC", "Laser and CNC machines", [], 650_000],
              ["ماكينات خياطة صناعية", "Industrial sewing machines", [], 90_000],
            ],
          ],
        ],
      ],
      [
        "مصانع للبيع والإيجار",
        "Factories for sale and rent",
        "factory",
        [
          [
            "القاهرة الكبرى",
            "Greater Cairo",
            [
              ["العاشر من رمضان", "10th of Ramadan"],
              ["السادس من أكتوبر", "6th of October"],
              ["العبور", "Obour"],
              ["مدينة بدر", "Badr City"],
            ],
          ],
          [
            "الإسكندرية والدلتا",
            "Alexandria and the Delta",
            [
              ["برج العرب", "Borg El Arab"],
              ["مدينة السادات", "Sadat City"],
              ["قويسنا", "Quesna"],
            ],
          ],
          [
            "القناة والصعيد",
            "Canal zone and Upper Egypt",
            [
              ["العين السخنة", "Ain Sokhna"],
              ["بني سويف الصناعية", "Beni Suef industrial zone"],
              ["أسيوط الجديدة", "New Asyut"],
            ],
          ],
        ],
      ],
      [
        "رافعات شوكية",
        "Forklifts",
        "forklift",
        [
          [
            "ياباني",
            "Japanese",
            [
              [
                "تويوتا",
                "Toyota",
                [
                  ["8FD25", "8FD25"],
                  ["8FBE15", "8FBE15"],
                ],
                1_300_000,
              ],
              [
                "ميتسوبيشي",
                "Mitsubishi",
                [
                  ["FD30", "FD30"],
                  ["FB20", "FB20"],
                ],
                1_150_000,
              ],
            ],
          ],
          [
            "ألماني",
            "German",
            [
              [
                "ليندي",
                "Linde",
                [
                  ["H30D", "H30D"],
                  ["E20", "E20"],
                ],
                1_500_000,
              ],
              [
                "يونجهاينريش",
                "Jungheinrich",
                [
                  ["DFG 425", "DFG 425"],
                  ["EFG 216", "EFG 216"],
                ],
                1_400_000,
              ],
            ],
          ],
          [
            "صيني",
            "Chinese",
            [
              [
                "هيلي",
                "Heli",
                [
                  ["CPCD30", "CPCD30"],
                  ["CPD20", "CPD20"],
                ],
                650_000,
              ],
              [
                "إي بي",
                "EP",
                [
                  ["EFL 252", "EFL 252"],
                  ["CPD15", "CPD15"],
                ],
                520_000,
              ],
            ],
          ],
        ],
      ],
    ],
  },
];

export const categories: SeedCategory[] = rows.map((row, categoryIndex) => {
  const id = categoryIndex + 1;
  return {
    id,
    slug: row.slug,
    name: row.name,
    name_en: row.name_en,
    title_price: row.title_price,
    title_price_en: row.title_price_en,
    description: row.description,
    description_en: row.description_en,
    notes: row.notes,
    sort: id,
    subcategories: row.subcategories.map(([name, name_en, kind, brands], subIndex) => {
      const subId = id * 100 + subIndex + 1;
      return {
        id: subId,
        category_id: id,
        name,
        name_en,
        sort: subIndex + 1,
        kind,
        brandCountries: brands.map(([brandName, brandNameEn, thirds], brandIndex) => {
          const brandId = subId * 10 + brandIndex + 1;
          return {
            id: brandId,
            subcategory_id: subId,
            name: brandName,
            name_en: brandNameEn,
            sort: brandIndex + 1,
            thirdBranches: thirds.map(([thirdName, thirdNameEn, models, basePrice], thirdIndex) => ({
              id: brandId * 10 + thirdIndex + 1,
              brand_country_id: brandId,
              name: thirdName,
              name_en: thirdNameEn,
              sort: thirdIndex + 1,
              models: models ?? [],
              basePrice,
            })),
          };
        }),
      };
    }),
  };
});

export const subcategories: SeedSubcategory[] = categories.flatMap((category) => category.subcategories);
export const brandCountries: SeedBrandCountry[] = subcategories.flatMap((subcategory) => subcategory.brandCountries);
export const thirdBranches: SeedThirdBranch[] = brandCountries.flatMap((brand) => brand.thirdBranches);

export const categoryById = new Map(categories.map((category) => [category.id, category]));
export const subcategoryById = new Map(subcategories.map((subcategory) => [subcategory.id, subcategory]));
