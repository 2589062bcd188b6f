// The catalog's SQL: the category tree (categories and their three lower
// levels), the places (governorates and regions), the home page's banners and
// the safety tips. Typed rows in, typed rows out; the places' per-isolate
// cache is places.server.ts's.
import type { Database } from "~/server/db-session.server";
import { allRows } from "~/server/sql.server";
import type { Region } from "~/lib/rows";

type Db = { db: Database };

export interface Category {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  image: string | null;
  description: string | null;
  description_en: string | null;
}

export interface Branch {
  id: number;
  parent_id: number;
  name: string;
  name_en: string;
}

export async function listCategories({ db }: Db): Promise<Category[]> {
  return allRows<Category>(db.prepare("SELECT id, slug, name, name_en, image, description, description_en FROM categories ORDER BY sort, id"));
}

/** A category by its readable slug or its id (both addresses work). */
export async function findCategory({ db }: Db, slugOrId: string): Promise<Category | null> {
  const byId = /^\d+$/.test(slugOrId) ? Number(slugOrId) : -1;
  return db
    .prepare("SELECT id, slug, name, name_en, image, description, description_en FROM categories WHERE slug = ? OR id = ? LIMIT 1")
    .bind(slugOrId, byId)
    .first<Category>();
}

export async function listSubcategories({ db }: Db, categoryId: number): Promise<Branch[]> {
  return allRows<Branch>(
    db.prepare("SELECT id, category_id AS parent_id, name, name_en FROM subcategories WHERE category_id = ? ORDER BY sort, id").bind(categoryId),
  );
}

export async function listBrandCountries({ db }: Db, subcategoryId: number): Promise<Branch[]> {
  return allRows<Branch>(
    db.prepare("SELECT id, subcategory_id AS parent_id, name, name_en FROM brand_countries WHERE subcategory_id = ? ORDER BY sort, id").bind(subcategoryId),
  );
}

export async function listThirdBranches({ db }: Db, brandCountryId: number): Promise<Branch[]> {
  return allRows<Branch>(
    db.prepare("SELECT id, brand_country_id AS parent_id, name, name_en FROM third_branches WHERE brand_country_id = ? ORDER BY sort, id").bind(brandCountryId),
  );
}

export interface Banner {
  id: number;
  title: string;
  title_en: string;
  image: string;
  link: string | null;
}

export async function listBanners({ db }: Db): Promise<Banner[]> {
  return allRows<Banner>(db.prepare("SELECT id, title, title_en, image, link FROM banners WHERE is_active = 1 ORDER BY sort, id"));
}

export interface SafetyTip {
  id: number;
  title: string;
  title_en: string;
}

export async function listSafetyTips({ db }: Db): Promise<SafetyTip[]> {
  return allRows<SafetyTip>(db.prepare("SELECT id, title, title_en FROM safety_tips ORDER BY sort, id"));
}

// ---- Whole levels at once (the JSON API's /client/subcategories/-1 etc.) ----------

/** Every category with all the fields of the client contract's category. */
export interface CategoryRecord extends Category {
  notes: string | null;
  title_price: string | null;
  multi_feature_hd_id: number | null;
}

export async function listCategoryRecords({ db }: Db): Promise<CategoryRecord[]> {
  return allRows<CategoryRecord>(
    db.prepare("SELECT id, slug, name, name_en, image, description, description_en, notes, title_price, multi_feature_hd_id FROM categories ORDER BY sort, id"),
  );
}

const levels = {
  subcategories: "SELECT id, category_id AS parent_id, name, name_en FROM subcategories ORDER BY category_id, sort, id",
  brand_countries: "SELECT id, subcategory_id AS parent_id, name, name_en FROM brand_countries ORDER BY subcategory_id, sort, id",
  third_branches: "SELECT id, brand_country_id AS parent_id, name, name_en FROM third_branches ORDER BY brand_country_id, sort, id",
} as const;

/** Every branch of one lower level, grouped by parent in the public order. */
export async function listAllBranches({ db }: Db, level: keyof typeof levels): Promise<Branch[]> {
  return allRows<Branch>(db.prepare(levels[level]));
}

// ---- Places ----------

export interface Governorate {
  id: number;
  name: string;
  name_en: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/** Every governorate in the public order, read from D1 (places.server.ts caches it). */
export async function governorateRows({ db }: Db): Promise<Governorate[]> {
  return allRows<Governorate>(db.prepare("SELECT id, name, name_en, slug, latitude, longitude FROM governorates ORDER BY sort, id"));
}

/** One governorate's regions in the public order. */
export async function listRegions({ db }: Db, governorateId: number): Promise<Region[]> {
  return allRows<Region>(
    db.prepare("SELECT id, governorate_id, name, name_en, latitude, longitude FROM regions WHERE governorate_id = ? ORDER BY sort, id").bind(governorateId),
  );
}

/** Every region, grouped by governorate in the public order (the JSON API's /client/regions). */
export async function listAllRegions({ db }: Db): Promise<Region[]> {
  return allRows<Region>(db.prepare("SELECT id, governorate_id, name, name_en, latitude, longitude FROM regions ORDER BY governorate_id, sort, id"));
}
