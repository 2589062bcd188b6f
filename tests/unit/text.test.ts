import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod";
import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ConversationReportSchema, MessageSchema } from "~/features/messaging/schema";
import { MESSAGE_MAX } from "~/features/messaging/limits";
import { ChangePasswordSchema, MESSAGE_MAX as SUPPORT_MESSAGE_MAX, ProfileSchema, SUBJECT_MAX, SupportSchema } from "~/lib/schemas/account";
import { AD_TEXT_LIMITS, ModerationReasonSchema, ReportSchema, adSchema } from "~/lib/schemas/ad";
import { LIMITS, SigninSchema, SignupSchema } from "~/lib/schemas/auth";
import { characterCount, hasControlCharacter, maxLengthAttribute, withTextConstraints } from "~/lib/text";
import { cutAtWord, cutText, excerptLine, lastCharacters, SEARCH_TEXT_MAX } from "~/lib/text-length";
import { AdFiltersSchema } from "~/lib/filters";
import { parseSearchParams } from "~/lib/search-params";

// One rule for typed text (lib/text.ts): lengths
// count characters (code points), control characters other than tab and
// newline are refused, and every limit's message names the real limit.

const emoji = "😀"; // one character, two UTF-16 units

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

function errorOf(schema: z.ZodTypeAny, values: Record<string, string>, field: string): string[] | undefined {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "success" ? undefined : (submission.error?.[field] ?? undefined);
}

const validAd = {
  name: "Corolla",
  description: "Clean",
  price: "1500",
  note: "-",
  negotiable: "yes",
  status: "used",
  latitude: "30.05",
  longitude: "31.34",
  address: "Nasr City",
  category: "1",
  subcategory: "2",
  brand_country: "3",
  third_branch: "4",
};
const validSignup = {
  accountType: "trader",
  firstName: "Mona",
  lastName: "Hassan",
  username: "mona_h",
  email: "mona@example.com",
  phone: "01012345678",
  password: "secret-1",
  confirmPassword: "secret-1",
  companyName: "Nile Motors",
  agreed: "on",
};
const validProfile = { firstName: "Mona", lastName: "Hassan", email: "mona@example.com", phone: "01012345678", companyName: "Nile Motors" };

// Each text field: its schema, a valid form around it, its limit in characters and its too-long message.
const textFields: Array<{ label: string; schema: z.ZodTypeAny; valid: Record<string, string>; field: string; max: number; tooLong: string }> = [
  { label: "ad name", schema: adSchema("add"), valid: validAd, field: "name", max: AD_TEXT_LIMITS.name, tooLong: "editor:errors.nameTooLong" },
  {
    label: "ad description",
    schema: adSchema("edit"),
    valid: { ...validAd, governorate: "1", region: "10" },
    field: "description",
    max: AD_TEXT_LIMITS.description,
    tooLong: "editor:errors.descriptionTooLong",
  },
  { label: "ad note", schema: adSchema("add"), valid: validAd, field: "note", max: AD_TEXT_LIMITS.note, tooLong: "editor:errors.noteTooLong" },
  { label: "ad address", schema: adSchema("add"), valid: validAd, field: "address", max: AD_TEXT_LIMITS.address, tooLong: "editor:errors.addressTooLong" },
  { label: "first name", schema: SignupSchema, valid: validSignup, field: "firstName", max: LIMITS.nameMax, tooLong: "auth:errors.nameTooLong" },
  { label: "company name", schema: ProfileSchema, valid: validProfile, field: "companyName", max: LIMITS.nameMax, tooLong: "auth:errors.nameTooLong" },
  { label: "message", schema: MessageSchema, valid: { body: "Hello" }, field: "body", max: MESSAGE_MAX, tooLong: "common:messageErrors.tooLong" },
  {
    label: "conversation report",
    schema: ConversationReportSchema,
    valid: {},
    field: "details",
    max: 1000,
    tooLong: "common:messageErrors.reportTooLong",
  },
  {
    label: "ad report",
    schema: ReportSchema,
    valid: { reason: "fraud" },
    field: "details",
    max: AD_TEXT_LIMITS.reason,
    tooLong: "editor:errors.detailsTooLong",
  },
  {
    label: "moderation reason",
    schema: ModerationReasonSchema,
    valid: { reason: "Spam" },
    field: "reason",
    max: AD_TEXT_LIMITS.reason,
    tooLong: "editor:errors.detailsTooLong",
  },
  {
    label: "support subject",
    schema: SupportSchema,
    valid: { subject: "Help", message: "Please help me now" },
    field: "subject",
    max: SUBJECT_MAX,
    tooLong: "account:errors.subjectTooLong",
  },
  {
    label: "support message",
    schema: SupportSchema,
    valid: { subject: "Help", message: "Please help me now" },
    field: "message",
    max: SUPPORT_MESSAGE_MAX,
    tooLong: "account:errors.messageTooLong",
  },
];

