// The admin's forms for a category's attribute fields and their choices:
// the rules, shared by the server (which checks every
// value before anything is stored) and the page. Messages are keys of the
// "admin" namespace.
import { z } from "zod";
import { ATTRIBUTE_KINDS } from "~/lib/attributes";
import { characterCount, hasControlCharacter } from "~/lib/text";

/** A field's or a choice's key: what forms and addresses write (attr_<key>, attr_<key>=<option key>). */
export const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,29}$/;
/** The most characters a text field may allow. */
export const MAX_TEXT_LIMIT = 1000;
const MAX_POSITION = 100_000;

const text = (max: number, required: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .superRefine((value, ctx) => {
      if (required && value === "") ctx.addIssue({ code: z.ZodIssueCode.custom, message: "admin:errors.required" });
      else if (hasControlCharacter(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "common:textErrors.controlCharacter" });
      else if (characterCount(value) > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "admin:errors.tooLong" });
    });

const key = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim())
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: z.ZodIssueCode.custom, message: "admin:errors.required" });
    else if (!ATTRIBUTE_KEY.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "admin:attributes.errors.key" });
  });

/** A whole number typed in a form, or null when left empty. */
const wholeOrEmpty = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const typed = (value ?? "").trim();
      if (typed === "") return null;
      if (!/^-?\d{1,12}$/.test(typed)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return Number(typed);
    });

const checkbox = z
  .string()
  .optional()
  .transform((value) => (value === "on" || value === "1" || value === "yes" ? 1 : 0));

const position = wholeOrEmpty("admin:errors.integer").superRefine((value, ctx) => {
  if (value !== null && (value < 0 || value > MAX_POSITION)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "admin:errors.tooLarge" });
});

/**
 * A field as the admin's form posts it. `kind` is chosen when the field is
 * made and stays (the stored values are of that kind). A number's min and max
 * are optional, and min ≤ max; a text's max is its most characters (1 to
 * 1000, empty: 100); other kinds have neither.
 */
export const AttributeFieldFormSchema = z
  .object({
    key,
    kind: z.enum(ATTRIBUTE_KINDS, { errorMap: () => ({ message: "admin:attributes.errors.kind" }) }),
    label: text(100, true),
    label_en: text(100, true),
    unit: text(20, false),
    unit_en: text(20, false),
    min_value: wholeOrEmpty("admin:errors.integer"),
    max_value: wholeOrEmpty("admin:errors.integer"),
    required: checkbox,
    filterable: checkbox,
    position,
    /** A subcategory of the field's category, or empty: the whole category. */
    subcategory: wholeOrEmpty("admin:attributes.errors.subcategory"),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (value.kind === "number") {
      if (value.min_value !== null && value.max_value !== null && value.min_value > value.max_value) issue("max_value", "admin:attributes.errors.minMax");
    } else if (value.kind === "text") {
      if (value.min_value !== null) issue("min_value", "admin:attributes.errors.textMin");
      if (value.max_value !== null && (value.max_value < 1 || value.max_value > MAX_TEXT_LIMIT)) issue("max_value", "admin:attributes.errors.textMax");
    } else {
      if (value.min_value !== null) issue("min_value", "admin:attributes.errors.noRange");
      if (value.max_value !== null) issue("max_value", "admin:attributes.errors.noRange");
    }
    if (value.kind !== "number" && (value.unit !== "" || value.unit_en !== "")) issue(value.unit !== "" ? "unit" : "unit_en", "admin:attributes.errors.noUnit");
    if (value.kind === "text" && value.filterable) issue("filterable", "admin:attributes.errors.textFilter");
  });

export type AttributeFieldForm = z.output<typeof AttributeFieldFormSchema>;

/** A choice of a one_of or several_of field. */
export const AttributeOptionFormSchema = z.object({
  key,
  label: text(100, true),
  label_en: text(100, true),
  position,
});

export type AttributeOptionForm = z.output<typeof AttributeOptionFormSchema>;

/** The kinds whose fields have choices. */
export const hasOptions = (kind: string) => kind === "one_of" || kind === "several_of";

/** A form's text values (the page's FormData, or a test's object) → the schema's input. */
export function formValues(form: FormData, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, typeof form.get(name) === "string" ? (form.get(name) as string) : undefined]));
}

/** The attribute_fields columns an admin edits, in the table's order (the seed writes them in this order too). */
export const FIELD_EDITED_COLUMNS = [
  "key",
  "kind",
  "label",
  "label_en",
  "unit",
  "unit_en",
  "min_value",
  "max_value",
  "required",
  "filterable",
  "position",
] as const;
export const FIELD_FORM_NAMES = [...FIELD_EDITED_COLUMNS, "subcategory"] as const;
export const OPTION_FORM_NAMES = ["key", "label", "label_en", "position"] as const;

/** The schema's errors by field name (the first message of each). */
export function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return errors;
}
