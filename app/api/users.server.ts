// The API's user calls (the client contract: /user/login, /user/register,
// /user/user-data, /user/update-profile, plus /user/verify,
// /user/resend-code and /user/logout, which the table does not name). Each
// runs the same steps as its page's action, on the same modules: the page
// form's zod schema, the same rate limits, accounts, codes, mail, uploads.
import { parseWithZod } from "@conform-to/zod";
import type { Context } from "~/server/context.server";
import { confirmVerificationCode, registerAccount, sendVerificationCode } from "~/features/auth/registration.server";
import { localPhone, normalizeEgyptianPhone } from "~/lib/normalize";
import { ProfileSchema } from "~/lib/schemas/account";
import { CodeSchema, PhoneSchema, SigninSchema, SignupSchema } from "~/lib/schemas/auth";
import { MAX_PROFILE_IMAGE_BYTES } from "~/lib/schemas/account";
import { findUserByPhone, type Conflict } from "~/features/auth/accounts.server";
import { getUserRowById } from "~/features/auth/queries.server";
import { type UserRow } from "~/server/user.server";
import { issueApiToken, revokeApiToken } from "~/server/api-tokens.server";
import { isoTime } from "~/lib/format";
import { mediaUrl } from "~/api/ad-shape.server";
import { requireApiCaller, requireOwnCaller } from "~/api/auth.server";
import { ApiError, ok, refused } from "~/api/envelope.server";
import { renameMap, shapeOf, type ApiField } from "~/api/fields.server";
import { formDataOf, parseFields, readFields, validationError, type Fields } from "~/api/request.server";
import { z } from "~/api/zod-openapi.server";
import { tooManyAttempts } from "~/server/rate-limit.server";
import { endSession, startSession } from "~/server/session.server";
import { signIn } from "~/features/auth/sign-in.server";
import { saveProfile } from "~/features/account/profile.server";
import { checkTraderPage, readTraderPage, traderPageInput, writeTraderPage } from "~/features/traders/trader-page.server";
import { TraderPageSchema } from "~/lib/schemas/trader-page";
import { readImage } from "~/server/uploads.server";
import { closeLive } from "~/features/messaging/live.server";
import { defineOperations, type Operation, ANY_BODY } from "~/api/operation.server";
import { type ApiUserSchema, LoginDataSchema, UserDataSchema } from "~/api/schemas.server";

const define = defineOperations({ tag: "user", auth: "none", spec: true });

type ApiContext = Context;
export type ApiUser = z.infer<typeof ApiUserSchema>;

const conflictFields: Record<Conflict, { field: string; key: string }> = {
  phone: { field: "phone_number", key: "auth:errors.phoneTaken" },
  email: { field: "email", key: "auth:errors.emailTaken" },
  username: { field: "username", key: "auth:errors.usernameTaken" },
};

/** The client contract's stored user (never the password hash). */
export function shapeUser(context: Pick<Context, "config">, row: UserRow): ApiUser {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    pending_email: row.pending_email,
    phone_number: row.phone,
    image: row.image,
    image_url: row.image ? mediaUrl(context.config.SITE_URL, row.image) : null,
    phone_verified_at: row.phone_verified_at ? isoTime(row.phone_verified_at) : null,
    email_verified_at: row.email_verified_at ? isoTime(row.email_verified_at) : null,
    is_trader: row.is_trader === 1 ? 1 : 0,
    user_type: row.is_trader === 1 ? "trader" : "client",
    company_name: row.company_name,
    created_at: isoTime(row.created_at),
  };
}

async function userOf(context: ApiContext, userId: number): Promise<ApiUser> {
  const row = await getUserRowById(context, userId);
  if (!row) throw new ApiError(401, "api:errors.unauthorized");
  return shapeUser(context, row);
}

/** "Mona Hassan Ali" → ["Mona", "Hassan Ali"]. */
function splitName(name: string | undefined): [string | undefined, string | undefined] {
  if (name === undefined) return [undefined, undefined];
  const [first, ...rest] = name.trim().split(/\s+/);
  return [first ?? "", rest.join(" ")];
}

