// Floors of homes, shops and plots by where they are: Egypt's dear districts, compounds, new cities and resorts, the
// least an honest ad asks there in late 2026 (near half of what a flat or villa there fetched then, less for an old
// or semi-finished one; a shop's or a plot's a fifth to a third; bait asks 15 to 40 %).
// Bait in estate names a dear place at a small town's price: a furnished flat in Zamalek for 1,500 a month, a villa
// in Marassi for a million, 180 m² in a Fifth Settlement compound for half a million, a villa in Marassi for 5,000 a
// week, a shop in a New Cairo mall or a plot in the Lotus at a village's price a metre. The area alone (a floor a
// square metre anywhere, reference-prices.ts) cannot tell those from an honest flat in a village; the place can.
// (Judged only in the estate category: a kitchen taken out of a villa is no villa.)
//
// A place is named in the title or the text, in either script and its usual slips (normalizeForSearch folds ه/ة,
// ي/ى and drops "ال"/"بال"); not when the text only says the home is near it ("قريب من التجمع", "طريق السخنه").
// Floors by offer:
//   - a sale: a flat (or chalet, studio, duplex) a square metre of its written area (the smallest the text writes),
//     higher when it is finished and in a compound of the place, else a whole flat's floor;
//     a villa, town or twin house a square metre, and never under a whole villa's floor there; a chalet, a cabin or
//     a holiday home never under its resort's floor for one (a half more on the sea's first row);
//   - a rent by the month (the title, the text or the catalogue's names say it is let; the registry, "الشهر
//     العقاري", is no month): a flat's (a furnished one's a half dearer) and a villa's (a standalone one's, or one
//     with its own pool, twice);
//   - a let by the night or the week (a chalet in Marassi by the night, a villa in Hacienda by the week): the
//     place's floor a night, where homes let so are dear (its resorts and compounds, the sea's first row on the
//     coasts); a let so is a rent though its title names none ("فيلا في هاسيندا بالليله"). One for the summer
//     without saying a night or a week, or a bed or a share to students, is not judged;
//   - a shop, an office or a clinic, for sale or let by the month, a square metre of its area (not its front's),
//     dearer in a mall or on a main street (a main street named alone names its district: "عباس العقاد" is Nasr
//     City); a building plot for sale a square metre (not farmland or industrial land);
//   - old Nile-valley or Delta farmland for sale, by the feddan or the qirat, wherever it is (reclaimed or desert
//     land is not judged).
// Never judged by a place: a room, a garage, a kiosk or a share of a shop, a share of a flat, a flat under the old
// rent law or a shop's key money ("ايجار قديم", "خلو"), a home in an informal quarter ("عزبه"), and no sale whose
// price may be a down payment, an instalment, a booking or a price a square metre.
import { normalizeForSearch } from "~/lib/normalize";

interface Tier {
  /** A flat for sale, a square metre (semi-finished, old, or its finish not said). */
  flatPerMetre: number;
  /** A finished flat for sale ("تشطيب كامل", "سوبر لوكس", "الترا", with its air conditioners), a square metre. */
  finishedPerMetre: number;
  /** A flat for sale whose area is not written. */
  flat: number;
  /** A villa, town or twin house for sale, a square metre. */
  villaPerMetre: number;
  /** A villa, town or twin house for sale, whatever its area. */
  villa: number;
  /** A flat let by the month. */
  flatRent: number;
  /** A villa, town or twin house let by the month. */
  villaRent: number;
  /** A flat or chalet let by the night (a week: NIGHTS_A_WEEK times it), where homes let by the night are dear. */
  flatNight?: number;
  /** A villa, town or twin house let by the night. */
  villaNight?: number;
  /** A chalet, a cabin or a holiday home for sale in the place's resorts, whatever its area (on the sea's first row:
   *  FIRST_ROW_FACTOR times it). */
  holidayHome?: number;
  /** A shop, an office or a clinic for sale, a square metre (in a mall or on a main street: MAIN_STREET_FACTOR times it). */
  shopPerMetre: number;
  /** A shop, an office or a clinic let by the month, a square metre (in a mall or on a main street: the factor too). */
  shopRentPerMetre: number;
  /** A building plot for sale, a square metre. */
  landPerMetre: number;
  /** The tier of a compound ("كمبوند", "compound") in this place, when dearer than the place at large. */
  compound?: Tier;
}

// The floors sit near half of what a home fetched there in late 2026 (bait asks 15 to 40 % of it), lower for a
// semi-finished or old flat than for a finished one.
// Prime: the old riverside districts, the big compounds of the best developers, the North Coast's, Sokhna's and Red
// Sea's gated resorts and New Alamein's towers, where nothing sells or lets cheap (40,000 to 150,000 a m²).
const PRIME: Tier = {
  flatPerMetre: 20_000,
  finishedPerMetre: 22_000,
  flat: 2_000_000,
  villaPerMetre: 25_000,
  villa: 9_000_000,
  flatRent: 8_000,
  villaRent: 25_000,
  flatNight: 1_200,
  villaNight: 3_500,
  holidayHome: 3_000_000,
  shopPerMetre: 25_000,
  shopRentPerMetre: 150,
  landPerMetre: 15_000,
};
// A compound in a dear city (Sheikh Zayed, New Cairo, the Capital, October's named ones): 30,000 to 60,000 a m².
const DEAR_COMPOUND: Tier = {
  flatPerMetre: 14_000,
  finishedPerMetre: 18_000,
  flat: 1_500_000,
  villaPerMetre: 15_000,
  villa: 5_000_000,
  flatRent: 6_000,
  villaRent: 15_000,
  flatNight: 600,
  villaNight: 1_500,
  shopPerMetre: 15_000,
  shopRentPerMetre: 100,
  landPerMetre: 12_000,
};
// Dear: the new cities of the east and west of Cairo, the established upper districts of Cairo, Giza, Alexandria
// and New Mansoura (20,000 to 40,000 a m²; their old buildings can be cheaper: the floors allow them).
const DEAR: Tier = {
  flatPerMetre: 10_000,
  finishedPerMetre: 12_000,
  flat: 900_000,
  villaPerMetre: 15_000,
  villa: 3_500_000,
  flatRent: 4_000,
  villaRent: 12_000,
  flatNight: 300,
  villaNight: 1_000,
  shopPerMetre: 8_000,
  shopRentPerMetre: 40,
  landPerMetre: 10_000,
  compound: DEAR_COMPOUND,
};
// A compound in 6th of October (some of its compounds are older and cheaper than the east's and Zayed's).
const OCTOBER_COMPOUND: Tier = {
  flatPerMetre: 11_000,
  finishedPerMetre: 14_000,
  flat: 1_200_000,
  villaPerMetre: 12_000,
  villa: 4_000_000,
  flatRent: 5_000,
  villaRent: 12_000,
  shopPerMetre: 8_000,
  shopRentPerMetre: 50,
  landPerMetre: 6_000,
};
// 6th of October at large: its old districts and its new ones (15,000 to 30,000 a m²).
const OCTOBER: Tier = {
  flatPerMetre: 7_000,
  finishedPerMetre: 9_000,
  flat: 600_000,
  villaPerMetre: 8_000,
  villa: 2_500_000,
  flatRent: 3_000,
  villaRent: 8_000,
  shopPerMetre: 5_000,
  shopRentPerMetre: 25,
  landPerMetre: 4_000,
  compound: OCTOBER_COMPOUND,
};
// A compound or resort on the coasts at large (Hurghada's, Sokhna's, the Sahel's new ones).
const COAST_COMPOUND: Tier = {
  flatPerMetre: 8_000,
  finishedPerMetre: 10_000,
  flat: 600_000,
  villaPerMetre: 10_000,
  villa: 2_500_000,
  flatRent: 0,
  villaRent: 0,
  flatNight: 350,
  villaNight: 1_200,
  holidayHome: 800_000,
  shopPerMetre: 8_000,
  shopRentPerMetre: 0,
  landPerMetre: 3_000,
};
// The coasts at large: old summer villages stand beside new resorts; a sale's floors only, low.
const COAST: Tier = {
  flatPerMetre: 5_000,
  finishedPerMetre: 6_000,
  flat: 300_000,
  villaPerMetre: 6_000,
  villa: 1_500_000,
  flatRent: 0,
  villaRent: 0,
  shopPerMetre: 4_000,
  shopRentPerMetre: 0,
  landPerMetre: 700,
  compound: COAST_COMPOUND,
};

