// Buying a bump: a pending order of kind 'bump' for one of the
// payer's public ads, its amount the category's price for the option now
// (never anything the browser sent), then the same hosted checkout, signed
// callback, replay and amount checks as a bundle (payments.server.ts,
// whose callback applies it with applyBumpPayment).
import { purchase, toCents } from "~/features/paid-reach/payments.server";
import { getFeaturableAd, insertOrder } from "~/features/paid-reach/queries.server";
import { getPrice } from "~/features/paid-reach/price-queries.server";
import { serverTranslate } from "~/server/i18n.server";
import { formatNumber } from "~/lib/format";

/** An order's name in a language ("Bump to top ×3"), kept on the order (it has no bundle). */
export function bumpItemName(language: "ar" | "en", bumps: number): string {
  return String(serverTranslate(language)("bundles:bump.item", { count: bumps, n: formatNumber(bumps, language) }));
}

export const startBumpPayment = purchase<{ adId: number; bumps: number }>(async (deps, payer, choice, now) => {
  const ad = await getFeaturableAd(deps, payer.id, choice.adId, now);
  if (!ad) return { error: "ad" };
  const option = await getPrice(deps, "bump", ad.category_id, choice.bumps);
  if (!option) return { error: "bundle" };
  const itemName = bumpItemName("ar", option.option);
  const itemNameEn = bumpItemName("en", option.option);
  return {
    amountCents: toCents(option.price),
    itemName,
    itemNameEn,
    describe: (name) => `${name} #${ad.id}`,
    insert: (order) => insertOrder(deps, { ...order, adId: ad.id, bundleId: null, days: 0, kind: "bump", bumps: option.option, itemName, itemNameEn }),
  };
});