/** First and last name from `first_name` / `last_name`, or from `name`; and the API name each error goes under. */
function names(fields: Fields, fallback?: { firstName: string; lastName: string }) {
  const [fromNameFirst, fromNameLast] = splitName(fields.get("name"));
  const first = fields.get("first_name") ?? fromNameFirst ?? fallback?.firstName;
  const last = fields.get("last_name") ?? fromNameLast ?? fallback?.lastName;
  return {
    firstName: first,
    lastName: last,
    rename: { firstName: fields.has("first_name") ? "first_name" : "name", lastName: fields.has("last_name") ? "last_name" : "name" },
  };
}

// ---- POST /user/login ---------------------------------------------------------------

const loginFields: ApiField[] = [
  {
    name: "phone_number",
    form: { schema: SigninSchema, field: "phone" },
    description: "Egyptian mobile with the +2 prefix (+201012345678); 01012345678 is accepted too",
  },
  { name: "password", form: { schema: SigninSchema, field: "password" } },
];

const login = define({
  method: "post",
  path: "/user/login",
  operationId: "login",
  summary: "Sign in: a bearer token (30 days, revocable) and the user",
  body: { fields: loginFields, media: ANY_BODY },
  success: { status: 200, data: LoginDataSchema, description: "Signed in. Same-origin browser calls also get the session cookie." },
  errors: [401, 403, 422, 429],
  async handle(request, context) {
    const fields = await readFields(request, { fields: loginFields });
    const { phone, password } = parseFields(fields, SigninSchema, loginFields);
    // The same counted-first check as the sign-in page (one function for both).
    const outcome = await signIn(context, { phone, password, clientAddress: context.clientAddress, appEnv: context.config.APP_ENV });
    if (!outcome.ok) {
      if (outcome.reason === "limited") throw refused(tooManyAttempts(outcome.limit));
      if (outcome.reason === "suspended") throw new ApiError(403, "auth:errors.suspended");
      throw new ApiError(401, "auth:errors.invalidCredentials");
    }
    const issued = await issueApiToken(context, outcome.user.id);
    // A page script on Souq itself also gets the pages' session cookie.
    if (request.headers.get("Sec-Fetch-Site") === "same-origin") await startSession(request, context, outcome.user.id);
    return ok(
      context,
      {
        user: await userOf(context, outcome.user.id),
        token: issued.token,
        token_type: "Bearer" as const,
        expires_at: issued.expiresAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
      },
      { msg: "auth:toasts.signedIn" },
    );
  },
});

// ---- POST /user/register ----------------------------------------------------------------

const signup = (field: string) => ({ schema: SignupSchema, field });

const registerFields: ApiField[] = [
  {
    name: "name",
    form: signup("firstName"),
    optional: true,
    openapi: { maxLength: 509 },
    description: "First and last name separated by a space (or send first_name and last_name)",
  },
  { name: "first_name", form: signup("firstName"), optional: true },
  { name: "last_name", form: signup("lastName"), optional: true },
  { name: "username", form: signup("username"), optional: true, description: "Made from the phone number when not given" },
  { name: "email", form: signup("email") },
  { name: "phone_number", form: signup("phone"), description: "Egyptian mobile with the +2 prefix (+201012345678)" },
  { name: "password", form: signup("password") },
  { name: "password_confirmation", form: signup("confirmPassword") },
  { name: "user_type", form: signup("accountType"), optional: true, openapi: { enum: ["client", "trader"], default: "client" } },
  { name: "name_company", form: signup("companyName"), description: "The company name: optional, kept only when user_type is trader" },
];

function accountType(value: string | undefined): string {
  if (value === undefined || value === "" || value === "client" || value === "customer") return "customer";
  return value;
}

