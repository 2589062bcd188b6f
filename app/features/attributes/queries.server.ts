// Category attributes in D1 (migration 0021): the fields of a category with
// their options, an ad's values, and the SQL of the listing's attribute
// filters. Reading and checking values is lib/attributes.ts's (both sides).
//
//   categoryFields(deps, categoryId)               every field of the category (its subcategories' too), options included
//   fieldsOfCategories(deps, categoryIds)          the same for several categories at once (the API, the directory)
//   everyCategoryFields(deps)                      every category's fields, for the ad form (it shows them as the category changes)
//   adValues(deps, adIds)                          ad id → its values
//   adAttributes(deps, ad)                         an ad's values with the fields that apply to it (its page, the API)
//   attributeWriteStatements(db, ad, values)       statements that replace an ad's values (inside the ad's own batch)
//   attributeFilterSql(filters)                    the WHERE conditions (and parameters) of a listing's attribute filters
import type { Database } from "~/server/db-session.server";
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

/** Every field of these categories (those of their subcategories too), in their order, with their options: category id → fields. */
export async function fieldsOfCategories({ db }: Db, categoryIds: number[]): Promise<Map<number, AttributeField[]>> {
  const ids = [...new Set(categoryIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return new Map();
  const marks = ids.map(() => "?").join(", ");
  const [fields, options] = await db.batch([
    db.prepare(`SELECT ${FIELD_COLUMNS} FROM attribute_fields f WHERE f.category_id IN (${marks}) ORDER BY f.category_id, f.position, f.id`).bind(...ids),
    db
      .prepare(
        `SELECT o.field_id, o.id, o.key, o.label, o.label_en FROM attribute_options o JOIN attribute_fields f ON f.id = o.field_id
         WHERE f.category_id IN (${marks}) ORDER BY o.field_id, o.position, o.id`,
      )
      .bind(...ids),
  ]);
  return assemble(fields.results as FieldRow[], options.results as OptionRow[]);
}

/**
 * Every category's fields with their options (a few dozen short rows), in one
 * round trip: the ad form shows the chosen category's at once with JavaScript,
 * as it does the category tree's levels. Category id → fields.
 */
export async function everyCategoryFields({ db }: Db): Promise<Record<number, AttributeField[]>> {
  const [fields, options] = await db.batch([
    db.prepare(`SELECT ${FIELD_COLUMNS} FROM attribute_fields f ORDER BY f.category_id, f.position, f.id`),
    db.prepare("SELECT o.field_id, o.id, o.key, o.label, o.label_en FROM attribute_options o ORDER BY o.field_id, o.position, o.id"),
  ]);
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
      `SELECT ad_id, field_id, value_number, value_text FROM ad_attributes WHERE ad_id IN (${ids.map(() => "?").join(", ")}) ORDER BY ad_id, field_id, rowid`,
    )
    .bind(...ids)
    .all<{ ad_id: number; field_id: number; value_number: number | null; value_text: string | null }>();
  const rowsByAd = new Map<number, typeof results>();
  for (const row of results) rowsByAd.set(row.ad_id, [...(rowsByAd.get(row.ad_id) ?? []), row]);
  for (const [adId, rows] of rowsByAd) result.set(adId, groupValues(rows));
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
    db.prepare(`SELECT ${FIELD_COLUMNS} FROM attribute_fields f WHERE f.category_id = ?1 ORDER BY f.position, f.id`).bind(ad.category_id),
    db
      .prepare(
        `SELECT o.field_id, o.id, o.key, o.label, o.label_en FROM attribute_options o JOIN attribute_fields f ON f.id = o.field_id
         WHERE f.category_id = ?1 ORDER BY o.field_id, o.position, o.id`,
      )
      .bind(ad.category_id),
    db.prepare("SELECT field_id, value_number, value_text FROM ad_attributes WHERE ad_id = ?1 ORDER BY field_id, rowid").bind(ad.id),
  ]);
  const all = assemble(fields.results as FieldRow[], options.results as OptionRow[]).get(ad.category_id) ?? [];
  return {
    fields: fieldsFor(all, ad.subcategory_id),
    values: groupValues(values.results as Array<{ field_id: number; value_number: number | null; value_text: string | null }>),
  };
}

function groupValues(rows: Array<{ field_id: number; value_number: number | null; value_text: string | null }>): AttributeValue[] {
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

/**
 * A listing's attribute filters as WHERE conditions on `a` (the ads table):
 * each a test of the ad's own rows (index ad_attributes_by_ad: no table row
 * read), with bound parameters.
 */
export function attributeFilterSql(filters: AttributeFilter[]): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const filter of filters) {
    const test = (condition: string, ...values: unknown[]) => {
      conditions.push(`EXISTS (SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id AND x.field_id = ? AND ${condition})`);
      params.push(filter.field.id, ...values);
    };
    if (filter.kind === "range") {
      if (filter.min !== null && filter.max !== null) test("x.value_number BETWEEN ? AND ?", filter.min, filter.max);
      else if (filter.min !== null) test("x.value_number >= ?", filter.min);
      else test("x.value_number <= ?", filter.max);
    } else if (filter.kind === "choice") test(`x.value_number IN (${filter.optionIds.map(() => "?").join(", ")})`, ...filter.optionIds);
    else test("x.value_number = 1");
  }
  return { conditions, params };
}
