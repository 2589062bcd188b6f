// Saved searches' SQL (migration 0024): bound values in, typed rows out.
import type { Database } from "~/server/db-session.server";
import { cardColumns, cardJoins, publicWhere } from "~/features/ads/queries.server";
import { allRows, raw, sql, statement, sqlTime } from "~/server/sql.server";
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
  /** The search text as typed (null: none); matched as the listing reads it (alert-text.server.ts). */
  matchQuery: string | null;
  /** The text's anchors as a JSON array (alert-text.server.ts textAnchors): a cheap test of an ad's text before the FTS5 expression. */
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
  await db.batch([
    ...f.attributes.map((filter) =>
      db
        .prepare("INSERT INTO saved_search_attributes (search_id, field_id, min_number, max_number, choices) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(inserted.id, filter.fieldId, filter.min, filter.max, filter.choices ? JSON.stringify(filter.choices) : null),
    ),
    ...toKeyStatements(db, "s.id = ?1", inserted.id),
  ]);
  return { id: inserted.id };
}

/** The key's columns: what a saved search asks, besides who asks and how often (migration 0054). */
const KEY_COLUMNS = `category_key, subcategory_key, brand_country_id, third_branch_id, governorate_id, region_id, condition, min_price, max_price,
  negotiable, match_query, match_term, has_attributes`;

/** Saved search `t`'s filters as one JSON text: searches with the same signature share a key (the same expression as migration 0054's). */
const signatureOf = (t: string) =>
  `json_array(${t}.category_key, ${t}.subcategory_key, ${t}.brand_country_id, ${t}.third_branch_id, ${t}.governorate_id, ${t}.region_id, ${t}.condition,
    ${t}.min_price, ${t}.max_price, ${t}.negotiable, ${t}.match_query,
    (SELECT json_group_array(json_array(f.field_id, f.min_number, f.max_number, f.choices)) FROM
      (SELECT * FROM saved_search_attributes f WHERE f.search_id = ${t}.id ORDER BY f.field_id, f.min_number, f.max_number, f.choices) f))`;

/**
 * New saved searches to their keys (`which`: a condition on saved search `s`, its value ?1): the key of the same
 * signature, or a new one with the search's attribute filters; the search's cursor past every hit written so far, so
 * that it is told only of ads matched from now on.
 */
export function toKeyStatements(db: Database, which: string, value: unknown) {
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO saved_search_keys (signature, query, ${KEY_COLUMNS})
         SELECT ${signatureOf("s")}, s.query, ${KEY_COLUMNS} FROM saved_searches s WHERE ${which} ORDER BY s.id`,
      )
      .bind(value),
    db
      .prepare(
        `UPDATE saved_searches AS s SET key_id = (SELECT k.id FROM saved_search_keys k WHERE k.signature = ${signatureOf("s")}),
           told_to = (SELECT coalesce(max(id), 0) FROM saved_search_key_hits) WHERE ${which}`,
      )
      .bind(value),
    db
      .prepare(
        `INSERT INTO saved_search_key_attributes (key_id, field_id, min_number, max_number, choices)
         SELECT k.id, f.field_id, f.min_number, f.max_number, f.choices FROM saved_search_keys k
         JOIN saved_search_attributes f ON f.search_id = (SELECT min(s.id) FROM saved_searches s WHERE s.key_id = k.id)
         WHERE k.id IN (SELECT s.key_id FROM saved_searches s WHERE ${which})
           AND k.has_attributes = 1 AND NOT EXISTS (SELECT 1 FROM saved_search_key_attributes x WHERE x.key_id = k.id)`,
      )
      .bind(value),
  ];
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
         (SELECT COUNT(*) FROM saved_search_key_hits h JOIN ads a ON a.id = h.ad_id
           WHERE h.key_id = s.key_id AND h.found_at > s.opened_at AND a.user_id <> s.user_id) AS new_ads
       FROM saved_searches s WHERE s.user_id = ?1 ORDER BY s.id`,
    )
    .bind(userId)
    .all<SavedSearchRow>();
  return results;
}

export async function countSavedSearches({ db }: Db, userId: number): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = ?1").bind(userId).first<number>("n")) ?? 0;
}

/** A saved search's cursor past every hit written so far: what waits is counted as told. */
const ALL_TOLD = "(SELECT coalesce(max(id), 0) FROM saved_search_key_hits)";

/**
 * Renames and sets how often to be told; only the owner's. Setting "never" also counts what waits as told, and so
 * does leaving "never" (what was found meanwhile is not e-mailed later).
 */
export async function updateSavedSearch({ db }: Db, userId: number, id: number, name: string, frequency: Frequency): Promise<boolean> {
  const updated = await db
    .prepare(
      `UPDATE saved_searches SET name = ?3, frequency = ?4, told_to = CASE WHEN frequency = 'never' OR ?4 = 'never' THEN ${ALL_TOLD} ELSE told_to END
       WHERE id = ?1 AND user_id = ?2 RETURNING id`,
    )
    .bind(id, userId, name, frequency)
    .first();
  return updated !== null;
}

