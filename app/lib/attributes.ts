// Category attributes: the fields a category defines as
// data (app/db/migrations/0021_category_attributes.sql), read from what a
// seller posts and from a listing's address. Used by both sides: the ad form
// and the filter sheet render the same definitions, and the server reads and
// checks every value here before anything is stored or filtered.
//
//   readAttributeValues(fields, get)   the ad form's values → { values, errors } (errors: form name → message key)
//   readAttributeFilters(fields, get)  a listing's address → the filters that apply (and what was not applied)
//   attributeName(key)                 the form and address name of a field (attr_<key>; a range adds _min / _max)
// Messages are keys of "editor:attributeErrors"; the range message takes the field's min, max and unit.
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { readPrice } from "~/lib/numbers";
import { characterCount, hasControlCharacter } from "~/lib/text-length";
import { attributeName } from "~/lib/attribute-name";

export { attributeName };

export const ATTRIBUTE_KINDS = ["number", "one_of", "several_of", "yes_no", "text"] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** A text field's length when its definition gives none. */
export const DEFAULT_TEXT_LIMIT = 100;

export interface AttributeOption {
  id: number;
  key: string;
  label: string;
  label_en: string;
}

/** A field as the ad form, the ad page and the filter sheet use it. */
export interface AttributeField {
  id: number;
  key: string;
  kind: AttributeKind;
  label: string;
  label_en: string;
  unit: string;
  unit_en: string;
  /** number: the smallest and largest value; text: max_value is the most characters. */
  min_value: number | null;
  max_value: number | null;
  required: number;
  filterable: number;
  /** Only for this subcategory, or null: for the whole category. */
  subcategory_id: number | null;
  options: AttributeOption[];
}

/** One field's value: a number (number, yes_no as 1 or 0), option ids (one_of, several_of), or a text. */
export type AttributeValue = { fieldId: number; numbers: number[]; text: string | null };

/** The fields that apply to an ad of this subcategory (those of the whole category and those of that subcategory). */
export function fieldsFor(fields: AttributeField[], subcategoryId: number | null): AttributeField[] {
  return fields.filter((field) => field.subcategory_id === null || field.subcategory_id === subcategoryId);
}

type Getter = (name: string) => string[];

/** What a posted value of a form or address can be: text (a File, or an object, is not a value of a field). */
export function textValues(values: unknown[]): string[] {
  return values.filter((value): value is string => typeof value === "string");
}

/**
 * The ad form's attribute values for the fields that apply, each read and
 * checked: a number within its range, a choice among the field's options,
 * yes or no, a text within its length without control characters; a
 * required field must be filled. `errors` maps the form name to a message key
 * (`attributes:errors.*`); nothing is stored unless it is empty.
 */
export function readAttributeValues(fields: AttributeField[], get: Getter): { values: AttributeValue[]; errors: Record<string, string> } {
  const values: AttributeValue[] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const name = attributeName(field.key);
    const posted = get(name)
      .map((value) => value.trim())
      .filter((value) => value !== "");
    const fail = (message: string) => (errors[name] = `editor:attributeErrors.${message}`);
    if (posted.length === 0) {
      if (field.required) fail(field.kind === "one_of" || field.kind === "several_of" || field.kind === "yes_no" ? "choose" : "required");
      continue;
    }
    if (field.kind !== "several_of" && posted.length > 1) {
      fail("one");
      continue;
    }
    const [first] = posted;
    switch (field.kind) {
      case "number": {
        // A whole number is read as a price is: Arabic digits and thousands separators, no decimals.
        const reading = readPrice(first);
        if (!reading.ok) fail(reading.error === "notWhole" ? "whole" : "number");
        else if ((field.min_value !== null && reading.value < field.min_value) || (field.max_value !== null && reading.value > field.max_value)) fail("range");
        else values.push({ fieldId: field.id, numbers: [reading.value], text: null });
        break;
      }
      case "yes_no":
        if (first === "yes" || first === "no") values.push({ fieldId: field.id, numbers: [first === "yes" ? 1 : 0], text: null });
        else fail("choose");
        break;
      case "one_of":
      case "several_of": {
        const chosen = [...new Set(posted)].map((key) => field.options.find((option) => option.key === key));
        if (chosen.some((option) => option === undefined)) fail("choice");
        else values.push({ fieldId: field.id, numbers: chosen.map((option) => option!.id), text: null });
        break;
      }
      case "text": {
        const limit = field.max_value ?? DEFAULT_TEXT_LIMIT;
        if (hasControlCharacter(first)) fail("control");
        else if (characterCount(first) > limit) fail("tooLong");
        else values.push({ fieldId: field.id, numbers: [], text: first });
        break;
      }
    }
  }
  return { values, errors };
}

/** One attribute filter of a listing: a range of a number, or choices of a one-of, several-of or yes/no field. */
export type AttributeFilter =
  | { field: AttributeField; kind: "range"; min: number | null; max: number | null }
  | { field: AttributeField; kind: "choice"; optionIds: number[] }
  | { field: AttributeField; kind: "yes" };

/**
 * A listing's attribute filters from its address, for the filterable fields
 * of the chosen category: `attr_<key>_min` and `attr_<key>_max` for numbers
 * (read as the ad form reads them), `attr_<key>` (repeated) for choices, and
 * `attr_<key>=yes` for yes/no. What cannot be read is not applied and is
 * returned in `unread` (form name → what was typed), as the price filters do.
 */
