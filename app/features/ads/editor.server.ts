// The owner's side of ads: create, edit, delete, renew, mark as sold, and
// the owner's own list. The owner is always the signed-in user passed in as
// `userId` (never a phone number from the request): every statement checks
// `user_id`, so another user's ad answers "notFound". New and edited ads go
// to review (status 'pending'); the search index (ads_fts) is rewritten with
// the normalised name and description on every create and edit, and its row
// is removed on delete. Photos are checked and stored by photos.server.ts.
//
// Stable signatures (reused by the JSON API):
//   createAd(deps, userId, input: AdInput, photos: PhotoUpload[], now?, { submitKey? }) → AdWriteResult
//   updateAd(deps, userId, adId, input: AdInput, { keep?, remove?, add? }, now?)     → AdWriteResult ("unknownPhotos" when keep/remove names a photo not the ad's)
//   deleteAd(deps, userId, adId)                                                     → { ok: true } | { ok: false, error: "notFound" }
//   renewAd(deps, userId, adId, now?)                                                → OwnerActionResult
//   markSold(deps, userId, adId, now?)                                               → OwnerActionResult
//   listOwnAds(deps, userId, { page?, now? })                                        → OwnAd[]
//   getOwnAd(deps, userId, adId)                                                     → EditableAd | null
// deps: { db: Database; bucket: R2Bucket; config?: { AD_LIFETIME_DAYS: number } }
// AdInput and parseAdForm come from ~/lib/schemas/ad.ts.
import type { Database } from "~/server/db-session.server";
import type { AdInput } from "~/lib/schemas/ad";
import { MAX_AD_PHOTOS } from "~/lib/schemas/ad";
import { normalizeForSearch } from "~/lib/normalize";
import { claimedId, claimIdStatement } from "~/server/ids.server";
import { sqlTime } from "~/server/jobs.server";
import {
  checkPhotos,
  deletePhotoObjects,
  storePhotos,
  type PhotoProblem,
  type PhotoUpload,
  type StoredPhoto,
  type VariantMaker,
} from "~/features/ads/photos.server";
import type { AdPlacement, AdText } from "~/lib/rows";

export type { AdInput } from "~/lib/schemas/ad";
export type { PhotoUpload, PhotoProblem } from "~/features/ads/photos.server";

export interface EditorDeps {
  db: Database;
  bucket: R2Bucket;
  /** Makes the card variants (features/ads/photos.server.ts). */
  images?: VariantMaker;
  config?: { AD_LIFETIME_DAYS: number };
}

type DbOnly = { db: Database };

/** Field name (as the form names it) → message key. */
export type FieldErrors = Partial<Record<"category" | "subcategory" | "brand_country" | "third_branch" | "governorate" | "region" | "images", string>>;

export type AdWriteResult =
  /** `repeated`: the same form (submit key) was posted before; adId is the ad it created. */
  | { ok: true; adId: number; repeated?: boolean }
  | { ok: false; error: "notFound" | "notVerified" | "notEditable" }
  /** The account posted ADS_PER_DAY ads in the last 24 hours. */
  | { ok: false; error: "quota"; limit: number }
  | { ok: false; error: "invalid"; fields: FieldErrors }
  | { ok: false; error: "photos"; problems: PhotoProblem[] }
  /** A photo to keep or remove that is not one of this ad's (nothing was changed). */
  | { ok: false; error: "unknownPhotos"; ids: number[] };

export type OwnerActionResult = { ok: true } | { ok: false; error: "notFound" | "notAllowed" };

export const DEFAULT_AD_LIFETIME_DAYS = 30;

/**
 * Ads one account may post in 24 hours (SPEC.md gives no number). Counted
 * from the ads themselves (index ads_by_owner), so deleting an ad frees its
 * place; the insert itself checks the count, so parallel posts cannot pass it.
 */
export const ADS_PER_DAY = 20;

export function lifetimeDays(deps: { config?: { AD_LIFETIME_DAYS: number } }): number {
  return deps.config?.AD_LIFETIME_DAYS ?? DEFAULT_AD_LIFETIME_DAYS;
}

export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 3600 * 1000);
}

/** The message key for a photo problem (both languages have it). */
export function photoErrorKey(problem: PhotoProblem): string {
  return problem.error === "tooLarge"
    ? "editor:errors.imageTooLarge"
    : problem.error === "notImage"
      ? "editor:errors.imageType"
      : "editor:errors.tooManyImages";
}

