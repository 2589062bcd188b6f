// The ad form's schema and the photo rules, shared by the browser (conform's
// live validation) and the server (the account actions and the JSON API).
// Messages are translation keys in the "editor" namespace.
//
// Reused by the JSON API:
//   adSchema(mode)                  zod schema of the form fields (mode "add" | "edit")
//   parseAdForm(formData, mode)     → { submission, input: AdInput | null, photos: File[], smalls: File[] }
//   toAdInput(value)                schema output → AdInput (what features/ads/editor.server.ts takes)
//   ReportSchema, REPORT_REASONS    the "report this ad" form
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { HONEYPOT_FIELD } from "~/lib/schemas/auth";
import { readCoordinate, readPrice } from "~/lib/numbers";
import { optionalTextField, textField } from "~/lib/text";
import { categoryAndPlace } from "~/lib/filters";

export const MAX_AD_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_AD_PHOTOS = 10;
/** The card variant's width (at most 480 px). */
export const SMALL_PHOTO_WIDTH = 480;
/** What the browser shrinks a photo to before sending it (longest side). */
export const LARGE_PHOTO_SIDE = 1600;
export const AD_TEXT_LIMITS = { name: 150, description: 5000, note: 1000, address: 254, reason: 1000 } as const;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export type AdFormMode = "add" | "edit";

const required = "editor:errors.required";

/** Limits count characters (code points), not UTF-16 units; control characters other than tab and newline are refused (lib/text.ts). */
const text = (max: number, tooLong: string) => textField({ max, required, tooLong });

/**
 * Whole pounds, read by `readPrice` (thousands separators only where they
 * group thousands, zero decimals allowed); a typed decimal gets its own message.
 */
const priceField = z.string({ required_error: required }).transform((value, ctx) => {
  const reading = readPrice(value);
  if (reading.ok) return reading.value;
  const message = reading.error === "empty" ? required : reading.error === "notWhole" ? "editor:errors.priceWhole" : "editor:errors.priceInvalid";
  ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  return z.NEVER;
});

/** A latitude or longitude in decimal degrees, read by `readCoordinate` (a point or ٫ before the decimals; a comma is refused). */
const coordinate = (limit: number) =>
  z.string({ required_error: required }).transform((value, ctx) => {
    const reading = readCoordinate(value, limit);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: reading.error === "empty" ? required : "editor:errors.coordinateInvalid" });
    return z.NEVER;
  });

const idField = z
  .string({ required_error: required })
  .regex(/^\d{1,9}$/, required)
  .transform(Number)
  .refine((value) => value > 0, required);

const optionalId = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "" || value === "0") return null;
    if (!/^\d{1,9}$/.test(value)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: required });
      return z.NEVER;
    }
    return Number(value);
  });

/** A chosen photo: an image type (the server also checks the bytes), at most 5 MB. */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (file.size > MAX_AD_PHOTO_BYTES) return "editor:errors.imageTooLarge";
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return "editor:errors.imageType";
  return null;
}

/** An empty file input: a nameless empty File, or the empty text some runtimes make of it (workerd, after a no-JS form comes back). */
const isEmptyFile = (value: unknown) => value === "" || (value instanceof File && value.size === 0 && value.name === "");

const photosField = z.preprocess(
  (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyFile(item))),
  z.array(z.instanceof(File)).superRefine((files, ctx) => {
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
        return;
      }
    }
  }),
);

