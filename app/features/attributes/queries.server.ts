// Category attributes in D1 (migration 0021): the fields of a category with
// their options, an ad's values, and the SQL of the listing's attribute
// filters. Reading and checking values is lib/attributes.ts's (both sides).
//
//   categoryFields(deps, categoryId)               every field of the category (its subcategories' too), options included
//   fieldsOfCategories(deps, categoryIds[, optionIds]) the same for several categories at once (the API, the directory); only the given options
//   everyCategoryFields(deps)                      every category's fields, for the ad form (it shows them as the category changes)
//   adValues(deps, adIds)                          ad id → its values
//   adAttributes(deps, ad)                         an ad's values with the fields that apply to it (its page, the API)
//   attributeWriteStatements(db, ad, values)       statements that replace an ad's values (inside the ad's own batch)
//   attributeFilterSql(filters)                    the WHERE conditions (each with its values) of a listing's attribute filters
//   attributeCandidates(filters[, onlyBelow])      the same filters as candidates to count from (the one with the fewest values drives)
import type { Database } from "~/server/db-session.server";
import { int, join, list, raw, sql, type Sql } from "~/server/sql.server";
import { fieldsFor, type AttributeField, type AttributeFilter, type AttributeOption, type AttributeValue } from "~/lib/attributes";

type Db = { db: Database };

const FIELD_COLUMNS =
  "f.id, f.category_id, f.subcategory_id, f.key, f.kind, f.label, f.label_en, f.unit, f.unit_en, f.min_value, f.max_value, f.required, f.filterable";

type FieldRow = Omit<AttributeField, "options"> & { category_id: number };
type OptionRow = AttributeOption & { field_id: number };

function assemble(fields: FieldRow[], options: OptionRow[]): Map<number, AttributeField[]> {
  const byField = new Map<number, AttributeOption[]>();
  for (const { field_id, ...option } of options) {
    const list = byField.get(field_id) ?? [];
    list.push(option);
    byField.set(field_id, list);
  }
  const byCategory = new Map<number, AttributeField[]>();
  for (const { category_id, ...field } of fields) {
    const list = byCategory.get(category_id) ?? [];
    list.push({ ...field, options: byField.get(field.id) ?? [] });
    byCategory.set(category_id, list);
  }
  return byCategory;
}

/**
 * The two statements that read fields and their options, for categories
 * (`null`: every category), to put in a caller's batch; `assemble` joins their
 * rows. The ad page adds its values to the same batch.
 */
function fieldStatements(db: Database, categoryIds: number[] | null, optionIds: number[] | null = null): [D1PreparedStatement, D1PreparedStatement] {
  const where = categoryIds === null ? "" : `WHERE f.category_id IN (${categoryIds.map(() => "?").join(", ")})`;
  const ids = categoryIds ?? [];
  return [
    db.prepare(`SELECT ${FIELD_COLUMNS} FROM attribute_fields f ${where} ORDER BY f.category_id, f.position, f.id`).bind(...ids),
    optionIds === null
      ? db
          .prepare(
            `SELECT o.field_id, o.id, o.key, o.label, o.label_en FROM attribute_options o JOIN attribute_fields f ON f.id = o.field_id
         ${where} ORDER BY o.field_id, o.position, o.id`,
          )
          .bind(...ids)
      : // Only the options some ad chose, by their ids (one bound JSON list): a category's whole option lists (car makes and models) are hundreds of rows.
        db
          .prepare(
            `SELECT o.field_id, o.id, o.key, o.label, o.label_en FROM attribute_options o WHERE o.id IN (SELECT value FROM json_each(?1))
         ORDER BY o.field_id, o.position, o.id`,
          )
          .bind(JSON.stringify(optionIds)),
  ];
}

