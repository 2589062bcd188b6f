import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { issueApiToken } from "~/server/api-tokens.server";
import { operations } from "~/api/openapi.server";
import { ErrorEnvelopeSchema } from "~/api/schemas.server";
import { adFields, call, formOf, image, makeContext, seedCatalogue } from "./api-helpers";
import { apiRoutes } from "./api-route-table";
import { createTestEnv } from "./helpers/db";

// What the API does with input it should refuse, on a real local D1 and R2:
// prices read once for the form and the API, keep_images that must name the
// ad's own photos, wrong JSON types, bodies of a type an operation does not
// take, and long, odd, wrongly typed and binary values sent to every
// operation, which must never answer 500.

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

async function member(kind: "customer" | "trader" = "customer") {
  serial += 1;
  const phone = `+20151${String(serial).padStart(7, "0")}`;
  const created = await createUser(db(), {
    accountType: kind,
    firstName: "Sara",
    lastName: "Adel",
    username: `input${serial}`,
    email: `input${serial}@example.com`,
    phone,
    password: "secret-1",
    companyName: kind === "trader" ? `Delta ${serial}` : undefined,
    language: "ar",
  });
  if (!created.ok) throw new Error("conflict");
  await markVerified(db(), created.user.id);
  const { token } = await issueApiToken(db(), created.user.id);
  return { id: created.user.id, phone, token };
}

async function postAd(token: string, overrides: Record<string, string> = {}, photos = 2) {
  const files: Array<[string, File]> = [];
  for (let i = 0; i < photos; i++) files.push([`images[${i}]`, await image(i % 2 ? "jpeg" : "png")]);
  return call(env, apiRoutes["/client/ads"], "/public/api/client/ads", { token, form: formOf(adFields(overrides), files), language: "en" });
}

const adRow = (id: number) => env.DB.prepare("SELECT * FROM ads WHERE id = ?").bind(id).first<Record<string, unknown>>();
const imageIds = async (id: number) =>
  (await env.DB.prepare("SELECT id FROM ad_images WHERE ad_id = ? ORDER BY position, id").bind(id).all<{ id: number }>()).results.map((row) => row.id);
const expectError = (body: unknown) => expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);

describe("prices (one reading for the form and the API)", () => {
  it("stores what was meant, never a separator dropped into a bigger number", async () => {
    const owner = await member();
    const cases: Array<[string, number]> = [
      ["1500.00", 1500],
      ["1,500", 1500],
      ["1.500.000", 1500000],
      ["١٬٥٠٠", 1500],
      ["١٥٠٠٫٠٠", 1500],
      ["650000", 650000],
    ];
    for (const [typed, pounds] of cases) {
      const answer = await postAd(owner.token, { price: typed }, 0);
      expect(answer.status, typed).toBe(201);
      expect(answer.body.data.ad.price, typed).toBe(pounds);
      expect((await adRow(answer.body.data.ad.id))!.price, typed).toBe(pounds);
    }
  });

  it("answers a decimal with the whole-pounds message in the caller's language and stores nothing", async () => {
    const owner = await member();
    for (const typed of ["1.5", "1500.50", "١٥٠٠٫٥", "1,500.25"]) {
      const answer = await postAd(owner.token, { price: typed }, 0);
      expect(answer.status, typed).toBe(422);
      expectError(answer.body);
      expect(answer.body.errors, typed).toEqual({
        price: ["The price is in whole pounds: write it without piastres or a decimal comma (1500, not 1500.50 or 1500,00)"],
      });
    }
    const arabic = await call(env, apiRoutes["/client/ads"], "/public/api/client/ads", {
      token: owner.token,
      form: formOf(adFields({ price: "1.5" })),
      language: "ar",
    });
    expect(arabic.body.errors!.price[0]).toContain("بالجنيه الكامل");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?").bind(owner.id).first<{ n: number }>())!.n).toBe(0);
  });

  it("reads an edit's price the same way", async () => {
    const owner = await member();
    const ad = (await postAd(owner.token, {}, 0)).body.data.ad;
    const path = `/public/api/client/ads/${ad.id}`;
    const edited = await call(env, apiRoutes["/client/ads/{id}"], path, {
      token: owner.token,
      params: { id: String(ad.id) },
      form: formOf(adFields({ price: "1.500.000" })),
    });
    expect(edited.status).toBe(200);
    expect((await adRow(ad.id))!.price).toBe(1500000);
    const decimal = await call(env, apiRoutes["/client/ads/{id}"], path, {
      token: owner.token,
      params: { id: String(ad.id) },
      form: formOf(adFields({ price: "1500.5" })),
    });
    expect(decimal.status).toBe(422);
    expect(Object.keys(decimal.body.errors!)).toEqual(["price"]);
    expect((await adRow(ad.id))!.price).toBe(1500000);
  });
});

