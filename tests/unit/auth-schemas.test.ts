import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, fileClassOf, formatBytes, ProfileSchema, SupportSchema } from "~/lib/schemas/account";
import { CodeSchema, phoneProblem, ResetPasswordSchema, SigninSchema, SignupSchema } from "~/lib/schemas/auth";

// The form schemas shared by the browser and the server: the product's
// validation rules, with messages as translation keys.

function form(values: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const validSignup = {
  accountType: "customer",
  firstName: "Mona",
  lastName: "Hassan",
  username: "mona_h",
  email: "Mona@Example.com",
  phone: "010 1234 5678",
  password: "secret-1",
  confirmPassword: "secret-1",
  agreed: "on",
};

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string | File>) {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("the phone rule", () => {
  it("accepts Egyptian mobiles with spaces, +20, 0020 and Arabic-Indic digits, and stores E.164", () => {
    for (const typed of ["01012345678", "010 1234 5678", "+201012345678", "00201512345678", "٠١١٢٣٤٥٦٧٨٩", "+20 122 345 6789"]) {
      expect(phoneProblem(typed), typed).toBeNull();
    }
    const submission = parseWithZod(form({ ...validSignup, phone: "٠١١٢٣٤٥٦٧٨٩" }), { schema: SignupSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.phone).toBe("+201123456789");
  });

  it("names what is wrong: characters, too short, too long, not a mobile prefix", () => {
    expect(phoneProblem("0101234567a")).toBe("auth:errors.phoneInvalidCharacters");
    expect(phoneProblem("0101234567")).toBe("auth:errors.phoneTooShort");
    expect(phoneProblem("010123456789")).toBe("auth:errors.phoneTooLong");
    expect(phoneProblem("01312345678")).toBe("auth:errors.phoneInvalidPrefix");
    expect(phoneProblem("02123456789")).toBe("auth:errors.phoneInvalidPrefix");
  });
});

describe("SignupSchema", () => {
  it("accepts a valid customer and lower-cases the e-mail", () => {
    const submission = parseWithZod(form(validSignup), { schema: SignupSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toMatchObject({ email: "mona@example.com", phone: "+201012345678", agreed: true, companyName: undefined });
    }
  });

  it("requires every field, with the agreement unchecked by default", () => {
    const errors = errorsOf(SignupSchema, {});
    for (const name of ["firstName", "lastName", "username", "email", "phone", "password", "confirmPassword"]) {
      expect(errors[name], name).toEqual(["auth:errors.required"]);
    }
    expect(errors.agreed).toEqual(["auth:errors.agreeRequired"]);
    expect(errors.accountType).toEqual(["auth:errors.accountType"]);
  });

  it("keeps names and company between 3 and 254 characters", () => {
    const errors = errorsOf(SignupSchema, { ...validSignup, firstName: "Mo", lastName: "x".repeat(255), username: "ab" });
    expect(errors.firstName).toEqual(["auth:errors.nameTooShort"]);
    expect(errors.lastName).toEqual(["auth:errors.nameTooLong"]);
    expect(errors.username).toEqual(["auth:errors.nameTooShort"]);
    expect(errorsOf(SignupSchema, { ...validSignup, firstName: "Mon" }).firstName).toBeUndefined();
  });

  it("checks the e-mail (valid, at most 254)", () => {
    expect(errorsOf(SignupSchema, { ...validSignup, email: "mona@" }).email).toEqual(["auth:errors.emailInvalid"]);
    expect(errorsOf(SignupSchema, { ...validSignup, email: `${"a".repeat(250)}@example.com` }).email).toContain("auth:errors.emailTooLong");
  });

  it("keeps passwords between 6 and 32 characters and matching", () => {
    expect(errorsOf(SignupSchema, { ...validSignup, password: "12345", confirmPassword: "12345" }).password).toEqual(["auth:errors.passwordTooShort"]);
    expect(errorsOf(SignupSchema, { ...validSignup, password: "x".repeat(33), confirmPassword: "x".repeat(33) }).password).toEqual([
      "auth:errors.passwordTooLong",
    ]);
    expect(errorsOf(SignupSchema, { ...validSignup, confirmPassword: "secret-2" }).confirmPassword).toEqual(["auth:errors.passwordsMustMatch"]);
  });

  it("takes an optional company name from traders and drops it for customers", () => {
    expect(errorsOf(SignupSchema, { ...validSignup, accountType: "trader" }).companyName).toBeUndefined();
    const trader = parseWithZod(form({ ...validSignup, accountType: "trader", companyName: "Nile Motors" }), { schema: SignupSchema });
    expect(trader.status === "success" && trader.value.companyName).toBe("Nile Motors");
    const customer = parseWithZod(form({ ...validSignup, companyName: "Ignored Co" }), { schema: SignupSchema });
    expect(customer.status === "success" && customer.value.companyName).toBeUndefined();
  });
});

describe("codes and the other auth forms", () => {
  it("takes six digits, Latin or Arabic-Indic, nothing else", () => {
    const ok = parseWithZod(form({ code: "١٢٣ ٤٥٦" }), { schema: CodeSchema });
    expect(ok.status === "success" && ok.value.code).toBe("123456");
    expect(errorsOf(CodeSchema, { code: "12345" }).code).toEqual(["auth:errors.codeFormat"]);
    expect(errorsOf(CodeSchema, { code: "12345a" }).code).toEqual(["auth:errors.codeFormat"]);
  });

  it("sign-in needs a phone and a password, with no length hints", () => {
    expect(errorsOf(SigninSchema, { phone: "01012345678", password: "x" })).toEqual({});
    expect(errorsOf(SigninSchema, {}).password).toEqual(["auth:errors.required"]);
  });

  it("a reset needs a code and two matching passwords", () => {
    expect(errorsOf(ResetPasswordSchema, { phone: "01012345678", code: "123456", password: "secret-1", confirmPassword: "secret-2" }).confirmPassword).toEqual([
      "auth:errors.passwordsMustMatch",
    ]);
  });
});

describe("account forms", () => {
  it("refuses a new password equal to the old one", () => {
    const errors = errorsOf(ChangePasswordSchema, { currentPassword: "secret-1", newPassword: "secret-1", confirmPassword: "secret-1" });
    expect(errors.newPassword).toEqual(["account:errors.samePassword"]);
  });

  it("takes an empty file input as no image and refuses images over 5 MB", () => {
    const base = { firstName: "Mona", lastName: "Hassan", email: "m@example.com", phone: "01012345678" };
    const empty = parseWithZod(form({ ...base, image: new File([], "") }), { schema: ProfileSchema });
    expect(empty.status === "success" && empty.value.image).toBeUndefined();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(errorsOf(ProfileSchema, { ...base, image: big }).image).toEqual(["account:errors.imageTooLarge"]);
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(errorsOf(ProfileSchema, { ...base, image: text }).image).toEqual(["account:errors.imageType"]);
  });

  it("support needs a subject and a message", () => {
    const errors = errorsOf(SupportSchema, { subject: "Hi", message: "short" });
    expect(errors.subject).toEqual(["account:errors.subjectTooShort"]);
    expect(errors.message).toEqual(["account:errors.messageTooShort"]);
  });

  it("classes files as audio, text, image, video, pdf or unknown", () => {
    expect(fileClassOf("audio/mpeg", "a.mp3")).toBe("audio");
    expect(fileClassOf("text/plain", "a.txt")).toBe("text");
    expect(fileClassOf("image/png", "a.png")).toBe("image");
    expect(fileClassOf("video/mp4", "a.mp4")).toBe("video");
    expect(fileClassOf("application/pdf", "a.pdf")).toBe("pdf");
    expect(fileClassOf("", "scan.PDF")).toBe("pdf");
    expect(fileClassOf("application/zip", "a.zip")).toBe("unknown");
    expect(fileClassOf("", "README")).toBe("unknown");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
  });
});
