// "This month" for the admin's totals is Egypt's calendar month (the dates the
// pages show are Cairo's too: lib/format), as UTC instants for the stored
// times ("2026-11-01 00:00:00" in D1 is UTC).

const cairoParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Africa/Cairo",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** Cairo's wall clock at an instant. */
function cairoClock(at: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(cairoParts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The UTC instant of midnight, Cairo time, on the first of a month (month 1-12; 13 is next year's January). */
function cairoMonthStart(year: number, month: number): Date {
  const guess = Date.UTC(year, month - 1, 1);
  const clock = cairoClock(new Date(guess));
  const offset = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - guess;
  return new Date(guess - offset);
}

/** The Cairo calendar month that holds `now`: its first instant and the next month's, both UTC. */
export function cairoMonth(now: Date): { start: Date; end: Date } {
  const { year, month } = cairoClock(now);
  return { start: cairoMonthStart(year, month), end: cairoMonthStart(year, month + 1) };
}

const monthNames = {
  ar: new Intl.DateTimeFormat("ar-EG", { month: "long", year: "numeric", timeZone: "Africa/Cairo" }),
  en: new Intl.DateTimeFormat("en-EG", { month: "long", year: "numeric", timeZone: "Africa/Cairo" }),
};

/** A month's name and year in the page's language, as Cairo reads the instant: "نوفمبر ٢٠٢٦" / "November 2026". */
export function formatMonth(value: Date | string, language: "ar" | "en"): string {
  return monthNames[language].format(typeof value === "string" ? new Date(value) : value);
}
