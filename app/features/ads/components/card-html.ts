import { createContext } from "react";
import type { AdCardData } from "~/features/ads/components/ad-card";
import type { Favourites } from "~/lib/favourites";
import type { Language } from "~/lib/i18n";
import type { Translate } from "~/lib/translate";

/**
 * On the server only (entry.server.tsx): where the HTML of a list of cards
 * goes (a mark the response replaces with it), each card rendered once per
 * view and kept by the isolate (features/ads/components/card-html.server.tsx).
 * Null in the browser, where CardList renders the cards themselves.
 */
export const CardHtmlContext = createContext<((row: CardRow, t: Translate) => string) | null>(null);

/** A list of cards as a page shows it (CardList). */
export interface CardRow {
  ads: AdCardData[];
  language: Language;
  /** The visitor's favourites (their hearts). */
  favourites: Favourites;
  /** How many cards from the start load their photo at once. */
  eagerCount: number;
  /** The page's path (a card shows more on the owner's own pages). */
  pathname: string;
}