const base = {
  name: text(AD_TEXT_LIMITS.name, "editor:errors.nameTooLong"),
  description: text(AD_TEXT_LIMITS.description, "editor:errors.descriptionTooLong"),
  price: priceField,
  note: text(AD_TEXT_LIMITS.note, "editor:errors.noteTooLong"),
  negotiable: z.enum(["yes", "no"], { errorMap: () => ({ message: required }) }),
  status: z.enum(["new", "used"], { errorMap: () => ({ message: required }) }),
  latitude: coordinate(90),
  longitude: coordinate(180),
  address: text(AD_TEXT_LIMITS.address, "editor:errors.addressTooLong"),
  category: idField,
  subcategory: idField,
  brand_country: idField,
  third_branch: idField,
  images: photosField,
  /** Card variants made by the browser, in the order of `images` (JavaScript only). */
  images_small: photosField.optional(),
  /** Edit only: ids of the current photos to remove. */
  remove: z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().regex(/^\d{1,12}$/, "editor:errors.unknownPhoto")),
    )
    .optional(),
};

const addSchema = z.object({ ...base, governorate: optionalId, region: optionalId });
const editSchema = z.object({ ...base, governorate: idField, region: idField });

function withRegionRule<T extends typeof addSchema | typeof editSchema>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.region !== null && value.governorate === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["governorate"], message: required });
    }
  });
}

export const AddAdSchema = withRegionRule(addSchema);
export const EditAdSchema = withRegionRule(editSchema);

/** Region and governorate are optional when adding and required when editing (product rules, Validation). */
export function adSchema(mode: AdFormMode) {
  return mode === "add" ? AddAdSchema : EditAdSchema;
}

export type AdFormValue = z.output<typeof AddAdSchema>;

/** What the domain module stores: the form's value with ids and booleans. */
export interface AdInput {
  name: string;
  description: string;
  price: number;
  note: string;
  negotiable: boolean;
  condition: "new" | "used";
  latitude: number;
  longitude: number;
  address: string;
  categoryId: number;
  subcategoryId: number;
  brandCountryId: number;
  thirdBranchId: number;
  governorateId: number | null;
  regionId: number | null;
  /**
   * The category's attribute fields as posted (form name `attr_<key>` → its
   * values), read and checked against the category's fields by the editor
   * (lib/attributes.ts); absent: the ad's values are left as they are.
   */
  attributes?: Record<string, string[]>;
}

/** The posted `attr_*` fields of a form (lib/attributes.ts reads them against the category's fields). */
export function attributeEntries(formData: FormData): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const [name, value] of formData.entries()) {
    if (!name.startsWith("attr_") || typeof value !== "string") continue;
    (entries[name] ??= []).push(value);
  }
  return entries;
}

export function toAdInput(value: AdFormValue): AdInput {
  return {
    name: value.name,
    description: value.description,
    price: value.price,
    note: value.note,
    negotiable: value.negotiable === "yes",
    condition: value.status,
    latitude: value.latitude,
    longitude: value.longitude,
    address: value.address,
    ...categoryAndPlace(value),
  };
}

/** Parses a posted ad form: the conform submission, and on success the input, photos, browser-made variants and removed photo ids. */
export function parseAdForm(formData: FormData, mode: AdFormMode) {
  const submission = parseWithZod(formData, { schema: adSchema(mode) });
  if (submission.status !== "success") return { submission, input: null, photos: [] as File[], smalls: [] as File[], remove: [] as number[] };
  const value = submission.value;
  return {
    submission,
    input: { ...toAdInput(value), attributes: attributeEntries(formData) },
    photos: value.images,
    smalls: value.images_small ?? [],
    remove: (value.remove ?? []).map(Number),
  };
}

// ---- Reports ----------------------------------------------------------------------

export const REPORT_REASONS = ["fraud", "wrongCategory", "duplicate", "sold", "offensive", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: "editor:errors.reasonRequired" }) }),
  details: optionalTextField({ max: AD_TEXT_LIMITS.reason, tooLong: "editor:errors.detailsTooLong" }),
  [HONEYPOT_FIELD]: z.string().optional(),
});

/** The moderator's reason for a rejection or removal. */
export const ModerationReasonSchema = z.object({
  reason: textField({ min: 3, max: AD_TEXT_LIMITS.reason, required: "editor:errors.reasonRequired", tooLong: "editor:errors.detailsTooLong" }),
});
