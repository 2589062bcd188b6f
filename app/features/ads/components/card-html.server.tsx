// Rendered cards, kept by the isolate.
//
// A card's markup depends only on its view (the ad's fields, the language,
// whether this visitor saved it, its age in whole units…) and the
// language's texts, which do not change while the isolate lives. So the
// server renders each view once and keeps its HTML: the home page's hundred
// cards cost a lookup each instead of a React render (issue 17). The HTML is
// what React renders for the same view in the browser (AdCardView), so the
// page hydrates over it as over any server render.
import { renderToString } from "react-dom/server";
import { AdCardView, type CardView } from "~/features/ads/components/ad-card";
import type { Translate } from "~/lib/translate";

/** Enough for every card a busy isolate shows in both languages and both heart states; past it, the oldest go first. */
const LIMIT = 4000;
const rendered = new Map<string, string>();

function keyOf(view: CardView): string {
  const { ad, language, favourite, showStatus, eager, href, age } = view;
  return `${language}|${favourite ? 1 : 0}${showStatus ? 1 : 0}${eager ? 1 : 0}|${href ?? ""}|${age ? `${age.count}${age.unit}` : ""}|${JSON.stringify(ad)}`;
}

export function cardsHtml(views: CardView[], t: Translate): string {
  let html = "";
  for (const view of views) {
    const key = keyOf(view);
    let card = rendered.get(key);
    if (card === undefined) {
      card = renderToString(<AdCardView view={view} t={t} />);
      if (rendered.size >= LIMIT) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, card);
    }
    html += card;
  }
  return html;
}
