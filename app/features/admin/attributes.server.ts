// The admin's editing of a category's attribute fields and their choices
// (migration 0021). Every value is checked here
// (lib/admin-attributes.ts's schemas, then the rules that need the database:
// a key unique in its category or field, a subcategory of the category, the
// kind fixed once made, choices only for one_of and several_of). Every change
// is written with its audit entry in one transaction. Deleting a field or a
// choice that ads give deletes those values too: the caller confirms first
// (`confirmed`), told how many ads give it. The SQL is in
// attribute-queries.server.ts.
import type { Database } from "~/server/db-session.server";
import {
  categoryExists,
  deleteAttributeFieldRow,
  deleteAttributeOptionRows,
  getAttributeField,
  insertAttributeField,
  insertAttributeOption,
  listAttributeOptions,
  optionOfFieldExists,
  subcategoryInCategory,
  updateAttributeField,
  updateAttributeOption,
} from "~/features/admin/attribute-queries.server";
import {
  AttributeFieldFormSchema,
  AttributeOptionFormSchema,
  errorsOf,
  hasOptions,
  type AttributeFieldForm,
  type AttributeOptionForm,
} from "~/lib/admin-attributes";

type Db = { db: Database };

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
  if (!(await categoryExists({ db }, target.categoryId))) return { ok: false, errors: { _form: "admin:errors.notFound" } };
  if (existing && existing.kind !== value.kind) return { ok: false, errors: { kind: "admin:attributes.errors.kindFixed" } };
  if (value.subcategory !== null) {
    if (!(await subcategoryInCategory({ db }, value.subcategory, target.categoryId)))
      return { ok: false, errors: { subcategory: "admin:attributes.errors.subcategory" } };
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
  try {
    if (!existing) return { ok: true, id: await insertAttributeField({ db }, actor.id, target.categoryId, row, now) };
    await updateAttributeField({ db }, actor.id, existing.id, row, now);
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
  await deleteAttributeFieldRow({ db }, actor.id, existing, now);
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
  if (target.id !== null && !(await optionOfFieldExists({ db }, target.id, field.id))) return { ok: false, errors: { _form: "admin:errors.notFound" } };
  try {
    if (target.id === null) return { ok: true, id: await insertAttributeOption({ db }, actor.id, field.id, row, now) };
    await updateAttributeOption({ db }, actor.id, target.id, field.id, row, now);
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
  await deleteAttributeOptionRows({ db }, actor.id, fieldId, option, now);
  return { ok: true };
}
