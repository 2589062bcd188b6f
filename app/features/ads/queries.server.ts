// The ads' public SQL: the public reads (cards, listings, an ad's page) and
// the JSON API's records. Typed rows in, typed rows out; the rules around them
// are the use-cases' (listing.server.ts). The owner's side (the editor's
// writes, the form's choices, "my ads" and the edit form's ad) is in
// editor-queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { PAGE_SIZE, writeCursor, type AdFilters } from "~/lib/filters";
import { readPricePhrase, readSearch, searchExpressions, type SearchExpressions } from "~/lib/search-terms";
import { planSearch } from "~/features/ads/search.server";
import { attributeCandidates, attributeFilterSql } from "~/features/attributes/queries.server";
import { and, empty, int, join, or, raw, sql, statement, sqlTime, type Sql } from "~/server/sql.server";
import type { AdPlacement, AdText, CategoryNames, PlaceNames } from "~/lib/rows";

type Db = { db: Database };

/** What an ad card shows. */
export interface AdCard {
  id: number;
  name: string;
  price: number;
  negotiable: number;
  is_featured: number;
  status: string;
  created_at: string;
  /** The date the listing sorts by: the last bump, else created_at (migration 0029); the card's age reads created_at. */
  listed_at?: string;
  region_name: string | null;
  region_name_en: string | null;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
}

export const cardColumns = `a.id, a.name, a.price, a.negotiable, a.is_featured, a.status, a.created_at, a.listed_at,
  r.name AS region_name, r.name_en AS region_name_en,
  i.small_path AS image, i.width AS image_width, i.height AS image_height`;

// The first photo of each ad, by position.
export const cardJoins = `LEFT JOIN regions r ON r.id = a.region_id
  LEFT JOIN ad_images i ON i.id = (SELECT id FROM ad_images WHERE ad_id = a.id ORDER BY position LIMIT 1)`;

/** The names of an ad's category path and place, as CategoryNames and PlaceNames (with adNameJoins). */
export const adNameColumns = `c.name AS category_name, c.name_en AS category_name_en, s.name AS subcategory_name, s.name_en AS subcategory_name_en,
  b.name AS brand_country_name, b.name_en AS brand_country_name_en, t.name AS third_branch_name, t.name_en AS third_branch_name_en,
  g.name AS governorate_name, g.name_en AS governorate_name_en, r.name AS region_name, r.name_en AS region_name_en`;

/** The owner (u) and the rows that name an ad's category path and place (c, s, b, t, g, r). */
export const adNameJoins = `JOIN categories c ON c.id = a.category_id JOIN users u ON u.id = a.user_id
  LEFT JOIN subcategories s ON s.id = a.subcategory_id LEFT JOIN brand_countries b ON b.id = a.brand_country_id
  LEFT JOIN third_branches t ON t.id = a.third_branch_id LEFT JOIN governorates g ON g.id = a.governorate_id LEFT JOIN regions r ON r.id = a.region_id`;

/**
 * Only approved, unexpired ads of active owners are public. The unary plus
 * keeps SQLite from picking the expiry index for the date range: every public
 * index ends with expires_at, so the test is answered inside the listing's own
 * index (measured: 111 ms → 0.4 ms for a category's first page at 100,000 ads).
 * A piece composed into each statement that reads public ads, with its time.
 */
export function publicWhere(now: Date): Sql {
  return publicWhereAt(sql`${sqlTime(now)}`);
}

/** publicWhere against a time the statement itself holds (a column: the counters' roll-up tests each visit at its own time). */
export function publicWhereAt(at: Sql): Sql {
  return sql`a.status = 'approved' AND a.hidden = 0 AND +a.expires_at > ${at}`;
}

/** Counting stops here: past it a page says "more than 1,000", so counts cost the same at any size. */
export const COUNT_CAP = 1000;

/**
 * A search (every sort, best match included, and every search's count) looks
 * through its newest this many matches (by id: the order ads were written in),
 * so its cost stays the same however many ads match. When a search has more
 * matches than this, its count says "more than" what it found.
 */
export const SEARCH_REACH = 420;

/**
 * A listing page asked by its number alone (no bookmark: a shared link, the
 * page form) skips the ads before it (or after it, read from the end of a
 * counted listing) by OFFSET, and every ad skipped is read: about 1.3 rows an
 * ad. So a number opens a page only this deep from either end, within the 500
 * rows a page with a signed-in visitor's session (vehicles at a million ads,
 * the page and its filter options: page 10 newest first 461 rows; by price
 * page 3 293, since the price indexes end on the id: 404 before, when each
 * block of equal prices was sorted again; the price depth was not measured
 * deeper since); deeper pages are reached by the page links' bookmarks, or by
 * narrowing the list (listAds answers `too_deep`).
 */
export const NUMBERED_DEPTH = { byDate: 10, byPrice: 3 } as const;

/** The deepest page a sort opens by its number alone from either end of a listing (NUMBERED_DEPTH). */
export function numberedDepth(sort: AdFilters["sort"]): number {
  return sort === "lowPrice" || sort === "highPrice" ? NUMBERED_DEPTH.byPrice : NUMBERED_DEPTH.byDate;
}

/**
 * A listing filtered by something no kept count covers (a price range, a
 * region, a type, negotiable) looks through at most this many ads of the
 * index that fits its place and sort (walkIndex), newest first or by price,
 * and shows the matches among them: so its page, cards and count stay within
 * the rows budget however rare and old the matches are. When a page found
 * fewer than it shows, it links on from where the walk stopped.
 */
export const FILTER_WALK = 40;

/**
 * A listing's attribute filters drive it when one filter's values have fewer
 * than this many rows (counted up to it, each filter in its values' index):
 * those ads are every match, read by their keys and sorted, so the count is
 * exact and every page is one step. Past it the listing walks (ATTRIBUTE_WALK)
 * and tests the filters on each ad walked.
 */
export const ATTRIBUTE_DRIVE = 40;

/**
 * A listing with attribute filters walks this many ads a page (FILTER_WALK
 * otherwise): each ad walked costs a row more for each attribute tested, and
 * the filters' estimate (ATTRIBUTE_DRIVE rows each) comes first.
 */
export const ATTRIBUTE_WALK = 24;

/** The deepest page a filtered listing's walk opens by its number alone (a page link skips at most one page). */
export const FILTER_WALK_DEPTH = 2;

