import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/lib/nonce";
import { TranslationsContext } from "~/lib/use-translation";
import { BodyTooLargeError } from "~/modules/body-limit.server";
import { resources } from "~/modules/locales.server";
import { logError } from "~/modules/log.server";

// Every page is rendered completely before it is sent: no-JS visitors and
// search engines get the whole document, and pages defer nothing.
//
// Remix's module preloads are then marked `fetchpriority="low"`: Chromium
// fetches module scripts at high priority, ahead of the photos on the screen,
// while the page needs none of them to be read (it works without JavaScript).
// At low priority the first paint and the largest photo get the bandwidth of a
// slow connection first, and hydration follows.
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.nonce}>
      <TranslationsContext.Provider value={{ language: loadContext.language, bundles: resources[loadContext.language] }}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
      </TranslationsContext.Provider>
    </NonceContext.Provider>,
    {
      signal: request.signal,
      nonce: loadContext.nonce,
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) logError(error, request);
      },
    },
  );
  await body.allReady;
  const html = (await new Response(body).text()).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", "private, no-cache");
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  return new Response(html, { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  // A body cut off at its limit is answered 413 by the Worker; not a fault.
  if (error instanceof BodyTooLargeError) return;
  logError(error, request);
};
