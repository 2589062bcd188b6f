// The request fields of each API operation, described once: the API's name
// for a field, and the page form's schema field it feeds (so its rules and
// its OpenAPI description come from the same zod schema), or a schema of its
// own for a field only the API has. zod-to-openapi turns them into the
// document's JSON Schema; `openapi` adds what the API takes beyond the form
// (numbers as well as text, files, enums spelled the API's way).
import { OpenApiGeneratorV31, type ZodOpenAPIMetadata } from "@asteasolutions/zod-to-openapi";
import { z } from "~/api/zod-openapi.server";
import { textLimits } from "~/lib/text";

export type JsonSchema = { [key: string]: unknown };

export interface ApiField {
  /** The API's name (the client contract's field name). */
  name: string;
  /** The page form schema and field it fills. */
  form?: { schema: z.ZodTypeAny; field: string };
  /** A schema of its own, for an API-only field. */
  schema?: z.ZodTypeAny;
  /** The API may leave it out although the form requires it (it fills a default, or reads another field). */
  optional?: boolean;
  /** What the document says beyond the schema; a `type` here replaces the schema's own JSON Schema. */
  openapi?: Partial<ZodOpenAPIMetadata>;
  description?: string;
}

/** An object schema's fields, through the refinements around it (a form schema with superRefine). */
export function shapeOf(schema: z.ZodTypeAny): z.ZodRawShape {
  const inner = schema instanceof z.ZodEffects ? schema.sourceType() : schema;
  if (!(inner instanceof z.ZodObject)) throw new Error("not an object schema");
  return inner.shape as z.ZodRawShape;
}

/** The field's zod schema with its document notes; in a query its description is the parameter's. */
export function fieldSchema(field: ApiField, where: "body" | "query" = "body"): z.ZodTypeAny {
  const source = field.form ? shapeOf(field.form.schema)[field.form.field] : field.schema;
  if (!source) throw new Error(`field ${field.name}: no schema (form field ${field.form?.field} missing?)`);
  const schema = field.optional ? source.optional() : source;
  const description =
    field.description === undefined ? {} : where === "query" ? { param: { description: field.description } } : { description: field.description };
  // A text field's limits (lib/text.ts) count characters, as JSON Schema's minLength and maxLength do.
  const limits = textLimitsOf(source);
  const notes = { ...limits, ...field.openapi, ...description };
  return Object.keys(notes).length > 0 ? schema.openapi(notes) : schema;
}

/** A text field's character limits, through its optional wrapper; an optional text's minLength is left out. */
function textLimitsOf(schema: z.ZodTypeAny): { minLength?: number; maxLength: number } | undefined {
  const limits = textLimits(schema instanceof z.ZodOptional ? schema.unwrap() : schema);
  if (!limits) return undefined;
  return limits.minLength > 0 ? limits : { maxLength: limits.maxLength };
}

/** The fields as one object schema (a request body, or an operation's query parameters). */
export function fieldsSchema(fields: ApiField[], where: "body" | "query" = "body"): z.AnyZodObject {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, where)])));
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

/** Each field's JSON Schema as the document gives it, made once per list (the lists are the modules' constants). */
const generated = new WeakMap<ApiField[], Record<string, JsonSchema>>();

function propertiesOf(fields: ApiField[]): Record<string, JsonSchema> {
  let properties = generated.get(fields);
  if (!properties) {
    const { components } = new OpenApiGeneratorV31([fieldsSchema(fields).openapi("Body")]).generateComponents();
    properties = (components?.schemas?.Body as { properties?: Record<string, JsonSchema> }).properties ?? {};
    generated.set(fields, properties);
  }
  return properties;
}

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
  const properties = propertiesOf(fields);
  for (const field of fields) {
    if (!(field.name in body)) continue;
    const value = body[field.name];
    const schema = properties[field.name];
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
