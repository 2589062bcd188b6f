// What an order buys (bundle_orders.kind), for the pages that list orders of
// every kind: the account's orders and receipts, the admin's orders and
// totals, the sandbox checkout. Shared by the server and the browser.

/** The kinds the pages know by name: a bundle (migration 0011), a bump (0029), a pack of extra ads (0031). */
export const ORDER_KINDS = ["bundle", "bump", "pack"] as const;
export type OrderKindName = (typeof ORDER_KINDS)[number];

/** The translation key of a kind's label (bundles:orderKinds.*): a kind these pages do not know yet reads "Order". */
export function kindLabelKey(kind: string): string {
  return (ORDER_KINDS as readonly string[]).includes(kind) ? `orderKinds.${kind}` : "orderKinds.other";
}

/** An order's name in the page's language: the bundle's, else the one kept on the order (item_name / item_name_en). */
export function orderName(order: { name: string; name_en: string }, language: "ar" | "en"): string {
  return (language === "en" ? order.name_en : order.name) || order.name || order.name_en;
}
