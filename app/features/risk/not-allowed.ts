// Items no ad may offer whatever the admin's list says (the law's, not the
// site's): personal papers issued or sold (a national ID, a driving licence, a
// passport), copies sold under a brand's name, weapons carried on the person,
// stolen goods (a phone locked to its owner's iCloud), fireworks, jammers and
// spying devices, pay channels opened without paying, phone lines registered
// to other people's names. Each is a family of
// words read together in one sentence, in the form search compares text in
// (normalizeForSearch: letter forms, digits, case, the article), so the
// spellings and slips people type meet. And one sign that is not proof: an
// item offered with neither its box nor its invoice, as stolen phones are.
//
//   notAllowedFound(title, text) → the words found ("رخصه قياده", "كوبي لويس فيتون", "هاي كوبي"), or null
//   withoutProof(text)           → whether the item is offered with neither box nor invoice
import { normalizeEach, normalizeForSearch, searchForm, wordsBefore } from "~/lib/normalize";

const phrases = (words: string[]) => [...new Set(words.map((word) => normalizeForSearch(word)).filter(Boolean))];
/** Every "a b" of a word of `first` and a word of `second`. */
const pairs = (first: string[], second: string[]) => first.flatMap((a) => second.map((b) => `${a} ${b}`));

/**
 * A normalised sentence padded with spaces (a phrase is found as " phrase "), the same with each word's "and" read
 * off ("وشماريخ", "وبريجابالين": a list's second item), and the words of both.
 */
interface Sentence {
  readonly padded: string;
  readonly bare: string;
  /** The words of both that begin a phrase of any list, each once, in their order: the only ones looked up. */
  readonly listed: readonly string[];
}
// The sentences read lately, by their normalised form (an ad's sentences are many and common ones recur): at most
// SENTENCE_MEMO of them, the map emptied when full.
const SENTENCE_MEMO = 4096;
const sentenceMemo = new Map<string, Sentence>();
function sentence(text: string, form = normalizeForSearch(text)): Sentence {
  const known = sentenceMemo.get(form);
  if (known) return known;
  const normalised = form.split(" ");
  // (Only before three letters or more: "ورق", "ولا" stay.)
  const bare = normalised.some((word) => word.startsWith("و"))
    ? normalised.map((word) => (word.startsWith("و") ? word.replace(/^و(?=\p{L}{3,})/u, "") : word))
    : normalised;
  const listed: string[] = [];
  for (const words of bare === normalised ? [normalised] : [normalised, bare])
    for (const word of words) if (FIRSTS.has(word) && !listed.includes(word)) listed.push(word);
  const padded = ` ${form} `;
  const made = { padded, bare: bare === normalised ? padded : ` ${bare.join(" ")} `, listed };
  if (sentenceMemo.size >= SENTENCE_MEMO) sentenceMemo.clear();
  sentenceMemo.set(form, made);
  return made;
}

/** The text's sentences, each normalised. */
function sentencesOf(text: string): Sentence[] {
  const parts = text.split(/[.,،!؟?;؛\n]/).filter((part) => part.trim() !== "");
  const forms = normalizeEach(parts);
  return parts.map((part, index) => sentence(part, forms[index]));
}

/** Phrases, padded, listed under their first word: a sentence is searched only for those whose first word it has. */
type PhraseIndex = Map<string, string[]>;
/** The first words of every list's phrases. */
const FIRSTS = new Set<string>();
function indexed(list: string[]): PhraseIndex {
  const index: PhraseIndex = new Map();
  for (const phrase of list) {
    const first = phrase.split(" ")[0];
    index.set(first, [...(index.get(first) ?? []), ` ${phrase} `]);
    FIRSTS.add(first);
  }
  return index;
}

// Words that deny what follows ("اصلي مش كوبي", "not a replica", "ضد السرقة"): a phrase right after one is not found.
const DENIALS = new Set(phrases(["مش", "مو", "ليس", "ليست", "لا", "غير", "بدون", "مفيش", "مافيش", "not", "no", "non", "ضد", "anti"]));

const ARTICLES = new Set(["a", "an", "the"]);

/** The first of the phrases in the sentence as whole words (or without their "and"), not right after a denial, or null. */
function foundIn({ padded, bare, listed }: Sentence, wanted: PhraseIndex): string | null {
  for (const word of listed) {
    const listed = wanted.get(word);
    if (!listed) continue;
    for (const phrase of listed) {
      for (const form of padded === bare ? [padded] : [padded, bare]) {
        let at = form.indexOf(phrase);
        while (at >= 0) {
          const before = wordsBefore(form, at, 2);
          // ("not a replica": an article between the denial and the word.)
          const denial = ARTICLES.has(before.at(-1) ?? "") ? before.at(-2) : before.at(-1);
          // (A denial may carry "and": "ومفيش", "ومش".)
          if (!DENIALS.has(denial ?? "") && !DENIALS.has(denial?.replace(/^و/, "") ?? "")) return phrase.trim();
          at = form.indexOf(phrase, at + 1);
        }
      }
    }
  }
  return null;
}

// ---- Personal papers ---------------------------------------------------------

