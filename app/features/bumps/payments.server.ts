// Buying a bump (issue 43): a pending order of kind 'bump' for one of the
// payer's public ads, its amount the category's price for the option now
// (never anything the browser sent), then the same hosted checkout, signed
// callback, replay and amount checks as a bundle (bundles/payments.server.ts,
// whose callback applies it with applyBumpPayment).
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { CURRENCY, paymentProvider, resumeOrder, toCents, type Payer, type PaymentMethod, type StartResult } from "~/features/bundles/payments.server";
import { failOrder, getFeaturableAd, insertOrder, setOrderCheckout } from "~/features/bundles/queries.server";
import { getBumpPrice } from "~/features/bumps/queries.server";
import { serverTranslate } from "~/server/i18n.server";
import { formatNumber } from "~/lib/format";

interface Deps {
  db: Database;
  config: Parameters<typeof paymentProvider>[0] & Pick<Config, "SITE_URL">;
  fetch?: typeof fetch;
}

/** An order's name in a language ("Bump to top ×3"), kept on the order (it has no bundle). */
export function bumpItemName(language: "ar" | "en", bumps: number): string {
  return String(serverTranslate(language)("bundles:bump.item", { count: bumps, n: formatNumber(bumps, language) }));
}

export async function startBumpPayment(
  deps: Deps,
  payer: Payer,
  choice: { adId: number; bumps: number; method: PaymentMethod; language: string; submitKey?: string | null; submitDigest?: string | null },
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
  const ad = await getFeaturableAd(deps, payer.id, choice.adId, now);
  if (!ad) return { ok: false, error: "ad" };
  const option = await getBumpPrice(deps, ad.category_id, choice.bumps);
  if (!option) return { ok: false, error: "bundle" };
  const amountCents = toCents(option.price);
  const itemName = bumpItemName("ar", option.bumps);
  const itemNameEn = bumpItemName("en", option.bumps);
  const orderId = await insertOrder(deps, {
    userId: payer.id,
    adId: ad.id,
    bundleId: null,
    days: 0,
    amountCents,
    currency: CURRENCY,
    method: choice.method,
    provider: provider.name,
    at: now,
    submitKey,
    submitDigest,
    kind: "bump",
    bumps: option.bumps,
    itemName,
    itemNameEn,
  });
  if (orderId === null) {
    const earlier = submitKey ? await resumeOrder(deps, payer.id, submitKey, submitDigest) : null;
    if (earlier) return earlier;
    throw new Error("payments: the bump order was not created");
  }
  const site = deps.config.SITE_URL.replace(/\/+$/, "");
  const name = choice.language === "en" ? itemNameEn : itemName;
  const checkout = await provider.createCheckout({
    order: { id: orderId, amountCents, currency: CURRENCY, method: choice.method, itemName: name, itemDescription: `${name} #${ad.id}` },
    customer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, phone: payer.phone },
    notificationUrl: `${site}/payments/callback/${provider.name}`,
    returnUrl: `${site}/payments/return/${orderId}`,
  });
  if (!checkout.ok) {
    await failOrder(deps, orderId, `checkout: ${checkout.reason}`, ["pending"]);
    console.error(`[souq] payments: ${provider.name} checkout for bump order ${orderId} failed: ${checkout.reason}`);
    return { ok: false, error: "provider", orderId };
  }
  await setOrderCheckout(deps, orderId, checkout.providerOrderId, checkout.redirectTo);
  return { ok: true, orderId, redirectTo: checkout.redirectTo };
}
