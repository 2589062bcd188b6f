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
import { normalizeForSearch } from "~/lib/normalize";
import { CATALOGUE_NAMES } from "~/lib/search-catalogue-names";
import { SEARCH_WORD_GROUPS } from "~/lib/search-words";

/** At most this many words of a search are read (the rest is ignored). */
export const MAX_QUERY_WORDS = 8;
/**
 * Slips count between words of this many letters or more, typed and found
 * alike: shorter Arabic words are too often other words one letter apart
 * ("ساعة" a watch, "سماعة" headphones; "شقة", "شنطة").
 */
export const SLIP_MIN_LENGTH = 5;
/** Phrases of the word lists have at most this many words. */
const MAX_PHRASE_WORDS = 3;

// ---- The word lists -----------------------------------------------------------

let equivalents: Map<string, Set<string>> | null = null;

/** Each normalised phrase of the lists → every phrase it is equivalent to (itself included). Built at first use. */
function dictionary(): Map<string, Set<string>> {
  if (equivalents) return equivalents;
  const map = new Map<string, Set<string>>();
  const groups: Array<readonly string[]> = [...SEARCH_WORD_GROUPS, ...CATALOGUE_NAMES];
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

/** The single words of the lists (for slips against the lists themselves: "corola" finds the ads of "كورولا"). */
let listWords: Array<{ word: string; letters: string[] }> | null = null;
function dictionaryWords(): Array<{ word: string; letters: string[] }> {
  listWords ??= [...dictionary().keys()]
    .filter((phrase) => !phrase.includes(" ") && isSlippable(phrase, SLIP_MIN_LENGTH))
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
  let spellings = [""];
  const append = (options: string[]) => {
    spellings = spellings.flatMap((spelling) => options.map((letter) => spelling + letter)).slice(0, MAX_FRANCO_SPELLINGS);
  };
  const text = word.replace(/'/g, (mark, index) => (index > 0 && /[37]/.test(word[index - 1]) ? mark : ""));
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
      else if (letter !== "a" && VOWELS.has(text[index + 1])) append([front ? "ي" : "و"]); // "3arabia": the i before a vowel is a ي
      index += 1;
      continue;
    }
    append(letter === "2" && index === 0 ? ["ق", "ا"] : (FRANCO_LETTERS[letter] ?? []));
    index += 1;
  }
  return [...new Set(spellings.map(normalizeForSearch).filter((spelling) => spelling.length >= 2))];
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

/** The keys a typed word is looked up by (none under five letters, or with digits). */
export function slipKeysOfQuery(word: string): string[] {
  return isSlippable(word, SLIP_MIN_LENGTH) ? deletionKeys(word) : [];
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
  if (typed === word || !isSlippable(typed, SLIP_MIN_LENGTH) || !isSlippable(word, SLIP_MIN_LENGTH)) return null;
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
}

/** The terms of a search text (none when it has no word): phrases of the lists are read whole, longest first. */
export function readSearch(text: string): SearchTerm[] {
  const words = normalizeForSearch(text).split(" ").filter(Boolean).slice(0, MAX_QUERY_WORDS);
  const terms: SearchTerm[] = [];
  for (let index = 0; index < words.length;) {
    let length = Math.min(MAX_PHRASE_WORDS, words.length - index);
    while (length > 1 && !dictionary().has(words.slice(index, index + length).join(" "))) length--;
    const typed = words.slice(index, index + length).join(" ");
    index += length;
    const franco = length === 1 ? francoToArabic(typed) : [];
    const found = new Set([...equivalentsOf(typed), ...franco, ...franco.flatMap(equivalentsOf)]);
    found.delete(typed);
    terms.push({
      typed,
      prefix: length === 1 && index === words.length,
      equivalents: [...found],
      slippable: length === 1 ? [typed, ...franco].filter((word) => isSlippable(word, SLIP_MIN_LENGTH)) : [],
      slips: [],
    });
  }
  return terms;
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
    ...[...new Set(candidates)].filter((word) => !inList.has(word) && isSlippable(word, SLIP_MIN_LENGTH)).map((word) => ({ word, letters: [...word] })),
  ];
  for (const term of terms) {
    if (term.slippable.length === 0) continue;
    const known = new Set([term.typed, ...term.equivalents]);
    const found: Record<"wrong" | "length", Set<string>> = { wrong: new Set(), length: new Set() };
    for (const typed of term.slippable) {
      const letters = [...typed];
      for (const { word, letters: other } of pool) {
        const kind = known.has(word) ? null : compareLetters(letters, other);
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
}

export function searchExpressions(terms: SearchTerm[]): SearchExpressions | null {
  if (terms.length === 0) return null;
  const quoted = (phrase: string, prefix = false) => `"${phrase}"${prefix ? "*" : ""}`;
  const expression = (withEquivalents: boolean, withSlips: boolean) =>
    terms
      .map((term) => {
        const options = [
          quoted(term.typed, term.prefix),
          ...(withEquivalents ? term.equivalents.map((phrase) => quoted(phrase)) : []),
          ...(withSlips ? term.slips.map((word) => quoted(word)) : []),
        ];
        return options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
      })
      .join(" AND ");
  const exact = expression(false, false);
  const equivalent = expression(true, false);
  const all = expression(true, true);
  const tiers = [...new Set([`name : (${exact})`, `name : (${equivalent})`, equivalent, all])];
  return { all, tiers };
}