const PAPERS = indexed(
  phrases([
    "رخصة قيادة",
    "رخص قيادة",
    "رخصة سواقة",
    "رخص سواقة",
    "بطاقة رقم قومي",
    "بطاقة الرقم القومي",
    "بطاقات رقم قومي",
    "بطاقة شخصية",
    "بطايق شخصية",
    "بطاقات شخصية",
    "جواز سفر",
    "جوازات سفر",
    "باسبور",
    "passport",
    "passports",
    "national id",
    "id card",
    "id cards",
    "driving licence",
    "driving license",
    "driving licenses",
    "driver license",
    "driver's license",
    "شهادة ميلاد",
    "شهادات ميلاد",
    "birth certificate",
    "شهادة تخرج",
    "شهادات تخرج",
    "شهادة خبرة",
    "شهادات خبرة",
    "شهادة صحية",
    "شهادات صحية",
    "بطاقة تموين",
    "بطاقات تموين",
    "فيش جنائي",
    "fake id",
  ]),
);
// Papers issued without the office or its test, or forged.
const ISSUED = indexed(
  phrases([
    "نطلع",
    "بنطلع",
    "نطلعلك",
    "هنطلعلك",
    "بنطلعلك",
    "نستخرج",
    "بنستخرج",
    "نستخرجلك",
    "من غير ما تروح",
    "بدون ما تروح",
    "من غير اختبار",
    "بدون اختبار",
    "من غير كشف",
    "بدون كشف",
    "من غير حضور",
    "بدون حضور",
    "من غير امتحان",
    "بدون امتحان",
    "مضروب",
    "مضروبة",
    "مزور",
    "مزورة",
    "fake",
    "forged",
    "without test",
    "without a test",
    "no test",
  ]),
);

// ---- Copies sold under a brand's name -----------------------------------------

const COPY_WORDS = ["كوبي", "كوبيا", "copy", "replica", "ريبليكا", "ريبلكا", "تقليد", "imitation"];
// A copy's grade is how such copies are sold: "هاي كوبي", "copy one", "mirror copy", "first copy".
const GRADES = ["هاي", "high", "ماستر", "master", "فيرست", "first", "ميرور", "mirror"];
const COPY = indexed(phrases([...COPY_WORDS, "ميرور كوالتي", "mirror quality", "طبق الاصل"]));
const GRADED_COPY = indexed(phrases([...pairs(GRADES, COPY_WORDS), ...pairs(COPY_WORDS, [...GRADES, "وان", "one", "1:1", "درجة اولى"])]));
// The brands copies are sold under, and the things they are (a bag, a watch, a perfume, shoes).
const BRANDED = indexed(
  phrases([
    "لويس فيتون",
    "louis vuitton",
    "lv",
    "جوتشي",
    "جوتشى",
    "gucci",
    "شانيل",
    "chanel",
    "رولكس",
    "rolex",
    "ديور",
    "dior",
    "برادا",
    "prada",
    "هيرميس",
    "هيرمس",
    "hermes",
    "كارتييه",
    "كارتير",
    "cartier",
    "بربري",
    "burberry",
    "فرساتشي",
    "versace",
    "اوميجا",
    "omega",
    "ارماني",
    "armani",
    "باتيك",
    "patek",
    "شنطة",
    "شنط",
    "حقيبة",
    "حقائب",
    "bag",
    "bags",
    "handbag",
    "handbags",
    "ساعة",
    "ساعات",
    "watch",
    "watches",
    "نظارة",
    "نضارة",
    "sunglasses",
    "برفان",
    "برفانات",
    "بيرفيوم",
    "perfume",
    "perfumes",
    "كوتشي",
    "sneakers",
  ]),
);
// A copier's "كوبي" is the machine, not a fake ("ماكينة تصوير كوبي، شغالة 24 ساعة").
const COPIER = indexed(phrases(["ماكينة", "ماكينات", "تصوير", "طابعة", "زيروكس", "photocopier", "copier", "printer", "xerox"]));

// ---- Weapons carried on the person --------------------------------------------

const WEAPONS = indexed(
  phrases([
    "صاعق",
    "صواعق",
    "taser",
    "tasers",
    "stun gun",
    "مطواة",
    "مطاوي",
    "قرن غزال",
    "سيوف",
    "خنجر",
    "خناجر",
    "dagger",
    "daggers",
    "switchblade",
    "brass knuckles",
    "بوكس حديد",
    "سلاح ابيض",
    "اسلحة بيضاء",
  ]),
);
// A bug zapper is a "صاعق" too.
const PESTS = indexed(phrases(["حشرات", "ناموس", "دبان", "ذباب", "insect", "insects", "mosquito", "mosquitoes", "bug", "bugs"]));

// ---- Stolen goods ---------------------------------------------------------------

