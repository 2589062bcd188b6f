// The request fields of each API operation, described once: the API's name
// for a field, and the page form's schema field it feeds (so its rules and
// its OpenAPI description come from the same zod schema), or a schema of its
// own for a field only the API has.
import type { z } from "zod";
import { isOptional, shapeOf, toJsonSchema, type JsonSchema } from "~/modules/api/json-schema.server";

export interface ApiField {
  /** The API's name (SPEC.md section 7). */
  name: string;
  /** The page form schema and field it fills. */
  form?: { schema: z.ZodTypeAny; field: string };
  /** A schema of its own, for an API-only field. */
  schema?: z.ZodTypeAny;
  /** Merged over the generated JSON Schema (files, numbers sent as numbers…). */
  json?: JsonSchema;
  /** Overrides whether the form schema requires it. */
  required?: boolean;
  description?: string;
}

export function fieldJsonSchema(field: ApiField): JsonSchema {
  const source = field.form ? shapeOf(field.form.schema)[field.form.field] : field.schema;
  if (!source) throw new Error(`field ${field.name}: no schema (form field ${field.form?.field} missing?)`);
  const json = { ...toJsonSchema(source), ...(field.json ?? {}) };
  if (field.description) json.description = field.description;
  return json;
}

export function fieldRequired(field: ApiField): boolean {
  if (field.required !== undefined) return field.required;
  const source = field.form ? shapeOf(field.form.schema)[field.form.field] : field.schema;
  return source ? !isOptional(source) : false;
}

/** An object JSON Schema of the fields (a request body). */
export function fieldsJsonSchema(fields: ApiField[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    properties[field.name] = fieldJsonSchema(field);
    if (fieldRequired(field)) required.push(field.name);
  }
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

/** The form field → API name map for reporting a form schema's errors. */
export function renameMap(fields: ApiField[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const field of fields) if (field.form && !(field.form.field in map)) map[field.form.field] = field.name;
  return map;
}
