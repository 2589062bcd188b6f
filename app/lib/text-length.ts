// Counting and checking typed text without zod, for components (a page's
// script should not carry zod for a maxlength): the rules are in lib/text.ts.

/** How many characters (code points) a text has: "😀" is 1, where "😀".length is 2. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count++;
  return count;
}

/** A control character a text field refuses: C0 other than tab (U+0009), line feed (U+000A) and the CR of CR LF, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\r(?!\n)/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The message key of a refused control character (common namespace: every page has it). */
export const CONTROL_CHARACTER_MESSAGE = "common:textErrors.controlCharacter";

/**
 * A browser's maxlength counts UTF-16 units, so a limit of N characters is
 * rendered as 2N: the browser never stops a text the server takes (N emoji
 * are 2N units), and the server's message names the real limit in characters.
 */
export function maxLengthAttribute(limit: number): number {
  return limit * 2;
}

/**
 * The first `max` characters (code points) of a text. Cutting by UTF-16 units
 * (`slice`) can split an emoji's surrogate pair, and a lone surrogate makes
 * `encodeURIComponent` throw: every cut of typed text goes through here.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = "";
  let count = 0;
  for (const character of text) {
    if (count === max) break;
    cut += character;
    count++;
  }
  return cut;
}

/** How much of a search text is read: the search pages, their header box, the directory and the API alike. */
export const SEARCH_TEXT_MAX = 100;

/**
 * At most `max` characters (code points) of a text shown back to the person
 * who typed it (a search): cut after the last whole word that fits, so no
 * word is shown in part; a first word longer than `max` is cut at `max`.
 * Other cuts (stored reasons, an initial, an address) keep cutText.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  // The character after the limit is a space: the text up to the limit ends on a whole word.
  if (/\s/u.test(characters[max])) return characters.slice(0, max).join("").trimEnd();
  const head = characters.slice(0, max).join("");
  const lastSpace = head.search(/\s\S*$/u);
  const words = lastSpace > 0 ? head.slice(0, lastSpace).trimEnd() : "";
  return words === "" ? head : words;
}

/** The last `max` characters (code points) of a text. */
export function lastCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(-max).join("");
}

/** One line of a text for a page's description and link previews: at most `length` characters, "…" when cut. */
export function excerptLine(text: string, length: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return characterCount(line) <= length ? line : `${cutText(line, length - 1).trimEnd()}…`;
}

/** The most characters of a file name a message shows (the start and the end, with its extension). */
export const SHOWN_NAME_CHARACTERS = 60;

/**
 * A name someone chose (a file's), at most `max` characters as shown: a
 * longer one keeps its start and its end (the extension) around "…", cut at
 * code points, so an emoji is never split into half a pair.
 */
export function shortName(name: string, max = SHOWN_NAME_CHARACTERS): string {
  if (characterCount(name) <= max) return name;
  const head = Math.ceil((max - 1) * 0.7);
  return `${cutText(name, head)}…${lastCharacters(name, max - 1 - head)}`;
}
