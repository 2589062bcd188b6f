// How a search text becomes what the ads' full-text index is asked:
// - every word is normalised (lib/normalize.ts);
// - a word or phrase of the word lists (lib/search-words.ts, the catalogue's
//   names in lib/search-catalogue-names.ts) also matches its equivalents, in
//   the other script or spelling: "corolla" finds "كورولا";
// - a word in Franco-Arabic (Latin letters with the digits that stand for
//   Arabic letters: "3arabeya", "sha2a") also matches its Arabic spellings;
// - a slip: a word of five letters or more in an ad is found by a word of five
//   or more with one letter wrong, missing, extra or two neighbours swapped
//   ("كورلا" finds "كورولا"). The
//   ads' words are kept in an index of their "deletion keys" (the word and the
//   word less each one letter: search_slips); a typed word's keys find the
//   candidates, and `isOneSlip` keeps the true ones.
// Pure functions, no I/O: features/ads/search.server.ts reads the slip index.
import { lightStem, withStems } from "~/lib/arabic-stem";
import { normalizeForSearch, toLatinDigits } from "~/lib/normalize";
import { CATALOGUE_NAMES } from "~/lib/search-catalogue-names";
import { PLACE_AREAS, PLACE_NAMES, PLACE_SHORT_NAMES, PLACE_WORDS } from "~/lib/search-places";
import { CATEGORY_WORDS, MAKER_LINES, SEARCH_WORD_GROUPS } from "~/lib/search-words";

/** At most this many words of a search are read (the rest is ignored). */
export const MAX_QUERY_WORDS = 8;
/**
 * Slips count between words of this many letters or more, typed and found
 * alike: shorter Arabic words are too often other words one letter apart
 * ("ساعة" a watch, "سماعة" headphones; "شقة", "شنطة").
 */
export const SLIP_MIN_LENGTH = 5;
/**
 * A typed word of this many letters or more is read with slips; one shorter
 * than SLIP_MIN_LENGTH only with a letter missing ("تكيف" is تكييف), never a
 * wrong one.
 */
export const TYPED_SLIP_MIN_LENGTH = 4;
/** Phrases of the word lists have at most this many words. */
const MAX_PHRASE_WORDS = 3;

// ---- The word lists -----------------------------------------------------------

let equivalents: Map<string, Set<string>> | null = null;

/** Each normalised phrase of the lists → every phrase it is equivalent to (itself included). Built at first use. */
function dictionary(): Map<string, Set<string>> {
  if (equivalents) return equivalents;
  const map = new Map<string, Set<string>>();
  const groups: Array<readonly string[]> = [
    ...SEARCH_WORD_GROUPS,
    ...CATEGORY_WORDS.map(([words]) => words),
    ...CATALOGUE_NAMES,
    ...PLACE_NAMES,
    ...PLACE_SHORT_NAMES,
  ];
  for (const group of groups) {
    const phrases = [...new Set(group.map(normalizeForSearch))].filter((phrase) => phrase !== "" && phrase.split(" ").length <= MAX_PHRASE_WORDS);
    if (phrases.length < 2) continue;
    // A phrase in several groups is equivalent to the phrases of all of them.
    const merged = new Set<string>(phrases);
    for (const phrase of phrases) for (const other of map.get(phrase) ?? []) merged.add(other);
    for (const phrase of merged) map.set(phrase, merged);
  }
  equivalents = map;
  return map;
}

/** The phrases equivalent to a normalised phrase, itself left out. */
export function equivalentsOf(phrase: string): string[] {
  return [...(dictionary().get(phrase) ?? [])].filter((other) => other !== phrase);
}

let makerLines: Map<string, string[]> | null = null;
/** The product lines (with their equivalents) of a maker named by a normalised phrase (MAKER_LINES), or none. */
function linesOf(phrase: string): string[] {
  if (!makerLines) {
    makerLines = new Map();
    for (const [maker, lines] of MAKER_LINES) {
      const found = lines.flatMap((line) => [line, ...equivalentsOf(line)]);
      for (const name of [maker, ...equivalentsOf(maker)]) makerLines.set(name, found);
    }
  }
  return makerLines.get(phrase) ?? [];
}

let categoryTags: Map<string, string[]> | null = null;
/**
 * The subcategories a normalised word or phrase names (CATEGORY_WORDS), as
 * each ad's search row carries their names: both scripts together
 * ("غرف نوم bedrooms"), a phrase no title or description writes. None
 * otherwise.
 */
function subcategoriesOf(phrase: string): string[] {
  if (!categoryTags) {
    const english = new Map(CATALOGUE_NAMES.map(([arabic, latin]) => [arabic, latin]));
    categoryTags = new Map();
    for (const [words, subcategories] of CATEGORY_WORDS) {
      const tags = subcategories.map((name) => normalizeForSearch(`${name} ${english.get(name) ?? ""}`));
      for (const word of words) categoryTags.set(normalizeForSearch(word), tags);
    }
  }
  return categoryTags.get(phrase) ?? [];
}

let placePhrases: Set<string> | null = null;
/** Whether a normalised word or phrase names a place (a whole place name, or words of place names only). */
function isPlace(phrase: string): boolean {
  placePhrases ??= new Set([...PLACE_NAMES, ...PLACE_SHORT_NAMES].flat().map(normalizeForSearch));
  return placePhrases.has(phrase) || phrase.split(" ").every((word) => PLACE_WORDS.has(word));
}

let areaPlaces: Map<string, string[]> | null = null;
/**
 * The places of a governorate or an area (PLACE_AREAS) named by a normalised phrase, with their other names, or none:
 * "اسكندريه" → سموحه, smouha, سيدي جابر… A place whose name is also a word of the other lists ("دهب" is gold,
 * "حمام" a bathroom) is left out: it would find ads that only use the word.
 */
function placesOf(phrase: string): string[] {
  if (!areaPlaces) {
    const otherWords = new Set([...SEARCH_WORD_GROUPS, ...CATALOGUE_NAMES].flat().flatMap((name) => normalizeForSearch(name).split(" ")));
    areaPlaces = new Map();
    for (const [area, places] of PLACE_AREAS) {
      const names = places
        .map(normalizeForSearch)
        .filter((place) => !otherWords.has(place))
        .flatMap((place) => [place, ...equivalentsOf(place)]);
      const key = normalizeForSearch(area);
      for (const name of [key, ...equivalentsOf(key)]) areaPlaces.set(name, [...(areaPlaces.get(name) ?? []), ...names]);
    }
  }
  return areaPlaces.get(phrase) ?? [];
}

/**
 * Whether a normalised word is one the search knows as it is: a word of the
 * lists (or its stem is), or a place's name. A known word is never read as a
 * slip of another ("عربية" is a car, not "الغربية" one letter away).
 */
export function isKnownWord(word: string): boolean {
  return dictionary().has(word) || dictionary().has(lightStem(word)) || PLACE_WORDS.has(word);
}

/** The single words of the lists (for slips against the lists themselves: "corola" finds the ads of "كورولا"). */
let listWords: Array<{ word: string; letters: string[] }> | null = null;
function dictionaryWords(): Array<{ word: string; letters: string[] }> {
  listWords ??= [...dictionary().keys()]
    .filter((phrase) => !phrase.includes(" ") && !PLACE_WORDS.has(phrase) && isSlippable(phrase, SLIP_MIN_LENGTH))
    .map((word) => ({ word, letters: [...word] }));
  return listWords;
}

// ---- Franco-Arabic --------------------------------------------------------------