/** Whether a user may post: an active, verified account. */
export async function canPost({ db }: DbOnly, userId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT phone_verified_at, status FROM users WHERE id = ?1")
    .bind(userId)
    .first<{ phone_verified_at: string | null; status: string }>();
  return !!row && row.status === "active" && row.phone_verified_at !== null;
}

/** The category chain and the place must hang together (subcategory of that category, region of that governorate…). */
export async function checkChoices({ db }: DbOnly, input: AdInput): Promise<FieldErrors> {
  const row = await db
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
    .first<Record<string, number | null>>();
  const fields: FieldErrors = {};
  const invalid = "editor:errors.invalidChoice";
  if (!row?.category_ok) fields.category = invalid;
  else if (!row.subcategory_ok) fields.subcategory = invalid;
  else if (!row.brand_ok) fields.brand_country = invalid;
  else if (!row.third_ok) fields.third_branch = invalid;
  if (!row?.governorate_ok) fields.governorate = invalid;
  else if (!row.region_ok) fields.region = invalid;
  return fields;
}

function ftsStatements(db: Database, adId: number | null, input: AdInput, ownerId: number): D1PreparedStatement[] {
  const name = normalizeForSearch(input.name);
  const description = normalizeForSearch(input.description);
  if (adId === null) {
    // Inside the creating batch: the claimed id, when its ad was written (not a repeat, not over the quota).
    return [
      db
        .prepare(`INSERT INTO ads_fts (rowid, name, description) SELECT id, ?2, ?3 FROM ads WHERE id = ${claimedId("ads")} AND user_id = ?1`)
        .bind(ownerId, name, description),
    ];
  }
  return [
    db.prepare("DELETE FROM ads_fts WHERE rowid = ?1").bind(adId),
    db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?1, ?2, ?3)").bind(adId, name, description),
  ];
}

/** The ad a form with this key created, if any. */
async function adOfSubmitKey({ db }: DbOnly, userId: number, submitKey: string | null): Promise<number | null> {
  if (!submitKey) return null;
  const row = await db.prepare("SELECT id FROM ads WHERE user_id = ?1 AND submit_key = ?2").bind(userId, submitKey).first<{ id: number }>();
  return row?.id ?? null;
}

