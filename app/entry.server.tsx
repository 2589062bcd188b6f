import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { MetaHtmlContext, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { CardHtmlContext } from "~/features/ads/components/card-html";
import { KeptHtmlContext } from "~/components/ui/kept";
import { KeptPieces } from "~/components/ui/kept-html.server";
import { NonceContext } from "~/lib/nonce";
import { TranslationsContext } from "~/lib/use-translation";
import { BodyTooLargeError } from "~/server/body-limit.server";
import { rowPieces } from "~/features/ads/components/card-html.server";
import { handoffText } from "~/server/kept-data.server";
import { deferScriptParts, handoffWithout, routesWithFetchedData, wantsHydrationAtOnce, type Handoff } from "~/server/first-paint.server";
import { resources } from "~/server/locales.server";
import { logError } from "~/server/log.server";

// Every page is rendered completely before it is sent: no-JS visitors and
// search engines get the whole document, and pages defer nothing. Its scripts
// then wait for the first paint (server/first-paint.server.ts).
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const matches = remixContext.staticHandlerContext.matches.map((match) => ({ id: match.route.id, handle: remixContext.routeModules[match.route.id]?.handle }));
  const handles = matches.map((match) => match.handle);
  // Routes whose data the browser fetches when it hydrates leave it out of the
  // page's hydration data (unless an error boundary took their place).
  // Remix writes that data into the page when the render first reads it
  // (.patches/@remix-run+server-runtime*.patch), so the object is changed first.
  const { loaderData, errors } = remixContext.staticHandlerContext;
  const entry = remixContext as EntryContext & { serverHandoff?: Handoff };
  let fetchedData = errors || wantsHydrationAtOnce(handles) ? [] : routesWithFetchedData(matches).filter((id) => loaderData[id] !== undefined);
  const handoff = fetchedData.length > 0 && entry.serverHandoff ? handoffWithout(entry.serverHandoff, fetchedData) : null;
  if (handoff) entry.serverHandoff = handoff;
  else fetchedData = [];
  // Kept parts, cards, the page's tags and kept loader data's JSON are rendered as marks, replaced by their kept bytes in the response (KeptPieces).
  const kept = new KeptPieces();
  const handoffString = entry.serverHandoff ? handoffText(entry.serverHandoff, (bytes) => kept.mark(bytes)) : null;
  if (handoffString !== null) entry.serverHandoffString = handoffString;
  // One synchronous render to text: pages suspend nothing on the server (their
  // lazy parts wait for hydration), and text is what the rewrite below reads;
  // the streaming renderer wrote every piece as bytes that were then read back
  // as text (issue 17). A render that throws is rendered again with its error
  // boundary by Remix. The doctype comes first, as the streaming renderer wrote
  // it itself: without it the page is laid out in quirks mode.
  const rendered = renderToString(
    <NonceContext.Provider value={loadContext.nonce}>
      <TranslationsContext.Provider value={{ language: loadContext.language, bundles: resources[loadContext.language] }}>
        <CardHtmlContext.Provider value={(row, t) => kept.mark(rowPieces(row, t))}>
          <KeptHtmlContext.Provider value={kept.part}>
            <MetaHtmlContext.Provider value={kept.tags}>
              <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
            </MetaHtmlContext.Provider>
          </KeptHtmlContext.Provider>
        </CardHtmlContext.Provider>
      </TranslationsContext.Provider>
    </NonceContext.Provider>,
  );
  // Pieces, not one string: the page's content is sent as the text React made (joining the doctype to it would copy it).
  const html = kept.splice(["<!DOCTYPE html>", ...(wantsHydrationAtOnce(handles) ? [rendered] : deferScriptParts(rendered, { fetchedData }))]);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", "private, no-cache");
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  return new Response(new Blob(html), { headers: responseHeaders, status: responseStatusCode });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  // A body cut off at its limit is answered 413 by the Worker; not a fault.
  if (error instanceof BodyTooLargeError) return;
  logError(error, request);
};
