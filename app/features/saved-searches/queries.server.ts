// Saved searches' SQL (migration 0024): bound values in, typed rows out.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/jobs.server";
import { cardColumns, cardJoins, PUBLIC_WHERE } from "~/features/ads/queries.server";
import type { AdFilters } from "~/lib/filters";

type Db = { db: Database };

import type { Frequency } from "~/features/saved-searches/schema";

export type { Frequency };

/** What a saved search matches on, besides its category path: the listing's filters (lib/filters.ts) as columns. */
export interface SavedFilters extends Pick<
  AdFilters,
  "categoryId" | "subcategoryId" | "brandCountryId" | "thirdBranchId" | "governorateId" | "regionId" | "minPrice" | "maxPrice" | "negotiable"
> {
  /** The listing's `type` (new or used), as the column is named. */
  condition: AdFilters["type"];
  matchQuery: string | null;
  /** The text's longest normalised word: a cheap test (a substring of the ad's text) before the FTS5 query. */
  matchTerm: string | null;
  /** Ranges (a yes/no field is 1..1) or choices (option ids). */
  attributes: Array<{ fieldId: number; min: number | null; max: number | null; choices: number[] | null }>;
}

export interface SavedSearchRow {
  id: number;
  name: string;
  path: string;
  query: string;
  frequency: Frequency;
  created_at: string;
  /** Ads found since the buyer last opened it. */
  new_ads: number;
}

/**
 * Adds a saved search while the account has fewer than `limit`; the same
 * address saved again is not added twice. The new id, "limit", or "exists"
 * (with the id already saved).
 */
export async function insertSavedSearch(
  { db }: Db,
  userId: number,
  search: { name: string; path: string; query: string; frequency: Frequency; filters: SavedFilters },
  limit: number,
  now: Date,
): Promise<{ id: number } | { error: "limit" } | { error: "exists"; id: number }> {
  const f = search.filters;
  const at = sqlTime(now);
  const inserted = await db
    .prepare(
      `INSERT INTO saved_searches (user_id, name, path, query, frequency, category_key, subcategory_key, brand_country_id, third_branch_id,
         governorate_id, region_id, condition, min_price, max_price, negotiable, match_query, has_attributes, opened_at, created_at, match_term)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?18, ?20
       WHERE (SELECT COUNT(*) FROM saved_searches WHERE user_id = ?1) < ?19
       ON CONFLICT (user_id, path, query) DO NOTHING RETURNING id`,
    )
    .bind(
      userId,
      search.name,
      search.path,
      search.query,
      search.frequency,
      f.categoryId ?? 0,
      f.subcategoryId ?? 0,
      f.brandCountryId,
      f.thirdBranchId,
      f.governorateId,
      f.regionId,
      f.condition,
      f.minPrice,
      f.maxPrice,
      f.negotiable ? 1 : 0,
      f.matchQuery,
      f.attributes.length > 0 ? 1 : 0,
      at,
      limit,
      f.matchQuery ? f.matchTerm : null,
    )
    .first<{ id: number }>();
  if (!inserted) {
    const existing = await db
      .prepare("SELECT id FROM saved_searches WHERE user_id = ?1 AND path = ?2 AND query = ?3")
      .bind(userId, search.path, search.query)
      .first<{ id: number }>();
    return existing ? { error: "exists", id: existing.id } : { error: "limit" };
  }
  if (f.attributes.length > 0) {
    await db.batch(
      f.attributes.map((filter) =>
        db
          .prepare("INSERT INTO saved_search_attributes (search_id, field_id, min_number, max_number, choices) VALUES (?1, ?2, ?3, ?4, ?5)")
          .bind(inserted.id, filter.fieldId, filter.min, filter.max, filter.choices ? JSON.stringify(filter.choices) : null),
      ),
    );
  }
  return { id: inserted.id };
}

/**
 * The account's saved searches, oldest first, each with the count of ads found since it was last opened
 * (after the second it was opened in: times are kept to the second, and a match in the second before an
 * open must not count as new after it).
 */