export function readAttributeFilters(fields: AttributeField[], get: Getter): { filters: AttributeFilter[]; unread: Record<string, string> } {
  const filters: AttributeFilter[] = [];
  const unread: Record<string, string> = {};
  for (const field of fields) {
    if (!field.filterable) continue;
    const name = attributeName(field.key);
    if (field.kind === "number") {
      const bound = (suffix: "min" | "max") => {
        const typed = (get(`${name}_${suffix}`)[0] ?? "").trim();
        if (typed === "") return null;
        const reading = readPrice(typed);
        if (reading.ok) return reading.value;
        unread[`${name}_${suffix}`] = [...typed].slice(0, 40).join("");
        return null;
      };
      const min = bound("min");
      const max = bound("max");
      if (min !== null || max !== null) filters.push({ field, kind: "range", min, max });
    } else if (field.kind === "one_of" || field.kind === "several_of") {
      const keys = new Set(get(name));
      const optionIds = field.options.filter((option) => keys.has(option.key)).map((option) => option.id);
      if (optionIds.length > 0) filters.push({ field, kind: "choice", optionIds });
    } else if (field.kind === "yes_no" && get(name)[0] === "yes") {
      filters.push({ field, kind: "yes" });
    }
  }
  return { filters, unread };
}

/** The address's parameters of a set of attribute filters, in the fields' order (for canonical addresses and chips). */
export function attributeFilterParams(filters: AttributeFilter[]): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  for (const filter of filters) {
    const name = attributeName(filter.field.key);
    if (filter.kind === "range") {
      if (filter.min !== null) params.push([`${name}_min`, String(filter.min)]);
      if (filter.max !== null) params.push([`${name}_max`, String(filter.max)]);
    } else if (filter.kind === "choice") {
      for (const option of filter.field.options) if (filter.optionIds.includes(option.id)) params.push([name, option.key]);
    } else params.push([name, "yes"]);
  }
  return params;
}

/** An ad's value as its page shows it: the label and the value, in the reader's language. */
export interface AttributeDetail {
  key: string;
  label: string;
  label_en: string;
  value: string;
  value_en: string;
}

/**
 * A number of a field as pages write it, in the language's digits: grouped
 * (١٬٥٠٠) where the field's values reach 10,000 (kilometres, an area), not
 * for a field that stays below (a year is ٢٠١٨, not ٢٬٠١٨).
 */
export function formatAttributeNumber(field: Pick<AttributeField, "max_value">, value: number, language: Language): string {
  if (field.max_value === null || field.max_value >= 10_000) return formatNumber(value, language);
  return ungrouped(language).format(value);
}

const ungroupedFormats: Partial<Record<Language, Intl.NumberFormat>> = {};
const ungrouped = (language: Language) =>
  (ungroupedFormats[language] ??= new Intl.NumberFormat(language === "ar" ? "ar-EG" : "en-EG", { maximumFractionDigits: 0, useGrouping: false }));

/** An ad's stored values as the ad form's starting values: `attr_<key>` → the number, yes/no, option key(s) or text. */
export function attributeFormValues(fields: AttributeField[], values: AttributeValue[]): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = values.find((item) => item.fieldId === field.id);
    if (!value) continue;
    const name = attributeName(field.key);
    const keys = field.options.filter((option) => value.numbers.includes(option.id)).map((option) => option.key);
    if (field.kind === "number" && value.numbers.length > 0) form[name] = String(value.numbers[0]);
    else if (field.kind === "yes_no" && value.numbers.length > 0) form[name] = value.numbers[0] === 1 ? "yes" : "no";
    else if (field.kind === "text" && value.text !== null) form[name] = value.text;
    else if (field.kind === "one_of" && keys.length > 0) form[name] = keys[0];
    else if (field.kind === "several_of" && keys.length > 0) form[name] = keys;
  }
  return form;
}

/** The details of an ad's values, in the fields' order: numbers with their unit, choices by their labels, yes/no as words. */
export function describeValues(fields: AttributeField[], values: AttributeValue[], words: { yes: [string, string]; no: [string, string] }): AttributeDetail[] {
  const details: AttributeDetail[] = [];
  for (const field of fields) {
    const value = values.find((item) => item.fieldId === field.id);
    if (!value) continue;
    let text: [string, string];
    if (field.kind === "number") {
      const [n] = value.numbers;
      text = [
        `${formatAttributeNumber(field, n, "ar")}${field.unit ? ` ${field.unit}` : ""}`,
        `${formatAttributeNumber(field, n, "en")}${field.unit_en ? ` ${field.unit_en}` : ""}`,
      ];
    } else if (field.kind === "yes_no") text = value.numbers[0] === 1 ? words.yes : words.no;
    else if (field.kind === "text") text = [value.text ?? "", value.text ?? ""];
    else {
      const chosen = field.options.filter((option) => value.numbers.includes(option.id));
      text = [chosen.map((option) => option.label).join("، "), chosen.map((option) => option.label_en).join(", ")];
    }
    details.push({ key: field.key, label: field.label, label_en: field.label_en, value: text[0], value_en: text[1] });
  }
  return details;
}
