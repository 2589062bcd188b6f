// Language settings shared by the server and the browser.

export const supportedLanguages = ["ar", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "ar";
export const defaultNamespace = "common";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

/**
 * The translation namespaces a page needs, chosen by its path, so a visitor
 * page never downloads the account or admin texts.
 */
export function namespacesFor(pathname: string): string[] {
  const namespaces = ["common"];
  if (pathname === "/" || pathname.startsWith("/categories") || pathname.startsWith("/trader")) {
    namespaces.push("ads");
  }
  if (pathname.startsWith("/categories/product")) namespaces.push("product", "editor");
  if (pathname.startsWith("/payments")) namespaces.push("bundles");
  if (pathname.startsWith("/account/trader")) namespaces.push("ads", "traders");
  else if (pathname.startsWith("/account") || pathname.startsWith("/auth")) namespaces.push("ads", "auth", "account", "editor", "bundles");
  if (pathname.startsWith("/trader")) namespaces.push("traders");
  // A trader's own directory page, in the account area.
  if (pathname === "/account/page" || pathname.startsWith("/account/page/")) namespaces.push("traders");
  if (pathname.startsWith("/blog") || pathname.startsWith("/our-services") || pathname.startsWith("/show-links") || pathname.startsWith("/view-pdf")) {
    namespaces.push("content");
  }
  if (pathname.startsWith("/admin")) namespaces.push("ads", "admin", "editor", "bundles");
  // Saved searches: the account's list, the e-mails' unsubscribe page (a listing's "Save this search" is in ads;
  // the toast after saving names its namespace, which the root adds).
  if (pathname.startsWith("/account") || pathname.startsWith("/alerts")) namespaces.push("alerts");
  // Web Push: the saved searches page's notifications switch.
  if (pathname.startsWith("/account/searches")) namespaces.push("push");
  // Sellers' ratings: the ad page's and the trader's pages' average, a conversation's "rate the seller", the moderation queue.
  if (
    pathname.startsWith("/categories/product/") ||
    pathname.startsWith("/trader/") ||
    pathname.startsWith("/account/trader2/") ||
    pathname.startsWith("/account/messages/") ||
    pathname === "/admin/moderation"
  )
    namespaces.push("ratings");
  return [...new Set(namespaces)];
}

/** A record's name in the visitor's language (names are stored as name / name_en). */
export function localName(row: { name: string; name_en: string }, language: Language): string {
  return language === "en" ? row.name_en : row.name;
}

/** The same page in another language: the current address with `lng` set. */
export function languageHref(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set("lng", language);
  return `${pathname}?${params.toString()}`;
}
