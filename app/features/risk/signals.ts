// The risk check's pure parts: what an ad's own words say (contact details,
// links, payment outside Souq, items not allowed) and the fingerprints that
// find the same text or the same photo in other ads (MinHash bands, a 64-bit
// perceptual hash cut in bands). No database here: risk.server.ts reads and
// writes; these are run on every post, so each is linear in the ad's length.
//
//   contactFindings(text)             → which kinds of contact detail the text carries
//   textSignature(text)               → the MinHash signature (TEXT_HASHES 32-bit values, then the shingle count)
//   signatureBands(signature)         → its TEXT_BANDS band keys
//   likeness(a, b)                    → the estimated share of shingles in common (or of the shorter's in the longer), 0..1
//   photoBands(hash)                  → a 64-bit hash's four band keys
//   bitsApart(a, b)                   → Hamming distance of two hashes
//   forbiddenFound(text, terms)       → the first term found, word for word, or null
//   identifyingWords(title)           → the title's words with a digit (model, size, year, area), sorted
//   offerKind(title)                  → "rent" or "sale": what a price is for
//   titleWords(title)                 → the title's words that can name a make, model or item
//   titleYear(title)                  → the model year a title names, or null
//   modelWords(title, makes)          → the title's words naming a model (make names and condition words left out)
//   namesAPart(title)                 → whether the title offers a part, an accessory or a child's version of an item
//   namedMake(title, makes, chosen)   → whether the title names the chosen make, another (its peers' source) or none
import { aToolsShare } from "~/features/risk/not-allowed";
import { telegramAlternatives } from "~/lib/messenger-names";
import { normalizeEach, normalizeForSearch, searchForm, toLatinDigits, wordsBefore } from "~/lib/normalize";

export type ContactKind = "phone" | "link" | "payment";

// Pay outside Souq: wallets, transfer services and deposits, in both scripts and their usual spellings.
const paymentWords = [
  "فودافون كاش",
  "فوادفون كاش",
  "vodafone cash",
  "vf cash",
  "اورانج كاش",
  "orange cash",
  "اتصالات كاش",
  "etisalat cash",
  "we pay",
  "انستاباي",
  "انستا باي",
  "انستا باى",
  "instapay",
  "insta pay",
  "ماكينه فوري",
  "fawry",
  "ويسترن يونيون",
  "western union",
  "moneygram",
  "عربون",
  "send a deposit",
  "pay a deposit",
  "deposit by",
  "deposit via",
  "deposit before",
  "deposit required",
  "حول المبلغ",
  "تحويل المبلغ",
  "ادفع مقدم",
  "الدفع مقدم",
  "دفع مقدم",
  "pay in advance",
  "advance payment",
  "wallet number",
  "رقم المحفظه",
  "على المحفظة",
  "جدية حجز",
  "جدية الحجز",
  // Fees asked before the item is seen: customs, release from the port, shipping or transport, a booking.
  "مصاريف الجمارك",
  "رسوم الجمارك",
  "مصاريف الافراج",
  "رسوم افراج",
  "رسوم الافراج",
  "ادفع مصاريف",
  "حول مصاريف",
  "تحويل مصاريف",
  "مصاريف الشحن مقدم",
  "تحويل مقدم",
  "المبلغ مقدم",
  "مقدم تحويل",
  "بتحويل",
  "على فوري",
  "customs fee",
  "customs fees",
  "pay the customs",
  "shipping fee",
  "shipping fees",
  "reservation fee",
  "booking fee",
  // Wallets named other ways: shortened, misspelt, the network's own name, a bank's app, in Franco-Arabic.
  "فودا كاش",
  "فودكاش",
  "ڤودافون كاش",
  "voda cash",
  "vodacash",
  "fodafon cash",
  "fodafone cash",
  "محفظه فودافون",
  "اورنج كاش",
  "اورنچ كاش",
  "orange money",
  "اتصالات كاش",
  "e& cash",
  "اي اند كاش",
  "وي باي",
  "wepay",
  "تيلدا",
  "telda",
  "فوري باي",
  "محفظه الكترونيه",
  "e wallet",
  "ewallet",
  "mobile wallet",
  "على محفظتي",
  "رقم محفظتي",
  "كاش محفظه",
  "3arboon",
  "3arbon",
  "3arboun",
  "el 3arboon",
  "ta7weel mo2adam",
  "edfa3 mo2adam",
  // Money asked to "hold" the item, or for the viewing, the key or the booking of a visit, before anything is seen.
  "holding deposit",
  "holding fee",
  "deposit to hold",
  "deposit to reserve",
  "hold it for you",
  "token money",
  "token amount",
  "viewing fee",
  "viewing fees",
  "viewing charge",
  "key fee",
  "key collection fee",
  "appointment fee",
  "رسوم معاينه",
  "رسوم المعاينه",
  "مصاريف معاينه",
  "مصاريف المعاينه",
  "فلوس المعاينه",
  "فلوس معاينه",
  "حق المعاينه",
  "تمن المعاينه",
  "ثمن المعاينه",
  "رسوم المفتاح",
  "مصاريف المفتاح",
  "رسوم استلام المفتاح",
  "مبلغ جديه",
  "فلوس جديه",
  "تامين جديه",
  "عربون جديه",
  "جديه شراء",
  "تحت الحساب قبل",
  "mo3ayna fee",
  // Paid abroad or in crypto.
  "paypal",
  "باي بال",
  "بايبال",
  "payoneer",
  "بايونير",
  "skrill",
  "binance pay",
  "usdt",
];

const urlPattern =
  /(?:https?:\/\/|www\.|\b(?:wa\.me|t\.me|bit\.ly|tinyurl\.com|linktr\.ee)\b|\b[a-z0-9-]{2,}\.(?:com|net|org|eg|me|ly|io|co|link|info|xyz|shop|store|site|online|app)\b|[a-z0-9._-]+@[a-z0-9-]+\.[a-z]{2,}|\bدوت\s*كوم\b|\bdot\s*com\b)/i;

// A Telegram name to write to: the app named in either script, or an @handle (an e-mail address is a link already).
const messengerPattern = new RegExp(`(?:^|[^\\p{L}\\p{N}_.@])@[a-z][a-z0-9_]{3,}|${telegramAlternatives}`, "iu");
// A handle named by its app without an "@" ("انستا: souq.cars", "IG souq_cars22", "سناب ahmed_99", "fb/ps.games"): a
// Latin name with a dot, an underscore or a digit in it, right after the app's name (not "insta pay").
const APPS =
  "انستجرام|انستغرام|انستا|instagram|insta|ig|فيسبوك|فيس بوك|فيس|facebook|fb|سناب شات|سناب|snapchat|snap|تيك توك|تيكتوك|tiktok|واتساب|واتس|whatsapp|يوزر|username";
const handlePattern = new RegExp(
  `(?:^|[^\\p{L}])(?:${APPS})(?:\\s*[:：/\\-]\\s*|\\s+)(?=[a-z0-9_.]*[0-9_.][a-z0-9_.]*(?![\\p{L}\\p{N}_.]))[a-z][a-z0-9_.]{3,}(?<!\\.)`,
  "iu",
);

const PHONE_READ = 15;
/** Whether digits (separators removed) begin with an Egyptian mobile or wallet number (+20, 0020 or none). */
function isPhoneDigits(digits: string): boolean {
  let local = digits.startsWith("0020") ? digits.slice(2) : digits;
  if (local.startsWith("20") && local.length >= 12) local = `0${local.slice(2)}`;
  return /^01[0125]\d{8}/.test(local);
}

// An Egyptian landline written whole, nothing more in its run of digits: Cairo and Giza (02 and eight digits),
// Alexandria (03 and seven), the other governorates (their two-digit code and seven).
const LANDLINE = /^(?:0020|0)(?:2\d{8}|3\d{7}|(?:4[0578]|5[05-7]|6[245689]|8[2468]|9[2-7])\d{7})$/;

/**
 * Whether the text carries a phone or wallet number: Latin or Arabic-Indic
 * digits with spaces, dashes, dots or brackets between them (an Egyptian
 * mobile, +20 or not), or digits written as words, or words and digits mixed.
 */