/** How many ads the user created in the 24 hours before `now`. */
export async function adsPostedToday({ db }: DbOnly, userId: number, now = new Date()): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?1 AND created_at > ?2")
    .bind(userId, sqlTime(addDays(now, -1)))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Creates an ad under review for a verified user, with its photos. With a
 * submit key (the form's hidden field), a second post of the same form
 * creates nothing and answers with the first one's ad (`repeated`).
 */
export async function createAd(
  deps: EditorDeps,
  userId: number,
  input: AdInput,
  photos: PhotoUpload[] = [],
  now = new Date(),
  { submitKey = null }: { submitKey?: string | null } = {},
): Promise<AdWriteResult> {
  if (!(await canPost(deps, userId))) return { ok: false, error: "notVerified" };
  const earlier = await adOfSubmitKey(deps, userId, submitKey);
  if (earlier) return { ok: true, adId: earlier, repeated: true };
  if ((await adsPostedToday(deps, userId, now)) >= ADS_PER_DAY) return { ok: false, error: "quota", limit: ADS_PER_DAY };
  const fields = await checkChoices(deps, input);
  if (Object.keys(fields).length > 0) return { ok: false, error: "invalid", fields };
  const checked = await checkPhotos(photos);
  if (!checked.ok) return { ok: false, error: "photos", problems: checked.problems };
  const stored = await storePhotos(deps, checked.photos);
  const forgetPhotos = () =>
    deletePhotoObjects(
      deps,
      stored.flatMap((photo) => [photo.imagePath, photo.smallPath]),
    );
  const { db } = deps;
  const at = sqlTime(now);
  let adId: number | undefined;
  try {
    // One transaction: the ad is written only while the account is under its
    // daily quota and its submit key is new (ON CONFLICT: a parallel post of
    // the same form won); photos and the search row follow only a written ad.
    const newAd = claimedId("ads");
    const results = await db.batch([
      claimIdStatement(db, "ads"),
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, note, negotiable, condition, status, category_id, subcategory_id, brand_country_id,
             third_branch_id, governorate_id, region_id, latitude, longitude, address, created_at, updated_at, submit_key)
           SELECT ${newAd}, ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17, ?18
           WHERE (SELECT COUNT(*) FROM ads WHERE user_id = ?1 AND created_at > ?19) < ?20
           ON CONFLICT DO NOTHING RETURNING id`,
        )
        .bind(userId, ...fieldValues(input), at, submitKey, sqlTime(addDays(now, -1)), ADS_PER_DAY),
      ...stored.map((photo, position) =>
        db
          .prepare(
            `INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) SELECT id, ?2, ?3, ?4, ?5, ?6 FROM ads WHERE id = ${newAd} AND user_id = ?1`,
          )
          .bind(userId, photo.imagePath, photo.smallPath, photo.width, photo.height, position),
      ),
      ...ftsStatements(db, null, input, userId),
    ]);
    adId = (results[1].results[0] as { id: number } | undefined)?.id;
  } catch (error) {
    await forgetPhotos();
    throw error;
  }
  if (adId !== undefined) return { ok: true, adId };
  // Nothing written: the same form was posted in parallel, or the quota was reached meanwhile.
  await forgetPhotos();
  const repeated = await adOfSubmitKey(deps, userId, submitKey);
  return repeated ? { ok: true, adId: repeated, repeated: true } : { ok: false, error: "quota", limit: ADS_PER_DAY };
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

interface OwnedRow {
  id: number;
  status: string;
  expires_at: string | null;
}

async function findOwned({ db }: DbOnly, userId: number, adId: number): Promise<OwnedRow | null> {
  if (!Number.isInteger(adId) || adId <= 0) return null;
  return db.prepare("SELECT id, status, expires_at FROM ads WHERE id = ?1 AND user_id = ?2").bind(adId, userId).first<OwnedRow>();
}

export interface PhotoChanges {
  /** Ids of the current photos to keep (all others are removed). */
  keep?: number[];
  /** Ids of the current photos to remove (when `keep` is not given). */
  remove?: number[];
  /** New photos, added after the kept ones. */
  add?: PhotoUpload[];
}

/**
 * Edits an ad of the user's: the fields, photos kept, removed and added (the
 * kept ones are never sent again). The ad goes back to review.
 */
export async function updateAd(
  deps: EditorDeps,
  userId: number,
  adId: number,
  input: AdInput,
  changes: PhotoChanges = {},
  now = new Date(),
): Promise<AdWriteResult> {
  const ad = await findOwned(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  if (ad.status === "removed") return { ok: false, error: "notEditable" };
  const fields = await checkChoices(deps, input);
  if (Object.keys(fields).length > 0) return { ok: false, error: "invalid", fields };
  const { db } = deps;
  const { results: current } = await db
    .prepare("SELECT id, image_path, small_path, position FROM ad_images WHERE ad_id = ?1 ORDER BY position, id")
    .bind(adId)
    .all<{ id: number; image_path: string; small_path: string; position: number }>();
  const keepSet = changes.keep ? new Set(changes.keep) : null;
  const removeSet = new Set(changes.remove ?? []);
  // An id that is not one of this ad's photos (mistyped, stale or another ad's) changes nothing.
  const known = new Set(current.map((image) => image.id));
  const unknown = [...(keepSet ?? []), ...removeSet].filter((id) => !known.has(id));
  if (unknown.length > 0) return { ok: false, error: "unknownPhotos", ids: [...new Set(unknown)] };
  const kept = current.filter((image) => (keepSet ? keepSet.has(image.id) : !removeSet.has(image.id)));
  const dropped = current.filter((image) => !kept.includes(image));
  const checked = await checkPhotos(changes.add ?? [], { alreadyKept: kept.length });
  if (!checked.ok) return { ok: false, error: "photos", problems: checked.problems };
  const stored: StoredPhoto[] = await storePhotos(deps, checked.photos);
  const at = sqlTime(now);
  const nextPosition = kept.reduce((max, image) => Math.max(max, image.position + 1), 0);
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE ads SET name = ?3, description = ?4, price = ?5, note = ?6, negotiable = ?7, condition = ?8, category_id = ?9, subcategory_id = ?10,
             brand_country_id = ?11, third_branch_id = ?12, governorate_id = ?13, region_id = ?14, latitude = ?15, longitude = ?16, address = ?17,
             status = 'pending', reject_reason = NULL, updated_at = ?18, revision = revision + 1
           WHERE id = ?1 AND user_id = ?2`,
        )
        .bind(adId, userId, ...fieldValues(input), at),
      ...dropped.map((image) => db.prepare("DELETE FROM ad_images WHERE id = ?1 AND ad_id = ?2").bind(image.id, adId)),
      ...stored.map((photo, index) =>
        db
          .prepare("INSERT INTO ad_images (ad_id, image_path, small_path, width, height, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
          .bind(adId, photo.imagePath, photo.smallPath, photo.width, photo.height, nextPosition + index),
      ),
      ...ftsStatements(db, adId, input, userId),
    ]);
  } catch (error) {
    await deletePhotoObjects(
      deps,
      stored.flatMap((photo) => [photo.imagePath, photo.smallPath]),
    );
    throw error;
  }
  await deletePhotoObjects(
    deps,
    dropped.flatMap((image) => [image.image_path, image.small_path]),
  );
  return { ok: true, adId };
}

