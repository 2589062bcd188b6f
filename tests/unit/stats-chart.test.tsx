// "My ads"' 30-day chart (features/ad-stats/components/stats-chart.tsx): drawn
// on the server as plain SVG, its numbers in the SVG's title and description
// for screen readers, time running in the reading direction.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdStatsChart } from "~/features/ad-stats/components/stats-chart";
import { TranslationsContext } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";
import { resources } from "~/server/locales.server";
import type { Bundles } from "~/lib/translate";

const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, "0")}`);
const zeros = () => new Array<number>(30).fill(0);

function render(language: Language, views: number[], contacts: number[]) {
  return renderToString(
    <TranslationsContext.Provider value={{ language, bundles: resources[language] as unknown as Bundles }}>
      <AdStatsChart days={days} views={views} contacts={contacts} />
    </TranslationsContext.Provider>,
  );
}

describe("AdStatsChart", () => {
  const views = zeros();
  views[0] = 4;
  views[29] = 2;
  const contacts = zeros();
  contacts[29] = 1;

  it("names each day's numbers and the totals, in English", () => {
    const html = render("en", views, contacts);
    expect(html).toContain("6 views");
    expect(html).toContain("1 contact");
    expect(html).toMatch(/<title[^>]*>Views per day over the last 30 days<\/title><desc[^>]*>Nov 1: 4, Nov 30: 2<\/desc>/);
    expect(html).toMatch(/<desc[^>]*>Nov 30: 1<\/desc>/);
    // The days under the bars, and each bar's own day when pointed at.
    expect(html).toMatch(
      /<span class="ad-stats-days"><time dateTime="2026-11-01">Nov 1<\/time><time dateTime="2026-11-15">Nov 15<\/time><time dateTime="2026-11-30">Nov 30<\/time><\/span>/,
    );
    expect(html).toContain('<rect x="0" y="2" width="4" height="26" rx="1"><title>Nov 1: 4</title></rect>');
    // Oldest on the left: the first day's bar at x=0, full height; the last at the far end, half of it.
    expect(html).toContain('<rect x="0" y="2" width="4" height="26" rx="1">');
    expect(html).toContain('<rect x="145" y="15" width="4" height="13" rx="1">');
  });

  it("runs right to left in Arabic, with Arabic digits and the none-at-all text", () => {
    const html = render("ar", views, zeros());
    expect(html).toContain("٦ مشاهدات");
    expect(html).toContain("لا تواصل");
    expect(html).toContain("لا شيء في أيٍّ من هذه الأيام");
    expect(html).toContain('<rect x="145" y="2" width="4" height="26" rx="1"><title>١ نوفمبر: ٤</title></rect>');
    expect(html).toMatch(/<desc[^>]*>١ نوفمبر: ٤، ٣٠ نوفمبر: ٢<\/desc>/);
    expect(html).toMatch(
      /<span class="ad-stats-days"><time dateTime="2026-11-01">١ نوفمبر<\/time><time dateTime="2026-11-15">١٥ نوفمبر<\/time><time dateTime="2026-11-30">٣٠ نوفمبر<\/time><\/span>/,
    );
  });
});