/**
 * The index a filtered listing walks (FILTER_WALK) and the conditions it seeks
 * on, or null when none fits the sort (then the listing is read as before).
 * A price range rides on the price indexes when the sort is by price, so every
 * ad walked then matches it. Its bounds (`low`, `high`) are apart: past a
 * bookmark the walk seeks on the bookmark's price instead of the bound on its
 * side (two bounds on one side, the seek may start from the range's and read
 * every ad between it and the bookmark; the matches are tested again anyway).
 */
function walkIndex(filters: AdFilters): { index: string; seek: Sql[]; low?: Sql; high?: Sql } | null {
  const byPrice = filters.sort === "lowPrice" || filters.sort === "highPrice";
  if (byPrice) {
    const range = {
      low: filters.minPrice > 0 ? sql`a.price >= ${filters.minPrice}` : undefined,
      high: filters.maxPrice > 0 ? sql`a.price <= ${filters.maxPrice}` : undefined,
    };
    if (filters.categoryId) return { index: "ads_public_by_category_price", seek: [sql`a.category_id = ${filters.categoryId}`], ...range };
    if (filters.governorateId) return { index: "ads_public_by_governorate_price", seek: [sql`a.governorate_id = ${filters.governorateId}`], ...range };
    return { index: "ads_public_price", seek: [], ...range };
  }
  if (filters.order === "asc")
    return filters.categoryId ? { index: "ads_public_by_category_oldest", seek: [sql`a.category_id = ${filters.categoryId}`] } : null;
  if (filters.subcategoryId) return { index: "ads_public_by_subcategory", seek: [sql`a.subcategory_id = ${filters.subcategoryId}`] };
  if (filters.categoryId && filters.governorateId)
    return {
      index: "ads_public_by_category_governorate",
      seek: [sql`a.category_id = ${filters.categoryId}`, sql`a.governorate_id = ${filters.governorateId}`],
    };
  if (filters.categoryId) return { index: "ads_public_by_category", seek: [sql`a.category_id = ${filters.categoryId}`] };
  if (filters.regionId) return { index: "ads_public_by_region", seek: [sql`a.region_id = ${filters.regionId}`] };
  if (filters.governorateId) return { index: "ads_public_by_governorate", seek: [sql`a.governorate_id = ${filters.governorateId}`] };
  return { index: "ads_public_newest", seek: [] };
}

/** A typed search's first page shows at most this many featured matches as a labelled group of their own. */
export const FEATURED_GROUP = 4;

/** A statement's text with its values (server/sql.server.ts). */
export type Query = Sql;

/**
 * The listing/search query for a set of filters: a page of cards and the count
 * of all matches. Every condition is a bound parameter; search goes through
 * the FTS5 table over the normalised text, with the expressions of `search`
 * (features/ads/search.server.ts planSearch: equivalents in the other script,
 * Franco-Arabic, slips); without them, the text's own (no slips).
 */
