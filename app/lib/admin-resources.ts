// The content the admin manages without touching the database: each kind of
// record, its fields and their rules. Shared by the browser (forms, live
// checks) and the server (the same zod schemas, and the columns the admin
// module may write). Messages are translation keys of the "admin" namespace.
import { textField } from "~/lib/text";
import { z } from "zod";

export const MAX_ADMIN_IMAGE_BYTES = 5 * 1024 * 1024;

export type FieldKind = "text" | "textarea" | "int" | "decimal" | "bool" | "image" | "link" | "url" | "slug" | "icon" | "datetime";

export interface FieldSpec {
  /** The column, and the form field's name. */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** A number field left empty stores this (0 unless given). */
  empty?: number;
  min?: number;
  max?: number;
  /** Typed left to right whatever the page's language (English names, addresses). */
  ltr?: boolean;
  /** An image the record cannot be created without. */
  requiredOnCreate?: boolean;
}

export const resourceKeys = [
  "categories",
  "subcategories",
  "brand-countries",
  "third-branches",
  "governorates",
  "regions",
  "banners",
  "safety-tips",
  "bundles",
  "blog",
  "services",
  "links",
  "documents",
] as const;
export type ResourceKey = (typeof resourceKeys)[number];

export interface ResourceSpec {
  key: ResourceKey;
  table: string;
  fields: FieldSpec[];
  /** The column that names a record in lists. */
  titleField: string;
  /** A lower level: the parent's kind and the column that points to it. */
  parent?: { resource: ResourceKey; column: string };
  /** The kind of record one level down, managed on this record's page. */
  children?: ResourceKey;
  orderBy: string;
  /** Places: the per-isolate cache must be dropped after a change. */
  places?: boolean;
}

export const ICONS = [
  "megaphone",
  "star",
  "store",
  "shield-check",
  "map-pin",
  "headset",
  "facebook",
  "whatsapp",
  "phone",
  "mail",
  "instagram",
  "youtube",
  "link",
] as const;

const name: FieldSpec = { name: "name", kind: "text", required: true, min: 2, max: 100 };
const nameEn: FieldSpec = { name: "name_en", kind: "text", required: true, min: 2, max: 100, ltr: true };
const title: FieldSpec = { name: "title", kind: "text", required: true, min: 2, max: 200 };
const titleEn: FieldSpec = { name: "title_en", kind: "text", required: true, min: 2, max: 200, ltr: true };
const image: FieldSpec = { name: "image", kind: "image" };
const sort: FieldSpec = { name: "sort", kind: "int", min: 0, max: 100_000 };
const latitude: FieldSpec = { name: "latitude", kind: "decimal", required: true, min: -90, max: 90, ltr: true };
const longitude: FieldSpec = { name: "longitude", kind: "decimal", required: true, min: -180, max: 180, ltr: true };
const slug: FieldSpec = { name: "slug", kind: "slug", required: true, max: 80, ltr: true };
const branchFields = [name, nameEn, image, sort];

export const resources: Record<ResourceKey, ResourceSpec> = {
  categories: {
    key: "categories",
    table: "categories",
    fields: [
      slug,
      name,
      nameEn,
      image,
      { name: "description", kind: "textarea", max: 1000 },
      { name: "description_en", kind: "textarea", max: 1000, ltr: true },
      // Free ads per account in 30 days (features/paid-reach); left empty: 10, as the column's default.
      { name: "free_ads_limit", kind: "int", min: 0, max: 10_000, empty: 10 },
      sort,
    ],
    titleField: "name",
    children: "subcategories",
    orderBy: "sort, id",
  },
  subcategories: {
    key: "subcategories",
    table: "subcategories",
    fields: branchFields,
    titleField: "name",
    parent: { resource: "categories", column: "category_id" },
    children: "brand-countries",
    orderBy: "sort, id",
  },
  "brand-countries": {
    key: "brand-countries",
    table: "brand_countries",
    fields: branchFields,
    titleField: "name",
    parent: { resource: "subcategories", column: "subcategory_id" },
    children: "third-branches",
    orderBy: "sort, id",
  },
  "third-branches": {
    key: "third-branches",
    table: "third_branches",
    fields: branchFields,
    titleField: "name",
    parent: { resource: "brand-countries", column: "brand_country_id" },
    orderBy: "sort, id",
  },
  governorates: {
    key: "governorates",
    table: "governorates",
    fields: [name, nameEn, slug, latitude, longitude, sort],
    titleField: "name",
    children: "regions",
    orderBy: "sort, id",
    places: true,
  },
  regions: {
    key: "regions",
    table: "regions",
    fields: [name, nameEn, latitude, longitude, sort],
    titleField: "name",
    parent: { resource: "governorates", column: "governorate_id" },
    orderBy: "sort, id",
    places: true,
  },
  banners: {
    key: "banners",
    table: "banners",
    fields: [
      title,
      titleEn,
      { name: "image", kind: "image", requiredOnCreate: true },
      { name: "link", kind: "link", max: 500, ltr: true },
      sort,
      { name: "is_active", kind: "bool" },
    ],
    titleField: "title",
    orderBy: "sort, id",
  },
  "safety-tips": { key: "safety-tips", table: "safety_tips", fields: [title, titleEn, sort], titleField: "title", orderBy: "sort, id" },
  bundles: {
    key: "bundles",
    table: "bundles",
    fields: [
      name,
      nameEn,
      { name: "days", kind: "int", required: true, min: 1, max: 365 },
      { name: "price", kind: "int", required: true, min: 1, max: 1_000_000 },
      { name: "is_active", kind: "bool" },
      sort,
    ],
    titleField: "name",
    orderBy: "sort, id",
  },
  blog: {
    key: "blog",
    table: "blog_posts",
    fields: [
      title,
      titleEn,
      { name: "slug", kind: "slug", max: 80, ltr: true },
      image,
      { name: "excerpt", kind: "textarea", required: true, min: 10, max: 500 },
      { name: "excerpt_en", kind: "textarea", required: true, min: 10, max: 500, ltr: true },
      { name: "body", kind: "textarea", required: true, min: 10, max: 20_000 },
      { name: "body_en", kind: "textarea", required: true, min: 10, max: 20_000, ltr: true },
      { name: "published_at", kind: "datetime", ltr: true },
    ],
    titleField: "title",
    orderBy: "published_at DESC, id DESC",
  },
  services: {
    key: "services",
    table: "services",
    fields: [
      title,
      titleEn,
      { name: "body", kind: "textarea", required: true, min: 2, max: 2000 },
      { name: "body_en", kind: "textarea", required: true, min: 2, max: 2000, ltr: true },
      { name: "icon", kind: "icon", required: true },
      sort,
    ],
    titleField: "title",
    orderBy: "sort, id",
  },
  links: {
    key: "links",
    table: "links",
    fields: [
      { name: "label", kind: "text", required: true, min: 2, max: 100 },
      { name: "label_en", kind: "text", required: true, min: 2, max: 100, ltr: true },
      { name: "url", kind: "url", required: true, max: 500, ltr: true },
      { name: "icon", kind: "icon", required: true },
      sort,
    ],
    titleField: "label",
    orderBy: "sort, id",
  },
  documents: { key: "documents", table: "documents", fields: [title, titleEn], titleField: "title", orderBy: "id DESC" },
};

