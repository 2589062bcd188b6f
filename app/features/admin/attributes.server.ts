// The admin's editing of a category's attribute fields and their choices
// (migration 0021). Every value is checked here
// (lib/admin-attributes.ts's schemas, then the rules that need the database:
// a key unique in its category or field, a subcategory of the category, the
// kind fixed once made, choices only for one_of and several_of). Every change
// is written with its audit entry in one transaction. Deleting a field or a
// choice that ads give deletes those values too: the caller confirms first
// (`confirmed`), told how many ads give it.
import type { Database } from "~/server/db-session.server";
import { auditStatement } from "~/server/audit.server";
import { sqlTime } from "~/server/sql.server";
import {
  AttributeFieldFormSchema,
  AttributeOptionFormSchema,
  errorsOf,
  hasOptions,
  type AttributeFieldForm,
  type AttributeOptionForm,
} from "~/lib/admin-attributes";
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
  const { results } = await db.prepare(`${FIELD_SELECT} WHERE f.category_id = ?1 ORDER BY f.position, f.id`).bind(categoryId).all<AdminAttributeField>();
  return results;
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

export type AttributeSaveResult = { ok: true; id: number } | { ok: false; errors: Record<string, string> };
export type AttributeDeleteResult = { ok: true } | { ok: false; error: "notFound" } | { ok: false; error: "confirm"; ads: number };

function isUnique(error: unknown): boolean {
  return String(error instanceof Error ? error.message : error).includes("UNIQUE constraint failed");
}