function hasPhone(text: string): boolean {
  // Digits of other scripts and forms (full-width "０１０", mathematical "𝟎𝟏𝟎", Persian "۰۱۰") are digits, and a
  // letter written for a digit inside a number is that digit: O or o for 0, I, l or | for 1, S for 5, B for 8
  // ("01O2-88I-7766", "0l0 S55 B888"). Only a letter standing alone beside a digit, not one inside a word ("i7",
  // "S24 Ultra" keep theirs: a number read from them is no mobile's anyway).
  // (A tatweel stretched between digits, "01ـ00ـ45", is no separator at all.)
  const plain = toLatinDigits(text.normalize("NFKC")).replace(/\u0640/g, "");
  const latin = lookAlikeDigits(plain);
  // Runs of digits with short separators between them: any marks but letters ("010*123*4567", "010_45|67").
  // A run may begin with another number ("R15 2021، 010…"): the number is read from each of its groups on.
  // (Read again with the rarer look-alikes, Z for 2, G or b for 6, q or g for 9, T for 7, "O1Z 3456 789O": a run
  // counts only when it then reads as a phone number, so "Z Fold 5", "G4" or "Q7" stay names.)
  if (hasPhoneRun(latin) || hasPhoneRun(rareLookAlikeDigits(latin))) return true;
  // Words and digits mixed ("صفر 10 ...", "zero one zero ..."): count digits across consecutive number tokens.
  let digits = "";
  let words = 0;
  // (Normalising begins with the digits made Latin: with no letter read as a digit, and nothing but the digits
  // changed, the search form is the ad's own, which the other signals read too: normalised once for them all.)
  const tokens = searchForm(latin === plain && toLatinDigits(text) === plain ? text : latin).split(" ");
  for (let at = 0; at < tokens.length; at++) {
    const word = numberWord(tokens[at]);
    if (digitByWord.has(word)) {
      let value = digitOfWord(word);
      // A pair said as one number: a unit and its tens ("خمسه وعشرين", "khamsa w 3eshreen": 25), or tens and a unit
      // in English ("twenty five": 25).
      const and = AND.has(tokens[at + 1] ?? "") ? 1 : 0;
      const tensAfter = digitOfWord(numberWord(tokens[at + 1 + and] ?? ""));
      const unitAfter = digitOfWord(numberWord(tokens[at + 1] ?? ""));
      if (value >= 1 && value <= 9 && isTens(tensAfter) && (and === 1 || tokens[at + 1].startsWith("و"))) {
        value += tensAfter;
        at += 1 + and;
      } else if (isTens(value) && /^[a-z]/.test(word) && unitAfter >= 1 && unitAfter <= 9 && /^[a-z]/.test(tokens[at + 1])) {
        value += unitAfter;
        at += 1;
      }
      digits += String(value);
      words++;
    } else if (/^\d{1,11}$/.test(word) && (words > 0 || word.startsWith("0"))) digits += word;
    else {
      digits = "";
      words = 0;
    }
    if (words > 0 && digits.length >= 10 && isPhoneDigits(digits)) return true;
    // (Spoken without its leading zero, as after +20: "واحد صفر صفر تلاته ...", ten digits from a 1.)
    if (words >= 5 && digits.length >= 10 && /^1[0125]/.test(digits) && isPhoneDigits(`0${digits}`)) return true;
    // (A mobile's prefix and ten digits or more, six of them spoken or more: a number dictated in words to be
    // called, though a digit was dropped or doubled as it was spelt.)
    if (words >= 6 && digits.length >= 10 && /^01[0125]/.test(digits)) return true;
  }
  return false;
}

/** Whether a run of digits with short separators between them is a mobile, wallet or landline number. */
function hasPhoneRun(latin: string): boolean {
  for (const run of latin.match(/\+?\d(?:[^\p{L}\p{N}]{0,3}\d)+/gu) ?? []) {
    const groups = run.match(/\d+/g) ?? [];
    for (let from = 0; from < groups.length; from++) {
      // (Only the first PHONE_READ digits from a group on are read: a mobile with +20 or 0020 is 14, a landline at
      // most 13 and nothing more; joining all the run's digits from every group on costs a long run its length squared.)
      let digits = "";
      for (let group = from; group < groups.length && digits.length < PHONE_READ; group++) digits += groups[group];
      if (digits.length < 9) break;
      if (isPhoneDigits(digits) || LANDLINE.test(digits)) return true;
    }
  }
  return false;
}

const RARE_LOOK_ALIKE: Record<string, string> = { Z: "2", G: "6", b: "6", q: "9", g: "9", T: "7" };
/** The rarer look-alike letters read as digits, where a letter stands alone against a digit, not in a word. */
function rareLookAlikeDigits(text: string): string {
  return text.replace(/(?<=\d)[ZGbqgT](?!\p{L})|(?<!\p{L})[ZGbqgT](?=\d)/gu, (letter) => RARE_LOOK_ALIKE[letter]);
}

const LOOK_ALIKE: Record<string, string> = { o: "0", O: "0", I: "1", l: "1", S: "5", B: "8" };
/** A number's look-alike letters read as its digits, where a letter stands beside a digit and not in a word. */
function lookAlikeDigits(text: string): string {
  // (An O beside a digit is a zero even against a letter, "01O 2345 6789"; the others only standing alone.)
  return text.replace(/(?<=\d)[oO]|[oO](?=\d)/g, "0").replace(/(?<=\d)[IlSB](?!\p{L})|(?<!\p{L})[IlSB](?=\d)/gu, (letter) => LOOK_ALIKE[letter]);
}

// "And" between a unit and its tens, as a separate word ("khamsa w 3eshreen", "و عشرين").
const AND = new Set(["و", "w", "we", "wa", "and"]);
const isTens = (value: number) => value >= 20 && value % 10 === 0;
/** A number name without the "and" it may carry ("وتسعه", "وعشرين"), else the word as written. */
function numberWord(word: string): string {
  return !digitByWord.has(word) && word.startsWith("و") && digitByWord.has(word.slice(1)) ? word.slice(1) : word;
}

const wordDigits: Array<[number, string[]]> = [
  // Arabic names, English names, and English names written in Arabic letters ("زيرو وان فور").
  // And the Arabic names in Franco-Arabic ("sefr wa7ed wa7ed").
  [0, ["صفر", "زيرو", "zero", "oh", "sefr", "sifr", "zeero"]],
  [1, ["واحد", "one", "وان", "ون", "wa7ed", "wahed", "wa7d"]],
  [2, ["اتنين", "اثنين", "اثنان", "two", "تو", "etnen", "etneen", "itnen", "itneen"]],
  [3, ["تلاته", "ثلاثه", "تلاث", "three", "ثري", "تري", "talata", "tlata", "talatah"]],
  [4, ["اربعه", "اربع", "four", "فور", "arba3a", "arba3", "arbaa"]],
  [5, ["خمسه", "خمس", "five", "فايف", "khamsa", "5amsa", "khamsah"]],
  [6, ["سته", "ست", "six", "سكس", "سيكس", "sitta", "setta", "seta"]],
  [7, ["سبعه", "سبع", "seven", "سفن", "سيفن", "سيڤن", "sab3a", "saba3a", "sab3"]],
  [8, ["تمانيه", "ثمانيه", "تمنيه", "eight", "ايت", "اييت", "tamanya", "tmanya", "tamania"]],
  [9, ["تسعه", "تسع", "nine", "ناين", "tes3a", "tis3a", "tesa3"]],
  // A pair read as one number ("زيرو عشره ...": 0 10 ...).
  [10, ["عشره", "ten", "3ashara", "ashara"]],
  [11, ["حداشر", "احداشر", "حضاشر", "eleven", "7edashar", "hedashar"]],
  [12, ["اتناشر", "اطناشر", "twelve", "etnashar", "itnashar"]],
  // The other teens and the tens, as a number is dictated in pairs ("صفر عشره ستاشر ...", "zero one twenty ...").
  [13, ["تلتاشر", "تلاتاشر", "تلطاشر", "ثلاثطاشر", "thirteen", "talatashar", "tala2tashar", "tlatashar"]],
  [14, ["اربعتاشر", "اربعطاشر", "اربعاشر", "fourteen", "arba3tashar", "arbatashar"]],
  [15, ["خمستاشر", "خمسطاشر", "خمساشر", "fifteen", "khamastashar", "khamstashar", "5amastashar"]],
  [16, ["ستاشر", "سطاشر", "سيتاشر", "sixteen", "setashar", "sittashar", "settashar"]],
  [17, ["سبعتاشر", "سبعطاشر", "سبعاشر", "seventeen", "saba3tashar", "sab3tashar"]],
  [18, ["تمنتاشر", "تمانتاشر", "تمنطاشر", "طمنطاشر", "eighteen", "tamantashar", "tmantashar"]],
  [19, ["تسعتاشر", "تسعطاشر", "تسعاشر", "nineteen", "tes3atashar", "tesa3tashar", "tis3atashar"]],
  [20, ["عشرين", "عشرون", "twenty", "3eshreen", "3eshrin", "3ishreen"]],
  [30, ["تلاتين", "ثلاثين", "thirty", "talateen", "tlateen", "talatin"]],
  [40, ["اربعين", "forty", "arbe3een", "arba3een", "arb3een"]],
  [50, ["خمسين", "fifty", "khamseen", "5amseen", "khamsin"]],
  [60, ["ستين", "sixty", "setteen", "sitteen", "settin"]],
  [70, ["سبعين", "seventy", "sab3een", "saba3een"]],
  [80, ["تمانين", "ثمانين", "eighty", "tamaneen", "tamanin"]],
  [90, ["تسعين", "ninety", "tes3een", "tis3een"]],
];
const digitByWord = new Map(wordDigits.flatMap(([digit, words]) => words.map((word) => [normalizeForSearch(word), digit] as const)));
const digitOfWord = (word: string) => digitByWord.get(word) ?? 0;

