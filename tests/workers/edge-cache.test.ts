import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_HEADER, CACHE_KEY_PARAM, contentVersion, edgeCache, isCacheableRequest, isCacheableResponse } from "~/server/edge-cache.server";
import { KEPT_COPY_HEADER } from "~/lib/kept-copy";
import { randomNonce, securityHeaders } from "~/server/security.server";
import { testConfig } from "./helpers/config";
import { createTestEnv } from "./helpers/db";

// Which requests and responses the edge cache may keep, and
// the content version (migration 0013's triggers) that is part of its key,
// against a real local D1 with the real migrations.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, status, latitude, longitude, address)
       VALUES (1, 1, 'سيارة', 'وصف', 1000, 1, 'pending', 30, 31, 'address')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const site = "http://127.0.0.1:8797";
const config = testConfig();

describe("the content version", () => {
  it("moves when a public page's content changes, and not for views or private writes", async () => {
    const db = env.DB;
    const version = () => contentVersion({ db });
    let before = await version();
    // A pending ad is not public: editing it changes no public page.
    await db.prepare("UPDATE ads SET price = 1200 WHERE id = 1").run();
    expect(await version()).toBe(before);
    // Approving it does.
    await db.prepare("UPDATE ads SET status = 'approved', expires_at = '2099-01-01 00:00:00' WHERE id = 1").run();
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    // Views and sign-in data do not.
    await db.prepare("UPDATE ads SET views = views + 1 WHERE id = 1").run();
    await db.prepare("UPDATE users SET password_hash = 'y', email_verified_at = datetime('now') WHERE id = 1").run();
    expect(await version()).toBe(before);
    // Featuring, a seller's new name, a category, a banner, a post, a removal: each does.
    for (const sql of [
      "UPDATE ads SET is_featured = 1 WHERE id = 1",
      "UPDATE users SET first_name = 'Samir' WHERE id = 1",
      // The "phone verified" badge on the seller's ads and page (migration 0026).
      "UPDATE users SET phone_verified_at = datetime('now') WHERE id = 1",
      "UPDATE categories SET name_en = 'Cars' WHERE id = 1",
      // A category attribute's field and choice (the ad page's details, the filter sheet, the chips).
      "INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en) VALUES (9001, 1, 'fuel', 'one_of', 'الوقود', 'Fuel')",
      "INSERT INTO attribute_options (id, field_id, key, label, label_en) VALUES (900101, 9001, 'petrol', 'بنزين', 'Petrol')",
      "UPDATE attribute_options SET label_en = 'Gasoline' WHERE id = 900101",
      "UPDATE attribute_fields SET label_en = 'Fuel type' WHERE id = 9001",
      "DELETE FROM attribute_fields WHERE id = 9001",
      "INSERT INTO banners (title, title_en, image) VALUES ('عرض', 'Offer', 'banners/x.jpg')",
      "INSERT INTO blog_posts (slug, title, title_en, excerpt, excerpt_en, body, body_en) VALUES ('p', 'ت', 't', 'م', 'e', 'ن', 'b')",
      "UPDATE ads SET status = 'removed' WHERE id = 1",
    ]) {
      await db.prepare(sql).run();
      const after = await version();
      expect(after, sql).toBeGreaterThan(before);
      before = after;
    }
  });
});