const STOLEN = indexed(phrases(["مسروق", "مسروقة", "مسروقين", "مسروقات", "متسرق", "متسرقة", "stolen", "imei changed", "ايمي متغير", "تغيير ايمي"]));
const ICLOUD = ["ايكلاود", "اي كلاود", "ايكلود", "اكلاود", "icloud", "i cloud"];
// An iPhone locked to its owner's account: "ايكلاود مقفول", "عليه ايكلاود", "iCloud locked".
const LOCKED_TO_OWNER = indexed(
  phrases([
    ...pairs(ICLOUD, ["مقفول", "مقفل", "مغلق", "locked", "lock", "عليه حساب", "عليه اكونت"]),
    ...pairs(["عليه", "عليها", "مقفول", "locked", "activation"], ICLOUD),
    // …or to its Google account, or behind a password the seller cannot give.
    ...pairs(["عليه", "عليها", "مقفول", "مقفوله", "locked"], ["باسورد", "password", "حساب جوجل", "اكونت جوجل", "google account", "frp"]),
    "frp lock",
    "activation lock",
    "اكتيفيشن لوك",
  ]),
);

// ---- What the law keeps from sale: fireworks, jammers and spying devices, pay channels opened without paying,
// phone lines registered to other people's names -------------------------------------------------------------------

const BANNED = indexed(
  phrases([
    "شماريخ",
    "شمروخ",
    "شمريخ",
    "العاب نارية",
    "العاب ناريه",
    "مفرقعات",
    "مفرقعه",
    "قنابل صوت",
    "قنبله صوت",
    "قنابل دخان",
    "قنبله دخان",
    "fireworks",
    "firecrackers",
    "firecracker",
    "pyrotechnics",
    "smoke bomb",
    "smoke bombs",
    "جهاز تشويش",
    "اجهزة تشويش",
    "تشويش على الشبكات",
    "تشويش على الشبكة",
    "jammer",
    "jammers",
    "signal jammer",
    "جهاز تجسس",
    "اجهزة تجسس",
    "spy device",
    "سيرفر شير",
    "بسيرفر شير",
    "server share",
    "cccam",
    "فك شفرة",
    "فك الشفرات",
    "فك التشفير",
  ]),
);
// A receiver "opened" on the pay channels ("مفتوح كل القنوات المشفرة", "يفتح بي ان"), not one that shows the free ones.
const OPENED_CHANNELS = indexed(
  phrases(
    pairs(["مفتوح", "مفتوحة", "يفتح", "بيفتح", "فاتح"], ["القنوات المشفرة", "كل القنوات المشفرة", "المشفر", "كل المشفر", "بي ان", "bein", "beoutq", "osn"]),
  ),
);
// Fireworks by their Egyptian names that also name other things: "صواريخ" (an angle grinder, a toy, a fast car), "بمب"
// (a machine's pump). Two of them together ("صواريخ وبمب"), or one with a feast, a wedding or a match ("للافراح
// والكوره"), are fireworks; not beside a tool's or a machine's words, nor a toy's.
const FIRECRACKERS = indexed(phrases(["صواريخ", "صاروخ", "بمب", "بومب", "rockets", "bangers"]));
const FESTIVITIES = indexed(
  phrases([
    "افراح",
    "فرح",
    "كوره",
    "ماتش",
    "ماتشات",
    "مدرجات",
    "عيد",
    "العيد",
    "رمضان",
    "راس السنه",
    "احتفالات",
    "مناسبات",
    "بتفرقع",
    "فرقعه",
    "wedding",
    "weddings",
    "celebrations",
    "eid",
    "new year",
    "stadium",
  ]),
);
const NOT_FIRECRACKERS = indexed(
  phrases([
    "قطع",
    "جلخ",
    "ديسك",
    "رخام",
    "جرانيت",
    "سيراميك",
    "مكنه",
    "ماكينه",
    "موتور",
    "وات",
    "بوش",
    "ماكيتا",
    "مياه",
    "هيدروليك",
    "زيت",
    "حفار",
    "لودر",
    "عربيه",
    "لعبه",
    "ريموت",
    "مجسم",
    "grinder",
    "pump",
    "disc",
    "motor",
    "watt",
    "hydraulic",
    "toy",
    "model",
  ]),
);
/** Fireworks named by words that also name a tool or a toy, when the ad (its title and sentences) says they are. */
function firecrackers(parts: Sentence[]): string | null {
  if (parts.some((part) => foundIn(part, NOT_FIRECRACKERS))) return null;
  const festive = parts.map((part) => foundIn(part, FESTIVITIES)).find(Boolean);
  for (const part of parts) {
    const found = foundIn(part, FIRECRACKERS);
    if (!found) continue;
    // (A firecracker's word begins a listed phrase: among the sentence's listed words.)
    const other = part.listed.find((word) => word !== found && FIRECRACKERS.has(word));
    if (other || festive) return `${found} ${other ?? festive}`;
  }
  return null;
}

