// The server functions the ad page's loader uses, imported through one module.
// The classic compiler turns every server module a route imports into an empty
// browser chunk of its own (about 110 bytes gzip each, one request each on
// HTTP/1.1); a module only this route imports is folded into the route's
// chunk instead. The ad page is the heaviest visitor page (the 100 KB
// JavaScript budget of docs/performance.md), so it imports its server code from here.
import { parseAttributes, type Attribute } from "~/lib/rows";
import { describeValues } from "~/lib/attributes";
import type { adAttributes } from "~/features/attributes/queries.server";
import type { Translate } from "~/lib/translate";

export { getPublicAd, relatedAds, type AdDetail } from "~/features/ads/queries.server";
export { adAttributes } from "~/features/attributes/queries.server";
export { listSafetyTips } from "~/features/catalog/queries.server";
export { isFavourite } from "~/features/favourites/favourites.server";
export { answerMessageForm } from "~/features/messaging/form.server";
export { askAboutAd } from "~/features/messaging/conversations.server";
export { sellerRatingSummary } from "~/features/ratings/ratings.server";
export { logError } from "~/server/log.server";
export { revealAnswer, revealContact } from "~/features/ad-stats/contact.server";
export { getOptionalUser, requireUser } from "~/server/session.server";

/**
 * The details list's own lines: the values the seller gave for the category's
 * fields (ad_attributes) when the ad has any, else the free-form pairs the ad
 * carried before (its JSON column). Both are label / value pairs in both languages.
 */
export function pageAttributes(t: Translate, structured: Awaited<ReturnType<typeof adAttributes>> | null, legacy: string | null | undefined): Attribute[] {
  if (structured && structured.values.length > 0) {
    // The page is rendered in one language (its cache key carries it): the words of that language in both places.
    const word = (key: "yes" | "no"): [string, string] => [String(t(`product:details.${key}`)), String(t(`product:details.${key}`))];
    const details = describeValues(structured.fields, structured.values, { yes: word("yes"), no: word("no") });
    if (details.length > 0) return details.map(({ label, label_en, value, value_en }) => ({ label, label_en, value, value_en }));
  }
  return parseAttributes(legacy);
}