describe("characterCount and control characters", () => {
  it("counts code points", () => {
    expect(characterCount(emoji.repeat(3))).toBe(3);
    expect(emoji.repeat(3).length).toBe(6);
    expect(characterCount("مرحبا")).toBe(5);
  });
  it("refuses C0 controls and DEL but not tab, newline or CR LF", () => {
    for (const code of [0x00, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f])
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    expect(hasControlCharacter("a\rb")).toBe(true);
    expect(hasControlCharacter("a\tb\nc\r\nd")).toBe(false);
  });
});

describe.each(textFields)("the $label field", ({ schema, valid, field, max, tooLong }) => {
  it(`takes ${max} emoji and refuses ${max + 1} with the characters message`, () => {
    expect(errorOf(schema, { ...valid, [field]: emoji.repeat(max) }, field)).toBeUndefined();
    expect(errorOf(schema, { ...valid, [field]: emoji.repeat(max + 1) }, field)).toEqual([tooLong]);
    expect(errorOf(schema, { ...valid, [field]: "a".repeat(max + 1) }, field)).toEqual([tooLong]);
  });
  it("refuses NUL and BEL, keeps tab and newline", () => {
    expect(errorOf(schema, { ...valid, [field]: "abc\u0000def" }, field)).toEqual(["common:textErrors.controlCharacter"]);
    expect(errorOf(schema, { ...valid, [field]: "abc\u0007def" }, field)).toEqual(["common:textErrors.controlCharacter"]);
    const submission = parseWithZod(form({ ...valid, [field]: "abc\tdef\r\nghi" }), { schema });
    expect(submission.status).toBe("success");
    expect((submission as { value: Record<string, unknown> }).value[field]).toBe("abc\tdef\nghi");
  });
  it("gives the browser a maxlength that never stops a text the server takes", () => {
    const constraint = withTextConstraints(schema, getZodConstraint(schema) as Record<string, Record<string, unknown>>);
    expect(constraint[field]?.maxLength).toBe(maxLengthAttribute(max));
    expect(emoji.repeat(max).length).toBeLessThanOrEqual(maxLengthAttribute(max));
  });
});

describe("names and passwords count characters", () => {
  it("takes a first name of 254 emoji and refuses 3 emoji short of 3 characters", () => {
    expect(errorOf(SignupSchema, { ...validSignup, firstName: emoji.repeat(254) }, "firstName")).toBeUndefined();
    expect(errorOf(SignupSchema, { ...validSignup, firstName: emoji.repeat(2) }, "firstName")).toEqual(["auth:errors.nameTooShort"]);
  });
  it("counts a password's characters: 32 emoji is a valid new password, 3 emoji too short", () => {
    expect(errorOf(SignupSchema, { ...validSignup, password: emoji.repeat(32), confirmPassword: emoji.repeat(32) }, "password")).toBeUndefined();
    expect(errorOf(SignupSchema, { ...validSignup, password: emoji.repeat(3), confirmPassword: emoji.repeat(3) }, "password")).toEqual([
      "auth:errors.passwordTooShort",
    ]);
  });
  it("refuses a 257-character password at sign-in with the 256 message, not the 32 one", () => {
    expect(errorOf(SigninSchema, { phone: "01012345678", password: "a".repeat(256) }, "password")).toBeUndefined();
    expect(errorOf(SigninSchema, { phone: "01012345678", password: "a".repeat(257) }, "password")).toEqual(["auth:errors.enteredPasswordTooLong"]);
    expect(
      errorOf(ChangePasswordSchema, { currentPassword: "a".repeat(257), newPassword: "secret-2", confirmPassword: "secret-2" }, "currentPassword"),
    ).toEqual(["auth:errors.enteredPasswordTooLong"]);
  });
});

