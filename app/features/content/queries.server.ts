// Content's SQL: the blog, the services, the company's links, and the
// addresses the sitemap lists. Typed rows in, typed rows out; the rules (page
// numbers, which links are kept, the sitemap's fixed pages and paths) are
// content.server.ts's and sitemap.server.ts's.
import type { Database } from "~/server/db-session.server";
import { publicWhere } from "~/features/ads/queries.server";
import { allRows, sql, statement, sqlTime } from "~/server/sql.server";
import type { BlogPostSummary, Service } from "~/lib/rows";

type Db = { db: Database };

export interface BlogPost extends BlogPostSummary {
  body: string;
  body_en: string;
}

/** `limit` posts published by `now` from `offset`, newest first (index blog_posts_by_date), and how many are published. */
export async function publishedPosts({ db }: Db, now: Date, limit: number, offset: number): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const at = sqlTime(now);
  const [rows, totals] = await db.batch([
    db
      .prepare(
        `SELECT id, slug, title, title_en, excerpt, excerpt_en, image, published_at FROM blog_posts
        WHERE published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(at, limit, offset),
    db.prepare("SELECT COUNT(*) AS total FROM blog_posts WHERE published_at <= ?").bind(at),
  ]);
  const total = (totals.results[0] as { total: number } | undefined)?.total ?? 0;
  return { posts: rows.results as BlogPostSummary[], total };
}

/** A published post by id, or null. */
export async function getBlogPost({ db }: Db, id: number, now = new Date()): Promise<BlogPost | null> {
  return db
    .prepare("SELECT id, slug, title, title_en, excerpt, excerpt_en, body, body_en, image, published_at FROM blog_posts WHERE id = ? AND published_at <= ?")
    .bind(id, sqlTime(now))
    .first<BlogPost>();
}

/** The services page's entries in their order. */
export async function listServices({ db }: Db): Promise<Service[]> {
  return allRows<Service>(db.prepare("SELECT id, title, title_en, body, body_en, icon FROM services ORDER BY sort, id"));
}

export interface SiteLink {
  id: number;
  label: string;
  label_en: string;
  url: string;
  icon: string;
}

/** Every stored link in its order, whatever its address. */
export async function linkRows({ db }: Db): Promise<SiteLink[]> {
  return allRows<SiteLink>(db.prepare("SELECT id, label, label_en, url, icon FROM links ORDER BY sort, id"));
}

export interface SitemapRows {
  categories: Array<{ slug: string; updated_at: string }>;
  posts: Array<{ id: number; published_at: string }>;
  traders: Array<{ id: number; updated_at: string }>;
  ads: Array<{ id: number; updated_at: string }>;
}

/**
 * What the sitemap lists besides its fixed pages, in one batch: every
 * category, the newest 500 posts and traders, and the newest 48,000 ads public
 * at `now` (featured first), so the whole stays under 50,000 addresses.
 */
export async function sitemapRows({ db }: Db, now: Date): Promise<SitemapRows> {
  const [categories, posts, traders, ads] = await db.batch([
    db.prepare("SELECT slug, updated_at FROM categories ORDER BY sort, id"),
    db.prepare("SELECT id, published_at FROM blog_posts ORDER BY published_at DESC LIMIT 500"),
    db.prepare("SELECT id, updated_at FROM users WHERE is_trader = 1 AND status = 'active' ORDER BY created_at DESC LIMIT 500"),
    statement(db, sql`SELECT a.id, a.updated_at FROM ads a WHERE ${publicWhere(now)} ORDER BY a.is_featured DESC, a.listed_at DESC LIMIT 48000`),
  ]);
  return {
    categories: categories.results as SitemapRows["categories"],
    posts: posts.results as SitemapRows["posts"],
    traders: traders.results as SitemapRows["traders"],
    ads: ads.results as SitemapRows["ads"],
  };
}
