// Packs of extra ads' SQL (migration 0031): a pack's payment applied (the ads
// added to the account's ad_pack_credits once), and the draft kept when an ad
// is sent past the category's free ads with no credit left. A pack order is a
// bundle_orders row of kind 'pack' naming the category and the number of ads
// (insertOrder in queries.server.ts); its prices are in price-queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import { draftsKeptSince } from "~/server/orphans.server";
import { listPrices, setPrices } from "~/features/paid-reach/price-queries.server";
import type { OrderRow } from "~/features/paid-reach/queries.server";

type Db = { db: Database };

/** The category a pack is bought in, by its names in both languages (the order's item name). */
export async function packCategoryNames({ db }: Db, categoryId: number): Promise<{ name: string; name_en: string } | null> {
  return db.prepare("SELECT name, name_en FROM categories WHERE id = ?1").bind(categoryId).first<{ name: string; name_en: string }>();
}

/** A category's packs, fewest ads first (price-queries.server.ts, named by their ads). */
export async function listPackPrices(deps: Db, categoryId: number): Promise<Array<{ category_id: number; ads: number; price: number }>> {
  return (await listPrices(deps, "pack", categoryId)).map(({ category_id, option, price }) => ({ category_id, ads: option, price }));
}

/** The admin's pack prices (price-queries.server.ts), a null price taking the pack off sale. */
export async function setPackPrices(deps: Db, adminId: number, rows: Array<{ categoryId: number; ads: number; price: number | null }>, now = new Date()) {
  await setPrices(
    deps,
    "pack",
    adminId,
    rows.map(({ categoryId, ads, price }) => ({ categoryId, option: ads, price })),
    now,
  );
}

/**
 * A pack order's payment in one transaction, only while the order is unpaid
 * (a replay or a concurrent callback finds it paid): the pack's ads added to
 * the account's credits for its category, the order paid. Whether this call
 * marked it paid.
 */
export async function applyPackPayment({ db }: Db, order: OrderRow, transactionId: string, at: Date): Promise<boolean> {
  const [, marked] = await db.batch([
    db
      .prepare(
        `INSERT INTO ad_pack_credits (user_id, category_id, credits)
         SELECT user_id, category_id, pack_ads FROM bundle_orders
         WHERE id = ?1 AND kind = 'pack' AND status IN ('pending', 'failed', 'abandoned') AND category_id IS NOT NULL AND pack_ads > 0
         ON CONFLICT (user_id, category_id) DO UPDATE SET credits = credits + excluded.credits`,
      )
      .bind(order.id),
    db
      .prepare(
        `UPDATE bundle_orders SET status = 'paid', transaction_id = ?2, paid_at = ?3, failure_reason = NULL
         WHERE id = ?1 AND status IN ('pending', 'failed', 'abandoned')`,
      )
      .bind(order.id, transactionId, sqlTime(at)),
  ]);
  return (marked.meta.changes ?? 0) > 0;
}

export interface PackOrder {
  id: number;
  category_id: number;
  pack_ads: number;
  category_name: string;
  category_name_en: string;
}

/** A user's pack order, with its category (the payment's return page), or null. */
export async function packOrderOf({ db }: Db, userId: number, orderId: number): Promise<PackOrder | null> {
  return db
    .prepare(
      `SELECT o.id, o.category_id, o.pack_ads, c.name AS category_name, c.name_en AS category_name_en
       FROM bundle_orders o JOIN categories c ON c.id = o.category_id WHERE o.id = ?1 AND o.user_id = ?2 AND o.kind = 'pack'`,
    )
    .bind(orderId, userId)
    .first<PackOrder>();
}

/** A paid pack order: whose, for which category, and the ad posted with it from the draft (null: none yet). */
export async function paidPackOrder({ db }: Db, orderId: number): Promise<{ user_id: number; category_id: number; ad_id: number | null } | null> {
  return db
    .prepare("SELECT user_id, category_id, ad_id FROM bundle_orders WHERE id = ?1 AND kind = 'pack' AND status = 'paid'")
    .bind(orderId)
    .first<{ user_id: number; category_id: number; ad_id: number | null }>();
}