// Every limit's message, in both languages, names the limit the schema applies (Latin or Arabic-Indic digits, grouped or not).
describe("every limit's message says the real number", () => {
  const bundles = Object.fromEntries(
    ["ar", "en"].map((language) => [
      language,
      Object.fromEntries(
        ["account", "auth", "common", "editor"].map((ns) => [
          ns,
          JSON.parse(readFileSync(new URL(`../../locales/${language}/${ns}.json`, import.meta.url), "utf8")),
        ]),
      ),
    ]),
  ) as Record<string, Record<string, Record<string, unknown>>>;
  const text = (language: string, key: string) => {
    const [ns, path] = key.split(":");
    return String(path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundles[language][ns]));
  };
  const latin = (value: string) => value.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))).replace(/(\d)[,٬](\d{3})/g, "$1$2");
  const limits: Array<[string, number]> = [
    ...textFields.map(({ tooLong, max }) => [tooLong, max] as [string, number]),
    ["auth:errors.nameTooShort", LIMITS.nameMin],
    ["auth:errors.emailTooLong", LIMITS.emailMax],
    ["auth:errors.passwordTooShort", LIMITS.passwordMin],
    ["auth:errors.passwordTooLong", LIMITS.passwordMax],
    ["auth:errors.enteredPasswordTooLong", LIMITS.enteredPasswordMax],
    ["account:errors.subjectTooShort", 3],
    ["account:errors.messageTooShort", 10],
  ];
  it.each(limits)("%s names %d", (key, limit) => {
    for (const language of ["ar", "en"]) expect(latin(text(language, key)), `${language} ${key}`).toMatch(new RegExp(`(^|\\D)${limit}(\\D|$)`));
  });
});

describe("cutting typed text", () => {
  it("cuts at characters, never inside an emoji, so the cut text can go in an address", () => {
    const text = `x${emoji.repeat(80)}`;
    const cut = cutText(text, 100);
    expect(characterCount(cut)).toBe(80 + 1);
    expect(cutText(`x${emoji.repeat(120)}`, 100)).toBe(`x${emoji.repeat(99)}`);
    expect(() => encodeURIComponent(cutText(`x${emoji.repeat(120)}`, 100))).not.toThrow();
    expect(lastCharacters(`${emoji.repeat(130)}.jpg`, 120)).toBe(`${emoji.repeat(116)}.jpg`);
    expect(excerptLine(`a  b\n${emoji.repeat(200)}`, 10)).toBe(`a b ${emoji.repeat(5)}…`);
    expect(excerptLine("short text", 10)).toBe("short text");
  });
});

describe("cutting a search at its last whole word", () => {
  // 24 words of 4 letters and a space: the 21st word ends at 104 characters, past the limit of 100.
  const words = Array.from({ length: 24 }, (_, index) => `w${String(index).padStart(3, "0")}`);
  const long = words.join(" ");

  it("ends after the last word that fits, never inside one", () => {
    const cut = cutAtWord(long, 100);
    expect(cut).toBe(words.slice(0, 20).join(" "));
    expect(characterCount(cut)).toBe(99);
    // A word ending exactly at the limit is kept whole, without the space after it.
    expect(cutAtWord("abcd efgh ijkl", 9)).toBe("abcd efgh");
    expect(cutAtWord("abcd efgh ijkl", 10)).toBe("abcd efgh");
    expect(cutAtWord("abcd efgh ijkl", 8)).toBe("abcd");
    expect(cutAtWord("abcd  efgh", 7)).toBe("abcd");
  });

  it("cuts a single word longer than the limit at the limit, at characters", () => {
    expect(cutAtWord("a".repeat(120), 100)).toBe("a".repeat(100));
    expect(cutAtWord(`${emoji.repeat(120)} word`, 100)).toBe(emoji.repeat(100));
    expect(cutAtWord("short search", 100)).toBe("short search");
  });

  it("cuts Arabic words the same way, emoji counted as one character", () => {
    const arabic = Array.from({ length: 30 }, () => "شقة").join(" "); // 3 letters and a space: 119 characters
    const cut = cutAtWord(arabic, 100);
    expect(cut.split(" ").every((word) => word === "شقة")).toBe(true);
    expect(characterCount(cut)).toBe(99);
    expect(cutAtWord(`${emoji.repeat(97)} ab cd`, 100)).toBe(`${emoji.repeat(97)} ab`);
    expect(cutAtWord(`${emoji.repeat(98)} ab cd`, 100)).toBe(emoji.repeat(98));
  });

  it("is how a search page reads its text", () => {
    const q = parseSearchParams(AdFiltersSchema, new URLSearchParams({ q: `  ${long}  ` })).q;
    expect(q).toBe(words.slice(0, 20).join(" "));
    expect(SEARCH_TEXT_MAX).toBe(100);
  });
});
