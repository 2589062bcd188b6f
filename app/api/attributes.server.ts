// Category attributes in the JSON API: a category's fields
// (GET /client/categories/{id}/attributes), an ad's `attributes` as sent to
// createAd / updateAd (turned into the `attr_*` values the ad form posts, so
// the editor reads and checks them exactly as it does the page's), their
// errors under `attributes.<key>` with the field's words filled in, and a
// listing's `attr_*` filters. The rules themselves are lib/attributes.ts's.
import { z } from "~/api/zod-openapi.server";
import type { Context } from "~/server/context.server";
import { categoryFields } from "~/features/attributes/queries.server";
import { attributeName, fieldsFor, type AttributeField } from "~/lib/attributes";
import { ApiError, notFound, ok, pickText as pick } from "~/api/envelope.server";
import { positiveInt, type Fields } from "~/api/request.server";
import type { ApiField } from "~/api/fields.server";
import { findCategory } from "~/features/catalog/queries.server";
import { defineOperations, type Operation, list, pathCategory } from "~/api/operation.server";
import { AttributeFieldSchema } from "~/api/schemas.server";

const define = defineOperations({ tag: "lookups", auth: "none", spec: false });

type ApiContext = Context;

/** A field as the API describes it (schemas.server.ts AttributeFieldSchema). */
export function shapeField(context: Pick<Context, "language">, field: AttributeField): z.infer<typeof AttributeFieldSchema> {
  return {
    key: field.key,
    kind: field.kind,
    label: pick(context, field.label, field.label_en),
    label_ar: field.label,
    label_en: field.label_en,
    unit: pick(context, field.unit, field.unit_en),
    unit_ar: field.unit,
    unit_en: field.unit_en,
    min: field.kind === "number" ? field.min_value : null,
    max: field.kind === "number" || field.kind === "text" ? field.max_value : null,
    required: field.required === 1,
    filterable: field.filterable === 1,
    subcategory_id: field.subcategory_id,
    options: field.options.map((option) => ({
      key: option.key,
      label: pick(context, option.label, option.label_en),
      label_ar: option.label,
      label_en: option.label_en,
    })),
  };
}

const categoryAttributesQuery: ApiField[] = [
  {
    name: "subcategory_id",
    schema: z.number().int().positive().optional(),
    openapi: { type: ["integer", "string"] },
    description: "Only the fields an ad of this subcategory has (those of the whole category and its own); without it, every field of the category",
  },
];

/** GET /client/categories/{id}/attributes: the category's fields (by id or slug), in their order. */
const categoryAttributes = define({
  method: "get",
  path: "/client/categories/{id}/attributes",
  operationId: "categoryAttributes",
  summary: "A category's attribute fields (year, kilometres, rooms…) with their choices",
  description:
    "What an ad of the category may (required: must) give in createAd / updateAd's attributes, and what getAdsByParameters may filter by (filterable). Labels, units and choices come in the requested language (label, unit) and in both (label_ar, label_en).",
  params: pathCategory(),
  query: categoryAttributesQuery,
  success: { status: 200, data: list(AttributeFieldSchema), description: "The fields, in their order" },
  errors: [404, 422],
  async handle(request, context, idParam) {
    const category = idParam && /^[\w-]{1,100}$/.test(idParam) ? await findCategory(context, idParam) : null;
    if (!category) throw notFound();
    const raw = new URL(request.url).searchParams.get("subcategory_id");
    const subcategoryId = raw === null || raw === "" ? null : positiveInt(raw);
    if (raw !== null && raw !== "" && subcategoryId === null)
      throw new ApiError(422, "api:errors.validation", { errors: { subcategory_id: ["api:errors.badRequest"] } });
    const all = await categoryFields(context, category.id);
    const fields = subcategoryId === null ? all : fieldsFor(all, subcategoryId);
    return ok(
      context,
      fields.map((field) => shapeField(context, field)),
    );
  },
});

// ---- An ad's attributes, as createAd and updateAd take them --------------------------------------

/** `attributes[year]`, `attributes[payment][]`, `attributes[payment][0]` (multipart's way of writing an object). */
const BRACKETED = /^attributes\[([^\]]*)\](?:\[(\d*)\])?$/;