// A pay-TV brand (or its encrypted channels) with a word of opening it without paying in one sentence, or in the title
// and a sentence ("رسيفر بي ان سبورت مفتوح كل القنوات", "bein ... سيرفر شغال سنه"); a box "opened" is not the channels'.
const PAY_TV = indexed(
  phrases([
    "بي ان",
    "بي ان سبورت",
    "بين سبورت",
    "بي إن",
    "bein",
    "bein sport",
    "bein sports",
    "beinsport",
    "beinsports",
    "osn",
    "او اس ان",
    "beoutq",
    "القنوات المشفرة",
    "قنوات مشفرة",
    "المشفر",
  ]),
);
const OPENED = phrases(["مفتوح", "مفتوحة", "مفتوحين", "يفتح", "بيفتح", "فاتح", "opened", "unlocked"]);
const SERVED = phrases(["سيرفر", "server", "شير", "شيرنج", "sharing", "مهكر", "مهكره", "مضروب", "كراك", "cracked", "hacked"]);
const OPENING = indexed([...OPENED, ...SERVED]);
const SERVING = indexed(SERVED);
const BOXES = phrases(["علبة", "العلبة", "كرتونة", "الكرتونة", "بالكرتونة", "box", "the box", "الباكو", "الغلاف"]);
/** An opening word in the sentence that is not a box's ("الكرتونة مفتوحة"), or null. */
function opening(part: Sentence): string | null {
  const found = foundIn(part, OPENING);
  if (!found || !OPENED.includes(found)) return found;
  const boxOpened = BOXES.some((box) => part.padded.includes(` ${box} ${found} `));
  return boxOpened ? foundIn(part, SERVING) : found;
}
// Phone lines or SIM cards sold registered to other people's names.
const LINES = indexed(phrases(["خطوط", "خط", "شرايح", "شريحة", "شرائح", "sim", "sims", "sim cards"]));
// (Other people's identity cards, in the plural: "ببطاقات ناس", "مسجلة على بطايق جاهزة"; not "على بطاقتي".)
const OTHERS_NAMES = indexed(
  phrases([
    "باسماء",
    "باسامي",
    "بأسماء",
    "باسماء ناس",
    "باسم ناس",
    "ببطاقات",
    "ببطايق",
    "على بطاقات",
    "على بطايق",
    "بطاقات ناس",
    "بطايق ناس",
    "in other names",
    "registered to others",
  ]),
);

// Wild and protected animals (the big cats, monkeys, birds of prey, tortoises and turtles, crocodiles, wolves and foxes,
// gazelles) offered alive: when the sentence says they are wild ("حر", "بري") or caught, or a live one's words (a cub,
// young, a baby, vaccinated, tame, raised by hand). Not a toy's, a statue's, a print's or a garment's (a lion's
// picture on a child's pyjamas), and not a word alone: "اسد", "فهد", "شاهين", "صقر" are people's names too.
const WILD_NAMES = phrases([
  // The big cats ("نمر" alone is also a car's number plates: left out).
  "اسد",
  "لبوه",
  "نمر بنغالي",
  "نمور",
  "فهد",
  "فهود",
  "شيتا",
  "lion",
  "lions",
  "lioness",
  "tiger",
  "tigers",
  "leopard",
  "leopards",
  "cheetah",
  "cheetahs",
  "panther",
  // Monkeys and apes.
  "قرد",
  "قرود",
  "قرده",
  "سعدان",
  "بابون",
  "شمبانزي",
  "غوريلا",
  "ليمور",
  "مارموست",
  "monkey",
  "monkeys",
  "baboon",
  "chimp",
  "chimpanzee",
  "gorilla",
  "lemur",
  "marmoset",
  "capuchin",
  // Birds of prey.
  "صقر",
  "صقور",
  "شاهين",
  "شواهين",
  "نسر",
  "نسور",
  "عقاب",
  "بومه",
  "حدايه",
  "falcon",
  "falcons",
  "eagle",
  "eagles",
  "hawk",
  "hawks",
  "owl",
  "owls",
  "vulture",
  "kestrel",
  // Tortoises, turtles, crocodiles, monitor lizards.
  "سلحفاة",
  "سلحفاه",
  "سلاحف",
  "ترسه",
  "tortoise",
  "tortoises",
  "turtle",
  "turtles",
  "تمساح",
  "تماسيح",
  "crocodile",
  "crocodiles",
  "ورل",
  // Wolves, foxes, hyenas, gazelles.
  "ذئب",
  "ذياب",
  "ثعلب",
  "ثعالب",
  "فنك",
  "ضبع",
  "ضباع",
  "wolf",
  "wolves",
  "fox",
  "fennec",
  "hyena",
  "غزال",
  "غزالة",
  "غزلان",
  "gazelle",
  "gazelles",
]);
const WILDLIFE = indexed(WILD_NAMES);
const FROM_THE_WILD = indexed(
  phrases(["حر", "بري", "برية", "متصاد", "متصادة", "مصطاد", "مصطادة", "اتصاد", "صيد بري", "من الصحرا", "من الصحراء", "wild", "wild caught", "caught"]),
);
// A live one's words, in its sentence or across the title and the text: a cub, vaccinated, tame, raised by hand.
const ALIVE = indexed(
  phrases([
    "شبل",
    "اشبال",
    "cub",
    "cubs",
    "متطعم",
    "متطعمه",
    "تطعيمات",
    "vaccinated",
    "اليف",
    "اليفه",
    "مستانس",
    "مستانسه",
    "tame",
    "tamed",
    "hand raised",
    "hand fed",
    "متربي",
    "متربيه",
  ]),
);
// Young, right beside its name ("قرد صغير", "قرد بيبي", "baby monkey"): not "صغير" anywhere ("شاهين للسيارات، قطع صغيره").
const YOUNG = ["صغير", "صغيره", "صغيرين", "بيبي", "baby", "young"];
const YOUNG_ANIMAL = indexed(phrases([...pairs(WILD_NAMES, YOUNG), ...pairs(YOUNG, WILD_NAMES)]));
// A toy, a picture, a figure or a garment of the animal.
const LIKENESS = indexed(
  phrases([
    "لعبه",
    "دميه",
    "عروسه",
    "دبدوب",
    "قطيفه",
    "محشو",
    "تمثال",
    "تماثيل",
    "مجسم",
    "لوحه",
    "رسمه",
    "رسومات",
    "على شكل",
    "ميداليه",
    "استيكر",
    "ملابس",
    "لبس",
    "بيجامه",
    "تيشيرت",
    "طقم",
    "toy",
    "toys",
    "plush",
    "stuffed",
    "statue",
    "figure",
    "figurine",
    "painting",
    "print",
    "poster",
    "sticker",
    "costume",
    "pyjamas",
    "shirt",
  ]),
);
// A pet or a horse may carry a wild one's name ("كلب اسمه اسد").
const PETS = indexed(
  phrases([
    "كلب",
    "كلاب",
    "جرو",
    "جراوي",
    "قطه",
    "قطط",
    "حصان",
    "خيل",
    "مهر",
    "بيتبول",
    "جيرمن",
    "هاسكي",
    "dog",
    "dogs",
    "puppy",
    "puppies",
    "cat",
    "kitten",
    "horse",
  ]),
);
/** Whether a word of the ad (its title or a sentence) makes its animal a likeness or a pet. */
const notWildlife = (parts: Sentence[]) => parts.some((part) => foundIn(part, LIKENESS) ?? foundIn(part, PETS));
/**
 * A wild or protected animal offered alive, or null: said to be wild or caught in its sentence, or young beside its
 * name, or named in the sentence or the title with a live one's words in either.
 */
