// The ads' SQL of the owner's side: the editor's writes (a new ad with its
// free-ads posting, an edit, a removal, a renewal, sold), the search rows they
// keep and their catching up, and the ad form's choices. Typed rows in, typed
// rows out; the rules around them (who may post, the daily quota, what an edit
// keeps) are the use-cases' (editor.server.ts, reindex.server.ts). The owner's
// reads are here too ("my ads" and the edit form, which the JSON API also
// calls); the public reads and the JSON API's records are in queries.server.ts.
import { changesAny, type Database } from "~/server/db-session.server";
import type { AdInput } from "~/lib/schemas/ad";
import { searchRow } from "~/lib/search-terms";
import { slipInsertSql, slipRowsJson } from "~/features/ads/search.server";
import { claimedId, claimIdStatement } from "~/server/ids.server";
import { attributeWriteStatements } from "~/features/attributes/queries.server";
import type { AttributeValue } from "~/lib/attributes";
import type { AdPlacement, AdText } from "~/lib/rows";
import { allRows, sqlTime } from "~/server/sql.server";
import { canPostSql, moveStatements, postingStatements } from "~/features/paid-reach/limit-queries.server";
import { freeWindowStart } from "~/features/paid-reach/defaults";

type Db = { db: Database };

// Every statement that reads or changes one ad names its owner (`user_id`), so
// another user's ad is never found, changed or removed.

/** A stored photo as the editor writes it (features/ads/photos.server.ts stores the files). */
export interface PhotoRow {
  imagePath: string;
  smallPath: string;
  width: number;
  height: number;
}

/** Whether the account is active, and when its e-mail and its phone were verified. */
export async function postingState(
  { db }: Db,
  userId: number,
): Promise<{ phone_verified_at: string | null; email_verified_at: string | null; status: string } | null> {
  return db
    .prepare("SELECT phone_verified_at, email_verified_at, status FROM users WHERE id = ?1")
    .bind(userId)
    .first<{ phone_verified_at: string | null; email_verified_at: string | null; status: string }>();
}

/** Whether each of the form's choices exists and belongs to the one above it (1 or 0 each; null when the parent is missing). */
export interface ChoiceCheck {
  category_ok: number | null;
  subcategory_ok: number | null;
  brand_ok: number | null;
  third_ok: number | null;
  governorate_ok: number | null;
  region_ok: number | null;
}