/** Every field of these categories (those of their subcategories too), in their order, with their options: category id → fields. */
export async function fieldsOfCategories({ db }: Db, categoryIds: number[], optionIds: number[] | null = null): Promise<Map<number, AttributeField[]>> {
  const ids = [...new Set(categoryIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return new Map();
  const [fields, options] = await db.batch(fieldStatements(db, ids, optionIds && [...new Set(optionIds.filter((id) => Number.isInteger(id) && id > 0))]));
  return assemble(fields.results as FieldRow[], options.results as OptionRow[]);
}

/**
 * Every category's fields with their options (a few dozen short rows), in one
 * round trip: the ad form shows the chosen category's at once with JavaScript,
 * as it does the category tree's levels. Category id → fields.
 */
export async function everyCategoryFields({ db }: Db): Promise<Record<number, AttributeField[]>> {
  const [fields, options] = await db.batch(fieldStatements(db, null));
  return Object.fromEntries(assemble(fields.results as FieldRow[], options.results as OptionRow[]));
}

/** Every field of a category (those of its subcategories too), in their order, with their options. */
export async function categoryFields(deps: Db, categoryId: number): Promise<AttributeField[]> {
  return (await fieldsOfCategories(deps, [categoryId])).get(categoryId) ?? [];
}

/** The values of these ads: ad id → values (one per field; a several-of field's choices together). */
export async function adValues({ db }: Db, adIds: number[]): Promise<Map<number, AttributeValue[]>> {
  const ids = [...new Set(adIds)];
  const result = new Map<number, AttributeValue[]>();
  if (ids.length === 0) return result;
  const { results } = await db
    .prepare(
      `SELECT ad_id, field_id, value_number, value_text, rowid AS at FROM ad_attributes WHERE ad_id IN (${ids.map(() => "?").join(", ")}) ORDER BY ad_id, field_id`,
    )
    .bind(...ids)
    .all<ValueRow & { ad_id: number }>();
  inWrittenOrder(results);
  for (const adId of ids) {
    const rows = results.filter((row) => row.ad_id === adId);
    if (rows.length > 0) result.set(adId, groupValues(rows));
  }
  return result;
}

/**
 * An ad's attribute values with the fields they answer (those of its category
 * that apply to its subcategory), in one round trip: what its page and the
 * API describe (lib/attributes.ts describeValues).
 */
export async function adAttributes(
  { db }: Db,
  ad: { id: number; category_id: number; subcategory_id: number | null },
): Promise<{ fields: AttributeField[]; values: AttributeValue[] }> {
  const [fields, options, values] = await db.batch([
    ...fieldStatements(db, [ad.category_id]),
    db.prepare("SELECT field_id, value_number, value_text, rowid AS at FROM ad_attributes WHERE ad_id = ?1 ORDER BY field_id").bind(ad.id),
  ]);
  const all = assemble(fields.results as FieldRow[], options.results as OptionRow[]).get(ad.category_id) ?? [];
  return {
    fields: fieldsFor(all, ad.subcategory_id),
    values: groupValues(inWrittenOrder(values.results as ValueRow[])),
  };
}

/** A value's row as read, `at` its rowid: a several-of field's choices keep the order they were written in. */
type ValueRow = { field_id: number; value_number: number | null; value_text: string | null; at: number };

/**
 * The values' rows in the order they were written within each field. The
 * statements read them in the index's order (ad, field) and leave the rowid's
 * part to this: an ORDER BY over the rowid as well sorts every row again in
 * SQLite, and D1 counts the sorted rows as read a second time (about 50 rows
 * of the API's page of a category's ads).
 */
function inWrittenOrder<T extends ValueRow & { ad_id?: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.ad_id ?? 0) - (b.ad_id ?? 0) || a.field_id - b.field_id || a.at - b.at);
}

function groupValues(rows: Array<Omit<ValueRow, "at">>): AttributeValue[] {
  const list: AttributeValue[] = [];
  for (const row of rows) {
    let value = list.find((item) => item.fieldId === row.field_id);
    if (!value) {
      value = { fieldId: row.field_id, numbers: [], text: null };
      list.push(value);
    }
    if (row.value_number !== null) value.numbers.push(row.value_number);
    if (row.value_text !== null) value.text = row.value_text;
  }
  return list;
}