export const ATTRIBUTES_DESCRIPTION =
  'The category attributes (GET /client/categories/{id}/attributes lists them), as a JSON object by field key, e.g. {"year": 2019, "km": "120,000", "fuel": "petrol", "payment": ["cash", "instalments"], "furnished": true, "model": "Corolla"}; or as fields attributes[year], attributes[payment][] (multipart\'s way of writing the same object). number: a whole number within the field\'s min and max, as a number or as text (Latin or Arabic-Indic digits, thousands separators as for price); one_of: an option key; several_of: a list of option keys; yes_no: true or false ("yes" / "no" too); text: at most max characters. A required field must be given. An error is a 422 naming attributes.<key>. When adding, leaving it out gives no attributes; when editing, leaving it out keeps the ad\'s attributes as they are, and sending it replaces them all (a field left out of it is removed).';

/** What was sent for each key, as text values (null: the value's JSON type cannot be a field's). */
type Sent = Map<string, Array<string | number | boolean> | null>;

/** The attributes a request sent, or null when it sent none (an edit then keeps the ad's values). */
export function sentAttributes(fields: Fields): { sent: Sent | null; error: ApiError | null } {
  const sent: Sent = new Map();
  let given = false;
  const json = fields.get("attributes");
  if (json !== undefined && json.trim() !== "") {
    given = true;
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = undefined;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
      return { sent: null, error: new ApiError(422, "api:errors.validation", { errors: { attributes: ["api:errors.attributesObject"] } }) };
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const items = Array.isArray(value) ? value : value === null ? [] : [value];
      const scalar = items.every((item) => typeof item === "string" || typeof item === "boolean" || (typeof item === "number" && Number.isFinite(item)));
      sent.set(key, scalar ? (items as Array<string | number | boolean>) : null);
    }
  } else if (fields.has("attributes")) given = true;
  for (const [name, value] of fields.pairs()) {
    const match = BRACKETED.exec(name);
    if (!match) continue;
    given = true;
    if (typeof value !== "string") sent.set(match[1], null);
    else if (sent.get(match[1]) !== null) sent.set(match[1], [...(sent.get(match[1]) ?? []), value]);
  }
  return { sent: given ? sent : null, error: null };
}

/** One sent value as the ad form posts it (yes/no fields: "yes" or "no"). */
function formValue(field: AttributeField, value: string | number | boolean): string {
  if (field.kind === "yes_no") {
    if (value === true || value === 1 || value === "1" || value === "true") return "yes";
    if (value === false || value === 0 || value === "0" || value === "false") return "no";
  }
  return typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
}

/**
 * The sent attributes as the ad form's `attr_*` values (AdInput.attributes),
 * read against the fields of the ad's category and subcategory: a key that is
 * not one of them, or a value of a type no field takes, is a 422 naming
 * `attributes.<key>`, and nothing is stored.
 */
export async function attributeInput(
  context: ApiContext,
  sent: Sent,
  ad: { categoryId: number; subcategoryId: number | null },
  failedKey: string,
): Promise<Record<string, string[]>> {
  const fields = fieldsFor(await categoryFields(context, ad.categoryId), ad.subcategoryId);
  const errors: Record<string, string[]> = {};
  const input: Record<string, string[]> = {};
  for (const [key, values] of sent) {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) errors[`attributes.${key}`] = ["api:errors.unknownAttribute"];
    else if (values === null) errors[`attributes.${key}`] = ["api:errors.wrongType"];
    else input[attributeName(key)] = values.map((value) => formValue(field, value));
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, failedKey, { errors });
  return input;
}

/**
 * The editor's errors of attribute fields (`attr_<key>` → message key) as the
 * API names them (`attributes.<key>`), each message with the field's label,
 * range and unit filled in, in the requested language; other fields as given.
 */
export async function attributeErrors(context: ApiContext, errors: Record<string, string[]>, categoryId: number | null): Promise<Record<string, string[]>> {
  if (!Object.keys(errors).some((name) => name.startsWith("attr_"))) return errors;
  const fields = categoryId ? await categoryFields(context, categoryId) : [];
  const named: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (!name.startsWith("attr_")) {
      named[name] = messages;
      continue;
    }
    const key = name.slice("attr_".length);
    const field = fields.find((candidate) => candidate.key === key);
    const values = field
      ? {
          label: pick(context, field.label, field.label_en),
          min: field.min_value ?? "",
          max: field.max_value ?? "",
          unit: pick(context, field.unit, field.unit_en),
        }
      : { label: key, min: "", max: "", unit: "" };
    named[`attributes.${key}`] = messages.map((message) => String(context.t(message, values)).trim());
  }
  return named;
}

// ---- A listing's attribute filters -----------------------------------------------------------------

/** This file's operations, in the document's order. */
export const attributeOperations: Operation[] = [categoryAttributes];
