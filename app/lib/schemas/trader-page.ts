// A trader's directory page (the account's "My page" and the API's
// /user/update-profile): the form schema shared by the browser and the
// server. Messages are translation keys. Whether the chosen region is in the
// governorate and the subcategory in the category is checked by the use-case
// (features/traders/trader-page.server.ts), which knows the catalogue.
import { z } from "zod";
import { nameField, phoneField } from "~/lib/schemas/auth";
import { optionalTextField } from "~/lib/text";
import { MAX_PROFILE_IMAGE_BYTES } from "~/lib/schemas/account";

export const PREFACE_MAX = 2000;
export const OPENING_HOURS_MAX = 200;

/** A chosen file, or undefined when the input was left empty. */
const optionalFile = z.preprocess(
  (value) => (value instanceof File && value.size === 0 && value.name === "" ? undefined : value),
  z.instanceof(File).optional(),
);

/** A select's id: empty means "not set" (null); anything else must be a positive whole number. */
const optionalId = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? "").trim();
    if (text === "" || text === "0") return null;
    if (!/^\d{1,9}$/.test(text)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "traders:page.errors.badChoice" });
      return z.NEVER;
    }
    return Number(text);
  });

/** A second phone or WhatsApp number: optional, an Egyptian mobile as the seed stores them (E.164). */
const optionalPhone = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), phoneField.optional());

export const TraderPageSchema = z.object({
  // Required once set (the use-case checks it against what is stored, as the profile does).
  companyName: nameField.optional(),
  preface: optionalTextField({ max: PREFACE_MAX, tooLong: "traders:page.errors.prefaceTooLong" }),
  prefaceEn: optionalTextField({ max: PREFACE_MAX, tooLong: "traders:page.errors.prefaceTooLong" }),
  governorate: optionalId,
  region: optionalId,
  category: optionalId,
  subcategory: optionalId,
  phone2: optionalPhone,
  whatsapp: optionalPhone,
  openingHours: optionalTextField({ max: OPENING_HOURS_MAX, tooLong: "traders:page.errors.openingHoursTooLong" }),
  logo: optionalFile
    .refine((file) => !file || file.size <= MAX_PROFILE_IMAGE_BYTES, "account:errors.imageTooLarge")
    .refine((file) => !file || file.type === "" || file.type.startsWith("image/"), "account:errors.imageType"),
});

export type TraderPageValues = z.infer<typeof TraderPageSchema>;
