// The SQL of the admin's attribute fields and their choices (migration 0021):
// the lists with how many ads give each, the checks that need the database,
// and each change written with its audit entry in one transaction. The rules
// are in attributes.server.ts.
import type { Database } from "~/server/db-session.server";
import { auditStatement } from "~/server/audit.server";
import { allRows, sqlTime } from "~/server/sql.server";
import type { AttributeField } from "~/lib/attributes";

type Db = { db: Database };

export interface AdminAttributeOption {
  id: number;
  field_id: number;
  key: string;
  label: string;
  label_en: string;
  position: number;
  /** Ads that give this choice. */
  ads: number;
}

/** A field as the admin lists it: what the ad form reads, with its place, its subcategory's name and how many ads give it. */
export type AdminAttributeField = Omit<AttributeField, "options"> & {
  category_id: number;
  subcategory_name: string | null;
  position: number;
  /** Ads that give a value of this field. */
  ads: number;
};

const FIELD_SELECT = `SELECT f.id, f.category_id, f.subcategory_id, s.name AS subcategory_name, f.key, f.kind, f.label, f.label_en, f.unit, f.unit_en,
  f.min_value, f.max_value, f.required, f.filterable, f.position,
  (SELECT COUNT(DISTINCT x.ad_id) FROM ad_attributes x WHERE x.field_id = f.id) AS ads
  FROM attribute_fields f LEFT JOIN subcategories s ON s.id = f.subcategory_id`;

/** A category's fields in their order, with how many ads give each. */
export async function listAttributeFields({ db }: Db, categoryId: number): Promise<AdminAttributeField[]> {
  return allRows<AdminAttributeField>(db.prepare(`${FIELD_SELECT} WHERE f.category_id = ?1 ORDER BY f.position, f.id`).bind(categoryId));
}

export async function getAttributeField({ db }: Db, id: number): Promise<AdminAttributeField | null> {
  return db.prepare(`${FIELD_SELECT} WHERE f.id = ?1`).bind(id).first<AdminAttributeField>();
}

