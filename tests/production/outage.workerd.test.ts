/// <reference types="@cloudflare/vitest-plugin/types" />
// With the database unavailable, Souq degrades instead of
// failing. The built Worker (build/index.js, as deployed) runs inside
// workerd with the pool's real D1 (the real migrations) and R2, and its D1
// binding wrapped: the wrapper passes every call through, or fails it as D1
// does when it cannot be reached, or never answers. Nothing of ours is mocked.
import { applyD1Migrations } from "cloudflare:test";
import { env as poolEnv } from "cloudflare:workers";
import type { D1Migration } from "@cloudflare/vitest-plugin";
import { createCookie } from "@remix-run/cloudflare";
import { beforeAll, describe, expect, it } from "vitest";
import { insertOneAd } from "./one-ad";
import { KEPT_COPY_HEADER } from "~/lib/kept-copy";

/** The built Worker (`remix build` runs before this project; typed by hand: the build has no declarations). */
const bundle = "../../build/index.js";
const worker = (await import(/* @vite-ignore */ bundle)).default as { fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> };

type Mode = "up" | "failing" | "hanging";
let mode: Mode = "up";

const bindings = poolEnv as unknown as { DB: D1Database; BUCKET: R2Bucket; TEST_MIGRATIONS: D1Migration[] };

/** D1 as the Worker sees it, failing or hanging on every call while `mode` says so. */
function faultyStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const fault = <T>(work: () => Promise<T>): Promise<T> => {
    if (mode === "failing") return Promise.reject(new Error("D1_ERROR: Network connection lost."));
    if (mode === "hanging") return new Promise<T>(() => {});
    return work();
  };
  return {
    bind: (...values: unknown[]) => faultyStatement(statement.bind(...values)),
    first: (column?: string) => fault(() => (column === undefined ? statement.first() : statement.first(column))),
    run: () => fault(() => statement.run()),
    all: () => fault(() => statement.all()),
    raw: (options?: { columnNames?: boolean }) => fault(() => statement.raw(options as never)),
    inner: statement,
  } as unknown as D1PreparedStatement;
}

function faultyDatabase(db: D1Database | D1DatabaseSession): D1Database {
  const unwrap = (statement: D1PreparedStatement) => (statement as unknown as { inner?: D1PreparedStatement }).inner ?? statement;
  return {
    prepare: (sql: string) => faultyStatement(db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) =>
      mode === "failing"
        ? Promise.reject(new Error("D1_ERROR: Network connection lost."))
        : mode === "hanging"
          ? new Promise(() => {})
          : db.batch(statements.map(unwrap)),
    withSession: (constraint?: string) => faultyDatabase((db as D1Database).withSession(constraint as never)),
    getBookmark: () => (db as D1DatabaseSession).getBookmark?.() ?? null,
  } as unknown as D1Database;
}

const SITE = "http://127.0.0.1:8806";
const env = {
  DB: faultyDatabase(bindings.DB),
  BUCKET: bindings.BUCKET,
  APP_ENV: "test",
  SITE_URL: SITE,
  SESSION_SECRET: "o".repeat(48),
  MAIL_FROM: "Souq <no-reply@souq.test>",
  SUPPORT_EMAIL: "support@souq.test",
  SUPPORT_PHONE: "+201000000000",
};

/** One request through the Worker, and everything it left in the background (the cache's puts) done. */
async function visit(path: string, init: RequestInit & { language?: "ar" | "en" } = {}): Promise<{ response: Response; text: string; ms: number }> {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {} };
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", init.language === "en" ? "en-US,en;q=0.9" : "ar-EG,ar;q=0.9");
  const started = Date.now();
  const response: Response = await worker.fetch(new Request(`${SITE}${path}`, { ...init, headers, redirect: "manual" }), env, ctx);
  const text = await response.text();
  const ms = Date.now() - started;
  await Promise.all(pending);
  return { response, text, ms };
}

const visible = (html: string, id: string) => {
  const tag = html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0];
  return tag !== undefined && !/\shidden(=|\s|>)/.test(tag);
};

beforeAll(async () => {
  await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
  await insertOneAd(bindings.DB);
});

