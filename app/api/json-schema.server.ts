// A small zod (v3) → JSON Schema (2020-12, as OpenAPI 3.1 uses) converter
// for the shapes Souq's schemas use: objects, strings with their length,
// e-mail and pattern checks, numbers, booleans, enums, literals, arrays,
// unions, records, optional / nullable / default, and effects (refine,
// transform, preprocess, pipe), which are described by their input side.
import { z } from "zod";

export type JsonSchema = { [key: string]: unknown };

type Def = { typeName?: string; [key: string]: unknown };

function defOf(schema: z.ZodTypeAny): Def {
  return (schema as unknown as { _def: Def })._def;
}

/** Strips effects, optional, nullable and defaults: the schema underneath. */
export function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    switch (def.typeName) {
      case "ZodEffects":
        current = def.schema as z.ZodTypeAny;
        break;
      case "ZodOptional":
      case "ZodNullable":
        current = def.innerType as z.ZodTypeAny;
        break;
      case "ZodDefault":
      case "ZodCatch":
      case "ZodReadonly":
      case "ZodBranded":
        current = (def.innerType ?? def.type) as z.ZodTypeAny;
        break;
      case "ZodPipeline":
        current = def.in as z.ZodTypeAny;
        break;
      default:
        return current;
    }
  }
}

/** An object schema's fields, through any effects around it (a form schema with superRefine). */
export function shapeOf(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error("not an object schema");
  return inner.shape as Record<string, z.ZodTypeAny>;
}

/** Whether a value may be left out: optional, defaulted, or a preprocess that fills it in. */
export function isOptional(schema: z.ZodTypeAny): boolean {
  return schema.safeParse(undefined).success;
}

function withNull(json: JsonSchema): JsonSchema {
  if (typeof json.type === "string") return { ...json, type: [json.type, "null"] };
  if (Array.isArray(json.type)) return json.type.includes("null") ? json : { ...json, type: [...json.type, "null"] };
  if ("const" in json || "enum" in json || "$ref" in json || "anyOf" in json) return { anyOf: [json, { type: "null" }] };
  return json;
}

/** Named schemas: where one appears, a $ref to #/components/schemas/{name} is written instead. */
export type Refs = Map<z.ZodTypeAny, string>;

/** The JSON Schema of a zod schema (its input side); `refs` names shared parts (not the top one). */
export function toJsonSchema(schema: z.ZodTypeAny, refs?: Refs): JsonSchema {
  const def = defOf(schema);
  const convert = (inner: z.ZodTypeAny): JsonSchema => {
    const name = refs?.get(inner);
    return name ? { $ref: `#/components/schemas/${name}` } : toJsonSchema(inner, refs);
  };
  const description = schema.description ? { description: schema.description } : {};
  switch (def.typeName) {
    case "ZodString": {
      const out: JsonSchema = { type: "string", ...description };
      for (const check of (def.checks as Array<{ kind: string; value?: number; regex?: RegExp }>) ?? []) {
        if (check.kind === "min") out.minLength = check.value;
        else if (check.kind === "max") out.maxLength = check.value;
        else if (check.kind === "length") out.minLength = out.maxLength = check.value;
        else if (check.kind === "email") out.format = "email";
        else if (check.kind === "url") out.format = "uri";
        else if (check.kind === "regex" && check.regex) out.pattern = check.regex.source;
      }
      return out;
    }
    case "ZodNumber": {
      const checks = (def.checks as Array<{ kind: string; value?: number; inclusive?: boolean }>) ?? [];
      const out: JsonSchema = { type: checks.some((check) => check.kind === "int") ? "integer" : "number", ...description };
      for (const check of checks) {
        if (check.kind === "min") out[check.inclusive ? "minimum" : "exclusiveMinimum"] = check.value;
        if (check.kind === "max") out[check.inclusive ? "maximum" : "exclusiveMaximum"] = check.value;
      }
      return out;
    }
    case "ZodBoolean":
      return { type: "boolean", ...description };
    case "ZodNull":
      return { type: "null", ...description };
    case "ZodLiteral":
      return { const: def.value, ...description };
    case "ZodEnum":
      return { type: "string", enum: [...(def.values as string[])], ...description };
    case "ZodNativeEnum":
      return { enum: Object.values(def.values as object), ...description };
    case "ZodArray": {
      const out: JsonSchema = { type: "array", items: convert(def.type as z.ZodTypeAny), ...description };
      const min = def.minLength as { value: number } | null;
      const max = def.maxLength as { value: number } | null;
      if (min) out.minItems = min.value;
      if (max) out.maxItems = max.value;
      return out;
    }
    case "ZodObject": {
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = convert(value);
        if (!isOptional(value)) required.push(key);
      }
      const out: JsonSchema = { type: "object", properties, ...description };
      if (required.length > 0) out.required = required;
      const unknownKeys = def.unknownKeys as string;
      const catchall = defOf(def.catchall as z.ZodTypeAny).typeName;
      if (catchall && catchall !== "ZodNever") out.additionalProperties = convert(def.catchall as z.ZodTypeAny);
      else if (unknownKeys === "strict") out.additionalProperties = false;
      return out;
    }
    case "ZodRecord":
      return { type: "object", additionalProperties: convert(def.valueType as z.ZodTypeAny), ...description };
    case "ZodUnion":
    case "ZodDiscriminatedUnion": {
      const options = (Array.isArray(def.options) ? def.options : [...(def.options as Map<unknown, z.ZodTypeAny>).values()]) as z.ZodTypeAny[];
      return { anyOf: options.map(convert), ...description };
    }
    case "ZodOptional":
      return { ...convert(def.innerType as z.ZodTypeAny), ...description };
    case "ZodNullable":
      return { ...withNull(convert(def.innerType as z.ZodTypeAny)), ...description };
    case "ZodDefault":
      return { ...convert(def.innerType as z.ZodTypeAny), default: (def.defaultValue as () => unknown)(), ...description };
    case "ZodCatch":
    case "ZodReadonly":
      return { ...convert(def.innerType as z.ZodTypeAny), ...description };
    case "ZodBranded":
      return { ...convert(def.type as z.ZodTypeAny), ...description };
    case "ZodEffects":
      return { ...convert(def.schema as z.ZodTypeAny), ...description };
    case "ZodPipeline":
      return { ...convert(def.in as z.ZodTypeAny), ...description };
    case "ZodLazy":
      return { ...convert((def.getter as () => z.ZodTypeAny)()), ...description };
    default:
      // any, unknown, instanceof(File)…: described by the caller's override.
      return { ...description };
  }
}
