import { useId } from "react";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { perLanguage } from "~/lib/memo";
import { useTranslation } from "~/lib/use-translation";

const BAR = 4;
const STEP = 5;
const HEIGHT = 28;

// The days are Cairo calendar days ("YYYY-MM-DD"), named as such: read at UTC midnight, formatted in UTC.
const dayFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(language === "ar" ? "ar-EG" : "en-EG", { day: "numeric", month: "short", timeZone: "UTC" }),
);

/**
 * An ad's views and contacts of the last 30 days on "my ads": two rows of
 * bars drawn on the server (plain SVG, no script), each with its total as
 * text and, for screen readers, the SVG's title and description naming every
 * day that had any. Time runs in the reading direction (right to left in Arabic).
 */
export function AdStatsChart({ days, views, contacts }: { days: string[]; views: number[]; contacts: number[] }) {
  const { t, language } = useTranslation(["editor"]);
  return (
    <div className="ad-stats">
      <p className="ad-stats-title">{t("stats.title", { n: formatNumber(days.length, language) })}</p>
      <Bars days={days} values={views} label="views" />
      <Bars days={days} values={contacts} label="contacts" />
      <DayScale days={days} />
    </div>
  );
}

function Bars({ days, values, label }: { days: string[]; values: number[]; label: "views" | "contacts" }) {
  const { t, language } = useTranslation(["editor", "common"]);
  const id = useId();
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(1, ...values);
  const width = days.length * STEP;
  const rtl = language === "ar";
  const named = days.flatMap((day, index) =>
    values[index] > 0 ? [t("stats.day", { date: dayName(day, language), n: formatNumber(values[index], language) })] : [],
  );
  return (
    <div className={`ad-stats-row ad-stats-${label}`}>
      <span className="ad-stats-total">{t(`stats.${label}`, { count: total, n: formatNumber(total, language) })}</span>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} role="img" aria-labelledby={`${id}-t ${id}-d`} focusable="false">
        <title id={`${id}-t`}>{t(`stats.${label}PerDay`)}</title>
        <desc id={`${id}-d`}>{named.length ? named.join(String(t("common:listSeparator"))) : t("stats.none")}</desc>
        <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="ad-stats-axis" />
        {values.map((value, index) => {
          if (value <= 0) return null;
          const height = Math.max(2, Math.round((value / max) * (HEIGHT - 2)));
          const x = (rtl ? days.length - 1 - index : index) * STEP;
          // Each bar names its day and number when pointed at (the description names them all for screen readers).
          return (
            <rect key={days[index]} x={x} y={HEIGHT - height} width={BAR} height={height} rx={1}>
              <title>{t("stats.day", { date: dayName(days[index], language), n: formatNumber(value, language) })}</title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}

/**
 * The days under the bars: the first, the middle and the last, in the
 * reader's language, placed as the bars run (the first day at the start of
 * the line: on the right in Arabic). The chart's description already names
 * each day for screen readers: this is for the eye.
 */
function DayScale({ days }: { days: string[] }) {
  const { language } = useTranslation();
  const marks = [0, Math.floor((days.length - 1) / 2), days.length - 1].filter((index, position, all) => days[index] && all.indexOf(index) === position);
  return (
    <div className="ad-stats-row" aria-hidden="true">
      <span />
      <span className="ad-stats-days">
        {marks.map((index) => (
          <time key={days[index]} dateTime={days[index]}>
            {dayName(days[index], language)}
          </time>
        ))}
      </span>
    </div>
  );
}

function dayName(day: string, language: Language): string {
  return dayFormat(language).format(new Date(`${day}T00:00:00Z`));
}
