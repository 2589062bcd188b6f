// The sitemap's addresses: the fixed pages, then the categories, posts,
// traders and public ads with when each last changed. The SQL is
// sitemapRows in queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { sitemapRows } from "~/features/content/queries.server";

export interface SitemapEntry {
  path: string;
  updated: string | null;
}

/** A sitemap holds at most 50,000 addresses: the pages, the categories, then the newest public ads. */
export async function listSitemapEntries({ db }: { db: Database }, now = new Date()): Promise<SitemapEntry[]> {
  const pages = ["/", "/categories/", "/account/trader-profiles", "/blog/", "/our-services/", "/show-links"];
  const { categories, posts, traders, ads } = await sitemapRows({ db }, now);
  return [
    ...pages.map((path) => ({ path, updated: null })),
    ...categories.map((row) => ({ path: `/categories/${row.slug}`, updated: row.updated_at })),
    ...posts.map((row) => ({ path: `/blog/${row.id}`, updated: row.published_at })),
    ...traders.map((row) => ({ path: `/account/trader2/${row.id}`, updated: row.updated_at })),
    ...ads.map((row) => ({ path: `/categories/product/${row.id}`, updated: row.updated_at })),
  ];
}
