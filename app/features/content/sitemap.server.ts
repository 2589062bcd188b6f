import type { Database } from "~/server/db-session.server";
import { PUBLIC_WHERE } from "~/features/ads/queries.server";
import { sqlTime } from "~/server/jobs.server";

export interface SitemapEntry {
  path: string;
  updated: string | null;
}

/** A sitemap holds at most 50,000 addresses: the pages, the categories, then the newest public ads. */
export async function listSitemapEntries({ db }: { db: Database }, now = new Date()): Promise<SitemapEntry[]> {
  const pages = ["/", "/categories/", "/account/trader-profiles", "/blog/", "/our-services/", "/show-links"];
  const [categories, posts, traders, ads] = await db.batch([
    db.prepare("SELECT slug, updated_at FROM categories ORDER BY sort, id"),
    db.prepare("SELECT id, published_at FROM blog_posts ORDER BY published_at DESC LIMIT 500"),
    db.prepare("SELECT id, updated_at FROM users WHERE is_trader = 1 AND status = 'active' ORDER BY created_at DESC LIMIT 500"),
    db.prepare(`SELECT a.id, a.updated_at FROM ads a WHERE ${PUBLIC_WHERE} ORDER BY a.is_featured DESC, a.created_at DESC LIMIT 48000`).bind(sqlTime(now)),
  ]);
  return [
    ...pages.map((path) => ({ path, updated: null })),
    ...(categories.results as Array<{ slug: string; updated_at: string }>).map((row) => ({ path: `/categories/${row.slug}`, updated: row.updated_at })),
    ...(posts.results as Array<{ id: number; published_at: string }>).map((row) => ({ path: `/blog/${row.id}`, updated: row.published_at })),
    ...(traders.results as Array<{ id: number; updated_at: string }>).map((row) => ({ path: `/account/trader2/${row.id}`, updated: row.updated_at })),
    ...(ads.results as Array<{ id: number; updated_at: string }>).map((row) => ({ path: `/categories/product/${row.id}`, updated: row.updated_at })),
  ];
}
