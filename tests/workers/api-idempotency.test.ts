import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { ADS_PER_DAY } from "~/features/ads/editor.server";
import { issueApiToken } from "~/server/api-tokens.server";
import { openApiDocument } from "~/api/openapi.server";
import { adFields, call, formOf, image, seedCatalogue } from "./api-helpers";
import { createTestEnv } from "./helpers/db";
import { apiRoutes } from "./api-route-table";

const adsRoute = apiRoutes["/client/ads"];

// A request sent twice, for the JSON API: POST /client/ads with an
// Idempotency-Key creates one ad however often it is sent, and the daily
// ad quota answers 429 in the caller's language.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await seedCatalogue(env.DB);
});

afterAll(async () => {
  await dispose?.();
});

let serial = 0;
async function member() {
  serial += 1;
  const created = await createUser(
    { db: env.DB },
    {
      accountType: "trader",
      firstName: "Sara",
      lastName: "Adel",
      username: `idem${serial}`,
      email: `idem${serial}@example.com`,
      phone: `+20151${String(serial).padStart(7, "0")}`,
      password: "secret-1",
      companyName: `Nile Trading ${serial}`,
      language: "ar",
    },
  );
  if (!created.ok) throw new Error("conflict");
  await markVerified({ db: env.DB }, created.user.id);
  return { id: created.user.id, token: (await issueApiToken({ db: env.DB }, created.user.id)).token };
}

const count = async (userId: number) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("POST /client/ads", () => {
  it("with the same Idempotency-Key sent twice at once creates one ad, and both answers carry it", async () => {
    const owner = await member();
    const key = crypto.randomUUID();
    const post = async () =>
      call(env, adsRoute, "/public/api/client/ads", {
        token: owner.token,
        headers: { "Idempotency-Key": key },
        form: formOf(adFields(), [["images[0]", await image()]]),
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await count(owner.id)).toBe(1);
    expect(first.body.data.ad.id).toBe(second.body.data.ad.id);
    // Without a key (or with another one) each request posts.
    await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields()) });
    await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, headers: { "Idempotency-Key": crypto.randomUUID() }, form: formOf(adFields()) });
    expect(await count(owner.id)).toBe(3);
  });

  it(`answers 429 past ${ADS_PER_DAY} ads in a day, in the caller's language, and stores nothing`, async () => {
    const owner = await member();
    await env.DB.batch(
      Array.from({ length: ADS_PER_DAY }, () =>
        env.DB.prepare(
          "INSERT INTO ads (user_id, name, description, price, category_id, latitude, longitude, address, created_at) VALUES (?1, 'x', 'd', 1, 1, 30, 31, 'a', datetime('now', '-1 hour'))",
        ).bind(owner.id),
      ),
    );
    const refused = await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields()), language: "en" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, msg: `You can post up to ${ADS_PER_DAY} ads a day. Please try again tomorrow.` });
    expect(await count(owner.id)).toBe(ADS_PER_DAY);
  });

  it("answers 402 free_limit past the category's free ads, in the caller's language, and stores nothing", async () => {
    const owner = await member();
    // The category allows 2 free ads in 30 days (the seed's vehicles): two posted, the third refused.
    await env.DB.prepare("UPDATE categories SET free_ads_limit = 2 WHERE id = 1").run();
    try {
      for (let i = 0; i < 2; i++)
        expect((await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields()) })).status).toBe(201);
      const refused = await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields()) });
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({
        success: false,
        code: "free_limit",
        msg: "نشرت إعلاناتك المجانية في هذا القسم (2 كل ٣٠ يومًا). اشترِ إعلانات إضافية له، أو انشر فيه مجانًا من جديد حين يمر ٣٠ يومًا على أحدها.",
        errors: { category_id: ["لا إعلانات مجانية متبقية لك في هذا القسم الآن"] },
      });
      expect(await count(owner.id)).toBe(2);
      const english = await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields()), language: "en" });
      expect(english.body.msg).toBe(
        "You have posted your free ads in this category (2 every 30 days). Buy extra ads for it, or post here for free again once one of them is 30 days old.",
      );
      expect(await count(owner.id)).toBe(2);
    } finally {
      await env.DB.prepare("UPDATE categories SET free_ads_limit = 10 WHERE id = 1").run();
    }
  });

  it("answers 402 free_limit to an edit that moves an ad into a category past its free ads, and changes nothing", async () => {
    const owner = await member();
    await env.DB.prepare("UPDATE categories SET free_ads_limit = 2 WHERE id = 1").run();
    try {
      for (let i = 0; i < 2; i++)
        expect((await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields()) })).status).toBe(201);
      const flatFields = { name: "شقة ١٢٠ متر", category_id: "2", subcategory_id: "200", brand_country_id: "2000", third_branch_id: "20000" };
      const flat = await call(env, adsRoute, "/public/api/client/ads", { token: owner.token, form: formOf(adFields(flatFields)) });
      expect(flat.status).toBe(201);
      const id = String(flat.body.data.ad.id);
      const moved = await call(env, apiRoutes["/client/ads/{id}"], `/public/api/client/ads/${id}`, {
        params: { id },
        token: owner.token,
        form: formOf(adFields({ name: "شقة صارت سيارة" })),
        language: "en",
      });
      expect(moved.status).toBe(402);
      expect(moved.body).toMatchObject({ success: false, code: "free_limit", errors: { category_id: ["No free ads left for you in this category now"] } });
      expect(await env.DB.prepare("SELECT category_id, name FROM ads WHERE id = ?1").bind(id).first()).toEqual({ category_id: 2, name: "شقة ١٢٠ متر" });
      // Edited within its own category: allowed, nothing counted.
      const kept = await call(env, apiRoutes["/client/ads/{id}"], `/public/api/client/ads/${id}`, {
        params: { id },
        token: owner.token,
        form: formOf(adFields({ ...flatFields, name: "شقة ١٢٥ متر" })),
      });
      expect(kept.status).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE categories SET free_ads_limit = 10 WHERE id = 1").run();
    }
  });

  it("documents the Idempotency-Key header, the 429 and the 402 in the OpenAPI document", () => {
    const document = openApiDocument("http://127.0.0.1:8799") as any;
    const operation = document.paths["/public/api/client/ads"].post;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }));
    expect(Object.keys(operation.responses)).toContain("429");
    expect(Object.keys(operation.responses)).toContain("402");
    expect(Object.keys(document.paths["/public/api/client/ads/{id}"].post.responses)).toContain("402");
  });
});