/** The pack order names the ad posted from the draft once it was paid (the return page and the orders say so). */
export async function namePackAd({ db }: Db, orderId: number, adId: number): Promise<void> {
  await db.prepare("UPDATE bundle_orders SET ad_id = ?2 WHERE id = ?1 AND kind = 'pack' AND ad_id IS NULL").bind(orderId, adId).run();
}

// ---- The draft past the free limit ------------------------------------------------------

/** The add-ad form's values by name (a field with several choices: a list). */
export type DraftValues = Record<string, string | string[]>;

/** A photo of the draft, stored in R2 when the ad was sent (features/ads/photos.server.ts). */
export interface DraftPhoto {
  imagePath: string;
  smallPath: string;
  width: number;
  height: number;
}

export interface AdDraft {
  categoryId: number;
  category: { name: string; name_en: string };
  values: DraftValues;
  createdAt: string;
  photos: DraftPhoto[];
}

/**
 * Keeps the ad a seller sent past the free limit (one per account: a later one replaces it). `photos`: the
 * photos sent with it, already stored, which replace the draft's; without them the draft keeps the ones it has
 * ("buy extra ads" pressed after the refusal sends the text again, not the photos).
 */
export async function saveDraft(
  { db }: Db,
  userId: number,
  categoryId: number,
  values: DraftValues,
  at = new Date(),
  photos: DraftPhoto[] = [],
): Promise<void> {
  const statements = [
    db
      .prepare(
        `INSERT INTO ad_drafts (user_id, category_id, form_values, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (user_id) DO UPDATE SET category_id = excluded.category_id, form_values = excluded.form_values, created_at = excluded.created_at`,
      )
      .bind(userId, categoryId, JSON.stringify(values), sqlTime(at)),
  ];
  if (photos.length > 0) {
    // The old draft's photos are named no more: the sweep removes them a day later.
    statements.push(db.prepare("DELETE FROM ad_draft_photos WHERE user_id = ?1").bind(userId));
    photos.forEach((photo, position) =>
      statements.push(
        db
          .prepare("INSERT INTO ad_draft_photos (image_path, small_path, user_id, position, width, height) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
          .bind(photo.imagePath, photo.smallPath, userId, position, photo.width, photo.height),
      ),
    );
  }
  await db.batch(statements);
}

/** The account's live draft (kept within DRAFT_LIFETIME_DAYS), with its photos, if any. */
export async function getDraft({ db }: Db, userId: number, now = new Date()): Promise<AdDraft | null> {
  const [draft, photos] = await db.batch([
    db
      .prepare(
        `SELECT d.category_id, d.form_values, d.created_at, c.name, c.name_en FROM ad_drafts d JOIN categories c ON c.id = d.category_id
         WHERE d.user_id = ?1 AND d.created_at > ?2`,
      )
      .bind(userId, draftsKeptSince(now)),
    db.prepare(`SELECT image_path AS imagePath, small_path AS smallPath, width, height FROM ad_draft_photos WHERE user_id = ?1 ORDER BY position`).bind(userId),
  ]);
  const row = (draft.results as Array<{ category_id: number; form_values: string; created_at: string; name: string; name_en: string }>)[0];
  if (!row) return null;
  const values: DraftValues = {};
  try {
    const parsed: unknown = JSON.parse(row.form_values);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
        if (typeof value === "string") values[name] = value;
        else if (Array.isArray(value)) values[name] = value.filter((item): item is string => typeof item === "string");
      }
    }
  } catch {
    // A draft that is not JSON gives an empty form.
  }
  return {
    categoryId: row.category_id,
    category: { name: row.name, name_en: row.name_en },
    values,
    createdAt: row.created_at,
    photos: photos.results as unknown as DraftPhoto[],
  };
}

/** Forgets the account's draft once its ad is posted (its photos are the ad's now). */
export async function deleteDraft({ db }: Db, userId: number): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM ad_draft_photos WHERE user_id = ?1").bind(userId),
    db.prepare("DELETE FROM ad_drafts WHERE user_id = ?1").bind(userId),
  ]);
}
