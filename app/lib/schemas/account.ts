// The account area's form schemas and the upload rules, shared by the
// browser and the server. Messages are translation keys.
import { z } from "zod";
import { codeField, emailField, enteredPasswordField, nameField, passwordField, phoneField } from "~/lib/schemas/auth";
import { textField } from "~/lib/text";

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
export const SUBJECT_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const required = "auth:errors.required";

/** A chosen file, or undefined when the input was left empty. */
const optionalFile = z.preprocess(
  (value) => (value instanceof File && value.size === 0 && value.name === "" ? undefined : value),
  z.instanceof(File).optional(),
);

export const ProfileSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField,
  // Required for traders: the action checks it against the account type.
  companyName: nameField.optional(),
  // Asked for only when the e-mail or the phone number (the sign-in identifier) changes.
  currentPassword: enteredPasswordField.optional(),
  image: optionalFile
    .refine((file) => !file || file.size <= MAX_PROFILE_IMAGE_BYTES, "account:errors.imageTooLarge")
    .refine((file) => !file || file.type === "" || file.type.startsWith("image/"), "account:errors.imageType"),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: enteredPasswordField,
    newPassword: passwordField,
    confirmPassword: z.string({ required_error: required }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["newPassword"], message: "account:errors.samePassword" });
    }
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: "auth:errors.passwordsMustMatch" });
    }
  });

export const EmailCodeSchema = z.object({ code: codeField });

export const SupportSchema = z.object({
  subject: textField({ min: 3, max: SUBJECT_MAX, required, tooShort: "account:errors.subjectTooShort", tooLong: "account:errors.subjectTooLong" }),
  message: textField({ min: MESSAGE_MIN, max: MESSAGE_MAX, required, tooShort: "account:errors.messageTooShort", tooLong: "account:errors.messageTooLong" }),
});

/** The generic upload area's file classes (an attachment item's classes). */
export const fileClasses = ["audio", "text", "image", "video", "pdf", "unknown"] as const;
export type FileClass = (typeof fileClasses)[number];

const byExtension: Record<string, FileClass> = {
  mp3: "audio",
  wav: "audio",
  ogg: "audio",
  m4a: "audio",
  aac: "audio",
  opus: "audio",
  amr: "audio",
  txt: "text",
  csv: "text",
  md: "text",
  log: "text",
  json: "text",
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  webp: "image",
  heic: "image",
  bmp: "image",
  svg: "image",
  mp4: "video",
  mov: "video",
  webm: "video",
  mkv: "video",
  avi: "video",
  "3gp": "video",
  pdf: "pdf",
};

/** A file's class from its type, or its name when the browser gave no type. */
export function fileClassOf(type: string, name: string): FileClass {
  const mime = type.toLowerCase();
  if (mime === "application/pdf") return "pdf";
  for (const kind of ["audio", "text", "image", "video"] as const) if (mime.startsWith(`${kind}/`)) return kind;
  const extension = name.toLowerCase().split(".").pop() ?? "";
  return name.includes(".") ? (byExtension[extension] ?? "unknown") : "unknown";
}

/** 1536 → "1.5 KB", in Latin digits with a unit both languages read. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1).replace(/\.0$/, "")} KB`;
  return `${(size / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}
