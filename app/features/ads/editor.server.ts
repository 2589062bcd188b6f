// The owner's side of ads as use-cases: create, edit, delete, renew, mark as
// sold. The owner is always the signed-in user passed in as `userId` (never a
// phone number from the request), and every query these call names that
// owner, so another user's ad answers "notFound". Every new and edited ad
// passes the risk check (features/risk/assess.server.ts): published at once,
// held for review (status 'pending', with its reasons) or refused for what the
// seller can change ("refused"); the search row is rewritten with the ad. The rules
// are here (who may post, the daily quota, a repeated form, the choices that
// must hang together, which photos an edit keeps, what may be renewed); the
// SQL is in queries.server.ts and the photos' checks and files in
// photos.server.ts. The pages and the JSON API call these same functions.
//
//   createAd(deps, userId, input: AdInput, photos: PhotoUpload[], now?, { submitKey?, submitDigest? }) → AdWriteResult ("keyReused" when the key came with another request)
//   updateAd(deps, userId, adId, input: AdInput, { keep?, remove?, add? }, now?)     → AdWriteResult ("unknownPhotos" when keep/remove names a photo not the ad's)
//   deleteAd(deps, userId, adId)                                                     → { ok: true } | { ok: false, error: "notFound" }
//   renewAd(deps, userId, adId, now?)                                                → OwnerActionResult
//   markSold(deps, userId, adId, now?)                                               → OwnerActionResult
// deps: { db: Database; bucket: R2Bucket; config?: { AD_LIFETIME_DAYS: number } }
// AdInput and parseAdForm come from ~/lib/schemas/ad.ts; "my ads" and the edit
// form read through queries.server.ts (listOwnAds, getOwnAd, editorOptions).
import type { Database } from "~/server/db-session.server";
import { parseAdForm, type AdInput } from "~/lib/schemas/ad";
import { deleteDraft, getDraft, namePackAd, paidPackOrder } from "~/features/paid-reach/pack-queries.server";
import {
  adImages,
  adOfSubmitKey,
  choiceCheck,
  countAdsSince,
  deleteOwnedAd,
  findOwnedAd,
  insertAd,
  markOwnedAdSold,
  postingState,
  renewOwnedAd,
  writeAdEdit,
  type OwnedAd,
} from "~/features/ads/editor-queries.server";
import {
  checkPhotos,
  deletePhotoObjects,
  storePhotos,
  type PhotoProblem,
  type CheckedPhoto,
  type PhotoUpload,
  type StoredPhoto,
  type VariantMaker,
} from "~/features/ads/photos.server";
import { sqlTime } from "~/server/sql.server";
import { freeAdsAllowance, isMoveRefused } from "~/features/paid-reach/limits.server";
import { isVerifiedAccount } from "~/server/user.server";
import { categoryFields } from "~/features/attributes/queries.server";
import { fieldsFor, readAttributeValues, type AttributeValue } from "~/lib/attributes";
import { assessAd, keepAssessment, type Assessment } from "~/features/risk/assess.server";
import { photoHash } from "~/features/risk/photo-hash.server";
import type { RiskReason } from "~/features/risk/reasons";

export type { AdInput } from "~/lib/schemas/ad";
export type { PhotoUpload, PhotoProblem, StoredPhoto } from "~/features/ads/photos.server";

export interface EditorDeps {
  db: Database;
  bucket: R2Bucket;
  /** Makes the card variants (features/ads/photos.server.ts). */
  images?: VariantMaker;
  config?: { AD_LIFETIME_DAYS: number };
}

type DbOnly = { db: Database };

/** Field name (as the form names it; a category attribute's is `attr_<key>`) → message key. */
export type FieldErrors = Partial<
  Record<"category" | "subcategory" | "brand_country" | "third_branch" | "governorate" | "region" | "images" | `attr_${string}`, string>
>;

