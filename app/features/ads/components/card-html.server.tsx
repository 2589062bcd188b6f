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
import { sameValue } from "~/lib/same-value";
import type { Translate } from "~/lib/translate";

/** Ads whose cards are kept; past it, the ad seen first goes first. */
const LIMIT = 2000;

interface Kept {
  view: CardView;
  html: string;
}

/**
 * Kept cards by ad id, one for each way the ad was shown (language, heart,
 * eager photo, status badge, link). A numeric key and a comparison of the
 * view's fields cost far less than a text key made from the whole view
 * (issue 17: that was a quarter of a millisecond on the home page).
 */
const rendered = new Map<number, Kept[]>();

function samePlace(a: CardView, b: CardView): boolean {
  return a.language === b.language && a.favourite === b.favourite && a.showStatus === b.showStatus && a.eager === b.eager && a.href === b.href;
}

export function cardsHtml(views: CardView[], t: Translate): string {
  let html = "";
  for (const view of views) {
    let kept = rendered.get(view.ad.id);
    if (!kept) {
      if (rendered.size >= LIMIT) rendered.delete(rendered.keys().next().value!);
      rendered.set(view.ad.id, (kept = []));
    }
    // The same place: the same card unless the ad or its age changed since, in which case it replaces it.
    const at = kept.findIndex((candidate) => samePlace(candidate.view, view));
    let entry = kept[at];
    if (!entry || !sameValue(entry.view.age, view.age) || !sameValue(entry.view.ad, view.ad)) {
      entry = { view, html: renderToString(<AdCardView view={view} t={t} />) };
      kept[at < 0 ? kept.length : at] = entry;
    }
    html += entry.html;
  }
  return html;
}
