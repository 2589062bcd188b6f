import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { issueApiToken } from "~/server/api-tokens.server";
import {
  ApiAdSchema,
  ApiUserSchema,
  BannerSchema,
  BranchSchema,
  CategorySchema,
  envelope,
  ErrorEnvelopeSchema,
  GovernorateSchema,
  LoginDataSchema,
  RegionSchema,
  SafetyTipSchema,
  TraderItemSchema,
} from "~/api/schemas.server";
import { listOutbox } from "~/server/mail.server";
import * as catchAll from "~/routes/public.api.$";
import { adFields, call, formOf, image, oversizeImage, seedCatalogue } from "./api-helpers";
import { createTestEnv } from "./helpers/db";
import { apiRoutes } from "./api-route-table";
import { phoneForms } from "./helpers/phone-forms";

const adRoute = apiRoutes["/client/ads/{id}"];
const adsRoute = apiRoutes["/client/ads"];
const byParameters = apiRoutes["/client/ads/getAdsByParameters"];
const brandCountries = apiRoutes["/client/brand-countries/{id}"];
const categories = apiRoutes["/client/categories"];
const governorates = apiRoutes["/client/governorates"];
const myAds = apiRoutes["/client/my-ads"];
const profiles = apiRoutes["/client/profiles"];
const regions = apiRoutes["/client/regions"];
const safety = apiRoutes["/client/safety"];
const showAds = apiRoutes["/client/show-ads/{id}"];
const subcategories = apiRoutes["/client/subcategories/{id}"];
const thirdBranches = apiRoutes["/client/third-branches/{id}"];
const banners = apiRoutes["/client/websecondbanners"];
const wishlistItem = apiRoutes["/client/wishlist/{id}"];
const wishlist = apiRoutes["/client/wishlist"];
const login = apiRoutes["/user/login"];
const logout = apiRoutes["/user/logout"];
const register = apiRoutes["/user/register"];
const updateProfile = apiRoutes["/user/update-profile"];
const userData = apiRoutes["/user/user-data"];
const verify = apiRoutes["/user/verify"];

// The client contract's calls through the API's route modules, on a real local
// D1 and R2 with every migration: the contract's shapes, identity by
// token only, validation, ownership, upload limits and errors.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await seedCatalogue(env.DB);
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** A verified account with a token, made directly with the domain modules. */
async function member(kind: "customer" | "trader" = "customer", verified = true) {
  serial += 1;
  const phone = `+20150${String(serial).padStart(7, "0")}`;
  const created = await createUser(db(), {
    accountType: kind,
    firstName: "Sara",
    lastName: "Adel",
    username: `member${serial}`,
    email: `member${serial}@example.com`,
    phone,
    password: "secret-1",
    companyName: kind === "trader" ? `Nile Trading ${serial}` : undefined,
    language: "ar",
  });
  if (!created.ok) throw new Error("conflict");
  if (verified) await markVerified(db(), created.user.id);
  const { token } = await issueApiToken(db(), created.user.id);
  return { id: created.user.id, phone, token };
}

async function approve(adId: number) {
  await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
    .bind(adId)
    .run();
}

const expectError = (body: unknown) => expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);

