// The JSON API (/public/api/, the client contract) end to end against the
// running app, as a mobile or third-party client would use it: no browser,
// no cookies, a bearer token. Answers are parsed with the API's own zod
// schemas (the contract's shapes). Runs in both projects with people
// unique per test and project.
import { expect, test, type APIRequestContext, type APIResponse, type TestInfo } from "./test";
import sharp from "sharp";
import { z } from "zod";
import {
  ApiAdSchema,
  ApiUserSchema,
  BannerSchema,
  BranchSchema,
  CategorySchema,
  ErrorEnvelopeSchema,
  GovernorateSchema,
  LoginDataSchema,
  PaginationSchema,
  RegionSchema,
  SafetyTipSchema,
  TraderItemSchema,
} from "../../app/api/schemas.server";
import { newPerson, readCode, type Person } from "./fixtures";

const API = "/public/api";

/** The success envelope around `data`, strictly (no unknown keys). */
function ok<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), msg: z.string().min(1), data, pagination: PaginationSchema.optional() }).strict();
}

async function json(response: APIResponse): Promise<any> {
  expect(response.headers()["content-type"]).toContain("application/json");
  return response.json();
}

async function expectFailure(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  const body = await json(response);
  expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  return body;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function photo(kind: "png" | "jpeg", width = 120, height = 90) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } });
  const buffer = kind === "png" ? await base.png().toBuffer() : await base.jpeg({ quality: 70 }).toBuffer();
  return { name: `photo.${kind === "png" ? "png" : "jpg"}`, mimeType: `image/${kind}`, buffer };
}

/** Bytes over 5 MB that start like a JPEG: only the size is wrong. */
function oversize(bytes = 5 * 1024 * 1024 + 1) {
  const buffer = Buffer.alloc(bytes);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name: "huge.jpg", mimeType: "image/jpeg", buffer };
}

