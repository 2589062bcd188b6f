// Floor prices of well-known models (and of villas and flats): the least an honest ad asks for one, new
// or used, in Egypt's market as it stood in late 2026 (about a third of what
// a used one in fair condition fetched then). Bait ads name exactly these
// models ("an iPhone 15 Pro Max, sealed, 9,000"): the catalogue's makes and
// subcategories mix cheap and dear items (a used A12 beside the S24 Ultra, a
// microwave beside fridges), so their medians cannot tell bait from an honest
// cheap item, and a named model's floor can. Kept short on purpose: a model
// belongs here only when its floor holds for every condition and storage
// size. Bait keeps naming items no list has, so most entries are families and
// specs, not models: a television by its inches and line, a laptop by its
// graphics card, its chip or its line's generation, a camera by its line, an
// air conditioner by its horsepower (the family may be named by the
// text or the catalogue's names, the spec must be in the title), a flat or
// house by its area, a generator by its power, a recent vehicle by its model
// year, a motorcycle by its engine size, a laser cutter by its kilowatts, a
// truck, a bus, a tractor or a car line by its make and model year. Review it
// when prices move (docs/product-rules.md, "Prices").
import { letByItsWords, letShort, letsOut, placeFloor, writtenArea } from "~/features/risk/place-floors";
import { titleYear } from "~/features/risk/signals";
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
  /** A higher floor for one whose title writes a model year from `from` on (a recent car or machine): none before it when `only`. */
  /** (`unless`: words that make the title a cheaper item of the family, a mini excavator, a motorcycle: then not.) */
  recent?: { from: number; floor: number; only?: boolean; unless?: string[] };
  /** Judged only where a make sets the price (vehicles): a make's name alone says little elsewhere. */
  vehiclesOnly?: boolean;
  /** A home's (a villa's): judged only in the estate category, not a kitchen taken out of a villa. */
  estateOnly?: boolean;
  /** A car's: not judged when the title, the text or the catalogue's names say two wheels (a BMW motorcycle). */
  carsOnly?: boolean;
  /**
   * Its first list names the family (a television, a laptop, an air conditioner): found in the title, the text or
   * the names of the ad's subcategory and make, as a person reads "Sony Bravia XR 75" under "TVs and screens". The
   * other lists (its size, its graphics card, its power) must still be in the title.
   */
  familyInText?: boolean;
  /**
   * Its last list (a laptop's graphics card, a screen's panel) may be in the text as well as the title, as "MSI Raider"
   * reads with "RTX 4090" below it; then its first list must be in the title unless `familyInText`.
   */
  specInText?: boolean;
  /** Words that make the title another, cheaper item of the family (a graphics card alone, not the laptop). */
  unless?: string[];
  /**
   * The floor of a new one (its title says new, not "like new", or it is sealed) of a family whose used ones can be
   * cheap (a fridge, a washing machine): with no floor of its own, the family is judged only when new. (`unless`:
   * words of a cheaper kind of the family, a mini fridge, a half-automatic washer.)
   */
  whenNew?: { floor: number; unless?: string[] };
  /**
   * An accessory made for it (a tablet's pencil or keyboard): the title is the accessory alone when one is named
   * before the item itself ("Apple Pencil for iPad Pro"), not when after it ("iPad Pro with its pencil").
   */
  accessory?: string[];
  /**
   * What is often sold with it, named in the title or the text (a camera body "with its 24-70 GM"): every list must
   * be found, and then its floor is added to the item's.
   */
  kit?: { label: string; words: string[][]; floor: number };
  /** A phone or tablet line whose top version (its title says "Max" or a terabyte of storage) has a floor FLAGSHIP_FACTOR higher. */
  flagship?: boolean;
}

const IPHONE = ["iphone", "ايفون", "آيفون", "ايفن", "افون"];
const PRO = ["pro", "برو"];
const ULTRA = ["ultra", "الترا", "ألترا", "التر"];
const VILLA = ["فيلا", "فيللا", "villa"];
const BIG_SCREEN = ["65", "75", "77", "83", "85", "98", "100"];
const TELEVISION = ["شاشه", "شاشة", "شاشات", "تلفزيون", "تليفزيون", "تليفزيونات", "تلفاز", "tv", "tvs", "television", "screens", "بوصه", "بوصة", "inch", "انش"];
const AIR_CONDITIONER = ["تكييف", "تكيف", "تكييفات", "مكيف", "air conditioner", "air conditioners"];
const XBOX = ["xbox", "اكس بوكس", "اكسبوكس"];
const HUGE_SCREEN = ["85", "86", "98", "100"];
// An OLED panel (LG's, Sony's QD-OLED), and the panels as dear at the largest sizes (Neo QLED, mini LED, QNED).
const OLED = ["oled", "اوليد", "qd oled", "qdoled"];
// What goes with a television, sold alone: its stand or wall mount, its remote, a board or its lights.
const TV_ACCESSORY = ["حامل", "حوامل", "stand", "mount", "bracket", "قاعده", "قاعدة", "رف", "ريموت", "remote", "بورده", "board", "لمبات", "led strip"];
// The top lines of OLED televisions, as their model codes name them (LG's G and M, Samsung's S95, Sony's A95).
const TOP_OLED_LINE = ["g2", "g3", "g4", "g5", "g6", "m3", "m4", "m5", "s95", "s95c", "s95d", "s95f", "a95", "a95k", "a95l", "bravia 8 ii"];
// The premium lines of the makes' last years (2023 on), by the model codes their ads write: Samsung's Neo QLED (QN85 to
// QN95, QN800, QN900) and OLED (S90, S95) of the C, D and F years; LG's OLED C, G and M of the 3 to 5 years; Sony's
// A80L, A95L, X90L, X95L and the Bravia 7 to 9; TCL's and Hisense's mini LED ones.
const RECENT_TV_LINE = [
  ...["qn80", "qn85", "qn87", "qn90", "qn95", "qn800", "qn900", "s90", "s95"].flatMap((line) => ["c", "d", "f"].map((year) => `${line}${year}`)),
  ...["c", "g", "m"].flatMap((line) =>
    ["3", "4", "5"].flatMap((year) => [`${line}${year}`, ...["55", "65", "77", "83"].map((size) => `oled${size}${line}${year}`)]),
  ),
  "a80l",
  "a95l",
  "x90l",
  "x95l",
  "bravia 7",
  "bravia 8",
  "bravia 9",
  "برافيا 7",
  "برافيا 8",
  "برافيا 9",
  "c845",
  "c855",
  "qm8",
  "u8n",
  "u8k",
];
// Older premium lines (2021 and 2022): Sony's Bravia XR, Samsung's first Neo QLED, LG's C1, G1, C2, G2.
const PREMIUM_TV_LINE = [
  "bravia xr",
  "برافيا xr",
  "x90j",
  "x90k",
  "x95j",
  "x95k",
  "a80j",
  "a80k",
  "a90j",
  "a95k",
  ...["qn85", "qn90", "qn95", "qn900"].flatMap((line) => ["a", "b"].map((year) => `${line}${year}`)),
  "c1",
  "c2",
  "g1",
];
const PREMIUM_PANEL = [...OLED, "neo qled", "نيو كيو ليد", "نيو كيو ال اي دي", "mini led", "ميني ليد", "qned"];
const LAPTOP = [
  "لابتوب",
  "لاب توب",
  "laptop",
  "laptops",
  "notebook",
  "جيمنج",
  "gaming",
  // The gaming laptops' family names, as their ads write them instead of "laptop".
  "legion",
  "ليجن",
  "ليجون",
  "rog",
  "tuf",
  "nitro",
  "نيترو",
  "predator",
  "بريداتور",
  "omen",
  "اومين",
  "victus",
  "فيكتس",
  "loq",
  "alienware",
  "zephyrus",
  "strix",
  "katana",
  "raider",
  "رايدر",
  "aorus",
  "scar",
];
// A graphics card sold alone: another item than the laptop or computer built around one.
const GRAPHICS_CARD = ["كارت شاشه", "كارت شاشة", "كرت شاشه", "graphics card", "gpu", "vga"];
// The graphics cards of the two newest generations, written joined or apart ("rtx 4070", "rtx4070").
const RECENT_GRAPHICS = ["40", "50"].flatMap((series) => ["50", "60", "70", "80", "90"].flatMap((tier) => [`rtx ${series}${tier}`, `rtx${series}${tier}`]));
// Those cards of one tier (a 4090 or 5090), as an ad writes them ("rtx 4090", "rtx4090", "كارت 4090").
const graphicsTier = (tier: string) =>
  ["40", "50"].flatMap((series) => [`rtx ${series}${tier}`, `rtx${series}${tier}`, `كارت ${series}${tier}`, `كرت ${series}${tier}`]);
// Phones that fold, of any make: the line's name in the title, the make in the title or the catalogue's names.
const FOLDABLE = ["flip", "فليب", "فلب", "fold", "فولد", "razr", "رازر", "ريزر", "find n", "فايند ان", "mix fold", "mix flip", "magic v", "ماجيك في", "x fold"];
// A speaker or a sandal of the same name ("JBL Flip 6", a flip-flop), not a phone.
const NOT_A_PHONE = ["jbl", "speaker", "سبيكر", "مكبر", "بلوتوث", "bluetooth", "flop", "شبشب"];
// Their generations of the last three years (a Flip 5, a Razr 50, a Find N3, a Magic V2): dearer still.
const RECENT_FOLD = [
  "5",
  "6",
  "7",
  "40",
  "50",
  "60",
  "n3",
  "n5",
  "ان 3",
  "ان 5",
  "v2",
  "v3",
  "v5",
  "في 2",
  "في 3",
  "في 5",
  "flip5",
  "flip6",
  "flip7",
  "fold5",
  "fold6",
  "fold7",
];
// The ones that open as a book (a Galaxy Z Fold, a Find N, a Magic V, a Vivo X Fold, a Mix Fold), dearer than the
// flip ones, by their names as written joined or apart ("Magic V3", "magic v 3", "Find N5").
const BOOK_FOLD = [
  "fold",
  "فولد",
  "fold5",
  "fold6",
  "fold7",
  ...["2", "3", "5"].flatMap((number) => [`magic v${number}`, `magic v ${number}`, `ماجيك في ${number}`]),
  ...["3", "5"].flatMap((number) => [`find n${number}`, `find n ${number}`, `فايند ان ${number}`, `x fold${number}`, `x fold ${number}`, `mix fold ${number}`]),
];
// Their generations of 2024 on (a Z Fold 6 or 7, a Magic V3 or V5, a Find N5), and storage of 512 GB or more.
const NEWEST_FOLD = ["6", "7", "fold6", "fold7", "v3", "v5", "في 3", "في 5", "n5", "ان 5"];
const BIG_STORAGE = ["512", "512gb", "512 gb", "1tb", "1 tb", "تيرا", "1 تيرا", "2tb"];
// Other makes' flagship lines of the last three years (an Honor Magic 6 to 8, an Oppo Find X7 to X9, a Vivo X100 to X300).
const RECENT_FLAGSHIP_LINE = [
  ...["6", "7", "8"].flatMap((number) => [`magic ${number}`, `magic${number}`, `ماجيك ${number}`]),
  ...["7", "8", "9"].flatMap((number) => [`find x${number}`, `find x ${number}`, `فايند اكس ${number}`, `فايند x${number}`, `فايند x ${number}`]),
  ...["100", "200", "300"].flatMap((number) => [`x${number}`, `اكس ${number}`]),
];
// A Pixel's line and generation (its Pro of 2024 on, its 8 Pro), as the title or the text writes them.
const PIXEL = ["pixel", "بيكسل", "بكسل"];
const lineGenerations = (generations: string[], tiers: string[]) =>
  generations.flatMap((generation) => tiers.flatMap((tier) => [`${generation} ${tier}`, `${generation}${tier}`]));
// A flagship tablet's generation (a Galaxy Tab S9 to S11, "S10", "اس 10", "S10U"), of a tier.
const TAB_S_GENERATION = ["s9", "s10", "s11", "اس 9", "اس 10", "اس 11"];
// A tablet's cheaper version of the line (a Tab S9 FE, a Lite).
const NOT_TOP_TABLET = ["fe", "اف اي", "lite", "لايت"];
// Camera drones by line: the pro ones (a Mavic 3 or 4, an Inspire, an Autel EVO II Pro or EVO Max), then the middle
// ones (an Air 2S or 3, an Avata, a Mini 3 Pro or later Pro, an EVO Lite); a mini of the first generations is cheap.
const DRONE = ["dji", "دي جي اي", "mavic", "مافيك", "autel", "اوتيل", "اوتل", "درون", "drone", "دورن"];
const PRO_DRONE = [
  ...["mavic", "مافيك"].flatMap((line) => ["3", "4"].flatMap((generation) => [`${line} ${generation}`, `${line}${generation}`])),
  "inspire",
  "انسباير",
  "evo 2 pro",
  "evo ii pro",
  "evo max",
  "ايفو 2 برو",
];
const MIDDLE_DRONE = [
  ...["air 2s", "air 3", "air 3s", "اير 2s", "اير 2 اس", "اير 3", "اير 3s", "اير 3 اس"],
  ...["mini", "ميني"].flatMap((line) => ["3", "4", "5"].flatMap((generation) => lineGenerations([`${line} ${generation}`], ["pro", "برو"]))),
  ...["avata", "افاتا", "evo lite", "evo nano", "ايفو لايت"],
];
// A drone's part or kit sold alone: its propellers, motor, arm, gimbal, remote or battery kit.
const DRONE_PART = ["propeller", "propellers", "مروحه", "مراوح", "ريموت", "controller", "kit", "كيت", "gimbal", "جيمبال", "motor", "موتور", "arm", "ذراع"];
// Laptop lines sold only at the top of the market, whatever their year (an old one is still a few thousand).
const PREMIUM_LAPTOP = [
  "xps",
  "اكس بي اس",
  "spectre",
  "سبكتر",
  "سبيكتر",
  "thinkpad x1",
  "ثينك باد x1",
  "x1 carbon",
  "x1 yoga",
  "zenbook",
  "زين بوك",
  "زنبوك",
  "proart",
  "برو ارت",
  "razer blade",
  "رايزر بليد",
  "blade 14",
  "blade 15",
  "blade 16",
  "surface laptop",
  "سيرفس لاب توب",
  "سيرفس لابتوب",
  "galaxy book",
  "جالاكسي بوك",
  "yoga pro",
  "yoga slim",
  "يوجا برو",
];
// A laptop named by its line alone ("Dell XPS 15", "Asus Zenbook"): its graphics card, written in its text, sets its tier.
const LAPTOP_LINE = [
  ...LAPTOP,
  ...PREMIUM_LAPTOP,
  ...["inspiron", "precision", "vivobook", "ideapad", "thinkpad", "thinkbook", "pavilion", "envy", "aspire", "creator", "stealth"],
  ...["dell g15", "dell g16", "اكس بي اس", "زين بوك", "فيفوبوك", "ايديا باد", "بافيليون"],
];
// Chips of laptops of 2024 on: a machine built around one is recent whatever its make.
const RECENT_LAPTOP_CHIP = ["core ultra", "snapdragon x", "x elite", "سناب دراجون اكس", "ryzen ai"];
// A laptop's generation as its name writes it ("Gen 11", "G10", "الجيل 11"), of the given numbers.
const generation = (numbers: number[]) => numbers.flatMap((number) => [`gen ${number}`, `gen${number}`, `g${number}`, `جيل ${number}`, `generation ${number}`]);
// The business laptop lines, each by the generations of its years: a ThinkPad X1 of the ninth (2021) on, its T, P and
// X13 of the second (2021) on, an EliteBook or ZBook of the eighth (G8, 2021) on; of 2023 on dearer (an X1 of the
// eleventh, a T14 of the fourth, an EliteBook G10).
const THINKPAD_X1 = ["thinkpad x1", "ثينك باد x1", "ثينكباد x1", "x1 carbon", "x1 yoga", "x1 nano", "x1 extreme"];
const THINKPAD = ["thinkpad", "ثينك باد", "ثينكباد", "think pad"];
const THINKPAD_BUSINESS = ["t14", "t14s", "t16", "t15", "p14s", "p15s", "p16s", "p16", "p15", "p1", "x13", "z13", "z16"];
const ELITEBOOK = ["elitebook", "elite book", "اليت بوك", "ايليت بوك", "zbook", "زد بوك"];
// A Latitude's model number: its series, its size, then its year's digit (a 9440 is of 2023, a 7420 of 2021). Only
// the numbers the old E series never wrote (a 5440 or a 7440 may be an E5440 or an E7440 of 2014 written without its E):
// the 9 series of any of those years, the 7 series of 2021 and 2022.
const LATITUDE = ["latitude", "لاتيتيود", "لاتيتود", "لاتتيود"];
const latitudeNumbers = (series: string, years: string[]) =>
  ["3", "4", "5", "6"].flatMap((size) => years.flatMap((year) => [`${series}${size}${year}0`, `${series}${size}${year}5`]));
