import type { Language } from "~/lib/i18n";

const averageFormat = new Map<Language, Intl.NumberFormat>();

/** An average to one decimal in the page's digits: "٤٫٥" / "4.5". */
export function formatAverage(average: number, language: Language): string {
  let format = averageFormat.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "ar" ? "ar-EG" : "en-EG", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormat.set(language, format);
  }
  return format.format(Math.round(average * 10) / 10);
}

/** Five stars, filled up to the nearest whole one, for the eye only: the text beside them says the number. */
export function StarsShown({ stars }: { stars: number }) {
  const filled = Math.round(stars);
  return (
    <span className="stars" aria-hidden="true">
      <span className="stars-on">{"★".repeat(filled)}</span>
      <span className="stars-off">{"★".repeat(5 - filled)}</span>
    </span>
  );
}