export function buildListingQuery(
  filters: AdFilters,
  now: Date,
  search: SearchExpressions | null = filters.q ? searchExpressions(readSearch(filters.q)) : null,
  fromEnd: FromEnd | null = null,
): { page: Query; count: Query; origin: number; reverse: boolean; walked?: { skip: number; size: number } } {
  // Each condition holds its own value (server/sql.server.ts), so one with none (negotiable) shifts nothing.
  const conditions: Sql[] = [publicWhere(now)];
  if (filters.categoryId) conditions.push(sql`a.category_id = ${filters.categoryId}`);
  if (filters.subcategoryId) conditions.push(sql`a.subcategory_id = ${filters.subcategoryId}`);
  if (filters.brandCountryId) conditions.push(sql`a.brand_country_id = ${filters.brandCountryId}`);
  if (filters.thirdBranchId) conditions.push(sql`a.third_branch_id = ${filters.thirdBranchId}`);
  if (filters.governorateId) conditions.push(sql`a.governorate_id = ${filters.governorateId}`);
  if (filters.regionId) conditions.push(sql`a.region_id = ${filters.regionId}`);
  if (filters.type) conditions.push(sql`a.condition = ${filters.type}`);
  if (filters.minPrice > 0) conditions.push(sql`a.price >= ${filters.minPrice}`);
  if (filters.maxPrice > 0) conditions.push(sql`a.price <= ${filters.maxPrice}`);
  if (filters.negotiable) conditions.push(sql`a.negotiable = 1`);

  // Search: the full-text matches are a set the public index is walked
  // against, in the listing's own order (special first, then by date), so a
  // page stops after its 24 cards however many ads match. Ranking every match
  // by bm25 first cost ~300 ms for a common word at 100,000 ads;
  // every result contains every word searched for anyway.
  // Every sort shows the same set: the widest expression (with equivalents and slips).
  const match = search ? [sql`a.id IN (SELECT rowid FROM ads_fts WHERE ads_fts MATCH ${search.all} ORDER BY rowid DESC LIMIT ${int(SEARCH_REACH)})`] : [];

  // The category's attribute filters (read against its fields by features/ads/listing.server.ts):
  // tested on each ad the page walks, and, for the counts, the set of candidates they are counted from.
  const base = and([...conditions, ...match]);
  const attributeTests = attributeFilterSql(filters.attributes ?? []);
  const where = and([...conditions, ...match, ...attributeTests]);
  // Their count is taken from the filters' candidates (features/attributes/queries.server.ts attributeCandidates): the
  // ads of one filter's values, tested against the rest, instead of every ad of the category the walk would meet.
  const candidates = attributeCandidates(filters.attributes ?? []);
  // Search: the matches drive (`drivenIds`), each ad read by its key and the
  // few sorted: the newest SEARCH_REACH of them, so a common word costs what a
  // rarer one does. Counts are driven by the same matches.
  const rest = and([...conditions, ...attributeTests]);
  const switched = search !== null && !candidates;
  // Every search is driven by its newest SEARCH_REACH matches (the walk of the index over a common word's set cost 13,000+ rows at 100,000 ads).
  const sparse = switched;
  const cards = raw(cardColumns);
  const joins = raw(cardJoins);
  /** The matches that pass the filters (and `extra`), driven from the full-text table; `order`: sorted as the page (reversed or not). */
  const drivenIds = (extra: Sql | null, order: boolean | null, limit: number, offset = 0): Sql =>
    sql`SELECT a.id FROM (${reached()}) m CROSS JOIN ads a ON a.id = m.id
      WHERE ${rest}${extra ? sql` AND ${extra}` : empty}${order === null ? empty : sql` ORDER BY ${orderOf(order)}`} LIMIT ${int(limit)} OFFSET ${int(offset)}`;
  /** The search's newest SEARCH_REACH matches. */
  const reached = (): Sql => sql`SELECT rowid AS id FROM ads_fts WHERE ads_fts MATCH ${search!.all} ORDER BY rowid DESC LIMIT ${int(SEARCH_REACH)}`;
  /** The driven matches that pass the filters (and `extra`) past `offset`, and how many matches were looked through (`reached`: SEARCH_REACH when there may be more). */
  const drivenCount = (extra: Sql | null, offset: number): Sql =>
    sql`SELECT MAX(0, COALESCE(SUM(CASE WHEN ${rest}${extra ? sql` AND ${extra}` : empty} THEN 1 ELSE 0 END), 0) - ${int(offset)}) AS total, COUNT(*) AS reached
      FROM (${reached()}) m CROSS JOIN ads a ON a.id = m.id`;
  /** The candidates that match everything (and `extra`), each ad by its key; `test` first (a constant: the branch is skipped when false). */
  const candidateIds = (extra: Sql | null, test: Sql = empty): Sql =>
    sql`SELECT a.id FROM c CROSS JOIN ads a WHERE ${test}a.id = c.ad_id AND ${and([...candidates!.conditions, base, ...(extra ? [extra] : [])])}`;
  const candidateCount = (extra: Sql | null, offset: number): Sql =>
    sql`WITH ${candidates!.with} SELECT COUNT(*) AS total FROM (${candidateIds(extra)} LIMIT ${int(COUNT_CAP + 1)} OFFSET ${int(offset)})`;

  const way = filters.order === "asc" ? "ASC" : "DESC";
  const direction = raw(way);
  // The sort's columns, the id last so every row has one place (ties in price or date included).
  // A price sort is its price index read from one end or the other (migration 0055): by lowest price, equal prices
  // newest first; by highest price, the same order from its end (equal prices oldest first). The date order asked
  // (`order`) is for the date sorts: equal prices in the other order would sort every block of them.
  const columns: Array<[string, "ASC" | "DESC"]> =
    filters.sort === "lowPrice"
      ? [
          ["a.price", "ASC"],
          ["a.id", "DESC"],
        ]
      : filters.sort === "highPrice"
        ? [
            ["a.price", "DESC"],
            ["a.id", "ASC"],
          ]
        : // "special": special ads first, in search as well, then by date.
          [
            ["a.is_featured", "DESC"],
            ["a.listed_at", way],
            ["a.id", way],
          ];
  // `alias`: the columns of another table than the ads' `a` (a walk's page of cards, `p`).
  const orderOf = (reverse: boolean, alias = "a") =>
    raw(columns.map(([column, way]) => `${alias}.${column.slice(2)} ${reverse === (way === "ASC") ? "DESC" : "ASC"}`).join(", "));
  const cursor = filters.cursor;

  // Keyset paging: the rows past a bookmark row in the sort's
  // order, as one branch per column (the columns before it equal, this one
  // beyond), so each branch is a seek in the listing's index whatever the mix
  // of directions, and a deep page costs what the first does. `reverse` walks
  // back (the rows before the bookmark, nearest first).
  // (`alias`: the columns of another table than the ads' `a`, as orderOf.)
  const branches = (values: unknown[], reverse: boolean, alias = "a") =>
    columns.map(([column, way], index) => {
      const named = (name: string) => `${alias}.${name.slice(2)}`;
      const equal = columns.slice(0, index).map(([name], at) => sql`${raw(named(name))} = ${values[at]}`);
      const beyond = sql`${raw(`${named(column)} ${reverse === (way === "ASC") ? "<" : ">"}`)} ${values[index]}`;
      const tail = and([...equal, beyond]);
      return { where: sql`${where} AND ${tail}`, tail };
    });
  // The rows past the bookmark (one more term of a compound), as one test: the branches' OR.
  const pastBookmark = (list: Array<{ tail: Sql }>): Sql => or(list.map((branch) => sql`(${branch.tail})`));

  // "Best match": each match's tier (the first of search.tiers it matches:
  // the typed words in the title, their variants in the title, anywhere, then
  // slips; a word naming a place may match anywhere in the title tiers), then
  // newest. It ranks the set every other sort shows and every count counts:
  // the search's newest SEARCH_REACH matches (the widest expression), each
  // given its tier by the narrower expressions over the same stretch of ids,
  // so its pages hold every ad its count says (a reach of each tier's own
  // newest left out a tier's older matches that the count had counted).
  // Featured ads do not come first: on the first page the best featured
  // matches (up to FEATURED_GROUP) come as a group of their own
  // (`featured_group` = 1), which the page shows apart, labelled. The page is
  // found by its number (no bookmark: the tier is not a column).
  if (search && filters.sort === "best") {
    const offset = (filters.page - 1) * PAGE_SIZE;
    // The widest expression is the last tier (every tier is narrower): an ad of the stretch in no narrower tier is of that
    // one. A narrower tier's newest SEARCH_REACH matches hold every one of its matches within the stretch (its matches are
    // some of the widest's), so each ad gets the tier it has among all the matches.
    const widest = search.tiers.indexOf(search.all);
    const narrower = search.tiers.slice(0, widest < 0 ? search.tiers.length : widest);
    const tierOf = narrower.length
      ? sql`CASE ${join(
          narrower.map(
            (term, tier) =>
              sql`WHEN a.id IN (SELECT rowid FROM ads_fts WHERE ads_fts MATCH ${term} ORDER BY rowid DESC LIMIT ${int(SEARCH_REACH)}) THEN ${int(tier)}`,
          ),
          " ",
        )} ELSE ${int(narrower.length)} END`
      : sql`${int(0)}`;
    const plain = buildListingQuery({ ...filters, sort: "special", cursor: null }, now, search);
    const order = sql`tier, created ${direction}, id ${direction}`;
    const featured =
      offset === 0
        ? sql` UNION ALL SELECT * FROM (SELECT id, tier, created, 1 FROM ranked WHERE featured = 1 ORDER BY tier, created DESC, id DESC LIMIT ${int(FEATURED_GROUP)})`
        : empty;
    return {
      // The page's ids first (the sort reads only the ads' own columns), then their cards.
      page: sql`WITH ranked(id, tier, featured, created) AS MATERIALIZED (SELECT a.id, ${tierOf}, a.is_featured, a.listed_at FROM (${reached()}) m CROSS JOIN ads a ON a.id = m.id WHERE ${rest}),
          page(id, tier, created, grp) AS (SELECT * FROM (SELECT id, tier, created, 0 FROM ranked ORDER BY ${order} LIMIT ${int(PAGE_SIZE)} OFFSET ${int(offset)})${featured})
          SELECT ${cards}, page.grp AS featured_group FROM page CROSS JOIN ads a ON a.id = page.id ${joins}
          ORDER BY page.grp, page.tier, page.created ${direction}, page.id ${direction}`,
      count: plain.count,
      origin: offset,
      reverse: false,
    };
  }

  // A listing filtered past what the kept counts cover (no search): a bounded walk (FILTER_WALK). With attribute filters,
  // the walk's matches, or, when one filter's values have fewer than ATTRIBUTE_DRIVE rows, that filter's ads (all of them).
  const fit = !search && fromEnd === null && !keptCountCovers(filters) ? walkIndex(filters) : null;
  if (fit) {
    // The first page is the walk from the start however it is reached: a walk back from the second page's bookmark
    // would meet only the ads just before it, not the listing's first matches.
    const walkFrom = filters.page === 1 ? null : cursor;
    const reverse = walkFrom?.direction === "before";
    const skip = walkFrom ? (reverse ? walkFrom.from - filters.page - 1 : filters.page - walkFrom.from - 1) * PAGE_SIZE : (filters.page - 1) * PAGE_SIZE;
    const few = (filters.attributes ?? []).length > 0 ? attributeCandidates(filters.attributes!, ATTRIBUTE_DRIVE) : null;
    // Each ad walked is tested on its attribute values as well: a shorter walk (ATTRIBUTE_WALK).
    const size = few ? ATTRIBUTE_WALK : FILTER_WALK;
    // A page by its number alone deeper than a walk opens (FILTER_WALK_DEPTH) walks nothing: only the few candidates may answer it.
    const reach = !walkFrom && filters.page > FILTER_WALK_DEPTH ? 0 : skip + size;
    const keys = raw(columns.map(([column]) => column).join(", "));
    /** The walk's seek with the price range's bounds given (past a bookmark: only the one beyond it, or none). */
    const seekWith = (bounds: Array<Sql | undefined>) => and([publicWhere(now), ...fit.seek, ...bounds.filter((bound): bound is Sql => bound !== undefined)]);
    // Past a bookmark the first branch goes down in price (to lower prices) or up: the bound on the far side stays.
    const down = reverse === (columns[0][1] === "ASC");
    const seek = seekWith([fit.low, fit.high]);
    const from = raw(`ads a INDEXED BY ${fit.index}`);
    // The walk is skipped when the candidates drive (its LIMIT is 0 then: a test in the WHERE would be made on every ad).
    const limit = few ? sql`CASE WHEN ${few.drive} THEN 0 ELSE ${int(reach)} END` : int(reach);
    // Past a bookmark: one seek a column (as `branches`), each cut to the walk, then the walk's first ads of them all.
    const parts = walkFrom
      ? branches(walkFrom.values, reverse).map(
          (branch, index) =>
            sql`SELECT * FROM (SELECT ${keys} FROM ${from} WHERE ${seekWith(index > 0 ? [] : [down ? fit.low : fit.high])} AND ${branch.tail} ORDER BY ${orderOf(reverse)} LIMIT ${limit})`,
        )
      : [sql`SELECT * FROM (SELECT ${keys} FROM ${from} WHERE ${seek} ORDER BY ${orderOf(reverse)} LIMIT ${limit})`];
    // The candidates that match everything: every match of the listing (the page is cut from them past its bookmark).
    const driven = few
      ? sql` UNION ALL SELECT ${keys} FROM c CROSS JOIN ads a WHERE ${few.drive} AND a.id = c.ad_id AND ${and([...few.conditions, base])}`
      : empty;
    const past = walkFrom ? sql`WHERE ${pastBookmark(branches(walkFrom.values, reverse, "h"))} ` : empty;
    const last = raw(columns.map(([column]) => `'${column.slice(2)}', w.${column.slice(2)}`).join(", "));
    const blanks = raw(
      cardColumns
        .split(",")
        .map(() => "NULL")
        .join(", "),
    );
    return {
      // One statement walks once: the walk's ads (their sort keys from the index), each read once to test the filters
      // (`walk_hit`); the page's own matches with their cards first, then one row a walked ad (its keys: the last one is
      // the bookmark to look further from) in the walk's order, and with attribute filters one row of how many match and
      // whether their few candidates drove. listWalkedAds counts them: counting the matches, the walk and its last ad in
      // passes of their own read the walk three times more (a walk whose 40 ads all matched read 449 rows). The walk is
      // kept in the order it was cut in (its rows are written sorted and read back as written): sorting it again for its
      // rows, or its matches for the page, read each of its rows once more. Only the candidates of attribute filters,
      // which come unsorted, are sorted.
      page: sql`WITH ${few ? sql`${few.with}, ` : empty}walk AS MATERIALIZED (SELECT w.*, CASE WHEN ${where} THEN 1 ELSE 0 END AS hit
            FROM (SELECT w.* FROM (${join(parts, " UNION ALL ")}) w ORDER BY ${orderOf(reverse, "w")} LIMIT ${int(reach)}) w CROSS JOIN ads a ON a.id = w.id),
          hits AS ${few ? raw("MATERIALIZED ") : empty}(SELECT ${raw(columns.map(([column]) => `w.${column.slice(2)}`).join(", "))} FROM walk w WHERE w.hit = 1${driven})
        SELECT * FROM (SELECT NULL AS walk_key, NULL AS walk_hit, NULL AS walk_whole, ${cards} FROM ads a ${joins}
          WHERE a.id IN (SELECT h.id FROM hits h ${past}${few ? sql`ORDER BY ${orderOf(reverse, "h")} ` : empty}LIMIT ${int(PAGE_SIZE)} OFFSET ${int(skip)}) ORDER BY ${orderOf(reverse)})
        UNION ALL SELECT json_object(${last}), w.hit, NULL, ${blanks} FROM walk w${
          few ? sql` UNION ALL SELECT NULL, (SELECT COUNT(*) FROM hits), ${few.drive}, ${blanks}` : empty
        }`,
      count: sql`SELECT 0 AS total`,
      origin: walkFrom ? (reverse ? (walkFrom.from - 1) * PAGE_SIZE + 1 : walkFrom.from * PAGE_SIZE) : skip,
      reverse,
      walked: { skip, size },
    };
  }

  /**
   * A page past `offset` rows of the walk. The rows skipped are found in the
   * index alone (their ids), and only the page's own get their card (region,
   * photo), sorted among themselves: an OFFSET over the cards' joins read
   * some five rows for every ad skipped (page 5 of a category: about 600 rows
   * read at 100,000 ads).
   */
  const skipped = (reverse: boolean, limit: number, offset: number): Sql =>
    offset === 0
      ? sql`SELECT ${cards} FROM ads a ${joins} WHERE ${where} ORDER BY ${orderOf(reverse)} LIMIT ${int(limit)}`
      : sql`SELECT ${cards} FROM ads a ${joins} WHERE a.id IN (SELECT a.id FROM ads a WHERE ${where} ORDER BY ${orderOf(reverse)} LIMIT ${int(limit)} OFFSET ${int(offset)})
          ORDER BY ${orderOf(reverse)}`;

  if (!cursor) {
    const offset = (filters.page - 1) * PAGE_SIZE;
    return {
      page: candidates
        ? // The listing's walk, or, when one filter has only a few rows, its candidates sorted (attributeCandidates' `drive`).
          sql`WITH ${candidates.with} SELECT ${cards} FROM ads a ${joins} WHERE a.id IN (SELECT id FROM (SELECT a.id FROM ads a WHERE NOT ${candidates.drive} AND ${where} ORDER BY ${orderOf(false)} LIMIT ${int(offset + PAGE_SIZE)}) UNION ALL ${candidateIds(null, sql`${candidates.drive} AND `)}) ORDER BY ${orderOf(false)} LIMIT ${int(PAGE_SIZE)} OFFSET ${int(offset)}`
        : sparse
          ? // Few matches: sorted.
            sql`SELECT ${cards} FROM ads a ${joins} WHERE a.id IN (${drivenIds(null, false, PAGE_SIZE, offset)}) ORDER BY ${orderOf(false)}`
          : fromEnd
            ? // A page nearer the end than the start (listAds: its count is known): read backwards from the last ad.
              skipped(true, fromEnd.limit, fromEnd.offset)
            : skipped(false, PAGE_SIZE, offset),
      // Counted from the page's first row: how far the pages go on from here (cheap for the first pages; a page link's bookmark makes deep ones cheap).
      count: candidates
        ? candidateCount(null, offset)
        : switched
          ? drivenCount(null, offset)
          : sql`SELECT COUNT(*) AS total FROM (SELECT 1 FROM ads a WHERE ${where} LIMIT ${int(COUNT_CAP + 1)} OFFSET ${int(offset)})`,
      origin: offset,
      reverse: fromEnd !== null && !candidates && !sparse,
    };
  }
  const reverse = cursor.direction === "before";
  // Pages between the bookmark's page and this one are skipped by OFFSET (at most CURSOR_REACH - 1 pages).
  const skip = (reverse ? cursor.from - filters.page - 1 : filters.page - cursor.from - 1) * PAGE_SIZE;
  const pageBranches = branches(cursor.values, reverse);
  const walk = candidates ? sql`NOT ${candidates.drive} AND ` : empty;
  const pageIds = pageBranches.map(
    (branch) => sql`SELECT id FROM (SELECT a.id FROM ads a WHERE ${walk}${branch.where} ORDER BY ${orderOf(reverse)} LIMIT ${int(skip + PAGE_SIZE)})`,
  );
  // With few candidates (or few matches of a search), the rows past the bookmark among them.
  const driven = candidates
    ? candidateIds(pastBookmark(pageBranches), sql`${candidates.drive} AND `)
    : sparse
      ? sql`SELECT id FROM (${drivenIds(pastBookmark(pageBranches), reverse, skip + PAGE_SIZE)})`
      : null;
  const countBranches = branches(cursor.values, false);
  return {
    // (A search with few matches: only those, sorted; no walk.)
    // The branches' ids are put in order and cut to the page's 24 first (each read by its key alone); only those get their card
    // (region, photo: about five rows read a card), where every branch's rows got one before the cut.
    page: sql`${candidates ? sql`WITH ${candidates.with} ` : empty}SELECT ${cards} FROM ads a ${joins} WHERE a.id IN (SELECT a.id FROM ads a WHERE a.id IN (${join([...(sparse ? [] : pageIds), ...(driven ? [driven] : [])], " UNION ALL ")}) ORDER BY ${orderOf(reverse)} LIMIT ${int(PAGE_SIZE)} OFFSET ${int(skip)}) ORDER BY ${orderOf(reverse)}`,
    // The rows after the bookmark row, counted up to the cap like the first page's.
    // (From the attribute filters' candidates: the rows past the bookmark are one test, the branches' OR.)
    count: candidates
      ? candidateCount(pastBookmark(countBranches), 0)
      : switched
        ? drivenCount(pastBookmark(countBranches), 0)
        : sql`SELECT COUNT(*) AS total FROM (SELECT 1 FROM (${join(
            countBranches.map((branch) => sql`SELECT a.id FROM ads a WHERE ${branch.where}`),
            " UNION ALL ",
          )}) LIMIT ${int(COUNT_CAP + 1)})`,
    // The bookmark row is the last of its page (after) or the first (before): the count starts just past it.
    origin: reverse ? (cursor.from - 1) * PAGE_SIZE + 1 : cursor.from * PAGE_SIZE,
    reverse,
  };
}

