import { directionOf, isLanguage, type Language } from "~/lib/i18n";
import { resources } from "~/server/locales.server";
import { KEPT_MARKER } from "~/lib/offline-page";

// The pages the service worker (app/sw) keeps for when there is no
// connection, one per language and kind, at /offline/{ar,en} and
// /offline/{ar,en}/not-sent: plain HTML with the fallback stylesheet, no
// script, no data, the same for everyone. The worker fills in the pages it
// keeps in the list's slot (KEPT_MARKER); the "nothing kept yet" line after
// the list shows only while the list is empty (public/fallback.css).

export type OfflineKind = "offline" | "not-sent";

const OFFLINE_PATH = /^\/offline\/(ar|en)(\/not-sent)?\/?$/;

/** The language and kind an address of the offline pages names, or null for any other address. */
export function offlinePageFor(pathname: string): { language: Language; kind: OfflineKind } | null {
  const match = OFFLINE_PATH.exec(pathname);
  if (!match || !isLanguage(match[1])) return null;
  return { language: match[1], kind: match[2] ? "not-sent" : "offline" };
}

export function offlinePage(language: Language, kind: OfflineKind): Response {
  const texts = resources[language].offline;
  const escape = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const title = kind === "offline" ? texts.offline.title : texts.notSent.title;
  const lead =
    kind === "offline"
      ? `<p>${escape(texts.offline.text)}</p>`
      : // The browser's Back returns to the form as it was typed.
        `<p role="alert">${escape(texts.notSent.text)}</p>`;
  const html =
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
    `<link rel="stylesheet" href="/fallback.css"></head><body><main class="error-page"><h1>${escape(title)}</h1>${lead}` +
    `<section aria-labelledby="kept"><h2 id="kept">${escape(texts.offline.kept)}</h2><ul class="kept-list">${KEPT_MARKER}</ul>` +
    `<p class="nothing-kept">${escape(texts.offline.nothingKept)}</p></section>` +
    `<p>${escape(texts.offline.retry)}</p><p><a href="/">${escape(texts.offline.goHome)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    },
  });
}