describe("keep_images", () => {
  it("refuses an id that is not one of the ad's photos with a 422 naming keep_images, and keeps every photo", async () => {
    const owner = await member();
    const other = await member();
    const ad = (await postAd(owner.token)).body.data.ad;
    const theirs = (await postAd(other.token)).body.data.ad;
    const before = await imageIds(ad.id);
    expect(before).toHaveLength(2);
    const row = await adRow(ad.id);
    const attempts: Array<Record<string, string>> = [
      { "keep_images[0]": "abc" },
      { "keep_images[0]": String(theirs.images[0].id) },
      { "keep_images[0]": String(before[0]), "keep_images[1]": "99999999" },
      { "keep_images[0]": "-1" },
    ];
    for (const keep of attempts) {
      const answer = await call(env, apiRoutes["/client/ads/{id}"], `/public/api/client/ads/${ad.id}`, {
        token: owner.token,
        params: { id: String(ad.id) },
        form: formOf({ ...adFields({ name: "changed" }), ...keep }),
        language: "en",
      });
      expect(answer.status, JSON.stringify(keep)).toBe(422);
      expectError(answer.body);
      expect(answer.body.errors, JSON.stringify(keep)).toEqual({ keep_images: ["A photo to keep or remove is not one of this ad's photos"] });
      expect(await imageIds(ad.id)).toEqual(before);
      expect(await adRow(ad.id)).toEqual(row);
    }
    expect(await imageIds(theirs.id)).toHaveLength(2);
    // A right one keeps that photo only.
    const kept = await call(env, apiRoutes["/client/ads/{id}"], `/public/api/client/ads/${ad.id}`, {
      token: owner.token,
      params: { id: String(ad.id) },
      form: formOf({ ...adFields(), "keep_images[0]": String(before[1]) }),
    });
    expect(kept.status).toBe(200);
    expect(await imageIds(ad.id)).toEqual([before[1]]);
  });
});

describe("wrong JSON types: 422 naming the field, never converted", () => {
  it("refuses a number for first_name in update-profile and stores nothing", async () => {
    const user = await member();
    const answer = await call(env, apiRoutes["/user/update-profile"], "/public/api/user/update-profile", {
      token: user.token,
      json: { first_name: 12345 },
      language: "en",
    });
    expect(answer.status).toBe(422);
    expectError(answer.body);
    expect(Object.keys(answer.body.errors!)).toEqual(["first_name"]);
    expect((await env.DB.prepare("SELECT first_name FROM users WHERE id = ?").bind(user.id).first<{ first_name: string }>())!.first_name).toBe("Sara");
  });

  it("refuses an array for ad_id in the wishlist and adds nothing", async () => {
    const owner = await member();
    const user = await member();
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const ad = (await postAd(owner.token, {}, 0)).body.data.ad;
      await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
        .bind(ad.id)
        .run();
      ids.push(ad.id);
    }
    const answer = await call(env, apiRoutes["/client/wishlist"], "/public/api/client/wishlist", { token: user.token, json: { ad_id: ids }, language: "en" });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors!)).toEqual(["ad_id"]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM favourites WHERE user_id = ?").bind(user.id).first<{ n: number }>())!.n).toBe(0);
  });

  it("answers an object for categoryId with a 422 naming it, not a 400 about JSON", async () => {
    const answer = await call(env, apiRoutes["/client/ads/getAdsByParameters"], "/public/api/client/ads/getAdsByParameters", {
      json: { categoryId: { id: 1 }, page: 1 },
      language: "en",
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors!)).toEqual(["categoryId"]);
    expect(answer.body.errors!.categoryId[0]).toBe("This value has the wrong type for this field (see the API document)");
    const float = await call(env, apiRoutes["/client/ads/getAdsByParameters"], "/public/api/client/ads/getAdsByParameters", { json: { categoryId: 1.5 } });
    expect(float.status).toBe(422);
    const nulls = await call(env, apiRoutes["/user/login"], "/public/api/user/login", { json: { phone_number: null, password: ["x"] }, language: "en" });
    expect(nulls.status).toBe(422);
    expect(Object.keys(nulls.body.errors!).sort()).toEqual(["password", "phone_number"]);
  });
});

