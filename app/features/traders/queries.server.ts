// The traders' SQL: the directory (filtered by company name, category and
// place), the profiles of traders and sellers, and a seller's public ads.
// Typed rows in, typed rows out; the filters are parsed by traders.server.ts.
import type { Database } from "~/server/db-session.server";
import { PAGE_SIZE as ADS_PAGE_SIZE } from "~/lib/filters";
import { cardColumns, cardJoins, publicWhere, type AdCard } from "~/features/ads/queries.server";
import { and, raw, sql, sqlTime, statement } from "~/server/sql.server";
import type { TraderListItem } from "~/lib/rows";
import { searchWords, TRADERS_PAGE_SIZE, type TraderFilters } from "~/features/traders/traders.server";

type Db = { db: Database };

// A trader is found by company or personal name, folded as ad search folds text (lib/normalize.ts): hamza forms of
// alef as ا, ة as ه, ى as ي, ؤ as و, ئ as ي, tatweel removed. SQLite's lower() folds ASCII only, which is what Latin
// names need. The query's words are folded in JavaScript (searchWords) and each must appear in the name.
const foldedNames = `lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(
  COALESCE(u.company_name, '') || ' ' || u.first_name || ' ' || u.last_name,
  'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ة', 'ه'), 'ى', 'ي'), 'ؤ', 'و'), 'ئ', 'ي'), 'ـ', ''))`;

export interface TraderPage {
  traders: TraderListItem[];
  total: number;
  /** The last page included. */
  current_page: number;
  last_page: number;
}

const TRADER_WHERE = "u.is_trader = 1 AND u.status = 'active'";

/**
 * A page (or pages start..page) of the directory, longest-standing traders
 * first: a new sign-up joins the end, so "load more" never shows anyone twice.
 */
export async function listTraders({ db }: Db, filters: TraderFilters): Promise<TraderPage> {
  const conditions = [raw(TRADER_WHERE)];
  if (filters.categoryId) conditions.push(sql`u.category_id = ${filters.categoryId}`);
  if (filters.governorateId) conditions.push(sql`u.governorate_id = ${filters.governorateId}`);
  if (filters.regionId) conditions.push(sql`u.region_id = ${filters.regionId}`);
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes (25 Arabic letters) with a 500, and
  // instr takes every character literally (%, _, quotes), so no escaping either.
  for (const word of searchWords(filters.q)) conditions.push(sql`instr(${raw(foldedNames)}, ${word}) > 0`);
  const where = and(conditions);
  const offset = (filters.start - 1) * TRADERS_PAGE_SIZE;
  const limit = (filters.page - filters.start + 1) * TRADERS_PAGE_SIZE;
  const [rows, totals] = await db.batch([
    statement(
      db,
      // The company name is optional at sign-up (sign-up asks for it but does not require it): a trader without one is listed by name.
      sql`SELECT u.id, COALESCE(NULLIF(u.company_name, ''), u.first_name || ' ' || u.last_name) AS company_name, u.image, u.is_verified_trader,
          g.name AS governorate_name, g.name_en AS governorate_name_en
        FROM users u LEFT JOIN governorates g ON g.id = u.governorate_id
        WHERE ${where} ORDER BY u.created_at ASC, u.id ASC LIMIT ${limit} OFFSET ${offset}`,
    ),
    statement(db, sql`SELECT COUNT(*) AS total FROM users u WHERE ${where}`),
  ]);
  const total = (totals.results[0] as { total: number } | undefined)?.total ?? 0;
  return {
    traders: rows.results as TraderListItem[],
    total,
    current_page: filters.page,
    last_page: Math.max(1, Math.ceil(total / TRADERS_PAGE_SIZE)),
  };
}

export interface TraderProfile {
  id: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  image: string | null;
  preface: string | null;
  preface_en: string | null;
  phone: string;
  phone2: string | null;
  whatsapp: string | null;
  opening_hours: string | null;
  is_trader: number;
  is_verified_trader: number;
  /** 1 when the phone number was verified by SMS. */
  phone_verified: number;
  created_at: string;
  governorate_name: string | null;
  governorate_name_en: string | null;
  region_name: string | null;
  region_name_en: string | null;
  category_name: string | null;
  category_name_en: string | null;
  subcategory_name: string | null;
  subcategory_name_en: string | null;
}