/** Deletes the owner's saved search (its key too when no other search shares it: migration 0054's trigger). */
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
export async function stopAlerts({ db }: Db, target: { searchId: number } | { userId: number }): Promise<{ name: string | null } | null> {
  if ("searchId" in target) {
    const found = await db
      .prepare(`UPDATE saved_searches SET frequency = 'never', told_to = ${ALL_TOLD} WHERE id = ?1 RETURNING name`)
      .bind(target.searchId)
      .first<{ name: string }>();
    return found ? { name: found.name } : null;
  }
  const { results } = await db
    .prepare(`UPDATE saved_searches SET frequency = 'never', told_to = ${ALL_TOLD} WHERE user_id = ?1 RETURNING id`)
    .bind(target.userId)
    .all();
  return results.length > 0 || (await db.prepare("SELECT 1 FROM users WHERE id = ?1").bind(target.userId).first()) ? { name: null } : null;
}

export async function savedSearchName({ db }: Db, id: number): Promise<{ name: string; frequency: Frequency } | null> {
  return db.prepare("SELECT name, frequency FROM saved_searches WHERE id = ?1").bind(id).first<{ name: string; frequency: Frequency }>();
}

// ---- Matching -----------------------------------------------------------------------

/**
 * The listing's filters other than the text, for the key `s` of saved searches and ad `a` (the attribute filters each
 * a seek in ad_attributes_by_ad). The seller's own ad is left out when a search's hits are read (UNTOLD, the view
 * saved_search_hits), not here: a key is shared by several buyers.
 */
const FILTERS_MATCH = `a.status = 'approved' AND a.hidden = 0
  AND (s.brand_country_id IS NULL OR s.brand_country_id = a.brand_country_id)
  AND (s.third_branch_id IS NULL OR s.third_branch_id = a.third_branch_id)
  AND (s.governorate_id IS NULL OR s.governorate_id = a.governorate_id)
  AND (s.region_id IS NULL OR s.region_id = a.region_id)
  AND (s.condition IS NULL OR s.condition = a.condition)
  AND (s.min_price = 0 OR a.price >= s.min_price)
  AND (s.max_price = 0 OR a.price <= s.max_price)
  AND (s.negotiable = 0 OR a.negotiable = 1)
  AND (s.has_attributes = 0 OR NOT EXISTS (
    SELECT 1 FROM saved_search_key_attributes f WHERE f.key_id = s.id AND NOT EXISTS (
      SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id AND x.field_id = f.field_id AND CASE
        WHEN f.choices IS NULL THEN x.value_number BETWEEN coalesce(f.min_number, -9223372036854775807) AND coalesce(f.max_number, 9223372036854775807)
        ELSE x.value_number IN (SELECT value FROM json_each(f.choices)) END)))`;

/** Each ad's candidate keys: its category or any, its subcategory or any (four seeks in saved_search_keys_with_text or saved_search_keys_without_text, migration 0054). */
const CANDIDATES = "saved_search_keys s ON s.category_key IN (0, a.category_id) AND s.subcategory_key IN (0, coalesce(a.subcategory_id, 0))";

/** A candidate pair of a batch: a saved search with text whose anchors the ad's text holds (alert-text.server.ts). */
export interface TextCandidate {
  search_id: number;
  ad_id: number;
  /** The saved search's address (its text is its `q`). */
  query: string;
  /** 0 for a search saved before the anchors (match_term one word): its anchors are written with its hits. */
  current: number;
}

export interface QueuedBatch {
  adIds: number[];
  /** The saved searches matched in this batch: ids above `from`, up to `to` (a window of the ids). */
  from: number;
  to: number;
  /** Whether the window reaches the highest saved search id: the ads are then done and leave the queue. */
  last: boolean;
  candidates: TextCandidate[];
}

/** The batch's ads: the oldest queued ad and, up to `limit`, the others whose window starts where its does. */
const QUEUED_BATCH = `SELECT ad_id, searched_to FROM alert_queue
  WHERE searched_to = (SELECT searched_to FROM alert_queue ORDER BY ad_id LIMIT 1) ORDER BY ad_id LIMIT ?1`;

/**
 * The first step of matching a batch (the oldest queued ads whose window
 * starts at the same saved search id, at most `limit`): the ads' ids, the
 * window of saved search ids matched now (`window` ids past the ads' cursor),
 * and the pairs of a saved search of that window with text and an ad that
 * pass the search's filters and whose text holds one of its anchors. A search
 * saved before the anchors (match_term a word, not a JSON array) is a
 * candidate of every ad its filters pass. The window keeps each batch's work
 * bounded however many searches are saved (an ad takes several batches, even
 * several runs, when they are many).
 */
