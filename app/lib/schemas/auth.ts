// The authentication forms' schemas, shared by the browser (conform's live
// validation) and the server (the actions). Messages are translation keys.
import { z } from "zod";
import { normalizeEgyptianPhone, toLatinDigits } from "~/lib/normalize";

export const LIMITS = {
  nameMin: 3,
  nameMax: 254,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 32,
  codeLength: 6,
} as const;

/** The honeypot field: hidden from people, filled by simple bots. */
export const HONEYPOT_FIELD = "website";

const required = "auth:errors.required";

/**
 * Why a typed phone is not an Egyptian mobile number, as a message key, or
 * null when it is one. Spaces, dashes, +20 / 0020 and Arabic-Indic digits are
 * accepted (DESIGN.md).
 */
export function phoneProblem(input: string): string | null {
  let digits = toLatinDigits(input).replace(/[\s\-().]/g, "");
  if (digits.startsWith("+20")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("0020")) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith("20") && digits.length === 12) digits = `0${digits.slice(2)}`;
  if (!/^\d*$/.test(digits)) return "auth:errors.phoneInvalidCharacters";
  if (digits.length < 11) return "auth:errors.phoneTooShort";
  if (digits.length > 11) return "auth:errors.phoneTooLong";
  if (!normalizeEgyptianPhone(digits)) return "auth:errors.phoneInvalidPrefix";
  return null;
}

/** A phone field: validated as typed, given to the action in E.164 (+201…). */
export const phoneField = z
  .string({ required_error: required })
  .trim()
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  })
  .transform((value) => normalizeEgyptianPhone(value) ?? value);

export const nameField = z
  .string({ required_error: required })
  .trim()
  .min(LIMITS.nameMin, "auth:errors.nameTooShort")
  .max(LIMITS.nameMax, "auth:errors.nameTooLong");

export const emailField = z
  .string({ required_error: required })
  .trim()
  .max(LIMITS.emailMax, "auth:errors.emailTooLong")
  .email("auth:errors.emailInvalid")
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ required_error: required })
  .min(LIMITS.passwordMin, "auth:errors.passwordTooShort")
  .max(LIMITS.passwordMax, "auth:errors.passwordTooLong");

/** The one-time code: six digits; Arabic-Indic digits and spaces are accepted. */
export const codeField = z
  .string({ required_error: required })
  .transform((value) => toLatinDigits(value).replace(/\s/g, ""))
  .refine((value) => /^[0-9]{6}$/.test(value), "auth:errors.codeFormat");

const mustMatch = (password: string, confirmation: string, ctx: z.RefinementCtx, path = "confirmPassword") => {
  if (password !== confirmation) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: "auth:errors.passwordsMustMatch" });
};

export const accountTypes = ["customer", "trader"] as const;
export type AccountType = (typeof accountTypes)[number];

export const SignupSchema = z
  .object({
    accountType: z.enum(accountTypes, { errorMap: () => ({ message: "auth:errors.accountType" }) }),
    firstName: nameField,
    lastName: nameField,
    username: nameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    confirmPassword: z.string({ required_error: required }),
    companyName: nameField.optional(),
    agreed: z.boolean({ required_error: "auth:errors.agreeRequired" }).refine((value) => value, "auth:errors.agreeRequired"),
  })
  .superRefine((value, ctx) => {
    // The company name is optional, and only kept for traders (SPEC.md section 5).
    mustMatch(value.password, value.confirmPassword, ctx);
  })
  .transform((value) => ({ ...value, companyName: value.accountType === "trader" ? value.companyName : undefined }));

export const SigninSchema = z.object({
  phone: phoneField,
  // No length rules here: a wrong password gets the one generic message.
  password: z.string({ required_error: required }).max(256, "auth:errors.passwordTooLong"),
  redirectTo: z.string().optional(),
});

export const PhoneSchema = z.object({ phone: phoneField });

export const CodeSchema = z.object({ code: codeField });

export const ResetPasswordSchema = z
  .object({
    phone: phoneField,
    code: codeField,
    password: passwordField,
    confirmPassword: z.string({ required_error: required }),
  })
  .superRefine((value, ctx) => mustMatch(value.password, value.confirmPassword, ctx));
