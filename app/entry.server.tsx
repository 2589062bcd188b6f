import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/lib/nonce";
import { TranslationsContext } from "~/lib/use-translation";
import { BodyTooLargeError } from "~/server/body-limit.server";
import { resources } from "~/server/locales.server";
import { logError } from "~/server/log.server";
import { pageCacheControl } from "~/server/page-cache.server";

// Remix's Cloudflare entry, as its template writes it, with two differences:
// the page's Cache-Control comes from what its routes' loaders asked for
// (server/page-cache.server.ts), and every page is rendered completely before
// it is sent (`allReady`), for every visitor and not only for bots. Visitors without JavaScript and search
// engines get the whole document, since a streamed Suspense boundary would
// need a script to show its content.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.nonce}>
      {/* The texts for a render outside the root's data (its own error page). */}
      <TranslationsContext.Provider value={{ language: loadContext.language, bundles: resources[loadContext.language] }}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
      </TranslationsContext.Provider>
    </NonceContext.Provider>,
    {
      nonce: loadContext.nonce,
      signal: request.signal,
      onError(error: unknown) {
        // Errors while rendering the shell reject the promise above (Remix renders the error boundary);
        // these are the ones inside it, logged once.
        responseStatusCode = 500;
        if (!request.signal.aborted) logError(error, request);
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // What the page's loaders and actions asked for (no-store) reaches the page.
  const { loaderHeaders, actionHeaders } = remixContext.staticHandlerContext;
  responseHeaders.set("Cache-Control", pageCacheControl([...Object.values(loaderHeaders), ...Object.values(actionHeaders)]));
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  // A body cut off at its limit is answered 413 by the Worker; not a fault.
  if (error instanceof BodyTooLargeError) return;
  logError(error, request);
};