/**
 * Statements that replace an ad's values, for the ad's own batch (one
 * transaction with the ad). `ad.id` is an SQL expression (the claimed id of a
 * new ad) or a number; every row is written only where the ad is the owner's.
 */
export function attributeWriteStatements(db: Database, ad: { id: string | number; ownerId: number }, values: AttributeValue[]): D1PreparedStatement[] {
  const idSql = typeof ad.id === "number" ? String(Math.trunc(ad.id)) : ad.id;
  const statements = [db.prepare(`DELETE FROM ad_attributes WHERE ad_id = ${idSql} AND ad_id IN (SELECT id FROM ads WHERE user_id = ?1)`).bind(ad.ownerId)];
  for (const value of values) {
    const rows: Array<[number | null, string | null]> = value.text !== null ? [[null, value.text]] : value.numbers.map((n) => [n, null]);
    for (const [number, text] of rows) {
      statements.push(
        db
          .prepare(`INSERT INTO ad_attributes (ad_id, field_id, value_number, value_text) SELECT id, ?2, ?3, ?4 FROM ads WHERE id = ${idSql} AND user_id = ?1`)
          .bind(ad.ownerId, value.fieldId, number, text),
      );
    }
  }
  return statements;
}

/** A filter's test of one ad_attributes row (alias `x`), with its values: a range, choices or yes. */
function valueTest(filter: AttributeFilter, x: string): Sql {
  const column = raw(`${x}.value_number`);
  if (filter.kind === "range") {
    if (filter.min !== null && filter.max !== null) return sql`${column} BETWEEN ${filter.min} AND ${filter.max}`;
    if (filter.min !== null) return sql`${column} >= ${filter.min}`;
    return sql`${column} <= ${filter.max}`;
  }
  if (filter.kind === "choice") return sql`${column} IN (${list(filter.optionIds)})`;
  return sql`${column} = 1`;
}

/**
 * A listing's attribute filters as WHERE conditions on `a` (the ads table):
 * each a test of the ad's own rows (a seek in ad_attributes_by_ad or
 * ad_attributes_by_value: no table row read), holding its values. What the
 * page's walk in the listing's order applies to each ad it meets.
 */
export function attributeFilterSql(filters: AttributeFilter[]): Sql[] {
  return filters.map(
    (filter) => sql`EXISTS (SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id AND x.field_id = ${filter.field.id} AND ${valueTest(filter, "x")})`,
  );
}

/** How many rows of each filter the estimate counts at most (a seek and a short walk in ad_attributes_by_value). */
export const ESTIMATE_CAP = 2_000;
/** Filters that may drive (D1 allows only a few terms in a compound SELECT); the others are tested on each candidate. */
const MAX_DRIVERS = 3;
/**
 * Below this many rows of the driving filter, the page too is read from the
 * candidates (and sorted: a few hundred rows at most) rather than by walking
 * the category in the listing's order, which for a rare value would meet
 * every ad of the category before it found a page.
 */
export const PAGE_DRIVE_CAP = 500;

/**
 * The listing's attribute filters as a set of candidates to count from,
 * instead of walking the whole category and testing each ad: the ads whose
 * values match one filter, read in ad_attributes_by_value (field, value), and
 * tested against the others. The filter that drives is the one with the
 * fewest rows, chosen inside the statement: each filter's rows are counted up
 * to ESTIMATE_CAP first (D1 keeps no statistics for SQLite's planner to
 * choose by). A count capped at 1,001 of a selective filter then costs its
 * few rows, not the tens of thousands of ads of the category.
 *
 * `with`: the WITH clause's tables (`c` holds the candidates' `ad_id`, each
 * ad once); `conditions` on `c.ad_id` (the other filters). `drive`: an SQL
 * test, true when the driving filter has fewer than PAGE_DRIVE_CAP rows (the
 * page is then read from the candidates too). Each piece holds its values.
 * `onlyBelow` (a filtered listing's walk): the candidates are read only when
 * the driving filter has fewer rows than that, else none is and the listing
 * walks; each estimate then counts up to that bound too (past it no filter
 * drives, so a higher count would change nothing), and `drive` is true below it.
 */