export type AdWriteResult =
  /** `repeated`: the same form (submit key) was posted before; adId is the ad it created. */
  | { ok: true; adId: number; repeated?: boolean; held?: boolean; reasons?: RiskReason[] }
  /** The risk check refused it for what the seller can change (features/risk): nothing was stored. */
  | { ok: false; error: "refused"; reasons: RiskReason[] }
  | { ok: false; error: "notFound" | "notVerified" | "notEditable" }
  /** The account posted ADS_PER_DAY ads in the last 24 hours. */
  | { ok: false; error: "quota"; limit: number }
  /** The category's free ads for 30 days are posted and the account has no pack credit for it (features/paid-reach). */
  | { ok: false; error: "freeLimit"; limit: number; categoryId: number }
  | { ok: false; error: "invalid"; fields: FieldErrors }
  | { ok: false; error: "photos"; problems: PhotoProblem[] }
  /** A photo to keep or remove that is not one of this ad's (nothing was changed). */
  | { ok: false; error: "unknownPhotos"; ids: number[] }
  /** The submit key (an API Idempotency-Key) already made an ad from a different request: nothing was written. */
  | { ok: false; error: "keyReused"; key: string };

export type OwnerActionResult = { ok: true } | { ok: false; error: "notFound" | "notAllowed" };

export const DEFAULT_AD_LIFETIME_DAYS = 30;

/**
 * Ads one account may post in 24 hours (a limit of Souq's own). Counted
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

/** Each checked photo's perceptual hash (null where none could be made). */
async function hashPhotos(deps: EditorDeps, photos: CheckedPhoto[]): Promise<Array<string | null>> {
  return Promise.all(photos.map((photo) => photoHash(deps.images, photo.full.bytes)));
}

/** The check's outcome for the ad's answer: published at once, or held with its reasons. */
function outcome(adId: number, assessment: Assessment): AdWriteResult {
  return assessment.decision === "publish" ? { ok: true, adId } : { ok: true, adId, held: true, reasons: assessment.reasons };
}

/** Keeps the check with the written ad and publishes it when the score allows (expiring at `expiresAt`). */
async function settleRisk(
  deps: EditorDeps,
  ad: { adId: number; userId: number },
  assessment: Assessment,
  fresh: { stored: StoredPhoto[]; hashes: Array<string | null> },
  dropped: string[],
  expiresAt: Date,
  now: Date,
): Promise<void> {
  const photos = fresh.stored.flatMap((photo, index) => (fresh.hashes[index] ? [{ hash: fresh.hashes[index]!, imagePath: photo.imagePath }] : []));
  await keepAssessment(deps, ad, assessment, photos, dropped, assessment.decision === "publish" ? { expiresAt, at: now } : null);
}

/** Whether a user may post: an active, verified account. */
async function canPost(deps: DbOnly, userId: number): Promise<boolean> {
  const row = await postingState(deps, userId);
  return !!row && row.status === "active" && isVerifiedAccount(row);
}

