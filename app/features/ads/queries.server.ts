import type { Database } from "~/server/db-session.server";
import { PAGE_SIZE, type AdFilters } from "~/lib/filters";
import { toMatchQuery } from "~/lib/normalize";
import { sqlTime } from "~/server/jobs.server";
import type { AdText, CategoryNames, PlaceNames } from "~/lib/rows";

type Db = { db: Database };

/** What an ad card shows. */
export interface AdCard {
  id: number;
  name: string;
  price: number;
  negotiable: number;
  is_featured: number;
  status: string;
  created_at: string;
  region_name: string | null;
  region_name_en: string | null;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
}

export const cardColumns = `a.id, a.name, a.price, a.negotiable, a.is_featured, a.status, a.created_at,
  r.name AS region_name, r.name_en AS region_name_en,
  i.small_path AS image, i.width AS image_width, i.height AS image_height`;

// The first photo of each ad, by position.
export const cardJoins = `LEFT JOIN regions r ON r.id = a.region_id
  LEFT JOIN ad_images i ON i.id = (SELECT id FROM ad_images WHERE ad_id = a.id ORDER BY position LIMIT 1)`;

/**
 * Only approved, unexpired ads of active owners are public. The unary plus
 * keeps SQLite from picking the expiry index for the date range: every public
 * index ends with expires_at, so the test is answered inside the listing's own
 * index (measured: 111 ms → 0.4 ms for a category's first page at 100,000 ads).
 */
/** The names of an ad's category path and place, as CategoryNames and PlaceNames (with adNameJoins). */
export const adNameColumns = `c.name AS category_name, c.name_en AS category_name_en, s.name AS subcategory_name, s.name_en AS subcategory_name_en,
  b.name AS brand_country_name, b.name_en AS brand_country_name_en, t.name AS third_branch_name, t.name_en AS third_branch_name_en,
  g.name AS governorate_name, g.name_en AS governorate_name_en, r.name AS region_name, r.name_en AS region_name_en`;

/** The owner (u) and the rows that name an ad's category path and place (c, s, b, t, g, r). */
export const adNameJoins = `JOIN categories c ON c.id = a.category_id JOIN users u ON u.id = a.user_id
  LEFT JOIN subcategories s ON s.id = a.subcategory_id LEFT JOIN brand_countries b ON b.id = a.brand_country_id
  LEFT JOIN third_branches t ON t.id = a.third_branch_id LEFT JOIN governorates g ON g.id = a.governorate_id LEFT JOIN regions r ON r.id = a.region_id`;

export const PUBLIC_WHERE = "a.status = 'approved' AND a.hidden = 0 AND +a.expires_at > ?";

/** Counting stops here: past it a page says "more than 1,000", so counts cost the same at any size. */
export const COUNT_CAP = 1000;

export interface Query {
  sql: string;
  params: unknown[];
}

/**
 * The listing/search query for a set of filters: a page of cards and the count
 * of all matches. Every condition is a bound parameter; search goes through
 * the FTS5 table over the normalised text.
 */
