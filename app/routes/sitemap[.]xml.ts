import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listSitemapEntries } from "~/features/content/sitemap.server";

// Categories and public ads (and the content pages), each with its English
// alternate, for search engines.
export async function loader({ context }: LoaderFunctionArgs) {
  const site = context.config.SITE_URL;
  const entries = await listSitemapEntries(context);
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const body = entries
    .map(({ path, updated }) => {
      const loc = escape(`${site}${path}`);
      const en = escape(`${site}${path}${path.includes("?") ? "&" : "?"}lng=en`);
      return `<url><loc>${loc}</loc>${updated ? `<lastmod>${updated.slice(0, 10)}</lastmod>` : ""}<xhtml:link rel="alternate" hreflang="ar" href="${loc}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
