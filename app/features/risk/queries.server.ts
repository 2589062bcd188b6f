// The risk check's SQL: one batch of bounded reads before an ad is written
// (thresholds and the seller's standing, the items not allowed, photos and
// texts sharing a band with the new ones, recent prices of the same make,
// the subcategory's makes), at most one more statement when the title names
// another make than the one chosen, one batch of writes after it, and the
// admin's settings. Every read is an index look-up with a LIMIT: nothing here
// grows with the number of ads.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import type { CatalogueMake, PriceSource } from "~/features/risk/signals";

type Db = { db: Database };

/** Live ads: those a buyer sees or a moderator is about to. */
const LIVE = "('approved', 'pending')";
/** At most this many candidates of each kind are read. */
export const CANDIDATES = 40;
/** The recent prices a median is taken of. */
export const PRICE_SAMPLE = 41;
/** The most items not allowed read for one category. */
export const FORBIDDEN_LIMIT = 300;
/** The most makes read for one subcategory. */
export const MAKES_LIMIT = 300;

export interface SellerStanding {
  hold_at: number;
  refuse_at: number;
  joined: string | null;
  /** 1 when a moderator (or the check) ever published an ad of theirs. */
  has_published: number;
  /** Their ads at or above the high-value price created in the window. */
  high_value_recent: number;
  /** The ad's category's slug: whether its makes set its prices (assess.server.ts). */
  category_slug: string | null;
  /** The ad's subcategory's names, both languages ("تكييفات Air conditioners"): what family of items it offers. */
  subcategory_names: string | null;
}

export interface PhotoCandidate {
  ad_id: number;
  user_id: number;
  hash: string;
  image_path: string;
}

export interface TextCandidate {
  ad_id: number;
  user_id: number;
  signature: string;
  /** The ad's title (a seller's own ads are compared by their identifying words too). */
  title: string;
}

/** A recent live ad's price and title (its title says whether it is let or sold, and its make and model). */
export interface PricedAd {
  price: number;
  name: string;
}

export interface RiskReads {
  standing: SellerStanding;
  forbidden: string[];
  photos: PhotoCandidate[];
  texts: TextCandidate[];
  /** The make's (third branch's) recent live prices. */
  prices: PricedAd[];
  /** The brand country's (the level above the make), when the make has too few. */
  groupPrices: PricedAd[];
  /** The subcategory's, when the brand country has too few as well. */
  subcategoryPrices: PricedAd[];
  /** The subcategory's makes, to know the one a title names. */
  makes: CatalogueMake[];
}

type PriceColumn = "third_branch_id" | "brand_country_id";

/** The recent approved prices of one make or one brand country (the ad being edited left out). */
const recentPrices = (db: Database, column: PriceColumn, id: number, adId: number) =>
  db
    .prepare(`SELECT price, name FROM ads WHERE ${column} = ?1 AND status = 'approved' AND id != ?2 ORDER BY listed_at DESC LIMIT ${PRICE_SAMPLE}`)
    .bind(id, adId);

const list = (count: number, from: number) => Array.from({ length: count }, (_, index) => `?${from + index}`).join(", ");