export async function queuedCandidates({ db }: Db, limit: number, window: number): Promise<QueuedBatch> {
  const [ids, pairs] = await db.batch<{ ad_id: number; searched_to: number; top: number } | TextCandidate>([
    db.prepare(`SELECT q.ad_id, q.searched_to, (SELECT coalesce(max(id), 0) FROM saved_search_keys) AS top FROM (${QUEUED_BATCH}) q`).bind(limit),
    db
      .prepare(
        `WITH texts AS MATERIALIZED (
           SELECT q.ad_id AS id, ' ' || coalesce(t.name, '') || ' ' || coalesce(t.description, '') || ' ' AS text
           FROM (${QUEUED_BATCH}) q LEFT JOIN ads_fts t ON t.rowid = q.ad_id),
         span AS MATERIALIZED (SELECT searched_to AS lo, searched_to + ?2 AS hi FROM alert_queue ORDER BY ad_id LIMIT 1)
         SELECT s.id AS search_id, a.id AS ad_id, s.query, coalesce(s.match_term, '') LIKE '[%' AS current
         FROM span, texts x JOIN ads a ON a.id = x.id JOIN ${CANDIDATES} AND s.id > span.lo AND s.id <= span.hi
         WHERE s.match_query IS NOT NULL AND ${FILTERS_MATCH}
           AND (coalesce(s.match_term, '') NOT LIKE '[%' OR EXISTS (SELECT 1 FROM json_each(s.match_term) k WHERE instr(x.text, k.value) > 0))`,
      )
      .bind(limit, window),
  ]);
  const rows = ids.results as Array<{ ad_id: number; searched_to: number; top: number }>;
  const from = rows[0]?.searched_to ?? 0;
  const to = from + window;
  return { adIds: rows.map((row) => row.ad_id), from, to, last: to >= (rows[0]?.top ?? 0), candidates: pairs.results as TextCandidate[] };
}

/** The slip index's words for these keys (key → words), at most `limit` rows: the listing's slips of the candidates' texts. */
export async function slipWords({ db }: Db, keys: string[], limit: number): Promise<Map<string, string[]>> {
  const wordsOf = new Map<string, string[]>();
  if (keys.length === 0) return wordsOf;
  const { results } = await db
    .prepare(`SELECT key, term FROM search_slips WHERE key IN (SELECT value FROM json_each(?1)) LIMIT ?2`)
    .bind(JSON.stringify(keys), limit)
    .all<{ key: string; term: string }>();
  for (const row of results) wordsOf.set(row.key, [...(wordsOf.get(row.key) ?? []), row.term]);
  return wordsOf;
}

/** One FTS5 expression of a batch: [expression, lowest ad id, highest ad id, { "adId": [search ids] }] (its candidate pairs). */
export type TextCheck = [string, number, number, Record<string, number[]>];

/**
 * The last step of matching a batch, in one transaction: the hits of the
 * searches without text (every filter tested here), the hits of the searches
 * with text (`checks`: each expression asked once, of the index's rows
 * between its candidate ads' lowest and highest ids; a row it finds is a hit
 * of the searches that had that ad as a candidate), the anchors of searches saved
 * before them (`upgrades`, [search id, text, anchors JSON]), and the batch
 * off the queue when its window was the last (else its cursor moves past it). A search never matches its owner's own ad. Hits of searches
 * set to "never" are stored as already told (they still count as new ads on
 * the account page). Returns how many hits were found.
 */