/** A page read backwards from the listing's last ad: skip `offset` ads from the end, then take `limit`. */
export interface FromEnd {
  offset: number;
  limit: number;
}

/** Whether the kept counts cover a listing's filters: at most a category, its subcategory and a governorate (publicAdCount). */
function keptCountCovers(filters: AdFilters): boolean {
  return !(
    filters.q ||
    filters.brandCountryId ||
    filters.thirdBranchId ||
    filters.regionId ||
    filters.type ||
    filters.minPrice > 0 ||
    filters.maxPrice > 0 ||
    filters.negotiable ||
    (filters.attributes ?? []).length > 0 ||
    (filters.subcategoryId && !filters.categoryId)
  );
}

/**
 * The exact number of public ads of a listing filtered at most by category,
 * subcategory and governorate, from the counts the triggers keep (migration
 * 0034): one row, less the ads whose date passed since the hourly job last
 * marked expired ones (read through ads_by_expiry: only those). Null for any
 * other filter (a search, a price, a place below the governorate, an
 * attribute…): those are counted up to COUNT_CAP.
 */
export async function publicAdCount({ db }: Db, filters: AdFilters, now: Date): Promise<number | null> {
  if (!keptCountCovers(filters)) return null;
  const lapsed = ["a.status = 'approved'", "a.expires_at <= ?", "a.hidden = 0"];
  const params: unknown[] = [sqlTime(now)];
  for (const [column, value] of [
    ["a.category_id", filters.categoryId],
    ["a.subcategory_id", filters.subcategoryId],
    ["a.governorate_id", filters.governorateId],
  ] as const) {
    if (!value) continue;
    lapsed.push(`${column} = ?`);
    params.push(value);
  }
  const row = await db
    .prepare(
      `SELECT IFNULL((SELECT ads FROM public_ad_counts WHERE category_id = ? AND subcategory_id = ? AND governorate_id = ?), 0)
        - (SELECT COUNT(*) FROM ads a INDEXED BY ads_by_expiry WHERE ${lapsed.join(" AND ")}) AS total`,
    )
    .bind(filters.categoryId ?? -1, filters.subcategoryId ?? -1, filters.governorateId ?? -1, ...params)
    .first<{ total: number }>();
  return Math.max(0, row?.total ?? 0);
}