describe("bodies an operation takes", () => {
  it("refuses JSON and urlencoded bodies for createAd and updateAd with a 415 naming multipart/form-data, and stores nothing", async () => {
    const owner = await member();
    const ad = (await postAd(owner.token, {}, 1)).body.data.ad;
    const row = await adRow(ad.id);
    const bodies: Array<{ headers: Record<string, string>; body: string }> = [
      { headers: { "Content-Type": "application/json" }, body: JSON.stringify(adFields({ name: "json" })) },
      { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(adFields({ name: "urlencoded" })).toString() },
      { headers: { "Content-Type": "text/plain" }, body: "name=plain" },
    ];
    for (const [path, params] of [
      ["/client/ads", {}],
      [`/client/ads/${ad.id}`, { id: String(ad.id) }],
    ] as const) {
      for (const { headers, body } of bodies) {
        const route = apiRoutes[path === "/client/ads" ? "/client/ads" : "/client/ads/{id}"];
        const request = new Request(`http://127.0.0.1:8799/public/api${path}`, {
          method: "POST",
          headers: { ...headers, Authorization: `Bearer ${owner.token}` },
          body,
        });
        const { context } = await makeContext(env, "en");
        const response = await route.action({ request, context, params } as never);
        expect(response.status, `${path} ${headers["Content-Type"]}`).toBe(415);
        const answer = (await response.json()) as { msg: string };
        expectError(answer);
        expect(answer.msg).toBe("This call takes its body as multipart/form-data only");
      }
    }
    expect(await adRow(ad.id)).toEqual(row);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?").bind(owner.id).first<{ n: number }>())!.n).toBe(1);
  });

  it("still takes JSON, urlencoded and multipart where the document says so", async () => {
    for (const body of [JSON.stringify({ page: 2 }), new URLSearchParams({ page: "2" }), formOf({ page: "2" })]) {
      const headers: Record<string, string> = typeof body === "string" ? { "Content-Type": "application/json" } : {};
      const request = new Request("http://127.0.0.1:8799/public/api/client/profiles", { method: "POST", headers, body });
      const { context } = await makeContext(env, "en");
      const response = await apiRoutes["/client/profiles"].action({ request, context, params: {} } as never);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { pagination: { current_page: number } }).pagination.current_page).toBe(2);
    }
  });
});

describe("the traders directory's company_name", () => {
  it("answers 25 Arabic or 49 Latin letters, and up to the document's 100, instead of a 500", async () => {
    for (const name of ["ش".repeat(25), "x".repeat(49), "شركة ".repeat(20), '%_"*NEAR(a b) OR'.padEnd(100, "_")]) {
      const answer = await call(env, apiRoutes["/client/profiles"], "/public/api/client/profiles", { json: { company_name: name } });
      expect(answer.status, name).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
    const tooLong = await call(env, apiRoutes["/client/profiles"], "/public/api/client/profiles", { json: { company_name: "x".repeat(101) }, language: "en" });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors!)).toEqual(["company_name"]);
  });
});