describe("with the database unavailable", () => {
  it("serves a page the edge cache holds, marked as maybe out of date, and never an error", async () => {
    mode = "up";
    const first = await visit("/categories/vehicles");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Souq-Cache")).toBe("MISS");
    expect(visible(first.text, "stale-notice")).toBe(false);

    for (const fault of ["failing", "hanging"] as const) {
      mode = fault;
      const during = await visit("/categories/vehicles");
      expect(during.response.status, fault).toBe(200);
      expect(during.response.headers.get("X-Souq-Cache")).toBe("STALE");
      expect(during.text).toContain("تويوتا كورولا ٢٠١٨");
      expect(visible(during.text, "stale-notice")).toBe(true);
      expect(during.text).toContain("قد لا تكون هذه الصفحة محدّثة.");
      // A slow database holds the request for the guard's timeout (3 s) at most.
      expect(during.ms).toBeLessThan(5000);
    }
    mode = "up";
    const after = await visit("/categories/vehicles");
    expect(after.response.status).toBe(200);
    expect(visible(after.text, "stale-notice")).toBe(false);
  });

  it("answers a page it does not hold with 503, Retry-After and the site's header and search, in the visitor's language", async () => {
    for (const fault of ["failing", "hanging"] as const) {
      mode = fault;
      const arabic = await visit("/categories/product/1");
      expect(arabic.response.status, fault).toBe(503);
      expect(arabic.response.headers.get("Retry-After")).toBe("30");
      expect(arabic.response.headers.has("X-Souq-Unavailable")).toBe(false);
      expect(arabic.text).toContain("الخدمة غير متاحة مؤقتًا");
      expect(arabic.text).toMatch(/<form[^>]*action="\/categories\/search"/);
      expect(arabic.text).not.toContain("تويوتا كورولا");
      expect(arabic.ms).toBeLessThan(5000);
    }
    mode = "failing";
    const english = await visit("/blog", { language: "en" });
    expect(english.response.status).toBe(503);
    expect(english.text).toContain("Temporarily unavailable");
    mode = "up";
    expect((await visit("/categories/product/1")).response.status).toBe(200);
  });

  it("answers a form post with 503 and the form as it was typed, and stores nothing", async () => {
    const users = async () => (await bindings.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())!.n;
    const before = await users();
    mode = "failing";
    const form = new URLSearchParams({ phone: "01022223333", password: "a-secret-password" });
    const posted = await visit("/auth/signin", {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: new URL(SITE).host },
    });
    expect(posted.response.status).toBe(503);
    expect(posted.response.headers.get("Retry-After")).toBe("30");
    expect(posted.text).toContain("تعذّر الحفظ الآن لأن بياناتنا غير متاحة مؤقتًا");
    // The phone as typed is back in its field; the password is not sent back.
    expect(posted.text).toMatch(/<input[^>]*name="phone"[^>]*value="01022223333"|<input[^>]*value="01022223333"[^>]*name="phone"/);
    expect(posted.text).not.toContain("a-secret-password");
    mode = "up";
    expect(await users()).toBe(before);
  });

  it("answers an account form it cannot render with the 503 page holding what was sent and a button to send it again", async () => {
    // A session cookie as the site signs it: the session itself is in the database, which is failing.
    const cookie = await createCookie("__session", { path: "/", secrets: [env.SESSION_SECRET] }).serialize("a-session-token");
    mode = "failing";
    const form = new URLSearchParams({ intent: "profile", firstName: "سامي\nعادل", lastName: "Adel", currentPassword: "my-current-secret" });
    const posted = await visit("/account?index", {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: new URL(SITE).host, Cookie: cookie.split(";")[0]! },
    });
    mode = "up";
    expect(posted.response.status).toBe(503);
    expect(posted.response.headers.get("Retry-After")).toBe("30");
    expect(posted.text).toContain("لم يُحفظ شيء");
    // The same fields, to the same address, as typed; never the password.
    expect(posted.text).toMatch(/<form method="post" action="\/account\?index">/);
    expect(posted.text).toContain('<input type="hidden" name="intent" value="profile"/>');
    expect(posted.text).toContain('<input type="hidden" name="firstName" value="سامي\nعادل"/>');
    expect(posted.text).toContain("أرسِل مرة أخرى");
    expect(posted.text).not.toContain("my-current-secret");
  });

  it("answers the JSON API with 503 in its envelope, with Retry-After", async () => {
    mode = "failing";
    const { response, text } = await visit("/public/api/client/categories", { language: "en" });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(JSON.parse(text)).toEqual({ success: false, msg: "Our data is temporarily unavailable. Try again after the time in Retry-After.", data: null });
    mode = "up";
    expect((await visit("/public/api/client/categories")).response.status).toBe(200);
  });
});

describe("the copy the service worker keeps", () => {
  it("is rendered with the page's 'may be out of date' line shown, and never reaches the edge cache", async () => {
    mode = "up";
    const kept = await visit("/categories/vehicles", { headers: { [KEPT_COPY_HEADER]: "1" } });
    expect(kept.response.status).toBe(200);
    expect(visible(kept.text, "stale-notice")).toBe(true);
    expect(kept.response.headers.get("X-Souq-Cache")).not.toBe("HIT");
    // The next visitor of that address gets the page as it is, without the line.
    for (let i = 0; i < 2; i++) expect(visible((await visit("/categories/vehicles")).text, "stale-notice")).toBe(false);
  });
});