export interface AdPage {
  ads: AdCard[];
  /** Matches, up to COUNT_CAP; `capped` says there are more. */
  total: number;
  capped: boolean;
  current_page: number;
  /** The last page, or, while more than COUNT_CAP ads follow this page's start, the last one known (there are more: `more_pages`). */
  last_page: number;
  more_pages: boolean;
  /** The page links' bookmarks: `before` for earlier pages (this page's first ad), `after` for later ones (its last). */
  cursors: { before: string | null; after: string | null };
  /** The page asked for is past the last one (no ads): the route answers 404 with a link to `last_page`, or to the first when the last is not known (`more_pages`). */
  past_end: boolean;
  /** A typed search's first page in best-match order: its best featured matches, shown apart as a labelled group (none otherwise). */
  featured?: AdCard[];
  /** A typed search relaxed (features/ads/search.server.ts planSearch): the words no ad has, left out, and whether ads with most of the words follow those with all. */
  relaxed?: { dropped: string[]; partial: boolean };
  /**
   * The page was asked by its number alone deeper than `deepest_page` (numberedDepth) from both ends of the listing: not
   * read (no ads); the page says how to reach it (the links from the deepest page, or fewer results). Without a kept
   * count the listing's size is not known then (`more_pages`, total 0).
   */
  too_deep?: boolean;
  deepest_page?: number;
  /**
   * A filtered listing looked through its FILTER_WALK ads from this page's start and stopped with fewer matches than a
   * page shows: `total` is what it found (at least that many match), and `cursors.after` looks further, from the last
   * ad it walked.
   */
  walk_stopped?: boolean;
  /** The count is what a bounded walk found: at least that many match (more may be among older ads). */
  at_least?: boolean;
}

