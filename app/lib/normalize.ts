// Text and phone normalisation shared by search, forms and the seed.

const arabicIndicDigits = "٠١٢٣٤٥٦٧٨٩";
const easternArabicDigits = "۰۱۲۳۴۵۶۷۸۹";

/** Arabic-Indic (and Persian) digits to Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (digit) => {
    const index = arabicIndicDigits.indexOf(digit);
    return String(index >= 0 ? index : easternArabicDigits.indexOf(digit));
  });
}

// The definite article and the particles fused with it (و ب ك ف ل), so
// "اسكندرية" finds "الإسكندرية" and "بيع" finds "للبيع".
// (At the start of every word of the text in one pass: a word is what lies between spaces, and a letter is no space.)
const articlePrefix = /(?<=^| )(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{3,})/gu;

/**
 * The form of a text that search compares, used for the index and the query
 * alike: hamza forms of alef (أ إ آ ٱ) as ا, ة as ه, ى as ي, ؤ as و, ئ as ي,
 * diacritics and tatweel removed, Arabic-Indic digits as Latin, Latin
 * case-folded, punctuation as spaces, Arabic letters and digits glued together
 * parted, and the definite article dropped.
 */
export function normalizeForSearch(text: string): string {
  return (
    // A word glued to a number, in Arabic letters ("ايفون12", "بـ2"), is two words; Latin models ("ps5", "c200") stay whole.
    spacedAndParted(foldLetters(text)).replace(articlePrefix, "")
  );
}

// What a character is, read once per character an isolate meets (a regular expression of Unicode's classes is read
// far slower than a table, and an ad's check reads several thousand characters many times over): a letter or a
// number (LETTER_OR_NUMBER), a number, in the Arabic script; KNOWN once read. Characters past the first 65,536 (rare)
// are read each time.
const KNOWN = 1;
const LETTER_OR_NUMBER = 2;
const NUMBER = 4;
const ARABIC = 8;
const kinds = new Uint8Array(0x10000);
function kindOf(code: number): number {
  let kind = code < 0x10000 ? kinds[code] : 0;
  if (kind === 0) {
    const char = String.fromCodePoint(code);
    kind = KNOWN;
    if (/[\p{L}\p{N}]/u.test(char)) kind |= LETTER_OR_NUMBER;
    if (/\p{N}/u.test(char)) kind |= NUMBER;
    if (/\p{Script=Arabic}/u.test(char)) kind |= ARABIC;
    if (code < 0x10000) kinds[code] = kind;
  }
  return kind;
}
/** The code point at `at` (a lone surrogate as itself). */
const codeAt = (text: string, at: number) => text.codePointAt(at) ?? 0;
const width = (code: number) => (code > 0xffff ? 2 : 1);

/**
 * Each run of characters neither letters nor numbers as one space, none at either end, and a space after an Arabic
 * letter before a number and after a number before an Arabic letter, in one pass: the same as
 * `text.replace(/[^\p{L}\p{N}]+/gu, " ").trim()` then a space put at each such meeting.
 */
function spacedAndParted(text: string): string {
  let out = "";
  // (The text from `from` is copied as it is up to the next change.)
  let from = 0;
  // What the character before was: nothing at the start, or a run of others (a space), neither Arabic nor a number.
  let before = 0;
  let written = false;
  let space = false;
  for (let at = 0; at < text.length;) {
    let code = codeAt(text, at);
    const kind = kindOf(code);
    if (!(kind & LETTER_OR_NUMBER)) {
      out += text.slice(from, at);
      at += width(code);
      while (at < text.length && !(kindOf((code = codeAt(text, at))) & LETTER_OR_NUMBER)) at += width(code);
      from = at;
      // (One space, written only when a letter or number follows: none at the end.)
      space = written;
      before = 0;
      continue;
    }
    if (space) {
      out += " ";
      space = false;
    } else if ((before & ARABIC && kind & NUMBER) || (before & NUMBER && kind & ARABIC)) {
      out += `${text.slice(from, at)} `;
      from = at;
    }
    written = true;
    before = kind;
    at += width(code);
  }
  return from === 0 && out === "" ? text : out + text.slice(from);
}