const profileSelect = `SELECT u.id, u.first_name, u.last_name, u.company_name, u.image, u.preface, u.preface_en,
    u.phone, u.phone2, u.whatsapp, u.opening_hours, u.is_trader, u.is_verified_trader, (u.phone_verified_at IS NOT NULL) AS phone_verified, u.created_at,
    g.name AS governorate_name, g.name_en AS governorate_name_en,
    r.name AS region_name, r.name_en AS region_name_en,
    c.name AS category_name, c.name_en AS category_name_en,
    s.name AS subcategory_name, s.name_en AS subcategory_name_en
  FROM users u
  LEFT JOIN governorates g ON g.id = u.governorate_id
  LEFT JOIN regions r ON r.id = u.region_id
  LEFT JOIN categories c ON c.id = u.category_id
  LEFT JOIN subcategories s ON s.id = u.subcategory_id`;

/** A profile as pages carry it: without its numbers, which "show number" reveals (features/ad-stats/contact.server.ts). */
export type ShownProfile = Omit<TraderProfile, "phone" | "phone2" | "whatsapp">;

/** The profile without its numbers, for a page's data. */
export function withoutNumbers({ phone: _phone, phone2: _phone2, whatsapp: _whatsapp, ...shown }: TraderProfile): ShownProfile {
  return shown;
}

/** An active trader's profile (the directory's /account/trader2/{id}), or null. */
export async function getTraderProfile({ db }: Db, id: number): Promise<TraderProfile | null> {
  return db.prepare(`${profileSelect} WHERE u.id = ? AND ${TRADER_WHERE}`).bind(id).first<TraderProfile>();
}

/**
 * The seller behind an ad's trader card (/trader/{id}): an active trader, or
 * an active user with at least one public ad; otherwise null.
 */
export async function getSellerProfile({ db }: Db, id: number, now = new Date()): Promise<TraderProfile | null> {
  return statement(
    db,
    sql`${raw(profileSelect)} WHERE u.id = ${id} AND u.status = 'active'
        AND (u.is_trader = 1 OR EXISTS (SELECT 1 FROM ads a WHERE a.user_id = u.id AND ${publicWhere(now)}))`,
  ).first<TraderProfile>();
}

export interface TraderAdsPage {
  ads: AdCard[];
  total: number;
  current_page: number;
  last_page: number;
}

/**
 * A page of one user's public ads, featured first, then newest (index
 * ads_public_by_owner). How many there are is the row the triggers keep
 * (migration 0035) less the few past their date that the hourly job has not
 * marked yet, so a seller with thousands of ads costs what one with ten does;
 * a later page's skipped ads are read in the index alone (their ids), only
 * the page's own get their card.
 */
export async function listTraderAds({ db }: Db, userId: number, page = 1, now = new Date()): Promise<TraderAdsPage> {
  const current = Math.max(1, Math.min(page, 10_000));
  const own = sql`a.user_id = ${userId} AND ${publicWhere(now)}`;
  const order = raw("a.is_featured DESC, a.listed_at DESC, a.id DESC");
  const offset = (current - 1) * ADS_PAGE_SIZE;
  const [rows, totals] = await db.batch([
    statement(
      db,
      offset === 0
        ? sql`SELECT ${raw(cardColumns)} FROM ads a ${raw(cardJoins)} WHERE ${own} ORDER BY ${order} LIMIT ${ADS_PAGE_SIZE}`
        : sql`SELECT ${raw(cardColumns)} FROM ads a ${raw(cardJoins)}
            WHERE a.id IN (SELECT a.id FROM ads a WHERE ${own} ORDER BY ${order} LIMIT ${ADS_PAGE_SIZE} OFFSET ${offset}) ORDER BY ${order}`,
    ),
    statement(
      db,
      sql`SELECT MAX(0, IFNULL((SELECT ads FROM public_owner_ad_counts WHERE user_id = ${userId}), 0)
        - (SELECT COUNT(*) FROM ads a INDEXED BY ads_by_expiry WHERE a.status = 'approved' AND a.expires_at <= ${sqlTime(now)} AND a.hidden = 0 AND a.user_id = ${userId})) AS total`,
    ),
  ]);
  const total = (totals.results[0] as { total: number } | undefined)?.total ?? 0;
  return {
    ads: rows.results as AdCard[],
    total,
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / ADS_PAGE_SIZE)),
  };
}

