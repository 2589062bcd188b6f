import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

export function loader({ context }: LoaderFunctionArgs) {
  const lines = ["User-agent: *", "Allow: /", "Disallow: /account/", "Disallow: /auth/", "Disallow: /admin", "Disallow: /dev/", "Disallow: /favourites", `Sitemap: ${context.config.SITE_URL}/sitemap.xml`];
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
