// The server functions the ad page's loader uses, imported through one module.
// The classic compiler turns every server module a route imports into an empty
// browser chunk of its own (about 110 bytes gzip each, one request each on
// HTTP/1.1); a module only this route imports is folded into the route's
// chunk instead. The ad page is the heaviest visitor page (DESIGN.md's 100 KB
// JavaScript budget), so it imports its server code from here.
import type { ContactNumbers } from "~/lib/rows";
import { localPhone, normalizeEgyptianPhone, whatsappNumber } from "~/lib/normalize";

export { getPublicAd, relatedAds, type AdDetail } from "~/features/ads/queries.server";
export { adAttributes } from "~/features/attributes/queries.server";
export { listSafetyTips } from "~/features/catalog/queries.server";
export { isFavourite } from "~/features/favourites/favourites.server";
export { answerMessageForm } from "~/features/messaging/form.server";
export { askAboutAd } from "~/features/messaging/use-cases.server";
export { logError } from "~/server/log.server";
export { getOptionalUser, requireUser } from "~/server/session.server";

/** The contact buttons' numbers from the seller's phone and WhatsApp number. */
export function contactNumbers(phone: string, whatsapp: string | null | undefined): ContactNumbers {
  return { phone, local: localPhone(phone), whatsapp: whatsappNumber((whatsapp && normalizeEgyptianPhone(whatsapp)) || phone) };
}