// Latin letters and digits as Egyptians write Arabic with them. Digraphs first.
const FRANCO_DIGRAPHS: Record<string, string> = { sh: "ش", ch: "ش", kh: "خ", gh: "غ", th: "ث", dh: "ذ", "3'": "غ", "7'": "خ", ou: "و", oo: "و", ee: "ي" };
const FRANCO_LETTERS: Record<string, string[]> = {
  "2": ["ق"], // Cairo says ق as a glottal stop: "sha2a" is شقة (a word-initial 2 may be a hamza: "2ana" أنا)
  "3": ["ع"],
  "5": ["خ"],
  "6": ["ط"],
  "7": ["ح"],
  "8": ["غ"],
  "9": ["ص"],
  b: ["ب"],
  p: ["ب"],
  t: ["ت"],
  g: ["ج"],
  j: ["ج"],
  d: ["د"],
  r: ["ر"],
  z: ["ز"],
  s: ["س"],
  f: ["ف"],
  v: ["ف"],
  q: ["ق"],
  k: ["ك"],
  c: ["ك"],
  l: ["ل"],
  m: ["م"],
  n: ["ن"],
  h: ["ه"],
  w: ["و"],
  y: ["ي"],
  x: ["كس"],
};
const VOWELS = new Set(["a", "e", "i", "o", "u"]);
const MAX_FRANCO_SPELLINGS = 4;
/** Short words of Franco-Arabic and English that only join the others ("sha2a lel egar", "flat in maadi"). */
const LINKING_WORDS = new Set([
  "lel",
  "lil",
  "el",
  "al",
  "fel",
  "fi",
  "fe",
  "bel",
  "w",
  "in",
  "for",
  "the",
  "of",
  "at",
  "with",
  "to",
  "في",
  "فى",
  "من",
  "علي",
  "مع",
  "رخيص",
  "رخيصه",
  "cheap",
  // A part of the catalogue asked for by name ("قسم الاثاث", "كل العقارات").
  "قسم",
  "اقسام",
  "كل",
  "all",
  "section",
  "category",
]);

/**
 * Whether a (normalised) word is Franco-Arabic: Latin letters with at least
 * one of the digits that stand for Arabic letters (2 3 5 6 7 8 9) and at least
 * three letters, none of the digits 0, 1 and 4 (model names: "c180", "x5",
 * "ps5", "rav4" are not read as Arabic).
 */
export function isFranco(word: string): boolean {
  if (!/^[a-z0-9']+$/.test(word) || !/[2356789]/.test(word) || /[014]/.test(word)) return false;
  return (word.match(/[a-z]/g)?.length ?? 0) >= 3;
}

/**
 * The Arabic spellings of a Franco-Arabic word, normalised as the index is
 * ("3arabeya" → ["عربيه", "عربيا"]), or none when the word is not Franco. Short
 * vowels inside the word are not written (as in Arabic); a word-initial vowel
 * is ا, a final a is ة (or ا), a final e/i is ي, a final o/u is و, an e/i or
 * o/u before another vowel is ي or و; "aa" is ا.
 * At most four spellings (a word-initial 2 is ق or a hamza).
 */
export function francoToArabic(word: string): string[] {
  if (!isFranco(word)) return [];
  return [...new Set([...francoSpellings(word, false), ...francoSpellings(word, true)])];
}

/**
 * A word of Latin letters only, three or more, that the lists do not know
 * ("shaqa", "takyeef", "motosikl"): maybe Franco-Arabic written without a
 * digit, so also read as Arabic (its spellings are only more options of the
 * term; an English word's Arabic spelling simply matches nothing).
 */
export function lettersFrancoToArabic(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word) || dictionary().has(word)) return [];
  return [...new Set([...francoSpellings(word, false), ...francoSpellings(word, true)])];
}

/**
 * The Arabic spellings of a word of Latin letters (and digits): short vowels
 * inside the word unwritten, or (`long`) o/u written و and e/i written ي, as
 * Egyptians write long vowels ("motosikl" موتوسيكل); doubled letters once.
 */
