// The one rule for typed text, shared by every form schema (the pages and the
// JSON API parse with the same ones), on both sides:
// - lengths count characters (Unicode code points), as JSON Schema's
//   minLength and maxLength do: an emoji is one character, not two UTF-16 units
//   (zod's .min and .max count UTF-16 units, so they are not used for text);
// - C0 control characters (U+0000–U+001F) and DEL are refused, except tab and
//   newline: a form sends a newline as CR LF, which is stored as one LF, so a
//   textarea's length is the one the browser showed;
// - surrounding white space is trimmed before the length is counted.
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, characterCount, hasControlCharacter, maxLengthAttribute } from "~/lib/text-length";

export { CONTROL_CHARACTER_MESSAGE, characterCount, hasControlCharacter, maxLengthAttribute };

export interface TextRule {
  /** The fewest characters after trimming (1 when not given: an empty text is a missing one). */
  min?: number;
  max: number;
  required: string;
  tooShort?: string;
  tooLong: string;
}

/** The limits of each text schema made here, for the OpenAPI document (fields.server.ts reads them). */
const limitsOf = new WeakMap<z.ZodTypeAny, { minLength: number; maxLength: number }>();

/** Declares a schema's limits in characters for the OpenAPI document (emails, passwords: fields with rules of their own). */
export function withCharacterLimits<S extends z.ZodTypeAny>(schema: S, limits: { minLength: number; maxLength: number }): S {
  limitsOf.set(schema, limits);
  return schema;
}

export function textLimits(schema: z.ZodTypeAny): { minLength: number; maxLength: number } | undefined {
  return limitsOf.get(schema);
}

/** A trimmed text field: CR LF as LF, control characters refused, its length counted in characters. */
export function textField({ min = 1, max, required, tooShort = required, tooLong }: TextRule) {
  const schema = z
    .string({ required_error: required, invalid_type_error: required })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .superRefine((value, ctx) => {
      if (value === "") ctx.addIssue({ code: z.ZodIssueCode.custom, message: required });
      else if (hasControlCharacter(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONTROL_CHARACTER_MESSAGE });
      else {
        const count = characterCount(value);
        if (count < min) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooShort });
        else if (count > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooLong });
      }
    });
  limitsOf.set(schema, { minLength: min, maxLength: max });
  return schema;
}

/** A text that may be left empty (then ""), with the same rules otherwise. */
export function optionalTextField({ max, tooLong }: { max: number; tooLong: string }) {
  const schema = z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n/g, "\n").trim())
    .superRefine((value, ctx) => {
      if (hasControlCharacter(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONTROL_CHARACTER_MESSAGE });
      else if (characterCount(value) > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooLong });
    });
  limitsOf.set(schema, { minLength: 0, maxLength: max });
  return schema;
}

/** A schema under its optional, default and refinement wrappers. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let current = schema;
  for (;;) {
    if (limitsOf.has(current)) return current;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current._def.innerType;
    else if (current instanceof z.ZodEffects) current = current.innerType();
    else return current;
  }
}

type Constraint = { required?: boolean; minLength?: number; maxLength?: number } & Record<string, unknown>;

/**
 * The HTML constraints of a form's text fields, from their character limits:
 * minlength is the fewest characters (a text of N characters has at least N
 * UTF-16 units, so the browser never refuses a text the server takes), and
 * maxlength is `maxLengthAttribute` (twice the characters). The server's
 * message names the real limit.
 */
export function withTextConstraints<C extends Record<string, Constraint>>(schema: z.ZodTypeAny, constraint: C): C {
  const object = unwrap(schema);
  if (!(object instanceof z.ZodObject)) return constraint;
  const result: Record<string, Constraint> = { ...constraint };
  for (const [name, field] of Object.entries(object.shape as z.ZodRawShape)) {
    const limits = limitsOf.get(unwrap(field));
    if (!limits) continue;
    result[name] = { ...result[name], minLength: limits.minLength || undefined, maxLength: maxLengthAttribute(limits.maxLength) };
  }
  return result as C;
}