/** Whether a text holds any of the phrases as whole words, both in the search's normalised form. */
function phraseFinder(phrases: string[]): (text: string) => boolean {
  const wanted = [...new Set(phrases.map((phrase) => ` ${normalizeForSearch(phrase)} `))];
  return (text) => {
    const words = ` ${searchForm(text)} `;
    return wanted.some((phrase) => words.includes(phrase));
  };
}
/** Whether the title or text says the item is used: second hand, with its years of use. */
export const saysUsed = phraseFinder(["مستعمل", "مستعمله", "مستعملين", "استعمال", "used", "second hand", "2nd hand", "mosta3mal"]);
// Arabic clitics a wallet or a deposit is glued to ("بعربون", "عالفودافون كاش", "وانستاباي", "كعربون").
const CLITICS = ["و", "ب", "وب", "ف", "ع", "عال", "عل", "ك", "ل"];
// Words that deny what follows ("بدون عربون", "من غير مقدم", "no deposit"): no money is asked first.
const NO_MONEY = new Set(["بدون", "غير", "مفيش", "مافيش", "لا", "no", "without", "bdon", "bedon", "mafish"].map((word) => normalizeForSearch(word)));
const NOR = new Set(["ولا", "و", "nor", "or", "wala"]);
// The words `denied` reads before a phrase: only these are looked at, never all the text before it.
const DENIAL_REACH = 6;
/** Whether a word follows a denial ("بدون", "no"), one "any" between them, or a "nor" after one ("بدون مقدم ولا عربون"). */
function denied(before: string[]): boolean {
  const last = before.at(-1) ?? "";
  if (NO_MONEY.has(last)) return true;
  if (last === "اي" || last === "any") return NO_MONEY.has(before.at(-2) ?? "");
  return NOR.has(last) && before.slice(-5, -1).some((word) => NO_MONEY.has(word));
}
/** Whether a text holds any of the phrases as whole words, an Arabic one with a clitic too, not after a denial. */
function paymentFinder(phrases: string[]): (text: string) => boolean {
  const wanted = new Set<string>();
  for (const phrase of phrases) {
    const normalised = normalizeForSearch(phrase);
    wanted.add(` ${normalised} `);
    if (/^\p{Script=Arabic}/u.test(normalised)) for (const clitic of CLITICS) wanted.add(` ${clitic}${normalised} `);
  }
  // (Each phrase under its first word: a text is searched only for the phrases whose first word it has, not for
  // each of a thousand forms over all its length.)
  const firsts = [...wanted].map((phrase) => [phrase, phrase.trim().split(" ")[0]] as const);
  return (text) => {
    const words = ` ${searchForm(text)} `;
    const has = new Set(words.split(" "));
    for (const [phrase, first] of firsts) {
      if (!has.has(first)) continue;
      for (let at = words.indexOf(phrase); at >= 0; at = words.indexOf(phrase, at + 1)) {
        if (!denied(wordsBefore(words, at, DENIAL_REACH))) return true;
      }
    }
    return false;
  };
}
const asksPayment = paymentFinder(paymentWords);