// The last long texts normalised: an ad's check reads its whole title and text (up to 6,000 characters) in several
// signals (contact details, money first, the admin's list, words that hurry...), each in the search's form. Short
// texts are normalised again: remembering them would cost more than it saves.
const REMEMBERED = 4;
const LONG_TEXT = 200;
const remembered = new Map<string, string>();

/** normalizeForSearch, remembered for the last few long texts (the same answer). */
export function searchForm(text: string): string {
  if (text.length < LONG_TEXT) return normalizeForSearch(text);
  let form = remembered.get(text);
  if (form === undefined) {
    form = normalizeForSearch(text);
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(text, form);
  }
  return form;
}

// A letter no normalising step changes, alone between line ends: where one text ends and the next begins when many
// are normalised at once.
const BETWEEN = "\ua66e";

// The sentences normalised so far: an ad's check splits its text into sentences for several signals (money asked
// first, items not allowed, the text's signature), mostly the same sentences. At most SENTENCES of them, the map
// emptied when full.
const SENTENCES = 8192;
const sentenceForms = new Map<string, string>();

/**
 * normalizeForSearch of each text (an ad's hundreds of sentences), in one pass over those not normalised lately:
 * the same answers (each step reads a character and its neighbours within a word, and a line end is a text's end
 * to each), without a pass of every step per sentence.
 */
export function normalizeEach(texts: string[]): string[] {
  const forms = texts.map((text) => sentenceForms.get(text));
  const missing = texts.filter((_, index) => forms[index] === undefined);
  if (missing.length === 0) return forms as string[];
  const fresh = normalizeAll(missing);
  if (sentenceForms.size + missing.length > SENTENCES) sentenceForms.clear();
  let next = 0;
  return forms.map((form, index) => {
    if (form !== undefined) return form;
    const made = fresh[next++];
    sentenceForms.set(texts[index], made);
    return made;
  });
}

function normalizeAll(texts: string[]): string[] {
  if (texts.length < 2 || texts.some((text) => text.includes(BETWEEN))) return texts.map(normalizeForSearch);
  return normalizeForSearch(texts.join(`\n${BETWEEN}\n`))
    .split(BETWEEN)
    .map((form) => form.trim());
}

/**
 * The words of `text` (words between single spaces, as normalizeForSearch writes them) just before `at`: the end of
 * `text.slice(0, at).trim().split(" ")`, at least its last `count` words, read back from `at` rather than copied and
 * split from the text's start at every match (which costs a long text's length squared).
 */
export function wordsBefore(text: string, at: number, count: number): string[] {
  let from = at;
  for (let spaces = 0; from > 0; from--) if (text[from - 1] === " " && ++spaces > count + 1) break;
  return text.slice(from, at).trim().split(" ");
}

/** Arabic letters written one way: tatweel dropped, the alef forms as ا, ة as ه, ى and ئ as ي, ؤ as و. */
export function foldArabicLetters(text: string): string {
  return text
    .replace(/\u0640/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي");
}

function foldLetters(text: string): string {
  // Harakat, shadda, sukun, superscript alef and Quranic marks go first.
  return foldArabicLetters(
    toLatinDigits(text)
      .normalize("NFKC")
      .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, ""),
  ).toLowerCase();
}

/** An FTS5 MATCH expression from what a visitor typed: every word must appear, the last as a prefix. */
export function toMatchQuery(text: string): string | null {
  const words = normalizeForSearch(text).split(" ").filter(Boolean).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? "*" : ""}`).join(" ");
}

/**
 * An Egyptian mobile number in E.164 (+201XXXXXXXXX), or null when it is not
 * one: 11 digits starting 010, 011, 012 or 015, with optional +20 / 0020
 * prefix, spaces, dashes and Arabic-Indic digits.
 */
export function normalizeEgyptianPhone(input: string): string | null {
  let digits = toLatinDigits(input).replace(/[\s\-().]/g, "");
  if (digits.startsWith("+20")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("0020")) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith("20") && digits.length === 12) digits = `0${digits.slice(2)}`;
  if (!/^01[0125]\d{8}$/.test(digits)) return null;
  return `+2${digits}`;
}

/** +201012345678 → 01012345678, as Egyptians write it. */
export function localPhone(e164: string): string {
  return e164.startsWith("+2") ? e164.slice(2) : e164;
}

/** +201012345678 → 201012345678, the form wa.me wants. */
export function whatsappNumber(e164: string): string {
  return e164.replace(/^\+/, "");
}
