// The request fields of each API operation, described once: the API's name
// for a field, and the page form's schema field it feeds (so its rules and
// its OpenAPI description come from the same zod schema), or a schema of its
// own for a field only the API has.
import type { z } from "zod";
import { isOptional, shapeOf, toJsonSchema, type JsonSchema } from "~/api/json-schema.server";

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

/** The body media types an operation takes (the document's requestBody.content, and what readFields accepts). */
export type Media = "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded";
export const ANY_BODY: Media[] = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];
export const MULTIPART_ONLY: Media[] = ["multipart/form-data"];

/** The JSON types a schema allows (null when it says nothing about types). */
export function jsonTypes(schema: JsonSchema): Set<string> | null {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  const values = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : "const" in schema ? [schema.const] : null;
  if (values) return new Set(values.map((value) => (value === null ? "null" : Number.isInteger(value) ? "integer" : typeof value)));
  if (Array.isArray(schema.anyOf)) {
    const all = new Set<string>();
    for (const member of schema.anyOf as JsonSchema[]) {
      const types = jsonTypes(member);
      if (!types) return null;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  return null;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function fits(value: unknown, types: Set<string>): boolean {
  const type = typeOf(value);
  if (type === "number") return types.has("number") || (types.has("integer") && Number.isInteger(value));
  return types.has(type);
}

/**
 * The declared fields of a JSON body whose value has a type the document
 * does not allow (a number for first_name, a list for ad_id, an object for
 * categoryId): each is named, so the caller gets a 422 and nothing is
 * converted quietly. A list's items are checked against `items`.
 */
export function wrongJsonTypes(body: Record<string, unknown>, fields: ApiField[]): string[] {
  const wrong: string[] = [];
  for (const field of fields) {
    if (!(field.name in body)) continue;
    const value = body[field.name];
    const schema = fieldJsonSchema(field);
    const types = jsonTypes(schema);
    if (types && !fits(value, types)) {
      wrong.push(field.name);
      continue;
    }
    if (Array.isArray(value) && schema.items && typeof schema.items === "object") {
      const itemTypes = jsonTypes(schema.items as JsonSchema);
      if (itemTypes && !value.every((item) => fits(item, itemTypes))) wrong.push(field.name);
    }
  }
  return wrong;
}