// Money sent from afar (not paid in hand): transferred or sent, by whoever, in either script.
const SENT_WORDS = [
  "يحول",
  "يحولي",
  "حولي",
  "حوللي",
  "هتحول",
  "تحولو",
  "ابعت",
  "ابعتلي",
  "ابعتي",
  "تبعت",
  "تبعتلي",
  "يبعت",
  "هتبعت",
  "ارسل",
  "ترسل",
  "يرسل",
  "wire",
  "sent",
  "7awel",
  "7awl",
  "ta7weel",
  "ta7wel",
  "eb3at",
  "ib3at",
  "teb3at",
];
// Money to clear an item held somewhere, in both scripts and Franco-Arabic.
const CLEARANCE_WORDS = [
  "تخليص",
  "جمارك",
  "جمرك",
  "جمركه",
  "افراج",
  "الافراج",
  "تخزين",
  "ارضيه",
  "ونش",
  "customs",
  "clearance",
  "clearing",
  "release",
  "storage",
  "towing",
  "gomrok",
  "gamarek",
  "takhlees",
  "ta5lees",
  "efrag",
  "ta5zeen",
  "takhzeen",
];
// A fee, a commission or a "seriousness" deposit, paid before the item is seen: three word families in one sentence
// ("رسوم الافراج تتحول مقدما", "ادفع رسوم التخليص فوري", "تدفع تامين جدية قبل المعاينة", "تحويل عمولة المكتب مقدما").
// Each alone is honest (a rent's deposit, a broker's commission paid at the contract, the delivery paid on receipt).
const FEE_WORDS = new Set(
  [
    "رسوم",
    "مصاريف",
    "عمولة",
    "عموله",
    "تامين",
    "جدية",
    "مقدم",
    "بمقدم",
    // A booking, or a sum paid on account ("حجز بمبلغ 50 الف تحت حساب").
    "حجز",
    "الحجز",
    "بحجز",
    "عربون",
    "حساب",
    "fee",
    "fees",
    "commission",
    "charges",
    "deposit",
    "booking",
    // A "guarantee" or "insurance" sum asked of the buyer, or the shipping paid for.
    "insurance",
    "guarantee",
    "شحن",
    "shipping",
    // Booked by the seller for the buyer ("احجزلك", "نحجزهالك"), money to "hold" the item, a token, in Franco-Arabic too.
    "احجز",
    "احجزها",
    "احجزه",
    "تحجز",
    "نحجز",
    "احجزلك",
    "نحجزلك",
    "احجزهالك",
    "احجزهولك",
    "نحجزهالك",
    "نحجزهولك",
    "holding",
    "reservation",
    "token",
    "advance",
    "3arboon",
    "3arbon",
    "mo2adam",
    "mo2dam",
    "ta2meen",
    "ta2min",
    "gedeya",
    "gedya",
    "7agz",
    "rosoom",
    "masareef",
    "masaref",
    // What the money is said to clear: customs, the release from a port, a garage or a store, the storage, the tow
    // ("تحويل لتخليص الورق", "حول للجمارك", "pay the customs", "fees for the release"). "بدون جمارك" is denied, and
    // "الجمارك مدفوعه", "مفرج جمركيا" name no payment asked.
    ...CLEARANCE_WORDS,
  ].map((word) => normalizeForSearch(word)),
);
const PAY_WORDS = new Set(
  [
    "تحول",
    "تتحول",
    "يتحول",
    "حول",
    "تحويل",
    "بتحويل",
    "تحولي",
    "تحولهم",
    "تحوله",
    "تحولها",
    "ادفع",
    "تدفع",
    "دفع",
    "بدفع",
    "تدفعي",
    // Paid, said of the money ("مصاريف الشحن تتدفع مقدم").
    "تتدفع",
    "يتدفع",
    "اتدفع",
    "هتتدفع",
    "بتتدفع",
    "pay",
    "transfer",
    "send",
    // Sent or transferred, by whoever: "يحول", "ابعت", "ارسل", "wire", in Franco-Arabic too.
    ...SENT_WORDS,
    "يدفع",
    "هتدفع",
    "edfa3",
    "tedfa3",
    // Paid into an account ("ايداع بنكي", "تودع في حسابي").
    "ايداع",
    "بايداع",
    "تودع",
    "يودع",
  ].map((word) => normalizeForSearch(word)),
);
// Money paid for the appointment, the viewing or its booking itself ("رسوم حجز معاد المعاينه", "فلوس حجز الميعاد",
// "booking fee for the viewing appointment", "appointment fee"): a sum of money next to the viewing or the appointment,
// only words of booking or "for the" between them. Not "احجز ميعاد" (the visit booked, nothing paid for it).
const SUM_WORDS = new Set(
  [
    "رسوم",
    "مصاريف",
    "فلوس",
    "مبلغ",
    "تمن",
    "ثمن",
    "حق",
    "تامين",
    "جديه",
    "عربون",
    "مقدم",
    "fee",
    "fees",
    "charge",
    "charges",
    "deposit",
    "cost",
    "rosoom",
    "masareef",
    "masaref",
    "felos",
    "floos",
  ].map((word) => normalizeForSearch(word)),
);
const APPOINTMENT = new Set(
  ["معاد", "ميعاد", "موعد", "مواعيد", "معاينه", "زياره", "appointment", "viewing", "visit", "inspection", "mo3ad", "ma3ad", "mi3ad", "mo3ayna", "mo3aina"].map(
    (word) => normalizeForSearch(word),
  ),
);
const BOOKING_OR_FOR = new Set(
  ["حجز", "تاكيد", "booking", "reservation", "reserving", "confirming", "for", "the", "a", "of", "to", "book", "7agz"].map((word) => normalizeForSearch(word)),
);
// A sum for the viewing "paid at once" or "deducted from the price" is asked as surely as one transferred ("رسوم حجز
// المعاينه 1000 فوري وبتتخصم من السعر", "viewing fee paid now, deducted from the price"). Only of a fee for the viewing:
// a home's booking advance "deducted from the price" at the developer's office is honest.
const AT_ONCE_OR_DEDUCTED = new Set(
  [
    "فوري",
    "فورا",
    "حالا",
    "دلوقتي",
    "بتتخصم",
    "تتخصم",
    "هتتخصم",
    "يتخصم",
    "بيتخصم",
    "هيتخصم",
    "بتنخصم",
    "تنخصم",
    "بينخصم",
    "ينخصم",
    "now",
    "immediately",
    "instantly",
    "deducted",
    "deductible",
    "fawry",
    "7alan",
    "dlw2ty",
    "delwa2ty",
    "btetkhesem",
    "bytekhesem",
    "tetkhesem",
    "tet5esem",
    "bte5esem",
  ].map((word) => normalizeForSearch(word)),
);
function feeForTheViewing(words: string[]): boolean {
  const bare = words.map((word) => withoutClitic(word).at(-1) ?? word);
  const isSum = (at: number) => SUM_WORDS.has(bare[at]) && !denied(words.slice(Math.max(0, at - DENIAL_REACH), at));
  return bare.some((word, at) => {
    if (!isSum(at)) return false;
    // (The sum first: "رسوم حجز معاد", "fee for the viewing"; or after it in English, "viewing fee", "appointment
    // booking fee", or with "ب" in Arabic, "حجز المعاينه برسوم"; not "المعاينه والمقدم", two things.)
    const after = /^[a-z]/.test(word) || words[at].startsWith("ب");
    for (const step of after ? [1, -1] : [1]) {
      for (let next = at + step; next >= 0 && next < bare.length && Math.abs(next - at) <= 4; next += step) {
        if (APPOINTMENT.has(bare[next])) return true;
        if (!BOOKING_OR_FOR.has(bare[next]) && !SUM_WORDS.has(bare[next])) break;
      }
    }
    return false;
  });
}
// (A fee for the viewing itself, "رسوم معاينة", is asked before it too.)
const BEFORE_VIEWING = [
  "مقدما",
  "قبل المعاينة",
  "قبل ما تشوف",
  "قبل الاستلام",
  "قبل ما تستلم",
  "قبل ما تيجي",
  "قبل ما تعاين",
  "قبل الزيارة",
  "قبل ما نتقابل",
  // Paid on a link sent by the seller, then the visit or the fitting is arranged.
  "على اللينك",
  "على الرابط",
  "وبعدين نحدد",
  "وبعدين المعاينة",
  "رسوم معاينة",
  "رسوم المعاينة",
  // Money "on account" of the price, or to hold the item, before the visit.
  "تحت الحساب",
  "تحت حساب",
  "عشان احجزهالك",
  "عشان احجزهولك",
  "عشان اشيلهالك",
  "عشان اشيلهولك",
  "حجز ميعاد",
  "احجزلك ميعاد",
  "نحجزلك ميعاد",
  "to hold it",
  "to secure it",
  "secure it",
  "to reserve it",
  "to reserve",
  "in advance",
  "upfront",
  "up front",
  "before viewing",
  "before seeing",
  "before the viewing",
  "before inspection",
  "viewing fee",
  "inspection fee",
  "abl el mo3ayna",
  "2abl el mo3ayna",
  "mo2adaman",
  // Paid online: before anything is seen.
  "اونلاين",
  "اون لاين",
  "online",
]
  .map((phrase) => ` ${normalizeForSearch(phrase)} `)
  // "فوري" the payment service, not "تسليم فوري" (handed over at once).
  .concat([" فوري "]);
