// The one reading of a number a person types: a price (the ad form, the API,
// the listing's min and max price filters) or a coordinate (the ad form, the
// API). Its own module, so only the pages with such a field carry it in their
// JavaScript. The rules, for both page languages (tests/unit/numbers.test.ts
// holds them as a table):
// - digits: Latin, Arabic-Indic (٠-٩) or Persian (۰-۹);
// - thousands separators: `,`, `.`, the Arabic `٬` or a space, one kind per
//   number, every group after the first exactly three digits (`1,500`,
//   `1.500.000`, `١٬٥٠٠`, `1 500`);
// - decimal point: `.` or the Arabic `٫`, as English and Arabic (as written in
//   Egypt) both write decimals; neither writes decimals with a comma, so a comma
//   that does not group thousands (`15,00`, `1.500,00`, `1,5`, `1,50,000`) is
//   ambiguous and refused, never guessed;
// - a price is whole pounds: zero decimals are the whole number (`1500.00`),
//   any other decimal part or ambiguous separator is refused with the
//   whole-pounds message, and the field keeps what was typed.
import { toLatinDigits } from "~/lib/normalize";

/** What a typed number reads as, or why not. */
export type NumberReading = { ok: true; value: number } | { ok: false; error: "empty" | "invalid" | "notWhole" };
/** What a typed price reads as: whole pounds, or why not. */
export type PriceReading = NumberReading;

/** At most ten digits of pounds (the column and the filters hold that much). */
const MAX_PRICE_DIGITS = 10;
const GROUP_SEPARATORS = [",", ".", "٬", " "];

/** Digits as Latin, the many spaces as one plain space, the minus sign as "-", trimmed. */
function normalise(input: string): string {
  return toLatinDigits(input)
    .replace(/[\u00A0\u202F\u2009\u2007]/g, " ")
    .replace(/\u2212/g, "-")
    .trim()
    .replace(/ +/g, " ");
}

/** `1,500,000` (one separator kind, groups of three after the first) → "1500000"; plain digits as they are; otherwise null. */
function wholePart(text: string): string | null {
  if (/^\d+$/.test(text)) return text;
  for (const separator of GROUP_SEPARATORS) {
    const groups = text.split(separator);
    if (groups.length < 2) continue;
    if (/^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((group) => /^\d{3}$/.test(group))) return groups.join("");
  }
  return null;
}

/**
 * Whole pounds from what was typed: `1500`, `1,500`, `1.500.000`, `١٬٥٠٠`,
 * `1500.00` and `١٥٠٠٫٠٠` read as they are meant; `1500.50`, `15,00`,
 * `1.500,00` and `1,50,000` are "notWhole" (the whole-pounds message: a decimal
 * part, or a separator that does not group thousands); letters, signs and more
 * than ten digits are "invalid".
 */
export function readPrice(input: string): PriceReading {
  const text = normalise(input);
  if (text === "") return { ok: false, error: "empty" };
  if (!/^[\d.,٬٫ ]+$/.test(text) || !/\d/.test(text)) return { ok: false, error: "invalid" };
  let whole = wholePart(text);
  let decimals: string | null = null;
  if (whole === null) {
    // A decimal point before the final digits, if what is before it is a number of its own.
    const match = /^(.*?)([.٫])(\d+)$/.exec(text);
    if (match) {
      const before = wholePart(match[1]);
      // "1.500.00" uses one separator for both jobs: ambiguous.
      const sameSeparator = match[2] === "." && match[1].includes(".");
      if (before !== null && !sameSeparator) {
        whole = before;
        decimals = match[3];
      }
    }
  }
  // Digits and separators that are no reading of a whole number: a comma as a decimal point, groups not of three.
  if (whole === null) return { ok: false, error: "notWhole" };
  if (decimals !== null && /[1-9]/.test(decimals)) return { ok: false, error: "notWhole" };
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_PRICE_DIGITS) return { ok: false, error: "invalid" };
  return { ok: true, value: Number(digits) };
}

/**
 * A latitude or longitude in decimal degrees, at most `limit` either way:
 * `30.0444`, `-31.2`, `٣٠٫٠٤٤٤`. The decimal point is `.` or `٫`; a comma
 * (`30,0444`) is refused rather than read as one, as in a price.
 */
export function readCoordinate(input: string, limit: number): NumberReading {
  const text = normalise(input).replace(/٫/g, ".");
  if (text === "") return { ok: false, error: "empty" };
  if (!/^-?\d{1,3}(\.\d{1,10})?$/.test(text)) return { ok: false, error: "invalid" };
  const value = Number(text);
  return Math.abs(value) <= limit ? { ok: true, value } : { ok: false, error: "invalid" };
}