/** Whether a page is asked by its number alone deeper than its sort opens so (numberedDepth) from the start and, when `total` is known, from the end. */
function tooDeep(filters: AdFilters, total: number | null): boolean {
  if (filters.q || filters.cursor) return false;
  const depth = numberedDepth(filters.sort);
  if (filters.page <= depth) return false;
  return total === null || Math.ceil(total / PAGE_SIZE) - filters.page + 1 > depth;
}

/** The answer for a page too deep to read by its number (tooDeep): no ads, the deepest page that opens so. */
function tooDeepPage(filters: AdFilters, total: number | null): AdPage {
  const known = total !== null;
  return {
    ads: [],
    total: known ? total : 0,
    capped: !known,
    current_page: filters.page,
    last_page: known ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : filters.page,
    more_pages: !known,
    cursors: { before: null, after: null },
    past_end: false,
    too_deep: true,
    deepest_page: numberedDepth(filters.sort),
  };
}

/** Cursors of a page's first and last ads (none for "best match": its pages are found by number). */
function pageCursors(filters: AdFilters, ads: AdCard[], byNumber: boolean): AdPage["cursors"] {
  const first = ads[0];
  const last = ads[ads.length - 1];
  return byNumber
    ? { before: null, after: null }
    : {
        before: first && filters.page > 1 ? writeCursor(filters.sort, filters.page, first) : null,
        after: last ? writeCursor(filters.sort, filters.page, last) : null,
      };
}

/**
 * A listing whose count is known (publicAdCount): the page count is true, a
 * page past the last is `past_end`, and a page nearer the end than the start,
 * found by its number, is read backwards from the last ad (the last page is
 * the first of the reversed order), so the last pages cost what the first do.
 */
async function listCountedAds({ db }: Db, filters: AdFilters, now: Date, total: number): Promise<AdPage> {
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = { total, capped: false, current_page: filters.page, last_page: lastPage, more_pages: false };
  if (filters.page > lastPage) return { ...base, ads: [], cursors: { before: null, after: null }, past_end: true };
  if (tooDeep(filters, total)) return tooDeepPage(filters, total);
  // No ad to show (a subcategory of another category, an empty place): nothing to walk for (the walk met every ad of the category).
  if (total === 0) return { ...base, ads: [], cursors: { before: null, after: null }, past_end: false };
  // From the end: the ads after this page, then the page itself (the last page may be short).
  const after = total - filters.page * PAGE_SIZE;
  const fromEnd =
    !filters.cursor && filters.page > 1 && after < (filters.page - 1) * PAGE_SIZE
      ? { offset: Math.max(0, after), limit: PAGE_SIZE + Math.min(0, after) }
      : null;
  const { page, reverse } = buildListingQuery(filters, now, null, fromEnd);
  const ads = (
    await db
      .prepare(page.sql)
      .bind(...page.params)
      .all<AdCard>()
  ).results;
  if (reverse) ads.reverse();
  return { ...base, ads, cursors: pageCursors(filters, ads, false), past_end: false };
}