const AT_ONCE = new Set(["تسليم", "استلام", "توصيل", "شحن", "delivery"].map((word) => normalizeForSearch(word)));
// "Before" a few words from the viewing, the meeting, the handing over or the shipping, however it is put
// ("قبل ما نحدد معاد معاينة", "قبل ما اشحنهالك", "before we arrange delivery"); the words are read as beginnings.
const BEFORE = new Set(["قبل", "before", "abl", "2abl"]);
const SEEING = [
  "معاينه",
  "معاينة",
  "تعاين",
  "نعاين",
  "معاد",
  "ميعاد",
  "نتقابل",
  "تشوف",
  "تشوفها",
  "تشوفه",
  "تستلم",
  "استلام",
  "تسليم",
  "توصيل",
  "شحن",
  "اشحن",
  "نشحن",
  "زياره",
  "viewing",
  "seeing",
  "inspection",
  "visit",
  "meet",
  "meeting",
  "delivery",
  "deliver",
  "shipping",
  "ship",
  // Shown, let in, handed the key ("قبل ما اوريك المحل", "قبل ما ادخلك", "before I hand you the keys").
  "اوريك",
  "اوريلك",
  "نوريك",
  "نوريلك",
  "ادخلك",
  "تدخل",
  "مفتاح",
  "اسلمك",
  "نسلمك",
  "show",
  "key",
  "hand",
  "see",
  "view",
  "mo3ayna",
  "mo3aina",
  "teshoof",
  "tshoof",
  // The place sent to the buyer, its location or address ("قبل ما ابعت اللوكيشن", "before I send the location").
  "لوكيشن",
  "لوكيشان",
  "لوكشن",
  "عنوان",
  "location",
  "address",
  "lokeshn",
  "lokeshen",
  "3enwan",
  "3onwan",
].map((word) => normalizeForSearch(word));
// Wanting to see it is paid for ("اللي عايز يشوفها يحول 200 جديه", "عشان تعاين لازم تحول", "to view it send"): a word of
// wanting or purpose, then within two words one of seeing (not of delivery: "ship to" is no viewing).
const WANTING = new Set(["عايز", "عاوز", "عايزه", "عاوزه", "حابب", "حابه", "عشان", "علشان", "لكي", "3ayez", "3awez", "3ashan", "3shan", "to", "want", "wants"]);
const SEE_ONLY = [
  "يشوف",
  "تشوف",
  "نشوف",
  "يعاين",
  "تعاين",
  "نعاين",
  "معاين",
  "يزور",
  "تزور",
  "زياره",
  "see",
  "view",
  "visit",
  "inspect",
  "teshoof",
  "yeshoof",
  "t3ayen",
  "mo3ayna",
].map((word) => normalizeForSearch(word));
// Paid "first", then the item comes: "pay the insurance first via bank transfer" (not "first month", "first owner").
const FIRST = new Set(["first", "اولا"]);
const AFTER_FIRST = new Set(["via", "by", "through", "then", "and", "before", "to", "on", "using", "with", "وبعدين", "وبعدها", "وبعد", ""]);
// "For" the viewing as a clitic ("لمعاينه الماكينه ادفع تامين", "للمعاينة لازم تحول"): wanting to see it, in one word.
const FOR_SEEING = ["معاين", "زياره", "تشوف"].map((word) => normalizeForSearch(word));
function forSeeing(word: string): boolean {
  const bare = word.startsWith("ل") ? word.slice(1) : "";
  return bare !== "" && FOR_SEEING.some((stem) => bare.startsWith(stem));
}
// Paid, "then" the viewing ("تحويل لتخليص الورق وبعدها المعاينه", "send it, then you can see it"): not a viewing
// first and the money after ("بعد المعاينه", "after viewing").
const THEN = new Set(
  ["وبعدها", "بعدها", "وبعدين", "بعدين", "then", "ba3daha", "ba3dha", "ba3deen", "ba3dein", "wba3deen"].map((word) => normalizeForSearch(word)),
);
const AFTER = new Set(["بعد", "after", "ba3d"]);
function seenThen(words: string[]): boolean {
  const seeing = (next: string) => SEE_ONLY.some((stem) => next.startsWith(stem)) || forSeeing(next);
  const seenFirst = words.some((word, index) => AFTER.has(word) && words.slice(index + 1, index + 4).some(seeing));
  return !seenFirst && words.some((word, index) => THEN.has(word) && words.slice(index + 1, index + 4).some(seeing));
}
function paidBeforeSeeing(words: string[], notShipping: boolean): boolean {
  if (notShipping && seenThen(words)) return true;
  return words.some((word, index) => {
    if (notShipping && forSeeing(word)) return true;
    if (BEFORE.has(word)) return words.slice(index + 1, index + 5).some((next) => SEEING.some((stem) => next.startsWith(stem)) || forSeeing(next));
    if (WANTING.has(word) && notShipping)
      return words.slice(index + 1, index + 3).some((next) => SEE_ONLY.some((stem) => next.startsWith(stem)) || forSeeing(next));
    return FIRST.has(word) && AFTER_FIRST.has(words[index + 1] ?? "");
  });
}
// Part of the price sent first, the rest paid on receipt ("ابعت 3000 مصاريف نقلها والباقي عند الاستلام", "حول نص
// المبلغ والباقي لما توصلك"): money sent before anything is seen. Not an instalment plan's down payment at the contract.
const REST_LATER = [
  "الباقي عند",
  "الباقي لما",
  "الباقي بعد",
  "الباقي وقت",
  "الباقي اول ما",
  "الباقي ساعه",
  "the rest on",
  "the rest at",
  "the rest when",
  "the rest after",
  "rest on delivery",
  "balance on delivery",
  "el ba2y",
  "wel ba2y",
].map((phrase) => ` ${normalizeForSearch(phrase)} `);
// Half, or a part, of the price sent ("ابعت نص التمن تحويل", "send half the amount"): money sent before anything is seen.
const PART_OF_PRICE = [
  "نص التمن",
  "نص الثمن",
  "نص المبلغ",
  "نص السعر",
  "نصف الثمن",
  "نصف المبلغ",
  "نصف السعر",
  "جزء من التمن",
  "جزء من المبلغ",
  "جزء من السعر",
  "half the price",
  "half the amount",
  "half of the price",
  "part of the price",
  "nos el taman",
  "nos el mablagh",
].map((phrase) => ` ${normalizeForSearch(phrase)} `);
const CONTRACT = /عقد|تعاقد|قسط|اقساط|تقسيط|سنين|سنوات|شهري|contract|instal|years|monthly/;
const SENT = new Set(SENT_WORDS.concat(["حول", "تحول", "تحويل", "بتحويل", "transfer", "send"]).map((word) => normalizeForSearch(word)));
// Shipping paid for is a fee only when sent before anything is seen, not because a buyer wants to see the item.
const SHIPPING = new Set(["شحن", "shipping"]);
const CLITIC_LETTERS = new Set(["و", "ب", "ف", "ل"]);
// The words read without their clitic so far (a long ad's sentences are read word by word for each of several
// lists, and its words repeat): at most CLITIC_MEMO of them, the map emptied when full.
const CLITIC_MEMO = 4096;
const cliticMemo = new Map<string, readonly string[]>();
/** A word and the word without the Arabic clitic it may carry ("بعربون", "وحول", "فتحول"). */
function withoutClitic(word: string): readonly string[] {
  // (Most words begin with none of them: they are not read by the expression.)
  if (!CLITIC_LETTERS.has(word[0] ?? "")) return [word];
  let forms = cliticMemo.get(word);
  if (forms === undefined) {
    const bare = word.replace(/^(?:وب|و|ب|ف|ل)(?=\p{L}{3,})/u, "");
    forms = bare === word ? [word] : [word, bare];
    if (cliticMemo.size >= CLITIC_MEMO) cliticMemo.clear();
    cliticMemo.set(word, forms);
  }
  return forms;
}
const CLEARANCE = new Set(CLEARANCE_WORDS.map((word) => normalizeForSearch(word)));
// Where the item is said to be held, waiting for that money: in customs, at a port or an airport ("العربيه في الجمرك",
// "fe el mina", "at the port"). Not "بالجمارك" (a price with its customs paid).
const HELD_AT =
  /(?:^|[^\p{L}])(?:في|فى|ف|ع|على|علي|عند|جوه)\s*(?:ال)?(?:جمرك|جمارك|ميناء|مينا|مطار|جراج|مخزن)(?!\p{L})|\b(?:in|at|fe|fi|fel|fil|f)\s+(?:the\s+|el\s+)?(?:customs|port|airport|garage|warehouse|mina|gomrok|matar|garag)\b/iu;
// What money is "for" when it is for the papers, the licence or the transport ("تحويل لترخيص العربيه", "عشان الورق",
// "for the paperwork"): a fee only so, said as the purpose of a sum, not "الورق جاهز", "الترخيص ساري".
const PAPERS = new Set(
  ["ترخيص", "ورق", "اوراق", "نقل", "licence", "license", "papers", "paperwork", "transport", "tarkhees", "tar5ees", "wara2", "na2l", "naql"].map((word) =>
    normalizeForSearch(word),
  ),
);
const FOR = new Set(["عشان", "علشان", "for", "3shan", "3ashan", "3alashan"]);
function forPapers(words: string[], at: number): boolean {
  const word = words[at];
  if (word.startsWith("ل") && PAPERS.has(word.slice(1))) return true;
  return PAPERS.has(word) && words.slice(Math.max(0, at - 2), at).some((before) => FOR.has(before));
}
const PAID_OR_DEDUCTED = new Set([...PAY_WORDS, ...AT_ONCE_OR_DEDUCTED]);
function asksFeeFirst(text: string): boolean {
  // Most ads name no fee: they are left without normalising the text.
  if (
    !/رسوم|مصاريف|فلوس|مبلغ|تمن|ثمن|عمول|تامين|تأمين|جدي|مقدم|حجز|عربون|حساب|الباقي|نص|جزء|half|part of|nos el|fee|cost|floos|felos|commission|charge|deposit|booking|insurance|guarantee|شحن|shipping|holding|reservation|token|advance|the rest|balance|3arb|mo2a|ta2m|gede|gedy|7agz|rosoom|masar|ba2y|تخليص|جمار|جمرك|افراج|إفراج|تخزين|ارضي|أرضي|ونش|customs|clear|release|storage|towing|gomrok|gamarek|ta5lees|takhlees|efrag|ta5zeen|takhzeen|ترخيص|ورق|اوراق|أوراق|نقل|licen|paper|transport|tarkh|tar5|wara2|na2l|naql/i.test(
      text,
    )
  )
    return false;
  const has = (set: Set<string>, word: string) => withoutClitic(word).some((form) => set.has(form));
  // ("للمعاينة" keeps its "for" as "لمعاينة": normalising drops the article with it.)
  const sentences = normalizeEach(text.replace(/(?<![\p{L}\p{N}])لل(?=معاين|زيار|زياره)/gu, "ل").split(/[.,،!؟?;؛\n]/)).map((sentence) => sentence.split(" "));
  // (A phrase is whole words: one whose first word no sentence has is in none, and is not looked for in each of a
  // long ad's hundreds of sentences.)
  const present = new Set(sentences.flat());
  const inText = (phrase: string) => present.has(phrase.slice(1, phrase.indexOf(" ", 1)));
  const restLater = REST_LATER.filter(inText);
  const partOfPrice = PART_OF_PRICE.filter(inText);
  const paying = (words: string[]) => words.some((word) => withoutClitic(word).some((form) => PAID_OR_DEDUCTED.has(form)));
  // Without either, a sentence asks money first only with a word of paying, or of a sum taken at once: a text none
  // of whose words is one asks none, nor does such a sentence.
  if (restLater.length === 0 && partOfPrice.length === 0 && !paying([...present])) return false;
  return sentences.some((words, index) => {
    if (restLater.length === 0 && partOfPrice.length === 0 && !paying(words)) return false;
    const padded = ` ${words.join(" ")} `;
    // (The sum sent may be named in the sentence before: "send 2000 by transfer, the rest on delivery".)
    if (restLater.some((phrase) => padded.includes(phrase))) {
      const sent = [words, sentences[index - 1] ?? []].some((part) => part.some((word) => has(SENT, word)) && !CONTRACT.test(part.join(" ")));
      if (sent && !CONTRACT.test(padded)) return true;
    }
    // (Each word without its clitic once, for the lists below.)
    const forms = words.map(withoutClitic);
    const among = (set: Set<string>, at: number) => forms[at].some((form) => set.has(form));
    if (partOfPrice.some((phrase) => padded.includes(phrase)) && words.some((_, at) => among(SENT, at)) && !CONTRACT.test(padded)) return true;
    const paid = words.some((_, at) => among(PAY_WORDS, at));
    const paidOrDeducted = paid || words.some((_, at) => among(AT_ONCE_OR_DEDUCTED, at));
    if (paidOrDeducted && feeForTheViewing(words)) return true;
    if (!paid) return false;
    // A fee right after a denial ("بدون مقدم", "no deposit") is none.
    const fees = words.filter(
      (_, index) => (among(FEE_WORDS, index) || forPapers(words, index)) && !denied(words.slice(Math.max(0, index - DENIAL_REACH), index)),
    );
    if (fees.length === 0) return false;
    // Money to clear an item the ad says is held in customs or at a port: asked before anything can be seen (not
    // paid "after the release", "بعد الافراج").
    const clearing = words.some(
      (_, at) =>
        among(CLEARANCE, at) &&
        !denied(words.slice(Math.max(0, at - DENIAL_REACH), at)) &&
        !words.slice(Math.max(0, at - 2), at).some((before) => AFTER.has(before)),
    );
    if (clearing && HELD_AT.test(text)) return true;
    if (
      paidBeforeSeeing(
        words,
        fees.some((word) => !SHIPPING.has(word)),
      ) ||
      feeForTheViewing(words)
    )
      return true;
    // (The words are also read without their clitics: "ونحجزلك ميعاد".)
    const bare = ` ${forms.map((word) => word.at(-1)).join(" ")} `;
    return BEFORE_VIEWING.some((phrase) =>
      [padded, bare].some((form) => {
        const at = form.indexOf(phrase);
        return at >= 0 && !(phrase === " فوري " && AT_ONCE.has(form.slice(form.lastIndexOf(" ", at - 1) + 1, at)));
      }),
    );
  });
}

