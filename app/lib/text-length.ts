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

/** The most characters of a file name a message shows (the start and the end, with its extension). */
export const SHOWN_NAME_CHARACTERS = 60;

/** Where the first `count` code points of a text end, in UTF-16 units (never between the halves of a pair). */
function headEnd(text: string, count: number): number {
  let index = 0;
  for (let taken = 0; taken < count && index < text.length; taken++) index += isPair(text, index) ? 2 : 1;
  return index;
}

/** Where the last `count` code points of a text start, in UTF-16 units. */
function tailStart(text: string, count: number): number {
  let index = text.length;
  for (let taken = 0; taken < count && index > 0; taken++) index -= index >= 2 && isPair(text, index - 2) ? 2 : 1;
  return index;
}

function isPair(text: string, index: number): boolean {
  const high = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/**
 * A name someone chose (a file's), at most `max` characters as shown: a
 * longer one keeps its start and its end (the extension) around "…", cut at
 * code points, so an emoji is never split into half a pair.
 */
export function shortName(name: string, max = SHOWN_NAME_CHARACTERS): string {
  if (name.length <= max) return name;
  const head = headEnd(name, Math.ceil((max - 1) * 0.7));
  const tail = tailStart(name, max - 1 - Math.ceil((max - 1) * 0.7));
  if (tail <= head) return name;
  return `${name.slice(0, head)}…${name.slice(tail)}`;
}
