import type { MetaDescriptor } from "@remix-run/cloudflare";
import { translationsAt } from "~/lib/translations";

interface RootData {
  language: string;
  /** The address of the page's texts (lib/translations.ts). */
  translations: string;
  siteUrl: string;
}

type Matches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

export function rootData(matches: Matches): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/** A text from the root's translations, for `meta` functions (they cannot use hooks). */
export function rootText(matches: Matches, key: string, namespace = "common"): string {
  const bundle = translationsAt(rootData(matches)?.translations)?.[namespace];
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), bundle);
  return typeof value === "string" ? value : "";
}

export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  type?: string;
  /**
   * The page's own parameters as its loader read them (`page=2`, a listing's
   * filters: filtersQuery, pageQuery), the only ones its canonical, hreflang
   * and og:url addresses carry; none when absent. Anything else in the
   * address (an overlay, a tracking tag, the edge cache's key, made-up text)
   * is left out.
   */
  query?: string;
  /** The page's own path when it differs from the one asked (a search's text as the page read it); the one asked when absent. */
  path?: string;
}

function withLanguageOf(query: string, pathname: string, lng: string): string {
  return `${pathname}?${query ? `${query}&` : ""}lng=${lng}`;
}

/**
 * Title, description, canonical address, hreflang alternates and Open Graph /
 * Twitter tags for a page, in the visitor's language.
 */
export function pageMeta(matches: Matches, location: { pathname: string; search: string }, page: PageMeta): MetaDescriptor[] {
  const root = rootData(matches);
  const site = root?.siteUrl ?? "";
  const language = root?.language ?? "ar";
  const query = page.query ?? "";
  const pathname = page.path ?? location.pathname;
  const neutralPath = `${pathname}${query ? `?${query}` : ""}`;
  // A page asked in a language (?lng=en) is its own canonical: pointing it at
  // the language-neutral address (the Arabic page for a crawler) would tell
  // search engines to drop that language's version.
  const asked = new URLSearchParams(location.search).get("lng");
  const canonical = asked === "ar" || asked === "en" ? withLanguageOf(query, pathname, asked) : neutralPath;
  const withLanguage = (lng: string) => `${site}${withLanguageOf(query, pathname, lng)}`;
  const siteName = rootText(matches, "site.name");
  const title = page.title === siteName ? siteName : `${page.title} | ${siteName}`;
  const image = page.image ? (page.image.startsWith("http") ? page.image : `${site}${page.image}`) : `${site}/og-image.png`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: `${site}${canonical}` },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: withLanguage("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: withLanguage("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}${neutralPath}` },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: language === "en" ? "en_US" : "ar_EG" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: `${site}${canonical}` },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