// A number the ad points to in its photos ("الرقم المكتوب في الصور", "رقم الواتس على الصورة", "my number is on the pic"):
// a contact detail as much as the number written (not a chassis or model number shown in a photo).
const NUMBER_IN_PHOTO =
  /(?:رقمي|رقم[يى]?\s+(?:الواتس|الواتساب|التليفون|التلفون|الموبايل|الهاتف|التواصل|الاتصال)|الرقم\s+المكتوب|الرقم\s+اللي|نمرتي|my number|phone number|whatsapp number|contact number|mobile number)[^.,،\n]{0,20}?\s(?:في|فى|على|علي|ع|عل|on|in)\s+(?:ال|the\s+|my\s+)?(?:صور|صوره|صورة|pic|pics|picture|pictures|photo|photos|image|images)/iu;

/** The kinds of contact detail or outside-payment request in an ad's title and text. */
export function contactFindings(text: string): ContactKind[] {
  const found: ContactKind[] = [];
  if (hasPhone(text) || NUMBER_IN_PHOTO.test(text)) found.push("phone");
  if (urlPattern.test(text) || messengerPattern.test(text) || handlePattern.test(text)) found.push("link");
  if (asksPayment(text) || asksFeeFirst(text)) found.push("payment");
  return found;
}

// The admin's terms, normalised once per term an isolate sees (the list is at most a few hundred: the map is
// emptied should it ever grow past TERM_MEMO terms): each padded (found as whole words) with its first word.
const TERM_MEMO = 2000;
const termMemo = new Map<string, { padded: string; first: string } | null>();
function normalisedTerm(term: string): { padded: string; first: string } | null {
  let wanted = termMemo.get(term);
  if (wanted === undefined) {
    if (termMemo.size >= TERM_MEMO) termMemo.clear();
    const form = normalizeForSearch(term);
    wanted = form ? { padded: ` ${form} `, first: form.split(" ")[0] } : null;
    termMemo.set(term, wanted);
  }
  return wanted;
}

/** The first of `terms` the text contains as whole words (both normalised as search does), or null. */
export function forbiddenFound(text: string, terms: string[]): string | null {
  const form = searchForm(text);
  const words = ` ${form} `;
  // (A term is whole words: one whose first word the text lacks is not looked for in it.)
  const present = new Set(form.split(" "));
  for (const term of terms) {
    const wanted = normalisedTerm(term);
    // (A weapon's word that names a plough's share or a saw's blade is the tool's.)
    if (wanted && present.has(wanted.first) && words.includes(wanted.padded) && !aToolsShare(text, term)) return term;
  }
  return null;
}

// Words that press a buyer to hurry: bait's usual wording ("a chance that won't come again", "urgent, travelling").
// Honest sellers use some of them too, so they are a mild reason that never holds an ad alone.
const hurryWords = [
  "لقطة",
  "فرصة مش هتتكرر",
  "فرصة متتعوضش",
  "فرصة لا تعوض",
  "بيع سريع",
  "للبيع السريع",
  "لازم ابيع",
  "لظروف خاصة",
  "اللي يلحق",
  "كمية محدودة",
  "الكمية محدودة",
  "مسافر",
  "la2ta",
  "lazem abe3",
  "urgent",
  "must sell",
  "quick sale",
  "selling quickly",
  "travelling abroad",
  "traveling abroad",
  "limited stock",
  "limited quantity",
];
/** Whether an ad's title or text presses the buyer to hurry. */
export const pressesToHurry = phraseFinder(hurryWords);

// ---- Text fingerprints ------------------------------------------------------

export const TEXT_HASHES = 32;
export const TEXT_BANDS = 8;
const ROWS = TEXT_HASHES / TEXT_BANDS;
const SHINGLE = 5;