describe("no input to any operation gives a 500", () => {
  const long = "ش".repeat(5000);
  const odd = [
    '"',
    "'",
    "%",
    "_",
    "*",
    "\\",
    'NEAR("a" "b")',
    "a OR b",
    "^x",
    "-1",
    "0",
    "1e9",
    "999999999999999",
    "abc",
    "\u0000",
    "\u0001\u001f\u007f",
    "\uFFFD\uFEFF",
    "\u202E",
    "<script>",
    "../../etc",
    long,
    "x".repeat(70_000),
  ];
  const typed: unknown[] = [12345, 1.5, -1, true, null, [1, 2], ["a"], { a: 1 }, [[1]], [{}], 1e308];
  const pathValues = ["-1", "0", "abc", "1e9", "999999999999999", "%FF", "%00", "%22NEAR(", "1.5"];

  function fieldNames(operation: (typeof operations)[number]): string[] {
    return [...new Set([...(operation.query ?? []).map((field) => field.name), ...(operation.body?.fields ?? []).map((field) => field.name)])];
  }

  async function send(token: string, operation: (typeof operations)[number], path: string, init: { query?: string; body?: BodyInit; contentType?: string }) {
    const route = apiRoutes[operation.path];
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (init.contentType) headers["Content-Type"] = init.contentType;
    const method = operation.method.toUpperCase();
    const request = new Request(`http://127.0.0.1:8799/public/api${path}${init.query ?? ""}`, {
      method,
      headers,
      body: method === "GET" ? undefined : init.body,
    });
    const last = path.split("/").at(-1)!;
    const decoded = (() => {
      try {
        return decodeURIComponent(last);
      } catch {
        return last; // as Remix leaves a malformed escape
      }
    })();
    const params = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], decoded]));
    const { context, pending } = await makeContext(env, "en", `10.9.${serial % 250}.${Math.floor(Math.random() * 250)}`);
    const response = await (method === "GET" ? route.loader : route.action)({ request, context, params } as never);
    await Promise.allSettled(pending); // as a Worker, the request's background work ends with it
    return response;
  }

  it("sends long, odd, wrongly typed and binary values to every operation's fields and path, and never gets a 500", async () => {
    const owner = await member("trader");
    const ad = (await postAd(owner.token, {}, 1)).body.data.ad;
    const failures: string[] = [];
    let sent = 0;
    const check = async (label: string, response: Response) => {
      sent += 1;
      if (response.status >= 500) failures.push(`${label} → ${response.status} ${await response.text()}`);
      else {
        expect(response.headers.get("Content-Type"), label).toContain("application/json");
        await response.body?.cancel();
      }
    };
    for (const operation of operations) {
      if (operation.operationId === "logout") continue; // it would end the token the rest uses
      const concrete = operation.path.replace("{id}", String(operation.tag === "lookups" ? 1 : ad.id));
      const names = fieldNames(operation);
      const isGet = operation.method === "get" || operation.method === "delete";
      for (const name of names) {
        for (const value of odd) {
          if (isGet || operation.method === "delete") {
            await check(
              `${operation.operationId} ?${name}=${value.slice(0, 20)}`,
              await send(owner.token, operation, concrete, { query: `?${new URLSearchParams({ [name]: value })}` }),
            );
          }
          if (operation.body) {
            if (operation.body.media.includes("application/json")) {
              await check(
                `${operation.operationId} json ${name}=${value.slice(0, 20)}`,
                await send(owner.token, operation, concrete, { body: JSON.stringify({ [name]: value }), contentType: "application/json" }),
              );
            }
            const form = new FormData();
            form.append(name, value);
            await check(`${operation.operationId} multipart ${name}=${value.slice(0, 20)}`, await send(owner.token, operation, concrete, { body: form }));
          }
        }
        if (operation.body?.media.includes("application/json")) {
          for (const value of typed) {
            await check(
              `${operation.operationId} json ${name}=${JSON.stringify(value)}`,
              await send(owner.token, operation, concrete, { body: JSON.stringify({ [name]: value }), contentType: "application/json" }),
            );
          }
        }
        // Binary: invalid UTF-8 percent-encodings in the query and a urlencoded body, raw bytes in a JSON body.
        await check(`${operation.operationId} ?${name}=%FF%FE%00`, await send(owner.token, operation, concrete, { query: `?${name}=%FF%FE%00%C3%28` }));
        if (operation.body) {
          const contentType = operation.body.media.includes("application/x-www-form-urlencoded")
            ? "application/x-www-form-urlencoded"
            : "multipart/form-data; boundary=x";
          const bytes = contentType.startsWith("multipart")
            ? new Uint8Array([
                ...new TextEncoder().encode(`--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
                0xff,
                0xfe,
                0x00,
                0xc3,
                0x28,
                ...new TextEncoder().encode("\r\n--x--\r\n"),
              ])
            : new TextEncoder().encode(`${name}=%FF%FE%00%C3%28`);
          await check(`${operation.operationId} binary body ${name}`, await send(owner.token, operation, concrete, { body: bytes, contentType }));
        }
      }
      if (operation.body?.media.includes("application/json")) {
        await check(
          `${operation.operationId} raw bytes as JSON`,
          await send(owner.token, operation, concrete, {
            body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
            contentType: "application/json",
          }),
        );
        await check(`${operation.operationId} JSON list`, await send(owner.token, operation, concrete, { body: "[1,2]", contentType: "application/json" }));
      }
      if (operation.path.includes("{id}")) {
        for (const value of pathValues) {
          await check(`${operation.operationId} path ${value}`, await send(owner.token, operation, operation.path.replace("{id}", value), {}));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // The owner's ad survived every odd edit and delete.
    expect(await adRow(ad.id)).not.toBeNull();
  }, 240_000);
});