export async function savedSearchesOf({ db }: Db, userId: number): Promise<SavedSearchRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.name, s.path, s.query, s.frequency, s.created_at,
         (SELECT COUNT(*) FROM saved_search_hits h WHERE h.search_id = s.id AND h.found_at > s.opened_at) AS new_ads
       FROM saved_searches s WHERE s.user_id = ?1 ORDER BY s.id`,
    )
    .bind(userId)
    .all<SavedSearchRow>();
  return results;
}

export async function countSavedSearches({ db }: Db, userId: number): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = ?1").bind(userId).first<number>("n")) ?? 0;
}

/** Renames and sets how often to be told; only the owner's. Setting "never" also counts what waits as told. */
export async function updateSavedSearch({ db }: Db, userId: number, id: number, name: string, frequency: Frequency, now: Date): Promise<boolean> {
  const [updated] = await db.batch([
    db.prepare("UPDATE saved_searches SET name = ?3, frequency = ?4 WHERE id = ?1 AND user_id = ?2 RETURNING id").bind(id, userId, name, frequency),
    ...(frequency === "never" ? [hitsToldStatement(db, id, userId, now)] : []),
  ]);
  return updated.results.length > 0;
}

function hitsToldStatement(db: Database, id: number, userId: number, now: Date) {
  return db
    .prepare(
      "UPDATE saved_search_hits SET mailed_at = ?3 WHERE mailed_at IS NULL AND search_id = (SELECT id FROM saved_searches WHERE id = ?1 AND user_id = ?2)",
    )
    .bind(id, userId, sqlTime(now));
}

export async function deleteSavedSearch({ db }: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.prepare("DELETE FROM saved_searches WHERE id = ?1 AND user_id = ?2 RETURNING id").bind(id, userId).first();
  return deleted !== null;
}

/** Marks a saved search opened now (its new ads start again from 0); its address, or null when it is not the owner's. */
export async function openSavedSearch({ db }: Db, userId: number, id: number, now: Date): Promise<{ path: string; query: string } | null> {
  return db
    .prepare("UPDATE saved_searches SET opened_at = ?3 WHERE id = ?1 AND user_id = ?2 RETURNING path, query")
    .bind(id, userId, sqlTime(now))
    .first<{ path: string; query: string }>();
}

/** Stops the e-mails of one saved search, or of every saved search of an account; whether anything was found. */
export async function stopAlerts({ db }: Db, target: { searchId: number } | { userId: number }, now: Date): Promise<{ name: string | null } | null> {
  const at = sqlTime(now);
  if ("searchId" in target) {
    const [row] = await db.batch<{ name: string }>([
      db.prepare("UPDATE saved_searches SET frequency = 'never' WHERE id = ?1 RETURNING name").bind(target.searchId),
      db.prepare("UPDATE saved_search_hits SET mailed_at = ?2 WHERE mailed_at IS NULL AND search_id = ?1").bind(target.searchId, at),
    ]);
    const found = row.results[0];
    return found ? { name: found.name } : null;
  }
  const [rows] = await db.batch([
    db.prepare("UPDATE saved_searches SET frequency = 'never' WHERE user_id = ?1 RETURNING id").bind(target.userId),
    db
      .prepare("UPDATE saved_search_hits SET mailed_at = ?2 WHERE mailed_at IS NULL AND search_id IN (SELECT id FROM saved_searches WHERE user_id = ?1)")
      .bind(target.userId, at),
  ]);
  return rows.results.length > 0 || (await db.prepare("SELECT 1 FROM users WHERE id = ?1").bind(target.userId).first()) ? { name: null } : null;
}

export async function savedSearchName({ db }: Db, id: number): Promise<{ name: string; frequency: Frequency } | null> {
  return db.prepare("SELECT name, frequency FROM saved_searches WHERE id = ?1").bind(id).first<{ name: string; frequency: Frequency }>();
}

// ---- Matching -----------------------------------------------------------------------

/**
 * Matches up to `limit` queued (newly approved) ads against the saved
 * searches, in one statement, and takes them off the queue in the same
 * transaction. Each ad's candidates come from saved_searches_by_category
 * (its category or any, its subcategory or any: four index seeks); only they
 * are tested against the other filters, the attribute filters (each a seek
 * in ad_attributes_by_ad) and the search text (the listing's FTS5 query, for
 * this one ad's row, asked only when the ad's normalised text holds the
 * search's longest word: most pairs stop at that substring test). A search never matches its owner's own ad. Hits of
 * searches set to "never" are stored as already told (they still count as
 * new ads on the account page). Returns how many ads were taken and how many
 * hits were found.
 */
export async function matchQueuedAds({ db }: Db, limit: number, now: Date): Promise<{ ads: number; hits: number }> {
  const at = sqlTime(now);
  const [taken, inserted] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM (SELECT ad_id FROM alert_queue ORDER BY ad_id LIMIT ?1)").bind(limit),
    db
      .prepare(
        `INSERT OR IGNORE INTO saved_search_hits (search_id, ad_id, found_at, mailed_at)
         SELECT s.id, a.id, ?1, CASE s.frequency WHEN 'never' THEN ?1 END
         FROM (SELECT ad_id FROM alert_queue ORDER BY ad_id LIMIT ?2) q
         JOIN ads a ON a.id = q.ad_id
         JOIN saved_searches s ON s.category_key IN (0, a.category_id) AND s.subcategory_key IN (0, coalesce(a.subcategory_id, 0))
         WHERE a.status = 'approved' AND a.hidden = 0
           AND s.user_id <> a.user_id
           AND (s.brand_country_id IS NULL OR s.brand_country_id = a.brand_country_id)
           AND (s.third_branch_id IS NULL OR s.third_branch_id = a.third_branch_id)
           AND (s.governorate_id IS NULL OR s.governorate_id = a.governorate_id)
           AND (s.region_id IS NULL OR s.region_id = a.region_id)
           AND (s.condition IS NULL OR s.condition = a.condition)
           AND (s.min_price = 0 OR a.price >= s.min_price)
           AND (s.max_price = 0 OR a.price <= s.max_price)
           AND (s.negotiable = 0 OR a.negotiable = 1)
           AND (s.has_attributes = 0 OR NOT EXISTS (
             SELECT 1 FROM saved_search_attributes f WHERE f.search_id = s.id AND NOT EXISTS (
               SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id AND x.field_id = f.field_id AND CASE
                 WHEN f.choices IS NULL THEN x.value_number BETWEEN coalesce(f.min_number, -9223372036854775807) AND coalesce(f.max_number, 9223372036854775807)
                 ELSE x.value_number IN (SELECT value FROM json_each(f.choices)) END)))
           AND (s.match_query IS NULL OR (
             (SELECT instr(t.name || ' ' || t.description, s.match_term) FROM ads_fts t WHERE t.rowid = a.id) > 0
             AND EXISTS (SELECT 1 FROM ads_fts WHERE ads_fts MATCH s.match_query AND ads_fts.rowid = a.id)))`,
      )
      .bind(at, limit),
    db.prepare("DELETE FROM alert_queue WHERE ad_id IN (SELECT ad_id FROM alert_queue ORDER BY ad_id LIMIT ?1)").bind(limit),
  ]);
  return { ads: (taken.results[0] as { n: number }).n, hits: inserted.meta.changes ?? 0 };
}

// ---- E-mails ------------------------------------------------------------------------

export interface AlertRecipient {
  search_id: number;
  user_id: number;
  name: string;
  path: string;
  query: string;
  email: string;
  first_name: string;
  language: string;
}

const recipientColumns = "s.id AS search_id, s.user_id, s.name, s.path, s.query, u.email, u.first_name, u.language";

/** "At once" searches with ads not yet told and no e-mail in the last hour (`since`), at most `limit`. */
export async function instantRecipients({ db }: Db, since: Date, limit: number): Promise<AlertRecipient[]> {
  const { results } = await db
    .prepare(
      `SELECT ${recipientColumns} FROM saved_searches s JOIN users u ON u.id = s.user_id
       WHERE s.id IN (SELECT DISTINCT search_id FROM saved_search_hits WHERE mailed_at IS NULL)
         AND s.frequency = 'instant' AND (s.mailed_at IS NULL OR s.mailed_at <= ?1) AND u.status = 'active'
       ORDER BY s.id LIMIT ?2`,
    )
    .bind(sqlTime(since), limit)
    .all<AlertRecipient>();
  return results;
}

/** The "daily" searches with ads not yet told, of accounts whose last digest is older than `since`: at most `limit` accounts. */
export async function digestRecipients({ db }: Db, since: Date, limit: number): Promise<AlertRecipient[]> {
  const { results } = await db
    .prepare(
      `WITH due AS (
         SELECT DISTINCT s.user_id FROM saved_searches s
         WHERE s.id IN (SELECT DISTINCT search_id FROM saved_search_hits WHERE mailed_at IS NULL) AND s.frequency = 'daily'
           AND NOT EXISTS (SELECT 1 FROM alert_digests d WHERE d.user_id = s.user_id AND d.sent_at > ?1)
         ORDER BY s.user_id LIMIT ?2)
       SELECT ${recipientColumns} FROM due JOIN saved_searches s ON s.user_id = due.user_id JOIN users u ON u.id = s.user_id
       WHERE s.frequency = 'daily' AND u.status = 'active' AND s.id IN (SELECT DISTINCT search_id FROM saved_search_hits WHERE mailed_at IS NULL)
       ORDER BY s.user_id, s.id`,
    )
    .bind(sqlTime(since), limit)
    .all<AlertRecipient>();
  return results;
}

export interface AlertAd {
  search_id: number;
  id: number;
  name: string;
  price: number;
  negotiable: number;
  image: string | null;
  region_name: string | null;
  region_name_en: string | null;
  governorate_name: string | null;
  governorate_name_en: string | null;
}

/** The public ads not yet told of these searches, newest first, at most `perSearch` each (and how many in all). */
export async function untoldAds({ db }: Db, searchIds: number[], perSearch: number, now: Date): Promise<{ ads: AlertAd[]; totals: Map<number, number> }> {
  if (searchIds.length === 0) return { ads: [], totals: new Map() };
  const { results } = await db
    .prepare(
      `SELECT h.search_id, ${cardColumns}, g.name AS governorate_name, g.name_en AS governorate_name_en,
         ROW_NUMBER() OVER (PARTITION BY h.search_id ORDER BY a.id DESC) AS place, COUNT(*) OVER (PARTITION BY h.search_id) AS total
       FROM saved_search_hits h JOIN ads a ON a.id = h.ad_id ${cardJoins} LEFT JOIN governorates g ON g.id = a.governorate_id
       WHERE h.mailed_at IS NULL AND h.search_id IN (SELECT value FROM json_each(?2)) AND ${PUBLIC_WHERE.replace("?", "?1")}
       ORDER BY h.search_id, a.id DESC`,
    )
    .bind(sqlTime(now), JSON.stringify(searchIds))
    .all<AlertAd & { place: number; total: number }>();
  const totals = new Map<number, number>();
  for (const row of results) totals.set(row.search_id, row.total);
  return { ads: results.filter((row) => row.place <= perSearch), totals };
}

/** Records what was e-mailed: these searches' waiting ads (found by `now`) are told; "at once" searches and digests remember when. */
export async function markTold({ db }: Db, told: { searchIds: number[]; instantIds: number[]; digestUserIds: number[] }, now: Date): Promise<void> {
  const at = sqlTime(now);
  const statements = [
    db
      .prepare("UPDATE saved_search_hits SET mailed_at = ?1 WHERE mailed_at IS NULL AND found_at <= ?1 AND search_id IN (SELECT value FROM json_each(?2))")
      .bind(at, JSON.stringify(told.searchIds)),
  ];
  if (told.instantIds.length > 0)
    statements.push(
      db.prepare("UPDATE saved_searches SET mailed_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))").bind(at, JSON.stringify(told.instantIds)),
    );
  if (told.digestUserIds.length > 0)
    statements.push(
      db
        .prepare(
          "INSERT INTO alert_digests (user_id, sent_at) SELECT value, ?1 FROM json_each(?2) WHERE true ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at",
        )
        .bind(at, JSON.stringify(told.digestUserIds)),
    );
  await db.batch(statements);
}
