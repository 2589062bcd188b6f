// Ads as the JSON API gives them: SPEC.md section 3's "Ad (as read)". Which
// ads a caller may see is decided by the features (public listings,
// the owner's own ads, favourites); this module reads the full record of the
// ids they return, in one batch, and shapes it in the requested language.
import type { Database } from "~/server/db-session.server";
import type { z } from "zod";
import { formatAge, formatPrice, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { Context } from "~/context";
import type { ApiAdSchema } from "~/api/schemas.server";
import { favouriteIds } from "~/features/favourites/favourites.server";
import { sqlTime } from "~/server/jobs.server";
import { profileName } from "~/features/traders/traders.server";
import { parseAttributes, type AdPlacement, type AdText, type CategoryNames, type PlaceNames } from "~/lib/rows";
import { adNameColumns, adNameJoins } from "~/features/ads/queries.server";

export type ApiAd = z.infer<typeof ApiAdSchema>;

/** Where uploads are served: an image path p is at /media/p. */
export const UPLOADS_PATH = "/media/";

export function mediaUrl(siteUrl: string, key: string): string {
  return new URL(`${UPLOADS_PATH}${key.split("/").map(encodeURIComponent).join("/")}`, siteUrl).toString();
}

interface AdRow extends AdText, CategoryNames, PlaceNames, AdPlacement {
  user_id: number;
  status: ApiAd["status"];
  expires_at: string | null;
  is_featured: number;
  attributes: string;
  created_at: string;
  updated_at: string;
  seller_first_name: string;
  seller_last_name: string;
  seller_company: string | null;
  seller_image: string | null;
  seller_phone: string;
  seller_is_trader: number;
  seller_verified: number;
}

interface ImageRow {
  id: number;
  ad_id: number;
  image_path: string;
  small_path: string;
  width: number;
  height: number;
}

/** D1 binds at most 100 values per statement. */
const MAX_IDS = 100;

/**
 * The full records of these ads (ids the caller was allowed to see), in the
 * order given; ids with no row are left out.
 */
export async function readAdRecords({ db }: { db: Database }, ids: number[]): Promise<Array<AdRow & { images: ImageRow[] }>> {
  const wanted = [...new Set(ids)].slice(0, MAX_IDS);
  if (wanted.length === 0) return [];
  const placeholders = wanted.map((_, index) => `?${index + 1}`).join(", ");
  const [ads, images] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.user_id, a.name, a.description, a.price, a.note, a.negotiable, a.condition, a.status, a.expires_at, a.is_featured,
          a.address, a.latitude, a.longitude, a.attributes, a.created_at, a.updated_at,
          a.category_id, a.subcategory_id, a.brand_country_id, a.third_branch_id, a.governorate_id, a.region_id, ${adNameColumns},
          u.first_name AS seller_first_name, u.last_name AS seller_last_name, u.company_name AS seller_company, u.image AS seller_image,
          u.phone AS seller_phone, u.is_trader AS seller_is_trader, u.is_verified_trader AS seller_verified
        FROM ads a ${adNameJoins}
        WHERE a.id IN (${placeholders})`,
      )
      .bind(...wanted),
    db
      .prepare(`SELECT id, ad_id, image_path, small_path, width, height FROM ad_images WHERE ad_id IN (${placeholders}) ORDER BY ad_id, position, id`)
      .bind(...wanted),
  ]);
  const byAd = new Map<number, ImageRow[]>();
  for (const image of images.results as ImageRow[]) {
    const list = byAd.get(image.ad_id) ?? [];
    list.push(image);
    byAd.set(image.ad_id, list);
  }
  const rows = new Map((ads.results as AdRow[]).map((row) => [row.id, row]));
  return ids.filter((adId) => rows.has(adId)).map((adId) => ({ ...rows.get(adId)!, images: byAd.get(adId) ?? [] }));
}

type ShapeContext = Pick<Context, "t" | "language" | "config">;

function named(id: number | null, name: string | null, nameEn: string | null) {
  return id !== null && name !== null ? { id, name, name_en: nameEn ?? name } : null;
}

/** An approved ad whose date has passed reads "expired", as the owner's list says. */
function displayStatus(row: Pick<AdRow, "status" | "expires_at">, now: Date): ApiAd["status"] {
  return row.status === "approved" && row.expires_at !== null && row.expires_at <= sqlTime(now) ? "expired" : row.status;
}

export function shapeAd(context: ShapeContext, row: AdRow & { images: ImageRow[] }, wishlist: boolean, now = new Date()): ApiAd {
  const { language, config } = context;
  const t = (key: string, options?: Record<string, unknown>) => String(context.t(key, options));
  const pick = (arabic: string, english: string) => (language === "en" ? english || arabic : arabic || english);
  const attributes = parseAttributes(row.attributes);
  const status = displayStatus(row, now);
  const first = row.images[0] ?? null;
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    price_text: formatPrice(t, language, row.price),
    image: first?.small_path ?? null,
    image_url: first ? mediaUrl(config.SITE_URL, first.small_path) : null,
    images: row.images.map((image) => ({
      id: image.id,
      image_path: image.image_path,
      small_path: image.small_path,
      url: mediaUrl(config.SITE_URL, image.image_path),
      small_url: mediaUrl(config.SITE_URL, image.small_path),
      width: image.width,
      height: image.height,
    })),
    age: formatAge((key, options) => t(`common:${key}`, options), language as Language, row.created_at, now),
    region: named(row.region_id, row.region_name, row.region_name_en),
    region_id: row.region_id,
    gov_id: row.governorate_id,
    governorate: named(row.governorate_id, row.governorate_name, row.governorate_name_en),
    category: { id: row.category_id, name: row.category_name, name_en: row.category_name_en },
    category_id: row.category_id,
    subcategory: named(row.subcategory_id, row.subcategory_name, row.subcategory_name_en),
    subcategory_id: row.subcategory_id,
    brandcountry: named(row.brand_country_id, row.brand_country_name, row.brand_country_name_en),
    brand_id: row.brand_country_id,
    third_branch: named(row.third_branch_id, row.third_branch_name, row.third_branch_name_en),
    third_branch_id: row.third_branch_id,
    status,
    status_text: t(`ads:status.${status}`),
    condition: row.condition,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    negotiable: row.negotiable ? 1 : 0,
    description: row.description,
    notes: row.note,
    is_featured: row.is_featured ? 1 : 0,
    wishlist,
    user: {
      id: row.user_id,
      name: profileName({
        is_trader: row.seller_is_trader,
        company_name: row.seller_company,
        first_name: row.seller_first_name,
        last_name: row.seller_last_name,
      }),
      company_name: row.seller_is_trader ? row.seller_company : null,
      image: row.seller_image,
      image_url: row.seller_image ? mediaUrl(config.SITE_URL, row.seller_image) : null,
      phone_number: row.seller_phone,
      is_trader: row.seller_is_trader ? 1 : 0,
      verified: row.seller_verified === 1,
    },
    details: [
      { label: t("product:details.condition"), value: t(row.condition === "new" ? "product:details.new" : "product:details.used") },
      { label: t("product:details.negotiable"), value: t(row.negotiable ? "product:details.yes" : "product:details.no") },
      ...attributes.map((attribute) => ({ label: pick(attribute.label, attribute.label_en), value: pick(attribute.value, attribute.value_en) })),
    ],
    multi_features: attributes,
    url: new URL(`/categories/product/${row.id}`, config.SITE_URL).toString(),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/**
 * Reads and shapes ads by id, in order, with the caller's hearts (`wishlist`):
 * `favourites` when the caller's favourites are already known (the wishlist
 * itself), else looked up for a signed-in caller.
 */
export async function apiAds(
  context: ShapeContext & Pick<Context, "db">,
  ids: number[],
  { viewerId = null, favourites }: { viewerId?: number | null; favourites?: Set<number> } = {},
): Promise<ApiAd[]> {
  const [rows, hearts] = await Promise.all([
    readAdRecords(context, ids),
    favourites ? Promise.resolve(favourites) : viewerId ? favouriteIds(context, viewerId, ids) : Promise.resolve(new Set<number>()),
  ]);
  const now = new Date();
  return rows.map((row) => shapeAd(context, row, hearts.has(row.id), now));
}