/** Everything the check reads, in one round trip. */
export async function riskReads(
  { db }: Db,
  ask: {
    userId: number;
    /** The ad being edited (left out of every match), or 0 for a new one. */
    adId: number;
    categoryId: number;
    thirdBranchId: number;
    brandCountryId: number;
    subcategoryId: number;
    highValue: number;
    since: Date;
    photoBands: number[];
    textBands: number[];
  },
): Promise<RiskReads> {
  const statements = [
    db
      .prepare(
        `SELECT s.hold_at, s.refuse_at, u.created_at AS joined,
           EXISTS (SELECT 1 FROM ads WHERE user_id = ?1 AND approved_at IS NOT NULL) AS has_published,
           (SELECT COUNT(*) FROM ads WHERE user_id = ?1 AND created_at > ?2 AND price >= ?3 AND id != ?4) AS high_value_recent,
           (SELECT slug FROM categories WHERE id = ?5) AS category_slug,
           (SELECT name || ' ' || name_en FROM subcategories WHERE id = ?6) AS subcategory_names
         FROM risk_settings s LEFT JOIN users u ON u.id = ?1 WHERE s.id = 1`,
      )
      .bind(ask.userId, sqlTime(ask.since), ask.highValue, ask.adId, ask.categoryId, ask.subcategoryId),
    db.prepare(`SELECT term FROM forbidden_items WHERE category_id IS NULL OR category_id = ?1 ORDER BY id LIMIT ${FORBIDDEN_LIMIT}`).bind(ask.categoryId),
    recentPrices(db, "third_branch_id", ask.thirdBranchId, ask.adId),
    recentPrices(db, "brand_country_id", ask.brandCountryId, ask.adId),
    db
      .prepare(
        `SELECT price, name FROM ads WHERE status = 'approved' AND hidden = 0 AND subcategory_id = ?1 AND id != ?2 ORDER BY is_featured DESC, listed_at DESC LIMIT ${PRICE_SAMPLE}`,
      )
      .bind(ask.subcategoryId, ask.adId),
    db
      .prepare(
        `SELECT tb.id, tb.brand_country_id AS group_id, tb.name, tb.name_en FROM brand_countries bc JOIN third_branches tb ON tb.brand_country_id = bc.id
         WHERE bc.subcategory_id = ?1 LIMIT ${MAKES_LIMIT}`,
      )
      .bind(ask.subcategoryId),
  ];
  if (ask.photoBands.length > 0)
    statements.push(
      db
        .prepare(
          `SELECT b.ad_id, b.user_id, b.hash, b.image_path FROM ad_photo_bands b JOIN ads a ON a.id = b.ad_id
           WHERE b.band IN (${list(ask.photoBands.length, 2)}) AND b.ad_id != ?1 AND a.status IN ${LIVE} LIMIT ${CANDIDATES}`,
        )
        .bind(ask.adId, ...ask.photoBands),
    );
  if (ask.textBands.length > 0)
    statements.push(
      db
        .prepare(
          `SELECT DISTINCT b.ad_id, b.user_id, b.signature, a.name AS title FROM ad_text_bands b JOIN ads a ON a.id = b.ad_id
           WHERE b.band IN (${list(ask.textBands.length, 2)}) AND b.ad_id != ?1 AND a.status IN ${LIVE} LIMIT ${CANDIDATES}`,
        )
        .bind(ask.adId, ...ask.textBands),
    );
  const results = await db.batch(statements);
  const standing = (results[0].results[0] as SellerStanding | undefined) ?? {
    hold_at: 40,
    refuse_at: 100,
    joined: null,
    has_published: 0,
    high_value_recent: 0,
    category_slug: null,
    subcategory_names: null,
  };
  let next = 6;
  const photos = ask.photoBands.length > 0 ? (results[next++].results as PhotoCandidate[]) : [];
  const texts = ask.textBands.length > 0 ? (results[next++].results as TextCandidate[]) : [];
  return {
    standing,
    forbidden: (results[1].results as Array<{ term: string }>).map((row) => row.term),
    prices: results[2].results as PricedAd[],
    groupPrices: results[3].results as PricedAd[],
    subcategoryPrices: results[4].results as PricedAd[],
    makes: results[5].results as CatalogueMake[],
    photos,
    texts,
  };
}

/**
 * The recent live prices of the make an ad's title names and of its brand
 * country (or of the brand country alone), when it is not the one chosen: one
 * more round trip of one or two statements, on the same indexes as the batch's.
 */
export async function namedMakePrices({ db }: Db, source: PriceSource, adId: number): Promise<{ prices: PricedAd[]; groupPrices: PricedAd[] }> {
  const read = (column: PriceColumn, id: number) => recentPrices(db, column, id, adId);
  if (!("make" in source)) return { prices: [], groupPrices: (await read("brand_country_id", source.group).all<PricedAd>()).results };
  const [make, group] = await db.batch<PricedAd>([read("third_branch_id", source.make), read("brand_country_id", source.groupOf)]);
  return { prices: make.results, groupPrices: group.results };
}

/**
 * Keeps an ad's check: its score and reasons, its text bands (replaced) and
 * the bands of its new photos (those of photos it no longer has go).
 */
export async function writeRisk(
  { db }: Db,
  write: {
    adId: number;
    userId: number;
    score: number;
    reasons: string;
    textBands: number[];
    signature: string | null;
    photos: Array<{ hash: string; imagePath: string; bands: number[] }>;
    droppedPaths: string[];
    /** Published at once (status 'approved', as a moderator's approval does), or null: left under review. */
    publish: { expiresAt: Date; at: Date } | null;
  },
): Promise<void> {
  const { adId, userId } = write;
  await db.batch([
    db.prepare("UPDATE ads SET risk_score = ?2, risk_reasons = ?3 WHERE id = ?1").bind(adId, write.score, write.reasons),
    db.prepare("DELETE FROM ad_text_bands WHERE ad_id = ?1").bind(adId),
    ...write.textBands.map((band) =>
      db.prepare("INSERT INTO ad_text_bands (band, ad_id, user_id, signature) VALUES (?1, ?2, ?3, ?4)").bind(band, adId, userId, write.signature),
    ),
    ...write.droppedPaths.map((path) => db.prepare("DELETE FROM ad_photo_bands WHERE ad_id = ?1 AND image_path = ?2").bind(adId, path)),
    ...write.photos.flatMap((photo) =>
      photo.bands.map((band) =>
        db
          .prepare("INSERT INTO ad_photo_bands (band, ad_id, user_id, hash, image_path) VALUES (?1, ?2, ?3, ?4, ?5)")
          .bind(band, adId, userId, photo.hash, photo.imagePath),
      ),
    ),
    ...(write.publish
      ? [
          db
            .prepare(
              "UPDATE ads SET status = 'approved', reject_reason = NULL, approved_at = ?2, expires_at = ?3, updated_at = ?2 WHERE id = ?1 AND status = 'pending'",
            )
            .bind(adId, sqlTime(write.publish.at), sqlTime(write.publish.expiresAt)),
        ]
      : []),
  ]);
}