// The Capital's residential districts, R2 to R8, in either script.
const CAPITAL_DISTRICTS = [2, 3, 5, 7, 8].flatMap((district) => [`r${district}`, `r ${district}`, `ار ${district}`]);

// (A main street named alone names its district: a shop "على عباس العقاد" is in Nasr City, and on a main street.)
const PLACES: { name: string; tier: Tier; words: string[]; onStreet?: boolean }[] = [
  { name: "Zamalek", tier: PRIME, words: ["زمالك", "zamalek"] },
  { name: "Garden City", tier: PRIME, words: ["جاردن سيتي", "جاردن ستي", "garden city"] },
  { name: "Marassi", tier: PRIME, words: ["مراسي", "مراسى", "marassi"] },
  { name: "Hacienda", tier: PRIME, words: ["هاسيندا", "هسيندا", "هاسيندة", "hacienda"] },
  { name: "El Gouna", tier: PRIME, words: ["جونه", "gouna", "el gouna"] },
  { name: "Sahl Hasheesh", tier: PRIME, words: ["سهل حشيش", "sahl hasheesh", "sahl hashish"] },
  { name: "Soma Bay", tier: PRIME, words: ["سوما باي", "soma bay"] },
  { name: "New Giza", tier: PRIME, words: ["نيو جيزه", "new giza"] },
  { name: "Mivida", tier: PRIME, words: ["ميفيدا", "مافيدا", "mivida"] },
  { name: "Palm Hills", tier: PRIME, words: ["بالم هيلز", "بالم هلز", "palm hills"] },
  { name: "Mountain View", tier: PRIME, words: ["ماونتن فيو", "ماونتين فيو", "mountain view"] },
  { name: "SODIC", tier: PRIME, words: ["سوديك", "sodic"] },
  { name: "Allegria", tier: PRIME, words: ["اليجريا", "اليجريه", "allegria"] },
  { name: "Beverly Hills", tier: PRIME, words: ["بيفرلي هيلز", "بيفرلي هلز", "beverly hills"] },
  { name: "Katameya Heights", tier: PRIME, words: ["قطاميه هايتس", "katameya heights", "قطاميه ديونز", "katameya dunes"] },
  { name: "Uptown Cairo", tier: PRIME, words: ["ابتاون كايرو", "اب تاون", "uptown cairo"] },
  { name: "Hyde Park", tier: PRIME, words: ["هايد بارك", "hyde park"] },
  { name: "Lake View", tier: PRIME, words: ["ليك فيو", "lake view", "lakeview"] },
  { name: "Swan Lake", tier: PRIME, words: ["سوان ليك", "swan lake"] },
  { name: "Cairo Festival City", tier: PRIME, words: ["فستيفال سيتي", "festival city"] },
  { name: "Eastown / Westown", tier: PRIME, words: ["ايستاون", "ايست تاون", "eastown", "ويستاون", "وست تاون", "westown"] },
  { name: "ZED", tier: PRIME, words: ["زيد تاورز", "zed towers", "zed east", "zed west"] },
  {
    name: "the North Coast's gated resorts",
    tier: PRIME,
    words: ["تلال الساحل", "telal", "سيلفر ساندز", "silversands", "silver sands", "فوكا باي", "fouka bay", "راس الحكمه", "ras el hekma", "ras elhekma"],
  },
  { name: "an Emaar compound", tier: PRIME, words: ["emaar", "بيل في", "belle vie", "كايرو جيت", "cairo gate", "فيلدج ويست", "village west"] },
  { name: "Sheikh Zayed's and October's dearest compounds", tier: PRIME, words: ["badya", "او وست", "o west", "فيليت", "villette"] },
  {
    name: "New Alamein's towers",
    tier: PRIME,
    words: ["ابراج علمين", "alamein towers", "نورث ايدج", "north edge", "مزارين", "mazarine", "داون تاون علمين", "downtown alamein"],
  },
  {
    name: "Ain Sokhna's gated resorts",
    tier: PRIME,
    words: ["ازها", "azha", "تلال سخنه", "telal sokhna", "كالي كوست", "cali coast", "مونت جلاله", "مونتي جلاله", "monte galala"],
  },
  { name: "the North Coast's new resorts", tier: PRIME, words: ["جفيره", "jefaira", "سي شيل", "seashell", "sea shell", "بو ايلاندز", "bo islands"] },
  { name: "El Gouna's and Hurghada's gated resorts", tier: PRIME, words: ["مانجروفي", "mangroovy", "مجاويش", "magawish"] },
  {
    name: "a named compound of a dear city",
    tier: DEAR_COMPOUND,
    words: [
      "تاج سيتي",
      "taj city",
      "ميراج سيتي",
      "mirage city",
      "ستون بارك",
      "stone park",
      "نور سيتي",
      "noor city",
      "بوسكو",
      "il bosco",
      "بلوم فيلدز",
      "bloomfields",
    ],
  },
  {
    name: "Cairo's Fifth Settlement",
    tier: DEAR,
    words: ["تجمع", "تجمع خامس", "تجمع اول", "تجمع تالت", "تجمع ثالث", "tagamoa", "tagamo3", "fifth settlement", "5th settlement"],
  },
  { name: "New Cairo", tier: DEAR, words: ["قاهره جديده", "نيو كايرو", "new cairo", "نرجس", "لوتس", "بنفسج", "جولدن سكوير", "golden square"] },
  { name: "Madinaty", tier: DEAR_COMPOUND, words: ["مدينتي", "madinaty", "madinty"] },
  { name: "Rehab", tier: DEAR_COMPOUND, words: ["رحاب", "rehab", "el rehab"] },
  { name: "Mostakbal City", tier: DEAR, words: ["مستقبل سيتي", "مدينه مستقبل", "mostakbal", "mostakbal city"] },
  {
    name: "New Capital",
    tier: DEAR,
    words: ["عاصمه اداريه", "عاصمه جديده", "new capital", "administrative capital", "3asma edarya", "3asema edarya", ...CAPITAL_DISTRICTS],
  },
  { name: "Sheikh Zayed", tier: DEAR, words: ["شيخ زايد", "زايد", "sheikh zayed", "zayed", "el sheikh zayed", "sheikh zaid", "zayed city"] },
  { name: "Katameya", tier: DEAR, words: ["قطاميه", "katameya", "kattameya"] },
  {
    name: "6th of October compounds",
    tier: OCTOBER_COMPOUND,
    words: [
      "كمبوند اكتوبر",
      "compound in 6 october",
      "اكتوبر جاردنز",
      "october gardens",
      "بيت الوطن",
      "beit el watan",
      "دريم لاند",
      "dreamland",
      "dream land",
      "صن كابيتال",
      "sun capital",
      "اشجار سيتي",
      "ashgar city",
      "جاليريا مون فالي",
      "galleria moon valley",
      "بيراميدز هيلز",
      "pyramids hills",
      "pyramid hills",
    ],
  },
  // (With its number: "اكتوبر" alone is as often a month, a delivery date.)
  { name: "6th of October", tier: OCTOBER, words: ["6 اكتوبر", "سادس من اكتوبر", "6 october", "6th october", "6th of october", "october city"] },
  { name: "Maadi", tier: DEAR, words: ["معادي", "maadi", "degla", "دجله", "سرايات", "sarayat"] },
  { name: "Heliopolis", tier: DEAR, words: ["مصر جديده", "masr el gedida", "masr gedida", "heliopolis", "هليوبوليس", "كوربه", "korba", "ميريلاند", "روكسي"] },
  { name: "Nasr City", tier: DEAR, words: ["مدينه نصر", "nasr city", "madinet nasr"] },
  {
    name: "Nasr City",
    tier: DEAR,
    onStreet: true,
    words: [
      "عباس عقاد",
      "abbas el akkad",
      "abbas akkad",
      "abbas el aqqad",
      "مكرم عبيد",
      "makram ebeid",
      "makram obeid",
      "مصطفي نحاس",
      "mostafa el nahas",
      "moustafa el nahas",
      "شارع طيران",
      "el tayaran street",
    ],
  },
  {
    name: "Mohandessin",
    tier: DEAR,
    onStreet: true,
    words: [
      "جامعه دول",
      "gameat el dowal",
      "gamet el dowal",
      "gameat el dewal",
      "arab league street",
      "شارع شهاب",
      "shehab street",
      "شارع سوريا",
      "شارع لبنان",
    ],
  },
  {
    name: "Heliopolis",
    tier: DEAR,
    onStreet: true,
    words: ["ميرغني", "merghany", "marghany", "شارع بغداد", "baghdad street", "شارع حجاز", "hegaz street", "شارع نزهه", "el nozha street"],
  },
  { name: "Maadi", tier: DEAR, onStreet: true, words: ["road 9", "rd 9", "شارع 9 معادي", "شارع 9 بالمعادي"] },
  {
    name: "New Cairo",
    tier: DEAR,
    onStreet: true,
    words: ["شارع تسعين", "شارع 90", "علي تسعين", "تسعين شمالي", "تسعين جنوبي", "90th", "90 street", "south 90", "north 90"],
  },
  { name: "New Mansoura", tier: DEAR, words: ["منصوره جديده", "new mansoura", "mansoura el gedida"] },
  {
    name: "Alexandria's upper districts",
    tier: DEAR,
    words: [
      "رشدي",
      "roushdy",
      "rushdy",
      "سبورتنج",
      "sporting",
      "زيزينيا",
      "zizinia",
      "كامب شيزار",
      "camp shezar",
      "سابا باشا",
      "saba pasha",
      "بولكلي",
      "bolkly",
    ],
  },
  { name: "Mohandessin", tier: DEAR, words: ["مهندسين", "mohandessin", "mohandeseen", "mohandseen", "mohandesin"] },
  { name: "Dokki", tier: DEAR, words: ["دقي", "dokki"] },
  { name: "Smouha", tier: DEAR, words: ["سموحه", "smouha", "smoha"] },
  { name: "San Stefano", tier: DEAR, words: ["سان ستيفانو", "san stefano"] },
  { name: "Alexandria's Corniche districts", tier: DEAR, words: ["كفر عبده", "kafr abdo", "جليم", "gleem", "لوران", "loran", "ستانلي", "stanley"] },
  { name: "Galala", tier: DEAR, words: ["جلاله", "galala"] },
  { name: "New Alamein", tier: DEAR, words: ["علمين جديده", "new alamein"] },
  { name: "Marina", tier: DEAR, words: ["مارينا", "marina"] },
  { name: "the coasts' dear resorts", tier: PRIME, words: ["لافيستا", "لا فيستا", "la vista", "lavista", "امواج", "amwaj", "الماظه باي", "almaza bay"] },
  { name: "Hurghada", tier: COAST, words: ["غردقه", "hurghada", "ghardaqa", "ghardaka"] },
  { name: "Ain Sokhna", tier: COAST, words: ["سخنه", "sokhna", "ain sokhna"] },
  {
    name: "the Red Sea's and Sinai's towns",
    tier: COAST,
    words: ["شرم شيخ", "sharm", "sharm el sheikh", "دهب", "dahab", "مرسي علم", "marsa alam", "سفاجا", "safaga", "راس سدر", "ras sedr", "ras sudr"],
  },
  { name: "Alamein", tier: COAST, words: ["علمين", "alamein", "el alamein"] },
  { name: "North Coast", tier: COAST, words: ["ساحل", "ساحل شمالي", "sahel", "north coast", "سيدي عبد الرحمن", "sidi abdel rahman", "مكادي", "makadi"] },
];