function generatedUsername(phone: string | undefined, attempt: number): string {
  const e164 = phone ? normalizeEgyptianPhone(phone) : null;
  const base = e164 ? `u${localPhone(e164)}` : `user${crypto.getRandomValues(new Uint32Array(1))[0]}`;
  return attempt === 0 ? base : `${base}-${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

const register = define({
  method: "post",
  path: "/user/register",
  operationId: "register",
  summary: "Create an account (unverified); a 6-digit code is e-mailed",
  body: { fields: registerFields, media: ANY_BODY },
  success: { status: 201, data: UserDataSchema, description: "Registered" },
  errors: [422, 429],
  async handle(request, context) {
    const fields = await readFields(request, { fields: registerFields });
    const { firstName, lastName, rename: nameRename } = names(fields);
    const rename = { ...renameMap(registerFields), ...nameRename };
    const given = fields.get("username");
    const agreed = fields.get("agreed");
    const formFor = (username: string | undefined) =>
      formDataOf([
        ["accountType", accountType(fields.get("user_type"))],
        ["firstName", firstName],
        ["lastName", lastName],
        ["username", username],
        ["email", fields.get("email")],
        ["phone", fields.get("phone_number")],
        ["password", fields.get("password")],
        ["confirmPassword", fields.get("password_confirmation")],
        ["companyName", fields.get("name_company") || undefined],
        // A client shows the terms beside its own form; sending agreed=0 refuses them.
        ["agreed", agreed === undefined || ["1", "true", "on", "yes"].includes(agreed) ? "on" : undefined],
      ]);
    const submission = parseWithZod(formFor(given ?? generatedUsername(fields.get("phone_number"), 0)), { schema: SignupSchema });
    if (submission.status !== "success") throw validationError(submission.error, rename, "auth:toasts.signupFailed");
    const registered = await registerAccount(context, submission.value, {
      // A username we made up that someone already chose: make another, once.
      otherUsername: given === undefined ? () => generatedUsername(fields.get("phone_number"), 1) : undefined,
    });
    if (!registered.ok && "refusal" in registered) throw refused(registered.refusal);
    if (!registered.ok) {
      // A username the caller did not choose is not theirs to fix (the phone behind it is).
      const conflicts = given === undefined ? registered.conflicts.filter((conflict) => conflict !== "username") : registered.conflicts;
      const errors = Object.fromEntries(conflicts.map((conflict) => [conflictFields[conflict].field, [conflictFields[conflict].key]]));
      throw new ApiError(422, "auth:toasts.signupFailed", { errors });
    }
    const { user } = registered;
    return ok(context, { user: await userOf(context, user.id) }, { msg: "auth:toasts.signedUp", status: 201 });
  },
});

// ---- POST /user/verify and /user/resend-code (Souq's own) ----------------------------------

const VerifySchema = PhoneSchema.merge(CodeSchema);

const verifyFields: ApiField[] = [
  { name: "phone_number", form: { schema: VerifySchema, field: "phone" } },
  { name: "code", form: { schema: VerifySchema, field: "code" }, description: "The 6-digit code e-mailed at registration" },
];

const verify = define({
  method: "post",
  path: "/user/verify",
  operationId: "verify",
  spec: false,
  summary: "Verify an account with the e-mailed code (Souq's own; the pages' /auth/verification2)",
  body: { fields: verifyFields, media: ANY_BODY },
  success: { status: 200, data: UserDataSchema, description: "Verified" },
  errors: [422, 429],
  async handle(request, context) {
    const fields = await readFields(request, { fields: verifyFields });
    const { phone, code } = parseFields(fields, VerifySchema, verifyFields);
    const account = await findUserByPhone(context, phone);
    // One answer for a wrong, expired, locked or never-sent code, and for a number without an account (as the page).
    const confirmed = await confirmVerificationCode(context, phone, account, code);
    if (!confirmed.ok && confirmed.refusal.key === "auth:errors.tooManyAttempts") throw refused(confirmed.refusal);
    if (!confirmed.ok) {
      const message = String(context.t(confirmed.refusal.key, confirmed.refusal.values));
      throw new ApiError(confirmed.refusal.status === 429 ? 429 : 422, message, { errors: { code: [message] } });
    }
    return ok(context, { user: await userOf(context, confirmed.userId) }, { msg: "auth:toasts.verified" });
  },
});

const resendFields: ApiField[] = [{ name: "phone_number", form: { schema: PhoneSchema, field: "phone" } }];

const resendCode = define({
  method: "post",
  path: "/user/resend-code",
  operationId: "resendCode",
  spec: false,
  summary: "Send a new verification code (same answer whether or not the number has an account)",
  body: { fields: resendFields, media: ANY_BODY },
  success: {
    status: 200,
    data: z.null(),
    description: "The same answer whether or not the number has an unverified account (a code is sent only if it has, and its cooldown is over)",
  },
  errors: [422, 429],
  async handle(request, context) {
    const fields = await readFields(request, { fields: resendFields });
    const { phone } = parseFields(fields, PhoneSchema, resendFields);
    // Counted per account (or number) and day; the cooldown is not told: it would show that an account waits.
    const sent = await sendVerificationCode(context, phone, await findUserByPhone(context, phone));
    if (!sent.ok) throw refused(sent.refusal);
    // The same answer whether or not the number has an account waiting.
    return ok(context, null, { msg: "auth:toasts.codeSentIfExists" });
  },
});

// ---- GET /user/user-data ------------------------------------------------------------------

const userDataFields: ApiField[] = [
  {
    name: "phone_number",
    form: { schema: PhoneSchema, field: "phone" },
    optional: true,
    description: "Ignored as identity: when given it must be the caller's own number (else 403)",
  },
];

const userData = define({
  method: "get",
  path: "/user/user-data",
  operationId: "userData",
  auth: "required",
  summary: "The caller's own record",
  query: userDataFields,
  success: { status: 200, data: UserDataSchema, description: "The user" },
  errors: [401, 403],
  async handle(request, context) {
    const { caller } = await requireOwnCaller(request, context, { fields: userDataFields });
    return ok(context, { user: await userOf(context, caller.user.id) });
  },
});

// ---- POST /user/update-profile --------------------------------------------------------------

const profile = (field: string) => ({ schema: ProfileSchema, field });

/** The directory page's fields: API name, form field and what the document says. */
const traderPageApiNames: Array<[string, keyof typeof TraderPageSchema.shape, string]> = [
  ["preface", "preface", "About the trader, in Arabic (at most 2,000 characters)"],
  ["preface_en", "prefaceEn", "About the trader, in English (at most 2,000 characters)"],
  ["governorate_id", "governorate", "The trader's governorate (GET /client/governorates)"],
  ["region_id", "region", "A region of that governorate (GET /client/regions); needs governorate_id, sent or stored"],
  ["category_id", "category", "What the trader sells: a category (GET /client/categories)"],
  ["subcategory_id", "subcategory", "A subcategory of that category; needs category_id, sent or stored"],
  ["phone2", "phone2", "A second Egyptian mobile number (stored in E.164)"],
  ["whatsapp", "whatsapp", "The WhatsApp number, an Egyptian mobile (stored in E.164)"],
  ["opening_hours", "openingHours", "Opening hours as the trader writes them (at most 200 characters)"],
];

function traderPageFields(): ApiField[] {
  return traderPageApiNames.map(([name, field, description]) => ({
    name,
    form: { schema: TraderPageSchema, field },
    optional: true,
    ...(name.endsWith("_id") ? { openapi: { type: "integer" as const, minimum: 0 } } : {}),
    description: `Traders only (ignored for clients). ${description}. Left out: kept as it is; ${name.endsWith("_id") ? "0" : "empty"}: removed. A bad value is a 422 under its name, and nothing changes`,
  }));
}

const updateProfileFields: ApiField[] = [
  {
    name: "name",
    form: profile("firstName"),
    optional: true,
    openapi: { maxLength: 509 },
    description: "First and last name separated by a space (or first_name and last_name)",
  },
  { name: "first_name", form: profile("firstName"), optional: true },
  { name: "last_name", form: profile("lastName"), optional: true },
  {
    name: "email",
    form: profile("email"),
    optional: true,
    description: "A new address is used once confirmed with the code sent to it; changing it needs current_password",
  },
  {
    name: "phone_number",
    form: profile("phone"),
    optional: true,
    description: "The account's phone number (may be changed with current_password; a new number must be verified again)",
  },
  {
    name: "name_company",
    form: profile("companyName"),
    optional: true,
    description:
      "Traders only (ignored for clients). Left out: kept as it is. A trader may have none (it is optional at registration), but once set it can be changed and not removed: an empty value is refused with 422 and errors.name_company",
  },
  {
    name: "user_type",
    schema: shapeOf(SignupSchema).accountType.optional(),
    openapi: { enum: ["client", "trader"] },
    description: "Accepted and ignored: the account type does not change",
  },
  { name: "image", form: profile("image"), optional: true, openapi: { type: "string", format: "binary" }, description: "JPEG, PNG or WebP, at most 5 MB" },
  // A trader's directory page (the account's "My page"): the same schema and use-case (features/traders/trader-page.server).
  ...traderPageFields(),
  {
    name: "current_password",
    form: profile("currentPassword"),
    optional: true,
    description:
      "The account's current password: required when email or phone_number changes (they are what the account signs in and recovers with). Missing or wrong: 422 with errors.current_password, and nothing changes; wrong guesses count like failed logins",
  },
];

/**
 * The trader page's fields of this call merged over what is stored, checked by the page's schema and rules; null
 * when none was sent (or the caller is a client). Throws the 422 before anything is saved.
 */
async function traderPageChanges(
  context: ApiContext,
  user: { id: number; isTrader: boolean; companyName: string | null },
  fields: Fields,
  companyName: string | undefined,
) {
  if (!user.isTrader || !traderPageApiNames.some(([name]) => fields.has(name))) return null;
  const stored = await readTraderPage(context, user.id);
  const storedText: Record<string, string> = {
    preface: stored.preface,
    prefaceEn: stored.prefaceEn,
    governorate: stored.governorateId ? String(stored.governorateId) : "",
    region: stored.regionId ? String(stored.regionId) : "",
    category: stored.categoryId ? String(stored.categoryId) : "",
    subcategory: stored.subcategoryId ? String(stored.subcategoryId) : "",
    phone2: stored.phone2 ?? "",
    whatsapp: stored.whatsapp ?? "",
    openingHours: stored.openingHours,
  };
  const submission = parseWithZod(
    formDataOf(traderPageApiNames.map(([name, field]) => [field, fields.has(name) ? (fields.get(name) ?? "") : storedText[field]])),
    { schema: TraderPageSchema.omit({ companyName: true, logo: true }) },
  );
  const rename = Object.fromEntries(traderPageApiNames.map(([name, field]) => [field, name]));
  if (submission.status !== "success") throw validationError(submission.error, rename);
  const value = submission.value;
  const input = traderPageInput(value, companyName ?? user.companyName);
  const checked = await checkTraderPage(context, { ...user, companyName: null }, input);
  if (!checked.ok) {
    const errors: Record<string, string[]> = {};
    if (checked.status === 400)
      for (const [field, key] of Object.entries(checked.fieldErrors)) errors[field === "companyName" ? "name_company" : `${field}_id`] = [key];
    throw new ApiError(422, "api:errors.validation", { errors });
  }
  return input;
}

/** The profile image plus the text fields: anything larger is refused before it is read. */
export const MAX_PROFILE_BODY_BYTES = MAX_PROFILE_IMAGE_BYTES + 256 * 1024;

const updateProfileFromApi = define({
  method: "post",
  path: "/user/update-profile",
  operationId: "updateProfile",
  auth: "required",
  summary: "Update the caller's profile; fields left out keep their values. A new email or phone_number needs current_password",
  body: { fields: updateProfileFields, media: ANY_BODY },
  success: { status: 200, data: UserDataSchema, description: "Updated" },
  errors: [401, 413, 422, 429],
  async handle(request, context) {
    const caller = await requireApiCaller(request, context);
    const user = caller.user;
    const fields = await readFields(request, { maxBytes: MAX_PROFILE_BODY_BYTES, fields: updateProfileFields });
    // Fields left out keep their current values.
    const { firstName, lastName, rename: nameRename } = names(fields, user);
    const image = fields.files("image")[0];
    // An empty name_company from a trader is refused (the document's minLength), never read as "remove it".
    const companyName = fields.get("name_company");
    if (user.isTrader && companyName !== undefined && companyName.trim() === "") {
      throw new ApiError(422, "api:errors.validation", { errors: { name_company: ["account:errors.companyNameRequired"] } });
    }
    const submission = parseWithZod(
      formDataOf([
        ["firstName", firstName],
        ["lastName", lastName],
        ["email", fields.get("email") ?? user.pendingEmail ?? user.email],
        ["phone", fields.get("phone_number") ?? user.phone],
        ["companyName", user.isTrader ? (companyName ?? user.companyName ?? undefined) : undefined],
        ["image", image],
        ["currentPassword", fields.get("current_password") || undefined],
      ]),
      { schema: ProfileSchema },
    );
    const rename = { ...renameMap(updateProfileFields), ...nameRename };
    if (submission.status !== "success") throw validationError(submission.error, rename);
    const value = submission.value;
    const checked = value.image ? await readImage(value.image) : null;
    if (checked && !checked.ok) {
      throw new ApiError(422, "api:errors.validation", {
        errors: { image: [checked.error === "tooLarge" ? "account:errors.imageTooLarge" : "account:errors.imageType"] },
      });
    }
    const changes = { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone, companyName: value.companyName };
    // The directory page's fields, checked before anything is saved (422 and nothing changes).
    const page = await traderPageChanges(context, user, fields, value.companyName);
    // The page's rules (profile.server): the current password for a new e-mail or phone number.
    const saved = await saveProfile(context, user, changes, { currentPassword: value.currentPassword, image: checked?.ok ? checked : null });
    if (!saved.ok) {
      if (saved.status === 429) throw new ApiError(429, saved.message.key, { values: saved.message.values });
      const errors: Record<string, string[]> = {};
      for (const [field, key] of Object.entries(saved.fieldErrors))
        errors[field === "currentPassword" ? "current_password" : field === "companyName" ? "name_company" : conflictFields[field as Conflict].field] = [key];
      throw new ApiError(422, saved.fieldErrors.currentPassword || saved.fieldErrors.companyName ? "api:errors.validation" : "account:errors.updateFailed", {
        errors,
      });
    }
    if (page) await writeTraderPage(context, user.id, { ...page, companyName: value.companyName ?? null }, null);
    return ok(
      context,
      { user: await userOf(context, user.id) },
      { msg: saved.emailChange ? "account:toasts.profileUpdatedConfirmEmail" : "account:toasts.profileUpdated" },
    );
  },
});

// ---- POST /user/logout (Souq's own) -----------------------------------------------------------

/** Ends what the caller signed in with: the token is revoked, or the session ends. */
const logout = define({
  method: "post",
  path: "/user/logout",
  operationId: "logout",
  auth: "required",
  spec: false,
  summary: "Revoke the token used (or end the session)",
  success: { status: 200, data: z.null(), description: "Signed out" },
  errors: [401],
  async handle(request, context) {
    const caller = await requireApiCaller(request, context);
    if (caller.via === "token") await revokeApiToken(context, caller.tokenId);
    else {
      const ended = await endSession(request, context);
      if (ended) await closeLive(context, ended.userId, { sessionId: ended.sessionId });
    }
    return ok(context, null, { msg: "auth:toasts.signedOut" });
  },
});

/** This file's operations, in the document's order. */
export const userOperations: Operation[] = [login, register, verify, resendCode, logout, userData, updateProfileFromApi];