export function buildListingQuery(filters: AdFilters, now: Date): { page: Query; count: Query } {
  const where = [PUBLIC_WHERE];
  const params: unknown[] = [sqlTime(now)];
  const add = (condition: string, value: unknown) => {
    where.push(condition);
    params.push(value);
  };
  if (filters.categoryId) add("a.category_id = ?", filters.categoryId);
  if (filters.subcategoryId) add("a.subcategory_id = ?", filters.subcategoryId);
  if (filters.brandCountryId) add("a.brand_country_id = ?", filters.brandCountryId);
  if (filters.thirdBranchId) add("a.third_branch_id = ?", filters.thirdBranchId);
  if (filters.governorateId) add("a.governorate_id = ?", filters.governorateId);
  if (filters.regionId) add("a.region_id = ?", filters.regionId);
  if (filters.type) add("a.condition = ?", filters.type);
  if (filters.minPrice > 0) add("a.price >= ?", filters.minPrice);
  if (filters.maxPrice > 0) add("a.price <= ?", filters.maxPrice);
  if (filters.negotiable) where.push("a.negotiable = 1");

  // Search: the full-text matches are a set the public index is walked
  // against, in the listing's own order (special first, then by date), so a
  // page stops after its 24 cards however many ads match. Ranking every match
  // by bm25 first cost ~300 ms for a common word at 100,000 ads (issue 13);
  // every result contains every word searched for anyway.
  const match = filters.q ? toMatchQuery(filters.q) : null;
  if (match) add("a.id IN (SELECT rowid FROM ads_fts WHERE ads_fts MATCH ?)", match);

  const direction = filters.order === "asc" ? "ASC" : "DESC";
  const orderBy =
    filters.sort === "lowPrice"
      ? `a.price ASC, a.id ${direction}`
      : filters.sort === "highPrice"
        ? `a.price DESC, a.id ${direction}`
        : // "special": special ads first, in search as well, then by date.
          `a.is_featured DESC, a.created_at ${direction}, a.id ${direction}`;
  const whereSql = where.join(" AND ");
  const offset = (filters.page - 1) * PAGE_SIZE;
  return {
    page: {
      sql: `SELECT ${cardColumns} FROM ads a ${cardJoins} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
      params,
    },
    count: { sql: `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ads a WHERE ${whereSql} LIMIT ${COUNT_CAP + 1})`, params },
  };
}

export interface AdPage {
  ads: AdCard[];
  /** Matches, up to COUNT_CAP; `capped` says there are more. */
  total: number;
  capped: boolean;
  current_page: number;
  last_page: number;
}

export async function listAds({ db }: Db, filters: AdFilters, now = new Date()): Promise<AdPage> {
  const { page, count } = buildListingQuery(filters, now);
  const [rows, totals] = await db.batch([db.prepare(page.sql).bind(...page.params), db.prepare(count.sql).bind(...count.params)]);
  const counted = (totals.results[0] as { total: number } | undefined)?.total ?? 0;
  const total = Math.min(counted, COUNT_CAP);
  return {
    ads: rows.results as AdCard[],
    total,
    capped: counted > COUNT_CAP,
    current_page: filters.page,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** The first ads of each category, featured first: the home page's preview rows. */
export async function previewRows({ db }: Db, categoryIds: number[], perRow = 20, now = new Date()): Promise<Map<number, AdCard[]>> {
  if (categoryIds.length === 0) return new Map();
  const at = sqlTime(now);
  const statements = categoryIds.map((categoryId) =>
    db
      .prepare(
        `SELECT ${cardColumns} FROM ads a ${cardJoins} WHERE ${PUBLIC_WHERE} AND a.category_id = ? ORDER BY a.is_featured DESC, a.created_at DESC, a.id DESC LIMIT ?`,
      )
      .bind(at, categoryId, perRow),
  );
  const results = await db.batch(statements);
  return new Map(categoryIds.map((categoryId, index) => [categoryId, results[index].results as AdCard[]]));
}

export interface AdDetail extends AdText, CategoryNames, PlaceNames {
  user_id: number;
  status: string;
  is_featured: number;
  attributes: string;
  views: number;
  created_at: string;
  updated_at: string;
  category_id: number;
  category_slug: string;
  subcategory_id: number | null;
  seller_id: number;
  seller_first_name: string;
  seller_last_name: string;
  seller_company: string | null;
  seller_image: string | null;
  seller_phone: string;
  seller_whatsapp: string | null;
  seller_is_trader: number;
  seller_verified: number;
  images: Array<{ image_path: string; small_path: string; width: number; height: number }>;
}

/** A public ad with everything its page shows, or null when it is not public. */
export async function getPublicAd({ db }: Db, id: number, now = new Date()): Promise<AdDetail | null> {
  const [adRows, imageRows] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.user_id, a.name, a.description, a.price, a.note, a.negotiable, a.condition, a.status, a.is_featured,
          a.address, a.latitude, a.longitude, a.attributes, a.views, a.created_at, a.updated_at,
          a.category_id, c.slug AS category_slug, a.subcategory_id, ${adNameColumns},
          u.id AS seller_id, u.first_name AS seller_first_name, u.last_name AS seller_last_name, u.company_name AS seller_company,
          u.image AS seller_image, u.phone AS seller_phone, u.whatsapp AS seller_whatsapp, u.is_trader AS seller_is_trader,
          u.is_verified_trader AS seller_verified
        FROM ads a ${adNameJoins}
        WHERE a.id = ? AND ${PUBLIC_WHERE}`,
      )
      .bind(id, sqlTime(now)),
    db.prepare("SELECT image_path, small_path, width, height FROM ad_images WHERE ad_id = ? ORDER BY position").bind(id),
  ]);
  const ad = adRows.results[0] as Omit<AdDetail, "images"> | undefined;
  if (!ad) return null;
  return { ...ad, images: imageRows.results as AdDetail["images"] };
}

/** Counts a view without holding up the page. */
export function countView({ db }: Db, id: number): Promise<unknown> {
  return db.prepare("UPDATE ads SET views = views + 1 WHERE id = ?").bind(id).run();
}

/** Other public ads of the same category (the first page), newest and featured first. */
export async function relatedAds({ db }: Db, ad: { id: number; category_id: number }, limit = 8, now = new Date()): Promise<AdCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${cardColumns} FROM ads a ${cardJoins} WHERE ${PUBLIC_WHERE} AND a.category_id = ? AND a.id != ? ORDER BY a.is_featured DESC, a.created_at DESC, a.id DESC LIMIT ?`,
    )
    .bind(sqlTime(now), ad.category_id, ad.id, limit)
    .all<AdCard>();
  return results;
}