export function isResourceKey(value: unknown): value is ResourceKey {
  return typeof value === "string" && (resourceKeys as readonly string[]).includes(value);
}

/** The top-level kinds (the lower levels are reached through their parents). */
export const topLevelResources = resourceKeys.filter((key) => !resources[key].parent);

const required = "admin:errors.required";

/** A chosen file, or undefined when the input was left empty. */
const optionalFile = z.preprocess(
  (value) => (value instanceof File && value.size === 0 ? undefined : value),
  z
    .instanceof(File)
    .optional()
    .refine((file) => !file || file.size <= MAX_ADMIN_IMAGE_BYTES, "admin:errors.imageTooLarge")
    .refine((file) => !file || file.type === "" || file.type.startsWith("image/"), "admin:errors.imageType"),
);

/** A web address or a path on this site (banners). */
export function isSafeTarget(value: string): boolean {
  return /^\/(?![/\\])/.test(value) || /^https?:\/\/[^\s]+$/i.test(value);
}

/** Addresses the links page may show (as the content module keeps them). */
export function isSafeContactUrl(value: string): boolean {
  return /^(https?:\/\/[^\s]+|tel:\+?[0-9]{3,20}|sms:\+?[0-9]{3,20}|mailto:[^\s@]+@[^\s@]+)$/i.test(value.trim());
}

function fieldSchema(field: FieldSpec): z.ZodTypeAny {
  const min = field.min;
  const max = field.max;
  switch (field.kind) {
    case "text":
    case "textarea": {
      // Characters, not UTF-16 units; control characters other than tab and newline refused (lib/text.ts).
      const text = textField({ min: min ?? 1, max: max ?? 100_000, required, tooShort: "admin:errors.tooShort", tooLong: "admin:errors.tooLong" });
      return field.required ? text : text.optional();
    }
    case "slug": {
      const text = z
        .string({ required_error: required })
        .trim()
        .toLowerCase()
        .max(max ?? 80, "admin:errors.tooLong")
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "admin:errors.slug");
      return field.required ? text : text.optional();
    }
    case "int":
    case "decimal": {
      let number = z.number({ required_error: required, invalid_type_error: "admin:errors.number" });
      if (field.kind === "int") number = number.int("admin:errors.integer");
      if (min !== undefined) number = number.min(min, "admin:errors.tooSmall");
      if (max !== undefined) number = number.max(max, "admin:errors.tooLarge");
      return field.required ? number : number.optional();
    }
    case "bool":
      return z.boolean().optional();
    case "image":
      return optionalFile;
    case "link":
    case "url": {
      // A banner's target (a path here or a web address) or a contact address, each with its own message.
      const [isSafe, message] = field.kind === "link" ? [isSafeTarget, "admin:errors.link"] : [isSafeContactUrl, "admin:errors.url"];
      const text = z
        .string({ required_error: required })
        .trim()
        .max(max ?? 500, "admin:errors.tooLong")
        .refine(isSafe, message);
      return field.required ? text : text.optional();
    }
    case "icon": {
      const icon = z.enum(ICONS, { errorMap: () => ({ message: "admin:errors.icon" }) });
      return field.required ? icon : icon.optional();
    }
    case "datetime": {
      const text = z
        .string({ required_error: required })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "admin:errors.datetime");
      return field.required ? text : text.optional();
    }
  }
}

const schemaCache = new Map<ResourceKey, z.ZodObject<z.ZodRawShape>>();

/** The form's schema: one per kind of record, the same on both sides. */
export function schemaFor(key: ResourceKey): z.ZodObject<z.ZodRawShape> {
  let schema = schemaCache.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(resources[key].fields.map((field) => [field.name, fieldSchema(field)])));
    schemaCache.set(key, schema);
  }
  return schema;
}

/** "2026-11-23 10:00:00" (UTC, as stored) → "2026-11-23T10:00" for a datetime-local input. */
export function toInputDateTime(value: string | null | undefined): string {
  return value ? value.slice(0, 16).replace(" ", "T") : "";
}

/** A `datetime-local` value (UTC, as the admin forms show times) as a Date, or null. */
export function fromInputDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