export async function choiceCheck({ db }: Db, input: AdInput): Promise<ChoiceCheck | null> {
  return db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM categories WHERE id = ?1) AS category_ok,
         (SELECT category_id FROM subcategories WHERE id = ?2) = ?1 AS subcategory_ok,
         (SELECT subcategory_id FROM brand_countries WHERE id = ?3) = ?2 AS brand_ok,
         (SELECT brand_country_id FROM third_branches WHERE id = ?4) = ?3 AS third_ok,
         CASE WHEN ?5 IS NULL THEN 1 ELSE EXISTS (SELECT 1 FROM governorates WHERE id = ?5) END AS governorate_ok,
         CASE WHEN ?6 IS NULL THEN 1 ELSE (SELECT governorate_id FROM regions WHERE id = ?6) = ?5 END AS region_ok`,
    )
    .bind(input.categoryId, input.subcategoryId, input.brandCountryId, input.thirdBranchId, input.governorateId, input.regionId)
    .first<ChoiceCheck>();
}

/** The ad a form with this submit key created, if any, with the digest of the request that created it (null before 0017). */
export async function adOfSubmitKey({ db }: Db, userId: number, submitKey: string | null): Promise<{ id: number; digest: string | null } | null> {
  if (!submitKey) return null;
  const row = await db
    .prepare("SELECT id, submit_digest FROM ads WHERE user_id = ?1 AND submit_key = ?2")
    .bind(userId, submitKey)
    .first<{ id: number; submit_digest: string | null }>();
  return row ? { id: row.id, digest: row.submit_digest } : null;
}

/** How many ads the user created after `since` (index ads_by_owner). */
export async function countAdsSince({ db }: Db, userId: number, since: Date): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?1 AND created_at > ?2").bind(userId, sqlTime(since)).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The form's fields in the column order of both the INSERT and the UPDATE (?n after the ids). */
function fieldValues(input: AdInput) {
  return [
    input.name,
    input.description,
    input.price,
    input.note,
    input.negotiable ? 1 : 0,
    input.condition,
    input.categoryId,
    input.subcategoryId,
    input.brandCountryId,
    input.thirdBranchId,
    input.governorateId,
    input.regionId,
    input.latitude,
    input.longitude,
    input.address,
  ];
}

/**
 * The search row of an ad (lib/search-terms.ts searchRow: its normalised, stemmed
 * title and description, and its catalogue's names) and its words' rows in
 * the slip index (features/ads/search.server.ts), a new ad's inside its
 * creating batch. `names`: catalogueNames of the ad's category, read before.
 */
function searchRowStatements(db: Database, adId: number | null, input: AdInput, ownerId: number, names: string[]): D1PreparedStatement[] {
  const row = searchRow(input.name, input.description, names);
  const slips = slipRowsJson(row.words);
  if (adId === null) {
    // The claimed id, when its ad was written (not a repeat, not over the quota).
    const written = `EXISTS (SELECT 1 FROM ads WHERE id = ${claimedId("ads")} AND user_id = ?1)`;
    return [
      db
        .prepare(`INSERT INTO ads_fts (rowid, name, description) SELECT id, ?2, ?3 FROM ads WHERE id = ${claimedId("ads")} AND user_id = ?1`)
        .bind(ownerId, row.name, row.description),
      db.prepare(slipInsertSql("?2", written)).bind(ownerId, slips),
    ];
  }
  return [
    db.prepare("DELETE FROM ads_fts WHERE rowid = ?1").bind(adId),
    db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?1, ?2, ?3)").bind(adId, row.name, row.description),
    db.prepare(slipInsertSql("?2", "EXISTS (SELECT 1 FROM ads WHERE id = ?1)")).bind(adId, slips),
  ];
}

/**
 * Ads whose derived rows are of a form older than `version` (migration 0040's
 * partial index, whose condition the literal version must match: a look-up,
 * never a scan), the oldest first, with what their
 * search rows and fingerprints are written from.
 */
export async function adsBelowIndexVersion(
  { db }: Db,
  version: number,
  limit: number,
): Promise<Array<{ id: number; user_id: number; name: string; description: string; names: string[] }>> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.user_id, a.name, a.description,
         (SELECT name || ' ' || name_en FROM categories WHERE id = a.category_id) AS category,
         (SELECT name || ' ' || name_en FROM subcategories WHERE id = a.subcategory_id) AS subcategory,
         (SELECT name || ' ' || name_en FROM third_branches WHERE id = a.third_branch_id) AS brand
       FROM ads a INDEXED BY ads_below_index_version WHERE a.index_version < ${Math.trunc(version)} ORDER BY a.id LIMIT ?1`,
    )
    .bind(limit)
    .all<{ id: number; user_id: number; name: string; description: string; category: string | null; subcategory: string | null; brand: string | null }>();
  return results.map(({ category, subcategory, brand, ...ad }) => ({
    ...ad,
    names: [category, subcategory, brand].filter((name): name is string => Boolean(name)),
  }));
}

/**
 * Rewrites the search rows and slip words of written ads (the editor's searchRow,
 * slipRowsJson and slipInsertSql), all in three statements whatever their number.
 */
export function rewriteSearchRowStatements(
  db: Database,
  ads: Array<{ id: number; name: string; description: string; names: string[] }>,
): D1PreparedStatement[] {
  const rows = ads.map((ad) => ({ id: ad.id, ...searchRow(ad.name, ad.description, ad.names) }));
  const slips = JSON.stringify(rows.flatMap((row) => JSON.parse(slipRowsJson(row.words)) as unknown[]));
  const json = JSON.stringify(rows.map((row) => [row.id, row.name, row.description]));
  return [
    db.prepare("DELETE FROM ads_fts WHERE rowid IN (SELECT json_extract(value, '$[0]') FROM json_each(?1))").bind(json),
    db
      .prepare(
        "INSERT INTO ads_fts (rowid, name, description) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?1)",
      )
      .bind(json),
    db.prepare(slipInsertSql("?1")).bind(slips),
  ];
}