const phrase = (word: string) => ` ${normalizeForSearch(word)} `;
const places = PLACES.map((place) => ({ ...place, words: place.words.map(phrase) }));

// "Near it", "on its road", "on the way to it": the home is elsewhere. ("A residential cluster", "تجمع سكني", is a
// village's, not the Fifth Settlement.)
const NEAR = new Set(
  [
    "قريب",
    "قريبه",
    "جنب",
    "بجوار",
    "جوار",
    "near",
    "طريق",
    "road",
    "امام",
    "قدام",
    "مواجه",
    "اتجاه",
    "ناحيه",
    "من",
    "from",
    "to",
    "الي",
    "الى",
    "علي",
    "بعد",
  ].map((word) => normalizeForSearch(word)),
);

// Another town of the same name: October's Gardens ("حدائق اكتوبر") is not October.
const OTHER_TOWN = new Set(["حدايق", "حدائق", "hadayek"].map((word) => normalizeForSearch(word)));
// (Nor a street's width: "شارع 90 متر" is a street ninety metres wide.)
const NOT_THE_PLACE = new Set(["سكني", "عمراني", "قروي", "ريفي", "بدوي", "متر", "م", "m"].map((word) => normalizeForSearch(word)));
const FLAT = [
  "apt",
  "sha2a",
  "shaqa",
  "شقه",
  "شقة",
  "شقق",
  "apartment",
  "flat",
  "دوبلكس",
  "duplex",
  "روف",
  "penthouse",
  "بنتهاوس",
  "ستوديو",
  "استوديو",
  "studio",
  "شاليه",
  "شاليهات",
  "chalet",
  "كابينه",
  "cabin",
  "holiday home",
  "وحده مصيفيه",
].map(phrase);
const HOUSE = [
  "ڤيلا",
  "فيلات",
  "فلل",
  "فيلل",
  "villas",
  "vila",
  "fila",
  "filla",
  "twin villa",
  "اي فيلا",
  "i villa",
  "twinhouse",
  "فيلا",
  "فيللا",
  "villa",
  "تاون هاوس",
  "توين هاوس",
  "تون هاوس",
  "town house",
  "townhouse",
  "twin house",
  "ستاند الون",
  "standalone",
  "stand alone",
].map(phrase);
// In a compound: the place's compound tier (not "near a compound").
const COMPOUND = ["كمبوند", "كومبوند", "كمباوند", "كومباوند", "compound", "kombound", "kmbound", "gated community"].map(phrase);
// Finished: fully, super lux or ultra, with its air conditioners or furniture (the catalogue's finishes too).
const FINISHED = [
  "تشطيب كامل",
  "كامل تشطيب",
  "كامله تشطيب",
  "متشطب",
  "متشطبه",
  "متشطبه بالكامل",
  "سوبر لوكس",
  "سوبر لوكس",
  "الترا",
  "لوكس",
  "تكييفات",
  "مفروش",
  "مفروشه",
  "فرش",
  "finished",
  "fully finished",
  "super lux",
  "ultra",
  "lux",
  "furnished",
].map(phrase);
// Not finished, or old: a semi-finished or core-and-shell flat, on red brick, or one needing work.
const UNFINISHED = [
  "نص تشطيب",
  "نصف تشطيب",
  "محاره",
  "طوب",
  "بدون تشطيب",
  "محتاج",
  "محتاجه",
  "تجديد",
  "قديم",
  "قديمه",
  "semi finished",
  "semi",
  "core and shell",
  "unfinished",
  "not finished",
  "needs",
  "renovation",
  "old",
].map(phrase);
// A chalet, a cabin or a holiday home lets by the night or the summer, never judged as a monthly rent; sold, it is
// judged by its resort's floor for one, whatever its area (its written one is often its land's or its garden's).
const CHALET = ["شاليه", "شاليهات", "chalet", "كابينه", "cabin", "holiday home", "وحده مصيفيه"].map(phrase);
/** A chalet or villa on the sea's first row sells for a half more than one behind it. */
const FIRST_ROW_FACTOR = 1.5;
// Not a whole home: a room or a bed, a shop, an office, a garage, land, a share.
const NOT_A_HOME = [
  "اوضه",
  "اوض",
  "غرفه",
  "room",
  "سرير",
  "bed",
  "سكن طلبه",
  "سكن طالبات",
  "محل",
  "shop",
  "مكتب",
  "office",
  "عياده",
  "clinic",
  "جراج",
  "garage",
  "مخزن",
  "ارض",
  "land",
  "plot",
  "قطعه",
  "قيراط",
  "حصه",
  "share",
  "نص شقه",
  "ربع شقه",
].map(phrase);
// A shop, an office or a clinic: judged for sale by its area and place.
const SHOP = [
  "محل",
  "محلات",
  "shop",
  "store",
  "مكتب",
  "office",
  "عياده",
  "clinic",
  "وحده تجاريه",
  "وحده اداريه",
  "وحده طبيه",
  "commercial unit",
  "retail unit",
  "administrative unit",
  "مقر اداري",
].map(phrase);
// A part of a shop, a stall, a kiosk or a partnership, let by the shift: not judged.
const NOT_A_SHOP = ["كشك", "kiosk", "ركن", "corner", "استاند", "stand", "booth", "بوث", "رف", "شراكه", "مشاركه", "partner", "partnership", "نصيب", "جزء"].map(
  phrase,
);
// In a mall, or on a main or commercial street of a dear place: a shop's or an office's floor is doubled.
const MAIN_STREET = [
  "مول",
  "mall",
  "بلازا",
  "plaza",
  "شارع رئيسي",
  "main street",
  "main road",
  "تسعين",
  "90th",
  "90 street",
  "شارع 90",
  "عباس عقاد",
  "مكرم عبيد",
  "ميرغني",
  "جامعه دول",
  "شهاب",
  "مصطفي نحاس",
  "شارع طيران",
  "شارع بغداد",
  "شارع حجاز",
  "شارع نزهه",
  "شارع سوريا",
  "شارع لبنان",
  "شارع 9 معادي",
  "abbas el akkad",
  "abbas akkad",
  "makram ebeid",
  "makram obeid",
  "mostafa el nahas",
  "gameat el dowal",
  "arab league street",
  "shehab street",
  "merghany",
  "baghdad street",
  "road 9",
  "rd 9",
].map(phrase);
const MAIN_STREET_FACTOR = 2.5;
// On a main street, not only near one: "قريب من المول" is elsewhere, "على التسعين" is on it.
const NEAR_STREET = new Set([...NEAR].filter((word) => word !== normalizeForSearch("علي")));
// A plot of land: judged for sale by its area and place when it is a building plot.
const LAND = ["ارض", "اراضي", "land", "plot", "قطعه"].map(phrase);
// Farmland, reclaimed or industrial land, a desert hinterland or a green belt, sold by the feddan or the qirat: priced
// far under a building plot's, not judged.
const NOT_A_BUILDING_PLOT = [
  "زراعي",
  "زراعيه",
  "فدان",
  "فدادين",
  "افدنه",
  "قيراط",
  "قراريط",
  "استصلاح",
  "مستصلحه",
  "صناعي",
  "صناعيه",
  "مصنع",
  "مزرعه",
  "حزام اخضر",
  "ظهير",
  "صحراوي",
  "agricultural",
  "reclaimed",
  "industrial",
  "farm",
  "feddan",
  "acre",
  "acres",
  "green belt",
].map(phrase);
// Farmland sold by the feddan or the qirat (a 24th of a feddan): old Nile-valley and Delta land, silt ("طين") watered
// from the Nile's canals, fetches 3 to 6 million a feddan in the Delta in late 2026 and from about 1.5 million in Upper
// Egypt's villages; its floor is under half of the cheapest (an honest feddan in Samalut asks 1.4 million). Reclaimed
// or desert land (sand, a well, the desert roads, Wadi El Natrun, Nubariya, the oases) is a fraction of it: not judged.
const OLD_LAND_FEDDAN_FLOOR = 700_000;
const QIRATS_A_FEDDAN = 24;
const FARM_UNIT =
  /(?:^| )(?:(\d{1,4}|نص|نصف|ربع|تلت|ثلث) )?(فدان|فدادين|افدنه|فدانين|feddan|feddans|acre|acres|قيراط|قراريط|قيراطين|qirat|qirats|kirat|kirats)(?= |$)/gu;