/** The form's values checked, or the messages by field name. */
export function checkFieldForm(values: Record<string, unknown>): { ok: true; value: AttributeFieldForm } | { ok: false; errors: Record<string, string> } {
  const parsed = AttributeFieldFormSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

export function checkOptionForm(values: Record<string, unknown>): { ok: true; value: AttributeOptionForm } | { ok: false; errors: Record<string, string> } {
  const parsed = AttributeOptionFormSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

/**
 * Adds a field to a category (`id` null) or changes one. The values are
 * checked again here, whatever the caller did; an unknown category or field
 * is `notFound` under `_form`.
 */
export async function saveAttributeField(
  { db }: Db,
  actor: { id: number },
  target: { categoryId: number; id: number | null },
  values: Record<string, unknown>,
  now = new Date(),
): Promise<AttributeSaveResult> {
  const checked = checkFieldForm(values);
  if (!checked.ok) return checked;
  const value = checked.value;
  const existing = target.id === null ? null : await getAttributeField({ db }, target.id);
  if (target.id !== null && (!existing || existing.category_id !== target.categoryId)) return { ok: false, errors: { _form: "admin:errors.notFound" } };
  const category = await db.prepare("SELECT id FROM categories WHERE id = ?1").bind(target.categoryId).first();
  if (!category) return { ok: false, errors: { _form: "admin:errors.notFound" } };
  if (existing && existing.kind !== value.kind) return { ok: false, errors: { kind: "admin:attributes.errors.kindFixed" } };
  if (value.subcategory !== null) {
    const subcategory = await db.prepare("SELECT id FROM subcategories WHERE id = ?1 AND category_id = ?2").bind(value.subcategory, target.categoryId).first();
    if (!subcategory) return { ok: false, errors: { subcategory: "admin:attributes.errors.subcategory" } };
  }
  const row = {
    subcategory_id: value.subcategory,
    key: value.key,
    kind: value.kind,
    label: value.label,
    label_en: value.label_en,
    unit: value.kind === "number" ? value.unit : "",
    unit_en: value.kind === "number" ? value.unit_en : "",
    min_value: value.kind === "number" ? value.min_value : null,
    max_value: value.kind === "number" || value.kind === "text" ? value.max_value : null,
    required: value.required,
    filterable: value.kind === "text" ? 0 : value.filterable,
    position: value.position ?? 0,
  };
  const columns = Object.keys(row) as Array<keyof typeof row>;
  try {
    if (!existing) {
      const [inserted] = await db.batch([
        db
          .prepare(`INSERT INTO attribute_fields (category_id, ${columns.join(", ")}) VALUES (?1, ${columns.map((_, index) => `?${index + 2}`).join(", ")})`)
          .bind(target.categoryId, ...columns.map((column) => row[column])),
        db
          .prepare(
            "INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at) VALUES (?1, 'create', 'attribute_fields', last_insert_rowid(), ?2, ?3)",
          )
          .bind(actor.id, JSON.stringify({ category_id: target.categoryId, ...row }), sqlTime(now)),
      ]);
      return { ok: true, id: Number(inserted.meta.last_row_id) };
    }
    await db.batch([
      db
        .prepare(
          `UPDATE attribute_fields SET ${columns.map((column, index) => `${column} = ?${index + 2}`).join(", ")}, updated_at = ?${columns.length + 2} WHERE id = ?1`,
        )
        .bind(existing.id, ...columns.map((column) => row[column]), sqlTime(now)),
      auditStatement(db, { actorId: actor.id, action: "update", entity: "attribute_fields", entityId: existing.id, details: row }, now),
    ]);
    return { ok: true, id: existing.id };
  } catch (error) {
    if (isUnique(error)) return { ok: false, errors: { key: "admin:attributes.errors.keyTaken" } };
    throw error;
  }
}

/**
 * Deletes a field; the values ads give go with it (the foreign key's cascade).
 * When ads give it and `confirmed` is not set, nothing is deleted and the
 * answer says how many ads would lose a value.
 */
export async function deleteAttributeField(
  { db }: Db,
  actor: { id: number },
  id: number,
  confirmed: boolean,
  now = new Date(),
): Promise<AttributeDeleteResult> {
  const existing = await getAttributeField({ db }, id);
  if (!existing) return { ok: false, error: "notFound" };
  if (existing.ads > 0 && !confirmed) return { ok: false, error: "confirm", ads: existing.ads };
  await db.batch([
    db.prepare("DELETE FROM attribute_fields WHERE id = ?1").bind(id),
    auditStatement(
      db,
      {
        actorId: actor.id,
        action: "delete",
        entity: "attribute_fields",
        entityId: id,
        details: { key: existing.key, category_id: existing.category_id, ads: existing.ads },
      },
      now,
    ),
  ]);
  return { ok: true };
}

/** Adds a choice to a one_of or several_of field (`id` null) or changes one. */
export async function saveAttributeOption(
  { db }: Db,
  actor: { id: number },
  target: { fieldId: number; id: number | null },
  values: Record<string, unknown>,
  now = new Date(),
): Promise<AttributeSaveResult> {
  const field = await getAttributeField({ db }, target.fieldId);
  if (!field) return { ok: false, errors: { _form: "admin:errors.notFound" } };
  if (!hasOptions(field.kind)) return { ok: false, errors: { _form: "admin:attributes.errors.noOptions" } };
  const checked = checkOptionForm(values);
  if (!checked.ok) return checked;
  const value = checked.value;
  const row = { key: value.key, label: value.label, label_en: value.label_en, position: value.position ?? 0 };
  if (target.id !== null && !(await db.prepare("SELECT id FROM attribute_options WHERE id = ?1 AND field_id = ?2").bind(target.id, field.id).first()))
    return { ok: false, errors: { _form: "admin:errors.notFound" } };
  try {
    if (target.id === null) {
      const [inserted] = await db.batch([
        db
          .prepare("INSERT INTO attribute_options (field_id, key, label, label_en, position) VALUES (?1, ?2, ?3, ?4, ?5)")
          .bind(field.id, row.key, row.label, row.label_en, row.position),
        db
          .prepare(
            "INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at) VALUES (?1, 'create', 'attribute_options', last_insert_rowid(), ?2, ?3)",
          )
          .bind(actor.id, JSON.stringify({ field_id: field.id, ...row }), sqlTime(now)),
      ]);
      return { ok: true, id: Number(inserted.meta.last_row_id) };
    }
    await db.batch([
      db
        .prepare("UPDATE attribute_options SET key = ?3, label = ?4, label_en = ?5, position = ?6 WHERE id = ?1 AND field_id = ?2")
        .bind(target.id, field.id, row.key, row.label, row.label_en, row.position),
      auditStatement(
        db,
        { actorId: actor.id, action: "update", entity: "attribute_options", entityId: target.id, details: { field_id: field.id, ...row } },
        now,
      ),
    ]);
    return { ok: true, id: target.id };
  } catch (error) {
    if (isUnique(error)) return { ok: false, errors: { key: "admin:attributes.errors.optionKeyTaken" } };
    throw error;
  }
}

/**
 * Deletes a choice with the values ads give of it (ad_attributes keeps an
 * option's id in value_number, without a foreign key: they are deleted in the
 * same transaction). Confirmed first when ads give it.
 */
export async function deleteAttributeOption(
  { db }: Db,
  actor: { id: number },
  fieldId: number,
  id: number,
  confirmed: boolean,
  now = new Date(),
): Promise<AttributeDeleteResult> {
  const option = (await listAttributeOptions({ db }, fieldId)).find((candidate) => candidate.id === id);
  if (!option) return { ok: false, error: "notFound" };
  if (option.ads > 0 && !confirmed) return { ok: false, error: "confirm", ads: option.ads };
  await db.batch([
    db.prepare("DELETE FROM ad_attributes WHERE field_id = ?1 AND value_number = ?2").bind(fieldId, id),
    db.prepare("DELETE FROM attribute_options WHERE id = ?1 AND field_id = ?2").bind(id, fieldId),
    auditStatement(
      db,
      { actorId: actor.id, action: "delete", entity: "attribute_options", entityId: id, details: { field_id: fieldId, key: option.key, ads: option.ads } },
      now,
    ),
  ]);
  return { ok: true };
}
