// Buying a pack of extra ads for a category: a pending
// order of kind 'pack' naming the category and the number of ads, its amount
// the category's price for the pack now (never anything the browser sent),
// then the same hosted checkout, signed callback, replay and amount checks as
// a bundle (payments.server.ts, whose callback applies it with
// applyPackPayment: the ads added to the account's credits once).
import { purchase, toCents } from "~/features/paid-reach/payments.server";
import { insertOrder } from "~/features/paid-reach/queries.server";
import { getPrice } from "~/features/paid-reach/price-queries.server";
import { packCategoryNames } from "~/features/paid-reach/pack-queries.server";
import { serverTranslate } from "~/server/i18n.server";
import { formatNumber } from "~/lib/format";

/** A pack order's name in a language ("3 extra ads in Vehicles"), kept on the order (it has no bundle). */
export function packItemName(language: "ar" | "en", ads: number, category: { name: string; name_en: string }): string {
  return String(
    serverTranslate(language)("bundles:pack.item", {
      count: ads,
      n: formatNumber(ads, language),
      category: language === "en" ? category.name_en : category.name,
    }),
  );
}

export const startPackPayment = purchase<{ categoryId: number; ads: number }>(async (deps, _payer, choice) => {
  const [option, category] = await Promise.all([getPrice(deps, "pack", choice.categoryId, choice.ads), packCategoryNames(deps, choice.categoryId)]);
  if (!option || !category) return { error: "bundle" };
  const itemName = packItemName("ar", option.option, category);
  const itemNameEn = packItemName("en", option.option, category);
  return {
    amountCents: toCents(option.price),
    itemName,
    itemNameEn,
    describe: (name) => name,
    insert: (order) =>
      insertOrder(deps, {
        ...order,
        adId: null,
        bundleId: null,
        days: 0,
        kind: "pack",
        categoryId: option.category_id,
        packAds: option.option,
        itemName,
        itemNameEn,
      }),
  };
});
