// Rendered cards, kept by the isolate.
//
// A card's markup depends only on its view (the ad's fields, the language,
// whether this visitor saved it, its age in whole units…) and the
// language's texts, which do not change while the isolate lives. So the
// server renders each view once and keeps its HTML: the home page's hundred
// cards cost a lookup each instead of a React render (issue 17). The HTML is
// what React renders for the same view in the browser (AdCardView), so the
// page hydrates over it as over any server render. It is kept as the bytes
// the response sends (components/ui/kept-html.server.tsx: KeptPieces).
import { renderToString } from "react-dom/server";
import { htmlBytes, type HtmlBytes } from "~/components/ui/kept-html.server";
import { AdCardView, cardView, type CardView } from "~/features/ads/components/ad-card";
import type { CardRow } from "~/features/ads/components/card-html";
import { isShownFavourite } from "~/lib/favourites";
import { ageChangesAt } from "~/lib/format";
import { sameValue } from "~/lib/same-value";
import type { Translate } from "~/lib/translate";
import { keptValues } from "~/server/kept-value.server";

/** Ads whose cards are kept; past it, the ad seen first goes first. */
const LIMIT = 2000;

interface Kept {
  view: CardView;
  html: HtmlBytes;
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

/** The cards' HTML, each as the bytes the response sends. */
export function cardPieces(views: CardView[], t: Translate): HtmlBytes[] {
  const html: HtmlBytes[] = [];
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
      entry = { view, html: htmlBytes(renderToString(<AdCardView view={view} t={t} />)) };
      kept[at < 0 ? kept.length : at] = entry;
    }
    html.push(entry.html);
  }
  return html;
}

/**
 * Rows of cards kept whole (a home page row, a listing's page), by where they
 * are shown and their first ad, up to 500. A row seen again costs a
 * comparison of its ads' fields and hearts, not a view of each card: while no
 * ad changed, no heart flipped and no age reads differently yet (until, from
 * lib/format.ts' ageChangesAt), it is the same HTML.
 */
const keepRow = keptValues(500);

/** The cards of a row, as the bytes the response sends. */
export function rowPieces({ ads, language, favourites, eagerCount, pathname }: CardRow, t: Translate, now = Date.now()): HtmlBytes[] {
  if (ads.length === 0) return [];
  // Which cards show a filled heart ("" when none can).
  let hearts = "";
  if (favourites.ids.size > 0 || favourites.sending.size > 0) for (const ad of ads) hearts += isShownFavourite(favourites, ad.id) ? "1" : "0";
  const key = `${language}:${eagerCount}:${ads.length}:${ads[0]!.id}:${pathname}`;
  const row = keepRow(
    key,
    [ads, hearts],
    () => {
      const when = new Date(now);
      const views = ads.map((ad, index) => cardView(ad, language, { favourite: hearts[index] === "1", eager: index < eagerCount, pathname, now: when }));
      let until = Infinity;
      for (const ad of ads) until = Math.min(until, ageChangesAt(ad.created_at, when));
      return { pieces: cardPieces(views, t), until };
    },
    (kept) => now < kept.until,
  );
  return row.pieces;
}
