// Editorial content read by the visitor pages: the blog, the services page
// and the company's links. Both languages are stored side by side.
//
//   listBlogPosts({ db }, page?, now?)   → BlogPage (the page clamped to 1..10,000)
//   getBlogPost({ db }, id, now?)        → a published post, or null
//   paragraphsOf(body)                   → the post's paragraphs
//   listServices({ db })                 → Service[]
//   listLinks({ db })                    → SiteLink[] (safe addresses only; see isSafeLink)
// The SQL is in queries.server.ts.
import type { Database } from "~/server/db-session.server";
import type { BlogPostSummary, Service } from "~/lib/rows";
import { linkRows, publishedPosts, type BlogPost, type SiteLink } from "~/features/content/queries.server";

export type { BlogPost, BlogPostSummary, Service, SiteLink };
export { getBlogPost, listServices } from "~/features/content/queries.server";

type Db = { db: Database };

/** Posts per blog page. */
export const BLOG_PAGE_SIZE = 9;

export interface BlogPage {
  posts: BlogPostSummary[];
  total: number;
  current_page: number;
  last_page: number;
}

/** A page of published posts, newest first. */
export async function listBlogPosts({ db }: Db, page = 1, now = new Date()): Promise<BlogPage> {
  const current = Math.max(1, Math.min(Math.floor(page) || 1, 10_000));
  const { posts, total } = await publishedPosts({ db }, now, BLOG_PAGE_SIZE, (current - 1) * BLOG_PAGE_SIZE);
  return { posts, total, current_page: current, last_page: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
}

/** A post's text as paragraphs (stored with blank lines between them). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The company's social and contact channels; only web, phone, SMS and e-mail addresses are kept. */
export async function listLinks({ db }: Db): Promise<SiteLink[]> {
  return (await linkRows({ db })).filter((link) => isSafeLink(link.url));
}

/** Whether a link's address is a web, phone, SMS or e-mail one (never javascript: or data:). */
export function isSafeLink(url: string): boolean {
  return /^(https?:|tel:|sms:|mailto:)/i.test(url.trim());
}