const HALVES: Record<string, number> = { نص: 0.5, نصف: 0.5, ربع: 0.25, تلت: 1 / 3, ثلث: 1 / 3 };
// Farmland: its unit, or the text says it is farmed.
const FARMLAND = ["زراعي", "زراعيه", "طين", "طيني", "طينيه", "agricultural", "farmland", "farm land"].map(phrase);
// Old land: silt, said old, on the Nile or in the Delta, or in a Delta or Valley governorate (or its main towns).
const OLD_LAND = [
  "طين",
  "طيني",
  "طينيه",
  "قديم",
  "قديمه",
  "نيل",
  "نيلي",
  "دلتا",
  "nile",
  "delta",
  "old land",
  "منوفيه",
  "غربيه",
  "دقهليه",
  "شرقيه",
  "قليوبيه",
  "كفر شيخ",
  "بحيره",
  "دمياط",
  "بني سويف",
  "فيوم",
  "منيا",
  "اسيوط",
  "سوهاج",
  "قنا",
  "اقصر",
  "اسوان",
  "طنطا",
  "زقازيق",
  "بنها",
  "شبين كوم",
  "دمنهور",
  "menoufia",
  "monufia",
  "gharbia",
  "dakahlia",
  "sharqia",
  "sharkia",
  "qalyubia",
  "kafr el sheikh",
  "beheira",
  "damietta",
  "beni suef",
  "fayoum",
  "faiyum",
  "minya",
  "assiut",
  "asyut",
  "sohag",
  "qena",
  "luxor",
  "aswan",
].map(phrase);
// Reclaimed or desert land, whatever governorate it lies in.
const RECLAIMED = [
  "استصلاح",
  "مستصلح",
  "مستصلحه",
  "صحراوي",
  "صحراويه",
  "صحرا",
  "صحراء",
  "رملي",
  "رمليه",
  "رمال",
  "ظهير",
  "بير",
  "ابار",
  "ارتوازي",
  "نطرون",
  "نوباريه",
  "بستان",
  "بنجر",
  "واحات",
  "وادي جديد",
  "توشكي",
  "عوينات",
  "سيوه",
  "فرافره",
  "صالحيه",
  "سادات",
  "سيناء",
  "سينا",
  "اراضي جديده",
  "ارض جديده",
  "طريق اسماعيليه",
  "طريق سويس",
  "reclaimed",
  "desert",
  "sand",
  "sandy",
  "well",
  "oasis",
  "new valley",
  "natrun",
  "nubaria",
].map(phrase);
// A share of land, its tenancy or its use, or land held without title: not judged.
const NOT_OWNED_LAND = ["حصه", "نصيب", "مشاع", "شيوع", "وضع يد", "حق انتفاع", "share", "usufruct"].map(phrase);
// The price is one feddan's or one qirat's: "سعر الفدان", "الفدان ب", "السعر للقيراط", "البيع بالقيراط".
const PER_FEDDAN = ["سعر فدان", "فدان ب", "بيع فدان", "فدان واحد", "per feddan", "a feddan", "per acre", "an acre"].map(phrase);
const PER_QIRAT = ["سعر قيراط", "قيراط ب", "بيع قيراط", "قيراط واحد", "per qirat", "a qirat"].map(phrase);

