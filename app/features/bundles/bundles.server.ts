// Bundles that make an ad special (featured) for a number of days, as the
// account's bundles tab reads them, and the ads a user may make special.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/jobs.server";

type Db = { db: Database };

export interface Bundle {
  id: number;
  name: string;
  name_en: string;
  days: number;
  /** Whole EGP. */
  price: number;
}

/** Bundles on sale, in the operator's order. */
export async function listActiveBundles({ db }: Db): Promise<Bundle[]> {
  const { results } = await db.prepare("SELECT id, name, name_en, days, price FROM bundles WHERE is_active = 1 ORDER BY sort, id").all<Bundle>();
  return results;
}

export async function getActiveBundle({ db }: Db, id: number): Promise<Bundle | null> {
  return db.prepare("SELECT id, name, name_en, days, price FROM bundles WHERE id = ?1 AND is_active = 1").bind(id).first<Bundle>();
}

export interface FeaturableAd {
  id: number;
  name: string;
  is_featured: number;
  featured_until: string | null;
  category_id: number;
}

// An ad can be made special while it is public: approved, not hidden, not expired.
const FEATURABLE = "a.user_id = ?1 AND a.status = 'approved' AND a.hidden = 0 AND a.expires_at > ?2";

/** The user's ads that can be made special, newest first (index ads_by_owner). */
export async function listFeaturableAds({ db }: Db, userId: number, now = new Date(), limit = 200): Promise<FeaturableAd[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.name, a.is_featured, a.featured_until, a.category_id FROM ads a WHERE ${FEATURABLE} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}`,
    )
    .bind(userId, sqlTime(now))
    .all<FeaturableAd>();
  return results;
}

/** One of the user's ads, when it can be made special now. */
export async function getFeaturableAd({ db }: Db, userId: number, adId: number, now = new Date()): Promise<FeaturableAd | null> {
  return db
    .prepare(`SELECT a.id, a.name, a.is_featured, a.featured_until, a.category_id FROM ads a WHERE ${FEATURABLE} AND a.id = ?3`)
    .bind(userId, sqlTime(now), adId)
    .first<FeaturableAd>();
}

/** A price in EGP as the provider's smallest unit (piasters). */
export function toCents(price: number): number {
  return Math.round(price * 100);
}