/** The category chain and the place must hang together (subcategory of that category, region of that governorate…). */
async function checkChoices(deps: DbOnly, input: AdInput): Promise<FieldErrors> {
  const row = await choiceCheck(deps, input);
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

/**
 * The category's attribute values as posted, read and checked against the
 * fields of the ad's category and subcategory (lib/attributes.ts): the values
 * to store, or the fields' messages. `null` values: the input carries none
 * (an API edit that leaves them as they are).
 */
async function checkAttributes(deps: DbOnly, input: AdInput): Promise<{ values: AttributeValue[] | null; fields: FieldErrors }> {
  if (!input.attributes) return { values: null, fields: {} };
  const posted = input.attributes;
  const fields = fieldsFor(await categoryFields(deps, input.categoryId), input.subcategoryId);
  const { values, errors } = readAttributeValues(fields, (name) => posted[name] ?? []);
  return { values, fields: errors as FieldErrors };
}

/**
 * The messages of a form's category attributes when the rest of the form was
 * refused (a missing name, a bad price): the seller then sees every mistake
 * at once, not the details' ones on the next try. None without a category.
 */
export async function attributeErrorsOf(
  deps: DbOnly,
  categoryId: number | null,
  subcategoryId: number | null,
  posted: Record<string, string[]>,
): Promise<Record<string, string>> {
  if (!categoryId) return {};
  const fields = fieldsFor(await categoryFields(deps, categoryId), subcategoryId);
  return readAttributeValues(fields, (name) => posted[name] ?? []).errors;
}

/**
 * Creates an ad under review for a verified user, with its photos. With a
 * submit key (the form's hidden field, the API's Idempotency-Key), a second
 * post of the same request creates nothing and answers with the first one's
 * ad (`repeated`); a different request with that key (its digest,
 * server/request-hash.server.ts, differs) is refused ("keyReused"). `kept`:
 * photos stored before (a draft's, features/paid-reach), first in the ad's order.
 */
export async function createAd(
  deps: EditorDeps,
  userId: number,
  input: AdInput,
  photos: PhotoUpload[] = [],
  now = new Date(),
  { submitKey = null, submitDigest = null, kept = [] }: { submitKey?: string | null; submitDigest?: string | null; kept?: StoredPhoto[] } = {},
): Promise<AdWriteResult> {
  if (!(await canPost(deps, userId))) return { ok: false, error: "notVerified" };
  // The first request's ad, when this is the same request again (an ad from before digests were kept counts as the same).
  const repeatOf = (earlier: { id: number; digest: string | null }): AdWriteResult =>
    earlier.digest === null || submitDigest === null || earlier.digest === submitDigest
      ? { ok: true, adId: earlier.id, repeated: true }
      : { ok: false, error: "keyReused", key: submitKey! };
  const earlier = await adOfSubmitKey(deps, userId, submitKey);
  if (earlier) return repeatOf(earlier);
  // The quota's window: the 24 hours before now.
  const since = addDays(now, -1);
  if ((await countAdsSince(deps, userId, since)) >= ADS_PER_DAY) return { ok: false, error: "quota", limit: ADS_PER_DAY };
  const pastFreeLimit = async (): Promise<AdWriteResult | null> => {
    const allowance = await freeAdsAllowance(deps, userId, input.categoryId, now);
    return allowance && !allowance.canPost ? { ok: false, error: "freeLimit", limit: allowance.limit, categoryId: input.categoryId } : null;
  };
  const refused = await pastFreeLimit();
  if (refused) return refused;
  const fields = await checkChoices(deps, input);
  // The attributes are read against the chosen category only when the choices hang together.
  const attributes = Object.keys(fields).length > 0 ? { values: null, fields: {} } : await checkAttributes(deps, input);
  Object.assign(fields, attributes.fields);
  if (Object.keys(fields).length > 0) return { ok: false, error: "invalid", fields };
  const checked = await checkPhotos(photos, { alreadyKept: kept.length });
  if (!checked.ok) return { ok: false, error: "photos", problems: checked.problems };
  // The risk check (features/risk): refused for what the seller can change, before anything is stored.
  const hashes = await hashPhotos(deps, checked.photos);
  const assessment = await assessAd(deps, {
    userId,
    adId: null,
    ...input,
    photos: hashes.filter((hash): hash is string => !!hash).map((hash) => ({ hash })),
    now,
  });
  if (assessment.decision === "refuse") return { ok: false, error: "refused", reasons: assessment.reasons };
  const stored = await storePhotos(deps, checked.photos);
  const forgetPhotos = () =>
    deletePhotoObjects(
      deps,
      stored.flatMap((photo) => [photo.imagePath, photo.smallPath]),
    );
  // The quota, the category's free limit (features/paid-reach) and the submit key are checked again by the write itself, so parallel posts cannot pass them.
  // When the write throws, the photos stay: a database call can fail after it committed, and deleting them
  // then would leave an ad without its photos. Those no row names are removed by the hourly job a day later
  // (server/orphans.server.ts), as are those of a Worker stopped before its write.
  const adId = await insertAd(deps, {
    userId,
    input,
    photos: [...kept, ...stored],
    attributes: attributes.values ?? [],
    at: now,
    submitKey,
    submitDigest,
    since,
    limit: ADS_PER_DAY,
  });
  if (adId !== null) {
    await settleRisk(deps, { adId, userId }, assessment, { stored, hashes }, [], addDays(now, lifetimeDays(deps)), now);
    return outcome(adId, assessment);
  }
  // Nothing written: the same form was posted in parallel, or the quota or the category's free limit was reached meanwhile.
  await forgetPhotos();
  const repeated = await adOfSubmitKey(deps, userId, submitKey);
  return repeated ? repeatOf(repeated) : ((await pastFreeLimit()) ?? { ok: false, error: "quota", limit: ADS_PER_DAY });
}

/**
 * Once a pack of extra ads is paid (the payment's callback, features/paid-reach):
 * the ad the seller sent past that category's free ads, kept as the account's
 * draft, is posted as it was sent, its photos included, and the draft is
 * forgotten. The pack order then names the ad. Nothing happens without a
 * draft in the pack's category, or when the draft no longer passes the
 * form's checks (the seller finishes it in the form, refilled from it):
 * the ad posted, or null.
 */
export async function postDraftOfPaidPack(deps: EditorDeps, orderId: number, now = new Date()): Promise<number | null> {
  const pack = await paidPackOrder(deps, orderId);
  if (!pack || pack.ad_id !== null) return null;
  const draft = await getDraft(deps, pack.user_id, now);
  if (!draft || draft.categoryId !== pack.category_id) return null;
  const form = new FormData();
  for (const [name, value] of Object.entries(draft.values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  const { input } = parseAdForm(form, "add");
  if (!input || input.categoryId !== pack.category_id) return null;
  const result = await createAd(deps, pack.user_id, input, [], now, { kept: draft.photos });
  if (!result.ok) return null;
  await deleteDraft(deps, pack.user_id);
  await namePackAd(deps, orderId, result.adId);
  return result.adId;
}

/**
 * The photos of an ad refused past its category's free ads, stored for its draft (features/paid-reach) so they need
 * not be chosen again: those that pass the ad's checks (after `alreadyKept` of the draft's own), none otherwise.
 */
export async function storeDraftPhotos(deps: EditorDeps, photos: PhotoUpload[], alreadyKept = 0): Promise<StoredPhoto[]> {
  if (photos.length === 0) return [];
  const checked = await checkPhotos(photos, { alreadyKept });
  return checked.ok ? storePhotos(deps, checked.photos) : [];
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
  const ad = await findOwnedAd(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  if (ad.status === "removed") return { ok: false, error: "notEditable" };
  const fields = await checkChoices(deps, input);
  // An edit that moves the ad to another category or subcategory answers that one's fields: sent
  // without values (an API edit), the new required fields are asked for and the old values go.
  const moved = ad.category_id !== input.categoryId || ad.subcategory_id !== input.subcategoryId;
  // A move to another category counts there as a new ad (features/paid-reach): refused past its free ads with no credit.
  const pastFreeLimit = async (): Promise<AdWriteResult | null> => {
    if (ad.category_id === input.categoryId) return null;
    const allowance = await freeAdsAllowance(deps, userId, input.categoryId, now);
    return allowance && !allowance.canPost ? { ok: false, error: "freeLimit", limit: allowance.limit, categoryId: input.categoryId } : null;
  };
  const refused = await pastFreeLimit();
  if (refused) return refused;
  const answering = input.attributes === undefined && moved ? { ...input, attributes: {} } : input;
  const attributes = Object.keys(fields).length > 0 ? { values: null, fields: {} } : await checkAttributes(deps, answering);
  Object.assign(fields, attributes.fields);
  if (Object.keys(fields).length > 0) return { ok: false, error: "invalid", fields };
  const current = await adImages(deps, adId);
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
  const hashes = await hashPhotos(deps, checked.photos);
  const assessment = await assessAd(deps, { userId, adId, ...input, photos: hashes.filter((hash): hash is string => !!hash).map((hash) => ({ hash })), now });
  if (assessment.decision === "refuse") return { ok: false, error: "refused", reasons: assessment.reasons };
  const stored = await storePhotos(deps, checked.photos);
  const firstPosition = kept.reduce((max, image) => Math.max(max, image.position + 1), 0);
  // As in createAd: when the write throws, the new photos stay for the hourly job (it may have committed).
  try {
    await writeAdEdit(deps, {
      userId,
      adId,
      input,
      attributes: attributes.values,
      drop: dropped.map((image) => image.id),
      add: stored,
      firstPosition,
      at: now,
    });
  } catch (error) {
    // The move passed the new category's limit meanwhile (a parallel post or edit): nothing was written.
    if (!isMoveRefused(error)) throw error;
    await deletePhotoObjects(
      deps,
      stored.flatMap((photo) => [photo.imagePath, photo.smallPath]),
    );
    return (await pastFreeLimit()) ?? { ok: false, error: "freeLimit", limit: 0, categoryId: input.categoryId };
  }
  // An approved ad published again keeps its date; any other gets a new lifetime.
  const at = sqlTime(now);
  const expiresAt =
    ad.status === "approved" && ad.expires_at && ad.expires_at > at ? new Date(`${ad.expires_at.replace(" ", "T")}Z`) : addDays(now, lifetimeDays(deps));
  await settleRisk(
    deps,
    { adId, userId },
    assessment,
    { stored, hashes },
    dropped.map((image) => image.image_path),
    expiresAt,
    now,
  );
  await deletePhotoObjects(
    deps,
    dropped.flatMap((image) => [image.image_path, image.small_path]),
  );
  return outcome(adId, assessment);
}

/** Deletes an ad of the user's with its photos, favourites and search row. */
export async function deleteAd(deps: EditorDeps, userId: number, adId: number): Promise<{ ok: true } | { ok: false; error: "notFound" }> {
  const ad = await findOwnedAd(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  const images = await adImages(deps, adId);
  if (!(await deleteOwnedAd(deps, userId, adId))) return { ok: false, error: "notFound" };
  await deletePhotoObjects(
    deps,
    images.flatMap((image) => [image.image_path, image.small_path]),
  );
  return { ok: true };
}

/** Whether an ad is past its date (expired, or approved with its date gone by). */
function isExpired(ad: OwnedAd, at: string): boolean {
  return ad.status === "expired" || (ad.status === "approved" && ad.expires_at !== null && ad.expires_at <= at);
}

/** Puts an expired ad back on the site for another lifetime (its content was approved already). */
export async function renewAd(
  deps: { db: Database; config?: { AD_LIFETIME_DAYS: number } },
  userId: number,
  adId: number,
  now = new Date(),
): Promise<OwnerActionResult> {
  const ad = await findOwnedAd(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  if (!isExpired(ad, sqlTime(now))) return { ok: false, error: "notAllowed" };
  return (await renewOwnedAd(deps, userId, adId, addDays(now, lifetimeDays(deps)), now)) ? { ok: true } : { ok: false, error: "notAllowed" };
}

/** Marks an approved or expired ad as sold: it leaves the public pages and stays in the owner's list. */
export async function markSold(deps: DbOnly, userId: number, adId: number, now = new Date()): Promise<OwnerActionResult> {
  const ad = await findOwnedAd(deps, userId, adId);
  if (!ad) return { ok: false, error: "notFound" };
  return (await markOwnedAdSold(deps, userId, adId, now)) ? { ok: true } : { ok: false, error: "notAllowed" };
}