describe("what the edge cache may keep", () => {
  it("anonymous GET and HEAD of public pages only", () => {
    const request = (path: string, init: RequestInit = {}) => isCacheableRequest(new Request(`${site}${path}`, init));
    for (const path of [
      "/",
      "/categories/vehicles?page=2",
      "/categories/search?q=x",
      "/categories/product/12",
      "/blog/3",
      "/account/trader-profiles",
      "/trader/5",
    ]) {
      expect(request(path), path).toBe(true);
    }
    expect(request("/", { method: "HEAD" })).toBe(true);
    expect(request("/", { headers: { Cookie: "lng=ImVuIg%3D%3D" } })).toBe(true);
    for (const path of [
      "/account",
      "/account/ads",
      "/auth/signin",
      "/admin",
      "/public/api/client/categories",
      "/payments/return/1",
      "/dev/mailbox",
      "/categories/product/12/report",
      "/signout",
    ]) {
      expect(request(path), path).toBe(false);
    }
    expect(request("/", { method: "POST" })).toBe(false);
    expect(request("/", { headers: { Cookie: "__session=abc" } })).toBe(false);
    expect(request("/", { headers: { Cookie: "lng=x; __flash=abc" } })).toBe(false);
    expect(request("/", { headers: { Cookie: "__db_bookmark=abc" } })).toBe(false);
    expect(request("/?lng=en")).toBe(false);
    expect(request("/?_data=root")).toBe(false);
    expect(request("/blog.data")).toBe(false);
    expect(request(`/blog?${CACHE_KEY_PARAM}=ar.1.x`)).toBe(false);
    expect(request(`/categories/vehicles?page=2&${CACHE_KEY_PARAM}=`)).toBe(false);
    expect(request("/", { headers: { "Cache-Control": "no-cache" } })).toBe(false);
    // The service worker's copy to keep carries the "may be out of date" line: never the cache's.
    expect(request("/", { headers: { [KEPT_COPY_HEADER]: "1" } })).toBe(false);
  });

  it("200 HTML pages that set no cookie only", () => {
    const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" };
    expect(isCacheableResponse(new Response("<html>", { headers: html }))).toBe(true);
    expect(isCacheableResponse(new Response("<html>", { headers: { ...html, "Set-Cookie": "lng=x" } }))).toBe(false);
    expect(isCacheableResponse(new Response("<html>", { status: 404, headers: html }))).toBe(false);
    expect(isCacheableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
    expect(isCacheableResponse(new Response("<html>", { headers: { ...html, "Cache-Control": "private, no-store" } }))).toBe(false);
  });
});

describe("the cache key's own parameter", () => {
  it("is neither answered from the cache nor stored in it, and never reaches the plain page's visitors", async () => {
    const cache = await caches.open("edge-cache-key-parameter");
    const background: Promise<unknown>[] = [];
    const renders: string[] = [];
    // A page that shows the address it was rendered for, as a canonical link would.
    const render = (request: Request) => async () => {
      renders.push(request.url);
      return new Response(`<html><link rel="canonical" href="${request.url}">`, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" },
      });
    };
    const ask = async (path: string) => {
      const request = new Request(`${site}${path}`, { headers: { "Accept-Language": "ar" } });
      const response = await edgeCache(
        request,
        { db: env.DB, config, build: "test", waitUntil: (promise) => background.push(promise), cache },
        render(request),
      );
      const body = await response.text();
      await Promise.all(background.splice(0));
      return { state: response.headers.get(CACHE_HEADER), body };
    };
    const poisoned = `/blog?${CACHE_KEY_PARAM}=X`;

    // Asked first with the parameter: rendered, and nothing stored.
    expect(await ask(poisoned)).toMatchObject({ state: null, body: expect.stringContaining("=X") });
    // The plain page is then rendered for itself (a miss), stored, and answered from the cache.
    expect(await ask("/blog")).toMatchObject({ state: "MISS", body: expect.not.stringContaining("=X") });
    expect(await ask("/blog")).toMatchObject({ state: "HIT", body: expect.not.stringContaining(CACHE_KEY_PARAM) });
    // With the plain page stored, the parameter still gets a render of its own, not the stored copy.
    expect(await ask(poisoned)).toMatchObject({ state: null, body: expect.stringContaining("=X") });
    expect(await ask("/blog")).toMatchObject({ state: "HIT", body: expect.not.stringContaining("=X") });
    expect(renders).toEqual([`${site}${poisoned}`, `${site}/blog`, `${site}${poisoned}`]);
  });
});

describe("the CSP nonce of a cached page", () => {
  it("is new on every answer from the cache, in the policy and in every element that carries one", async () => {
    const cache = await caches.open("edge-cache-nonce");
    const background: Promise<unknown>[] = [];
    // A page as the Worker renders it: scripts and a preload carrying the render's nonce, and the policy naming it.
    const render = async () => {
      const nonce = randomNonce();
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" });
      securityHeaders(headers, { config, nonce });
      const html = `<html><head><link rel="modulepreload" href="/build/a.js" nonce="${nonce}"></head><body><p>x</p><script nonce="${nonce}">window.__ctx = 1;</script><script nonce="${nonce}" type="module">import "/build/b.js";</script></body></html>`;
      return new Response(html, { headers });
    };
    const ask = async () => {
      const request = new Request(`${site}/our-services`, { headers: { "Accept-Language": "ar" } });
      const response = await edgeCache(request, { db: env.DB, config, build: "test", waitUntil: (promise) => background.push(promise), cache }, render);
      const body = await response.text();
      await Promise.all(background.splice(0));
      const nonces = [...body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
      const policy = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      return { state: response.headers.get(CACHE_HEADER), nonces, policy, body };
    };
    const miss = await ask();
    expect(miss.state).toBe("MISS");
    const [first, second] = [await ask(), await ask()];
    for (const answer of [first, second]) {
      expect(answer.state).toBe("HIT");
      expect(answer.nonces).toHaveLength(3);
      expect(new Set(answer.nonces)).toEqual(new Set([answer.policy]));
      expect(answer.body).toContain(`<script nonce="${answer.policy}">window.__ctx = 1;</script>`);
    }
    // Each answer its own: neither the stored render's nor another visitor's.
    expect(new Set([miss.policy, first.policy, second.policy]).size).toBe(3);
  });
});