export function attributeCandidates(filters: AttributeFilter[], onlyBelow: number | null = null): { with: Sql; conditions: Sql[]; drive: Sql } | null {
  if (filters.length === 0) return null;
  const onlyDriving = onlyBelow !== null;
  const caps = onlyDriving ? { estimate: onlyBelow, drive: onlyBelow } : { estimate: ESTIMATE_CAP, drive: PAGE_DRIVE_CAP };
  const drivers = filters.slice(0, MAX_DRIVERS);
  // The rows of one filter's values; a several-of filter with more than one choice keeps each ad's first matching row only.
  const rowsOf = (filter: AttributeFilter): Sql => {
    const rows = sql`d.field_id = ${filter.field.id} AND ${valueTest(filter, "d")}`;
    if (filter.kind === "choice" && filter.field.kind === "several_of" && filter.optionIds.length > 1)
      return sql`${rows} AND NOT EXISTS (SELECT 1 FROM ad_attributes e WHERE e.ad_id = d.ad_id AND e.field_id = d.field_id AND ${valueTest(filter, "e")} AND e.value_number < d.value_number)`;
    return rows;
  };
  const estimates = drivers.map(
    (filter, index) =>
      sql`(SELECT COUNT(*) FROM (SELECT 1 FROM ad_attributes d WHERE d.field_id = ${filter.field.id} AND ${valueTest(filter, "d")} LIMIT ${int(caps.estimate)})) AS ${raw(`e${index}`)}`,
  );
  // The first of the smallest estimates.
  const pick =
    drivers.length === 1
      ? "0"
      : `CASE ${drivers
          .slice(0, -1)
          .map(
            (_, index) =>
              `WHEN ${drivers
                .map((__, other) => (other > index ? `e${index} <= e${other}` : ""))
                .filter(Boolean)
                .join(" AND ")} THEN ${index}`,
          )
          .join(" ")} ELSE ${drivers.length - 1} END`;
  // (`onlyDriving`: the candidates are read only when few enough to drive, else none is and the listing walks. The test is
  // the branch's LIMIT: a LIMIT of 0 reads nothing, where a test in the WHERE is made on each row the seek meets.)
  const branches = drivers.map((filter, index) =>
    onlyDriving
      ? sql`SELECT * FROM (SELECT d.ad_id FROM ad_attributes d WHERE ${rowsOf(filter)} LIMIT CASE WHEN (SELECT drive FROM pick) AND (SELECT i FROM pick) = ${int(index)} THEN ${int(caps.drive)} ELSE 0 END)`
      : sql`SELECT d.ad_id FROM ad_attributes d WHERE (SELECT i FROM pick) = ${int(index)} AND ${rowsOf(filter)}`,
  );
  const conditions = filters.map((filter, index) => {
    const exists = sql`EXISTS (SELECT 1 FROM ad_attributes x WHERE x.ad_id = c.ad_id AND x.field_id = ${filter.field.id} AND ${valueTest(filter, "x")})`;
    // The driving filter's own test is skipped (its rows are the candidates).
    return index < drivers.length ? sql`((SELECT i FROM pick) = ${int(index)} OR ${exists})` : exists;
  });
  const least = raw(drivers.map((_, index) => `e${index}`).join(", "));
  return {
    with: sql`est AS MATERIALIZED (SELECT ${join(estimates, ", ")}), pick AS MATERIALIZED (SELECT ${raw(pick)} AS i, min(${least}, ${int(caps.drive)}) < ${int(caps.drive)} AS drive FROM est), c(ad_id) AS (${join(branches, " UNION ALL ")})`,
    drive: raw("(SELECT drive FROM pick)"),
    conditions,
  };
}