/** A field's choices in their order, with how many ads give each. */
export async function listAttributeOptions({ db }: Db, fieldId: number): Promise<AdminAttributeOption[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.field_id, o.key, o.label, o.label_en, o.position,
         (SELECT COUNT(DISTINCT x.ad_id) FROM ad_attributes x WHERE x.field_id = o.field_id AND x.value_number = o.id) AS ads
       FROM attribute_options o WHERE o.field_id = ?1 ORDER BY o.position, o.id`,
    )
    .bind(fieldId)
    .all<AdminAttributeOption>();
  return results;
}

/** Whether a category exists. */
export async function categoryExists({ db }: Db, categoryId: number): Promise<boolean> {
  return (await db.prepare("SELECT id FROM categories WHERE id = ?1").bind(categoryId).first()) !== null;
}

/** Whether a subcategory belongs to a category. */
export async function subcategoryInCategory({ db }: Db, subcategoryId: number, categoryId: number): Promise<boolean> {
  return (await db.prepare("SELECT id FROM subcategories WHERE id = ?1 AND category_id = ?2").bind(subcategoryId, categoryId).first()) !== null;
}

/** Whether a choice belongs to a field. */
export async function optionOfFieldExists({ db }: Db, optionId: number, fieldId: number): Promise<boolean> {
  return (await db.prepare("SELECT id FROM attribute_options WHERE id = ?1 AND field_id = ?2").bind(optionId, fieldId).first()) !== null;
}

/** A field's columns as the admin's form sets them. */
export type AttributeFieldRow = Record<
  "subcategory_id" | "key" | "kind" | "label" | "label_en" | "unit" | "unit_en" | "min_value" | "max_value" | "required" | "filterable" | "position",
  string | number | null
>;

/** Inserts a field into a category with its audit entry; the new field's id. */
export async function insertAttributeField({ db }: Db, actorId: number, categoryId: number, row: AttributeFieldRow, now: Date): Promise<number> {
  const columns = Object.keys(row) as Array<keyof AttributeFieldRow>;
  const [inserted] = await db.batch([
    db
      .prepare(`INSERT INTO attribute_fields (category_id, ${columns.join(", ")}) VALUES (?1, ${columns.map((_, index) => `?${index + 2}`).join(", ")})`)
      .bind(categoryId, ...columns.map((column) => row[column])),
    db
      .prepare(
        "INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at) VALUES (?1, 'create', 'attribute_fields', last_insert_rowid(), ?2, ?3)",
      )
      .bind(actorId, JSON.stringify({ category_id: categoryId, ...row }), sqlTime(now)),
  ]);
  return Number(inserted.meta.last_row_id);
}

/** Changes a field's columns with its audit entry. */
export async function updateAttributeField({ db }: Db, actorId: number, id: number, row: AttributeFieldRow, now: Date): Promise<void> {
  const columns = Object.keys(row) as Array<keyof AttributeFieldRow>;
  await db.batch([
    db
      .prepare(
        `UPDATE attribute_fields SET ${columns.map((column, index) => `${column} = ?${index + 2}`).join(", ")}, updated_at = ?${columns.length + 2} WHERE id = ?1`,
      )
      .bind(id, ...columns.map((column) => row[column]), sqlTime(now)),
    auditStatement(db, { actorId, action: "update", entity: "attribute_fields", entityId: id, details: row }, now),
  ]);
}

/** Deletes a field (the values ads give go with it, by the foreign key's cascade) with its audit entry. */
export async function deleteAttributeFieldRow({ db }: Db, actorId: number, field: AdminAttributeField, now: Date): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM attribute_fields WHERE id = ?1").bind(field.id),
    auditStatement(
      db,
      {
        actorId,
        action: "delete",
        entity: "attribute_fields",
        entityId: field.id,
        details: { key: field.key, category_id: field.category_id, ads: field.ads },
      },
      now,
    ),
  ]);
}

/** A choice's columns as the admin's form sets them. */
export interface AttributeOptionRow {
  key: string;
  label: string;
  label_en: string;
  position: number;
}

/** Inserts a choice into a field with its audit entry; the new choice's id. */
export async function insertAttributeOption({ db }: Db, actorId: number, fieldId: number, row: AttributeOptionRow, now: Date): Promise<number> {
  const [inserted] = await db.batch([
    db
      .prepare("INSERT INTO attribute_options (field_id, key, label, label_en, position) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(fieldId, row.key, row.label, row.label_en, row.position),
    db
      .prepare(
        "INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at) VALUES (?1, 'create', 'attribute_options', last_insert_rowid(), ?2, ?3)",
      )
      .bind(actorId, JSON.stringify({ field_id: fieldId, ...row }), sqlTime(now)),
  ]);
  return Number(inserted.meta.last_row_id);
}

/** Changes a choice of a field with its audit entry. */
export async function updateAttributeOption({ db }: Db, actorId: number, id: number, fieldId: number, row: AttributeOptionRow, now: Date): Promise<void> {
  await db.batch([
    db
      .prepare("UPDATE attribute_options SET key = ?3, label = ?4, label_en = ?5, position = ?6 WHERE id = ?1 AND field_id = ?2")
      .bind(id, fieldId, row.key, row.label, row.label_en, row.position),
    auditStatement(db, { actorId, action: "update", entity: "attribute_options", entityId: id, details: { field_id: fieldId, ...row } }, now),
  ]);
}

/**
 * Deletes a choice with the values ads give of it (ad_attributes keeps an
 * option's id in value_number, without a foreign key: they go in the same
 * transaction), with its audit entry.
 */
export async function deleteAttributeOptionRows({ db }: Db, actorId: number, fieldId: number, option: AdminAttributeOption, now: Date): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM ad_attributes WHERE field_id = ?1 AND value_number = ?2").bind(fieldId, option.id),
    db.prepare("DELETE FROM attribute_options WHERE id = ?1 AND field_id = ?2").bind(option.id, fieldId),
    auditStatement(
      db,
      { actorId, action: "delete", entity: "attribute_options", entityId: option.id, details: { field_id: fieldId, key: option.key, ads: option.ads } },
      now,
    ),
  ]);
}
