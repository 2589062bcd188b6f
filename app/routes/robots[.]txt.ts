import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

// The traders directory and its profiles are public pages that happen to live
// under /account (addresses the original clients link to): the more specific Allow lines win.
export function loader({ context }: LoaderFunctionArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Allow: /account/trader-profiles",
    "Allow: /account/trader2/",
    "Disallow: /account/",
    "Disallow: /auth/",
    "Disallow: /admin",
    "Disallow: /dev/",
    "Disallow: /go/",
    "Disallow: /favourites",
    `Sitemap: ${context.config.SITE_URL}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
