import { directionOf, type Language } from "~/lib/i18n";
import { resources } from "~/server/locales.server";

/**
 * The last-resort page, for failures outside Remix (bad configuration, a crash
 * before rendering): plain HTML in the visitor's language, no data, no script.
 */
export function errorPage(language: Language, status: number): Response {
  const common = resources[language].common;
  const text = status === 403 ? common.forbidden : status === 413 ? common.tooLarge : status === 503 ? common.unavailable : common.serverError;
  const escape = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  // While the database is unavailable, search still leads somewhere: its pages may be in the edge cache.
  const search =
    status === 503
      ? `<form method="get" action="/categories/search" role="search"><label for="q">${escape(common.header.search)}</label> <input id="q" type="search" name="q"> <button type="submit">${escape(common.header.search)}</button></form>`
      : "";
  const html = `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(text.title)}</title><link rel="stylesheet" href="/fallback.css"></head><body><main class="error-page"><h1>${escape(text.title)}</h1><p>${escape(text.text)}</p>${search}<p><a href="/">${escape(text.goHome)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    },
  });
}