// An XPS of 2023 on by its number (a 9350 is also an XPS 13 of 2015: not one of these).
const XPS = ["xps", "اكس بي اس"];
const RECENT_XPS = ["9340", "9345", "9440", "9530", "9640", "9730"];
// A laptop's chip of the top tiers (a Core i7 or i9, a Ryzen 7 or 9)…
const TOP_CHIP = ["i7", "i9", "core i7", "core i9", "ryzen 7", "ryzen 9", "رايزن 7", "رايزن 9", "r7", "r9"];
// …of 2022 on: Intel's twelfth to fourteenth generations (as written: "12th", "جيل 13", or a model number of the
// generation, "1265u", "13700h"), AMD's 6000 to 9000 series (by their common model numbers).
const RECENT_CHIP = [
  ...["12", "13", "14"].flatMap((number) => [`${number}th`, `${number} th`, `${number}th gen`, `gen ${number}`, `جيل ${number}`, `${number}th generation`]),
  "جيل ثاني عشر",
  "جيل ثالث عشر",
  "جيل رابع عشر",
  ...["12", "13", "14"].flatMap((number) =>
    ["500h", "600h", "650h", "700h", "700hx", "800h", "800hx", "900h", "900hx", "900hk", "450h", "450hx", "620h"].map((model) => `${number}${model}`),
  ),
  ...["12", "13", "14"].flatMap((number) => ["50u", "55u", "60p", "65u", "70p", "80p", "40p"].map((model) => `${number}${model}`)),
  ...[
    "6800h",
    "6800hs",
    "6800u",
    "6900hs",
    "6900hx",
    "7735hs",
    "7735u",
    "7840hs",
    "7840u",
    "7845hx",
    "7940hs",
    "7945hx",
    "8840hs",
    "8845hs",
    "8840u",
    "8945hs",
    "9955hx",
    "9940hx",
  ],
];
// Memory of a workstation or a top laptop.
const LARGE_MEMORY = ["32gb", "32 gb", "32 جيجا", "32g", "64gb", "64 gb", "64 جيجا", "32 ram", "ram 32", "رام 32", "32 رام"];
// Not a laptop: a desktop (its case, an all-in-one) in the same catalogue's subcategory.
const DESKTOP = [
  "كمبيوتر",
  "مكتبي",
  "desktop",
  "كيسه",
  "كيس",
  "pc",
  "all in one",
  "اول ان ون",
  "تاور",
  "tower",
  "optiplex",
  "thinkcentre",
  "prodesk",
  "elitedesk",
  "nuc",
];
// A laptop's part or accessory, sold alone: its screen, keyboard, fan, board, hinge, bag or sleeve.
const LAPTOP_PART = [
  "شاشه",
  "شاشة",
  "screen",
  "كيبورد",
  "keyboard",
  "مروحه",
  "fan",
  "بورده",
  "بوردة",
  "motherboard",
  "رامات",
  "مفصله",
  "مفصلات",
  "hinge",
  "بودي",
  "body",
  "استيكر",
  "sticker",
  "skin",
  "شنطه",
  "شنطة",
  "bag",
  "sleeve",
];
// What goes with a laptop, sold alone: its charger, battery, mouse, cooler or stand.
const LAPTOP_ACCESSORY = [
  "شاحن",
  "charger",
  "adapter",
  "بطاريه",
  "battery",
  "ماوس",
  "mouse",
  "كولر",
  "cooler",
  "حامل",
  "stand",
  "جراب",
  "كفر",
  "case",
  "cover",
  "كرسي",
  "chair",
  "مكتب",
  "desk",
];
// A desktop's graphics card, by the words only its ads write (a laptop's card has no Super, Ti or Founders edition).
const DESKTOP_CARD = ["super", "سوبر", "ti", "founders", "zotac", "palit", "pny", "inno3d", "gainward", "galax"];
const DISHWASHER = ["غساله اطباق", "غسالة اطباق", "غساله صحون", "dishwasher"];
// The makes of dear kitchen appliances, built in or free-standing.
const DEAR_APPLIANCE_MAKE = ["bosch", "بوش", "siemens", "سيمنز", "miele", "aeg", "gaggenau", "neff", "smeg", "سميج", "liebherr"];
// A fridge or freezer, and the small ones of the family (a mini or bar fridge, a toy).
const FRIDGE = ["ثلاجه", "ثلاجة", "تلاجه", "تلاجة", "refrigerator", "fridge", "ديب فريزر", "deep freezer", "فريزر", "freezer"];
// The dear lines of fridges of every make: LG's InstaView and door-in-door, Samsung's Family Hub and Bespoke, Bosch's
// and Siemens' top series.
const DEAR_FRIDGE_LINE = [
  ...["instaview", "insta view", "انستا فيو", "انستافيو", "door in door", "دور ان دور", "family hub", "فاميلي هب", "فاميلي هاب"],
  ...["bespoke", "بيسبوك", "serie 8", "series 8", "سيري 8", "سيريس 8", "سيريز 8", "iq700", "iq 700", "iq500", "iq 500"],
];
// A fridge's size of 22 cubic feet or more, as an ad writes it ("26 ft", "24 قدم").
const BIG_FRIDGE_SIZE = Array.from({ length: 15 }, (_, index) => String(22 + index)).flatMap((size) =>
  ["قدم", "ft", "feet", "foot", "cu ft"].flatMap((unit) => [`${size} ${unit}`, `${size}${unit}`]),
);
// A side-by-side or French-door fridge, as written.
const SIDE_BY_SIDE = ["سايد باي سايد", "side by side", "french door", "فرنش دور", "فرينش دور"];
const SMALL_FRIDGE = ["ميني", "mini", "بار", "bar", "صغيره", "صغيرة", "small", "لعبه", "لعبة"];
// Washers that are not an automatic one: a half-automatic or twin tub, a mini one, a pressure or car washer.
const NOT_AUTOMATIC_WASHER = [
  "نص",
  "نصف",
  "half",
  "عادي",
  "عاديه",
  "توينز",
  "twin",
  "ميني",
  "mini",
  "هاند",
  "hand",
  "ضغط",
  "pressure",
  "كارشر",
  "karcher",
  "عربيات",
  "سيارات",
];
const SURFACE = ["surface", "سيرفس", "سيرفيس", "سرفس"];
const TABLET = ["tab", "تاب", "تابلت", "tablet"];
// What is made for a tablet and sold alone: its pencil, keyboard, case, charger or screen protector.
const TABLET_ACCESSORY = [
  "قلم",
  "القلم",
  "pencil",
  "pen",
  "كيبورد",
  "الكيبورد",
  "keyboard",
  "جراب",
  "كفر",
  "case",
  "cover",
  "شاحن",
  "charger",
  "اسكرينه",
  "اسكرينة",
  "screen protector",
];
// Accessories of a watch or a camera, sold alone: a strap, a lens, a bag.
const WATCH_ACCESSORY = ["strap", "band", "حزام", "استيك", "اسوره", "سير", "protector", "لزقه", "بروتكتور"];
const CAMERA_ACCESSORY = [
  "عدسه",
  "عدسة",
  "عدسات",
  "lens",
  "lenses",
  "strap",
  "حزام",
  "شنطه",
  "شنطة",
  "bag",
  "غطا",
  "غطاء",
  "cap",
  "ترايبود",
  "tripod",
  "حامل",
  "grip",
  "جريب",
  "بطاريه",
  "بطاريات",
  "battery",
  "شاحن",
  "charger",
  "فلاش",
  "flash",
  "مايك",
  "microphone",
  "cage",
  "كيدج",
  "فلتر",
  "filter",
  "اسكرينه",
  "screen protector",
];
// A camera's or a lens's make (of a pro zoom).
const CAMERA_MAKE = [
  "sony",
  "سوني",
  "canon",
  "كانون",
  "كانن",
  "nikon",
  "نيكون",
  "fujifilm",
  "fuji",
  "فوجي",
  "فوجى",
  "panasonic",
  "lumix",
  "باناسونيك",
  "لوميكس",
  "leica",
  "لايكا",
  "sigma",
  "سيجما",
  "tamron",
  "تامرون",
];
// Full-frame and pro bodies of each make (a body's name is read with its make: a Canon A-1 or a PowerShot S5 is
// another, older camera): the current generations (2021 on) dearer than the others of the last ones.
const CAMERA_LINES = [
  {
    make: ["sony", "سوني"],
    current: [
      ...["a7 iv", "a7iv", "a7 4", "a7m4", "a7 mark iv", "a7 v", "a7v", "a7 5", "a7m5"],
      ...["a7r iv", "a7riv", "a7r 4", "a7r4", "a7rm4", "a7r v", "a7rv", "a7r 5", "a7r5", "a7rm5"],
      ...["a7s iii", "a7siii", "a7s 3", "a7s3", "a7sm3", "a7c ii", "a7cii", "a7c 2", "a7c2", "a7cr"],
      ...["a9 ii", "a9ii", "a9 2", "a9 iii", "a9iii", "a9 3", "a1", "a1 ii"],
    ],
    older: ["a7 iii", "a7iii", "a7 3", "a7m3", "a7 mark iii", "a7r iii", "a7riii", "a7r 3", "a7r", "a7s", "a7c", "a9"],
  },
  {
    make: ["canon", "كانون", "كانن"],
    current: ["r5", "r5 ii", "r5 mark ii", "r5c", "r6 ii", "r6ii", "r6 mark ii", "r6 mark 2", "r3", "r1"],
    older: ["r6", "r8", "eos r", "eos rp", "rp"],
  },
  {
    make: ["nikon", "نيكون"],
    current: ["z8", "z9", "z6iii", "z6 iii", "z6 3", "zf"],
    older: ["z5", "z5ii", "z5 ii", "z6", "z7", "z6ii", "z6 ii", "z7ii", "z7 ii"],
  },
  {
    make: ["panasonic", "lumix", "باناسونيك", "لوميكس"],
    current: ["s5ii", "s5 ii", "s5iix", "s5 iix", "s1r ii", "s1rii"],
    older: ["s5", "s1", "s1r"],
  },
  {
    make: ["fujifilm", "fuji", "فوجي", "فوجى"],
    current: ["x h2", "xh2", "x h2s", "xh2s", "x t5", "xt5", "gfx"],
    older: ["x t4", "xt4", "x s20", "xs20", "x100v", "x100vi"],
  },
  { make: ["leica", "لايكا"], current: ["sl2", "sl3", "q3"], older: [] },
];
// A pro zoom's aperture or line: f/2.8, Sony's G Master, Canon's L, Nikon's S, Sigma's Art.
const PRO_LENS = ["2 8", "f2 8", "f 2 8", "gm", "gm ii", "gm2", "l", "usm l", "art", "s line"];
// A pro zoom's range (a 24-70 or a 70-200).
const PRO_ZOOM = ["24 70", "70 200", "24 70mm", "70 200mm"];
// A body sold with a pro zoom (named in its title or text) is the two together: the lens's floor is added.
const WITH_PRO_ZOOM = { label: "with a pro zoom lens", words: [PRO_ZOOM, PRO_LENS], floor: 7_000 };
// Makes whose recent cars are never cheap, whatever the model.
const PREMIUM_CAR = [
  "مرسيدس",
  "mercedes",
  "benz",
  "بنز",
  "bmw",
  "بي ام دبليو",
  "بي ام",
  "بيما",
  "audi",
  "اودي",
  "porsche",
  "بورش",
  "lexus",
  "لكزس",
  "range rover",
  "رنج روفر",
  "رينج روفر",
  "land rover",
  "لاند روفر",
  "jaguar",
  "جاجوار",
];
// With the other makes whose recent cars all fetch millions (their older ones are judged as any car).
const RECENT_PREMIUM_CAR = [...PREMIUM_CAR, "volvo", "فولفو", "genesis", "جينيسيس", "infiniti", "انفينيتي", "cadillac", "كاديلاك", "maserati", "مازيراتي"];
// The large lines of those makes, dearer still.
const PREMIUM_LARGE = [
  ...["x5", "x6", "x7", "gle", "gls", "q7", "q8", "cayenne", "كايين", "s class", "الفئة اس", "lx", "7 series", "الفئة السابعة", "g class"],
  // (In Arabic letters too, and the Lexus RX, the Volvo XC90, the Audi A8, the S-Class and 7 Series by their badges.)
  ...["اكس 5", "اكس 6", "اكس 7", "جي ال اي", "جي ال اس", "كيو 7", "كيو 8", "اس كلاس", "sclass", "a8", "xc90", "اكس سي 90"],
  ...["rx", "rx 350", "rx350", "rx 450h", "rx450h", "rx 500h", "ار اكس", "s450", "s 450", "s500", "s 500", "s580", "730li", "740li", "750li"],
  // (And the other makes' flagships: a Porsche Panamera, 911 or Taycan, a Lexus LS, a Maybach, a Genesis G90 or GV80,
  // an Infiniti QX80.)
  ...["panamera", "باناميرا", "911", "taycan", "تايكان", "ls 500", "ls500", "maybach", "مايباخ", "g90", "gv80", "qx80", "qx 80"],
];
// The large off-roaders of every make, dearer than the pickups: a Land Cruiser, a Patrol, a G-Class, a Range Rover
// (not its smaller Evoque or Velar), a Tahoe, an Escalade, a Lexus LX.
const LARGE_OFF_ROADER = [
  "land cruiser",
  "landcruiser",
  "لاند كروزر",
  "لاندكروزر",
  "لاند كروز",
  "لاند كروسر",
  "لاندكروسر",
  "patrol",
  "باترول",
  "باطرول",
  "g class",
  "gclass",
  "جي كلاس",
  "جى كلاس",
  "g63",
  "g 63",
  "g500",
  "g 500",
  "جي 63",
  "جي 500",
  "range rover",
  "رنج روفر",
  "رينج روفر",
  "رانج روفر",
  "tahoe",
  "تاهو",
  "تاهوي",
  "yukon",
  "يوكون",
  "يوكن",
  "suburban",
  "سوبربان",
  "escalade",
  "اسكاليد",
  "اسكالاد",
  "expedition",
  "اكسبديشن",
  "sequoia",
  "سيكويا",
  "lx 570",
  "lx570",
  "lx 600",
  "lx600",
];
// The mid-size ones of the family, under them: a Prado, a 4Runner, a Lexus GX.
const MID_OFF_ROADER = ["prado", "برادو", "برادوا", "4runner", "فور رانر", "فوررانر", "gx 460", "gx460", "gx 550", "gx550"];
// The smaller lines that share a large one's make name (a Range Rover Evoque or Velar): not the large one.
// (And a Land Cruiser pickup, a work truck priced as the pickups.)
const NOT_LARGE_OFF_ROADER = [
  "evoque",
  "ايفوك",
  "velar",
  "فيلار",
  "discovery sport",
  "ديسكفري سبورت",
  "بيك اب",
  "بيكاب",
  "بيك آب",
  "pickup",
  "pick up",
  "كابينه",
  "كابينة",
  "حموله",
  "حمولة",
];
// The premium makes' executive saloons by their class or badge, in both scripts: an E-Class, a 5 Series, an A6, a Lexus
// ES or GS, a Volvo S90, a Genesis G80, a Jaguar XF.
const EXECUTIVE_CAR = [
  ...["e class", "eclass", "e klasse", "اي كلاس", "الفئه اي", "الفئه e"],
  ...["180", "200", "220", "250", "300", "350", "450"].flatMap((badge) => [`e${badge}`, `e ${badge}`, `اي ${badge}`]),
  ...["5 series", "الفئه الخامسه", "520i", "520d", "523i", "528i", "530i", "530e", "530d", "540i", "m5"],
  ...["a6", "a7", "ايه 6", "اي 6", "es 250", "es250", "es 300", "es300", "es 300h", "es300h", "es 350", "es350", "gs 350", "gs350"],
  ...["s90", "اس 90", "g80", "xf"],
];
// Their compact ones by class or badge, under them: a C-Class, a 3 Series, an A4 or A5, a Lexus IS, a Volvo S60.
const COMPACT_PREMIUM_CAR = [
  ...["c class", "cclass", "سي كلاس", "الفئه سي", "الفئه c"],
  ...["180", "200", "250", "300", "43", "63"].flatMap((badge) => [`c${badge}`, `c ${badge}`, `سي ${badge}`]),
  ...["3 series", "الفئه الثالثه", "318i", "320i", "320d", "325i", "328i", "330i", "330e", "340i", "m3", "4 series", "420i", "430i"],
  ...["a4", "a5", "ايه 4", "is 300", "is300", "is 350", "s60", "v60", "g70", "q50"],
];
// The premium makes' mid-size SUVs (their large ones are PREMIUM_LARGE): a GLC, an X3, a Q5, a Macan, an Evoque.
const PREMIUM_SUV = [
  "glc",
  "جي ال سي",
  "x3",
  "x4",
  "اكس 3",
  "اكس 4",
  "q5",
  "كيو 5",
  "macan",
  "ماكان",
  "evoque",
  "ايفوك",
  "velar",
  "فيلار",
  "discovery",
  "ديسكفري",
  "xc60",
  "xc90",
  "f pace",
  "gv70",
  "qx50",
  "qx60",
  "nx",
  "nx 350",
  "nx350",
  "ان اكس",
];
// Pickups and off-roaders that hold their price for years, of any make that builds them.
const ENDURING_4X4 = [
  "hilux",
  "هايلكس",
  "هايلوكس",
  "land cruiser",
  "لاند كروزر",
  "prado",
  "برادو",
  "fortuner",
  "فورتشنر",
  "patrol",
  "باترول",
  "wrangler",
  "رانجلر",
];
// Phone makes whose top line ("Ultra") is never cheap, whatever its number.
const PHONE_MAKE = [
  "samsung",
  "سامسونج",
  "galaxy",
  "جالاكسي",
  "جلاكسي",
  "xiaomi",
  "شاومي",
  "شاؤمي",
  "huawei",
  "هواوي",
  "honor",
  "هونر",
  "oppo",
  "اوبو",
  "vivo",
  "فيفو",
  "oneplus",
  "ون بلس",
  "pixel",
  "بيكسل",
];
const TWO_WHEELS = [
  "موتوسيكل",
  "موتسيكل",
  "موتوسكل",
  "دراجه",
  "سكوتر",
  "motorcycle",
  "motorbike",
  "bike",
  "scooter",
  // The motorcycle lines of a premium car make (a BMW G 310 is not its car).
  "g310",
  "g 310",
  "g310r",
  "g310gs",
  "s1000rr",
  "s 1000 rr",
  "r1250gs",
  "r 1250 gs",
  "r1200gs",
  "r 1200 gs",
  "f850gs",
  "f 850 gs",
  "f900r",
  "k1600",
  "c400x",
];
const EXCAVATOR = ["حفار", "حفاره", "excavator", "لودر", "loader", "بلدوزر", "bulldozer", "بكهو", "backhoe"];
// A large excavator (30 tonnes or more) by its class number: Caterpillar's 330 to 395 (a 320 is of 20 tonnes), or a
// make's letters before its tonnes times ten (PC350, ZX350, EC380, R300, DX300, HX330, SK350, SY365, XE370).
const LARGE_EXCAVATOR_CLASS = [
  ...Array.from({ length: 66 }, (_, index) => `${330 + index}`).flatMap((number) =>
    ["", "b", "c", "d", "e", "f", "gc", "l", "dl", "d2", "d2l", "lc", "nx"].map((suffix) => `${number}${suffix}`),
  ),
  ...["pc", "zx", "ec", "r", "dx", "hx", "sk", "sy", "xe", "cx", "ex"].flatMap((letters) =>
    Array.from({ length: 140 }, (_, index) => `${300 + index * 5}`).flatMap((number) => [`${letters}${number}`, `${letters} ${number}`]),
  ),
];
// A full-size excavator or loader named by its model code alone ("كوماتسو PC200 2019"): a make's letters before its
// tonnes times ten (PC200, ZX210, EC210, R220, DX225, SK200, SY215, XE215, EX200), Caterpillar's 320 to 329, a
// Komatsu wheel loader's WA320 to WA600 or Caterpillar's 950 to 980 (with the make's name); with the letters of its
// version after the number ("R220LC", "SY215C", "ZX200LC").
const CODE_VERSION = ["", "lc", "nlc", "lca", "c", "d", "g", "gc", "h", "w"];
const EXCAVATOR_CODE = [
  ...["pc", "zx", "ec", "dx", "hx", "sk", "sy", "xe", "ex"].flatMap((letters) =>
    Array.from({ length: 20 }, (_, index) => `${200 + index * 5}`).flatMap((number) => [`${letters}${number}`, `${letters} ${number}`]),
  ),
  ...["200", "210", "215", "220", "225", "235", "250", "260", "290"].flatMap((number) => [`r${number}`, `r ${number}`]),
  ...Array.from({ length: 29 }, (_, index) => `${320 + index * 10}`).flatMap((number) => [`wa${number}`, `wa ${number}`]),
].flatMap((code) => CODE_VERSION.map((version) => `${code}${version}`));
const EXCAVATOR_CODE_ARABIC = ["بي سي 200", "بي سي 210", "بي سي 220", "بي سي 240"];
const CATERPILLAR = ["cat", "كاتربيلر", "كاتربلر", "كتربلر", "caterpillar", "كات"];
const CATERPILLAR_CODE = ["320", "323", "325", "326", "329", "950", "962", "966", "972", "980"].flatMap((number) =>
  ["", "b", "c", "d", "e", "f", "g", "h", "gc", "l", "dl", "d2", "d2l"].map((suffix) => `${number}${suffix}`),
);
const FORKLIFT = ["كلارك", "forklift", "fork lift", "رافعه شوكيه", "رافعة شوكية", "فوركلفت", "فورك لفت", "فوركليفت", "فورك ليفت"];
// An embroidery machine's heads, 2 to 50 ("6 روس", "12 heads").
const EMBROIDERY_HEADS = Array.from({ length: 49 }, (_, index) => `${index + 2}`).flatMap((heads) =>
  ["راس", "روس", "رووس", "رءوس", "head", "heads"].map((word) => `${heads} ${word}`),
);
const MINI = ["ميني", "mini", "صغير"];
// A loader's, a backhoe's or a bulldozer's numbers are of other scales.
const NOT_AN_EXCAVATOR = [...MINI, "لودر", "loader", "بكهو", "باك هو", "backhoe", "بلدوزر", "bulldozer"];
// Small, of either gender ("جرار صغير", "مخرطه صغيره").
const SMALL = [...MINI, "صغيره"];
// A farm tractor: the word in the title ("جرار" alone is also jars), a tractor make or a farm word in the title, the
// text or the catalogue's names; not its trailer, plough or cab, nor a toy.
const TRACTOR = ["جرار", "جرارات", "tractor", "tractors", "تراكتور", "تركتور"];
// A tractor of 100 horsepower or more (in its title or text: "120 حصان", "130hp").
// Or named by a model that says its power: a series digit before the horsepower and a letter ("6120M", "7230R",
// "5100E"), or a big line of its make (New Holland's T6 to T8, Case's Puma and Magnum, Claas's Axion).
const BIG_TRACTOR_POWER = [
  ...Array.from({ length: 61 }, (_, index) => `${100 + index * 5}`).flatMap((power) => [`${power} حصان`, `${power}hp`, `${power} hp`]),
  ...["5", "6", "7", "8"].flatMap((series) =>
    Array.from({ length: 61 }, (_, index) => `${series}${100 + index * 5}`).flatMap((model) =>
      ["m", "r", "e", "b", "j", "d"].map((letter) => `${model}${letter}`),
    ),
  ),
  "t6",
  "t7",
  "t8",
  "puma",
  "magnum",
  "axion",
];
const TRACTOR_MAKE = [
  "جون دير",
  "جون ديري",
  "john deere",
  "ماسي فيرجسون",
  "ماسي فيرغسون",
  "ماسي فرجسون",
  "مسي فرجسون",
  "massey ferguson",
  "massey",
  "نيو هولاند",
  "نيوهولاند",
  "new holland",
  "كوبوتا",
  "kubota",
  "بيلاروس",
  "belarus",
  "دويتس",
  "deutz",
  "لانديني",
  "landini",
  "ماهيندرا",
  "mahindra",
  "فيات",
  "fiat",
  "زراعي",
  "زراعيه",
  "agricultural",
  "farm",
];
const NOT_A_TRACTOR = [
  ...SMALL,
  "مقطوره",
  "trailer",
  "محراث",
  "plough",
  "plow",
  "مشط",
  "harrow",
  "عزاقه",
  "cultivator",
  "قصابيه",
  "بذاره",
  "سطاره",
  "seeder",
  "رشاشه",
  "sprayer",
  "كابينه",
  "لعبه",
  "toy",
];
// A truck's or a bus's cab, chassis, box or trailer sold alone.
const NOT_A_TRUCK = ["كابينه", "cabin", "شاسيه", "chassis", "صندوق", "مقطوره", "trailer", "لعبه", "toy"];
// A trailer or a body named after the truck or bus is sold with it ("اكتروس 2020 بالمقطوره"), before it alone.
const WITH_TRAILER = ["مقطوره", "trailer", "صندوق", "box"];
const MICROBUS = ["هايس", "هاي اس", "hiace", "كينج لونج", "king long", "kinglong", "سبرينتر", "اسبرينتر", "sprinter"];
const LIGHT_TRUCK = [
  "npr",
  "nqr",
  "nkr",
  "nmr",
  "ان بي ار",
  "ان كي ار",
  "كانتر",
  "canter",
  "فوسو",
  "fuso",
  "هينو",
  "hino",
  "اتيجو",
  "atego",
  "ايفيكو",
  "iveco",
  "urvan",
  "اورفان",
  "nv350",
  "h1",
  "اتش 1",
  "اتش وان",
];
// The Chinese microbuses named after the Hiace ("جينبي هايس"), cheaper.
const CHINESE_VAN = ["جينبي", "jinbei", "جامبو", "brilliance", "بريليانس"];
// A laser machine's power of a kilowatt or more (a cutter's; an engraver's is of tens of watts), in kilowatts or in
// watts ("3 كيلو وات", "3kw", "3000 وات"), written joined or apart.
const KILOWATTS = [
  "كيلو وات",
  "كيلووات",
  "كيلو واط",
  "kw",
  ...Array.from({ length: 40 }, (_, index) => `${index + 1}kw`),
  ...Array.from({ length: 59 }, (_, index) => `${1_000 + index * 500}`).flatMap((watts) => [
    `${watts} وات`,
    `${watts} واط`,
    `${watts}w`,
    `${watts} w`,
    `${watts} watt`,
  ]),
];
// Car lines dearer than their makes' cheap ones (a Sunny beside an X-Trail), of a model year from 2016.
const SALOON_LINE = [
  ...["corolla", "كورولا", "كرولا", "elantra", "نترا", "انترا", "octavia", "اوكتافيا", "اكتافيا", "mg 6", "ام جي 6"],
  ...["passat", "باسات", "باساط", "camry", "كامري", "superb", "سوبيرب"],
];
const SUV_LINE = [
  "rav4",
  "rav 4",
  "راف 4",
  "c hr",
  "chr",
  "سي اتش ار",
  "tucson",
  "توسان",
  "sportage",
  "سبورتاج",
  "x trail",
  "xtrail",
  "اكس تريل",
  "qashqai",
  "قشقاي",
  "tiggo 7",
  "tiggo 8",
  "تيجو 7",
  "تيجو 8",
  "تيغو 7",
  "تيغو 8",
  "mg zs",
  "ام جي zs",
  "ام جي زد اس",
  "rx5",
  "rx 5",
  "ار اكس 5",
  "kodiaq",
  "كودياك",
  "karoq",
  "كاروك",
  "tiguan",
  "تيجوان",
  "تيغوان",
  "3008",
  "5008",
  "jeep",
  "جيب",
  "cherokee",
  "شيروكي",
  "compass",
  "كومباس",
  "sorento",
  "سورينتو",
  "santa fe",
  "سانتافي",
  "سانتا في",
  "cx 5",
  "cx5",
  "cr v",
  "crv",
  "سي ار في",
  "outlander",
  "اوتلاندر",
];
// Those of the volume makes' mid-size SUV lines (not a Chinese or a small one: an MG ZS, a Tiggo 7, an RX5).
const DEAR_SUV_LINE = SUV_LINE.filter((line) => !/tiggo|تيجو |تيغو |zs|زد اس|rx|ار اكس|c hr|chr|سي اتش ار|^jeep$|^جيب$/.test(line));
// Electric cars: a Tesla of any year; a BYD of its electric lines (its old F3 is cheap, its old petrol Song too) from 2020.
const TESLA = ["tesla", "تسلا", "تيسلا"];
const ELECTRIC_BYD = [
  "byd song",
  "byd atto",
  "byd seal",
  "byd dolphin",
  "byd han",
  "byd tang",
  "byd yuan",
  "byd qin",
  "بي واي دي سونج",
  "بي واي دي اتو",
  "بي واي دي سيل",
  "بي واي دي دولفين",
];

