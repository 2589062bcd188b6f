// Buying a pack of extra ads for a category (issue 43, item 2): a pending
// order of kind 'pack' naming the category and the number of ads, its amount
// the category's price for the pack now (never anything the browser sent),
// then the same hosted checkout, signed callback, replay and amount checks as
// a bundle (bundles/payments.server.ts, whose callback applies it with
// applyPackPayment: the ads added to the account's credits once).
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { CURRENCY, paymentProvider, resumeOrder, toCents, type Payer, type PaymentMethod, type StartResult } from "~/features/bundles/payments.server";
import { failOrder, setOrderCheckout } from "~/features/bundles/queries.server";
import { getPackPrice, insertPackOrder } from "~/features/packs/queries.server";
import { serverTranslate } from "~/server/i18n.server";
import { formatNumber } from "~/lib/format";

interface Deps {
  db: Database;
  config: Parameters<typeof paymentProvider>[0] & Pick<Config, "SITE_URL">;
  fetch?: typeof fetch;
}

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

export async function startPackPayment(
  deps: Deps,
  payer: Payer,
  choice: { categoryId: number; ads: number; method: PaymentMethod; language: string; submitKey?: string | null; submitDigest?: string | null },
  now = new Date(),
): Promise<StartResult> {
  const provider = paymentProvider(deps.config, deps.fetch);
  if (!provider) return { ok: false, error: "unavailable" };
  if (!provider.methods.includes(choice.method)) return { ok: false, error: "method" };
  const submitKey = choice.submitKey ?? null;
  const submitDigest = choice.submitDigest ?? null;
  if (submitKey) {
    const earlier = await resumeOrder(deps, payer.id, submitKey, submitDigest);
    if (earlier) return earlier;
  }
  const [option, category] = await Promise.all([
    getPackPrice(deps, choice.categoryId, choice.ads),
    deps.db.prepare("SELECT name, name_en FROM categories WHERE id = ?1").bind(choice.categoryId).first<{ name: string; name_en: string }>(),
  ]);
  if (!option || !category) return { ok: false, error: "bundle" };
  const amountCents = toCents(option.price);
  const itemName = packItemName("ar", option.ads, category);
  const itemNameEn = packItemName("en", option.ads, category);
  const orderId = await insertPackOrder(deps, {
    userId: payer.id,
    categoryId: option.category_id,
    ads: option.ads,
    amountCents,
    currency: CURRENCY,
    method: choice.method,
    provider: provider.name,
    at: now,
    submitKey,
    submitDigest,
    itemName,
    itemNameEn,
  });
  if (orderId === null) {
    const earlier = submitKey ? await resumeOrder(deps, payer.id, submitKey, submitDigest) : null;
    if (earlier) return earlier;
    throw new Error("payments: the pack order was not created");
  }
  const site = deps.config.SITE_URL.replace(/\/+$/, "");
  const name = choice.language === "en" ? itemNameEn : itemName;
  const checkout = await provider.createCheckout({
    order: { id: orderId, amountCents, currency: CURRENCY, method: choice.method, itemName: name, itemDescription: name },
    customer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, phone: payer.phone },
    notificationUrl: `${site}/payments/callback/${provider.name}`,
    returnUrl: `${site}/payments/return/${orderId}`,
  });
  if (!checkout.ok) {
    await failOrder(deps, orderId, `checkout: ${checkout.reason}`, ["pending"]);
    console.error(`[souq] payments: ${provider.name} checkout for pack order ${orderId} failed: ${checkout.reason}`);
    return { ok: false, error: "provider", orderId };
  }
  await setOrderCheckout(deps, orderId, checkout.providerOrderId, checkout.redirectTo);
  return { ok: true, orderId, redirectTo: checkout.redirectTo };
}
