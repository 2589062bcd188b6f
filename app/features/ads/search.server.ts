// A search's full-text expressions (lib/search-terms.ts), with the slips found
// in the slip index (search_slips, migration 0023), and the index's rows for
// an ad's text, written in the batch that writes its search row.
import type { Database } from "~/server/db-session.server";
import { normalizeForSearch } from "~/lib/normalize";
import {
  addSlips,
  readSearch,
  relaxedExpressions,
  searchExpressions,
  slipLookupKeys,
  slipRows,
  termExpression,
  type SearchExpressions,
  type SearchTerm,
} from "~/lib/search-terms";

/** At most this many candidate words are read back for a search's slips. */
export const MAX_SLIP_CANDIDATES = 400;

// A search of two words or more is relaxed (relaxedExpressions) when its words
// together match fewer ads than it is given (`relaxBelow`): the words no ad has
// are left out, and ads with most of the words follow those with all of them.
// Best match relaxes a search whose exact matches fill less than a page (they
// still come first); the other sorts, which mix every match, only one with none.

/** A search's words are told apart by how many ads have each, counted up to this many: the rarer say more. */
export const RARE_BELOW = 50;

/**
 * The expressions for a search text, or null when it has no word, in one
 * round trip: the slip index (only when a typed word is long enough to be a
 * slip: one indexed lookup by the typed words' deletion keys) and how many ads
 * match without slips, up to `sparseBelow` (whether the listing sorts the
 * matches or walks its index: features/ads/queries.server.ts).
 */
export async function planSearch({ db }: { db: Database }, text: string, sparseBelow: number | null, relaxBelow = 1): Promise<SearchExpressions | null> {
  const terms = readSearch(text);
  const plain = searchExpressions(terms);
  if (!plain) return null;
  const keys = slipLookupKeys(terms);
  // Best match ranks a bounded reach of each tier whatever the matches (sparseBelow null): nothing to count.
  const count =
    sparseBelow === null ? null : db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ads_fts WHERE ads_fts MATCH ?1 LIMIT ${sparseBelow})`).bind(plain.all);
  const lookup =
    keys.length > 0
      ? db
          .prepare(`SELECT DISTINCT term FROM search_slips WHERE key IN (SELECT value FROM json_each(?1)) LIMIT ${MAX_SLIP_CANDIDATES}`)
          .bind(JSON.stringify(keys))
      : null;
  // Two words or more: whether they match a few ads together (without slips; with them, asked below only when not).
  const relaxable = terms.filter((term) => !term.optional).length >= 2;
  const few = relaxable ? countUpTo(db, plain.all, relaxBelow) : null;
  const statements = [count, lookup, few].filter((statement): statement is D1PreparedStatement => statement !== null);
  const results = statements.length > 0 ? await db.batch<{ n: number } | { term: string }>(statements) : [];
  const counted = count ? results[0] : null;
  const slips = lookup ? results[count ? 1 : 0] : null;
  const candidates = ((slips?.results ?? []) as Array<{ term: string }>).map((row) => row.term);
  const slipped = addSlips(terms, candidates);
  const expressions = searchExpressions(slipped)!;
  const matches = (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
  const planned = { ...expressions, sparse: sparseBelow === null ? undefined : matches < sparseBelow };
  const exact = few ? ((results[statements.length - 1].results[0] as { n: number } | undefined)?.n ?? 0) : relaxBelow;
  if (exact >= relaxBelow) return planned;
  const relaxed = await relaxSearch({ db }, slipped, expressions.all, relaxBelow);
  return relaxed ? { ...relaxed, relaxed: { ...relaxed.relaxed!, dropped: relaxed.relaxed!.dropped.map((word) => asTyped(text, word)) } } : planned;
}

/** A search's word (normalised: lib/normalize.ts) as the buyer typed it ("الساحل" for "ساحل"), or as it is when not found. */
function asTyped(text: string, normalised: string): string {
  const parts = normalised.split(" ");
  const typed = text.split(/\s+/).filter((word) => parts.includes(normalizeForSearch(word)));
  return typed.length > 0 ? typed.join(" ") : normalised;
}

/** How many ads match an expression, counted up to `cap` (at most `cap` rows read). */
function countUpTo(db: Database, expression: string, cap: number): D1PreparedStatement {
  return db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ads_fts WHERE ads_fts MATCH ?1 LIMIT ${cap})`).bind(expression);
}

/**
 * A search whose words together match fewer than `relaxBelow` ads (slips
 * included), relaxed (relaxedExpressions); null when it matches more, or
 * relaxing changes nothing. One round trip: that count, and how many ads
 * have each required word, up to RARE_BELOW (at most `relaxBelow` + 8 × RARE_BELOW rows).
 */
async function relaxSearch({ db }: { db: Database }, terms: SearchTerm[], all: string, relaxBelow: number): Promise<SearchExpressions | null> {
  // Optional words rank nothing in a relaxed search (relaxedExpressions): not counted.
  const counted = terms.filter((term) => !term.optional);
  const statements = [countUpTo(db, all, relaxBelow), ...counted.map((term) => countUpTo(db, termExpression(term), RARE_BELOW))];
  const [together, ...each] = await db.batch<{ n: number }>(statements);
  if ((together.results[0]?.n ?? 0) >= relaxBelow) return null;
  const found = new Map(counted.map((term, index) => [term, each[index].results[0]?.n ?? 0]));
  return relaxedExpressions(
    terms,
    terms.map((term) => found.get(term) ?? 0),
  );
}

/** The slip index's rows for an ad's normalised words (searchRow's `words`), as one JSON parameter ([[key, word], …]). */
export function slipRowsJson(words: string): string {
  return JSON.stringify(slipRows(words));
}

/** Adds the rows of `?json` (slipRowsJson) to the slip index, only when `condition` holds (a SQL test; the ad was written). */
export function slipInsertSql(jsonParam: string, condition = "1"): string {
  return `INSERT OR IGNORE INTO search_slips (key, term) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${jsonParam}) WHERE ${condition}`;
}