export async function listAds({ db }: Db, asked: AdFilters, now = new Date()): Promise<AdPage> {
  // A most-price typed among the words ("تحت 500 الف") is the price filter, unless one is set.
  const price = asked.q && asked.maxPrice === 0 ? readPricePhrase(asked.q) : null;
  const filters = price ? { ...asked, q: price.text, maxPrice: price.maxPrice } : asked;
  const counted = await publicAdCount({ db }, filters, now);
  if (counted !== null) return listCountedAds({ db }, filters, now, counted);
  const walked = buildListingQuery(filters, now);
  if (walked.walked) return listWalkedAds({ db }, filters, walked);
  // Not counted, a page deep by its number: counted up to the cap as a first page is. Within it, the listing's size is
  // known and its last pages are read from the end (the pager's "last page" link); past it, the page is not read.
  if (tooDeep(filters, null)) {
    const all = await countFromStart({ db }, filters, now, null);
    return all > COUNT_CAP ? tooDeepPage(filters, null) : listCountedAds({ db }, filters, now, all);
  }
  // Every search is driven by its newest matches (SEARCH_REACH): no count of them is needed first.
  const search = filters.q ? await planSearch({ db }, filters.q, null, filters.sort === "best" ? PAGE_SIZE : 1) : null;
  const { page, count, origin, reverse } = buildListingQuery(filters, now, search);
  const [rows, totals] = await db.batch([db.prepare(page.sql).bind(...page.params), db.prepare(count.sql).bind(...count.params)]);
  // Best match's featured group comes in the same rows, marked (buildListingQuery).
  const marked = rows.results as Array<AdCard & { featured_group?: number }>;
  const ads = marked.filter((row) => row.featured_group !== 1).map(({ featured_group: _, ...card }) => card as AdCard);
  // The group holds the featured matches the page does not show already.
  const shown = new Set(ads.map((ad) => ad.id));
  const featured = marked.filter((row) => row.featured_group === 1 && !shown.has(row.id)).map(({ featured_group: _, ...card }) => card as AdCard);
  if (reverse) ads.reverse();
  const countRow = totals.results[0] as { total: number; reached?: number } | undefined;
  const countedHere = countRow?.total ?? 0;
  // A search with more matches than it looks through found at least this many: "more than".
  const beyond = (countRow?.reached ?? 0) >= SEARCH_REACH;
  const more = countedHere > COUNT_CAP;
  const known = origin + Math.min(countedHere, COUNT_CAP);
  if (ads.length === 0 && filters.page > 1) {
    // Past the end: the last page, when the whole listing is within the cap (else it is not known: `more_pages`).
    const all = await countFromStart({ db }, filters, now, search);
    const total = Math.min(all, COUNT_CAP);
    return {
      ads,
      total,
      capped: all > COUNT_CAP,
      current_page: filters.page,
      last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      more_pages: all > COUNT_CAP,
      cursors: { before: null, after: null },
      past_end: true,
    };
  }
  return {
    ads,
    total: Math.min(known, COUNT_CAP),
    capped: known > COUNT_CAP || more || beyond,
    current_page: filters.page,
    last_page: Math.max(1, filters.page, Math.ceil(known / PAGE_SIZE)),
    more_pages: more,
    // "Best match" pages of a search are found by their number (buildListingQuery): no bookmarks.
    cursors: pageCursors(filters, ads, Boolean(search && filters.sort === "best")),
    past_end: false,
    featured,
    ...(search?.relaxed && ads.length > 0 ? { relaxed: search.relaxed } : {}),
  };
}

/**
 * A filtered listing read by a bounded walk (buildListingQuery, FILTER_WALK): the page's cards come with the walk's
 * figures. While the walk met more matches than the page shows, the page links on from its last ad as any listing
 * does; when it stopped before (it met FILTER_WALK ads), the next page starts where the walk stopped. The count is what
 * the walks found from the first page to this one, "at least" while more ads are left to look through.
 */
async function listWalkedAds({ db }: Db, filters: AdFilters, query: ReturnType<typeof buildListingQuery>): Promise<AdPage> {
  // The statement's rows (buildListingQuery): the page's cards, then one a walked ad (`walk_key`, `walk_hit`), and with
  // attribute filters one of how many match (`walk_hit`) and whether their candidates drove (`walk_whole`).
  type Row = AdCard & { walk_key: string | null; walk_hit: number | null; walk_whole: number | null };
  // By its number alone a page opens only as deep as a page link skips (the walk goes past the pages it skips); with
  // attribute filters the statement answers it when their few candidates drive (it walks nothing then).
  const deep = !filters.cursor && filters.page > FILTER_WALK_DEPTH;
  const tooDeepWalk = (): AdPage => ({ ...tooDeepPage(filters, null), deepest_page: FILTER_WALK_DEPTH, at_least: true });
  if (deep && (filters.attributes ?? []).length === 0) return tooDeepWalk();
  const rows = (
    await db
      .prepare(query.page.sql)
      .bind(...query.page.params)
      .all<Row>()
  ).results;
  const walked = rows.filter((row) => row.walk_key !== null);
  const counted = rows.find((row) => row.walk_key === null && row.walk_hit !== null);
  const first = {
    walk_hits: counted ? (counted.walk_hit ?? 0) : walked.filter((row) => row.walk_hit === 1).length,
    walk_walked: walked.length,
    walk_last: walked.length > 0 ? walked[walked.length - 1].walk_key : null,
    walk_whole: counted?.walk_whole ?? 0,
  };
  const hits = first.walk_hits;
  const ads = rows
    .filter((row) => row.walk_key === null && row.walk_hit === null)
    .map(({ walk_key: _k, walk_hit: _h, walk_whole: _w, ...card }) => card as AdCard);
  if (query.reverse) ads.reverse();
  if (first?.walk_whole) {
    // Every match was read (the attribute filters' few candidates): the count is exact, the pages are those of any listing.
    const last = Math.max(1, Math.ceil(hits / PAGE_SIZE));
    const past = ads.length === 0 && filters.page > 1;
    return {
      ads,
      total: hits,
      capped: false,
      current_page: filters.page,
      last_page: past ? last : Math.max(last, filters.page),
      more_pages: false,
      cursors: past ? { before: null, after: null } : pageCursors(filters, ads, false),
      past_end: past,
    };
  }
  if (deep) return tooDeepWalk();
  const skip = query.walked?.skip ?? 0;
  // The walk met as many ads as it may (the page's own walk past the pages it skips): more may be further on.
  const full = (first?.walk_walked ?? 0) >= skip + (query.walked?.size ?? FILTER_WALK);
  const beyond = hits - skip - ads.length;
  const cursors = pageCursors(filters, ads, false);
  const stopped = full && beyond <= 0 && !query.reverse;
  if (stopped && first?.walk_last) cursors.after = writeCursor(filters.sort, filters.page, JSON.parse(first.walk_last) as Parameters<typeof writeCursor>[2]);
  const known = query.origin + Math.max(0, hits - skip);
  if (ads.length === 0 && filters.page > 1 && !filters.cursor) {
    // A page by its number alone past the walk's matches: past the end when the walk met every ad of its index (the last
    // page is known), else deeper than a number opens (the page links walk on from the last page it found).
    const last = Math.max(1, Math.ceil(hits / PAGE_SIZE));
    const base = { ads, total: hits, capped: full, current_page: filters.page, cursors: { before: null, after: null } };
    return full
      ? { ...base, last_page: filters.page, more_pages: true, past_end: false, too_deep: true, deepest_page: last, at_least: true }
      : { ...base, last_page: last, more_pages: false, past_end: true };
  }
  return {
    ads,
    total: known,
    capped: full,
    current_page: filters.page,
    last_page: Math.max(1, filters.page, Math.ceil(known / PAGE_SIZE)),
    more_pages: full,
    cursors,
    past_end: false,
    walk_stopped: stopped,
    at_least: full,
  };
}