/** Registers, verifies with the code from the mailbox and logs in, all through the API; returns the token. */
async function apiMember(request: APIRequestContext, testInfo: TestInfo, kind: Person["accountType"] = "customer") {
  const person = newPerson(testInfo, kind);
  const registered = await request.post(`${API}/user/register`, {
    data: {
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      name_company: person.companyName ?? "",
      password: person.password,
      password_confirmation: person.password,
      phone_number: person.e164,
      user_type: kind === "trader" ? "trader" : "client",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await readCode(request, person.email, "verify");
  const verified = await request.post(`${API}/user/verify`, { data: { phone_number: person.e164, code } });
  expect(verified.status()).toBe(200);
  const login = await request.post(`${API}/user/login`, { data: { phone_number: person.e164, password: person.password } });
  expect(login.status()).toBe(200);
  const { token } = LoginDataSchema.parse((await json(login)).data);
  return { person, token };
}

/**
 * A valid category chain and place from the lookups: the seed's, not what the
 * admin's end-to-end tests add beside them (slugs e2e-… and gov-…, sorted
 * first, deleted at their end, which an ad of this test in them would stop).
 */
async function choices(request: APIRequestContext) {
  const first = async (path: string) => {
    const body = await json(await request.get(`${API}${path}`));
    const seeded = (body.data as Array<{ id: number; slug?: string }>).find((item) => !/^(e2e|gov)-/.test(item.slug ?? ""));
    expect(seeded, path).toBeDefined();
    return seeded!;
  };
  const category = await first("/client/categories");
  const subcategory = await first(`/client/subcategories/${category.id}`);
  const brandCountry = await first(`/client/brand-countries/${subcategory.id}`);
  const thirdBranch = await first(`/client/third-branches/${brandCountry.id}`);
  const governorate = await first("/client/governorates");
  const region = await first(`/client/regions?governorate_id=${governorate.id}`);
  return { category, subcategory, brandCountry, thirdBranch, governorate, region };
}

function adForm(c: Awaited<ReturnType<typeof choices>>, phone: string, overrides: Record<string, string> = {}) {
  return {
    name: "لابتوب ديل للبيع",
    description: "حالة ممتازة، بطارية جديدة",
    price: "18500",
    notes: "التسليم في مدينة نصر",
    negotiable: "1",
    status: "used",
    latitude: "30.05",
    longitude: "31.34",
    address: "شارع مكرم عبيد",
    category_id: String(c.category.id),
    subcategory_id: String(c.subcategory.id),
    brand_country_id: String(c.brandCountry.id),
    third_branch_id: String(c.thirdBranch.id),
    gov_id: String(c.governorate.id),
    region_id: String(c.region.id),
    phone_number: phone,
    ...overrides,
  };
}

test.describe("the JSON API", () => {
  test("runs the client contract's calls end to end: account, lookups, ads, wishlist, traders", async ({ request }, testInfo) => {
    test.setTimeout(90_000);
    // Register, verify through the mailbox, log in.
    const { person, token } = await apiMember(request, testInfo);

    const me = await request.get(`${API}/user/user-data?phone_number=${encodeURIComponent(person.e164)}`, { headers: auth(token) });
    const user = ok(z.object({ user: ApiUserSchema }).strict()).parse(await json(me)).data.user;
    expect(user).toMatchObject({ phone_number: person.e164, email: person.email, is_trader: 0, user_type: "client" });
    // Verified through the mailbox: the e-mail is confirmed, the phone (confirmed only by SMS) is not.
    expect(user.email_verified_at).not.toBeNull();
    expect(user.phone_verified_at).toBeNull();

    // Profile update with an image (multipart).
    const updated = await request.post(`${API}/user/update-profile`, {
      headers: auth(token),
      multipart: {
        name: `${person.firstName} ${person.lastName} علي`,
        email: person.email,
        phone_number: person.e164,
        user_type: "client",
        image: await photo("jpeg"),
      },
    });
    expect(updated.status()).toBe(200);
    const profile = ok(z.object({ user: ApiUserSchema }).strict()).parse(await json(updated)).data.user;
    expect(profile.last_name).toBe(`${person.lastName} علي`);
    expect(profile.image).toMatch(/^users\/\d+\/.+\.jpg$/);
    const avatar = await request.get(`/media/${profile.image}`);
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()["content-type"]).toBe("image/jpeg");

    // Lookups, loaded together as the client does.
    const [govs, regions, cats, subs, brands, thirds, tips, banners] = await Promise.all(
      [
        "/client/governorates",
        "/client/regions",
        "/client/categories",
        "/client/subcategories/-1",
        "/client/brand-countries/-1",
        "/client/third-branches/-1",
        "/client/safety",
        "/client/websecondbanners",
      ].map(async (path) => {
        const response = await request.get(`${API}${path}`);
        expect(response.status(), path).toBe(200);
        return json(response);
      }),
    );
    // The seed's 27 (the admin's end-to-end test adds its own, named gov-…, beside them).
    expect(
      ok(z.array(GovernorateSchema))
        .parse(govs)
        .data.filter((governorate) => !governorate.slug.startsWith("gov-")),
    ).toHaveLength(27);
    expect(ok(z.array(RegionSchema)).parse(regions).data.length).toBeGreaterThan(27);
    const categories = ok(z.array(CategorySchema)).parse(cats).data;
    expect(categories.length).toBeGreaterThan(3);
    expect(
      ok(z.array(BranchSchema))
        .parse(subs)
        .data.every((sub) => categories.some((category) => category.id === sub.parent_id)),
    ).toBe(true);
    expect(ok(z.array(BranchSchema)).parse(brands).data.length).toBeGreaterThan(0);
    expect(ok(z.array(BranchSchema)).parse(thirds).data.length).toBeGreaterThan(0);
    expect(ok(z.array(SafetyTipSchema)).parse(tips).data.length).toBeGreaterThan(0);
    expect(ok(z.object({ data: z.array(BannerSchema) }).strict()).parse(banners).data.data.length).toBeGreaterThan(0);

    // Create an ad with two images.
    const c = await choices(request);
    const created = await request.post(`${API}/client/ads`, {
      headers: auth(token),
      multipart: { ...adForm(c, person.e164), "images[0]": await photo("png"), "images[1]": await photo("jpeg", 160, 120) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const createdBody = await json(created);
    expect(createdBody.msg).toBe("الاعلان تم انشاء بنجاح");
    const ad = ok(z.object({ ad: ApiAdSchema }).strict()).parse(createdBody).data.ad;
    expect(ad).toMatchObject({
      name: "لابتوب ديل للبيع",
      price: 18500,
      negotiable: 1,
      status: "pending",
      wishlist: false,
      category: { id: c.category.id },
      region_id: c.region.id,
      gov_id: c.governorate.id,
    });
    expect(ad.images).toHaveLength(2);
    for (const image of ad.images) {
      const served = await request.get(`/media/${image.image_path}`);
      expect(served.status()).toBe(200);
    }

    // Edit it.
    const edited = await request.post(`${API}/client/ads/${ad.id}`, {
      headers: auth(token),
      multipart: adForm(c, person.e164, { name: "لابتوب ديل XPS للبيع", negotiable: "0", price: "17900" }),
    });
    expect(edited.status()).toBe(200);
    const after = ok(z.object({ ad: ApiAdSchema }).strict()).parse(await json(edited)).data.ad;
    expect(after).toMatchObject({ id: ad.id, name: "لابتوب ديل XPS للبيع", negotiable: 0, price: 17900, status: "pending" });
    expect(after.images.map((image) => image.id)).toEqual(ad.images.map((image) => image.id));

    // Related ads of a category, page 1, and a category's row.
    const related = await request.post(`${API}/client/ads/getAdsByParameters`, { data: { categoryId: c.category.id, page: 1 } });
    const relatedBody = ok(z.array(ApiAdSchema)).parse(await json(related));
    expect(relatedBody.data.length).toBeGreaterThan(0);
    expect(relatedBody.data.every((item) => item.category.id === c.category.id && item.status === "approved")).toBe(true);
    expect(relatedBody.pagination).toMatchObject({ current_page: 1 });
    const row = await request.get(`${API}/client/show-ads/${c.category.id}`, { headers: auth(token) });
    const rowAds = ok(z.array(ApiAdSchema)).parse(await json(row)).data;
    expect(rowAds.length).toBeGreaterThan(0);
    expect(rowAds.length).toBeLessThanOrEqual(20);

    // Wishlist: add, list, remove.
    const target = rowAds.find((item) => item.user.phone_number !== person.e164)!;
    const added = await request.post(`${API}/client/wishlist`, { headers: auth(token), data: { phone_number: person.e164, ad_id: target.id } });
    expect(added.status()).toBe(200);
    expect((await json(added)).msg).toBe("تمت العملية بنجاح");
    const listed = ok(z.array(ApiAdSchema)).parse(
      await json(await request.get(`${API}/client/wishlist?phone_number=${encodeURIComponent(person.e164)}`, { headers: auth(token) })),
    ).data;
    expect(listed.map((item) => [item.id, item.wishlist])).toEqual([[target.id, true]]);
    const removed = await request.delete(`${API}/client/wishlist/${target.id}?phone_number=${encodeURIComponent(person.e164)}`, { headers: auth(token) });
    expect(removed.status()).toBe(200);
    expect((await json(await request.get(`${API}/client/wishlist`, { headers: auth(token) }))).data).toEqual([]);

    // Delete the ad.
    const deleted = await request.delete(`${API}/client/ads/${ad.id}?phone_number=${encodeURIComponent(person.e164)}`, { headers: auth(token) });
    expect(deleted.status()).toBe(200);
    expect((await json(deleted)).msg).toBe("تم حذف الاعلان بنجاح");
    await expectFailure(await request.get(`${API}/client/ads/${ad.id}`, { headers: auth(token) }), 404);

    // Traders directory, page by page.
    const page1 = await request.post(`${API}/client/profiles`, {
      data: { company_name: null, category_id: null, region_id: null, governorate_id: null, page: null },
    });
    const first = ok(z.array(TraderItemSchema)).parse(await json(page1));
    expect(first.pagination).toMatchObject({ current_page: 1 });
    expect(first.pagination!.last_page).toBeGreaterThan(1);
    const page2 = ok(z.array(TraderItemSchema)).parse(await json(await request.post(`${API}/client/profiles`, { data: { page: 2 } })));
    expect(page2.pagination).toMatchObject({ current_page: 2, last_page: first.pagination!.last_page });
    const seen = new Set(first.data.map((trader) => trader.id));
    expect(page2.data.some((trader) => seen.has(trader.id))).toBe(false);

    // Log out: the token stops working.
    expect((await request.post(`${API}/user/logout`, { headers: auth(token) })).status()).toBe(200);
    await expectFailure(await request.get(`${API}/user/user-data`, { headers: auth(token) }), 401);
  });

  test("refuses phone_number as identity: another user's wishlist and ads stay as they were", async ({ request }, testInfo) => {
    test.setTimeout(90_000);
    const alice = await apiMember(request, testInfo);
    const bob = await apiMember(request, testInfo);
    const c = await choices(request);

    // Bob hearts a public ad; Alice tries to read and empty Bob's wishlist with his number.
    const publicAd = (await json(await request.get(`${API}/client/show-ads/${c.category.id}`))).data[0];
    expect((await request.post(`${API}/client/wishlist`, { headers: auth(bob.token), data: { ad_id: publicAd.id } })).status()).toBe(200);
    const read = await expectFailure(
      await request.get(`${API}/client/wishlist?phone_number=${encodeURIComponent(bob.person.e164)}`, { headers: auth(alice.token) }),
      403,
    );
    expect(JSON.stringify(read)).not.toContain(String(publicAd.name));
    await expectFailure(
      await request.delete(`${API}/client/wishlist/${publicAd.id}?phone_number=${encodeURIComponent(bob.person.e164)}`, { headers: auth(alice.token) }),
      403,
    );
    await expectFailure(
      await request.post(`${API}/client/wishlist`, { headers: auth(alice.token), data: { phone_number: bob.person.e164, ad_id: publicAd.id } }),
      403,
    );
    await expectFailure(await request.get(`${API}/user/user-data?phone_number=${encodeURIComponent(bob.person.e164)}`, { headers: auth(alice.token) }), 403);
    const bobsList = (await json(await request.get(`${API}/client/wishlist`, { headers: auth(bob.token) }))).data;
    expect(bobsList.map((item: { id: number }) => item.id)).toEqual([publicAd.id]);
    expect((await json(await request.get(`${API}/client/wishlist`, { headers: auth(alice.token) }))).data).toEqual([]);

    // Alice's ad: Bob cannot delete it (with or without her number) nor edit it.
    const created = await request.post(`${API}/client/ads`, {
      headers: auth(alice.token),
      multipart: { ...adForm(c, alice.person.e164), "images[0]": await photo("png") },
    });
    expect(created.status()).toBe(201);
    const adId = (await json(created)).data.ad.id as number;
    await expectFailure(
      await request.delete(`${API}/client/ads/${adId}?phone_number=${encodeURIComponent(alice.person.e164)}`, { headers: auth(bob.token) }),
      403,
    );
    await expectFailure(await request.delete(`${API}/client/ads/${adId}`, { headers: auth(bob.token) }), 404);
    await expectFailure(
      await request.post(`${API}/client/ads/${adId}`, { headers: auth(bob.token), multipart: adForm(c, bob.person.e164, { name: "إعلان مسروق" }) }),
      404,
    );
    // Alice posting in Bob's name is refused too.
    await expectFailure(await request.post(`${API}/client/ads`, { headers: auth(alice.token), multipart: adForm(c, bob.person.e164) }), 403);
    const still = ok(z.object({ ad: ApiAdSchema }).strict()).parse(await json(await request.get(`${API}/client/ads/${adId}`, { headers: auth(alice.token) })))
      .data.ad;
    // No API answer carries a seller's number, not even to the seller: numbers are shown only by "show number" on the site.
    expect(still).toMatchObject({ name: "لابتوب ديل للبيع", user: { phone_number: null } });
    const mine = (await json(await request.get(`${API}/client/my-ads`, { headers: auth(alice.token) }))).data;
    expect(mine.map((item: { id: number }) => item.id)).toEqual([adId]);
    expect((await json(await request.get(`${API}/client/my-ads`, { headers: auth(bob.token) }))).data).toEqual([]);
  });

  test("refuses missing, made-up and revoked tokens and oversize uploads, changing nothing", async ({ request }, testInfo) => {
    test.setTimeout(90_000);
    const { person, token } = await apiMember(request, testInfo);
    const c = await choices(request);

    const missing = await expectFailure(await request.get(`${API}/client/wishlist`), 401);
    expect(missing.msg).toContain("تسجيل الدخول");
    for (const bad of ["garbage", `souq_${"A".repeat(43)}`, `${token.slice(0, -2)}xx`]) {
      await expectFailure(await request.post(`${API}/client/ads`, { headers: auth(bad), multipart: adForm(c, person.e164) }), 401);
    }
    // A second login gives a second token; logging one out revokes only that one.
    const second = LoginDataSchema.parse(
      (await json(await request.post(`${API}/user/login`, { data: { phone_number: person.e164, password: person.password } }))).data,
    ).token;
    expect((await request.post(`${API}/user/logout`, { headers: auth(second) })).status()).toBe(200);
    await expectFailure(await request.get(`${API}/user/user-data`, { headers: auth(second) }), 401);
    expect((await request.get(`${API}/user/user-data`, { headers: auth(token) })).status()).toBe(200);

    // Oversize: a 5 MB + 1 byte photo is a 422 on the field; a body past the cap is a 413.
    const adTooBig = await expectFailure(
      await request.post(`${API}/client/ads`, {
        headers: auth(token),
        multipart: { ...adForm(c, person.e164), "images[0]": await photo("png"), "images[1]": oversize() },
      }),
      422,
    );
    expect(adTooBig.errors).toEqual({ images: ["حجم الملف يجب أن يكون أقل من 5MB"] });
    const imageTooBig = await expectFailure(
      await request.post(`${API}/user/update-profile`, { headers: auth(token), multipart: { name: "اسم آخر طويل", image: oversize() } }),
      422,
    );
    expect(imageTooBig.errors.image).toEqual(["حجم الملف يجب أن يكون أقل من 5MB"]);
    await expectFailure(
      await request.post(`${API}/user/update-profile`, { headers: auth(token), multipart: { name: "اسم آخر طويل", image: oversize(8 * 1024 * 1024) } }),
      413,
    );
    const me = (await json(await request.get(`${API}/user/user-data`, { headers: auth(token) }))).data.user;
    expect(me).toMatchObject({ first_name: person.firstName, last_name: person.lastName, image: null });
    expect((await json(await request.get(`${API}/client/my-ads`, { headers: auth(token) }))).data).toEqual([]);
  });

  test("answers in the requested language, validates with the forms' rules, and answers JSON 404 and 405", async ({ request, playwright }) => {
    const english = await request.post(`${API}/user/login?lng=en`, { data: { phone_number: "+2012", password: "x" } });
    const body = await expectFailure(english, 422);
    expect(body.msg).toBe("Some fields are not valid");
    expect(body.errors.phone_number).toEqual(["The phone number is too short: it must have 11 digits"]);
    const fresh = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });
    const tips = await json(await fresh.get(`${API}/client/safety`));
    expect(tips.msg).toBe("Done successfully");
    await fresh.dispose();
    const arabic = await json(await request.get(`${API}/client/safety?lng=ar`));
    expect(arabic.msg).toBe("تمت العملية بنجاح");

    await expectFailure(await request.get(`${API}/client/no-such-call`), 404);
    await expectFailure(await request.post(`${API}/no/such/call`, { data: {} }), 404);
    const wrongMethod = await expectFailure(await request.get(`${API}/user/login`), 405);
    expect(wrongMethod.msg).toBeTruthy();
    await expectFailure(await request.get(`${API}/client/subcategories/abc`), 404);
  });

  test("serves an OpenAPI 3.1 document listing every call", async ({ request }) => {
    const response = await request.get(`${API}/openapi.json`);
    expect(response.status()).toBe(200);
    const doc = await json(response);
    expect(doc.openapi).toBe("3.1.0");
    for (const [method, path] of [
      ["post", "/user/login"],
      ["post", "/user/register"],
      ["get", "/user/user-data"],
      ["post", "/user/update-profile"],
      ["get", "/client/governorates"],
      ["get", "/client/regions"],
      ["get", "/client/categories"],
      ["get", "/client/subcategories/{id}"],
      ["get", "/client/brand-countries/{id}"],
      ["get", "/client/third-branches/{id}"],
      ["get", "/client/wishlist"],
      ["post", "/client/wishlist"],
      ["delete", "/client/wishlist/{id}"],
      ["post", "/client/ads"],
      ["post", "/client/ads/{id}"],
      ["delete", "/client/ads/{id}"],
      ["post", "/client/ads/getAdsByParameters"],
      ["get", "/client/safety"],
      ["get", "/client/show-ads/{id}"],
      ["get", "/client/websecondbanners"],
      ["post", "/client/profiles"],
    ]) {
      expect(doc.paths[`${API}${path}`]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
