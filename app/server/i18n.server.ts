import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { resources, type Resources } from "~/server/locales.server";
import { rememberTranslations, translationsAt, translationsHref } from "~/lib/translations";
import { createTranslate, type Translate } from "~/lib/translate";
import { defaultNamespace, fallbackLanguage, isLanguage, supportedLanguages, type Language } from "~/lib/i18n";

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
  },
});

/**
 * How much of Accept-Language the detection reads: its first few ranges, in at
 * most a couple of hundred characters. Browsers send a handful (Chrome's
 * "ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7" is four); remix-i18next checks each
 * range with Intl, which costs tens of microseconds for a real one and far
 * more for a made-up one (measured in Node: 600 made-up ranges, 17 ms).
 */
const ACCEPT_LANGUAGE_RANGES = 6;
const ACCEPT_LANGUAGE_CHARACTERS = 200;

/** The request with its Accept-Language cut to what the detection reads (the request itself when it is short). */
function withShortAcceptLanguage(request: Request): Request {
  const header = request.headers.get("Accept-Language");
  if (!header) return request;
  let ranges = header.slice(0, ACCEPT_LANGUAGE_CHARACTERS).split(",");
  // A range cut in the middle is left out.
  if (header.length > ACCEPT_LANGUAGE_CHARACTERS && header[ACCEPT_LANGUAGE_CHARACTERS] !== ",") ranges.pop();
  ranges = ranges.slice(0, ACCEPT_LANGUAGE_RANGES);
  const short = ranges.join(",");
  if (short === header) return request;
  const headers = new Headers(request.headers);
  headers.set("Accept-Language", short);
  return new Request(request.url, { headers });
}

// One answer per request, shared by the edge cache's key and the page. Nothing
// is kept from one request to the next: the inputs are text the visitor sends,
// as long and as varied as they like.
const detected = new WeakMap<Request, Promise<Language>>();

/** Detects the visitor's language: `lng` query, then cookie, then Accept-Language; else Arabic. */
export function detectLanguage(request: Request): Promise<Language> {
  let language = detected.get(request);
  if (!language) {
    language = remixI18n.getLocale(withShortAcceptLanguage(request)).then((found) => {
      const base = found.toLowerCase().split("-")[0];
      return isLanguage(base) ? base : fallbackLanguage;
    });
    detected.set(request, language);
  }
  return language;
}

/** The `lng` query value when it names a supported language (the switch link). */
export function requestedLanguage(request: Request): Language | null {
  const value = new URL(request.url).searchParams.get("lng");
  return isLanguage(value) ? value : null;
}

/**
 * The server's `t` for a language (the load context's): the same small
 * translator the pages use (lib/translate.ts) over every namespace of the
 * bundled texts, made once per isolate. i18next's own `t` cost tens of
 * microseconds a call (a quarter of a millisecond on the ad page,
 * whose loader writes its price, place and description with it); both
 * languages have the same keys, so its fallback to Arabic is never needed.
 */
export function serverTranslate(language: Language): Translate {
  return createTranslate(resources[language], language, [defaultNamespace]);
}

/** The part of the bundled resources a page needs, to send to the browser. */
export function resourcesFor(language: Language, namespaces: string[]): Resources[Language] {
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) {
    const bundle = (resources[language] as Record<string, unknown>)[ns];
    if (bundle) out[ns] = bundle;
  }
  return out as Resources[Language];
}

const versions = new Map<string, string>();

/**
 * A short fingerprint of a language's texts (FNV-1a over its files, computed
 * once per isolate): it changes when a text changes, so the browser may keep
 * a translations file for as long as it likes.
 */
export function translationsVersion(language: Language): string {
  let version = versions.get(language);
  if (!version) {
    const text = JSON.stringify(resources[language]);
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    version = (hash >>> 0).toString(36);
    versions.set(language, version);
  }
  return version;
}

/** Whether every name is a namespace of the language's texts. */
export function areNamespaces(language: Language, namespaces: readonly string[]): boolean {
  return namespaces.length > 0 && namespaces.every((ns) => Object.hasOwn(resources[language], ns));
}

/**
 * The address of a page's texts (lib/translations.ts), with the bundles
 * remembered under it for the server's own render.
 */
export function pageTranslations(language: Language, namespaces: string[]): string {
  const href = translationsHref(language, namespaces, translationsVersion(language));
  if (!translationsAt(href)) rememberTranslations(href, resourcesFor(language, namespaces));
  return href;
}
