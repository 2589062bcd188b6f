import type { Language } from "~/lib/i18n";
import { BoundedMemo, perLanguage } from "~/lib/memo";
import type { Translate } from "~/lib/translate";

// Arabic pages use Egyptian Arabic formatting (Arabic-Indic digits), English
// pages Latin digits; the same rules on the server and in the browser.
const localeTag: Record<Language, string> = { ar: "ar-EG", en: "en-EG" };

// Building an Intl formatter costs about 0.1 ms, using one a few microseconds:
// a page of 100 cards formats 200 numbers, so each language makes its own once.
const numberFormat = perLanguage((language) => new Intl.NumberFormat(localeTag[language], { maximumFractionDigits: 0 }));
const dateFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(localeTag[language], { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Cairo" }),
);
const relativeFormat = perLanguage((language) => new Intl.RelativeTimeFormat(localeTag[language], { numeric: "always" }));
const clockFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(localeTag[language], { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "Africa/Cairo" }),
);

// Formatting itself costs 4 to 10 microseconds a number (a listing's prices,
// pagination and counts add up to a tenth of a millisecond): the same numbers
// and ages come back page after page (page numbers, counts, round prices, "3
// days"), so each language keeps its recent ones, within a few tens of KB.
const formattedNumbers = perLanguage(() => new BoundedMemo(64 * 1024));
const formattedAges = perLanguage(() => new BoundedMemo(16 * 1024));

export function formatNumber(value: number, language: Language): string {
  return formattedNumbers(language).get(value, () => numberFormat(language).format(value));
}

/** Dates from D1 are UTC text without a zone ("2026-11-23 10:00:00"). */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === "string" && !/[zZ]|[+-]\d\d:?\d\d$/.test(value)) return new Date(`${value.replace(" ", "T")}Z`);
  return new Date(value);
}

/** A stored UTC time ("2026-11-24 10:00:00") as ISO 8601 (`<time dateTime>`, the API); any other text as it is. */
export function isoTime(stored: string): string {
  return /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/.test(stored) ? `${stored.replace(" ", "T")}Z` : stored;
}

const units: Array<[AgeUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export type AgeUnit = "year" | "month" | "week" | "day" | "hour" | "minute";

/** How long ago, as the largest whole unit (null under a minute). */
export function ageOf(from: Date | string | number, now: Date = new Date()): { unit: AgeUnit; count: number } | null {
  const seconds = Math.max(0, Math.round((now.getTime() - toDate(from).getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) return { unit, count: Math.floor(seconds / size) };
  }
  return null;
}

/**
 * When the age of something made at `from` (ageOf) next reads differently,
 * in milliseconds since the epoch; before it the age stays the same (ageOf
 * rounds to the second, so the next count comes half a second early), and so
 * does what was shown with it (features/ads/components/card-html.server.tsx).
 */
export function ageChangesAt(from: Date | string | number, now: Date = new Date()): number {
  const made = toDate(from).getTime();
  const age = ageOf(made, now);
  let next = units[units.length - 1]![1];
  if (age) {
    const index = units.findIndex(([unit]) => unit === age.unit);
    const size = units[index]![1];
    next = (age.count + 1) * size;
    // A larger unit starts before the next count of this one (four weeks, then a month).
    if (index > 0) next = Math.min(next, units[index - 1]![1]);
  }
  return made + next * 1000 - 501;
}

/** Whole Egyptian pounds, the currency's name from the locale files (common:price). */
export function formatPrice(t: Translate, language: Language, amount: number): string {
  return t("common:price", { amount: formatNumber(amount, language) });
}

/**
 * "قبل ٣ أيام" / "3 days ago": Intl.RelativeTimeFormat knows each language's
 * words, plural forms and digits; under a minute it is the locale files'
 * time.justNow.
 */
export function formatAge(t: Translate, language: Language, from: Date | string | number, now: Date = new Date()): string {
  return ageText(t, language, ageOf(from, now));
}

/** An age (ageOf) in words: formatAge for an age already worked out. */
export function ageText(t: Translate, language: Language, age: { unit: AgeUnit; count: number } | null): string {
  if (!age) return t("time.justNow");
  // Formatting costs as much as a number's (above), and ages ("3 days") repeat from page to page.
  return formattedAges(language).get(`${age.count} ${age.unit}`, () => relativeFormat(language).format(-age.count, age.unit));
}

/** A calendar date in the visitor's language: "٢٣ نوفمبر ٢٠٢٦" / "23 November 2026". */
export function formatDate(value: Date | string | number, language: Language): string {
  return dateFormat(language).format(toDate(value));
}

/** A time of day in Egypt, to the second: "٠٣:١٢:٤٥ ص" / "03:12:45". */
export function formatClock(value: Date | number, language: Language): string {
  return clockFormat(language).format(value);
}
