import type { Language } from "~/lib/i18n";
import { formatNumber, formatPrice } from "~/lib/format";
import { kindLabelKey } from "~/features/paid-reach/kinds";
import { useTranslation } from "~/lib/use-translation";

export interface ChartRow {
  kind: string;
  orders: number;
  amount_cents: number;
}

const WIDTH = 320;
const ROW = 44;
const BAR = 16;
/** Room beside the longest bar for its amount. */
const VALUE_ROOM = 96;

/**
 * The month's paid amounts per kind as horizontal bars, drawn on the server
 * as plain SVG (no chart library, no script): each bar under its kind's label,
 * its amount beside it, a title and a description that say the same in words.
 * Bars grow from the start side of the page (the right in Arabic); the SVG's
 * own direction stays ltr so that its coordinates mean the same in both.
 */
export function TotalsChart({ rows, language, id }: { rows: ChartRow[]; language: Language; id: string }) {
  const { t } = useTranslation(["admin", "bundles"]);
  const rtl = language === "ar";
  const max = Math.max(1, ...rows.map((row) => row.amount_cents));
  const span = WIDTH - VALUE_ROOM;
  const height = rows.length * ROW;
  const items = rows.map((row) => {
    const kind = t(`bundles:${kindLabelKey(row.kind)}`);
    const amount = formatPrice(t, language, row.amount_cents / 100);
    return { row, kind, amount, length: Math.round((row.amount_cents / max) * span) };
  });
  const described = items
    .map(({ row, kind, amount }) => t("orders.chartItem", { kind, amount, count: row.orders, n: formatNumber(row.orders, language) }))
    .join(rtl ? "؛ " : "; ");
  return (
    <svg
      className="totals-chart"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      direction="ltr"
    >
      <title id={`${id}-title`}>{t("orders.chartTitle")}</title>
      <desc id={`${id}-desc`}>{described}</desc>
      {items.map(({ row, kind, amount, length }, index) => {
        const top = index * ROW;
        const start = rtl ? WIDTH : 0;
        const barX = rtl ? WIDTH - length : 0;
        const valueX = rtl ? WIDTH - length - 6 : length + 6;
        return (
          <g key={row.kind} data-kind={row.kind} aria-hidden="true">
            <text x={start} y={top + 14} textAnchor={rtl ? "end" : "start"} className="totals-chart-label">
              {kind}
            </text>
            {length > 0 ? <rect x={barX} y={top + 20} width={length} height={BAR} rx={3} className="totals-chart-bar" /> : null}
            <text x={valueX} y={top + 20 + BAR - 3} textAnchor={rtl ? "end" : "start"} className="totals-chart-value">
              {amount}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
