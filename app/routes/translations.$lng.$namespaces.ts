import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage } from "~/lib/i18n";
import { areNamespaces, resourcesFor, translationsVersion } from "~/server/i18n.server";
import { notFound } from "~/lib/not-found";

// A page's texts for the browser (lib/translations.ts): the namespaces named
// in the address, in its language. The address the root loader gives carries
// the texts' version, so that answer is kept for a year; any other version
// (a page rendered before a deploy) gets today's texts for a minute.
export function loader({ params, request }: LoaderFunctionArgs) {
  const language = params.lng;
  const namespaces = (params.namespaces ?? "").split(",");
  if (!isLanguage(language) || !areNamespaces(language, namespaces)) {
    return notFound();
  }
  const current = new URL(request.url).searchParams.get("v") === translationsVersion(language);
  return new Response(JSON.stringify(resourcesFor(language, namespaces)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60",
    },
  });
}