function wildAnimal(part: Sentence, titled: Sentence): string | null {
  const animal = foundIn(part, WILDLIFE);
  const wild = animal && foundIn(part, FROM_THE_WILD);
  if (animal && wild) return `${animal} ${wild}`;
  const young = foundIn(part, YOUNG_ANIMAL);
  if (young) return young;
  const named = animal ?? foundIn(titled, WILDLIFE);
  const alive = named && (foundIn(part, ALIVE) ?? foundIn(titled, ALIVE));
  return named && alive ? `${named} ${alive}` : null;
}

// ---- Vehicles whose ownership cannot be proven -------------------------------------

// A vehicle offered with neither its licence nor its invoice, or with "no papers" ("بدون رخصه ولا فاتوره", "ملوش ورق",
// "no papers"), or whose chassis or engine number was altered ("الشاسيه مضروب", "رقم الموتور متغير"): who owns it
// cannot be shown, as with stolen ones. A licence alone missing is not it (a scooter needs none; an old car's lapsed).
const LACKING = [
  "من غير",
  "بدون",
  "مفيش",
  "ملوش",
  "مالوش",
  "معهوش",
  "معاهاش",
  "ملهاش",
  "مالهاش",
  "without",
  "no",
  "bdon",
  "bedon",
  "mn gher",
  "men gher",
  "malosh",
  "mlosh",
  "mafish",
];
const LICENCE = ["رخصه", "رخصته", "رخصتها", "رخص", "ترخيص", "نمر", "نمره", "لوحات", "license", "licence", "registration", "plates", "rokhsa", "ro5sa"];
const INVOICE = ["فاتوره", "فاتورته", "فاتورتها", "فواتير", "invoice", "receipt", "fatora", "fatoura"];
const PAPERS_OF = ["ورق", "ورقه", "اوراق", "ورقها", "ورقه", "papers", "paperwork", "documents", "war2", "wara2"];
const NOR_ALSO = [...LACKING, "ولا", "او", "or", "nor", "ومن غير", "وبدون", "ومفيش", "and no", "wala", "w la"];
const NO_LICENCE = indexed(phrases(pairs(LACKING, LICENCE)));
const NOR_LICENCE = indexed(phrases(pairs(NOR_ALSO, LICENCE)));
const NO_INVOICE = indexed(phrases(pairs(LACKING, INVOICE)));
const NOR_INVOICE_TOO = indexed(phrases(pairs(NOR_ALSO, INVOICE)));
const NO_PAPERS = indexed(phrases(pairs(LACKING, PAPERS_OF)));
// "No papers" of a home or a plot is a contract not yet registered, and instalments "without papers" ask the buyer for
// none: neither is a stolen thing.
const ESTATE = indexed(
  phrases([
    "شقه",
    "شقق",
    "ارض",
    "اراضي",
    "بيت",
    "منزل",
    "عقار",
    "فيلا",
    "قيراط",
    "فدان",
    "متر",
    "flat",
    "apartment",
    "land",
    "plot",
    "house",
    "villa",
    "قسط",
    "تقسيط",
    "بالتقسيط",
    "اقساط",
    "installments",
    "instalments",
    "installment",
  ]),
);
const IDENTITY_NUMBER = ["شاسيه", "شاسية", "شاسي", "رقم الشاسيه", "رقم الموتور", "chassis", "vin", "chassis number", "engine number"];
const ALTERED_NUMBER = indexed(
  phrases(pairs(IDENTITY_NUMBER, ["مضروب", "مضروبه", "متغير", "متغيره", "متبدل", "ممسوح", "متلعب فيه", "changed", "altered", "tampered", "filed", "erased"])),
);