export async function writeMatches(
  { db }: Db,
  batch: Pick<QueuedBatch, "adIds" | "from" | "to" | "last">,
  checks: TextCheck[],
  upgrades: Array<[number, string, string]>,
  now: Date,
): Promise<number> {
  const at = sqlTime(now);
  const ids = JSON.stringify(batch.adIds);
  const hitColumns = "INSERT OR IGNORE INTO saved_search_key_hits (key_id, ad_id, found_at)";
  const statements = [
    db
      .prepare(
        `${hitColumns}
         SELECT s.id, a.id, ?1
         FROM json_each(?2) q JOIN ads a ON a.id = q.value JOIN ${CANDIDATES}
         AND s.id > ?3 AND s.id <= ?4
         WHERE s.match_query IS NULL AND ${FILTERS_MATCH}`,
      )
      .bind(at, ids, batch.from, batch.to),
  ];
  if (checks.length > 0)
    statements.push(
      db
        .prepare(
          `${hitColumns}
           SELECT w.value, ads_fts.rowid, ?1
           FROM json_each(?2) c
           JOIN ads_fts ON ads_fts MATCH json_extract(c.value, '$[0]') AND ads_fts.rowid BETWEEN json_extract(c.value, '$[1]') AND json_extract(c.value, '$[2]')
           JOIN json_each(json_extract(c.value, '$[3]."' || ads_fts.rowid || '"')) w`,
        )
        .bind(at, JSON.stringify(checks)),
    );
  if (upgrades.length > 0)
    statements.push(
      db
        .prepare(
          "UPDATE saved_search_keys SET match_query = json_extract(u.value, '$[1]'), match_term = json_extract(u.value, '$[2]') FROM json_each(?1) u WHERE saved_search_keys.id = json_extract(u.value, '$[0]')",
        )
        .bind(JSON.stringify(upgrades)),
    );
  statements.push(
    batch.last
      ? db.prepare("DELETE FROM alert_queue WHERE ad_id IN (SELECT value FROM json_each(?1))").bind(ids)
      : db.prepare("UPDATE alert_queue SET searched_to = ?2 WHERE ad_id IN (SELECT value FROM json_each(?1))").bind(ids, batch.to),
  );
  const results = await db.batch(statements);
  return (results[0]!.meta.changes ?? 0) + (checks.length > 0 ? (results[1]!.meta.changes ?? 0) : 0);
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

/** Whether saved search `s` has a hit past its cursor that is not its owner's own ad. */
const HAS_UNTOLD = `EXISTS (SELECT 1 FROM saved_search_key_hits h JOIN ads a ON a.id = h.ad_id
  WHERE h.key_id = s.key_id AND h.id > s.told_to AND a.user_id <> s.user_id)`;

/** "At once" searches with ads not yet told and no e-mail in the last hour (`since`), at most `limit`. */
export async function instantRecipients({ db }: Db, since: Date, limit: number): Promise<AlertRecipient[]> {
  return allRows<AlertRecipient>(
    db
      .prepare(
        `SELECT ${recipientColumns} FROM saved_searches s JOIN users u ON u.id = s.user_id
       WHERE s.frequency = 'instant' AND ${HAS_UNTOLD} AND (s.mailed_at IS NULL OR s.mailed_at <= ?1) AND u.status = 'active'
       ORDER BY s.id LIMIT ?2`,
      )
      .bind(sqlTime(since), limit),
  );
}

/** The "daily" searches with ads not yet told, of accounts whose last digest is older than `since`: at most `limit` accounts. */
export async function digestRecipients({ db }: Db, since: Date, limit: number): Promise<AlertRecipient[]> {
  const { results } = await db
    .prepare(
      `WITH due AS (
         SELECT DISTINCT s.user_id FROM saved_searches s
         WHERE s.frequency = 'daily' AND ${HAS_UNTOLD}
           AND NOT EXISTS (SELECT 1 FROM alert_digests d WHERE d.user_id = s.user_id AND d.sent_at > ?1)
         ORDER BY s.user_id LIMIT ?2)
       SELECT ${recipientColumns} FROM due JOIN saved_searches s ON s.user_id = due.user_id JOIN users u ON u.id = s.user_id
       WHERE s.frequency = 'daily' AND u.status = 'active' AND ${HAS_UNTOLD}
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
  const { results } = await statement(
    db,
    sql`SELECT s.id AS search_id, ${raw(cardColumns)}, g.name AS governorate_name, g.name_en AS governorate_name_en,
         ROW_NUMBER() OVER (PARTITION BY s.id ORDER BY a.id DESC) AS place, COUNT(*) OVER (PARTITION BY s.id) AS total
       FROM saved_searches s JOIN saved_search_key_hits h ON h.key_id = s.key_id AND h.id > s.told_to
         JOIN ads a ON a.id = h.ad_id ${raw(cardJoins)} LEFT JOIN governorates g ON g.id = a.governorate_id
       WHERE s.id IN (SELECT value FROM json_each(${JSON.stringify(searchIds)})) AND a.user_id <> s.user_id AND ${publicWhere(now)}
       ORDER BY s.id, a.id DESC`,
  ).all<AlertAd & { place: number; total: number }>();
  const totals = new Map<number, number>();
  for (const row of results) totals.set(row.search_id, row.total);
  return { ads: results.filter((row) => row.place <= perSearch), totals };
}

/** Records what was e-mailed: these searches' waiting ads (found by `now`) are told (their cursors move past them); "at once" searches and digests remember when. */
export async function markTold({ db }: Db, told: { searchIds: number[]; instantIds: number[]; digestUserIds: number[] }, now: Date): Promise<void> {
  const at = sqlTime(now);
  const statements = [
    db
      .prepare(
        `UPDATE saved_searches SET told_to = max(told_to, coalesce((SELECT max(h.id) FROM saved_search_key_hits h
           WHERE h.key_id = saved_searches.key_id AND h.found_at <= ?1), 0)) WHERE id IN (SELECT value FROM json_each(?2))`,
      )
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
