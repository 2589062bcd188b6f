import type { Language } from "~/lib/i18n";

// Arabic pages use Egyptian Arabic formatting (Arabic-Indic digits), English
// pages Latin digits; the same rules on the server and in the browser.
const localeTag: Record<Language, string> = { ar: "ar-EG", en: "en-EG" };

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeTag[language], { maximumFractionDigits: 0 }).format(value);
}

/** Whole Egyptian pounds: "١٢٬٥٠٠ ج.م" / "12,500 EGP". */
export function formatPrice(amount: number, language: Language): string {
  const number = formatNumber(amount, language);
  return language === "ar" ? `${number} ج.م` : `${number} EGP`;
}

/** Dates from D1 are UTC text without a zone ("2026-11-23 10:00:00"). */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === "string" && !/[zZ]|[+-]\d\d:?\d\d$/.test(value)) return new Date(`${value.replace(" ", "T")}Z`);
  return new Date(value);
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "منذ ٣ أيام" / "3 days ago", from a UTC time; under a minute is "now". */
export function formatAge(from: Date | string | number, language: Language, now: Date = new Date()): string {
  const then = toDate(from);
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(localeTag[language], { numeric: "auto" });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, "second");
}

/** A calendar date in the visitor's language: "٢٣ نوفمبر ٢٠٢٦" / "23 November 2026". */
export function formatDate(value: Date | string | number, language: Language): string {
  return new Intl.DateTimeFormat(localeTag[language], { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Cairo" }).format(toDate(value));
}
