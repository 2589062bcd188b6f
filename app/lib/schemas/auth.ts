// The authentication forms' schemas, shared by the browser (conform's live
// validation) and the server (the actions). Messages are translation keys.
import { z } from "zod";
import { normalizeEgyptianPhone, toLatinDigits } from "~/lib/normalize";
import { characterCount, textField, withCharacterLimits } from "~/lib/text";

export const LIMITS = {
  nameMin: 3,
  nameMax: 254,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 32,
  /** What sign-in and "current password" fields take: older accounts' passwords may be longer than today's 32. */
  enteredPasswordMax: 256,
  codeLength: 6,
} as const;

/** The honeypot field: hidden from people, filled by simple bots. */
export const HONEYPOT_FIELD = "website";

const required = "auth:errors.required";

/**
 * Why a typed phone is not an Egyptian mobile number, as a message key, or
 * null when it is one. Spaces, dashes, +20 / 0020 and Arabic-Indic digits are
 * accepted (product rules, Limits).
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

/** Names (first, last, user and company): 3 to 254 characters, no control characters. */
export const nameField = textField({
  min: LIMITS.nameMin,
  max: LIMITS.nameMax,
  required,
  tooShort: "auth:errors.nameTooShort",
  tooLong: "auth:errors.nameTooLong",
});

export const emailField = withCharacterLimits(
  z
    .string({ required_error: required })
    .trim()
    .email("auth:errors.emailInvalid")
    .refine((value) => characterCount(value) <= LIMITS.emailMax, "auth:errors.emailTooLong")
    .transform((value) => value.toLowerCase()),
  { minLength: 0, maxLength: LIMITS.emailMax },
);

/** A password as typed (never trimmed), its length counted in characters. */
const passwordOf = (min: number, max: number, tooShort: string, tooLong: string) =>
  withCharacterLimits(
    z.string({ required_error: required }).superRefine((value, ctx) => {
      const count = characterCount(value);
      if (count < min) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooShort });
      else if (count > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooLong });
    }),
    { minLength: min, maxLength: max },
  );

/** A new password: 6 to 32 characters. */
export const passwordField = passwordOf(LIMITS.passwordMin, LIMITS.passwordMax, "auth:errors.passwordTooShort", "auth:errors.passwordTooLong");

/** A password given to prove who one is (sign-in, the current password): any length up to 256 characters. */
export const enteredPasswordField = passwordOf(1, LIMITS.enteredPasswordMax, required, "auth:errors.enteredPasswordTooLong");

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
    // The company name is optional, and only kept for traders.
    mustMatch(value.password, value.confirmPassword, ctx);
  })
  .transform((value) => ({ ...value, companyName: value.accountType === "trader" ? value.companyName : undefined }));

export const SigninSchema = z.object({
  phone: phoneField,
  // No length rules here: a wrong password gets the one generic message.
  password: enteredPasswordField,
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