function francoSpellings(word: string, long: boolean): string[] {
  let spellings = [""];
  const append = (options: string[]) => {
    spellings = spellings.flatMap((spelling) => options.map((letter) => spelling + letter)).slice(0, MAX_FRANCO_SPELLINGS);
  };
  const text = word.replace(/'/g, (mark, index) => (index > 0 && /[37]/.test(word[index - 1]) ? mark : "")).replace(/([b-df-hj-np-tv-z])\1/g, "$1");
  for (let index = 0; index < text.length;) {
    const pair = text.slice(index, index + 2);
    if (FRANCO_DIGRAPHS[pair]) {
      append([FRANCO_DIGRAPHS[pair]]);
      index += 2;
      continue;
    }
    const letter = text[index];
    if (VOWELS.has(letter)) {
      const first = index === 0;
      const last = index === text.length - 1;
      if (letter === "a" && text[index + 1] === "a") {
        append(["ا"]);
        index += 2;
        continue;
      }
      const front = letter === "e" || letter === "i";
      if (first) append(["ا"]);
      else if (last) append(letter === "a" ? ["ه", "ا"] : front ? ["ي"] : ["و"]);
      else if (letter !== "a" && (long || VOWELS.has(text[index + 1]))) append([front ? "ي" : "و"]); // "3arabia": the i before a vowel is a ي
      index += 1;
      continue;
    }
    append(letter === "2" && index === 0 ? ["ق", "ا"] : (FRANCO_LETTERS[letter] ?? []));
    index += 1;
  }
  return [...new Set(spellings.map(normalizeForSearch).filter((spelling) => spelling.length >= 2))];
}

// ---- Franco-Arabic by its consonants ----------------------------------------------

// Franco-Arabic writes an Arabic word's consonants but its vowels as it likes
// ("talaga", "tallaga" and "tlaga" are all تلاجة; "mikrobas" is ميكروباص): a
// Latin word is also compared with the Arabic words and phrases of the lists
// by their consonants alone, each letter in a class with those it is written
// for (ت and ط are both "t", س and ص both "s").
/** Arabic letters → their consonant class; long vowels, hamza and a final ه (ة) are left out. */
const ARABIC_CONSONANTS: Record<string, string> = {
  ب: "b",
  ت: "t",
  ط: "t",
  ث: "t",
  ج: "g",
  ح: "h",
  ه: "h",
  خ: "x",
  د: "d",
  ذ: "d",
  ض: "d",
  ر: "r",
  ز: "z",
  ظ: "z",
  س: "s",
  ص: "s",
  ش: "c",
  ع: "3",
  غ: "8",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
};
/** Latin letters and digits (digraphs first) → the same classes; vowels, w and y are left out. */
const LATIN_CONSONANTS: Array<[string, string]> = [
  ["sh", "c"],
  ["ch", "c"],
  ["kh", "x"],
  ["gh", "8"],
  ["th", "t"],
  ["dh", "d"],
  ["3'", "8"],
  ["7'", "x"],
  ["ph", "f"],
  ["b", "b"],
  ["p", "b"],
  ["t", "t"],
  ["6", "t"],
  ["g", "g"],
  ["j", "g"],
  ["7", "h"],
  ["h", "h"],
  ["5", "x"],
  ["d", "d"],
  ["r", "r"],
  ["z", "z"],
  ["s", "s"],
  ["9", "s"],
  ["3", "3"],
  ["8", "8"],
  ["f", "f"],
  ["v", "f"],
  ["q", "q"],
  ["2", "q"],
  ["k", "k"],
  ["c", "k"],
  ["l", "l"],
  ["m", "m"],
  ["n", "n"],
  ["x", "ks"],
];
/** Fewest consonants a single Latin word is compared by (one alone would meet too many words). */
const MIN_CONSONANTS = 2;

/** The consonants of a normalised Arabic word, as classes ("تلاجه" → "tlg"), or null when it is not Arabic. */
function arabicConsonants(word: string): string | null {
  const shape = arabicShape(word);
  return shape === null ? null : shape.replace(/V/g, "");
}

/** A normalised Arabic word's consonant classes with V for each run of long vowels (ا و ي) or hamza ("تلاجه" → "tlVg"), or null. */
function arabicShape(word: string): string | null {
  if (!/^[\u0621-\u064A]+$/.test(word)) return null;
  const letters = word.endsWith("ه") ? word.slice(0, -1) : word;
  return [...letters]
    .map((letter) => ARABIC_CONSONANTS[letter] ?? "V")
    .join("")
    .replace(/V+/g, "V");
}

/**
 * Whether a Latin word's shape (latinShapes) can be the Arabic one's: the same
 * consonants, and each Arabic long vowel written by a vowel where it stands
 * (a Latin vowel may stand for a short vowel Arabic leaves unwritten: "oven" is
 * not ايفون, which has a vowel before its f).
 */
function shapesMeet(latin: string, arabic: string): boolean {
  // A final vowel is written (latinShapes reads a lone one as ة too, without it).
  if (/[VW]$/.test(latin) && !arabic.endsWith("V")) return false;
  let at = 0;
  for (const letter of latin) {
    if (at < arabic.length && arabic[at] === (letter === "W" ? "V" : letter)) at++;
    else if (letter !== "V") return false;
  }
  return at === arabic.length;
}

/**
 * The consonants of a Latin word as classes, one reading or two: a doubled
 * letter once ("7affar"), a word-initial 2 or a glued article ("el3arabeya")
 * left out, and a final "et"/"it"/"at" also read as a ة in a construct
 * ("odet nom", "shashet tcl", "ghassalet atba2" read as اوضة, شاشة, غسالة).
 */
function latinShapes(word: string): string[] {
  if (!/^[a-z0-9']+$/.test(word) || !/[a-z]/.test(word)) return [];
  const text = (/^(el|al)[2-9]/.test(word) ? word.slice(2) : word).replace(/^2/, "a").replace(/([a-z])\1/g, "$1");
  let shape = "";
  for (let index = 0; index < text.length;) {
    const match = LATIN_CONSONANTS.find(([latin]) => text.startsWith(latin, index));
    shape += match ? match[1] : /[aeiouwy]/.test(text[index]) ? "V" : "";
    index += match ? match[0].length : 1;
  }
  // Two vowels or more in a row ("ay", "oo", "eya") are a long vowel Arabic writes (W); one alone may be short and unwritten (V).
  shape = shape.replace(/V{2,}/g, "W");
  // A final vowel alone may be a ة ("sha2a" شقة, "kanaba" كنبة); more ("3arabeya") write a letter.
  const readings = [shape, shape.endsWith("V") ? shape.slice(0, -1) : shape];
  if (/[aeiou]t$/.test(text) && shape.length > 2) readings.push(shape.slice(0, -1).replace(/V+$/, ""));
  return [...new Set(readings)];
}

let latinWords: string[] | null = null;
/**
 * Whether a Latin word without a digit is one slip from a Latin word of the lists ("ipone" from "iphone"): it is
 * that word mistyped, not Franco-Arabic, and its consonants must not find another ("ipone" is not ياباني).
 */
function nearLatinWord(word: string): boolean {
  if (/\d/.test(word)) return false;
  latinWords ??= [...dictionary().keys()].filter((phrase) => /^[a-z]+$/.test(phrase) && !isPlace(phrase));
  return latinWords.some((known) => isOneSlip(word, known));
}

let consonantIndex: Map<string, Set<string>> | null = null;
/** The lists' Arabic words and phrases (and the words' stems; of a place's name, only its distinctive words) by their consonants, words apart by a space. */
function arabicByConsonants(): Map<string, Set<string>> {
  if (consonantIndex) return consonantIndex;
  const index = new Map<string, Set<string>>();
  const add = (phrase: string) => {
    const keys = phrase.split(" ").map(arabicConsonants);
    if (keys.some((key) => !key)) return;
    const key = keys.join(" ");
    index.set(key, (index.get(key) ?? new Set()).add(phrase));
  };
  for (const phrase of dictionary().keys()) {
    add(phrase);
    for (const word of phrase.split(" ")) {
      // Of a place's name, only a word that names it alone ("زايد", not "عرب" of برج العرب).
      if (isPlace(phrase) && !PLACE_WORDS.has(word)) continue;
      add(word);
      add(lightStem(word));
    }
  }
  consonantIndex = index;
  return index;
}

/**
 * The lists' Arabic phrases a phrase of Latin words (one to three) spells by
 * its consonants ("matba5" → مطبخ, "odet nom" → اوضه نوم). A single word needs
 * at least two consonants, and four letters when it has no digit.
 */
export function francoByConsonants(words: readonly string[]): string[] {
  if (words.length === 1 && (words[0].length < (/\d/.test(words[0]) ? 3 : 4) || dictionary().has(words[0]) || nearLatinWord(words[0]))) return [];
  let shapes: string[][] = [[]];
  for (const word of words) {
    // Each word of a phrase has a consonant of its own (a lone "a" is no word of one).
    const readings = latinShapes(word).filter((reading) => /[^VW]/.test(reading));
    if (readings.length === 0) return [];
    shapes = shapes.flatMap((shape) => readings.map((reading) => [...shape, reading]));
  }
  const found = new Set<string>();
  for (const shape of shapes) {
    const key = shape.map((reading) => reading.replace(/[VW]/g, "")).join(" ");
    if (words.length === 1 && key.length < MIN_CONSONANTS) continue;
    for (const phrase of arabicByConsonants().get(key) ?? []) {
      if (phrase.split(" ").every((word, at) => shapesMeet(shape[at], arabicShape(word)!))) found.add(phrase);
    }
  }
  return [...found];
}

// ---- Latin spellings -------------------------------------------------------------

/** Letters written for one another in Latin names: ph/f, k/c, s/z, y/i. */
const LATIN_SWAPS: Array<[string, string]> = [
  ["ph", "f"],
  ["f", "ph"],
  ["k", "c"],
  ["c", "k"],
  ["s", "z"],
  ["z", "s"],
  ["y", "i"],
  ["i", "y"],
  ["b", "p"],
  ["p", "b"],
];

/** An English plural's singular when the lists know it and not the plural ("flats": flat, "mobiles": mobile), or null. */
function englishSingular(word: string): string | null {
  if (!/^[a-z]{4,}s$/.test(word) || dictionary().has(word)) return null;
  const singular = [word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.slice(0, -1)].find((form) => form !== word && dictionary().has(form));
  return singular ?? null;
}

/** The words of the lists one such swap away from a Latin word ("ifone" → "iphone", "hiundai" → "hyundai"). */
export function latinVariants(word: string): string[] {
  if (!/^[a-z0-9]{3,}$/.test(word)) return [];
  const found = new Set<string>();
  for (const [from, to] of LATIN_SWAPS) {
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      const variant = word.slice(0, at) + to + word.slice(at + from.length);
      if (variant !== word && dictionary().has(variant)) found.add(variant);
    }
  }
  return [...found];
}

let latinNames: Map<string, string> | null = null;
/**
 * A long Latin word the lists do not know, as the listed name (a word, or a phrase typed glued) it is a typo of:
 * one edit away for six or seven letters, two for eight or more ("airconditoner": air conditioner, "jungheinrik":
 * jungheinrich), the nearest when no other listed name is as near. Null otherwise (a known word is never
 * another: "monitor" is not "motor").
 */
export function farLatinName(word: string): string | null {
  if (!/^[a-z]{6,}$/.test(word) || listedWords().has(word) || namesWithoutSpaces().has(word)) return null;
  if (!latinNames) {
    latinNames = new Map();
    for (const phrase of dictionary().keys()) {
      if (/^[a-z ]+$/.test(phrase) && !isPlace(phrase)) latinNames.set(phrase.replace(/ /g, ""), latinNames.get(phrase.replace(/ /g, "")) ?? phrase);
    }
  }
  const most = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = most + 1;
  let tie = false;
  for (const [glued, phrase] of latinNames) {
    if (glued.length < 6 || Math.abs(glued.length - word.length) > most) continue;
    const distance = editDistance(word, glued, most);
    if (distance < bestDistance) [best, bestDistance, tie] = [phrase, distance, false];
    else if (distance === bestDistance && best !== null && !equivalentsOf(best).includes(phrase)) tie = true;
  }
  return best && !tie ? best : null;
}

/** The edits (a letter wrong, missing, extra, or two neighbours swapped) from one word to another, or more than `most`. */
function editDistance(a: string, b: string, most: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    if (Math.min(...row) > most) return most + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length];
}

// ---- Slips ----------------------------------------------------------------------

/** Whether a word can take part in a slip: letters only (a price or a year is never "nearly" another), at least `min` of them. */
export function isSlippable(word: string, min: number): boolean {
  return /^\p{L}+$/u.test(word) && [...word].length >= min;
}

/** The word and the word less each one of its letters, once each. */
function deletionKeys(word: string): string[] {
  const letters = [...word];
  const keys = new Set([word]);
  for (let index = 0; index < letters.length; index++) keys.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(""));
  return [...keys];
}