// The price may be a part of the whole: a down payment or an instalment.
// (Or a booking's, or the premium over a subsidised flat's price, "اوفر", or a share of the time, "تايم شير".)
const PART_OF_PRICE = [
  "مقدم",
  "قسط",
  "اقساط",
  "تقسيط",
  "دفعه",
  "حجز",
  "اوفر",
  "تايم شير",
  "down payment",
  "installment",
  "installments",
  "instalment",
  "instalments",
  "reservation",
  "over",
  "timeshare",
  // A price a square metre written as the price: "سعر المتر", "المتر بـ", "per sqm".
  "سعر متر",
  "متر ب",
  "per meter",
  "per metre",
  "per sqm",
  "a metre",
  "a meter",
].map(phrase);
// Unless the text says the price is the whole home's ("السعر ده اجمالي الشقه", "total price"), a resale whose
// down payment is paid ("مقدم خالص").
const WHOLE_PRICE = [
  "سعر ده اجمالي",
  "سعر دا اجمالي",
  "سعر هو اجمالي",
  "سعر ده كامل",
  "سعر كامل",
  "سعر شامل",
  "price is total",
  "price is the total",
  "total price",
  "full price",
].map(phrase);
// Furnished, let by the month: dearer than an empty flat (not "unfurnished", "غير مفروشه", half furnished).
const FURNISHED = ["مفروش", "مفروشه", "بالفرش", "mafrosh", "mafrosha", "furnished", "fully furnished"].map(phrase);
const NOT_FURNISHED = [
  "غير مفروش",
  "غير مفروشه",
  "مش مفروش",
  "مش مفروشه",
  "بدون فرش",
  "نص فرش",
  "نصف فرش",
  "not furnished",
  "semi furnished",
  "unfurnished",
].map(phrase);
const FURNISHED_RENT_FACTOR = 1.5;
// A standalone villa, or one with its own pool, lets by the month for twice a villa's floor in a dear place (a floor
// of a villa, a twin or a town house in a compound, with its shared pool, for less).
const STANDALONE = [
  "ستاند الون",
  "standalone",
  "stand alone",
  "فيلا مستقله",
  "فيلا مستقل",
  "فيلا منفصله",
  "private pool",
  "own pool",
  "حمام سباحه خاص",
  "بيسين خاص",
  "بسين خاص",
  "مسبح خاص",
  "pool خاص",
].map(phrase);
const STANDALONE_RENT_FACTOR = 2;
// Informal quarters inside a dear district ("عزبه"): their homes are priced as a poor quarter's.
const INFORMAL = ["عزبه", "ezbet", "ezba", "عشوائي", "عشوائيه"].map(phrase);
// The state's housing ("اسكان اجتماعي", "سكن مصر", "دار مصر", "جنه"): priced by the state, a fraction of the market.
const PUBLIC_HOUSING = [
  "اسكان",
  "سكن مصر",
  "دار مصر",
  "جنه",
  "جنه مصر",
  "social housing",
  "public housing",
  "eskan",
  "iskan",
  "sakan misr",
  "dar misr",
  "dar masr",
].map(phrase);
// A flat under the old rent law, or its tenancy's key money: priced by the law, not the market.
const OLD_LAW = ["ايجار قديم", "قانون قديم", "خلو", "old rent", "old law"].map(phrase);
// Lets it by the month: "ايجار", "شهري", "في الشهر", "monthly", a new-law lease.
const RENT = [
  "egar",
  "eigar",
  "igar",
  "shahry",
  "shahri",
  "ايجار",
  "لايجار",
  "تاجير",
  "مؤجر",
  "rent",
  "rental",
  "lease",
  "for rent",
  "قانون جديد",
  "شهري",
  "شهريا",
  "في الشهر",
  "بالشهر",
  "monthly",
  "per month",
  "a month",
].map(phrase);
// The real-estate registry ("الشهر العقاري", where a sale is registered) is no month's rent.
const REGISTRY = phrase("شهر عقاري");
// A sale said plainly: owned, not let ("تمليك مش ايجار").
const OWNED = ["تمليك", "للبيع", "for sale"].map(phrase);
// Lets by the hour or the shift, to a person, a bed or a share, or to students: far cheaper than a month, not judged.
const BY_PERSON = [
  "للفرد",
  "للشخص",
  "per person",
  "مشترك",
  "مشتركه",
  "shared",
  "ساعه",
  "بالساعه",
  "حصه",
  "بالحصه",
  "شيفت",
  "بالشيفت",
  "shift",
  "hour",
  "طلبه",
  "طلاب",
  "طالبات",
  "student",
  "students",
].map(phrase);
// Lets for the summer, its price not said to be a night's or a week's (or the whole season's?): not judged.
const SUMMER = ["صيف", "مصيف", "مصيفي", "صيفي", "summer"].map(phrase);
// A summer's months: a let for one of them is a summer let ("شهر اغسطس كامل").
const SUMMER_MONTHS = ["يونيو", "يوليو", "اغسطس", "سبتمبر", "june", "july", "august", "september"].map(phrase);
// A summer let by the whole season, the month or the fortnight, in a resort where homes let by the night are dear: many nights at
// once, let for less a night; judged at SUMMER_NIGHTS nights' floor (a season's, a month's, a fortnight's), the
// smallest period the text names.
const SUMMER_SEASON = ["موسم", "بالموسم", "season", "صيف كله", "صيف كامل", "whole summer", "all summer"].map(phrase);
const SUMMER_MONTH = [...["شهر", "شهري", "شهريا", "بالشهر", "month", "monthly", "per month"].map(phrase), ...SUMMER_MONTHS];
const SUMMER_FORTNIGHT = ["اسبوعين", "نص شهر", "نصف شهر", "fortnight", "two weeks", "2 weeks"].map(phrase);
const SUMMER_NIGHTS = { fortnight: 6, month: 12, season: 24 } as const;
// Lets by the night (the day, a weekend): judged by a night's floor where one is set, in the dear resorts and compounds.
const BY_NIGHT = [
  "yomy",
  "yomi",
  "يومي",
  "يوميا",
  "باليوم",
  "يوم",
  "ليله",
  "لليله",
  "ليالي",
  "weekend",
  "ويك اند",
  "night",
  "nights",
  "nightly",
  "daily",
  "day",
  "days",
].map(phrase);
// Lets by the week: a week's floor, NIGHTS_A_WEEK nights' (a week lets for less than seven nights).
const BY_WEEK = ["اسبوع", "اسبوعي", "اسبوعيا", "بالاسبوع", "week", "weekly"].map(phrase);
const NIGHTS_A_WEEK = 4;
// The first row on the sea, on the coasts: a resort's chalet or villa, priced as a coastal compound's.
const FIRST_ROW = ["صف اول", "اول صف", "first row", "front row", "sea front", "seafront"].map(phrase);
// An area, not a distance ("500 متر من البحر", "200 m from the beach").
const METRES = /(?:^| )(\d{2,4}) ?(?:متر|م|م 2|م2|m|m 2|m2|sqm|meter|meters|metres)(?= |$)(?! (?:من|عن|بحر|from|to|away|walk|sea|beach)(?: |$))/u;
/** The first area a home's title or text writes (normalised), not a distance; 0 when none. */
export function writtenArea(whole: string): number {
  return Number(METRES.exec(whole.trim())?.[1] ?? 0);
}
// A garden's, a roof's or a terrace's area is not the home's ("حديقه 200 متر", "جاردن 80 متر").
const OUTDOORS = new Set(["حديقه", "بحديقه", "جنينه", "بجنينه", "جاردن", "garden", "روف", "roof", "تراس", "terrace"].map((word) => normalizeForSearch(word)));
/** The smallest area a home's text writes, 30 m² or more (a villa's building, not its land; a flat, not its building;
 *  never its garden's or roof's). */