export const REFERENCE_MODELS: readonly ReferenceModel[] = [
  { label: "iPhone 16 Pro", words: [IPHONE, ["16"], PRO], floor: 20_000, flagship: true },
  { label: "iPhone 16", words: [IPHONE, ["16"]], floor: 15_000, flagship: true },
  { label: "iPhone 15 Pro", words: [IPHONE, ["15"], PRO], floor: 15_000, flagship: true },
  { label: "iPhone 15", words: [IPHONE, ["15"]], floor: 10_000, flagship: true },
  { label: "iPhone 14 Pro", words: [IPHONE, ["14"], PRO], floor: 10_000, flagship: true },
  { label: "iPhone 14", words: [IPHONE, ["14"]], floor: 7_000, flagship: true },
  { label: "Galaxy S24 to S26 Ultra", words: [["s24", "s25", "s26", "اس 24", "اس 25", "اس 26"], ULTRA], floor: 15_000, flagship: true },
  { label: "Galaxy S24 to S26", words: [["s24", "s25", "s26", "اس 24", "اس 25", "اس 26"]], floor: 10_000, flagship: true },
  { label: "Galaxy S23 Ultra", words: [["s23", "اس 23"], ULTRA], floor: 10_000, flagship: true },
  // The flagship tablets of every make by their generation of 2023 on (a Galaxy Tab S9 to S11, its Ultra and Plus
  // dearer; a Xiaomi Pad Pro, a Lenovo Tab Extreme): the generation may be in the text when the title names the tablet.
  {
    label: "Galaxy Tab S Ultra of 2023 on",
    words: [TABLET, [...lineGenerations(TAB_S_GENERATION, ULTRA), "s9u", "s10u", "s11u"]],
    floor: 15_000,
    specInText: true,
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  {
    label: "Galaxy Tab S Plus of 2023 on",
    words: [TABLET, lineGenerations(TAB_S_GENERATION, ["plus", "بلس", "بلاس"])],
    floor: 10_000,
    specInText: true,
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  { label: "Galaxy Tab S of 2023 on", words: [TABLET, TAB_S_GENERATION], floor: 8_000, unless: NOT_TOP_TABLET, flagship: true, accessory: TABLET_ACCESSORY },
  {
    label: "Xiaomi Pad Pro of 2023 on",
    words: [
      ["xiaomi", "شاومي", "mi"],
      lineGenerations(
        ["6", "6s", "7", "8"].flatMap((generation) => [`pad ${generation}`, `باد ${generation}`]),
        PRO,
      ),
    ],
    floor: 7_000,
    familyInText: true,
    unless: ["redmi", "ريدمي"],
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  { label: "Lenovo Tab Extreme", words: [["tab extreme", "تاب اكستريم", "تاب اكستريم"]], floor: 9_000, flagship: true, accessory: TABLET_ACCESSORY },
  // A tablet's top line (a Galaxy Tab S Ultra), of any make.
  { label: "Ultra tablet", words: [TABLET, ULTRA], floor: 8_000, flagship: true, accessory: TABLET_ACCESSORY },
  // Any make's top phone line of the last three years (a Xiaomi 14 Ultra, a Vivo X200 Ultra, an Honor Magic 7 Ultra):
  // of 2024 on near half of a used one's price, of 2023 (a Xiaomi 13 Ultra, a Vivo X100 Ultra) below.
  {
    label: "Ultra phone of 2024 on",
    words: [PHONE_MAKE, lineGenerations(["14", "15", "16", "17", "x200", "x300", "x8", "x9", "magic 7", "magic 8", "pura 80"], ULTRA)],
    floor: 14_000,
    familyInText: true,
    unless: ["watch", "ساعة", "ساعه", "band", "باند", "pad", "باد", ...TABLET],
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  {
    label: "Recent Ultra phone",
    words: [
      PHONE_MAKE,
      ["13", "14", "15", "16", "17", "x100", "x200", "x300", "x7", "x8", "x9", "magic 6", "magic 7", "magic 8", "pura 70", "pura 80"].flatMap((line) =>
        ULTRA.map((ultra) => `${line} ${ultra}`),
      ),
    ],
    floor: 10_000,
    familyInText: true,
    unless: ["watch", "ساعة", "ساعه", "band", "باند", "pad", "باد", ...TABLET],
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  // Other makes' flagship lines of the last three years (an Honor Magic 6 to 8, an Oppo Find X7 to X9, a Vivo X100 to
  // X300), not their cheap "Lite" ones nor a watch or tablet of the name; their Pro dearer.
  {
    label: "Recent flagship phone line, Pro",
    words: [PHONE_MAKE, lineGenerations(RECENT_FLAGSHIP_LINE, PRO)],
    floor: 12_000,
    familyInText: true,
    unless: ["lite", "لايت", "watch", "ساعه", "ساعة", "band", "باند", "pad", "باد", "remote", "ريموت", ...TABLET],
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  {
    label: "Recent flagship phone line",
    words: [PHONE_MAKE, RECENT_FLAGSHIP_LINE],
    floor: 8_000,
    familyInText: true,
    unless: ["lite", "لايت", "watch", "ساعه", "ساعة", "band", "باند", "pad", "باد", "remote", "ريموت", ...TABLET],
    flagship: true,
  },
  // Any make's top phone line: its make may be the catalogue's, its line must be in the title.
  {
    label: "Ultra phone",
    words: [PHONE_MAKE, ULTRA],
    floor: 5_000,
    familyInText: true,
    unless: ["watch", "ساعة", "ساعه", "band", "باند"],
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  // Phones that open as a book, any make, of 2024 on (a Z Fold 6 or 7, a Magic V3, a Find N5): near half of a used
  // one's price (a used Fold 6 fetches 40,000 or more), its 512 GB or terabyte dearer.
  {
    label: "Book foldable phone of 2024 on, 512 GB or more",
    words: [[...PHONE_MAKE, "motorola", "موتورولا", "z", "زد"], BOOK_FOLD, NEWEST_FOLD, BIG_STORAGE],
    floor: 22_000,
    familyInText: true,
    unless: NOT_A_PHONE,
    whenNew: { floor: 40_000 },
  },
  {
    label: "Book foldable phone of 2024 on",
    words: [[...PHONE_MAKE, "motorola", "موتورولا", "z", "زد"], BOOK_FOLD, NEWEST_FOLD],
    floor: 20_000,
    familyInText: true,
    unless: NOT_A_PHONE,
    whenNew: { floor: 35_000 },
  },
  // Phones that open as a book, any make, of the last three years' generations (a Z Fold 5 to 7, a Find N3, a Magic
  // V2): near half of a used one's price.
  {
    label: "Recent book foldable phone",
    words: [[...PHONE_MAKE, "motorola", "موتورولا", "z", "زد"], BOOK_FOLD, RECENT_FOLD],
    floor: 16_000,
    familyInText: true,
    unless: NOT_A_PHONE,
    whenNew: { floor: 30_000 },
  },
  {
    label: "Galaxy Z Fold",
    words: [
      ["fold", "فولد", "fold3", "fold4", "fold5", "fold6", "fold7", "فولد 5", "فولد 6"],
      ["samsung", "سامسونج", "galaxy", "جالاكسي", "جلاكسي", "z", "زد"],
    ],
    floor: 10_000,
    whenNew: { floor: 20_000 },
  },
  { label: "PlayStation 5 Pro", words: [["ps5", "playstation 5", "بلايستيشن 5", "بلاي ستيشن 5", "بلاستيشن 5"], PRO], floor: 15_000 },
  { label: "PlayStation 5", words: [["ps5", "playstation 5", "بلايستيشن 5", "بلاي ستيشن 5", "بلاستيشن 5"]], floor: 10_000 },
  // Its chips of 2023 on (M3 to M5), dearer than the first two.
  {
    label: "MacBook Pro (M3 or later)",
    words: [["macbook", "ماك بوك", "ماكبوك"], PRO, ["m3", "m4", "m5"]],
    floor: 25_000,
    flagship: true,
  },
  {
    label: "MacBook Pro (Apple silicon)",
    words: [["macbook", "ماك بوك", "ماكبوك"], PRO, ["m1", "m2", "m3", "m4", "m5"]],
    floor: 20_000,
    // (Its Max chip or a terabyte: the top version.)
    flagship: true,
  },
  {
    label: "MacBook (M3 or later)",
    words: [
      ["macbook", "ماك بوك", "ماكبوك"],
      ["m3", "m4", "m5"],
    ],
    floor: 16_000,
  },
  {
    label: "MacBook (Apple silicon)",
    words: [
      ["macbook", "ماك بوك", "ماكبوك"],
      ["m1", "m2", "m3", "m4", "m5"],
    ],
    floor: 12_000,
  },
  // An iPad Pro of Apple's own chips (from 2021): the dearest tablets, and of the M4 on (2024, its OLED screen) dearer.
  // (Its 13-inch one dearer still.)
  {
    label: "iPad Pro 13 inches (M4 or later)",
    words: [["ipad", "ايباد", "آيباد"], PRO, ["m4", "m5"], ["13"]],
    floor: 24_000,
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  { label: "iPad Pro (M4 or later)", words: [["ipad", "ايباد", "آيباد"], PRO, ["m4", "m5"]], floor: 20_000, flagship: true, accessory: TABLET_ACCESSORY },
  {
    label: "iPad Pro (M chip)",
    words: [["ipad", "ايباد", "آيباد"], PRO, ["m1", "m2", "m4", "m5"]],
    floor: 12_000,
    flagship: true,
    accessory: TABLET_ACCESSORY,
  },
  { label: "iPad Pro", words: [["ipad", "ايباد", "آيباد"], PRO], floor: 8_000, flagship: true, accessory: TABLET_ACCESSORY },
  {
    label: "iPad Air",
    words: [
      ["ipad", "ايباد", "آيباد"],
      ["air", "اير", "إير"],
    ],
    floor: 8_000,
  },
  // A Pixel by its line and generation: its Pro Fold, its Pro of 2024 on (9 and 10), its 8 Pro, its 9 or 10; the
  // generation may be in the text when the title names the Pixel.
  {
    label: "Google Pixel Pro Fold",
    words: [PIXEL, lineGenerations(["9 pro", "10 pro", "9 برو", "10 برو"], ["fold", "فولد"])],
    floor: 20_000,
    specInText: true,
  },
  { label: "Google Pixel Pro of 2024 on", words: [PIXEL, lineGenerations(["9", "10"], PRO)], floor: 15_000, specInText: true, accessory: TABLET_ACCESSORY },
  { label: "Google Pixel 8 Pro", words: [PIXEL, lineGenerations(["8"], PRO)], floor: 10_000, specInText: true, accessory: TABLET_ACCESSORY },
  { label: "Google Pixel 9 or 10", words: [PIXEL, ["9", "10"]], floor: 10_000, accessory: TABLET_ACCESSORY },
  {
    label: "Google Pixel 8 or later",
    words: [PIXEL, ["8", "9", "10", "8 pro", "9 pro", "10 pro"]],
    floor: 8_000,
  },
  // A laptop's graphics card sets its tier: a 4090 or 5090 one, a 4080 or 5080, a 4070 or 5070, each dearer than the
  // next (the card in its title, or in its text when its title names the laptop).
  ...[
    { tier: "90", floor: 45_000 },
    { tier: "80", floor: 35_000 },
    { tier: "70", floor: 24_000 },
  ].flatMap(({ tier, floor }) => [
    {
      label: `Gaming laptop with an xx${tier} graphics card`,
      words: [LAPTOP, graphicsTier(tier)],
      floor,
      familyInText: true,
      unless: [...GRAPHICS_CARD, ...DESKTOP_CARD],
    },
    {
      label: `Gaming laptop with an xx${tier} graphics card`,
      words: [LAPTOP_LINE, graphicsTier(tier)],
      floor,
      specInText: true,
      unless: [...GRAPHICS_CARD, ...DESKTOP_CARD, ...LAPTOP_PART, ...LAPTOP_ACCESSORY],
    },
  ]),
  {
    label: "Gaming laptop with a recent graphics card",
    words: [LAPTOP, RECENT_GRAPHICS],
    floor: 18_000,
    familyInText: true,
    unless: GRAPHICS_CARD,
  },
  // The card alone, or any machine built around one.
  { label: "Recent graphics card", words: [RECENT_GRAPHICS], floor: 5_000 },
  { label: "Xbox Series X", words: [XBOX, ["series x", "سيريس اكس", "سيريس x", "سيرس اكس"]], floor: 8_000 },
  { label: "Xbox Series", words: [XBOX, ["series", "سيريس", "سيرس"]], floor: 5_000 },
  {
    label: "Nintendo Switch OLED",
    words: [
      ["switch", "سويتش", "سويتشن", "nintendo", "نينتندو"],
      ["oled", "اوليد"],
    ],
    floor: 5_000,
  },
  // The second Switch (2025), not a Switch sold with two games.
  {
    label: "Nintendo Switch 2",
    words: [["switch 2", "سويتش 2", "switch2"]],
    floor: 8_000,
    unless: ["لعبه", "لعبة", "العاب", "game", "games", "كارتريدج"],
  },
  {
    label: "Nintendo Switch",
    words: [
      ["nintendo", "نينتندو", "نينتدو"],
      ["switch", "سويتش"],
    ],
    floor: 3_000,
  },
  // The newest iPhones (September 2025 and 2026).
  { label: "iPhone 17 or 18 Pro", words: [IPHONE, ["17", "18"], PRO], floor: 25_000, flagship: true },
  { label: "iPhone 17 or 18", words: [IPHONE, ["17", "18"]], floor: 15_000, flagship: true },
  // Phones that fold, any make: the last three years' generations dearer, any one dearer new.
  // A Galaxy Z Flip of 2024 on (a Flip 6 or 7), dearer than the other flip ones.
  {
    label: "Galaxy Z Flip of 2024 on",
    words: [
      ["samsung", "سامسونج", "galaxy", "جالاكسي", "جلاكسي", "z", "زد"],
      ["flip", "فليب", "فلب", "flip6", "flip7"],
      ["6", "7", "flip6", "flip7"],
    ],
    floor: 10_000,
    familyInText: true,
    unless: NOT_A_PHONE,
    whenNew: { floor: 18_000 },
  },
  {
    label: "Recent foldable phone",
    words: [[...PHONE_MAKE, "motorola", "موتورولا", "z", "زد"], FOLDABLE, RECENT_FOLD],
    floor: 8_000,
    familyInText: true,
    unless: NOT_A_PHONE,
    whenNew: { floor: 15_000 },
  },
  {
    label: "Foldable phone",
    words: [[...PHONE_MAKE, "motorola", "موتورولا", "z", "زد"], FOLDABLE],
    floor: 2_000,
    familyInText: true,
    unless: NOT_A_PHONE,
    whenNew: { floor: 12_000 },
  },
  // Other makes' recent flagships (from 2023), as their titles name them.
  {
    label: "Recent Xiaomi flagship",
    words: [["xiaomi", "شاومي", "شاؤمي", "mi"].flatMap((make) => ["14", "15", "16", "17", "14t", "15t", "17t"].map((line) => `${make} ${line}`))],
    floor: 5_000,
    unless: ["redmi", "ريدمي", "note", "نوت", "poco", "بوكو", "pad", "باد", "tv", "شاشه", "band", "باند", "watch", "ساعه"],
  },
  {
    label: "Recent Huawei flagship",
    words: [["mate", "ميت", "pura", "بورا"].flatMap((line) => ["60", "70", "80", "x5", "x6"].map((number) => `${line} ${number}`)).concat(["p60", "p70"])],
    floor: 8_000,
    unless: ["pad", "باد", "matepad", "book", "بوك", "watch", "ساعه"],
  },
  {
    label: "Recent OnePlus flagship",
    words: [["oneplus", "ون بلس", "وان بلس"].flatMap((make) => ["11", "12", "13", "14", "15"].map((line) => `${make} ${line}`))],
    floor: 6_000,
  },
  {
    label: "Nothing Phone (2) or later",
    words: [["nothing phone", "ناثينج فون", "نوثينج فون", "ناثينج", "نوثينج"].flatMap((line) => ["2", "3", "4"].map((number) => `${line} ${number}`))],
    floor: 4_000,
  },
  // Business laptop lines by the generation their names write: of 2023 on, then of 2021 and 2022.
  { label: "ThinkPad X1 of 2023 on", words: [THINKPAD_X1, generation([11, 12, 13, 14])], floor: 16_000, unless: LAPTOP_PART },
  { label: "ThinkPad X1 of 2021 on", words: [THINKPAD_X1, generation([9, 10])], floor: 9_000, unless: LAPTOP_PART },
  { label: "ThinkPad of 2023 on", words: [THINKPAD, THINKPAD_BUSINESS, generation([4, 5, 6, 7])], floor: 12_000, unless: LAPTOP_PART },
  { label: "ThinkPad of 2021 on", words: [THINKPAD, THINKPAD_BUSINESS, generation([2, 3])], floor: 7_000, unless: LAPTOP_PART },
  { label: "EliteBook or ZBook of 2023 on", words: [ELITEBOOK, generation([10, 11, 12])], floor: 12_000, unless: LAPTOP_PART },
  { label: "EliteBook or ZBook of 2021 on", words: [ELITEBOOK, generation([8, 9])], floor: 7_000, unless: LAPTOP_PART },
  { label: "Latitude 9 of 2023 on", words: [LATITUDE, latitudeNumbers("9", ["4", "5", "6"])], floor: 12_000, unless: [...LAPTOP_PART, "e"] },
  {
    label: "Latitude 7 or 9 of 2021 on",
    words: [LATITUDE, [...latitudeNumbers("9", ["2", "3"]), ...latitudeNumbers("7", ["2", "3"])]],
    floor: 7_000,
    unless: [...LAPTOP_PART, "e"],
  },
  // (Its number may be in the text when the title names the XPS.)
  { label: "XPS of 2023 on", words: [XPS, RECENT_XPS], floor: 18_000, specInText: true, unless: [...LAPTOP_PART, ...LAPTOP_ACCESSORY] },
  // A laptop by its specs, whatever its line: a top chip of 2022 on, dearer with 32 GB of memory or more (in the title
  // or the text); not a desktop of the same catalogue.
  {
    label: "Laptop of a recent top chip and 32 GB",
    words: [LAPTOP, TOP_CHIP, RECENT_CHIP, LARGE_MEMORY],
    floor: 14_000,
    familyInText: true,
    specInText: true,
    unless: [...LAPTOP_PART, ...LAPTOP_ACCESSORY, ...DESKTOP, ...GRAPHICS_CARD],
  },
  {
    label: "Laptop of a recent top chip",
    words: [LAPTOP, TOP_CHIP, RECENT_CHIP],
    floor: 10_000,
    familyInText: true,
    specInText: true,
    unless: [...LAPTOP_PART, ...LAPTOP_ACCESSORY, ...DESKTOP, ...GRAPHICS_CARD],
  },
  // Laptops: the premium lines (dearer when recent by their model year, or new), and any of a 2024 chip.
  {
    label: "Premium laptop line",
    words: [PREMIUM_LAPTOP],
    floor: 3_500,
    recent: { from: 2022, floor: 20_000 },
    whenNew: { floor: 20_000 },
    unless: LAPTOP_PART,
  },
  { label: "Laptop of a 2024 chip", words: [RECENT_LAPTOP_CHIP], floor: 8_000, unless: LAPTOP_PART },
  // A Surface Pro of the last generations: 10 on (the Snapdragon ones) dearer than a 9; not an old Pro 4 to 8.
  {
    label: "Surface Pro of 2024 on",
    words: [SURFACE, ["pro 10", "pro 11", "pro 12", "برو 10", "برو 11", "برو 12", "snapdragon", "سناب دراجون", "سنابدراجون", "x elite", "x plus"]],
    floor: 16_000,
  },
  { label: "Recent Surface Pro", words: [SURFACE, ["pro 9", "برو 9"]], floor: 10_000 },
  // Watches: an Ultra of Apple's or Samsung's, not its strap.
  {
    label: "Ultra watch",
    words: [["apple watch", "ابل واتش", "آبل واتش", "iwatch", "اي واتش", "galaxy watch", "جالاكسي واتش"], ULTRA],
    floor: 6_000,
    unless: WATCH_ACCESSORY,
  },
  // Cameras: full-frame and pro bodies of every make, of the current generations dearer, and the larger drones; not a
  // lens, strap or bag named before the body (a body "with its lens" is the camera).
  ...CAMERA_LINES.map(({ make, current }) => ({
    label: "Current full-frame or pro camera",
    words: [make, current],
    floor: 22_000,
    accessory: CAMERA_ACCESSORY,
    kit: WITH_PRO_ZOOM,
  })),
  ...CAMERA_LINES.filter(({ older }) => older.length > 0).map(({ make, older }) => ({
    label: "Full-frame or pro camera",
    words: [make, older],
    floor: 10_000,
    accessory: CAMERA_ACCESSORY,
    kit: WITH_PRO_ZOOM,
  })),
  // A pro zoom (a 24-70 or a 70-200 of f/2.8, a make's top line) alone.
  { label: "Pro zoom lens", words: [CAMERA_MAKE, PRO_ZOOM, PRO_LENS], floor: 7_000 },
  // Camera drones by line, wherever listed (the line may be in the text when the title names the drone).
  { label: "Pro camera drone", words: [DRONE, PRO_DRONE], floor: 20_000, specInText: true, unless: [...DRONE_PART, ...CAMERA_ACCESSORY] },
  { label: "Camera drone", words: [DRONE, MIDDLE_DRONE], floor: 10_000, specInText: true, unless: [...DRONE_PART, ...CAMERA_ACCESSORY] },
  {
    label: "Camera drone",
    words: [DRONE, ["mini 4", "mini 5", "ميني 4", "ميني 5"]],
    floor: 6_000,
    unless: [...DRONE_PART, ...CAMERA_ACCESSORY],
  },
  {
    label: "Action or pocket camera",
    words: [
      ["gopro", "جو برو", "جوبرو", "dji", "osmo", "اوزمو"],
      ["hero 12", "hero 13", "hero12", "hero13", "pocket 3", "action 4", "action 5", "osmo 360"],
    ],
    floor: 4_000,
    unless: CAMERA_ACCESSORY,
  },
  // Apple's desktops of its own chips.
  {
    label: "Mac desktop (Apple silicon)",
    words: [
      ["imac", "ايماك", "آي ماك", "mac mini", "ماك ميني", "mac studio", "ماك ستوديو"],
      ["m1", "m2", "m3", "m4", "m5"],
    ],
    floor: 5_000,
  },
  {
    label: "AirPods Max",
    words: [["airpods max", "ايربودز ماكس", "اير بودز ماكس"]],
    floor: 5_000,
    unless: ["كفر", "cover", "case", "وسادات", "ear pads", "pads"],
  },
  // Virtual reality: Apple's and Meta's current headsets.
  { label: "Apple Vision Pro", words: [["vision pro", "فيجن برو", "فيجين برو"]], floor: 40_000 },
  { label: "Meta Quest 3", words: [["quest 3", "كويست 3", "quest3"]], floor: 5_000 },
  // Home: a Dyson's machine, not a head or a brush for one.
  {
    label: "Dyson appliance",
    words: [["dyson", "دايسون"]],
    floor: 2_000,
    unless: ["راس", "head", "فرشه", "فرشاه", "brush", "وصله", "وصلات", "attachment", "حامل", "stand", "قطعه"],
  },
  // A dear make's dishwasher or built-in oven, new (its make may be the catalogue's): the shops' price of that make.
  { label: "Dishwasher of a dear make", words: [DEAR_APPLIANCE_MAKE, DISHWASHER], floor: 3_000, familyInText: true, whenNew: { floor: 18_000 } },
  {
    label: "Built-in oven of a dear make",
    words: [DEAR_APPLIANCE_MAKE, ["فرن", "oven"], ["بلت ان", "بيلت ان", "بلت إن", "built in", "builtin"]],
    floor: 0,
    familyInText: true,
    whenNew: { floor: 15_000 },
  },
  { label: "Dishwasher", words: [["غساله اطباق", "غسالة اطباق", "غساله صحون", "dishwasher"]], floor: 3_000, whenNew: { floor: 8_000 } },
  // Big appliances, judged when new: a new one's price is the shops', an old one's can be anything (a dear make's
  // dearer).
  // A fridge of a dear line (LG's InstaView, Samsung's Family Hub) of 22 ft or more (the size in the title or the text),
  // used too; the line alone judged when new; a side-by-side or French door of 22 ft or more dearer than a smaller.
  {
    label: "Fridge of a dear line, 22 ft or more",
    words: [FRIDGE, DEAR_FRIDGE_LINE, BIG_FRIDGE_SIZE],
    floor: 20_000,
    familyInText: true,
    specInText: true,
    unless: SMALL_FRIDGE,
    whenNew: { floor: 40_000 },
  },
  { label: "Fridge of a dear line", words: [FRIDGE, DEAR_FRIDGE_LINE], floor: 0, familyInText: true, whenNew: { floor: 30_000, unless: SMALL_FRIDGE } },
  { label: "Side-by-side fridge, 22 ft or more", words: [SIDE_BY_SIDE, BIG_FRIDGE_SIZE], floor: 18_000, specInText: true, whenNew: { floor: 35_000 } },
  // A side-by-side or French-door fridge, any make (a new one the shops' price of a big one), and a washer-dryer.
  {
    label: "Side-by-side fridge",
    words: [SIDE_BY_SIDE],
    floor: 15_000,
    whenNew: { floor: 30_000 },
  },
  // (Also written as a washer with its dryer: "غساله LG 12 كيلو مع مجفف"; not a half-automatic one's spinner.)
  {
    label: "Washer-dryer",
    words: [
      ["غساله", "غسالة", "washing machine", "washer"],
      ["مجفف", "مجففه", "ومجفف", "بمجفف", "بالمجفف", "dryer"],
    ],
    floor: 0,
    whenNew: { floor: 15_000, unless: NOT_AUTOMATIC_WASHER },
  },
  {
    label: "Washer-dryer",
    words: [["غساله ونشافه", "غسالة ونشافة", "غساله نشافه", "غسالة نشافة", "غساله مجفف", "washer dryer", "washer and dryer"]],
    floor: 0,
    whenNew: { floor: 15_000 },
  },
  {
    label: "Refrigerator of a dear make",
    words: [DEAR_APPLIANCE_MAKE, FRIDGE],
    floor: 0,
    familyInText: true,
    whenNew: { floor: 15_000, unless: SMALL_FRIDGE },
  },
  { label: "Refrigerator", words: [FRIDGE], floor: 0, whenNew: { floor: 8_000, unless: SMALL_FRIDGE } },
  {
    label: "Automatic washing machine of a dear make",
    words: [DEAR_APPLIANCE_MAKE, ["غساله", "غسالة", "washing machine", "washer"]],
    floor: 0,
    familyInText: true,
    whenNew: { floor: 15_000, unless: NOT_AUTOMATIC_WASHER },
  },
  {
    label: "Automatic washing machine",
    words: [["غساله", "غسالة", "washing machine", "washer"]],
    floor: 0,
    whenNew: { floor: 7_000, unless: NOT_AUTOMATIC_WASHER },
  },
  { label: "Handheld gaming PC", words: [["steam deck", "ستيم ديك", "rog ally", "legion go", "msi claw"]], floor: 8_000, flagship: true },
  // The dearest screens by size: an 8K one, and an OLED, Neo QLED or mini LED one of 85 inches or more; an OLED one of
  // 75 or 65 inches (the panel in its title, or in its text when its title writes the size).
  // (An 8K one of 85 inches or more, the dearest of all.)
  {
    label: "8K television of 85 inches or more",
    words: [TELEVISION, HUGE_SCREEN, ["8k"]],
    floor: 50_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  {
    label: "8K television of 65 inches or more",
    words: [TELEVISION, BIG_SCREEN, ["8k"]],
    floor: 30_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  {
    label: "Premium television of 85 inches or more",
    words: [TELEVISION, HUGE_SCREEN, PREMIUM_PANEL],
    floor: 30_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  { label: "Television of 85 inches or more", words: [TELEVISION, HUGE_SCREEN], floor: 20_000, familyInText: true, unless: TV_ACCESSORY },
  // (An OLED of a make's top line, LG's G or M, Samsung's S95, Sony's A95, dearer than its C or B at that size.)
  {
    label: "Top-line OLED television of 75 inches or more",
    words: [TELEVISION, ["75", "77", "83", "85", "97", "98"], OLED, TOP_OLED_LINE],
    floor: 45_000,
    familyInText: true,
    unless: TV_ACCESSORY,
  },
  {
    label: "OLED television of 75 inches or more",
    words: [TELEVISION, ["75", "77", "83", "85", "97", "98"], OLED],
    floor: 30_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  // A premium line named by its model code (a QN90D, a C4, a Bravia 8), by its size: of 2023 on, then of 2021 and 2022.
  {
    label: "Recent premium television line of 75 inches or more",
    words: [TELEVISION, ["75", "77", "83", "85", "98"], RECENT_TV_LINE],
    floor: 28_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  {
    label: "Premium television line of 75 inches or more",
    words: [TELEVISION, ["75", "77", "83", "85", "98"], PREMIUM_TV_LINE],
    floor: 18_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  // (A Neo QLED, mini LED or QNED one of 75 to 83 inches, below its OLED.)
  {
    label: "Premium television of 75 inches or more",
    words: [TELEVISION, ["75", "77", "83"], PREMIUM_PANEL],
    floor: 15_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  {
    label: "Recent premium television line of 65 inches",
    words: [TELEVISION, ["65"], RECENT_TV_LINE],
    floor: 18_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  {
    label: "Premium television line of 65 inches",
    words: [TELEVISION, ["65"], PREMIUM_TV_LINE],
    floor: 12_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  { label: "OLED television of 65 inches", words: [TELEVISION, ["65"], OLED], floor: 18_000, familyInText: true, specInText: true, unless: TV_ACCESSORY },
  {
    label: "QLED or OLED television of 65 inches or more",
    words: [["qled", "oled", "كيو ليد", "اوليد", "كيو ال اي دي", "mini led", "ميني ليد", "qned"], BIG_SCREEN],
    floor: 12_000,
  },
  { label: "Television of 65 inches or more", words: [TELEVISION, BIG_SCREEN], floor: 10_000, familyInText: true, unless: TV_ACCESSORY },
  {
    label: "Recent premium television line of 55 inches",
    words: [TELEVISION, ["55"], RECENT_TV_LINE],
    floor: 10_000,
    familyInText: true,
    specInText: true,
    unless: TV_ACCESSORY,
  },
  // A new television of 55 inches or more: the shops' price, whatever its make (a used one can be cheap).
  {
    label: "Television of 55 inches or more",
    words: [TELEVISION, ["55", "58", "60"]],
    floor: 0,
    familyInText: true,
    whenNew: {
      floor: 6_000,
      unless: ["حامل", "حوامل", "stand", "mount", "bracket", "قاعده", "قاعدة", "رف", "ريموت", "remote", "بورده", "board", "لمبات", "led strip"],
    },
  },
  {
    label: "Split air conditioner",
    words: [AIR_CONDITIONER, ["حصان", "hp", "1.5", "2.25", "2.5"]],
    floor: 3_000,
    whenNew: { floor: 12_000 },
    familyInText: true,
  },
  // Machines: whatever their make and age, none of these sells for less.
  // A recent machine (its title writes a model year from 2018) is dearer still: a full-size excavator or loader of
  // those years fetches millions, a mini one far less.
  // A large one (30 tonnes or more, by its class number) fetches far more, and of a recent year several millions.
  {
    label: "Large excavator",
    words: [["حفار", "حفاره", "excavator"], LARGE_EXCAVATOR_CLASS],
    floor: 1_000_000,
    familyInText: true,
    unless: NOT_AN_EXCAVATOR,
    recent: { from: 2018, floor: 3_000_000 },
  },
  { label: "Excavator or loader", words: [EXCAVATOR], floor: 500_000, recent: { from: 2018, floor: 1_200_000, unless: MINI } },
  {
    label: "Excavator or loader",
    words: [[...EXCAVATOR_CODE, ...EXCAVATOR_CODE_ARABIC]],
    floor: 500_000,
    unless: MINI,
    recent: { from: 2018, floor: 1_200_000 },
  },
  {
    label: "Excavator or loader",
    words: [CATERPILLAR, CATERPILLAR_CODE],
    floor: 500_000,
    unless: [...MINI, "مولد", "generator", "موتور", "engine"],
    recent: { from: 2018, floor: 1_200_000 },
  },
  { label: "Forklift", words: [FORKLIFT], floor: 100_000, recent: { from: 2018, floor: 300_000 } },
  // A farm tractor or a combine harvester of any make: an old one still fetches a few hundred thousand, a recent one
  // (from 2018) far more; a small one or an implement (a trailer, a plough) is another item.
  // One of 100 horsepower or more fetches millions new.
  {
    label: "Tractor of 100 horsepower or more",
    words: [TRACTOR_MAKE, TRACTOR, BIG_TRACTOR_POWER],
    floor: 150_000,
    familyInText: true,
    specInText: true,
    unless: NOT_A_TRACTOR,
    recent: { from: 2018, floor: 800_000 },
    whenNew: { floor: 1_500_000 },
  },
  {
    label: "Tractor",
    words: [TRACTOR_MAKE, TRACTOR],
    floor: 50_000,
    familyInText: true,
    unless: NOT_A_TRACTOR,
    recent: { from: 2018, floor: 300_000 },
  },
  {
    label: "Combine harvester",
    words: [["كومباين", "كومبين", "كمباين", "combine harvester"]],
    floor: 120_000,
    unless: NOT_A_TRACTOR,
    recent: { from: 2018, floor: 250_000 },
  },
  // Workshop and factory machines: a fibre or laser cutter by its kilowatts (an engraver of watts is cheap), a CNC
  // lathe or machining centre, a lathe (not a wood or kitchen one), a plastic injection machine.
  { label: "Laser cutter of a kilowatt or more", words: [["ليزر", "laser", "فايبر", "fiber", "fibre"], KILOWATTS], floor: 100_000 },
  // A CNC router of five axes (stone and wood shops' machining centre), or one made in Italy, Germany or Japan: a
  // Chinese three-axis router of a desk's size is cheap.
  {
    label: "Five-axis CNC machine",
    words: [
      ["cnc", "سي ان سي"],
      ["5", "٥", "five", "خمس", "خمسه"].flatMap((axes) => [`${axes} محاور`, `${axes} محور`, `${axes} axis`, `${axes} axes`, `${axes}axis`]),
    ],
    floor: 400_000,
    specInText: true,
    unless: [...SMALL, "3018", "desktop", "مكتبي", "hobby", "ليزر", "laser"],
  },
  {
    label: "CNC router made in Italy, Germany or Japan",
    words: [
      ["cnc", "سي ان سي"],
      ["راوتر", "router", "سنتر", "center", "centre"],
      ["ايطالي", "الماني", "ياباني", "italian", "german", "japanese", "italy", "germany", "japan", "ايطاليا", "المانيا", "اليابان"],
    ],
    floor: 150_000,
    specInText: true,
    unless: [...SMALL, "3018", "desktop", "مكتبي", "hobby", "ليزر", "laser"],
  },
  // A computer embroidery machine of several heads: a factory's machine, far dearer than a one-head or a home one; a
  // Japanese or Korean make's (Tajima, Barudan, SWF) far dearer again than a Chinese one's (a used Chinese six-head
  // asks under 200,000).
  {
    label: "Multi-head embroidery machine of a dear make",
    words: [["تاجيما", "tajima", "barudan", "باردان", "بارودان", "swf"], EMBROIDERY_HEADS],
    floor: 250_000,
    familyInText: true,
  },
  {
    label: "Multi-head embroidery machine",
    words: [["تطريز", "embroidery"], EMBROIDERY_HEADS],
    floor: 100_000,
    familyInText: true,
  },
  {
    label: "CNC lathe or machining centre",
    words: [
      ["cnc", "سي ان سي"],
      ["مخرطه", "مخارط", "lathe", "سنتر", "center", "centre", "machining", "فريزه", "milling"],
    ],
    floor: 150_000,
    unless: [...SMALL, "3018", "desktop", "مكتبي", "hobby", "راوتر", "router"],
  },
  {
    label: "Lathe",
    words: [["مخرطه", "مخارط", "lathe"]],
    floor: 25_000,
    unless: [...SMALL, "خشب", "wood", "ملوخيه", "خضار", "مطبخ", "kitchen", "اسنان", "dental"],
  },
  {
    label: "Plastic injection machine",
    words: [["ماكينه حقن", "ماكينات حقن", "مكنه حقن", "injection machine", "injection molding", "injection moulding"]],
    floor: 80_000,
  },
  // A screw air compressor (a piston one with a tank can be cheap), and the road builders' machines.
  {
    label: "Screw air compressor",
    words: [
      ["اسكرو", "سكرو", "screw"],
      ["كمبروسر", "كومبروسر", "compressor", "ضاغط"],
    ],
    floor: 20_000,
    unless: ["تكييف", "تكيف", "chiller", "تشيلر", "ثلاجه"],
  },
  {
    label: "Road machine",
    words: [["جريدر", "grader", "هراس", "road roller", "فنشر", "asphalt finisher"]],
    floor: 250_000,
    unless: [...SMALL, "يدوي", "hand"],
    recent: { from: 2018, floor: 500_000 },
  },
  // A jet ski of any make.
  { label: "Jet ski", words: [["جيت سكي", "جت سكي", "jet ski", "jetski", "sea doo", "سي دو", "waverunner"]], floor: 60_000 },
  // Trucks and buses of the lines that hold their price for decades, dearer still of a recent year.
  {
    label: "Heavy truck",
    words: [["اكتروس", "actros", "اكسور", "axor", "سكانيا", "scania", "volvo fh", "فولفو fh", "man tgs", "man tga", "مان tgs", "مان tga"]],
    floor: 300_000,
    unless: NOT_A_TRUCK.filter((word) => !WITH_TRAILER.includes(word)),
    accessory: WITH_TRAILER,
    recent: { from: 2018, floor: 1_500_000 },
    vehiclesOnly: true,
  },
  // Of the last four model years (from 2022) these fetch near their new price: half of it is their floor.
  {
    label: "Recent minibus",
    words: [["كوستر", "coaster", "كاونتي", "county"]],
    floor: 0,
    unless: NOT_A_TRUCK,
    recent: { from: 2022, floor: 1_200_000, only: true },
    vehiclesOnly: true,
  },
  {
    label: "Recent minibus",
    words: [["كوستر", "coaster", "كاونتي", "county"]],
    floor: 0,
    unless: NOT_A_TRUCK.filter((word) => !WITH_TRAILER.includes(word)),
    accessory: WITH_TRAILER,
    recent: { from: 2020, floor: 1_000_000, only: true },
    vehiclesOnly: true,
  },
  {
    label: "Minibus",
    words: [["كوستر", "coaster", "كاونتي", "county"]],
    floor: 150_000,
    unless: NOT_A_TRUCK,
    recent: { from: 2018, floor: 700_000 },
    vehiclesOnly: true,
  },
  // Microbuses of the lines that hold their price (a Hiace, a King Long, a Sprinter; not a Chinese copy named after
  // the Hiace), and light trucks (an NPR, a Canter, an Atego) and vans (an Urvan, an H1), by model year: of the last
  // four years near half of a used one's price, of 2018 on near a third. A box is the truck's ("NPR 2021 صندوق"),
  // unless named before it (the box alone).
  ...[
    { label: "Recent microbus", words: MICROBUS, from: 2022, floor: 1_400_000 },
    { label: "Microbus", words: MICROBUS, from: 2018, floor: 900_000 },
    { label: "Recent light truck or van", words: LIGHT_TRUCK, from: 2022, floor: 1_000_000 },
    { label: "Light truck or van", words: LIGHT_TRUCK, from: 2018, floor: 600_000 },
  ].map(({ label, words, from, floor }) => ({
    label,
    words: [words],
    floor: 0,
    unless: [...NOT_A_TRUCK.filter((word) => word !== "صندوق"), ...CHINESE_VAN],
    accessory: ["صندوق", "box"],
    recent: { from, floor, only: true },
    vehiclesOnly: true,
  })),
  // (Of any year, those of its lines that hold their price for decades.)
  {
    label: "Light truck or microbus",
    words: [["npr", "nqr", "nkr", "ان بي ار", "كانتر", "canter", "هايس", "هاي اس", "hiace", "كينج لونج", "king long", "اتيجو", "atego", "ايفيكو", "iveco"]],
    floor: 100_000,
    unless: NOT_A_TRUCK,
    vehiclesOnly: true,
  },
  // A full-size bus of any make, of a recent model year (a minibus is judged above or as any vehicle).
  {
    label: "Bus",
    words: [["اتوبيس", "اتوبيسات", "باص", "bus", "coach"]],
    floor: 0,
    unless: [...SMALL, ...NOT_A_TRUCK],
    recent: { from: 2016, floor: 600_000, only: true },
    vehiclesOnly: true,
  },
  // Cars of the lines a make's cheap ones hide (a Sunny beside an X-Trail), by model year.
  { label: "Tesla", words: [TESLA], floor: 400_000, unless: TWO_WHEELS, vehiclesOnly: true },
  { label: "Electric BYD", words: [ELECTRIC_BYD], floor: 0, recent: { from: 2020, floor: 400_000, only: true }, vehiclesOnly: true },
  { label: "Elantra CN7", words: [["cn7", "cn 7"]], floor: 300_000, vehiclesOnly: true },
  // Of 2020 on, the mid-size SUVs and saloons of the volume makes fetch near or over a million: near half of it.
  { label: "Recent SUV line", words: [DEAR_SUV_LINE], floor: 0, recent: { from: 2020, floor: 600_000, only: true, unless: TWO_WHEELS }, vehiclesOnly: true },
  { label: "Recent saloon line", words: [SALOON_LINE], floor: 0, recent: { from: 2020, floor: 400_000, only: true, unless: TWO_WHEELS }, vehiclesOnly: true },
  { label: "SUV line", words: [SUV_LINE], floor: 0, recent: { from: 2016, floor: 250_000, only: true, unless: TWO_WHEELS }, vehiclesOnly: true },
  { label: "Saloon line", words: [SALOON_LINE], floor: 0, recent: { from: 2016, floor: 180_000, only: true, unless: TWO_WHEELS }, vehiclesOnly: true },
  // Cars of the dear makes, of a recent model year (their older ones and parts can be cheap: not judged here).
  // A large one of the last four model years fetches several millions more: half of the cheapest one's used price.
  {
    label: "Recent large car of a premium make",
    words: [RECENT_PREMIUM_CAR, PREMIUM_LARGE],
    floor: 0,
    recent: { from: 2022, floor: 2_800_000, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
    familyInText: true,
  },
  {
    label: "Large car of a premium make",
    words: [PREMIUM_CAR, PREMIUM_LARGE],
    floor: 0,
    recent: { from: 2019, floor: 1_800_000, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
  },
  // A premium make's executive saloon by its model year (the make in the title, the text or the catalogue's names, the
  // class in the title): near half of the cheapest one's used price of the last four years, of 2019 on, of 2016 on;
  // its compact saloon under it.
  ...[
    { label: "Recent executive car of a premium make", words: EXECUTIVE_CAR, from: 2022, floor: 2_500_000 },
    { label: "Executive car of a premium make", words: EXECUTIVE_CAR, from: 2019, floor: 1_600_000 },
    { label: "Executive car of a premium make", words: EXECUTIVE_CAR, from: 2016, floor: 800_000 },
    { label: "Recent compact car of a premium make", words: COMPACT_PREMIUM_CAR, from: 2022, floor: 1_700_000 },
    { label: "Compact car of a premium make", words: COMPACT_PREMIUM_CAR, from: 2019, floor: 1_100_000 },
  ].map(({ label, words, from, floor }) => ({
    label,
    words: [RECENT_PREMIUM_CAR, words],
    floor: 0,
    recent: { from, floor, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
    familyInText: true,
  })),
  // A premium make's mid-size SUV and a large off-roader of a recent model year fetch millions: near half of it.
  {
    label: "Recent premium SUV",
    words: [PREMIUM_SUV],
    floor: 0,
    recent: { from: 2022, floor: 2_000_000, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
  },
  {
    label: "Premium SUV",
    words: [PREMIUM_SUV],
    floor: 0,
    recent: { from: 2019, floor: 1_400_000, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
  },
  // A large off-roader of any make by its model year: the last four fetch several millions (half of the cheapest
  // one's used price is its floor), one of 2018 on still above three millions, one of 2012 on above one and a half.
  ...[
    { label: "Recent large off-roader", from: 2022, floor: 2_500_000 },
    { label: "Large off-roader", from: 2018, floor: 1_800_000 },
    { label: "Large off-roader", from: 2012, floor: 600_000 },
  ].map(({ label, from, floor }) => ({
    label,
    words: [LARGE_OFF_ROADER],
    floor: 0,
    unless: NOT_LARGE_OFF_ROADER,
    recent: { from, floor, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
  })),
  // (A mid-size one, a Prado, below them.)
  { label: "Recent mid-size off-roader", words: [MID_OFF_ROADER], floor: 0, recent: { from: 2022, floor: 2_000_000, only: true }, vehiclesOnly: true },
  { label: "Mid-size off-roader", words: [MID_OFF_ROADER], floor: 0, recent: { from: 2018, floor: 1_200_000, only: true }, vehiclesOnly: true },
  { label: "Pickup or off-roader", words: [ENDURING_4X4], floor: 0, recent: { from: 2018, floor: 800_000, only: true }, vehiclesOnly: true },
  // A premium make's car of the last four model years (from 2022) fetches several millions: half of its cheapest
  // line's used price is its floor.
  {
    label: "Recent premium car",
    words: [RECENT_PREMIUM_CAR],
    floor: 0,
    recent: { from: 2022, floor: 1_200_000, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
  },
  {
    label: "Premium car",
    words: [PREMIUM_CAR],
    floor: 0,
    recent: { from: 2019, floor: 900_000, only: true, unless: TWO_WHEELS },
    vehiclesOnly: true,
    carsOnly: true,
  },
  { label: "Villa for rent", words: [VILLA], floor: 5_000, offer: "rent", estateOnly: true },
  { label: "Villa for sale", words: [VILLA], floor: 1_000_000, estateOnly: true },
];

/** A flat or a house for sale under this many pounds a square metre, its area written in its title or text, is bait anywhere. */
export const FLAT_FLOOR_PER_METRE = 3_500;
/** A villa, town house or twin house, a standing house on its own land, is dearer a metre: never under this. */
export const VILLA_FLOOR_PER_METRE = 4_500;
const HOUSE = [...VILLA, "تاون هاوس", "توين هاوس", "town house", "twin house"].map((word) => ` ${normalizeForSearch(word)} `);
const FLAT = ["شقه", "شقة", "apartment", "flat", "دوبلكس", "duplex", "روف", "penthouse"].map((word) => ` ${normalizeForSearch(word)} `).concat(HOUSE);

const phrases = (words: string[]) => words.map((word) => ` ${normalizeForSearch(word)} `);
const AIR_CONDITIONERS = phrases(AIR_CONDITIONER);
const normalised = REFERENCE_MODELS.map((model) => ({
  model,
  words: model.words.map(phrases),
  // (Each choice's first word: one the text does not have is not searched for in it.)
  firsts: model.words.map((list) => phrases(list).map((choice) => choice.trim().split(" ")[0])),
  unlessItem: phrases(model.unless ?? []),
  unless: phrases(model.recent?.unless ?? []),
  unlessNew: phrases(model.whenNew?.unless ?? []),
  accessory: phrases(model.accessory ?? []),
  kit: model.kit?.words.map(phrases),
}));

/**
 * Whether an accessory's word comes in the title before the item's whole name (where the last of its lists the title
 * writes is read: "lens for the Sony A7 IV", not "Sony A7 IV with its lens"): the accessory alone.
 */
function accessoryFirst(title: string, lists: string[][], accessory: string[]): boolean {
  const at = (choices: string[]) => Math.min(...choices.map((choice) => title.indexOf(choice)).filter((index) => index >= 0));
  const item = Math.max(...lists.map(at).filter(Number.isFinite));
  return accessory.some((word) => title.includes(word)) && (!Number.isFinite(item) || at(accessory) < item);
}

// An item said to be new in its sealed box: an honest one asks near the new price, so the floor is doubled.
export const SEALED_FACTOR = 2;
// ("بالكرتونة", with its box, is said of used items too.)
const SEALED = phrases([
  "متبرشم",
  "متبرشمه",
  "متبرشمين",
  // (In Latin letters, as Franco writes it.)
  "mtbrshm",
  "metbrshm",
  "mtbarshm",
  "metbarsham",
  "mitbarsham",
  "sealed",
  "brand new",
  "new in box",
  "لم يستخدم",
  "لم تستخدم",
  "متفتحتش",
  "متفتحش",
  "لم تفتح",
  "لم يفتح",
  "unopened",
]);

// A title saying the item is new (unused): "جديد", "new", "زيرو", "zero" (as Egyptian sellers write of an unused item),
// and in Latin letters ("gdid", "gedid", "gded"), not "شبه جديد", "زي الجديد", "like new", "zay el gdid", "زي الزيرو",
// nor "زيرو خدوش" (no scratches, said of a used one).
const NEW = new Set(
  ["جديد", "جديده", "new", "زيرو", "zero", "gdid", "gedid", "gded", "gdeed", "gadid", "jdid", "gdida", "gdeda"].map((word) => normalizeForSearch(word)),
);
const NOT_QUITE = new Set(
  ["شبه", "زي", "زى", "كال", "كالجديد", "حاله", "like", "almost", "as", "zay", "zy", "zai", "shbh", "shebh", "el"].map((word) => normalizeForSearch(word)),
);
const NOT_UNUSED = new Set(
  ["خدوش", "خربوش", "خربشه", "عيوب", "مشاكل", "اعطال", "عطل", "كسر", "scratch", "scratches", "defects", "issues", "problems"].map((word) =>
    normalizeForSearch(word),
  ),
);
// What says, right after "new" in the text, that the item itself is new: its box, its seal, its shop's warranty.
const BOXED = new Set(
  ["بالكرتونه", "بالكرتونة", "بالكرتون", "بالعلبه", "بالعلبة", "بالضمان", "بضمان", "متبرشم", "متبرشمه", "sealed", "boxed"].map((word) =>
    normalizeForSearch(word),
  ),
);
// A place's or a law's name, not the item's state: "مصر الجديدة", "القاهرة الجديدة", "New Cairo", "قانون جديد".
const NAMED_BEFORE = new Set(
  [
    "مصر",
    "القاهره",
    "العاصمه",
    "الاداريه",
    "دمياط",
    "المنيا",
    "الصالحيه",
    "العرب",
    "اسيوط",
    "سوهاج",
    "قنا",
    "اسوان",
    "سويف",
    "النوباريه",
    "العبور",
    "الشروق",
    "طيبه",
    "الفيوم",
    "اخميم",
    "المنصوره",
    "العلمين",
    "الجيزه",
    "بورسعيد",
    "قانون",
    "ايجار",
  ].map((word) => normalizeForSearch(word)),
);
const NAMED_AFTER = new Set(
  [
    "cairo",
    "capital",
    "giza",
    "damietta",
    "administrative",
    "alamein",
    "mansoura",
    "heliopolis",
    "law",
    "valley",
    "minya",
    "assiut",
    "borg",
    "obour",
    "rent",
  ].map((word) => normalizeForSearch(word)),
);
function saysNew(title: string): boolean {
  const words = title.trim().split(" ");
  return words.some(
    (word, index) =>
      NEW.has(word) &&
      !NOT_QUITE.has(words[index - 1] ?? "") &&
      !NAMED_BEFORE.has(words[index - 1] ?? "") &&
      !NOT_UNUSED.has(words[index + 1] ?? "") &&
      !NAMED_AFTER.has(words[index + 1] ?? ""),
  );
}
/**
 * Whether the title says the item is new, or the text does with its box, seal or warranty ("جديده بالكرتونه", "زيرو
 * بالضمان"), or opens with the word alone ("زيرو، بيع مستعجل").
 */
function saysUnused(title: string, whole: string, text = ""): boolean {
  if (saysNew(title)) return true;
  if (NEW.has(normalizeForSearch(text.split(/[،,.!؛;:\n-]/u)[0] ?? "").trim())) return true;
  const words = whole.trim().split(" ");
  return words.some(
    (word, index) => NEW.has(word) && !NOT_QUITE.has(words[index - 1] ?? "") && !NAMED_BEFORE.has(words[index - 1] ?? "") && BOXED.has(words[index + 1] ?? ""),
  );
}

/**
 * The first reference model the title names (most specific first): at its recent floor when the title's year is
 * recent, at its new floor when the item is new or sealed (then marked `asNew`), else at its own floor.
 */
/** How much higher a flagship's floor is (FLAGSHIP words in its title)… */
export const FLAGSHIP_FACTOR = 1.5;
/** …the top version of a line, or a terabyte or two of storage. */
const FLAGSHIP = phrases(["max", "ماكس", "1tb", "2tb", "1 tb", "2 tb", "1 تيرا", "2 تيرا", "1 تيرابايت", "1 terabyte"]);

// The words of a line's top version, with any make: "pro", "max", "ultra", an OLED screen, a terabyte of storage.
const TOP_VERSION = new Set(
  ["pro", "برو", "max", "ماكس", "ultra", "الترا", "ألترا", "oled", "اوليد", "1tb", "2tb", "تيرا"].map((word) => normalizeForSearch(word)),
);

/** Whether the title names the top version of its line (whole words: "ProBook" is not "Pro"). */
export function namesTopVersion(name: string): boolean {
  return normalizeForSearch(name)
    .split(" ")
    .some((word) => TOP_VERSION.has(word));
}

function modelFloor(
  title: string,
  whole: string,
  context: string,
  year: number | null,
  offer: "rent" | "sale",
  vehicles: boolean,
  unused: boolean,
  estate: boolean,
): { label: string; floor: number; asNew?: boolean; byYear?: boolean } | null {
  const twoWheels = TWO_WHEELED.some((word) => context.includes(word));
  // The words of the text and the catalogue's names: a long text is searched only for the choices whose first word
  // it has (the same answers: a choice is whole words), not for each of hundreds of entries' choices.
  const known = new Set(context.split(" "));
  for (const { model, words, firsts, unlessItem, unless, unlessNew, accessory, kit } of normalised) {
    if ((model.offer ?? "sale") !== offer || (model.vehiclesOnly && !vehicles) || (model.estateOnly && !estate) || (model.carsOnly && twoWheels)) continue;
    const last = words.length - 1;
    const where = (index: number) => (index === 0 && model.familyInText ? context : index === last && model.specInText ? whole : title);
    const found = (choices: string[], index: number) => {
      const text = where(index);
      return choices.some((choice, at) => (text === title || known.has(firsts[index][at])) && text.includes(choice));
    };
    if (!words.every(found) || unlessItem.some((word) => title.includes(word)) || accessoryFirst(title, words, accessory)) continue;
    const { recent, whenNew } = model;
    if (recent && year !== null && year >= recent.from && !unless.some((word) => title.includes(word)))
      return { label: `${model.label} of ${year}`, floor: recent.floor, byYear: true };
    if (whenNew && unused && !unlessNew.some((word) => title.includes(word)))
      return { label: `${model.label}, new`, floor: Math.max(whenNew.floor, model.floor), asNew: true };
    if (model.flagship && FLAGSHIP.some((word) => title.includes(word))) return { label: `${model.label}, top version`, floor: model.floor * FLAGSHIP_FACTOR };
    if (!recent?.only && model.floor > 0)
      return kit && model.kit && kit.every((choices) => choices.some((choice) => whole.includes(choice)))
        ? { label: `${model.label}, ${model.kit.label}`, floor: model.floor + model.kit.floor }
        : model;
  }
  return null;
}

/** An air conditioner of this many horsepower or more (its title says how many)… */
export const BIG_AIR_CONDITIONER = 3;
/** …is never sold for less than this, new or used. */
export const BIG_AIR_CONDITIONER_FLOOR = 10_000;
const HORSEPOWER = /(?<![\d.,٫])(\d+(?:[.,٫]\d+)?)\s*(?:حصان|hp|h p)(?![a-z])/iu;
// (Or after the word, "حصان 3", "HP 2.25".)
const HORSEPOWER_AFTER = /(?:حصان|(?<![a-z])hp)\s*(\d+(?:[.,٫]\d+)?)(?![\d.,٫])/iu;
// (Or in tons of cooling, a ton of 12,000 BTU sold as 1.5 hp, or in BTU: "3 ton", "24000 BTU".)
const TONS = /(?<![\d.,٫])(\d+(?:[.,٫]\d+)?)\s*(?:طن|tons?|tr)(?![a-z])/iu;
const BTU = /(?<![\d.,٫])(\d{1,2})[.,٫]?000\s*(?:btu|وحده|وحدة)/iu;
/** The horsepower an air conditioner's title writes, in horsepower (either side of the word), tons or BTU: null when none. */
function writtenHorsepower(name: string): string | null {
  const latin = toLatinDigits(name);
  const power = HORSEPOWER.exec(latin) ?? HORSEPOWER_AFTER.exec(latin);
  if (power) return power[1];
  const tons = TONS.exec(latin);
  if (tons) return String(Number(tons[1].replace(/[,٫]/, ".")) * 1.5);
  const btu = BTU.exec(latin);
  return btu && Number(btu[1]) >= 9 ? String((Number(btu[1]) * 1_000) / 8_000) : null;
}
/** An inverter air conditioner (a few years old at most) is never under this many pounds a horsepower… */
export const INVERTER_FLOOR_PER_HP = 4_500;
const INVERTER = phrases(["inverter", "انفرتر", "انفيرتر"]);
const NOT_INVERTER = phrases(["مش انفرتر", "غير انفرتر", "بدون انفرتر", "non inverter", "not inverter", "مش inverter"]);
// …its power written with "hp" or without: an air conditioner's title writing 1.5, 2.25 or 2.5 alone means horsepower.
const BARE_HORSEPOWER = /(?<![\d.,٫])(1[.,٫]5|2[.,٫]25|2[.,٫]5)(?![\d.,٫])/u;

/** An inverter air conditioner (its text says inverter) by the horsepower its title writes, under BIG_AIR_CONDITIONER. */
function inverterFloor(whole: string, power: string | null): { label: string; floor: number } | null {
  if (!power || !INVERTER.some((word) => whole.includes(word)) || NOT_INVERTER.some((word) => whole.includes(word))) return null;
  const hp = Number(power.replace(/[,٫]/, "."));
  return hp >= 1 && hp < BIG_AIR_CONDITIONER ? { label: `inverter air conditioner of ${power} hp`, floor: Math.round(hp * INVERTER_FLOOR_PER_HP) } : null;
}

/** A concealed, ducted or cassette air conditioner (its title or text says so) is never under this many pounds a horsepower. */
export const CONCEALED_FLOOR_PER_HP = 5_000;
const CONCEALED = phrases(["كونسيلد", "كونسيلد", "كونسيل", "concealed", "ducted", "داكت", "دكت", "cassette", "كاسيت"]);
/** The horsepower above which a title's figure is not an air conditioner's (a central plant's tons are judged apart). */
const MOST_HORSEPOWER = 30;

/**
 * An air conditioner of BIG_AIR_CONDITIONER horsepower or more: BIG_AIR_CONDITIONER_FLOOR, or by its horsepower when
 * it is an inverter one (INVERTER_FLOOR_PER_HP) or a concealed, ducted or cassette one (CONCEALED_FLOOR_PER_HP).
 */
function bigAirConditionerFloor(whole: string, written: string): { label: string; floor: number } {
  const hp = Math.min(Number(written.replace(/[,٫]/, ".")), MOST_HORSEPOWER);
  const inverter = INVERTER.some((word) => whole.includes(word)) && !NOT_INVERTER.some((word) => whole.includes(word));
  if (CONCEALED.some((word) => whole.includes(word)))
    return { label: `concealed air conditioner of ${written} hp`, floor: Math.max(BIG_AIR_CONDITIONER_FLOOR, Math.round(hp * CONCEALED_FLOOR_PER_HP)) };
  if (inverter)
    return { label: `inverter air conditioner of ${written} hp`, floor: Math.max(BIG_AIR_CONDITIONER_FLOOR, Math.round(hp * INVERTER_FLOOR_PER_HP)) };
  return { label: `air conditioner of ${written} hp`, floor: BIG_AIR_CONDITIONER_FLOOR };
}

// A generator's floor a kVA of its power, written in its title or text, falls with its size: a small set costs more a
// kVA than a big one. Under SMALL_GENERATOR_KVA, up to BIG_GENERATOR_KVA, and above it (a third of a tired used
// one's price; the seed's and the sets' honest ones ask more).
/** A generator of fewer kVA than this is a small one… */
export const SMALL_GENERATOR_KVA = 150;
/** …and one of more than this a big one. */
export const BIG_GENERATOR_KVA = 500;
/** Used, under these many pounds a kVA (small, middle, big) it is bait anywhere… */
export const GENERATOR_FLOOR_PER_KVA = [800, 500, 400];
/** …and one of the makes whose engines hold their price (DEAR_GENERATOR) under these. */
export const DEAR_GENERATOR_FLOOR_PER_KVA = [1_200, 800, 600];
/** A new one (its title says new, or it is sealed) under this many times its band's (a new Chinese one's price is near 1,400 a kVA). */
export const NEW_GENERATOR_FACTOR = 2;
/** A used one of a recent model year (written in its title or text, this many years before the ad's or later), or of
 *  few running hours (GENERATOR_FEW_HOURS or fewer written, or "few hours" said), is near a new one: this many times. */
export const RECENT_GENERATOR_YEARS = 5;
export const GENERATOR_FEW_HOURS = 2_000;
export const RECENT_GENERATOR_FACTOR = 1.5;
/** A silent one (a canopy, "كاتم") is dearer by its canopy, at least this. */
export const GENERATOR_CANOPY_FLOOR = 10_000;
/** A generator's floor a kVA of its band: small, middle or big. */
function generatorFloorPerKva(power: number, dear: boolean): number {
  const band = power < SMALL_GENERATOR_KVA ? 0 : power <= BIG_GENERATOR_KVA ? 1 : 2;
  return (dear ? DEAR_GENERATOR_FLOOR_PER_KVA : GENERATOR_FLOOR_PER_KVA)[band];
}
const SILENT_GENERATOR = phrases(["كاتم", "كاتمه", "كاتم صوت", "صامت", "صامته", "silent", "canopy", "soundproof", "كابينه", "كابينة", "سايلنت"]);
const OPEN_GENERATOR = phrases(["بدون كابينه", "من غير كابينه", "بدون كاتم", "من غير كاتم", "مفتوح", "open frame", "open type", "without canopy"]);
const FEW_HOURS = phrases(["ساعات قليله", "ساعات تشغيل قليله", "ساعات قليلة", "ساعات تشغيل قليلة", "low hours", "few hours"]);
// Its running hours as written ("900 hours", "1500 ساعه", "1,200 hours": the thousands a word apart once normalised).
const RUNNING_HOURS = /(?:^| )(\d{1,2} \d{3}|\d{1,5}) ?(?:ساعه|ساعات|hours|hrs|hour)(?= |$)/u;
const WRITTEN_YEAR = /(?:^| )(20[0-3]\d)(?= |$)/gu;
/** Whether a used generator's text speaks of a recent one: a model year of the last few, or few running hours. */
function recentGenerator(whole: string, now: Date): boolean {
  const current = now.getUTCFullYear();
  if ([...whole.matchAll(WRITTEN_YEAR)].some((match) => Number(match[1]) >= current - RECENT_GENERATOR_YEARS && Number(match[1]) <= current + 1)) return true;
  if (FEW_HOURS.some((words) => whole.includes(words))) return true;
  const hours = RUNNING_HOURS.exec(whole.trim())?.[1];
  return hours !== undefined && Number(hours.replace(" ", "")) > 0 && Number(hours.replace(" ", "")) <= GENERATOR_FEW_HOURS;
}
// The British, American, German and Japanese makes of diesel generators, in the title, the text or the catalogue.
const DEAR_GENERATOR = phrases([
  "perkins",
  "بيركنز",
  "بركنز",
  "cummins",
  "كمنز",
  "كامنز",
  "كومنز",
  "caterpillar",
  "كاتربيلر",
  "كاتربلر",
  "cat",
  "كات",
  "fg wilson",
  "ويلسون",
  "wilson",
  "mtu",
  "volvo",
  "فولفو",
  "sdmo",
  "kohler",
  "mitsubishi",
  "ميتسوبيشي",
  "deutz",
  "دويتس",
]);
const GENERATOR = ["مولد", "مولدات", "generator", "generators", "genset", "جينيريتور", "جنريتور"].map((word) => ` ${normalizeForSearch(word)} `);
// Its power in kVA, however written ("400 kVA", "500 ك.ف.أ", "كيلو فولت امبير", "كي في ايه"); a bare "كيلو" only in
// a title that names the generator ("مولد ويتشاي 50 كيلو").
const KVA = /(?:^| )(\d{1,4}) ?(?:ك ف ا|ك ف|كيلو فولت|كيلو فا|كي في ايه|كي في اي|k v a|kva|kv)(?= |$)/u;
const BARE_KILO = /(?:^| )(\d{1,4}) ?كيلو(?= |$)(?! (?:وات|واط|جرام|متر|لتر))/u;
// Other things rated in kVA, listed beside generators (judged as one only when its title names the generator): a transformer, a UPS, a stabiliser, an inverter, a panel.
const NOT_A_GENERATOR = phrases([
  "محول",
  "محولات",
  "transformer",
  "ups",
  "يو بي اس",
  "منظم",
  "stabilizer",
  "stabiliser",
  "انفرتر",
  "inverter",
  "ats",
  "لوحه",
  "لوحة",
  "panel",
  "avr",
  "ريجولاتور",
  "regulator",
]);

/** A laser cutter (its title says laser or fibre) for sale under this many pounds a kilowatt of its power is bait. */
export const LASER_FLOOR_PER_KW = 100_000;
const LASER = phrases(["ليزر", "laser", "فايبر", "fiber", "fibre"]);
// (Its tenths are a word apart once the text is normalised: "1.5 kW" reads "1 5 kw".)
const LASER_KW = /(?:^| )(\d{1,2})(?: (\d))? ?(?:كيلو وات|كيلووات|كيلو واط|kw)(?= |$)/u;
const LASER_WATTS = /(?:^| )(\d{4,5}) ?(?:وات|واط|w|watt)(?= |$)/u;
/** The kilowatts a laser's title or text writes ("3 كيلو وات", "6kw", "3000 وات"), or 0. */
function laserKilowatts(whole: string): number {
  const kilowatts = LASER_KW.exec(whole.trim());
  if (kilowatts) return Number(kilowatts[1]) + Number(kilowatts[2] ?? 0) / 10;
  return Number(LASER_WATTS.exec(whole.trim())?.[1] ?? 0) / 1_000;
}

// A vehicle's model year sets a floor under its price, whatever its make: a car, a truck or a bus of the last few
// years is never sold for less than the cheapest of them fetches (a Chinese one, a damaged one), nor a motorcycle.
/** A vehicle whose title writes a model year this many years before the ad's, or later, is recent… */
export const RECENT_VEHICLE_YEARS = 4;
/** …and a recent car, truck or bus for sale is never under this… */
export const RECENT_VEHICLE_FLOOR = 500_000;
/** …nor one of this many years back or later (the cheapest new car's price has risen past a million) under this… */
export const NEWEST_VEHICLE_YEARS = 3;
export const NEWEST_VEHICLE_FLOOR = 600_000;
/** …nor a recent motorcycle or scooter of a dear make (DEAR_BIKE) under this… */
export const RECENT_DEAR_BIKE_FLOOR = 60_000;
/** …nor one of those of this many cc or more (a quarter-litre sport bike, its engine in its title) under this… */
export const QUARTER_LITRE_CC = 250;
export const RECENT_QUARTER_LITRE_FLOOR = 100_000;
/** …nor a recent one of any make (a Chinese 150) under this. */
export const RECENT_BIKE_FLOOR = 15_000;
const NOT_A_VEHICLE = phrases(NOT_A_TRUCK);
/** A car, truck or bus of this many model years back or later (not recent) is still never under this… */
export const MIDDLE_VEHICLE_YEARS = 6;
export const MIDDLE_VEHICLE_FLOOR = 300_000;
/** …and one of this many years back or later never under this (an honest Chinese pickup of those years asks more). */
export const NEWER_VEHICLE_YEARS = 8;
export const NEWER_VEHICLE_FLOOR = 200_000;
// Two or three wheels: the title, the text or the catalogue's names say so.
// (A quad bike or a buggy is judged as one, by its engine, not as a car; a golf cart by neither.)
const TWO_WHEELED = phrases([
  ...TWO_WHEELS,
  "موتوسيكلات",
  "motorcycles",
  "اسكوتر",
  "تكتك",
  "توكتوك",
  "تروسيكل",
  "tuk tuk",
  "tricycle",
  "بيتش باجي",
  "بيتش بجي",
  "باجي",
  "buggy",
  "atv",
  "quad",
  "كواد",
  // (A golf cart too: not a car.)
  "جولف كار",
  "golf cart",
  "golf car",
  "club car",
  "كلوب كار",
]);
// The makes whose motorcycles are imported whole and dear, whatever the model.
const DEAR_BIKE = phrases([
  "هوندا",
  "honda",
  "ياماها",
  "yamaha",
  "سوزوكي",
  "suzuki",
  "كاواساكي",
  "kawasaki",
  "bmw",
  "ktm",
  "ducati",
  "دوكاتي",
  "harley",
  "هارلي",
  "triumph",
  "vespa",
  "فيسبا",
]);

// A motorcycle's engine size sets a floor of any year and make: a big one is imported whole and never cheap.
/** A motorcycle or scooter of this many cc or more (written in its title or text), or of a big bike's line… */
export const BIG_BIKE_CC = 600;
/** …is never sold for less than this… */
export const BIG_BIKE_FLOOR = 80_000;
/** …and one of this many cc or more, or of a middle-weight line, for less than this. */
export const MIDDLE_BIKE_CC = 350;
export const MIDDLE_BIKE_FLOOR = 25_000;
// A recent big one (its title writes a model year of the last five) fetches near its new price, many times an old
// one's: half of the cheapest such one's used price is its floor.
/** A motorcycle or scooter whose title writes a model year this many years before the ad's, or later, is recent… */
export const RECENT_BIKE_YEARS = 5;
/** …and a recent big one (BIG_BIKE_CC, a big line: a superbike, a maxi-scooter) is never sold for less than this… */
export const RECENT_BIG_BIKE_FLOOR = 200_000;
/** …nor a recent middle-weight one (MIDDLE_BIKE_CC, a middle-weight line) for less than this. */
export const RECENT_MIDDLE_BIKE_FLOOR = 80_000;
// A big one of the five model years before those still fetches several hundred thousand (imported whole, a superbike
// keeps its price): its floor stays above a middle-weight's; one of the 2000s is judged by BIG_BIKE_FLOOR.
/** A big motorcycle whose title writes a model year this many years before the ad's, or later (not recent), is never under this. */
export const LATER_BIG_BIKE_YEARS = 10;
export const LATER_BIG_BIKE_FLOOR = 150_000;
const ENGINE_CC = /(?:^| )(\d{3,4}) ?(?:cc|سي سي)(?= |$)/u;
// The sport, naked, touring and maxi-scooter lines of 600 cc or more, and the makes that build only those.
const BIG_BIKE = phrases([
  "r1",
  "r6",
  "r7",
  "r1m",
  "ار 1",
  "ار 6",
  "yzf r1",
  "yzf r6",
  "mt 07",
  "mt07",
  "mt 09",
  "mt09",
  "mt 10",
  "mt10",
  "ام تي 07",
  "ام تي 09",
  "ام تي 10",
  "tracer",
  "tenere 700",
  "tmax",
  "t max",
  "تي ماكس",
  "تيماكس",
  "cbr 600",
  "cbr600",
  "cbr600rr",
  "cbr 650",
  "cbr650",
  "cbr650r",
  "cbr 1000",
  "cbr1000",
  "cbr1000rr",
  "fireblade",
  "cb650",
  "cb 650",
  "cb650r",
  "cb1000",
  "cb 1000",
  "africa twin",
  "افريكا توين",
  "goldwing",
  "gold wing",
  "ninja 650",
  "ninja 1000",
  "نينجا 650",
  "zx6r",
  "zx 6r",
  "zx10r",
  "zx 10r",
  "zx 14r",
  "z650",
  "z 650",
  "z900",
  "z 900",
  "z1000",
  "versys",
  "vulcan",
  "gsxr",
  "gsx r 600",
  "gsx r 750",
  "gsx r 1000",
  "gsx s 750",
  "gsx s 1000",
  "hayabusa",
  "ak 550",
  "ak550",
  "burgman 650",
  "هايابوسا",
  "v strom",
  "vstrom",
  "s1000rr",
  "s 1000 rr",
  "r1250gs",
  "r 1250 gs",
  "r1200gs",
  // (With their letters read apart: "s1000xr" is "s1000 xr".)
  "s1000",
  "s 1000",
  "m1000",
  "r1250",
  "r 1250",
  "f850",
  "f 850",
  "f900",
  "f 900",
  "k1600",
  "ducati",
  "دوكاتي",
  "panigale",
  "multistrada",
  "harley",
  "هارلي",
  "triumph",
  "ترايمف",
  "mv agusta",
  "aprilia rsv4",
]);
// The middle-weight lines (about 300 to 599 cc) and the dear scooters.
const MIDDLE_BIKE = phrases([
  "duke 390",
  "ديوك 390",
  "rc 390",
  "390 adventure",
  "duke 790",
  "r3",
  "mt 03",
  "mt03",
  "ام تي 03",
  "ninja 400",
  "نينجا 400",
  "z400",
  "cbr 500",
  "cbr500r",
  "cb500",
  "cb 500",
  "cb500x",
  "rebel 500",
  "xmax",
  "x max",
  "اكس ماكس",
  "اكسماكس",
  "xciting",
  "اكسايتنج",
  "maxsym",
  "ماكسسيم",
  "forza",
  "فورزا",
  "g310",
  "g 310",
  "g310r",
  "g310gs",
  "gts 300",
  "vespa gts",
  "فيسبا gts",
  "burgman 400",
]);

// A title's bare number after a make is its engine's size ("كاواساكي 650"), not a distance or a price.
const TITLE_CC = /(?<= )(\d{3,4})(?= )(?! (?:كم|km|كيلو|جنيه|ج|الف|لتر) )/gu;
const BIKE_MAKE = phrases([
  "هوندا",
  "honda",
  "ياماها",
  "yamaha",
  "سوزوكي",
  "suzuki",
  "كاواساكي",
  "kawasaki",
  "ktm",
  "بينيلي",
  "benelli",
  "cfmoto",
  "cf moto",
  "vespa",
  "فيسبا",
  "aprilia",
]);

// An electric scooter or a bicycle of a big make's name (a Ducati e-scooter, a Triumph bicycle) is not its motorcycle.
const NOT_A_MOTORCYCLE = phrases([
  "كهرباء",
  "كهربا",
  "كهربائي",
  "كهربائيه",
  "electric",
  "بطاريه",
  "battery",
  "هوائيه",
  "bicycle",
  "بسكلته",
  "جبلي",
  "mtb",
  "bmx",
]);

// The dear scooters of the known makes, by line (their maxi-scooters are MIDDLE_BIKE or BIG_BIKE): Honda's PCX and ADV,
// Yamaha's NMAX and Aerox, Vespa's Primavera, Sprint and GTS, Suzuki's Burgman, SYM's and Kymco's dearer lines.
const DEAR_SCOOTER = phrases([
  ...["pcx", "بي سي اكس", "adv", "adv 160", "adv160", "اي دي في"],
  ...["nmax", "n max", "ان ماكس", "انماكس", "aerox", "ايروكس", "اروكس"],
  ...["primavera", "بريمافيرا", "vespa sprint", "فيسبا سبرينت", "gts", "جي تي اس"],
  ...["burgman", "بورجمان", "برجمان", "cruisym", "كروزسيم", "joymax", "جوي ماكس", "jet x", "jetx", "downtown", "داون تاون"],
]);
/** A recent one (RECENT_BIKE_YEARS) of those lines is never sold for less than this… */
export const RECENT_DEAR_SCOOTER_FLOOR = 80_000;
/** …nor a new one ("zero", "new") of this year or the last for less than this (near half of its new price). */
export const NEW_DEAR_SCOOTER_FLOOR = 120_000;

// A Vespa of the last ten years (its old classic ones can be cheap).
const VESPA = phrases(["vespa", "فيسبا", "فسبا"]);
/** A Vespa whose title writes a model year this many years before the ad's, or later, is judged as a middle-weight. */
export const RECENT_VESPA_YEARS = 10;

// A line's number written with its letters ("650R", "cbr650r", "r1250gs") is read apart too: "650 r" is the 650.
const GLUED_LETTERS = /(\d)([a-z])/gu;

function bikeFloor(title: string, context: string, recentVespa = false, recent = false, later = false): { label: string; floor: number } | null {
  const apart = title.replace(GLUED_LETTERS, "$1 $2");
  const named = [...apart.matchAll(TITLE_CC)].map((match) => Number(match[1])).find((size) => size < 1_970) ?? 0;
  const written = Number(ENGINE_CC.exec(context.trim())?.[1] ?? 0);
  const cc = written || (BIKE_MAKE.some((word) => title.includes(word)) ? named : 0);
  const of = recent ? " of a recent year" : "";
  const big = { floor: recent ? RECENT_BIG_BIKE_FLOOR : later ? LATER_BIG_BIKE_FLOOR : BIG_BIKE_FLOOR };
  const bigOf = later && !recent ? ` of the last ${LATER_BIG_BIKE_YEARS} years` : of;
  const middle = { floor: recent ? RECENT_MIDDLE_BIKE_FLOOR : MIDDLE_BIKE_FLOOR };
  if (cc >= BIG_BIKE_CC && cc <= 2_500) return { label: `motorcycle of ${cc} cc${bigOf}`, ...big };
  const line = !NOT_A_MOTORCYCLE.some((word) => title.includes(word));
  const names = (words: string[]) => words.some((word) => title.includes(word) || apart.includes(word));
  if (line && names(BIG_BIKE)) return { label: `motorcycle of a big line${bigOf}`, ...big };
  if (cc >= MIDDLE_BIKE_CC && cc < BIG_BIKE_CC) return { label: `motorcycle of ${cc} cc${of}`, ...middle };
  if (recentVespa && VESPA.some((word) => title.includes(word))) return { label: "recent Vespa", floor: MIDDLE_BIKE_FLOOR };
  return line && names(MIDDLE_BIKE) ? { label: `motorcycle of a middle-weight line${of}`, ...middle } : null;
}

/** A vehicle's floor by its model year (a car, truck or bus; a motorcycle, dearer of a dear make) or a motorcycle's by its size. */
function recentVehicleFloor(title: string, context: string, year: number | null, now: Date, unused = false): { label: string; floor: number } | null {
  const current = now.getUTCFullYear();
  const twoWheels = TWO_WHEELED.some((word) => context.includes(word));
  const since = (years: number) => year !== null && year >= current - years && year <= current + 1;
  const sized = twoWheels ? bikeFloor(title, context, since(RECENT_VESPA_YEARS), since(RECENT_BIKE_YEARS), since(LATER_BIG_BIKE_YEARS)) : null;
  // (A dear scooter's line of a recent year; said new of this year or the last, near half of a new one's price.)
  const scooter =
    twoWheels && since(RECENT_BIKE_YEARS) && DEAR_SCOOTER.some((word) => title.includes(word)) && !NOT_A_MOTORCYCLE.some((word) => title.includes(word))
      ? unused && since(1)
        ? { label: `dear scooter of ${year}, new`, floor: NEW_DEAR_SCOOTER_FLOOR }
        : { label: `dear scooter of ${year}`, floor: RECENT_DEAR_SCOOTER_FLOOR }
      : null;
  const bike = scooter && (!sized || scooter.floor > sized.floor) ? scooter : sized;
  // (Not a truck's box, cab or chassis sold alone, of its year.)
  if (!twoWheels && since(NEWER_VEHICLE_YEARS) && !since(RECENT_VEHICLE_YEARS))
    return NOT_A_VEHICLE.some((word) => title.includes(word))
      ? null
      : { label: `car, truck or bus of ${year}`, floor: since(MIDDLE_VEHICLE_YEARS) ? MIDDLE_VEHICLE_FLOOR : NEWER_VEHICLE_FLOOR };
  if (!since(RECENT_VEHICLE_YEARS)) return bike;
  if (!twoWheels) return { label: `car, truck or bus of ${year}`, floor: since(NEWEST_VEHICLE_YEARS) ? NEWEST_VEHICLE_FLOOR : RECENT_VEHICLE_FLOOR };
  if (bike) return bike;
  // (An electric scooter or a bicycle is not a motorcycle.)
  if (NOT_A_MOTORCYCLE.some((word) => title.includes(word))) return null;
  if (!DEAR_BIKE.some((word) => context.includes(word))) return { label: `motorcycle of ${year}`, floor: RECENT_BIKE_FLOOR };
  const cc =
    Number(ENGINE_CC.exec(context.trim())?.[1] ?? 0) ||
    ([...title.replace(GLUED_LETTERS, "$1 $2").matchAll(TITLE_CC)].map((match) => Number(match[1])).find((size) => size < 1_970) ?? 0);
  return cc >= QUARTER_LITRE_CC && cc < MIDDLE_BIKE_CC
    ? { label: `motorcycle of a dear make of ${cc} cc of ${year}`, floor: RECENT_QUARTER_LITRE_FLOOR }
    : { label: `motorcycle of a dear make of ${year}`, floor: RECENT_DEAR_BIKE_FLOOR };
}

/** What a flat, a house, a generator or a laser cutter is measured by: its area or its power, written in its title or text. */
function measuredFloor(title: string, whole: string, context: string, sealed: boolean, estate: boolean, now: Date): { label: string; floor: number } | null {
  // (Named in its title, or listed as one with its power in kVA in its title or text.)
  const kva = Number(KVA.exec(whole.trim())?.[1] ?? 0);
  const named = GENERATOR.some((word) => title.includes(word));
  if (named || (kva && GENERATOR.some((word) => context.includes(word)) && !NOT_A_GENERATOR.some((word) => title.includes(word)))) {
    const power = kva || (named ? Number(BARE_KILO.exec(title.trim())?.[1] ?? 0) : 0);
    if (power < 5) return null;
    const dear = DEAR_GENERATOR.some((word) => context.includes(word));
    const of = dear ? " of a dear make" : "";
    const silent = SILENT_GENERATOR.some((word) => whole.includes(word)) && !OPEN_GENERATOR.some((word) => whole.includes(word));
    const canopy = silent ? GENERATOR_CANOPY_FLOOR : 0;
    const perKva = generatorFloorPerKva(power, dear);
    const kind = `generator${of} of ${power} kVA${silent ? ", silent" : ""}`;
    if (sealed || saysNew(title)) return { label: `${kind}, new`, floor: power * perKva * NEW_GENERATOR_FACTOR + canopy };
    return recentGenerator(whole, now)
      ? { label: `${kind}, recent`, floor: Math.round(power * perKva * RECENT_GENERATOR_FACTOR) + canopy }
      : { label: kind, floor: power * perKva + canopy };
  }
  if (LASER.some((word) => title.includes(word))) {
    const power = laserKilowatts(whole);
    if (power >= 1 && power <= 40) return { label: `laser cutter of ${power} kW`, floor: Math.max(power * LASER_FLOOR_PER_KW, 100_000) };
  }
  // (A home let out, as its text or the catalogue says, though its title does not: "a flat, new law", a rent.)
  if (!estate || !FLAT.some((word) => title.includes(word)) || letsOut(context, "")) return null;
  const area = writtenArea(whole);
  if (area < 30 || area > 2_000) return null;
  return HOUSE.some((word) => title.includes(word))
    ? { label: `villa or house of ${area} m²`, floor: area * VILLA_FLOOR_PER_METRE }
    : { label: `flat or house of ${area} m²`, floor: area * FLAT_FLOOR_PER_METRE };
}

/** The characters of an ad's description the floors read (its title always whole). */
export const FLOOR_TEXT = 600;

/**
 * The floor of what an ad offers, the highest that applies: a reference model its title names (the first of the
 * list, most specific first), a flat or house for sale by its area, a generator by its power, a recent vehicle
 * by its model year or a motorcycle by its engine size; null when none does.
 */
export function referenceFloor(ad: {
  name: string;
  description: string;
  offer: "rent" | "sale";
  /** Whether the ad is in a category where a make sets the price (vehicles). */
  vehicles?: boolean;
  /** Whether the ad is in the estate category: only there is a title's flat, villa, shop or plot a home's or a
   *  property's (unknown: judged as one). */
  estate?: boolean;
  /** The names of the ad's subcategory and make, both languages: the family of item it is listed as. */
  family?: string;
  /** When the ad is posted: how recent a model year is. */
  now?: Date;
}): { label: string; floor: number } | null {
  // What an item is, its family and its specs, is said first: the floors read the description's first FLOOR_TEXT
  // characters (a whole 5,000-character one, read for each of hundreds of entries, would cost the check its budget).
  const description = ad.description.slice(0, FLOOR_TEXT);
  const title = ` ${normalizeForSearch(ad.name)} `;
  const whole = ` ${normalizeForSearch(`${ad.name} ${description}`)} `;
  const context = `${whole}${normalizeForSearch(ad.family ?? "")} `;
  // Sealed, or said new (unused): judged against a new one's price, whatever the family.
  const sealed = ad.offer === "sale" && SEALED.some((word) => whole.includes(word));
  const unused = sealed || (ad.offer === "sale" && saysUnused(title, whole, description));
  const asSealed = (found: { label: string; floor: number }) =>
    unused ? { label: `${found.label}, ${sealed ? "sealed" : "new"}`, floor: found.floor * SEALED_FACTOR } : found;
  const airConditioner = ad.offer === "sale" && AIR_CONDITIONERS.some((word) => context.includes(word));
  const horsepower = airConditioner ? writtenHorsepower(ad.name) : null;
  if (horsepower && Number(horsepower.replace(/[,٫]/, ".")) >= BIG_AIR_CONDITIONER) return asSealed(bigAirConditionerFloor(whole, horsepower));
  const inverter = inverterFloor(whole, horsepower ?? (airConditioner ? (BARE_HORSEPOWER.exec(toLatinDigits(ad.name))?.[1] ?? null) : null));
  const year = titleYear(ad.name);
  const estate = ad.estate ?? true;
  const family = ` ${normalizeForSearch(ad.family ?? "")} `;
  // (A home listed under the catalogue's rents, or let by the night, the week or the season, is a rent though its
  // title names none: "فيلا في هاسيندا بالليله" is no villa for sale.)
  const offer = estate && ad.offer === "sale" && letByItsWords(whole, family) ? "rent" : ad.offer;
  const model = modelFloor(title, whole, context, year, offer, ad.vehicles ?? false, unused, estate);
  // (A floor set by a recent model year is a recent one's already: only a sealed one's is doubled, "zero" on a car
  // or a machine of that year speaks of its mileage or hours.)
  const plain = model && { label: model.label, floor: model.floor };
  const named = model && (model.asNew || (model.byYear && !sealed) ? plain : asSealed(model));
  const place = estate ? placeFloor(title, whole, family, offer) : null;
  if (offer !== "sale") {
    // (A home's rent floors are a month's: let by the night or the week, only its place's night floor judges it.)
    const monthly = estate && letShort(whole) ? null : named;
    return place && (!monthly || place.floor > monthly.floor) ? place : monthly;
  }
  const found = [
    named,
    inverter && asSealed(inverter),
    measuredFloor(title, whole, context, sealed, estate, ad.now ?? new Date()),
    place,
    ad.vehicles && ad.now ? recentVehicleFloor(title, context, year, ad.now, unused) : null,
  ];
  return found.reduce((highest, floor) => (floor && (!highest || floor.floor > highest.floor) ? floor : highest), null);
}
