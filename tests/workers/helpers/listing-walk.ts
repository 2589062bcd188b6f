import { expect } from "vitest";
import { loadListingPage } from "~/features/ads/listing.server";
import { countingDb } from "./rows-read";

/**
 * The places and seller of a walked listing's fixture: the vehicles category (1), Cairo (1) with Nasr City (7) and
 * Maadi (8), and a seller (1): statements for the fixture's first batch.
 */
export function listingFixtureBase(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23)"),
    db.prepare(
      "INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (7, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34), (8, 1, 'المعادي', 'Maadi', 29.96, 31.25)",
    ),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
  ];
}

/** What a listing page costs: at most this many D1 rows read, its filter options included. */
export const PAGE_ROWS_BUDGET = 500;

/** A signed-in visitor's session costs some rows more than the page (its session and account rows): the page leaves room. */
export const SESSION_ROWS = 15;

/**
 * Three photos for each ad from `first` to `last` (a card shows the first by position), as the large bench's ads have:
 * each card then reads its photos' index as a real listing does. Statements for a fixture's batch.
 */
export function photosOf(db: D1Database, first: number, last: number): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let start = first; start <= last; start += 100) {
    const rows: string[] = [];
    for (let id = start; id <= Math.min(last, start + 99); id++)
      for (const position of [2, 0, 1]) rows.push(`(${id}, 'ads/${id}/${position}.webp', 'ads/${id}/${position}-small.webp', 800, 600, ${position})`);
    statements.push(db.prepare(`INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES ${rows.join(", ")}`));
  }
  return statements;
}

/** A category's listing page as the route reads it (without one, the listing its address asks), with the rows it read. */
export async function openListing(db: D1Database, query: string, categoryId?: number) {
  const counting = countingDb(db);
  const page = await loadListingPage({ db: counting.db as D1Database }, new URLSearchParams(query), { categoryId });
  return { ...page, read: counting.read() };
}

/**
 * Follows the next-page links (the "look further" link is the next page's) to the end, checking each page reads within
 * the budget and that there are fewer than `maxPages`: the ids shown in order, the pages and how many stopped short.
 */
export async function followListing(
  open: (query: string) => ReturnType<typeof openListing>,
  base: string,
  maxPages: number,
): Promise<{ ids: number[]; pages: number; stops: number }> {
  const ids: number[] = [];
  let query = base;
  let pages = 0;
  let stops = 0;
  for (;;) {
    const { results, read } = await open(query);
    pages += 1;
    expect(read, `${query}: rows read`).toBeLessThanOrEqual(PAGE_ROWS_BUDGET);
    ids.push(...results.ads.map((ad) => ad.id));
    if (results.walk_stopped) stops += 1;
    if (!results.more_pages && results.current_page >= results.last_page) break;
    expect(results.cursors.after).not.toBeNull();
    expect(pages).toBeLessThan(maxPages);
    const next = new URLSearchParams(base);
    next.set("page", String(results.current_page + 1));
    next.set("after", results.cursors.after!);
    query = next.toString();
  }
  return { ids, pages, stops };
}
