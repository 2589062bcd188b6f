// Where a page's texts come from once it is in the browser.
//
// The server renders every text itself, so the page's HTML does not carry its
// translations (about 6 KB gzip on every page, more than a third of an ad
// page's HTML): the root loader names them with an address
// (`/translations/<language>/<namespaces>?v=<version>`, immutable, cached by
// the browser across pages), and the browser fetches that file before it
// hydrates (entry.client.tsx) and before a navigation that needs other
// namespaces (root's clientLoader). On the server the same address maps to the
// bundles the root loader remembered for it (they are the same for every
// request: the address holds the language, namespaces and version).
import type { Bundles } from "~/lib/translate";

/** The meta tag whose content is the address of the page's texts (root.tsx writes it, entry.client.tsx reads it). */
export const TRANSLATIONS_META = "souq-translations";

const bundlesByHref = new Map<string, Bundles>();
const loading = new Map<string, Promise<Bundles>>();

export function translationsHref(language: string, namespaces: readonly string[], version: string): string {
  return `/translations/${language}/${namespaces.join(",")}?v=${version}`;
}

export function rememberTranslations(href: string, bundles: Bundles): void {
  bundlesByHref.set(href, bundles);
}

/** The bundles behind an address, once fetched (browser) or remembered (server). */
export function translationsAt(href: string | undefined): Bundles | undefined {
  return href ? bundlesByHref.get(href) : undefined;
}

/** Fetches the bundles behind an address once; rejects when they cannot be had. */
export function loadTranslations(href: string): Promise<Bundles> {
  const known = bundlesByHref.get(href);
  if (known) return Promise.resolve(known);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`translations ${response.status}`);
        return response.json() as Promise<Bundles>;
      })
      .then((bundles) => {
        bundlesByHref.set(href, bundles);
        return bundles;
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}