describe("accounts: register, verify, login, user-data, update-profile", () => {
  const person = {
    name: "منى حسن",
    email: "mona.api@example.com",
    phone_number: "+201012340001",
    password: "secret-pass-1",
    password_confirmation: "secret-pass-1",
    user_type: "client",
  };
  let token = "";

  it("registers with the client contract's fields, and reports field messages as 422 in the requested language", async () => {
    const bad = await call(env, register, "/public/api/user/register", {
      json: { ...person, name: "م", password_confirmation: "other", phone_number: "+2012" },
      language: "en",
    });
    expect(bad.status).toBe(422);
    expectError(bad.body);
    expect(bad.body.msg).toBe("Registration failed");
    expect(bad.body.errors).toEqual({
      name: ["Must be at least 3 characters", "This field is required"],
      phone_number: ["The phone number is too short: it must have 11 digits"],
    });
    // The form's cross-field rule, once the fields themselves are right.
    const mismatch = await call(env, register, "/public/api/user/register", { json: { ...person, password_confirmation: "other-pass" }, language: "en" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ["Passwords must match"] });
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE email = ?", person.email)).toBe(0);
    // A trader may leave the company name out.
    const trader = await call(env, register, "/public/api/user/register", {
      json: { ...person, user_type: "trader", email: "t@example.com", phone_number: "+201012340009" },
    });
    expect(trader.status).toBe(201);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE email = ? AND is_trader = 1 AND company_name IS NULL", "t@example.com")).toBe(1);

    const created = await call(env, register, "/public/api/user/register", { json: person });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe("تم التسجيل بنجاح");
    const user = envelope(z.object({ user: ApiUserSchema }).strict()).parse(created.body).data.user;
    expect(user).toMatchObject({
      name: "منى حسن",
      first_name: "منى",
      last_name: "حسن",
      phone_number: "+201012340001",
      is_trader: 0,
      user_type: "client",
      phone_verified_at: null,
      email_verified_at: null,
      username: "u01012340001",
    });
    expect(JSON.stringify(created.body)).not.toContain("password");

    const again = await call(env, register, "/public/api/user/register", { json: person });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors!).sort()).toEqual(["email", "phone_number"]);
  });

  it("verifies with the e-mailed code (a wrong one is a 422 on code)", async () => {
    const [mail] = await listOutbox(db(), { to: person.email });
    expect(mail.kind).toBe("verify");
    const wrong = await call(env, verify, "/public/api/user/verify", {
      json: { phone_number: person.phone_number, code: mail.code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors!.code).toHaveLength(1);
    const right = await call(env, verify, "/public/api/user/verify", { json: { phone_number: "01012340001", code: mail.code } });
    expect(right.status).toBe(200);
    expect(right.body.msg).toBe("تم تأكيد حسابك بنجاح");
    // The e-mailed code confirms the e-mail (and so the account); the phone is confirmed only by an SMS code.
    expect(right.body.data.user.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(right.body.data.user.phone_verified_at).toBeNull();
  });

  it("logs in with phone_number (+2 prefix) and password: data.user and a bearer token; msg on failure", async () => {
    const wrong = await call(env, login, "/public/api/user/login", { json: { phone_number: person.phone_number, password: "wrong-password" }, language: "en" });
    expect(wrong.status).toBe(401);
    expectError(wrong.body);
    expect(wrong.body.msg).toBe("The phone number or the password is not correct");
    const right = await call(env, login, "/public/api/user/login", { form: formOf({ phone_number: person.phone_number, password: person.password }) });
    expect(right.status).toBe(200);
    expect(right.body.msg).toBe("تم تسجيل الدخول بنجاح");
    const data = LoginDataSchema.parse(right.body.data);
    expect(data.user.phone_number).toBe(person.phone_number);
    expect(right.cookies.some((cookie) => cookie.startsWith("__session="))).toBe(false);
    token = data.token;
    // A page script on Souq itself also gets the session cookie.
    const sameSite = await call(env, login, "/public/api/user/login", {
      json: { phone_number: person.phone_number, password: person.password },
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameSite.cookies.some((cookie) => cookie.startsWith("__session="))).toBe(true);
    const bySession = await call(env, userData, "/public/api/user/user-data", {
      headers: { Cookie: sameSite.cookies.find((cookie) => cookie.startsWith("__session="))!.split(";")[0] },
    });
    expect(bySession.status).toBe(200);
  });

  it("answers user-data for the token's user only: phone_number must be theirs", async () => {
    const mine = await call(env, userData, "/public/api/user/user-data", { token, query: { phone_number: person.phone_number } });
    expect(mine.status).toBe(200);
    expect(mine.body.data.user.email).toBe(person.email);
    const other = await member();
    const attack = await call(env, userData, "/public/api/user/user-data", { token, query: { phone_number: other.phone } });
    expect(attack.status).toBe(403);
    expectError(attack.body);
    expect(JSON.stringify(attack.body)).not.toContain("member");
    const anonymous = await call(env, userData, "/public/api/user/user-data", { query: { phone_number: person.phone_number } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("WWW-Authenticate")).toContain("Bearer");
  });

  it("updates the profile with an image (multipart), and refuses an oversize image leaving everything as it was", async () => {
    const updated = await call(env, updateProfile, "/public/api/user/update-profile", {
      token,
      form: formOf({ name: "منى حسن علي", email: person.email, phone_number: person.phone_number, user_type: "client" }, [["image", await image("jpeg")]]),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe("تم تحديث بياناتك");
    const user = ApiUserSchema.parse(updated.body.data.user);
    expect(user).toMatchObject({ first_name: "منى", last_name: "حسن علي" });
    expect(user.image).toMatch(/^users\/\d+\/[\w-]+\.jpg$/);
    expect(user.image_url).toBe(`http://127.0.0.1:8799/media/${user.image}`);
    expect(await env.BUCKET.head(user.image!)).not.toBeNull();

    const tooBig = await call(env, updateProfile, "/public/api/user/update-profile", {
      token,
      form: formOf({ name: "Other Name" }, [["image", oversizeImage()]]),
      language: "en",
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors!.image).toEqual(["File size should be less than 5MB"]);
    const huge = await call(env, updateProfile, "/public/api/user/update-profile", {
      token,
      form: formOf({ name: "Other Name" }, [["image", oversizeImage(7 * 1024 * 1024)]]),
    });
    expect(huge.status).toBe(413);
    const after = await call(env, userData, "/public/api/user/user-data", { token });
    expect(after.body.data.user).toMatchObject({ first_name: "منى", image: user.image });
  });

  it("logs out: the token is revoked and refused from then on", async () => {
    const out = await call(env, logout, "/public/api/user/logout", { token, method: "POST" });
    expect(out.status).toBe(200);
    const after = await call(env, userData, "/public/api/user/user-data", { token });
    expect(after.status).toBe(401);
  });
});

describe("lookups", () => {
  it("lists governorates, regions (all or one governorate's) and categories with the client contract's fields", async () => {
    const govs = await call(env, governorates, "/public/api/client/governorates");
    expect(
      z
        .array(GovernorateSchema)
        .parse(govs.body.data)
        .map((gov) => gov.id),
    ).toEqual([1, 2]);
    const all = await call(env, regions, "/public/api/client/regions");
    expect(z.array(RegionSchema).parse(all.body.data)).toHaveLength(3);
    const cairo = await call(env, regions, "/public/api/client/regions", { query: { governorate_id: "1" } });
    expect(cairo.body.data.map((region: { id: number }) => region.id)).toEqual([10, 11]);
    const cats = await call(env, categories, "/public/api/client/categories");
    const [vehicles] = z.array(CategorySchema).parse(cats.body.data);
    expect(vehicles).toMatchObject({
      id: 1,
      name: "مركبات",
      name_en: "Vehicles",
      notes: "اكتب الموديل",
      title_price: "سعر المركبة",
      image_url: "http://127.0.0.1:8799/media/seed/categories/vehicles.webp",
    });
  });

  it("answers /-1 with every branch of a level, an id with its children, anything else 404", async () => {
    const subs = await call(env, subcategories, "/public/api/client/subcategories/-1", { params: { id: "-1" } });
    expect(
      z
        .array(BranchSchema)
        .parse(subs.body.data)
        .map((row) => row.id),
    ).toEqual([100, 200]);
    const ofCars = await call(env, brandCountries, "/public/api/client/brand-countries/100", { params: { id: "100" } });
    expect(ofCars.body.data.map((row: { id: number }) => row.id)).toEqual([1000, 1001]);
    const thirds = await call(env, thirdBranches, "/public/api/client/third-branches/-1", { params: { id: "-1" } });
    expect(thirds.body.data).toHaveLength(3);
    const bad = await call(env, subcategories, "/public/api/client/subcategories/x", { params: { id: "x" } });
    expect(bad.status).toBe(404);
    expectError(bad.body);
  });

  it("gives safety tips and active banners (as data.data) in the requested language", async () => {
    const tips = await call(env, safety, "/public/api/client/safety", { language: "en" });
    expect(
      z
        .array(SafetyTipSchema)
        .parse(tips.body.data)
        .map((tip) => tip.title),
    ).toEqual(["Meet in a public place", "Never pay in advance"]);
    const list = await call(env, banners, "/public/api/client/websecondbanners");
    expect(
      z
        .array(BannerSchema)
        .parse(list.body.data.data)
        .map((banner) => banner.title),
    ).toEqual(["عروض"]);
  });

  it("answers an unknown path with a JSON 404", async () => {
    const unknown = await call(env, catchAll, "/public/api/client/nothing-here", { method: "DELETE", params: { "*": "client/nothing-here" } });
    expect(unknown.status).toBe(404);
    expectError(unknown.body);
    const tooDeep = await call(env, catchAll, "/public/api/client/ads/12/photos", { params: { "*": "client/ads/12/photos" } });
    expect(tooDeep.status).toBe(404);
  });

  it("finds each operation by its path through the one API route", async () => {
    // A trailing slash names the same operation.
    const listed = await call(env, catchAll, "/public/api/client/categories/", { params: { "*": "client/categories/" } });
    expect(listed.status).toBe(200);
    // A named segment wins over {id}: getAdsByParameters is an operation of its own (POST only), not the ad "getAdsByParameters".
    const named = await call(env, catchAll, "/public/api/client/ads/getAdsByParameters", { params: { "*": "client/ads/getAdsByParameters" } });
    expect(named.status).toBe(405);
    expect(named.headers.get("Allow")).toBe("POST");
    const ad = await call(env, catchAll, "/public/api/client/ads/999999", { params: { "*": "client/ads/999999" } });
    expect(ad.status).toBe(404);
    expect(ad.headers.get("Allow")).toBeNull();
    const wrongMethod = await call(env, catchAll, "/public/api/client/wishlist/5", { params: { "*": "client/wishlist/5" } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("DELETE");
  });
});

describe("ads and the wishlist", () => {
  it("creates an ad with two images, edits it, lists it once approved, and deletes it; only its owner can change it", async () => {
    const owner = await member();
    const other = await member();
    const adsBefore = await count("SELECT COUNT(*) AS n FROM ads");

    // phone_number of someone else: refused, nothing created.
    const spoofed = await call(env, adsRoute, "/public/api/client/ads", {
      token: owner.token,
      form: formOf({ ...adFields(), phone_number: other.phone }, [["images[0]", await image()]]),
    });
    expect(spoofed.status).toBe(403);
    // Field rules are the form's: notes required, a region of another governorate refused.
    const invalid = await call(env, adsRoute, "/public/api/client/ads", {
      token: owner.token,
      form: formOf(adFields({ notes: "", region_id: "20" })),
      language: "en",
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.msg).toBe("Creating the ad failed");
    expect(Object.keys(invalid.body.errors!)).toContain("notes");
    const chain = await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields({ region_id: "20" })) });
    expect(chain.status).toBe(422);
    expect(Object.keys(chain.body.errors!)).toEqual(["region_id"]);
    const oversize = await call(env, adsRoute, "/public/api/client/ads", {
      token: owner.token,
      form: formOf(adFields(), [
        ["images[0]", await image()],
        ["images[1]", oversizeImage()],
      ]),
    });
    expect(oversize.status).toBe(422);
    expect(oversize.body.errors!.images).toHaveLength(1);
    const unverified = await member("customer", false);
    const refused = await call(env, adsRoute, "/public/api/client/ads", { token: unverified.token, form: formOf(adFields()) });
    expect(refused.status).toBe(403);
    const anonymous = await call(env, adsRoute, "/public/api/client/ads", { form: formOf(adFields()) });
    expect(anonymous.status).toBe(401);
    expect(await count("SELECT COUNT(*) AS n FROM ads")).toBe(adsBefore);

    const created = await call(env, adsRoute, "/public/api/client/ads", {
      token: owner.token,
      form: formOf({ ...adFields(), phone_number: owner.phone }, [
        ["images[1]", await image("jpeg")],
        ["images[0]", await image("png")],
      ]),
    });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe("الاعلان تم انشاء بنجاح");
    const ad = ApiAdSchema.parse(created.body.data.ad);
    expect(ad).toMatchObject({
      status: "pending",
      negotiable: 1,
      condition: "used",
      is_featured: 0,
      wishlist: false,
      price: 650000,
      notes: "السعر قابل للتفاوض",
      region: { id: 10, name: "مدينة نصر", name_en: "Nasr City" },
      gov_id: 1,
      category: { id: 1, name: "مركبات", name_en: "Vehicles" },
      brand_id: 1000,
    });
    expect(ad.images).toHaveLength(2);
    expect(ad.images[0].image_path).toMatch(/\.png$/);
    expect(ad.images[1].image_path).toMatch(/\.jpg$/);
    for (const photo of ad.images) {
      expect(await env.BUCKET.head(photo.image_path)).not.toBeNull();
      expect(photo.url).toBe(`http://127.0.0.1:8799/media/${photo.image_path}`);
    }
    expect(ad.user).toMatchObject({ id: owner.id, phone_number: null, is_trader: 0 });
    expect(ad.details).toEqual([
      { label: "الحالة", value: "مستعمل" },
      { label: "قابل للتفاوض", value: "نعم" },
    ]);
    expect(ad.age).toBe("الآن");

    // Not public yet: others do not see it; the owner does.
    const hidden = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, { token: other.token, params: { id: String(ad.id) } });
    expect(hidden.status).toBe(404);
    const own = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, { token: owner.token, params: { id: String(ad.id) } });
    expect(own.status).toBe(200);
    const mine = await call(env, myAds, "/public/api/client/my-ads", { token: owner.token });
    expect(mine.body.data.map((row: { id: number }) => row.id)).toEqual([ad.id]);

    // Edit: another user gets 404 and changes nothing; the owner's photos sent replace the current ones.
    const foreign = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, {
      token: other.token,
      params: { id: String(ad.id) },
      form: formOf(adFields({ name: "مسروق" })),
    });
    expect(foreign.status).toBe(404);
    const edited = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, {
      token: owner.token,
      params: { id: String(ad.id) },
      form: formOf({ ...adFields({ name: "تويوتا كورولا 2019 فابريكا", negotiable: "0" }), phone_number: owner.phone }, [
        ["images[0]", await image("jpeg", 80, 60)],
      ]),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.msg).toBe("تم تعديل الاعلان بنجاح");
    const after = ApiAdSchema.parse(edited.body.data.ad);
    expect(after).toMatchObject({ name: "تويوتا كورولا 2019 فابريكا", negotiable: 0, status: "pending" });
    expect(after.images).toHaveLength(1);
    expect(after.images[0].width).toBe(80);
    expect(await env.BUCKET.head(ad.images[0].image_path)).toBeNull();
    // As in the web editor, an edit sends every field again: a partial body is a 422 naming what is missing, and nothing changes.
    const partial = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, {
      token: owner.token,
      params: { id: String(ad.id) },
      form: formOf({ price: "640000" }),
      language: "en",
    });
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.body.errors!).sort()).toEqual([
      "address",
      "brand_country_id",
      "category_id",
      "description",
      "gov_id",
      "latitude",
      "longitude",
      "name",
      "negotiable",
      "notes",
      "region_id",
      "status",
      "subcategory_id",
      "third_branch_id",
    ]);
    expect((await env.DB.prepare("SELECT price FROM ads WHERE id = ?").bind(ad.id).first<{ price: number }>())!.price).toBe(650000);
    // keep_images keeps a photo without sending it again.
    const full = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, {
      token: owner.token,
      params: { id: String(ad.id) },
      form: formOf({ ...adFields({ name: "تويوتا كورولا 2019 فابريكا", negotiable: "0", price: "640000" }), keep_images: String(after.images[0].id) }, [
        ["images[0]", await image("png")],
      ]),
    });
    expect(full.status).toBe(200);
    expect(full.body.data.ad).toMatchObject({ price: 640000, name: "تويوتا كورولا 2019 فابريكا" });
    expect(full.body.data.ad.images).toHaveLength(2);

    // Approved, it is listed publicly: show-ads and getAdsByParameters (related ads).
    await approve(ad.id);
    const row = await call(env, showAds, "/public/api/client/show-ads/1", { params: { id: "1" } });
    expect(
      z
        .array(ApiAdSchema)
        .parse(row.body.data)
        .map((item) => item.id),
    ).toContain(ad.id);
    const related = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1, page: 1 } });
    expect(related.status).toBe(200);
    expect(related.body.data.map((item: { id: number }) => item.id)).toContain(ad.id);
    expect(related.body.pagination).toMatchObject({ current_page: 1, last_page: 1, per_page: 24 });
    // No answer carries the seller's number, in any of the ways it is written.
    for (const answer of [row.body, related.body]) expect(phoneForms(owner.phone).filter((form) => JSON.stringify(answer).includes(form))).toEqual([]);
    const noCategory = await call(env, byParameters, "/public/api/client/ads/getAdsByParameters", { json: { page: 1 } });
    expect(noCategory.status).toBe(422);
    expect(Object.keys(noCategory.body.errors!)).toEqual(["categoryId"]);

    // Wishlist: the other user hearts it; the owner cannot read or change it by passing their number.
    const added = await call(env, wishlist, "/public/api/client/wishlist", { token: other.token, json: { phone_number: other.phone, ad_id: ad.id } });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe("تمت العملية بنجاح");
    const listed = await call(env, wishlist, "/public/api/client/wishlist", { token: other.token, query: { phone_number: other.phone } });
    const hearts = z.array(ApiAdSchema).parse(listed.body.data);
    expect(hearts.map((item) => [item.id, item.wishlist])).toEqual([[ad.id, true]]);
    const snoop = await call(env, wishlist, "/public/api/client/wishlist", { token: owner.token, query: { phone_number: other.phone } });
    expect(snoop.status).toBe(403);
    expect(snoop.body.data).toBeNull();
    const ownList = await call(env, wishlist, "/public/api/client/wishlist", { token: owner.token });
    expect(ownList.body.data).toEqual([]);
    const steal = await call(env, wishlistItem, `/public/api/client/wishlist/${ad.id}`, {
      token: owner.token,
      method: "DELETE",
      params: { id: String(ad.id) },
      query: { phone_number: other.phone },
    });
    expect(steal.status).toBe(403);
    expect(await count("SELECT COUNT(*) AS n FROM favourites WHERE user_id = ? AND ad_id = ?", other.id, ad.id)).toBe(1);
    const hearted = await call(env, showAds, "/public/api/client/show-ads/vehicles", { token: other.token, params: { id: "vehicles" } });
    expect(hearted.body.data.find((item: { id: number }) => item.id === ad.id).wishlist).toBe(true);
    const missing = await call(env, wishlist, "/public/api/client/wishlist", { token: other.token, json: { ad_id: 999999 } });
    expect(missing.status).toBe(404);
    const removed = await call(env, wishlistItem, `/public/api/client/wishlist/${ad.id}`, {
      token: other.token,
      method: "DELETE",
      params: { id: String(ad.id) },
      query: { phone_number: other.phone },
    });
    expect(removed.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM favourites WHERE user_id = ?", other.id)).toBe(0);

    // Delete: another user (even passing the owner's number) cannot; the owner can.
    const byOther = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, {
      token: other.token,
      method: "DELETE",
      params: { id: String(ad.id) },
      query: { phone_number: owner.phone },
    });
    expect(byOther.status).toBe(403);
    const byOtherPlain = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, { token: other.token, method: "DELETE", params: { id: String(ad.id) } });
    expect(byOtherPlain.status).toBe(404);
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE id = ?", ad.id)).toBe(1);
    const deleted = await call(env, adRoute, `/public/api/client/ads/${ad.id}`, {
      token: owner.token,
      method: "DELETE",
      params: { id: String(ad.id) },
      query: { phone_number: owner.phone },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.msg).toBe("تم حذف الاعلان بنجاح");
    expect(await count("SELECT COUNT(*) AS n FROM ads WHERE id = ?", ad.id)).toBe(0);
  });
});