// ---- A trader's own directory page (trader-page.server.ts) ------------------------

/** The page's columns of the trader's row. */
export interface TraderPageRow {
  company_name: string | null;
  preface: string | null;
  preface_en: string | null;
  governorate_id: number | null;
  region_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  phone2: string | null;
  whatsapp: string | null;
  opening_hours: string | null;
  image: string | null;
}

/** The page as stored on the account's row, or null for no such account. */
export async function traderPageRow({ db }: Db, userId: number): Promise<TraderPageRow | null> {
  return db
    .prepare(
      `SELECT company_name, preface, preface_en, governorate_id, region_id, category_id, subcategory_id, phone2, whatsapp, opening_hours, image
       FROM users WHERE id = ?`,
    )
    .bind(userId)
    .first<TraderPageRow>();
}

/**
 * The page's chosen places and categories as stored, in one round trip: each
 * undefined when there is no such row, else its parent's id (0 for a
 * governorate or a category, which have none).
 */
export async function traderPageChoices(
  { db }: Db,
  ids: { governorateId: number | null; regionId: number | null; categoryId: number | null; subcategoryId: number | null },
): Promise<Record<"governorate" | "region" | "category" | "subcategory", number | undefined>> {
  const [governorate, region, category, subcategory] = await db.batch<{ parent: number }>([
    db.prepare("SELECT 0 AS parent FROM governorates WHERE id = ?").bind(ids.governorateId ?? 0),
    db.prepare("SELECT governorate_id AS parent FROM regions WHERE id = ?").bind(ids.regionId ?? 0),
    db.prepare("SELECT 0 AS parent FROM categories WHERE id = ?").bind(ids.categoryId ?? 0),
    db.prepare("SELECT category_id AS parent FROM subcategories WHERE id = ?").bind(ids.subcategoryId ?? 0),
  ]);
  const parent = (result: D1Result<{ parent: number }>) => result.results[0]?.parent;
  return { governorate: parent(governorate), region: parent(region), category: parent(category), subcategory: parent(subcategory) };
}

/** What the page stores, as the form and the API give it (empty texts and phones: not set). */
export interface TraderPageWrite {
  companyName: string | null | undefined;
  preface: string;
  prefaceEn: string;
  governorateId: number | null;
  regionId: number | null;
  categoryId: number | null;
  subcategoryId: number | null;
  phone2: string | null | undefined;
  whatsapp: string | null | undefined;
  openingHours: string;
}

/** Writes the page to the trader's own row (a member who is not a trader: nothing); empty texts are stored as not set. */
export async function updateTraderPage({ db }: Db, userId: number, page: TraderPageWrite, now: Date): Promise<void> {
  const text = (value: string | null | undefined) => (value ? value : null);
  await db
    .prepare(
      `UPDATE users SET company_name = ?2, preface = ?3, preface_en = ?4, governorate_id = ?5, region_id = ?6, category_id = ?7, subcategory_id = ?8,
         phone2 = ?9, whatsapp = ?10, opening_hours = ?11, updated_at = ?12
       WHERE id = ?1 AND is_trader = 1`,
    )
    .bind(
      userId,
      text(page.companyName),
      text(page.preface),
      text(page.prefaceEn),
      page.governorateId,
      page.regionId,
      page.categoryId,
      page.subcategoryId,
      text(page.phone2),
      text(page.whatsapp),
      text(page.openingHours),
      sqlTime(now),
    )
    .run();
}