function smallestArea(whole: string): number {
  const areas = [...whole.trim().matchAll(new RegExp(METRES.source, "gu"))]
    .filter((match) => !OUTDOORS.has(whole.trim().slice(0, match.index).trim().split(" ").pop() ?? ""))
    .map((match) => Number(match[1]))
    .filter((area) => area >= 30);
  return areas.length > 0 ? Math.min(...areas) : 0;
}
/** A flat larger than this is a building or a misread number: judged at a whole flat's floor. */
const LARGEST_FLAT = 600;
// A shop's front, a street's or a plot's width, a height or a depth is not its area ("واجهه 8 متر", "شارع 20 متر").
const WIDTHS = new Set(
  ["واجهه", "بواجهه", "عرض", "بعرض", "شارع", "ارتفاع", "بارتفاع", "عمق", "بعمق", "front", "frontage", "street", "width", "height", "depth"].map((word) =>
    normalizeForSearch(word),
  ),
);
/** The smallest area a shop's, an office's or a plot's text writes, `least` m² or more, not a width. */
function smallestFloorArea(whole: string, least: number): number {
  const areas = [...whole.trim().matchAll(new RegExp(METRES.source, "gu"))]
    .filter((match) => !WIDTHS.has(whole.trim().slice(0, match.index).trim().split(" ").pop() ?? ""))
    .map((match) => Number(match[1]))
    .filter((area) => area >= least);
  return areas.length > 0 ? Math.min(...areas) : 0;
}
// The price a square metre, written without "سعر": "المتر 60 الف" (not "400 متر 3 واجهات", an area before it).
const PRICE_A_METRE = /(?:^| )(?!\d)\S+ متر (?:ب )?\d/u;