// ---- The admin's settings ------------------------------------------------------

export interface RiskSettings {
  hold_at: number;
  refuse_at: number;
}

export interface ForbiddenItem {
  id: number;
  category_id: number | null;
  term: string;
}

export async function riskSettings({ db }: Db): Promise<RiskSettings> {
  return (await db.prepare("SELECT hold_at, refuse_at FROM risk_settings WHERE id = 1").first<RiskSettings>()) ?? { hold_at: 40, refuse_at: 100 };
}

export async function saveRiskSettings({ db }: Db, settings: RiskSettings, at: Date): Promise<void> {
  await db
    .prepare("UPDATE risk_settings SET hold_at = ?1, refuse_at = ?2, updated_at = ?3 WHERE id = 1")
    .bind(settings.hold_at, settings.refuse_at, sqlTime(at))
    .run();
}

export async function listForbidden({ db }: Db): Promise<ForbiddenItem[]> {
  const { results } = await db
    .prepare("SELECT id, category_id, term FROM forbidden_items ORDER BY category_id IS NOT NULL, category_id, id LIMIT 1000")
    .all<ForbiddenItem>();
  return results;
}

export async function addForbidden({ db }: Db, item: { categoryId: number | null; term: string }): Promise<void> {
  await db.prepare("INSERT INTO forbidden_items (category_id, term) VALUES (?1, ?2)").bind(item.categoryId, item.term).run();
}

export async function deleteForbidden({ db }: Db, id: number): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM forbidden_items WHERE id = ?1").bind(id).run();
  return (meta.changes ?? 0) > 0;
}

// ---- Photos of older ads (the cron's catching up) -------------------------------

export interface WaitingPhoto {
  image_id: number;
  tries: number;
  ad_id: number;
  user_id: number;
  image_path: string;
}

/** The first `limit` photos waiting for their hash (by the backlog's key: no scan). */
export async function waitingPhotos({ db }: Db, limit: number): Promise<WaitingPhoto[]> {
  const { results } = await db
    .prepare(
      `SELECT w.image_id, w.tries, i.ad_id, a.user_id, i.image_path
       FROM photo_hash_backlog w JOIN ad_images i ON i.id = w.image_id JOIN ads a ON a.id = i.ad_id
       ORDER BY w.image_id LIMIT ?1`,
    )
    .bind(limit)
    .all<WaitingPhoto>();
  return results;
}

/**
 * Keeps what one run made of the waiting photos, in four statements whatever
 * their number: each hashed photo's bands (replacing any it had), the done
 * photos out of the backlog, a try counted for those the binding failed on.
 */
export async function keepWaitingPhotos(
  { db }: Db,
  run: { hashed: Array<{ photo: WaitingPhoto; hash: string; bands: number[] }>; done: number[]; failed: number[] },
): Promise<void> {
  const rows = run.hashed.flatMap(({ photo, hash, bands }) => bands.map((band) => [band, photo.ad_id, photo.user_id, hash, photo.image_path]));
  const pairs = run.hashed.map(({ photo }) => [photo.ad_id, photo.image_path]);
  await db.batch([
    db
      .prepare(
        `DELETE FROM ad_photo_bands WHERE rowid IN (SELECT b.rowid FROM json_each(?1) p
           JOIN ad_photo_bands b ON b.ad_id = json_extract(p.value, '$[0]') AND b.image_path = json_extract(p.value, '$[1]'))`,
      )
      .bind(JSON.stringify(pairs)),
    db
      .prepare(
        `INSERT INTO ad_photo_bands (band, ad_id, user_id, hash, image_path)
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
         FROM json_each(?1)`,
      )
      .bind(JSON.stringify(rows)),
    db.prepare("DELETE FROM photo_hash_backlog WHERE image_id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(run.done)),
    db.prepare("UPDATE photo_hash_backlog SET tries = tries + 1 WHERE image_id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(run.failed)),
  ]);
}
