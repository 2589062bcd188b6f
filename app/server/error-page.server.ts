import { directionOf, type Language } from "~/lib/i18n";
import { resources } from "~/server/locales.server";

/**
 * The last-resort page, for failures outside Remix (bad configuration, a crash
 * before rendering): plain HTML in the visitor's language, no data, no script.
 */
export function errorPage(language: Language, status: number): Response {
  const common = resources[language].common;
  const text = status === 403 ? common.forbidden : status === 413 ? common.tooLarge : common.serverError;
  const escape = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(text.title)}</title><link rel="stylesheet" href="/fallback.css"></head><body><main class="error-page"><h1>${escape(text.title)}</h1><p>${escape(text.text)}</p><p><a href="/">${escape(text.goHome)}</a></p></main></body></html>`;
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