/** 32-bit FNV-1a of a string, or of its characters from `from` to `to` (a shingle, without copying it out). */
function fnv(text: string, from = 0, to = text.length): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit mixer (murmur3's finaliser) of a value and a seed: one "permutation" per seed. */
function mix(value: number, seed: number): number {
  let h = (value ^ Math.imul(seed, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// Selling words a reposter adds or drops without making another ad ("للبيع" in front, "السعر قابل للتفاوض" at the end).
const SELLING_WORDS = [
  "للبيع",
  "بيع",
  "for sale",
  "sale",
  "selling",
  "السعر قابل للتفاوض",
  "قابل للتفاوض",
  "للتفاوض",
  "التفاوض",
  "negotiable",
  "price negotiable",
  "مطلوب",
  "عاجل",
  "urgent",
];
const sellingPattern = new RegExp(
  `(?:^| )(?:${[...new Set(SELLING_WORDS.map((word) => normalizeForSearch(word)))].sort((a, b) => b.length - a.length).join("|")})(?= |$)`,
  "g",
);

/**
 * The text as compared: cut into its sentences (so that sentences in another
 * order are the same text), each normalised as search does (Arabic letter
 * forms, either script's digits, case), selling words dropped, spaces removed
 * so that joined or split words still match. Numbers stay: a dealer's ads of
 * one template differ mostly by them (a model's year, a flat's area).
 */
function comparableSentences(text: string): string[] {
  return normalizeEach(text.split(/[.,](?!\d)|[،!؟?;؛\n]/))
    .map((sentence) => sentence.replace(sellingPattern, " ").replace(/\s+/g, ""))
    .filter(Boolean);
}

/**
 * The words of a title that tell one item of a seller's from another: those
 * holding a digit (a model "C645", a size "75", a year, an area), normalised
 * (either script's digits, case, marks) and sorted. A shop's ads of one
 * template differ mostly by them, so two ads of one seller with different
 * ones are two items, not a repost.
 */
export function identifyingWords(title: string): string {
  const words = normalizeForSearch(title)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => /\p{N}/u.test(word));
  return [...new Set(words)].sort().join(" ");
}

// ---- Price peers -------------------------------------------------------------

const RENT_WORDS = new Set(["ايجار", "لايجار", "تاجير", "لتاجير", "مؤجر", "rent", "rental", "rented", "lease", "leasing", "let"]);
const sellingWords = new Set(SELLING_WORDS.flatMap((word) => normalizeForSearch(word).split(" ")));

/** Whether an ad's title offers the item to let (a rent, not a price to buy it): such prices are compared only with each other. */
export function offerKind(title: string): "rent" | "sale" {
  return normalizeForSearch(title)
    .split(" ")
    .some((word) => RENT_WORDS.has(word))
    ? "rent"
    : "sale";
}

// Words saying the thing sold is a part or an accessory of an item (a phone's case, a car's spare parts) or its
// child's version (a kids' bedroom, a child's bicycle), in both languages: much cheaper than the item its make sells.
const PART_WORDS = new Set(
  [
    "جراب",
    "كفر",
    "اسكرينه",
    "شاحن",
    "كابل",
    "سماعه",
    "ريموت",
    "غيار",
    "اكسسوارات",
    "اطفال",
    "طفل",
    "بيبي",
    "case",
    "cover",
    "charger",
    "cable",
    "remote",
    "spare",
    "parts",
    "accessories",
    // A vehicle's parts: tyres, rims, an engine, a gearbox, a helmet and gloves.
    "كاوتش",
    "كاوتشات",
    "اطار",
    "اطارات",
    "جنط",
    "جنوط",
    "موتور",
    "محرك",
    "فتيس",
    "جيربوكس",
    "شكمان",
    "رادياتير",
    "بطاريه",
    "خوذه",
    "جنزير",
    "طلمبه",
    "بستم",
    "جوانتي",
    "tyre",
    "tyres",
    "tire",
    "tires",
    "rim",
    "rims",
    "engine",
    "gearbox",
    "transmission",
    "exhaust",
    "battery",
    "helmet",
    "gloves",
    "kids",
    "kid",
    "children",
    "child",
    "baby",
    // A car's body and cabin parts: lights, mirrors, bumpers, wipers, sun visors, seats, its radio ("seat" alone is a
    // make, "مسجل" a registered contract and "فرش" a furnished flat: left out).
    "كشاف",
    "كشافات",
    "فانوس",
    "فوانيس",
    "اسطب",
    "مرايه",
    "مرايات",
    "اكصدام",
    "اكسدام",
    "كبوت",
    "رفرف",
    "مساحات",
    "مساحه",
    "شماسي",
    "شمسيه",
    "كنب",
    "كنبه",
    "تنجيد",
    "راديو",
    "كاسيت",
    "شاشه عربيه",
    "شاشه سياره",
    "عفشه",
    "مساعدين",
    "دبرياج",
    "تيل فرامل",
    "headlight",
    "headlights",
    "mirror",
    "mirrors",
    "bumper",
    "wipers",
    "seats",
    "radio",
    "stereo",
    // A console's controllers and game discs (not "disc": a console's "disc edition" is the console).
    "دراع",
    "دراعات",
    "جويستك",
    "controller",
    "controllers",
    "joystick",
    "سي دي",
    "سيدي",
    "سيديهات",
    "اسطوانات",
    "cd",
    "cds",
    // A machine's or an engine's filters, an air conditioner's compressor.
    "فلتر",
    "فلاتر",
    "filter",
    "filters",
    "كمبروسر",
    "كومبروسر",
    "compressor",
    // A machine's bucket, teeth and tracks, its hydraulic cylinders and pumps.
    "سنجه",
    "جاروف",
    "جردل",
    "جرادل",
    "بكت",
    "باكت",
    "بكتات",
    "bucket",
    "buckets",
    "سنون",
    "جنزير",
    "جنازير",
    "طلمبه",
    "طلمبات",
    // (Or a breaker or a ripper fitted to one.)
    "بريكر",
    "breaker",
    "ريبر",
    "ripper",
    "ذراع",
    // An engine's radiator, alternator and pistons, a car's bumper, brake pads.
    "رديتر",
    "ردياتير",
    "radiator",
    "دينامو",
    "alternator",
    "بساتم",
    "pistons",
    "صدام",
    "تيل",
    "سلندر",
    "سلندرات",
    "cylinder",
    "طرمبه",
    "pump",
    // A car's boot, dashboard, steering and differential ("باب", a door, is also a district's name).
    "شنطه",
    "تابلوه",
    "دركسيون",
    "ديفرنس",
    // A vehicle or machine sold for scrap or its parts.
    "تشليح",
    "خرده",
    "scrap",
    // A motorcycle's chain, sprockets, brakes, clutch and fairing.
    "سلسله",
    "تروس",
    "chain",
    "sprocket",
    "فرامل",
    "brake",
    "brakes",
    "كلاتش",
    "clutch",
    "فيرينج",
    "fairing",
    // A down payment: the price is a part of the whole one, not the item's.
    "مقدم",
    "المقدم",
    "بمقدم",
    "down payment",
    "downpayment",
    "دفعه اولي",
    "اول دفعه",
    // An instalment ("هيونداي اكسنت 2024 قسط"): the price is a month's share, or the down payment, of the whole one.
    "قسط",
    "القسط",
    "بالقسط",
    "اقساط",
    "الاقساط",
    "بالاقساط",
    // A rider's or driver's seat, helmet and jacket.
    "مقعد",
    "مقاعد",
    "سرج",
    "كاسك",
    "هيلمت",
    "جاكيت",
    "jacket",
  ].map((word) => ` ${normalizeForSearch(word)} `),
);

// A down payment is a part of the price, but "no down payment" offers the whole item on instalments.
const DOWN_PAYMENT = new Set(
  ["مقدم", "المقدم", "بمقدم", "down payment", "downpayment", "دفعه اولي", "اول دفعه"].map((word) => ` ${normalizeForSearch(word)} `),
);
const NO_DOWN_PAYMENT = [
  "بدون مقدم",
  "من غير مقدم",
  "بلا مقدم",
  "بدون المقدم",
  "0 مقدم",
  "صفر مقدم",
  "no down payment",
  "without down payment",
  "0 down",
  "zero down",
].map((word) => ` ${normalizeForSearch(word)} `);

// A compressor is an air conditioner's part, but a screw compressor is a factory's whole machine.
const COMPRESSOR = new Set(["كمبروسر", "كومبروسر", "compressor"].map((word) => ` ${normalizeForSearch(word)} `));
const SCREW_COMPRESSOR = ["اسكرو", "سكرو", "screw"].map((word) => ` ${normalizeForSearch(word)} `);

// A part's word written as a spec of the whole item after its name: its battery's health ("ايفون 13 بطاريه 89%",
// the percent dropped) or capacity ("battery 5000 mAh"), its charger with it ("with charger", "charger included"). Not
// a battery of amperes or volts (a car's or a forklift's), nor one named first ("بطاريه ايفون 11 3110 mAh").
const WHOLE_ITEM_SPEC = new RegExp(
  [
    String.raw` (?:بطاريه|battery)(?: health| صحه)? (?:[5-9]\d|100)(?= )(?! (?:امبير|امبيرز|amp|amps|ah|فولت|volt|volts|v|وات|watt|watts) )`,
    String.raw` (?:بطاريه|battery) \d{3,5} ?(?:mah|مللي|ملي)(?= )`,
    " (?:مع|معاه|معاها|with) (?:شاحن|شاحنه|charger)(?= )",
    " (?:شاحن|charger) included(?= )",
  ].join("|"),
  "g",
);

/** Whether an ad's title offers a part, an accessory or a child's version of an item: its price says nothing of the item's. */
export function namesAPart(title: string): boolean {
  const words = ` ${normalizeForSearch(title)} `.replace(WHOLE_ITEM_SPEC, (found, at: number) => (at === 0 ? found : " "));
  const machine = SCREW_COMPRESSOR.some((word) => words.includes(word));
  const noDownPayment = NO_DOWN_PAYMENT.some((word) => words.includes(word));
  for (const part of PART_WORDS) if (words.includes(part) && !(machine && COMPRESSOR.has(part)) && !(noDownPayment && DOWN_PAYMENT.has(part))) return true;
  return false;
}

/** The year a title names (a car's model year, 1970 to 2039), or null. */
export function titleYear(title: string): number | null {
  for (const word of normalizeForSearch(title).split(" ")) {
    if (/^(?:19[7-9]\d|20[0-3]\d)$/.test(word)) return Number(word);
  }
  return null;
}

// Words many ads of any model share (its condition, its body: a pick-up, a quarter-ton truck): they never tell two models apart.
const NOT_A_MODEL = new Set(
  [
    "موديل",
    "model",
    "زيرو",
    "zero",
    "جديد",
    "جديده",
    "new",
    "مستعمل",
    "used",
    "فابريكا",
    "فبريكا",
    "اوتوماتيك",
    "automatic",
    "عربيه",
    "سياره",
    "car",
    "نقل",
    "ربع",
    "نص",
    "ميكروباص",
    "ملاكي",
    "اجره",
    "بيك",
    "pickup",
    "truck",
    "van",
    "جيب",
    "suv",
  ].map((word) => normalizeForSearch(word)),
);

/**
 * The words of a title that name its model within a make: the title's words (titleWords) less the
 * catalogue's make names and the words any model's ad uses. Two ads of one make sharing one are the same model.
 */
export function modelWords(title: string, makes: CatalogueMake[]): Set<string> {
  const names = new Set(makes.flatMap((make) => [...nameWords(make.name), ...nameWords(make.name_en)]));
  // A model written as a letter and a number ("x5", "c200") counts however short.
  const model = (word: string) => word.length >= 3 || (/\p{L}/u.test(word) && /\p{N}/u.test(word));
  return new Set(
    [
      ...new Set([
        ...titleWords(title),
        ...normalizeForSearch(title)
          .split(" ")
          .filter((word) => /\p{L}/u.test(word) && /\p{N}/u.test(word)),
      ]),
    ].filter((word) => model(word) && !names.has(word) && !NOT_A_MODEL.has(word)),
  );
}

/** The words of a title that can name a make, a model or the item itself: three letters or more, selling and letting words left out. */
export function titleWords(title: string): Set<string> {
  return new Set(
    normalizeForSearch(title)
      .split(" ")
      .filter((word) => word.length >= 3 && /\p{L}/u.test(word) && !sellingWords.has(word) && !RENT_WORDS.has(word)),
  );
}

/**
 * MinHash of the text's 5-character shingles, each taken inside one sentence:
 * TEXT_HASHES values, then the number of shingles (for the containment
 * estimate); null when the text is too short to compare.
 */
export function textSignature(text: string): number[] | null {
  const sentences = comparableSentences(text);
  if (sentences.join("").length < 24) return null;
  // Every shingle's hash, then each distinct one once (sorted in a typed array, not a set of a long ad's thousands of
  // numbers): the same set of values.
  let count = 0;
  for (const sentence of sentences) count += Math.max(1, sentence.length - SHINGLE + 1);
  const hashes = new Uint32Array(count);
  let filled = 0;
  for (const sentence of sentences) {
    if (sentence.length < SHINGLE) hashes[filled++] = fnv(sentence);
    for (let i = 0; i + SHINGLE <= sentence.length; i++) hashes[filled++] = fnv(sentence, i, i + SHINGLE);
  }
  const sorted = hashes.subarray(0, filled).sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i];
  // (Each hash's minimum over the distinct shingles, one hash at a time.)
  const signature: number[] = [];
  for (let k = 0; k < TEXT_HASHES; k++) {
    let least = 0xffffffff;
    for (let i = 0; i < distinct; i++) {
      const value = mix(sorted[i], k + 1);
      if (value < least) least = value;
    }
    signature.push(least);
  }
  signature.push(distinct);
  return signature;
}

/** The band keys of a signature: band b's ROWS values digested to 32 bits, tagged with b. */
export function signatureBands(signature: number[]): number[] {
  const bands: number[] = [];
  for (let b = 0; b < TEXT_BANDS; b++) {
    let h = b + 1;
    for (let r = 0; r < ROWS; r++) h = mix(h ^ signature[b * ROWS + r], r + 101);
    bands.push(b * 2 ** 32 + h);
  }
  return bands;
}

/** Below this estimated Jaccard likeness two texts are never the same ad, however one holds the other. */
const CONTAINMENT_FLOOR = 0.6;
/** A share of the shorter text found in the longer one counts only from here (texts of equal length need a Jaccard likeness of 0.9). */
const CONTAINED = 0.95;

/**
 * How alike two signatures are, 0..1: the estimated Jaccard likeness (the
 * share of equal values), or, when it is at least CONTAINMENT_FLOOR and both
 * carry their shingle counts, the estimated share of the shorter text's
 * shingles found in the longer one when nearly all are (a copy with a line
 * added stays a copy).
 */
export function likeness(a: number[], b: number[]): number {
  let same = 0;
  for (let k = 0; k < TEXT_HASHES; k++) if (a[k] === b[k]) same++;
  const jaccard = same / TEXT_HASHES;
  const sizeA = a[TEXT_HASHES];
  const sizeB = b[TEXT_HASHES];
  if (jaccard < CONTAINMENT_FLOOR || !sizeA || !sizeB) return jaccard;
  const contained = Math.min(1, (jaccard * (sizeA + sizeB)) / (1 + jaccard) / Math.min(sizeA, sizeB));
  return contained >= CONTAINED ? Math.max(jaccard, contained) : jaccard;
}

export const signatureToHex = (signature: number[]) => signature.map((value) => value.toString(16).padStart(8, "0")).join("");
export function signatureFromHex(hex: string): number[] {
  const values: number[] = [];
  for (let i = 0; i + 8 <= hex.length; i += 8) values.push(parseInt(hex.slice(i, i + 8), 16));
  return values;
}

// ---- Photo fingerprints -----------------------------------------------------

/** A 64-bit perceptual hash as 16 hex digits. */
export type PhotoHash = string;

/** The four band keys of a hash: slice s (16 bits) as s * 65536 + its value. */
export function photoBands(hash: PhotoHash): number[] {
  return [0, 1, 2, 3].map((slice) => slice * 65536 + parseInt(hash.slice(slice * 4, slice * 4 + 4), 16));
}

/** How many bits two hashes differ by. */
export function bitsApart(a: PhotoHash, b: PhotoHash): number {
  let bits = 0;
  for (let i = 0; i < 16; i += 4) {
    let x = parseInt(a.slice(i, i + 4), 16) ^ parseInt(b.slice(i, i + 4), 16);
    while (x) {
      x &= x - 1;
      bits++;
    }
  }
  return bits;
}

/**
 * The difference hash (dHash) of a 9×8 grey image, row by row: bit set when a
 * pixel is brighter than its right neighbour. 16 hex digits.
 */
export function differenceHash(grey: ArrayLike<number>): PhotoHash {
  let hex = "";
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) byte = (byte << 1) | (grey[y * 9 + x] > grey[y * 9 + x + 1] ? 1 : 0);
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

/** A make of the ad's subcategory (the catalogue's third level) and the brand country above it. */
export interface CatalogueMake {
  id: number;
  group_id: number;
  name: string;
  name_en: string;
}

/** Where an ad's price peers are: one make (and its brand country), or one brand country (a brand's makes: "سامسونج" alone). */
export type PriceSource = { make: number; groupOf: number } | { group: number };

// A catalogue name's words, normalised once per name an isolate sees (the catalogue is small: the map is
// emptied should it ever grow past NAME_MEMO names).
const NAME_MEMO = 5000;
const nameMemo = new Map<string, string[]>();
function nameWords(name: string): string[] {
  let words = nameMemo.get(name);
  if (!words) {
    if (nameMemo.size >= NAME_MEMO) nameMemo.clear();
    words = normalizeForSearch(name).split(" ").filter(Boolean);
    nameMemo.set(name, words);
  }
  return words;
}

/**
 * What an ad's title says of its make, in its own subcategory's catalogue:
 * the makes whose whole name (either language) is among the title's words,
 * else those whose name begins with one of them (a brand: "Samsung" of
 * "Samsung Galaxy S"). "chosen" when they include the make the seller chose;
 * another make (one found, or several of one brand country) as the source of
 * the price peers; "none" when the title names none, or makes of several
 * brand countries.
 */
export function namedMake(title: string, makes: CatalogueMake[], chosen: number): "chosen" | "none" | PriceSource {
  const words = new Set(normalizeForSearch(title).split(" "));
  const names = (make: CatalogueMake) => [nameWords(make.name), nameWords(make.name_en)].filter((list) => list.length > 0);
  const whole = makes.filter((make) => names(make).some((list) => list.every((word) => words.has(word))));
  const found = whole.length > 0 ? whole : makes.filter((make) => names(make).some((list) => list[0].length >= 3 && words.has(list[0])));
  if (found.length === 0) return "none";
  if (found.some((make) => make.id === chosen)) return "chosen";
  if (found.length === 1) return { make: found[0].id, groupOf: found[0].group_id };
  const groups = new Set(found.map((make) => make.group_id));
  return groups.size === 1 ? { group: found[0].group_id } : "none";
}