/** Marks ads as written in the current form `version`, one statement whatever their number. */
export function markIndexVersionStatement(db: Database, adIds: number[], version: number): D1PreparedStatement {
  return db.prepare("UPDATE ads SET index_version = ?2 WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(adIds), version);
}

/** The names, in both scripts, of an ad's category, subcategory and brand (the catalogue's third level), for its search row. */
async function catalogueNames({ db }: Db, input: AdInput): Promise<string[]> {
  const row = await db
    .prepare(
      `SELECT (SELECT name || ' ' || name_en FROM categories WHERE id = ?1) AS category, (SELECT name || ' ' || name_en FROM subcategories WHERE id = ?2) AS subcategory,
         (SELECT name || ' ' || name_en FROM third_branches WHERE id = ?3) AS brand`,
    )
    .bind(input.categoryId, input.subcategoryId ?? null, input.thirdBranchId ?? null)
    .first<{ category: string | null; subcategory: string | null; brand: string | null }>();
  return [row?.category, row?.subcategory, row?.brand].filter((name): name is string => Boolean(name));
}

/**
 * Writes a new ad under review with its photos and search row, in one
 * transaction, only while the account has posted fewer than `limit` ads since
 * `since` and its submit key is new (ON CONFLICT: a parallel post of the same
 * form won). The new ad's id, or null when nothing was written.
 */
export async function insertAd(
  { db }: Db,
  ad: {
    userId: number;
    input: AdInput;
    photos: PhotoRow[];
    attributes?: AttributeValue[];
    at: Date;
    submitKey: string | null;
    submitDigest?: string | null;
    since: Date;
    limit: number;
  },
): Promise<number | null> {
  const newAd = claimedId("ads");
  const at = sqlTime(ad.at);
  const names = await catalogueNames({ db }, ad.input);
  const results = await db.batch([
    claimIdStatement(db, "ads"),
    db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, note, negotiable, condition, status, category_id, subcategory_id, brand_country_id,
           third_branch_id, governorate_id, region_id, latitude, longitude, address, created_at, updated_at, submit_key, submit_digest)
         SELECT ${newAd}, ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17, ?18, ?21
         WHERE (SELECT COUNT(*) FROM ads WHERE user_id = ?1 AND created_at > ?19) < ?20 AND ${canPostSql("?1", "?8", "?22")}
         ON CONFLICT DO NOTHING RETURNING id`,
      )
      .bind(
        ad.userId,
        ...fieldValues(ad.input),
        at,
        ad.submitKey,
        sqlTime(ad.since),
        ad.limit,
        ad.submitKey ? (ad.submitDigest ?? null) : null,
        sqlTime(freeWindowStart(ad.at)),
      ),
    ...postingStatements(db, newAd, { userId: ad.userId, categoryId: ad.input.categoryId, at: ad.at }),
    ...ad.photos.map((photo, position) =>
      db
        .prepare(
          `INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) SELECT id, ?2, ?3, ?4, ?5, ?6 FROM ads WHERE id = ${newAd} AND user_id = ?1`,
        )
        .bind(ad.userId, photo.imagePath, photo.smallPath, photo.width, photo.height, position),
    ),
    ...searchRowStatements(db, null, ad.input, ad.userId, names),
    ...(ad.attributes?.length ? attributeWriteStatements(db, { id: newAd, ownerId: ad.userId }, ad.attributes) : []),
  ]);
  return (results[1].results[0] as { id: number } | undefined)?.id ?? null;
}

/** What the owner's actions need to know of one of their ads. */
export interface OwnedAd {
  id: number;
  status: string;
  expires_at: string | null;
  category_id: number;
  subcategory_id: number | null;
}

export async function findOwnedAd({ db }: Db, userId: number, adId: number): Promise<OwnedAd | null> {
  if (!Number.isInteger(adId) || adId <= 0) return null;
  return db.prepare("SELECT id, status, expires_at, category_id, subcategory_id FROM ads WHERE id = ?1 AND user_id = ?2").bind(adId, userId).first<OwnedAd>();
}

export interface AdImageRow {
  id: number;
  image_path: string;
  small_path: string;
  position: number;
}

/** An ad's photos in their order. */
export async function adImages({ db }: Db, adId: number): Promise<AdImageRow[]> {
  return allRows<AdImageRow>(db.prepare("SELECT id, image_path, small_path, position FROM ad_images WHERE ad_id = ?1 ORDER BY position, id").bind(adId));
}

/**
 * Writes an edit in one transaction: the fields (the ad goes back to review,
 * its revision counts up), the photos dropped and added, the search row. A
 * move to another category counts there first (features/paid-reach
 * moveStatements): past the limit the whole batch fails and nothing is written.
 */
export async function writeAdEdit(
  { db }: Db,
  edit: {
    userId: number;
    adId: number;
    input: AdInput;
    /** The ad's new attribute values, or null: left as they are. */
    attributes?: AttributeValue[] | null;
    drop: number[];
    add: PhotoRow[];
    firstPosition: number;
    at: Date;
  },
): Promise<void> {
  const { userId, adId } = edit;
  const names = await catalogueNames({ db }, edit.input);
  await db.batch([
    ...moveStatements(db, adId, { userId, categoryId: edit.input.categoryId, at: edit.at }),
    db
      .prepare(
        `UPDATE ads SET name = ?3, description = ?4, price = ?5, note = ?6, negotiable = ?7, condition = ?8, category_id = ?9, subcategory_id = ?10,
           brand_country_id = ?11, third_branch_id = ?12, governorate_id = ?13, region_id = ?14, latitude = ?15, longitude = ?16, address = ?17,
           status = 'pending', reject_reason = NULL, updated_at = ?18, revision = revision + 1
         WHERE id = ?1 AND user_id = ?2`,
      )
      .bind(adId, userId, ...fieldValues(edit.input), sqlTime(edit.at)),
    ...edit.drop.map((imageId) => db.prepare("DELETE FROM ad_images WHERE id = ?1 AND ad_id = ?2").bind(imageId, adId)),
    ...edit.add.map((photo, index) =>
      db
        .prepare("INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(adId, photo.imagePath, photo.smallPath, photo.width, photo.height, edit.firstPosition + index),
    ),
    ...searchRowStatements(db, adId, edit.input, userId, names),
    ...(edit.attributes ? attributeWriteStatements(db, { id: adId, ownerId: userId }, edit.attributes) : []),
  ]);
}

/** Deletes an ad of the user's with its photos' rows, favourites and search row; whether it was there. */
export async function deleteOwnedAd({ db }: Db, userId: number, adId: number): Promise<boolean> {
  const [, , , , removed] = await db.batch([
    db.prepare("DELETE FROM ads_fts WHERE rowid = ?1").bind(adId),
    db.prepare("DELETE FROM ad_images WHERE ad_id = ?1").bind(adId),
    db.prepare("DELETE FROM favourites WHERE ad_id = ?1").bind(adId),
    db.prepare("DELETE FROM ad_attributes WHERE ad_id = ?1 AND ad_id IN (SELECT id FROM ads WHERE user_id = ?2)").bind(adId, userId),
    db.prepare("DELETE FROM ads WHERE id = ?1 AND user_id = ?2").bind(adId, userId),
  ]);
  return (removed.meta.changes ?? 0) > 0;
}

/** Puts an approved or expired ad of the user's back on the site until `expiresAt`; whether it changed. */
export async function renewOwnedAd({ db }: Db, userId: number, adId: number, expiresAt: Date, at: Date): Promise<boolean> {
  return changesAny(
    db
      .prepare("UPDATE ads SET status = 'approved', expires_at = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2 AND status IN ('approved', 'expired')")
      .bind(adId, userId, sqlTime(expiresAt), sqlTime(at)),
  );
}

/** Marks an approved or expired ad of the user's sold (no longer featured); whether it changed. */
export async function markOwnedAdSold({ db }: Db, userId: number, adId: number, at: Date): Promise<boolean> {
  return changesAny(
    db
      .prepare(
        "UPDATE ads SET status = 'sold', is_featured = 0, featured_until = NULL, updated_at = ?3 WHERE id = ?1 AND user_id = ?2 AND status IN ('approved', 'expired')",
      )
      .bind(adId, userId, sqlTime(at)),
  );
}

// ---- The ad form's choices ------------------------------------------------------

export interface EditorOption {
  id: number;
  parent_id: number;
  name: string;
  name_en: string;
  latitude?: number;
  longitude?: number;
}

export interface EditorOptions {
  categories: EditorOption[];
  subcategories: EditorOption[];
  brandCountries: EditorOption[];
  thirdBranches: EditorOption[];
  governorates: EditorOption[];
  regions: EditorOption[];
}

/**
 * Every choice the ad form offers, in one round trip: the four-level category
 * tree and the places (a few hundred short rows). The form shows each level
 * filtered by its parent: at once with JavaScript, after "update" without.
 */
export async function editorOptions({ db }: Db): Promise<EditorOptions> {
  const [categories, subcategories, brandCountries, thirdBranches, governorates, regions] = await db.batch([
    db.prepare("SELECT id, 0 AS parent_id, name, name_en FROM categories ORDER BY sort, id"),
    db.prepare("SELECT id, category_id AS parent_id, name, name_en FROM subcategories ORDER BY sort, id"),
    db.prepare("SELECT id, subcategory_id AS parent_id, name, name_en FROM brand_countries ORDER BY sort, id"),
    db.prepare("SELECT id, brand_country_id AS parent_id, name, name_en FROM third_branches ORDER BY sort, id"),
    db.prepare("SELECT id, 0 AS parent_id, name, name_en, latitude, longitude FROM governorates ORDER BY sort, id"),
    db.prepare("SELECT id, governorate_id AS parent_id, name, name_en, latitude, longitude FROM regions ORDER BY sort, id"),
  ]);
  const rows = (result: D1Result) => result.results as unknown as EditorOption[];
  return {
    categories: rows(categories),
    subcategories: rows(subcategories),
    brandCountries: rows(brandCountries),
    thirdBranches: rows(thirdBranches),
    governorates: rows(governorates),
    regions: rows(regions),
  };
}

/** A region's coordinates (or its governorate's), to prefill an ad's location when JavaScript is off. */
export async function placeCoordinates(
  { db }: Db,
  governorateId: number | null,
  regionId: number | null,
): Promise<{ latitude: number; longitude: number } | null> {
  if (regionId) {
    const region = await db
      .prepare("SELECT latitude, longitude FROM regions WHERE id = ?1 AND (?2 IS NULL OR governorate_id = ?2)")
      .bind(regionId, governorateId)
      .first<{ latitude: number; longitude: number }>();
    if (region) return region;
  }
  if (governorateId)
    return db.prepare("SELECT latitude, longitude FROM governorates WHERE id = ?1").bind(governorateId).first<{ latitude: number; longitude: number }>();
  return null;
}

// ---- The owner's reads the JSON API also calls: "my ads" and the edit form ------

/** One of the owner's ads as "my ads" shows it. `status` already says "expired" for an approved ad past its date. */
export interface OwnAd {
  id: number;
  name: string;
  price: number;
  negotiable: number;
  is_featured: number;
  status: "pending" | "approved" | "rejected" | "expired" | "sold" | "removed";
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  reject_reason: string | null;
  views: number;
  contact_clicks: number;
  region_name: string | null;
  region_name_en: string | null;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  /** Why the risk check holds it (features/risk: a JSON list of reasons), or null. */
  risk_reasons: string | null;
}

export const OWN_ADS_PAGE_SIZE = 50;

/** The user's ads, newest first, in every state (from the owner index). */
export async function listOwnAds(
  { db }: Db,
  userId: number,
  { page = 1, now = new Date() }: { page?: number; now?: Date } = {},
): Promise<{ ads: OwnAd[]; hasMore: boolean }> {
  const offset = (Math.max(1, page) - 1) * OWN_ADS_PAGE_SIZE;
  const { results } = await db
    .prepare(
      `SELECT a.id, a.name, a.price, a.negotiable, a.is_featured, a.created_at, a.updated_at, a.expires_at, a.reject_reason, a.risk_reasons, a.views, a.contact_clicks,
         CASE WHEN a.status = 'approved' AND a.expires_at IS NOT NULL AND a.expires_at <= ?2 THEN 'expired' ELSE a.status END AS status,
         r.name AS region_name, r.name_en AS region_name_en,
         i.small_path AS image, i.width AS image_width, i.height AS image_height
       FROM ads a
       LEFT JOIN regions r ON r.id = a.region_id
       LEFT JOIN ad_images i ON i.id = (SELECT id FROM ad_images WHERE ad_id = a.id ORDER BY position LIMIT 1)
       WHERE a.user_id = ?1
       ORDER BY a.created_at DESC, a.id DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(userId, sqlTime(now), OWN_ADS_PAGE_SIZE + 1, offset)
    .all<OwnAd>();
  return { ads: results.slice(0, OWN_ADS_PAGE_SIZE), hasMore: results.length > OWN_ADS_PAGE_SIZE };
}

export interface EditableAd extends AdText, AdPlacement {
  status: string;
  images: Array<{ id: number; image_path: string; small_path: string; width: number; height: number }>;
}

/** One of the user's ads with what the edit form needs, or null when it is not theirs. */
export async function getOwnAd({ db }: Db, userId: number, adId: number): Promise<EditableAd | null> {
  if (!Number.isInteger(adId) || adId <= 0) return null;
  const [adRows, imageRows] = await db.batch([
    db
      .prepare(
        `SELECT id, status, name, description, price, note, negotiable, condition, latitude, longitude, address, category_id, subcategory_id,
           brand_country_id, third_branch_id, governorate_id, region_id
         FROM ads WHERE id = ?1 AND user_id = ?2`,
      )
      .bind(adId, userId),
    db
      .prepare(
        `SELECT i.id, i.image_path, i.small_path, i.width, i.height FROM ad_images i JOIN ads a ON a.id = i.ad_id
         WHERE i.ad_id = ?1 AND a.user_id = ?2 ORDER BY i.position, i.id`,
      )
      .bind(adId, userId),
  ]);
  const ad = adRows.results[0] as Omit<EditableAd, "images"> | undefined;
  if (!ad) return null;
  return { ...ad, images: imageRows.results as EditableAd["images"] };
}
