// The one reading of a typed price (the ad form and the API). Its own module,
// so only the pages with a price field carry it in their JavaScript.
import { toLatinDigits } from "~/lib/normalize";

/** What a typed price reads as: whole pounds, or why not. */
export type PriceReading = { ok: true; value: number } | { ok: false; error: "empty" | "invalid" | "notWhole" };

/** At most ten digits of pounds (the column and the filters hold that much). */
const MAX_PRICE_DIGITS = 10;
const GROUP_SEPARATORS = [",", ".", "٬", " "];
const DECIMAL_SEPARATORS = [".", ",", "٫"];

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
 * The one reading of a price, for the ad form and the API alike. Latin or
 * Arabic-Indic digits; separators only where they group thousands (`1,500`,
 * `1.500.000`, `١٬٥٠٠`, `1 500`); a decimal part (after `.`, `,` or the
 * Arabic decimal separator `٫`) of zeros is the whole number (`1500.00`), any
 * other decimal part is not whole pounds (`1.5`, `1500.50`): never a
 * separator dropped to make a bigger number.
 */
export function readPrice(input: string): PriceReading {
  const text = toLatinDigits(input)
    .replace(/[\u00A0\u202F\u2009\u2007]/g, " ")
    .trim()
    .replace(/ +/g, " ");
  if (text === "") return { ok: false, error: "empty" };
  let whole = wholePart(text);
  let decimals: string | null = null;
  if (whole === null) {
    // The last separator before the final digits may be a decimal one, if what is before it is a valid number of its own.
    const match = /^(.*?)([.,٫])(\d+)$/.exec(text);
    if (match && DECIMAL_SEPARATORS.includes(match[2])) {
      const before = wholePart(match[1]);
      // "1.500.00" mixes one separator for both jobs: not a price.
      const sameSeparator = match[2] !== "٫" && match[1].includes(match[2]);
      if (before !== null && !sameSeparator) {
        whole = before;
        decimals = match[3];
      }
    }
  }
  if (whole === null) return { ok: false, error: "invalid" };
  if (decimals !== null && /[1-9]/.test(decimals)) return { ok: false, error: "notWhole" };
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_PRICE_DIGITS) return { ok: false, error: "invalid" };
  return { ok: true, value: Number(digits) };
}