/** The slip index's keys of a word of an ad (none under five letters, or with digits). */
export function slipKeysOfTerm(word: string): string[] {
  return isSlippable(word, SLIP_MIN_LENGTH) ? deletionKeys(word) : [];
}

/** The keys a typed word is looked up by (none under four letters, or with digits). */
export function slipKeysOfQuery(word: string): string[] {
  return isSlippable(word, TYPED_SLIP_MIN_LENGTH) ? deletionKeys(word) : [];
}

/** The slip index's rows for a normalised text: [key, word] for each word of five letters or more. */
export function slipRows(normalisedText: string): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  for (const word of new Set(normalisedText.split(" "))) for (const key of slipKeysOfTerm(word)) rows.push([key, word]);
  return rows;
}

/**
 * Whether `typed` is one slip from `word`: one letter wrong, missing or extra,
 * or two neighbouring letters swapped; both are letters only (a price or a
 * year is never nearly another), five or more. Equal words are not a slip.
 */
export function isOneSlip(typed: string, word: string): boolean {
  return slipKind(typed, word) !== null;
}

/** Which slip leads from `word` to `typed` ("wrong": a letter replaced; "length": one missing or extra, or two swapped), or null. */
export function slipKind(typed: string, word: string): "wrong" | "length" | null {
  if (typed === word || !isSlippable(typed, TYPED_SLIP_MIN_LENGTH) || !isSlippable(word, SLIP_MIN_LENGTH)) return null;
  return compareLetters([...typed], [...word]);
}

/** slipKind for two words known to be slippable, as arrays of letters. */
function compareLetters(a: readonly string[], b: readonly string[]): "wrong" | "length" | null {
  if (Math.abs(a.length - b.length) > 1) return null;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA === 0 && restB === 0) return null; // the same word
  if (restA === 1 && restB === 1) return "wrong";
  if (restA <= 1 && restB <= 1) return "length"; // one missing or extra letter
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start] ? "length" : null; // two neighbours swapped
}

// ---- A price in the words ---------------------------------------------------------

const PRICE_MARKERS = new Set(["تحت", "ب", "حد", "بحد", "حدود", "بحدود", "اقصي", "under", "below", "max", "than", "upto", "within"]);
/** A fraction written before thousands or millions ("نص مليون": 500,000). */
const FRACTIONS: Record<string, number> = { نص: 0.5, نصف: 0.5, nos: 0.5, nus: 0.5, half: 0.5, ربع: 0.25, rob3: 0.25, quarter: 0.25 };
const THOUSANDS = new Set(["الف", "الاف", "k", "thousand"]);
const MILLIONS = new Set(["مليون", "ملايين", "million", "m"]);
const CURRENCY = new Set(["جنيه", "ج", "egp", "le", "pounds", "pound"]);

/** A word of a price phrase as written, in Franco-Arabic ("ta7t", "a2al men") or with a fused ب ("باقل من"): its Arabic readings. */
function readsAs(word: string | undefined): string[] {
  if (!word) return [];
  const fused = word.startsWith("ب") && word.length > 3 ? [word.slice(1)] : [];
  return [word, ...fused, ...francoToArabic(word), ...lettersFrancoToArabic(word)];
}

/**
 * A most-price written among a search's words ("عربية تحت 500 الف", "شقة ب 2
 * مليون", "laptop 40000"): a number after "under"/"تحت"/"اقل من"/"ب", or with
 * thousands or millions, or a bare number of 5,000 or more that is not a
 * year and was typed as a word of its own (glued to letters, "عربية185018",
 * it is part of a name or a model). Returns the text without those words and
 * the price, or null.
 */