/** Whether the ad lets its home out (its title, its text or the catalogue's names for it say so), not sells it. */
export function letsOut(whole: string, family: string): boolean {
  const said = (words: string[], text: string) => words.some((word) => text.includes(word));
  if (said(RENT, family)) return true;
  const text = whole.replaceAll(REGISTRY, " ");
  return said(RENT, text) && !said(OWNED, text);
}

// A let by the night, the day, the week or the season, in the words an ad writes its price with ("بالليله",
// "الليله ب", "لليله", "يومي", "per night", "weekly", "بالموسم"): a rent, whatever its title says. (Not a bare "يوم" or
// "day": a sale's text names days too, "استلام يوم التعاقد".)
const LET_BY_THE_NIGHT = [
  "ليله",
  "لليله",
  "ليالي",
  "يومي",
  "يوميا",
  "في يوم",
  "يوم ب",
  "اسبوعي",
  "اسبوعيا",
  "موسم",
  "بالموسم",
  "weekend",
  "ويك اند",
  "night",
  "nights",
  "nightly",
  "per day",
  "daily",
  "weekly",
  "per week",
  "season",
].map(phrase);

/** Whether a home is let by the night, the day, the week or the season: a month's floor is not its own. */
export function letShort(whole: string): boolean {
  return LET_BY_THE_NIGHT.some((word) => whole.includes(word));
}

/**
 * Whether a home's ad offers a let, though its title names no rent: listed under the catalogue's rents ("For rent",
 * "Summer rental"), or its text lets it by the night, the day, the week or the season and nothing says it is sold.
 */
export function letByItsWords(whole: string, family: string): boolean {
  const said = (words: string[], text: string) => words.some((word) => text.includes(word));
  if (said(RENT, family)) return true;
  return letShort(whole) && !said(OWNED, `${whole}${family}`);
}

/** Whether the text names one of the words as where the home is, not only near it. */
function saidHere(words: string[], whole: string, near = NEAR): boolean {
  for (const word of words) {
    let at = whole.indexOf(word);
    while (at >= 0) {
      const before = whole.slice(0, at).trim().split(" ").pop() ?? "";
      const after = whole.slice(at + word.length).split(" ")[0] ?? "";
      if (!near.has(before) && !OTHER_TOWN.has(before) && !NOT_THE_PLACE.has(after)) return true;
      at = whole.indexOf(word, at + 1);
    }
  }
  return false;
}

/** The dearest place the text names as where the home is (not only near it), in a compound there if it says so. */
function namedPlace(whole: string): { name: string; tier: Tier } | null {
  let found: { name: string; tier: Tier } | null = null;
  for (const place of places) {
    if (found && found.tier.flatPerMetre >= place.tier.flatPerMetre) continue;
    if (saidHere(place.words, whole, place.onStreet ? NEAR_STREET : NEAR)) found = place;
  }
  const compound = found?.tier.compound;
  if (found && compound && saidHere(COMPOUND, whole)) return { name: `a compound in ${found.name}`, tier: compound };
  // (On the coasts, the first row on the sea is a resort's.)
  if (found?.tier === COAST && compound && FIRST_ROW.some((word) => whole.includes(word))) return { name: `the first row in ${found.name}`, tier: compound };
  return found;
}

/**
 * The floor of a flat or villa by the dear place it is in (title or text), for its offer: a sale by its area or
 * whole, a monthly rent; null when no dear place is named, the ad is no whole home, or a rent is not by the month.
 */
export function placeFloor(title: string, whole: string, family: string, offer: "rent" | "sale"): { label: string; floor: number } | null {
  const said = (words: string[], text: string) => words.some((word) => text.includes(word));
  const house = said(HOUSE, title);
  if (!house && !said(FLAT, title)) return propertyFloor(title, whole, family, offer);
  if (said(NOT_A_HOME, title) || said(OLD_LAW, whole) || said(INFORMAL, whole) || said(PUBLIC_HOUSING, whole)) return null;
  const place = namedPlace(whole);
  if (!place) return null;
  const { tier } = place;
  const kind = house ? "villa or house" : "flat";
  if (offer === "rent" || letsOut(whole, family)) {
    const text = `${whole}${family}`;
    if (said(BY_PERSON, text)) return null;
    // By the night or the week: the place's floor a night (a week's NIGHTS_A_WEEK of them), where one is set.
    const night = said(BY_NIGHT, text);
    if (night || said(BY_WEEK, text)) {
      const floor = ((house ? tier.villaNight : tier.flatNight) ?? 0) * (night ? 1 : NIGHTS_A_WEEK);
      return floor > 0 ? { label: `${kind} let by the ${night ? "night" : "week"} in ${place.name}`, floor } : null;
    }
    // A summer let by the fortnight, the month or the season: a share of the place's night floor, where one is set
    // (a popular town's summer flat, or one for the summer whose period is not said, is not judged).
    const summer = said(SUMMER, text) || said(SUMMER_MONTHS, text) || said(SUMMER_SEASON, text);
    if (summer) {
      const plain = text.replaceAll(REGISTRY, " ");
      const period = said(SUMMER_FORTNIGHT, plain) ? "fortnight" : said(SUMMER_MONTH, plain) ? "month" : said(SUMMER_SEASON, plain) ? "season" : null;
      // (In a resort's tier only, where holiday homes are sold: a summer let in a dear city is no resort's.)
      const aNight = tier.holidayHome ? ((house ? tier.villaNight : tier.flatNight) ?? 0) : 0;
      if (!period || aNight <= 0) return null;
      return { label: `${kind} let for the summer by the ${period} in ${place.name}`, floor: aNight * SUMMER_NIGHTS[period] };
    }
    if (said(CHALET, title)) return null;
    const furnished = said(FURNISHED, `${whole}${family}`) && !said(NOT_FURNISHED, `${whole}${family}`);
    const standalone = house && said(STANDALONE, whole);
    const floor = (house ? tier.villaRent : tier.flatRent) * (furnished ? FURNISHED_RENT_FACTOR : 1) * (standalone ? STANDALONE_RENT_FACTOR : 1);
    const what = `${furnished ? "furnished " : ""}${standalone ? "standalone " : ""}${kind}`;
    return floor > 0 ? { label: `${what} let by the month in ${place.name}`, floor } : null;
  }
  if (said(PART_OF_PRICE, whole) && !said(WHOLE_PRICE, whole)) return null;
  const area = smallestArea(whole);
  const measured = area >= 30 && area <= (house ? 2_000 : LARGEST_FLAT) ? area : 0;
  const finished = said(FINISHED, `${whole}${family}`) && !said(UNFINISHED, `${whole}${family}`);
  const perMetre = finished ? tier.finishedPerMetre : tier.flatPerMetre;
  const byArea = house ? Math.max(measured * tier.villaPerMetre, tier.villa) : measured > 0 ? measured * perMetre : tier.flat;
  // (A chalet, a cabin or a holiday home in a resort: never under the resort's floor for one, a half more on the first row.)
  const firstRow = FIRST_ROW.some((word) => whole.includes(word));
  const holiday = !house && said(CHALET, title) && tier.holidayHome ? tier.holidayHome * (firstRow ? FIRST_ROW_FACTOR : 1) : 0;
  if (holiday > byArea) return { label: `chalet or holiday home${firstRow ? " on the first row" : ""} in ${place.name}`, floor: holiday };
  const floor = byArea;
  if (floor <= 0) return null;
  const what = finished && !house ? `finished ${kind}` : kind;
  return { label: measured > 0 ? `${what} of ${measured} m² in ${place.name}` : `${what} in ${place.name}`, floor };
}