/** The words saying a vehicle's ownership cannot be proven, in a sentence (the title's words are the item's), or null. */
function unprovenVehicle(part: Sentence, titled: Sentence): string | null {
  const noLicence = foundIn(part, NO_LICENCE);
  const norInvoice = noLicence && foundIn(part, NOR_INVOICE_TOO);
  if (noLicence && norInvoice) return `${noLicence} ${norInvoice}`;
  const noInvoice = foundIn(part, NO_INVOICE);
  const norLicence = noInvoice && foundIn(part, NOR_LICENCE);
  if (noInvoice && norLicence) return `${noInvoice} ${norLicence}`;
  const noPapers = foundIn(part, NO_PAPERS);
  if (noPapers && !foundIn(part, ESTATE) && !foundIn(titled, ESTATE)) return noPapers;
  return foundIn(part, ALTERED_NUMBER);
}

// Banknotes printed to pass as real ones, of any currency: "printed", "forged", "fake", "prop money", "passes the
// counting machine" said of money; "مضروب", "فالصو", "تقليد" (also a car hit, costume jewellery, a copied shirt) only
// of a currency named (dollars, euros, riyals...) or of banknotes.
const CURRENCIES = [
  "عملات",
  "عملة",
  "عمله",
  "بنكنوت",
  "دولار",
  "دولارات",
  "يورو",
  "ريالات",
  "ريال سعودي",
  "دراهم",
  "درهم اماراتي",
  "دينار",
  "دنانير",
  "جنيه استرليني",
  "banknotes",
  "banknote",
  "dollar",
  "dollars",
  "euro",
  "euros",
  "riyals",
  "dirhams",
  "currency",
];
const CURRENCY = indexed(phrases(CURRENCIES));
// Banknotes named in English or Franco-Arabic ("pound notes", "notes of 200", "3omla", "felos"): the pound itself is
// every ad's price, so only its notes are.
const BANKNOTES = indexed(
  phrases([
    ...CURRENCIES,
    "فلوس",
    "نقود",
    "money",
    "bills",
    ...pairs(["pound", "pounds", "egp", "le", "dollar", "usd", "euro", "bank", "cash", "paper", "riyal", "dirham"], ["notes", "bills"]),
    ...pairs(["fake", "prop", "counterfeit", "replica"], ["notes", "bills"]),
    "notes of",
    "bills of",
    "paper money",
    "3omla",
    "3omlat",
    "omla",
    "felos",
    "floos",
    "fulus",
    "dolar",
    "dolarat",
    "dollarat",
    "banknot",
  ]),
);
// A denomination's notes ("200 notes", "100 dollar bills", "$100 bills"): the number names banknotes.
const DENOMINATION = / \d+ (?:(?:egp|le|pound|pounds|dollar|dollars|usd|euro|euros|riyal|dirham) )?(?:notes|bills) /;
function denominated(part: Sentence): string | null {
  return DENOMINATION.exec(part.padded)?.[0].trim() ?? null;
}
const PASSES = ["بتعدي", "بيعدي", "تعدي", "يعدي", "متعديه", "متعدي", "بتعدى", "بتعدي", "تعدى"];
const MACHINES = ["ماكينه", "مكنه", "مكينه", "ماكينات", "كشاف", "جهاز", "بنك", "machine", "machines", "counter"];
const PRINTED = indexed(
  phrases([
    "مطبوعة",
    "مطبوعه",
    "مطبوع",
    "مزورة",
    "مزور",
    "مزيفة",
    "مزيف",
    "زي الاصلي",
    "بتعدي من المكنة",
    "بتعدي من مكنة",
    ...pairs(pairs(PASSES, ["من", "على", "علي", "ع"]), MACHINES),
    ...pairs(
      PASSES,
      MACHINES.map((machine) => `ال${machine}`),
    ),
    "passes the machine",
    "passes machines",
    "counterfeit",
    "fake",
    "prop money",
    "movie money",
    // Passing the eye, the pen or the counting machine, in English and Franco-Arabic; notes no one can tell.
    ...pairs(
      ["pass", "passes", "passing"],
      ["the eye", "the eyes", "the pen", "the pen test", "the marker", "the machine", "the counting machine", "any machine", "machines", "the bank", "the uv"],
    ),
    "undetectable",
    "prop",
    "movie prop",
    "mzawar",
    "mzawara",
    "mzawra",
    "mezawar",
    "mezawara",
    "metzawar",
    "metzawara",
    "mzayaf",
    "mzayafa",
    "matbo3a",
    "mtab3a",
    "bt3ady mn el makana",
    "bte3ady mn el makana",
    "bt3ady 3al makana",
  ]),
);
const COUNTERFEIT = indexed(phrases(["مضروب", "مضروبه", "مضروبين", "فالصو", "تقليد", "مقلد", "مقلده", "فيك", "replica"]));
/** Banknotes printed to pass as real, in a sentence (the title's currency counting in each), or null. */
function counterfeitMoney(part: Sentence, titled: Sentence): string | null {
  const notes = foundIn(part, BANKNOTES) ?? foundIn(titled, BANKNOTES) ?? denominated(part) ?? denominated(titled);
  const printed = notes && foundIn(part, PRINTED);
  if (notes && printed) return `${notes} ${printed}`;
  const currency = foundIn(part, CURRENCY) ?? foundIn(titled, CURRENCY);
  const faked = currency && (foundIn(part, COUNTERFEIT) ?? foundIn(part, PRINTED));
  return currency && faked ? `${currency} ${faked}` : null;
}