export function readPricePhrase(text: string): { text: string; maxPrice: number } | null {
  const words = normalizeForSearch(text).split(" ").filter(Boolean);
  const typed = toLatinDigits(text);
  const standsAlone = (number: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${number}(?:$|[^\\p{L}\\p{N}])`, "u").test(typed);
  for (let index = 0; index < words.length; index++) {
    const glued = /^(\d+)k$/.exec(words[index]);
    const fraction = FRACTIONS[words[index]] !== undefined && (THOUSANDS.has(words[index + 1]) || MILLIONS.has(words[index + 1]));
    if (!/^\d+$/.test(words[index]) && !glued && !fraction) continue;
    let value = fraction ? FRACTIONS[words[index]] : Number(glued ? glued[1] : words[index]) * (glued ? 1000 : 1);
    let end = index + 1;
    const unit = Boolean(glued) || THOUSANDS.has(words[end]) || MILLIONS.has(words[end]);
    if (THOUSANDS.has(words[end])) value *= 1000;
    else if (MILLIONS.has(words[end])) value *= 1_000_000;
    if (unit && !glued) end++;
    if (CURRENCY.has(words[end])) end++;
    let start = index;
    const is = (at: number, marker: string | Set<string>) =>
      readsAs(words[at]).some((word) => (typeof marker === "string" ? word === marker : marker.has(word)));
    if (is(start - 1, PRICE_MARKERS)) start--;
    if (is(start - 1, "من") && is(start - 2, "اقل")) start -= 2;
    else if (words[start - 1] === "less") start--;
    const year = value >= 1950 && value <= 2035;
    if (start === index && !unit && (value < 5000 || year || !standsAlone(words[index]))) continue;
    // A single digit glued to k with no marker before it is a screen's resolution ("شاشة 4k", "8k tv"), not a price.
    if (start === index && glued && glued[1].length === 1) continue;
    if (!Number.isSafeInteger(value) || value <= 0) continue;
    return { text: [...words.slice(0, start), ...words.slice(end)].join(" "), maxPrice: value };
  }
  return null;
}

// ---- An ad's search row ------------------------------------------------------------

/**
 * The text an ad's search row holds: its normalised title and description,
 * each with the stems of its words (lib/arabic-stem.ts), the title followed by
 * the names of the ad's subcategory and brand in both scripts (what the ad is,
 * as strong a sign as its title: "موبايلات" or "كمبيوتر" finds the
 * subcategory's ads, whose titles name a model), the description by its
 * category's (broader: "موبايلات وإلكترونيات" holds televisions too).
 * `catalogueNames`: the category's names first, then the subcategory's and
 * the brand's. `words`: the words the slip index is written from.
 */
export function searchRow(
  title: string,
  description: string,
  catalogueNames: ReadonlyArray<string | null | undefined>,
): { name: string; description: string; words: string } {
  const name = normalizeForSearch(title);
  const text = normalizeForSearch(description);
  const [category, ...lower] = catalogueNames.filter(Boolean).map((names) => normalizeForSearch(names ?? ""));
  const tags = lower.join(" ");
  return {
    name: withStems(`${name} ${tags}`.trim()),
    description: withStems(`${text} ${category ?? ""}`.trim()),
    words: `${name} ${text} ${category ?? ""} ${tags}`,
  };
}

// ---- The search's terms -----------------------------------------------------------

/** One term of a search: a typed word or a phrase of the lists, and what else it matches. */
export interface SearchTerm {
  /** The normalised text as typed (a word, or a phrase of the lists). */
  typed: string;
  /** Whether the typed word is also matched as a prefix (the last word, still being typed). */
  prefix: boolean;
  /** Equivalent phrases: the lists' and the Franco-Arabic spellings (and their equivalents). */
  equivalents: string[];
  /** The words whose slips are looked for: the typed word and its Franco-Arabic spellings. */
  slippable: string[];
  /** Words of the ads (or of the lists, with their equivalents) one slip away, filled in by the server. */
  slips: string[];
  /** Whether the term names a place: matched anywhere in an ad even in the title tiers of "best match". */
  place: boolean;
  /** Whether an ad may lack it (OPTIONAL_WORDS): those that have it come first. */
  optional?: boolean;
  /** A phrase of words (no number among them): each word with its equivalents, matched apart in any order ("industrial land": "ارض صناعيه"). */
  apart?: string[][];
}

/**
 * Words that say which kind of a thing is meant ("split ac", "عربيات ملاكي",
 * "اثاث منزلي") and that most ads of that kind never write: optional too.
 */
const QUALIFIER_WORDS = ["split", "سبليت", "ملاكي", "منزلي", "منزليه", "modern", "مودرن"];

/**
 * Words a buyer adds that many ads of what is asked for never say ("used
 * cars", "موبايل مستعمل", "land for sale", "bedroom set", "غرف نوم جديدة"): a search does not
 * require them, it shows the ads that have them first.
 */
/**
 * Words that describe the state or the use of what is wanted ("بحالة كويسة",
 * "نضيف", "للشغل", "in good condition") or that a buyer adds to ask for it
 * ("مطلوب", "عايز"): optional too (OPTIONAL_WORDS).
 */
/**
 * The units a buyer gives a spec in ("تكييف 1.5 حصان", "شاشه 75 بوصه", "رام
 * 32 جيجا"): optional too. The number stays: an ad of another size is not
 * what is asked for, and a search that finds too few is relaxed.
 */
const UNIT_WORDS = [
  "حصان",
  "hp",
  "بوصه",
  "inch",
  "inches",
  "جيجا",
  "gb",
  "giga",
  "تيرا",
  "tb",
  "رام",
  "ram",
  "ميجا",
  "mp",
  "لتر",
  "liter",
  "litre",
  "وات",
  "watt",
];

const CONDITION_WORDS = [
  "مطلوب",
  "عايز",
  "عاوز",
  "محتاج",
  "بحاله",
  "حاله",
  "كويسه",
  "كويس",
  "ممتازه",
  "ممتاز",
  "نضيف",
  "نضيفه",
  "نظيف",
  "نظيفه",
  "شغال",
  "شغاله",
  "للشغل",
  "شغل",
  "بارد",
  "ساخن",
  "سمارت",
  "smart",
  "good",
  "condition",
  "excellent",
  "clean",
  "wanted",
];

const OPTIONAL_WORDS = new Set([
  "used",
  "مستعمل",
  "مستعمله",
  "sale",
  "buy",
  "بيع",
  "set",
  "طقم",
  "new",
  "جديد",
  "جديده",
  ...QUALIFIER_WORDS,
  ...CONDITION_WORDS,
  ...UNIT_WORDS,
]);

/** Latin letters as their names are written in Arabic, in model names ("جالاكسي اس 23" is a Galaxy S23). */
const LETTER_NAMES: Record<string, string> = {
  اس: "s",
  ايه: "a",
  اي: "a",
  زد: "z",
  اكس: "x",
  سي: "c",
  ام: "m",
  جي: "g",
  بي: "b",
  اف: "f",
  تي: "t",
  اتش: "h",
  ال: "l",
};

/** A letter's Arabic name before a number, or a Latin letter alone before one, is the model it names: ["اس", "23"] → ["s23"]. */
function joinModelLetters(words: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const letter = LETTER_NAMES[words[index]] ?? (/^[a-z]$/.test(words[index]) ? words[index] : null);
    if (letter && /^\d+$/.test(words[index + 1] ?? "")) {
      joined.push(letter + words[index + 1]);
      index++;
    } else joined.push(words[index]);
  }
  return joined;
}

let gluedNames: Map<string, string[]> | null = null;
/** The lists' phrases by their letters without spaces: "zfold5" → "z fold5", "اكسبوكس" → "اكس بوكس". */
function namesWithoutSpaces(): Map<string, string[]> {
  if (gluedNames) return gluedNames;
  const map = new Map<string, string[]>();
  for (const phrase of dictionary().keys()) {
    if (!phrase.includes(" ")) continue;
    const glued = phrase.replace(/ /g, "");
    map.set(glued, [...(map.get(glued) ?? []), phrase]);
  }
  gluedNames = map;
  return map;
}

let phraseWords: Set<string> | null = null;
/** Every single word of the lists' phrases and names ("tab" of "galaxy tab s9", "pc200" of "pc200 excavator"). */
function listedWords(): Set<string> {
  phraseWords ??= new Set([...dictionary().keys()].flatMap((phrase) => phrase.split(" ")));
  return phraseWords;
}

/**
 * A model's code: a few Latin letters and a number ("gf 63", "dx 225"), the letters not a word of the lists unless,
 * glued to the number, they are a word of a listed name ("pc 200" is the pc200, not a computer).
 */
const isModelPair = (letters: string, number: string | undefined) =>
  /^[a-z]{2,4}$/.test(letters) && /^\d{1,4}[a-z]?$/.test(number ?? "") && (!dictionary().has(letters) || listedWords().has(`${letters}${number}`));

/** Words that name a model's variant, typed glued to its name ("ps5slim", "s23ultra", "iphone15pro"). */
const VARIANT_WORDS = ["slim", "pro", "max", "ultra", "plus", "lite", "mini", "fe"];

/**
 * A Latin word of letters and digits the lists do not know, as the words of a model's name typed glued: a variant
 * word at its end ("ps5slim": ps5 slim; "iphone15promax": iphone15 pro max), or a listed word before a model's
 * letter and number ("tabs9": tab s9, "galaxys23": galaxy s23). Any other word as it is.
 */
export function splitGluedModel(word: string): string[] {
  if (!/^[a-z]+\d+[a-z]*$/.test(word) || listedWords().has(word) || namesWithoutSpaces().has(word)) return [word];
  const variants = new RegExp(`^([a-z]+\\d+)((?:${VARIANT_WORDS.join("|")})+)$`).exec(word);
  if (variants) return [...splitGluedModel(variants[1]), ...(variants[2].match(new RegExp(VARIANT_WORDS.join("|"), "g")) ?? [])];
  const coded = /^([a-z]{3,})([a-z]\d+)$/.exec(word);
  if (coded && !listedWords().has(`${coded[1]}${coded[2][0]}`) && listedWords().has(coded[1])) return [coded[1], coded[2]];
  return [word];
}

/**
 * A model's name written glued or apart, read both ways: "legion5" is also
 * "legion 5", "gf 63" also "gf63", and either as the lists write the model
 * ("zfold5": "z fold5"; so is any phrase of the lists typed glued: "اكسبوكس").
 * `words`: one word, or a phrase.
 */
function modelForms(words: readonly string[]): string[] {
  const glued = words.join("");
  const apart = /^([a-z]+)(\d+[a-z]?)$/.exec(glued);
  const forms = new Set(namesWithoutSpaces().get(glued) ?? []);
  if (words.length > 1) {
    if (isModelPair(words[0], words[1]) || dictionary().has(glued)) forms.add(glued);
  } else if (apart) forms.add(`${apart[1]} ${apart[2]}`);
  forms.delete(words.join(" "));
  return [...forms];
}

// ---- Egyptian spellings ---------------------------------------------------------

let knownWords: Map<string, string> | null = null;
/** The Arabic words of the lists (in their phrases too; no place's), each by its shape (arabicShape) → one of them. */
function listedArabicWords(): Map<string, string> {
  if (knownWords) return knownWords;
  const map = new Map<string, string>();
  for (const phrase of dictionary().keys()) {
    if (isPlace(phrase)) continue;
    for (const word of phrase.split(" ")) {
      if ([...word].length < 3 || PLACE_WORDS.has(word)) continue;
      const shape = arabicShape(word);
      if (shape !== null) map.set(word, word).set(`~${shape}`, map.get(`~${shape}`) ?? word);
    }
  }
  knownWords = map;
  return map;
}

/**
 * The words of a search with each hamza typed on its own read as ق, as Cairo
 * says ق and many write it ("شأة" is شقة, "أطعة" قطعة): normalised word as
 * typed → the same word with ق, for the words that have one.
 */
function hamzaAsQaf(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const typed of text.split(/\s+/)) {
    if (!/[أإؤئء]/.test(typed)) continue;
    const [word] = normalizeForSearch(typed).split(" ");
    const [withQaf] = normalizeForSearch(typed.replace(/[أإؤئء]/g, "ق")).split(" ");
    if (word && withQaf && word !== withQaf) map.set(word, withQaf);
  }
  return map;
}

/**
 * An Arabic word the lists do not know, as the lists write it when it is an
 * Egyptian spelling of one of theirs: a hamza for ق (`qaf`: hamzaAsQaf), one
 * letter for another said alike (ت/ث/ط, س/ص, د/ذ/ض, ز/ظ: "اتاث" is اثاث), or
 * a long vowel typed too many ("تليفيزيون", "فاجين", "بووك"). Null otherwise.
 */
function egyptianSpelling(word: string, qaf: string | undefined): string | null {
  // Known as it is, or as a plural of a listed word in ة ("عربيات": عربيه).
  if (arabicShape(word) === null || isKnownWord(word) || dictionary().has(`${lightStem(word)}ه`)) return null;
  const listed = listedArabicWords();
  const isListed = (candidate: string) => listed.has(candidate);
  if (qaf && isListed(qaf)) return qaf;
  const alike = listed.get(`~${arabicShape(word)}`);
  if (alike) return alike;
  const letters = [...word];
  for (let at = 1; at < letters.length; at++) {
    // A long vowel typed too many, or a letter typed twice ("فيللا" for its shadda is فيلا, "بيعع" بيع).
    if (!(at < letters.length - 1 && "اوي".includes(letters[at])) && letters[at] !== letters[at - 1]) continue;
    const shorter = [...letters.slice(0, at), ...letters.slice(at + 1)].join("");
    if (isListed(shorter)) return shorter;
  }
  return keyboardSlip(word);
}

// ---- A key next to the right one -------------------------------------------------

/** The rows of the Arabic and the Latin keyboards Egyptian phones show: a slip lands on a key beside the right one. */
const KEYBOARD_ROWS = ["ضصثقفغعهخحجد", "شسيبلاتنمكط", "ءؤرىهوزظ", "qwertyuiop", "asdfghjkl", "zxcvbnm"];
let neighbours: Map<string, string> | null = null;
/** Each key → the keys beside it in its row. */
function keysBeside(letter: string): string {
  if (!neighbours) {
    neighbours = new Map();
    for (const row of KEYBOARD_ROWS) {
      const keys = [...row];
      keys.forEach((key, at) => neighbours!.set(key, (neighbours!.get(key) ?? "") + (keys[at - 1] ?? "") + (keys[at + 1] ?? "")));
    }
  }
  return neighbours.get(letter) ?? "";
}

/**
 * A word of three letters or more the lists do not know, one key beside a
 * word they do (its letters, or for Arabic its consonants: "مطبح" is مطبخ,
 * "تلحه" of "tala7a" is تلاجه), or null. The first letter is taken as typed.
 */
export function keyboardSlip(word: string, byConsonants = false): string | null {
  const letters = [...word];
  if (letters.length < 3 || isKnownWord(word) || !/^\p{L}+$/u.test(word)) return null;
  for (let at = 1; at < letters.length; at++) {
    // A Franco-Arabic spelling's vowels and final ة are guesses, not keys typed.
    if (byConsonants && "اويه".includes(letters[at])) continue;
    for (const key of keysBeside(letters[at])) {
      const candidate = [...letters.slice(0, at), key, ...letters.slice(at + 1)].join("");
      if (dictionary().has(candidate) && !isPlace(candidate)) return candidate;
      // An Arabic word of three consonants or more (shorter ones meet too many others: "اربيا" is no اوبو).
      const shape = arabicShape(candidate);
      if (shape === null || shape.replace(/V/g, "").length < 3) continue;
      const alike = listedArabicWords().get(`~${shape}`);
      if (alike) return alike;
      // A Franco-Arabic spelling leaves its vowels out: its consonants alone.
      const consonants = byConsonants ? arabicConsonants(candidate) : null;
      if (!consonants) continue;
      const listed = [...(arabicByConsonants().get(consonants) ?? [])].find((phrase) => !phrase.includes(" ") && !isPlace(phrase));
      if (listed) return listed;
    }
  }
  return null;
}

let phrasesByLength: Map<number, string[][]> | null = null;
/**
 * The phrase of the lists that words of a search (two or more) name when not
 * as typed: its words in the plural ("عربيات نقل" is عربيه نقل) or with one
 * slip in a Latin word ("air condtioner"). Null otherwise.
 */
function nearPhrase(words: readonly string[]): string | null {
  if (words.length < 2 || dictionary().has(words.join(" "))) return null;
  if (!phrasesByLength) {
    phrasesByLength = new Map();
    for (const phrase of dictionary().keys()) {
      const parts = phrase.split(" ");
      if (parts.length > 1 && !isPlace(phrase)) phrasesByLength.set(parts.length, [...(phrasesByLength.get(parts.length) ?? []), parts]);
    }
  }
  const meets = (typed: string, listed: string) =>
    typed === listed || (/^[a-z]+$/.test(typed) ? isOneSlip(typed, listed) || englishSingular(typed) === listed : lightStem(typed) === lightStem(listed));
  const found = (phrasesByLength.get(words.length) ?? []).find((parts) => parts.every((part, at) => meets(words[at], part)));
  return found ? found.join(" ") : null;
}

/** The terms of a search text (none when it has no word): phrases of the lists are read whole, longest first. */
export function readSearch(text: string): SearchTerm[] {
  const all = normalizeForSearch(text).split(" ").filter(Boolean);
  // Linking words ("في", "lel", "in") only when they are all there is.
  const meaningful = all.filter((word) => !LINKING_WORDS.has(word));
  const words = joinModelLetters((meaningful.length > 0 ? meaningful : all).flatMap(splitGluedModel)).slice(0, MAX_QUERY_WORDS);
  // Each word as the lists know it, when they do not know it as typed ("اتاث": اثاث, "شأة": شقه, "بووك": بوك).
  const qaf = hamzaAsQaf(text);
  const decimals = new Set((toLatinDigits(text).match(/\d+[.,٫]\d+/g) ?? []).map(normalizeForSearch));
  const known = words.map((word) => egyptianSpelling(word, qaf.get(word)) ?? word);
  const terms: SearchTerm[] = [];
  for (let index = 0; index < words.length;) {
    let length = Math.min(MAX_PHRASE_WORDS, words.length - index);
    // A phrase of the lists, as typed, as the lists spell its words, or spaced otherwise ("z flip 5" for "z flip5").
    const listedPhrase = (at: number, size: number) =>
      dictionary().has(words.slice(at, at + size).join(" ")) ||
      dictionary().has(known.slice(at, at + size).join(" ")) ||
      namesWithoutSpaces().has(words.slice(at, at + size).join("")) ||
      dictionary().has(words.slice(at, at + size).join("")) ||
      nearPhrase(words.slice(at, at + size)) !== null;
    // A phrase of the lists, or Latin words spelling one by their consonants ("odet nom").
    let spelt: string[] = [];
    while (length > 1 && !listedPhrase(index, length)) {
      spelt = francoByConsonants(words.slice(index, index + length));
      if (spelt.length > 0) break;
      length--;
    }
    // A model's code and its number are one term ("gf 63"), and so are a decimal number's two parts ("1.5" is "1 5": an ad's "1.5").
    if (length === 1 && (isModelPair(words[index], words[index + 1]) || decimals.has(`${words[index]} ${words[index + 1]}`))) length = 2;
    const typed = words.slice(index, index + length).join(" ");
    const respelt = known.slice(index, index + length).join(" ");
    const near = length > 1 ? nearPhrase(words.slice(index, index + length)) : null;
    const far = length === 1 ? farLatinName(words[index]) : null;
    const models = [...modelForms(words.slice(index, index + length)), ...(respelt === typed ? [] : [respelt]), ...(near ? [near] : []), ...(far ? [far] : [])];
    index += length;
    const single = length === 1;
    const singular = single ? englishSingular(typed) : null;
    const latin = single ? [...latinVariants(typed), ...(singular ? [singular] : [])] : [];
    const franco = singular
      ? []
      : single
        ? [...(isFranco(typed) ? francoToArabic(typed) : lettersFrancoToArabic(typed)), ...francoByConsonants([typed])]
        : spelt;
    // A Latin word the lists do not know, or its Arabic spellings, one key beside a listed word ("tala7a": تلحه, تلاجه).
    const keyed =
      single && /^[a-z0-9']+$/.test(typed) && !nearLatinWord(typed) && !franco.some((word) => dictionary().has(word))
        ? [typed, ...franco].map((word) => keyboardSlip(word, word !== typed)).filter((word): word is string => word !== null)
        : [];
    const listed = [
      ...equivalentsOf(typed),
      ...latin,
      ...latin.flatMap(equivalentsOf),
      ...keyed,
      ...keyed.flatMap(equivalentsOf),
      ...linesOf(typed),
      ...franco.flatMap(equivalentsOf),
      ...models,
      ...models.flatMap(equivalentsOf),
    ];
    const found = new Set([...listed, ...franco]);
    // A part of the catalogue named: every ad of its subcategories ("موبيليا": the bedrooms, living rooms and kitchens).
    for (const word of [typed, respelt, ...latin, ...listed]) for (const tag of subcategoriesOf(word)) found.add(tag);
    // A governorate or an area named: the ads naming one of its places too ("alex" finds an ad "in Smouha").
    for (const word of [typed, ...found]) for (const place of placesOf(word)) found.add(place);
    // The stems (lib/arabic-stem.ts) of the word and of its listed equivalents (not of guessed Franco spellings), and what the lists hold for them ("موبايلات": موبايل, mobile).
    for (const word of [typed, ...listed]) {
      const stem = lightStem(word);
      if (stem === word) continue;
      found.add(stem);
      // The stem as it is listed, or its singular in ة ("تلاجات": تلاج, تلاجه and what the lists hold for it: ثلاجه, fridge).
      for (const other of [...equivalentsOf(stem), ...equivalentsOf(`${stem}ه`)]) {
        found.add(other);
        found.add(lightStem(other));
      }
    }
    found.delete(typed);
    // A phrase's words apart, each with its equivalents, when none is a number (a model's name is matched whole: "ايفون 15").
    const phraseWords = typed.split(" ");
    const apart =
      phraseWords.length > 1 && phraseWords.every((word) => !/\d/.test(word))
        ? phraseWords.map((word) => [word, ...(readSearch(word)[0]?.equivalents ?? [])])
        : undefined;
    terms.push({
      apart,
      typed,
      prefix: single && index === words.length,
      equivalents: [...found],
      slippable: single ? [typed, ...franco].filter((word) => isSlippable(word, TYPED_SLIP_MIN_LENGTH)) : [],
      slips: [],
      // A place named as typed, or in Latin letters its Arabic name ("masr el gedida").
      place: isPlace(typed) || franco.some(isPlace),
      // Optional as typed or in another script ("mosta3mala" is مستعمله).
      optional: [typed, respelt, ...(single ? franco : [])].some((word) => OPTIONAL_WORDS.has(word)),
    });
  }
  return eitherTerms(terms);
}

/** "و" or "and" alone between two terms: either is wanted ("تابلت و ايباد", "electronics and mobiles"). */
const EITHER_WORDS = new Set(["و", "and", "or", "او"]);

/**
 * The terms with each "و"/"and" between two terms joined into one that
 * matches either; one anywhere else is left out (an ad need not write it).
 */
function eitherTerms(terms: SearchTerm[]): SearchTerm[] {
  const joined: SearchTerm[] = [];
  for (let index = 0; index < terms.length; index++) {
    const term = terms[index];
    if (!EITHER_WORDS.has(term.typed)) {
      joined.push(term);
      continue;
    }
    const before = joined[joined.length - 1];
    const after = terms[index + 1];
    if (!before || !after || EITHER_WORDS.has(after.typed)) continue;
    joined[joined.length - 1] = {
      ...before,
      prefix: false,
      equivalents: [...new Set([...before.equivalents, after.typed, ...after.equivalents])],
      slippable: [...before.slippable, ...after.slippable],
      slips: [...before.slips, ...after.slips],
      place: before.place && after.place,
      optional: before.optional && after.optional,
    };
    index++;
  }
  return joined.length > 0 ? joined : terms;
}

/**
 * Adds each term's slips: the candidate words (from the slip index) that are
 * one slip from a word it looks for, and the lists' words one slip away with
 * their equivalents. A missing or extra letter (or two swapped) is the likelier
 * slip: when a word has such candidates, those with a wrong letter are left
 * out ("كورلا" is كورولا, not كورسا). Returns the terms.
 */
export function addSlips(terms: SearchTerm[], candidates: Iterable<string>): SearchTerm[] {
  // Every word once, as letters, slippable only (the index's words are; a candidate list from elsewhere may not be).
  if (terms.every((term) => term.slippable.length === 0)) return terms;
  const listed = dictionaryWords();
  const inList = new Set(listed.map((entry) => entry.word));
  const pool = [
    ...listed,
    ...[...new Set(candidates)]
      .filter((word) => !inList.has(word) && !PLACE_WORDS.has(word) && isSlippable(word, SLIP_MIN_LENGTH))
      .map((word) => ({ word, letters: [...word] })),
  ];
  for (const term of terms) {
    if (term.slippable.length === 0) continue;
    const known = new Set([term.typed, ...term.equivalents]);
    const found: Record<"wrong" | "length", Set<string>> = { wrong: new Set(), length: new Set() };
    for (const typed of term.slippable) {
      const letters = [...typed];
      // A word the search knows (isKnownWord) slips only onto words it does not know (an ad's own misspelling: "كورولا" finds "كورلا"), never onto another known word ("ساعة" is not "سماعة").
      const knownTyped = isKnownWord(typed);
      for (const { word, letters: other } of pool) {
        const kind = known.has(word) || (knownTyped && isKnownWord(word)) ? null : compareLetters(letters, other);
        if (kind) found[kind].add(word);
      }
    }
    const chosen = found.length.size > 0 ? found.length : found.wrong;
    const slips = new Set<string>();
    for (const word of chosen) {
      slips.add(word);
      for (const other of equivalentsOf(word)) if (!known.has(other)) slips.add(other);
    }
    term.slips = [...slips].slice(0, 20);
  }
  return terms;
}

/** The keys to look the terms' slips up by in the slip index (at most `limit`). */
export function slipLookupKeys(terms: SearchTerm[], limit = 200): string[] {
  return [...new Set(terms.flatMap((term) => term.slippable.flatMap(slipKeysOfQuery)))].slice(0, limit);
}

// ---- FTS5 expressions ---------------------------------------------------------------

/**
 * The full-text expressions of a search, from the narrowest to the widest
 * (`tiers`, for the "best match" order) and the widest (`all`, the set every
 * sort shows): the typed words in the title; the typed words or their
 * equivalents in the title; the same anywhere; and, last, with slips.
 * Each word or phrase is quoted (normalised text has no quote), so no text
 * makes a malformed expression.
 */
export interface SearchExpressions {
  all: string;
  tiers: string[];
  /** Whether the search has few matches (the server counts them: features/ads/search.server.ts); unknown: as many. */
  sparse?: boolean;
  /** The search was relaxed (relaxedExpressions): the words no ad has, left out, and whether ads with most of the words follow those with all. */
  relaxed?: { dropped: string[]; partial: boolean };
}

/**
 * A search relaxed when its words together find nothing or very little: the
 * words no ad has (`found` 0: how many ads have each term, counted up to a
 * cap) are left out, and the ads are ranked by how many of the other words
 * they have. Its tiers (at most five: each is one branch of a compound
 * SELECT): every word left in the title, anywhere (slips included); then,
 * with two words or more, all but the commonest word in the title (the rarer
 * words say most about what is wanted), all but any one word in the title,
 * anywhere. An ad with every word always ranks above one with fewer, so the
 * few exact matches come first. Optional words (OPTIONAL_WORDS) are left out:
 * they rank nothing here. Null when no word is left, or nothing would change.
 */
export function relaxedExpressions(terms: SearchTerm[], found: readonly number[]): SearchExpressions | null {
  const required = terms.map((term, index) => ({ term, found: found[index] ?? 0 })).filter(({ term }) => !term.optional);
  const live = required.filter((entry) => entry.found > 0);
  const dropped = required.filter((entry) => entry.found === 0).map((entry) => entry.term.typed);
  if (live.length === 0 || (dropped.length === 0 && live.length < 2)) return null;
  const words = live.map((entry) => entry.term);
  const partial = words.length >= 2;
  const commonest = live.reduce((most, entry, index) => (entry.found > live[most].found ? index : most), 0);
  const without = (left: number, inTitle: boolean) =>
    termsExpression(
      words.filter((_, index) => index !== left),
      true,
      !inTitle,
      inTitle,
    );
  const mostOf = (inTitle: boolean) => words.map((_, left) => `(${without(left, inTitle)})`).join(" OR ");
  const tiers = [
    termsExpression(words, true, false, true),
    termsExpression(words, true, true, false),
    ...(partial ? [without(commonest, true), mostOf(true), mostOf(false)] : []),
  ];
  return { all: tiers[tiers.length - 1], tiers: [...new Set(tiers)], relaxed: { dropped, partial } };
}

export function searchExpressions(terms: SearchTerm[]): SearchExpressions | null {
  if (terms.length === 0) return null;
  const required = terms.filter((term) => !term.optional);
  const whole = expressionsOf(terms);
  if (required.length === terms.length || required.length === 0) return whole;
  // Words a buyer adds but an ad may not say ("used", "for sale"): the ads that say them first, then every ad of the other words.
  // Five tiers at most, as without (each is one branch of a compound SELECT, which D1 keeps short): with the optional words in the
  // title then anywhere (equivalents included), then without them in the title, anywhere, and with slips.
  const rest = expressionsOf(required);
  const [, wholeTitle, wholeAnywhere] = whole.tiers;
  const [, restTitle, restAnywhere] = rest.tiers;
  return { all: rest.all, tiers: [...new Set([wholeTitle, wholeAnywhere, restTitle, restAnywhere, rest.all].filter(Boolean))] };
}

/** The expressions of terms all required (searchExpressions). */
/** Every term, with its equivalents and slips or not; `inTitle`: each term in the title, but a place's name anywhere. */
function termsExpression(terms: SearchTerm[], withEquivalents: boolean, withSlips: boolean, inTitle: boolean): string {
  const quoted = (phrase: string, prefix = false) => `"${phrase}"${prefix ? "*" : ""}`;
  return terms
    .map((term) => {
      const apart =
        withEquivalents && term.apart ? [`(${term.apart.map((words) => `(${words.map((word) => quoted(word)).join(" OR ")})`).join(" AND ")})`] : [];
      const options = [
        quoted(term.typed, term.prefix),
        ...(withEquivalents ? term.equivalents.map((phrase) => quoted(phrase)) : []),
        ...apart,
        ...(withSlips ? term.slips.map((word) => quoted(word)) : []),
      ];
      const either = options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
      return inTitle && !term.place ? `name : ${options.length === 1 ? `(${either})` : either}` : either;
    })
    .join(" AND ");
}

/** The expression of one term alone, with its equivalents and slips: whether any ad has it. */
export function termExpression(term: SearchTerm): string {
  return termsExpression([term], true, true, false);
}

function expressionsOf(terms: SearchTerm[]): SearchExpressions {
  const expression = (withEquivalents: boolean, withSlips: boolean, inTitle: boolean) => termsExpression(terms, withEquivalents, withSlips, inTitle);
  const all = expression(true, true, false);
  // Title above description (and place), exact above variant above slip.
  const tiers = [
    ...new Set([expression(false, false, true), expression(true, false, true), expression(true, false, false), expression(true, true, true), all]),
  ];
  return { all, tiers };
}