/**
 * The floor of a shop, an office or a clinic for sale or let by the month, or of a building plot for sale, in a dear
 * place the text names, by the area it writes (a shop's two and a half times in a mall or on a main street); null for
 * a plot let, farmland or industrial land, a stall or a share, a let by the shift or the night, a price that may be a
 * part or a square metre's, or no area written.
 */
function propertyFloor(title: string, whole: string, family: string, offer: "rent" | "sale"): { label: string; floor: number } | null {
  const said = (words: string[], text: string) => words.some((word) => text.includes(word));
  const shop = said(SHOP, title);
  const unit = !shop && new RegExp(FARM_UNIT.source, "u").test(title);
  if (!shop && !unit && !said(LAND, title)) return null;
  if (!shop && (unit || new RegExp(FARM_UNIT.source, "u").test(whole) || said(FARMLAND, `${whole}${family}`))) return farmlandFloor(whole, family, offer);
  // (A sale's text may say the shop is let, "مؤجر بعائد": only the title's and the catalogue's offer count.)
  const rent = offer === "rent" || said(RENT, family);
  if (rent && (!shop || said(BY_PERSON, whole) || said(BY_NIGHT, whole) || said(BY_WEEK, whole) || said(SUMMER, whole))) return null;
  if (shop ? said(NOT_A_SHOP, title) : said(NOT_A_BUILDING_PLOT, `${whole}${family}`)) return null;
  if (said(OLD_LAW, whole) || said(INFORMAL, whole) || said(PUBLIC_HOUSING, whole)) return null;
  if ((said(PART_OF_PRICE, whole) && !said(WHOLE_PRICE, whole)) || PRICE_A_METRE.test(whole)) return null;
  const place = namedPlace(whole);
  if (!place) return null;
  const area = smallestFloorArea(whole, shop ? 10 : 50);
  if (area === 0 || area > (shop ? 2_000 : 20_000)) return null;
  if (!shop) return { label: `building plot of ${area} m² in ${place.name}`, floor: area * place.tier.landPerMetre };
  const main = saidHere(MAIN_STREET, whole, NEAR_STREET);
  const where = main ? `in a mall or on a main street in ${place.name}` : `in ${place.name}`;
  const floor = area * (rent ? place.tier.shopRentPerMetre : place.tier.shopPerMetre) * (main ? MAIN_STREET_FACTOR : 1);
  return floor > 0 ? { label: `shop, office or clinic of ${area} m² ${rent ? "let by the month " : ""}${where}`, floor } : null;
}

/** The least a farmland's text writes, in feddans (a qirat a 24th), not a well's depth or a fruit's price; 0 when none. */
export function writtenFeddans(whole: string): number {
  const amounts = [...whole.trim().matchAll(FARM_UNIT)].map(([, count, unit]) => {
    const feddan = /^(?:فد|افد|fed|acre)/u.test(unit ?? "");
    const two = unit === "فدانين" || unit === "قيراطين";
    const times = two ? 2 : count ? (HALVES[count] ?? Number(count)) : 1;
    return feddan ? times : times / QIRATS_A_FEDDAN;
  });
  const written = amounts.filter((amount) => amount > 0);
  return written.length > 0 ? Math.min(...written) : 0;
}

/**
 * The floor of farmland for sale by the feddan or the qirat: old Nile-valley or Delta land only (silt, said old, on
 * the Nile, in a Delta or Valley governorate, or listed as old land), by the least amount it writes (one unit when
 * the price is a feddan's or a qirat's); null for reclaimed or desert land, a let, a share or a part of the price.
 */
function farmlandFloor(whole: string, family: string, offer: "rent" | "sale"): { label: string; floor: number } | null {
  const said = (words: string[], text: string) => words.some((word) => text.includes(word));
  const text = `${whole}${family}`;
  if (offer === "rent" || letsOut(whole, family) || said(RECLAIMED, text) || !said(OLD_LAND, text)) return null;
  if (said(NOT_OWNED_LAND, whole) || said(OLD_LAW, whole) || (said(PART_OF_PRICE, whole) && !said(WHOLE_PRICE, whole))) return null;
  const written = writtenFeddans(whole);
  if (written === 0) return null;
  const feddans = said(PER_QIRAT, whole) ? 1 / QIRATS_A_FEDDAN : said(PER_FEDDAN, whole) ? Math.min(written, 1) : written;
  const label = feddans >= 1 ? `${feddans} feddan` : `${Math.round(feddans * QIRATS_A_FEDDAN * 100) / 100} qirat`;
  return { label: `old Nile land of ${label}`, floor: Math.round(feddans * OLD_LAND_FEDDAN_FLOOR) };
}