// ---- Medicines sold without a prescription, and drugs ---------------------------------

// Controlled medicines by their names and brands (pregabalin, tramadol, tapentadol, the benzodiazepines, codeine,
// nalbuphine, trihexyphenidyl...), their classes, and drugs: no one may sell them in an ad.
const CONTROLLED = indexed(
  phrases([
    "ليريكا",
    "ليركا",
    "بريجابالين",
    "بريجابلين",
    "lyrica",
    "pregabalin",
    "ترامادول",
    "ترمادول",
    "تامول",
    "ترامال",
    "tramadol",
    "tamol",
    "tramal",
    "تابنتادول",
    "تابينتادول",
    "tapentadol",
    "زاناكس",
    "زانكس",
    "xanax",
    "البرازولام",
    "برازولام",
    "alprazolam",
    "ريفوتريل",
    "ريفوتريال",
    "rivotril",
    "كلونازيبام",
    "clonazepam",
    "valium",
    "ديازيبام",
    "diazepam",
    "لورازيبام",
    "lorazepam",
    "اتيفان",
    "ativan",
    "كودايين",
    "كوديين",
    "كودين",
    "codeine",
    "نالوفين",
    "نالبوفين",
    "nalufin",
    "nalbuphine",
    "باركينول",
    "parkinol",
    "مورفين",
    "morphine",
    "فنتانيل",
    "fentanyl",
    "اوكسيكودون",
    "oxycodone",
    "ريتالين",
    "ritalin",
    "بنزوديازيبين",
    "benzodiazepines",
    "opioids",
    "opiates",
    "ادويه جدول",
    "دوا جدول",
    "ادويه مخدره",
    "حبوب مخدره",
    "حبوب منومه",
    "منومات",
    "مهدئات",
    "sleeping pills",
    "sedatives",
    "مخدرات",
    "كبتاجون",
    "captagon",
    "استروكس",
    "strox",
    "شابو",
    "هيروين",
    "heroin",
    "كوكايين",
    "cocaine",
    "افيون",
    "opium",
    "ماريجوانا",
    "marijuana",
  ]),
);
// Any medicine said to be sold without a prescription ("بدون روشته", "من غير روشتة", "no prescription needed").
const NO_PRESCRIPTION = indexed(
  phrases(
    pairs(
      ["بدون", "من غير", "مش محتاج", "مش محتاجه", "مش محتاجين", "مش لازم", "without", "no", "bdon", "mn gher"],
      ["روشته", "روشتة", "روشيته", "روشيتة", "وصفه", "وصفة", "وصفه طبيه", "prescription", "a prescription", "rx", "roshetta"],
    ),
  ),
);
const MEDICINES = indexed(
  phrases([
    "دوا",
    "دواء",
    "ادويه",
    "علاج",
    "اقراص",
    "قرص",
    "برشام",
    "حبوب",
    "شريط",
    "شرايط",
    "علب",
    "امبول",
    "امبولات",
    "حقن",
    "شراب",
    "كبسول",
    "كبسولات",
    "مسكن",
    "مسكنات",
    "pills",
    "tablets",
    "capsules",
    "medicine",
    "medicines",
    "meds",
    "drugs",
    "syrup",
    "painkillers",
  ]),
);
/** A controlled medicine or a drug named, or a medicine sold without a prescription, in a sentence (or the title), or null. */
function controlledMedicine(part: Sentence, titled: Sentence): string | null {
  const named = foundIn(part, CONTROLLED);
  if (named) return named;
  // (A denial before "روشته" is the phrase itself: it is looked for as a whole, "بدون روشته".)
  const unprescribed = foundIn(part, NO_PRESCRIPTION);
  const medicine = unprescribed && (foundIn(part, MEDICINES) ?? foundIn(titled, MEDICINES));
  return unprescribed && medicine ? `${medicine} ${unprescribed}` : null;
}

/**
 * The words that make an ad offer an item not allowed, or null: personal papers named in its title or offered as
 * issued or forged, a copy sold under a brand's name or a copy's grade, a weapon carried on the person, stolen goods,
 * fireworks, jammers and spying devices, pay channels opened, lines in other people's names, a vehicle whose ownership
 * cannot be proven (neither licence nor invoice, no papers, its chassis number altered).
 */