describe("traders directory", () => {
  it("pages the directory with current_page and last_page, filtering by company name and place", async () => {
    const statements = Array.from({ length: 15 }, (_, index) =>
      env.DB.prepare(
        `INSERT INTO users (username, first_name, last_name, email, phone, password_hash, is_trader, company_name, governorate_id, region_id, category_id, image, created_at)
         VALUES (?1, 'T', 'R', ?2, ?3, 'x', 1, ?4, ?5, ?6, 1, ?7, datetime('now', ?8))`,
      ).bind(
        `trader${index}`,
        `trader${index}@example.com`,
        `+20111000${String(index).padStart(4, "0")}`,
        index === 3 ? "شركة الأمل للسيارات" : `معرض ${index}`,
        index < 5 ? 1 : 2,
        index < 5 ? 10 : 20,
        index === 3 ? "seed/traders/3.webp" : null,
        `-${100 - index} days`,
      ),
    );
    await env.DB.batch(statements);
    const first = await call(env, profiles, "/public/api/client/profiles", {
      json: { company_name: null, category_id: null, region_id: null, governorate_id: null, page: null },
    });
    expect(first.status).toBe(200);
    expect(z.array(TraderItemSchema).parse(first.body.data)).toHaveLength(12);
    expect(first.body.pagination).toMatchObject({ current_page: 1, last_page: 2 });
    const second = await call(env, profiles, "/public/api/client/profiles", { json: { page: 2 } });
    expect(second.body.data.length).toBeGreaterThanOrEqual(3);
    expect(second.body.pagination).toMatchObject({ current_page: 2, last_page: 2 });
    const firstIds = new Set(first.body.data.map((item: { id: number }) => item.id));
    expect(second.body.data.some((item: { id: number }) => firstIds.has(item.id))).toBe(false);
    const named = await call(env, profiles, "/public/api/client/profiles", {
      json: { company_name: "الامل", governorate_id: 1, region_id: 0, category_id: 1 },
    });
    expect(named.body.data).toEqual([
      expect.objectContaining({ company_name: "شركة الأمل للسيارات", name: "شركة الأمل للسيارات", slug: "seed/traders/3.webp" }),
    ]);
    const cairo = await call(env, profiles, "/public/api/client/profiles", { json: { governorate_id: 1 } });
    expect(cairo.body.data).toHaveLength(5);
  });
});

describe("rate limits and bad tokens", () => {
  it("counts failed logins per phone like the sign-in page: the sixth try is 429", async () => {
    const user = await member();
    for (let i = 0; i < 5; i++)
      expect((await call(env, login, "/public/api/user/login", { json: { phone_number: user.phone, password: `wrong-${i}` } })).status).toBe(401);
    const blocked = await call(env, login, "/public/api/user/login", { json: { phone_number: user.phone, password: "secret-1" } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("refuses expired and made-up tokens with 401 and changes nothing", async () => {
    const user = await member();
    const expired = await issueApiToken(db(), user.id, new Date(Date.now() - 40 * 86_400_000));
    const favouritesBefore = await count("SELECT COUNT(*) AS n FROM favourites");
    for (const token of [expired.token, "souq_" + "x".repeat(43), "garbage"]) {
      const answer = await call(env, wishlist, "/public/api/client/wishlist", { token, json: { ad_id: 1 } });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, data: null });
    }
    expect(await count("SELECT COUNT(*) AS n FROM favourites")).toBe(favouritesBefore);
  });
});
