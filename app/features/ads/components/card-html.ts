import { createContext } from "react";
import type { CardView } from "~/features/ads/components/ad-card";
import type { Translate } from "~/lib/translate";

/**
 * On the server only (entry.server.tsx): the HTML of a list of cards, each
 * rendered once per view and kept by the isolate (features/ads/components/card-html.server.tsx).
 * Null in the browser, where CardList renders the cards themselves.
 */
export const CardHtmlContext = createContext<((views: CardView[], t: Translate) => string) | null>(null);