export function notAllowedFound(title: string, text: string): string | null {
  const titled = sentence(title);
  const inTitle = foundIn(titled, PAPERS);
  if (inTitle) return inTitle;
  // What the title names (a brand, a bag) is what every sentence of the text speaks of.
  const brandedTitle = foundIn(titled, BRANDED);
  const parts = [titled, ...sentencesOf(text)];
  const wildlife = !notWildlife(parts);
  for (const part of parts) {
    const papers = foundIn(part, PAPERS);
    const issued = papers && foundIn(part, ISSUED);
    if (papers && issued) return `${papers} ${issued}`;
    const graded = foundIn(part, GRADED_COPY);
    if (graded) return graded;
    const copy = foundIn(part, COPY);
    const branded = copy && !foundIn(part, COPIER) && (foundIn(part, BRANDED) ?? brandedTitle);
    if (copy && branded) return `${copy} ${branded}`;
    const weapon = foundIn(part, WEAPONS);
    if (weapon && !foundIn(part, PESTS)) return weapon;
    const stolen = foundIn(part, STOLEN) ?? foundIn(part, LOCKED_TO_OWNER);
    if (stolen) return stolen;
    const banned = foundIn(part, BANNED) ?? foundIn(part, OPENED_CHANNELS);
    if (banned) return banned;
    const payTv = foundIn(part, PAY_TV) ?? foundIn(titled, PAY_TV);
    const opened = payTv && opening(part);
    if (payTv && opened) return `${payTv} ${opened}`;
    const lines = foundIn(part, LINES);
    const othersNames = lines && foundIn(part, OTHERS_NAMES);
    if (lines && othersNames) return `${lines} ${othersNames}`;
    const animal = wildlife && wildAnimal(part, titled);
    if (animal) return animal;
    const unproven = unprovenVehicle(part, titled);
    if (unproven) return unproven;
    const money = counterfeitMoney(part, titled);
    if (money) return money;
    const medicine = controlledMedicine(part, titled);
    if (medicine) return medicine;
  }
  // (Read across the ad: the title's firecracker, the text's wedding.)
  return firecrackers(parts);
}

// ---- A weapon's word that is a tool's ----------------------------------------------

// "سلاح" (a weapon) is also the share of a plough or a harrow, the blade of a saw or a mower ("محراث 7 سلاح",
// "سلاح منشار"): counted ("7 سلاح") or read with a farm or a cutting tool in its sentence, it is the tool's.
const SHARE_WORDS = new Set(phrases(["سلاح", "سلاحين", "اسلحه", "اسلحة"]));
const TOOL_WORDS = /محراث|محاريث|عزاق|جرار|زراع|قصابي|مشط|منشار|مناشير|شفر|حشاش|فرام|ماكين|مكنه|مكينه|plough|plow|harrow|cultivator|saw|blade|mower|tractor/;

/** Whether every sentence of the text that holds the word (an admin's weapon word) speaks of a tool's share or blade. */
export function aToolsShare(text: string, word: string): boolean {
  const wanted = normalizeForSearch(word);
  if (!SHARE_WORDS.has(wanted)) return false;
  const holding = sentencesOf(text).filter(({ padded }) => padded.includes(` ${wanted} `));
  return (
    holding.length > 0 &&
    holding.every(({ padded }) => {
      const words = padded.trim().split(" ");
      const counted = words.some((one, index) => one === wanted && /^\d+$/.test(words[index - 1] ?? ""));
      return counted || TOOL_WORDS.test(padded);
    })
  );
}

// ---- Neither box nor invoice -----------------------------------------------------

const WITHOUT = ["من غير", "بدون", "مفيش", "ملوش", "مالوش", "معهوش", "without", "no"];
const WITHOUT_BOX = phrases(pairs(WITHOUT, ["علبة", "علبته", "علبتها", "كرتونة", "كرتونته", "كرتونتها", "box"]));
const NOR_INVOICE = phrases(
  pairs([...WITHOUT, "ولا", "او", "or", "nor", "ومن غير", "وبدون", "ومفيش", "and no"], ["فاتورة", "فاتورته", "فاتورتها", "invoice", "receipt"]),
);

const WITHOUT_BOX_FIRST = indexed(WITHOUT_BOX);
const NOR_INVOICE_FIRST = indexed(NOR_INVOICE);
/** Whether a padded text holds one of the indexed phrases as whole words (searched only under a first word it has). */
function anyPhraseIn(words: string, wanted: PhraseIndex): boolean {
  for (const [first, list] of wanted) if (words.includes(` ${first} `) && list.some((phrase) => words.includes(phrase))) return true;
  return false;
}

/** Whether the text offers the item with neither its box nor its invoice ("من غير علبة ولا فاتورة", "no box no invoice"). */
export function withoutProof(text: string): boolean {
  // Most ads name no invoice: they are left without normalising the text.
  if (!/فاتور|invoice|receipt/i.test(text)) return false;
  const words = ` ${searchForm(text)} `;
  return anyPhraseIn(words, WITHOUT_BOX_FIRST) && anyPhraseIn(words, NOR_INVOICE_FIRST);
}