/** A listing's matches from its first ad, counted up to just past COUNT_CAP (what its first page counts). */
async function countFromStart({ db }: Db, filters: AdFilters, now: Date, search: SearchExpressions | null): Promise<number> {
  const whole = buildListingQuery({ ...filters, page: 1, cursor: null }, now, search).count;
  return (
    (
      await db
        .prepare(whole.sql)
        .bind(...whole.params)
        .first<{ total: number }>()
    )?.total ?? 0
  );
}

/** The first ads of each category, featured first: the home page's preview rows. */
export async function previewRows({ db }: Db, categoryIds: number[], perRow = 20, now = new Date()): Promise<Map<number, AdCard[]>> {
  if (categoryIds.length === 0) return new Map();
  const statements = categoryIds.map((categoryId) =>
    statement(
      db,
      sql`SELECT ${raw(cardColumns)} FROM ads a ${raw(cardJoins)} WHERE ${publicWhere(now)} AND a.category_id = ${categoryId} ORDER BY a.is_featured DESC, a.listed_at DESC, a.id DESC LIMIT ${perRow}`,
    ),
  );
  const results = await db.batch(statements);
  return new Map(categoryIds.map((categoryId, index) => [categoryId, results[index].results as AdCard[]]));
}

export interface AdDetail extends AdText, CategoryNames, PlaceNames {
  user_id: number;
  status: string;
  is_featured: number;
  attributes: string;
  created_at: string;
  updated_at: string;
  category_id: number;
  category_slug: string;
  subcategory_id: number | null;
  seller_id: number;
  seller_first_name: string;
  seller_last_name: string;
  seller_company: string | null;
  seller_image: string | null;
  seller_phone: string;
  seller_whatsapp: string | null;
  seller_is_trader: number;
  seller_verified: number;
  /** 1 when the seller's phone number was verified by SMS. */
  seller_phone_verified: number;
  images: Array<{ image_path: string; small_path: string; width: number; height: number }>;
}

const PUBLIC_AD_SQL = `SELECT a.id, a.user_id, a.name, a.description, a.price, a.note, a.negotiable, a.condition, a.status, a.is_featured,
    a.address, a.latitude, a.longitude, a.attributes, a.created_at, a.updated_at,
    a.category_id, c.slug AS category_slug, a.subcategory_id, ${adNameColumns},
    u.id AS seller_id, u.first_name AS seller_first_name, u.last_name AS seller_last_name, u.company_name AS seller_company,
    u.image AS seller_image, u.phone AS seller_phone, u.whatsapp AS seller_whatsapp, u.is_trader AS seller_is_trader,
    u.is_verified_trader AS seller_verified, (u.phone_verified_at IS NOT NULL) AS seller_phone_verified
  FROM ads a ${adNameJoins}`;
const AD_IMAGES_SQL = "SELECT image_path, small_path, width, height FROM ad_images WHERE ad_id = ? ORDER BY position";

/** A public ad with everything its page shows, or null when it is not public. */
export async function getPublicAd({ db }: Db, id: number, now = new Date()): Promise<AdDetail | null> {
  const [adRows, imageRows] = await db.batch([
    statement(db, sql`${raw(PUBLIC_AD_SQL)} WHERE a.id = ${id} AND ${publicWhere(now)}`),
    db.prepare(AD_IMAGES_SQL).bind(id),
  ]);
  const ad = adRows.results[0] as AdDetail | undefined;
  if (!ad) return null;
  // The row is this query's own object: its photos are added to it rather than copied with its forty fields.
  ad.images = imageRows.results as AdDetail["images"];
  return ad;
}

/** Other public ads of the same category (the first page), newest and featured first. */
export async function relatedAds({ db }: Db, ad: { id: number; category_id: number }, limit = 8, now = new Date()): Promise<AdCard[]> {
  const { results } = await statement(
    db,
    sql`SELECT ${raw(cardColumns)} FROM ads a ${raw(cardJoins)} WHERE ${publicWhere(now)} AND a.category_id = ${ad.category_id} AND a.id != ${ad.id} ORDER BY a.is_featured DESC, a.listed_at DESC, a.id DESC LIMIT ${limit}`,
  ).all<AdCard>();
  return results;
}

// ---- The JSON API's records -------------------------------------------------------

/** An ad's whole record with its seller, as the JSON API gives it (api/ad-shape.server.ts shapes it). */
export interface AdRecordRow extends AdText, CategoryNames, PlaceNames, AdPlacement {
  user_id: number;
  status: "pending" | "approved" | "rejected" | "expired" | "sold" | "removed";
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
  seller_phone_verified: number;
}

export interface AdRecordImage {
  id: number;
  ad_id: number;
  image_path: string;
  small_path: string;
  width: number;
  height: number;
}

export type AdRecord = AdRecordRow & { images: AdRecordImage[] };

/** D1 binds at most 100 values per statement. */
const MAX_IDS = 100;

/**
 * The full records of these ads (ids the caller was allowed to see), in the
 * order given; ids with no row are left out.
 */
export async function adRecords({ db }: Db, ids: number[]): Promise<AdRecord[]> {
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
          u.phone AS seller_phone, u.is_trader AS seller_is_trader, u.is_verified_trader AS seller_verified, (u.phone_verified_at IS NOT NULL) AS seller_phone_verified
        FROM ads a ${adNameJoins}
        WHERE a.id IN (${placeholders})`,
      )
      .bind(...wanted),
    db
      .prepare(`SELECT id, ad_id, image_path, small_path, width, height FROM ad_images WHERE ad_id IN (${placeholders}) ORDER BY ad_id, position, id`)
      .bind(...wanted),
  ]);
  const byAd = new Map<number, AdRecordImage[]>();
  for (const image of images.results as AdRecordImage[]) {
    const list = byAd.get(image.ad_id) ?? [];
    list.push(image);
    byAd.set(image.ad_id, list);
  }
  const rows = new Map((ads.results as AdRecordRow[]).map((row) => [row.id, row]));
  return ids.filter((adId) => rows.has(adId)).map((adId) => ({ ...rows.get(adId)!, images: byAd.get(adId) ?? [] }));
}