/** Deletes an ad of the user's with its photos, favourites and search row. */
export async function deleteAd(deps: EditorDeps, userId: number, adId: number): Promise<{ ok: true } | { ok: false; error: "notFound" }> {
  const ad = await findOwned(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  const { db } = deps;
  const { results: images } = await db
    .prepare("SELECT image_path, small_path FROM ad_images WHERE ad_id = ?1")
    .bind(adId)
    .all<{ image_path: string; small_path: string }>();
  const [, , , removed] = await db.batch([
    db.prepare("DELETE FROM ads_fts WHERE rowid = ?1").bind(adId),
    db.prepare("DELETE FROM ad_images WHERE ad_id = ?1").bind(adId),
    db.prepare("DELETE FROM favourites WHERE ad_id = ?1").bind(adId),
    db.prepare("DELETE FROM ads WHERE id = ?1 AND user_id = ?2").bind(adId, userId),
  ]);
  if ((removed.meta.changes ?? 0) === 0) return { ok: false, error: "notFound" };
  await deletePhotoObjects(
    deps,
    images.flatMap((image) => [image.image_path, image.small_path]),
  );
  return { ok: true };
}

/** Whether an ad is past its date (expired, or approved with its date gone by). */
function isExpired(ad: OwnedRow, at: string): boolean {
  return ad.status === "expired" || (ad.status === "approved" && ad.expires_at !== null && ad.expires_at <= at);
}

/** Puts an expired ad back on the site for another lifetime (its content was approved already). */
export async function renewAd(
  deps: { db: Database; config?: { AD_LIFETIME_DAYS: number } },
  userId: number,
  adId: number,
  now = new Date(),
): Promise<OwnerActionResult> {
  const ad = await findOwned(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  const at = sqlTime(now);
  if (!isExpired(ad, at)) return { ok: false, error: "notAllowed" };
  const result = await deps.db
    .prepare("UPDATE ads SET status = 'approved', expires_at = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2 AND status IN ('approved', 'expired')")
    .bind(adId, userId, sqlTime(addDays(now, lifetimeDays(deps))), at)
    .run();
  return (result.meta.changes ?? 0) > 0 ? { ok: true } : { ok: false, error: "notAllowed" };
}

/** Marks an approved or expired ad as sold: it leaves the public pages and stays in the owner's list. */
export async function markSold(deps: DbOnly, userId: number, adId: number, now = new Date()): Promise<OwnerActionResult> {
  const ad = await findOwned(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  const result = await deps.db
    .prepare(
      "UPDATE ads SET status = 'sold', is_featured = 0, featured_until = NULL, updated_at = ?3 WHERE id = ?1 AND user_id = ?2 AND status IN ('approved', 'expired')",
    )
    .bind(adId, userId, sqlTime(now))
    .run();
  return (result.meta.changes ?? 0) > 0 ? { ok: true } : { ok: false, error: "notAllowed" };
}

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
}

export const OWN_ADS_PAGE_SIZE = 50;

/** The user's ads, newest first, in every state (from the owner index). */
export async function listOwnAds(
  { db }: DbOnly,
  userId: number,
  { page = 1, now = new Date() }: { page?: number; now?: Date } = {},
): Promise<{ ads: OwnAd[]; hasMore: boolean }> {
  const offset = (Math.max(1, page) - 1) * OWN_ADS_PAGE_SIZE;
  const { results } = await db
    .prepare(
      `SELECT a.id, a.name, a.price, a.negotiable, a.is_featured, a.created_at, a.updated_at, a.expires_at, a.reject_reason, a.views, a.contact_clicks,
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
export async function getOwnAd({ db }: DbOnly, userId: number, adId: number): Promise<EditableAd | null> {
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

export { MAX_AD_PHOTOS };

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
export async function editorOptions({ db }: DbOnly): Promise<EditorOptions> {
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
  { db }: DbOnly,
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
