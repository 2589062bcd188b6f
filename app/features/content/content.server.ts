// Editorial content read by the visitor pages: the blog, the services page
// and the company's links. Both languages are stored side by side.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/jobs.server";
import type { BlogPostSummary, Service } from "~/lib/rows";

export type { BlogPostSummary, Service };

type Db = { db: Database };

/** Posts per blog page. */
export const BLOG_PAGE_SIZE = 9;

export interface BlogPost extends BlogPostSummary {
  body: string;
  body_en: string;
}

export interface BlogPage {
  posts: BlogPostSummary[];
  total: number;
  current_page: number;
  last_page: number;
}

/** A page of published posts, newest first (index blog_posts_by_date). */
export async function listBlogPosts({ db }: Db, page = 1, now = new Date()): Promise<BlogPage> {
  const current = Math.max(1, Math.min(Math.floor(page) || 1, 10_000));
  const at = sqlTime(now);
  const [rows, totals] = await db.batch([
    db
      .prepare(
        `SELECT id, slug, title, title_en, excerpt, excerpt_en, image, published_at FROM blog_posts
        WHERE published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(at, BLOG_PAGE_SIZE, (current - 1) * BLOG_PAGE_SIZE),
    db.prepare("SELECT COUNT(*) AS total FROM blog_posts WHERE published_at <= ?").bind(at),
  ]);
  const total = (totals.results[0] as { total: number } | undefined)?.total ?? 0;
  return { posts: rows.results as BlogPostSummary[], total, current_page: current, last_page: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
}

/** A published post by id, or null. */
export async function getBlogPost({ db }: Db, id: number, now = new Date()): Promise<BlogPost | null> {
  return db
    .prepare("SELECT id, slug, title, title_en, excerpt, excerpt_en, body, body_en, image, published_at FROM blog_posts WHERE id = ? AND published_at <= ?")
    .bind(id, sqlTime(now))
    .first<BlogPost>();
}

/** A post's text as paragraphs (stored with blank lines between them). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export async function listServices({ db }: Db): Promise<Service[]> {
  const { results } = await db.prepare("SELECT id, title, title_en, body, body_en, icon FROM services ORDER BY sort, id").all<Service>();
  return results;
}

export interface SiteLink {
  id: number;
  label: string;
  label_en: string;
  url: string;
  icon: string;
}

/** The company's social and contact channels; only web, phone, SMS and e-mail addresses are kept. */
export async function listLinks({ db }: Db): Promise<SiteLink[]> {
  const { results } = await db.prepare("SELECT id, label, label_en, url, icon FROM links ORDER BY sort, id").all<SiteLink>();
  return results.filter((link) => isSafeLink(link.url));
}

export function isSafeLink(url: string): boolean {
  return /^(https?:|tel:|sms:|mailto:)/i.test(url.trim());
}
