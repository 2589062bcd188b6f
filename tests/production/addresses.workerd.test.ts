/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="vite/client" />
// Generated addresses of every route family (Arabic letters, emoji at every
// offset, lone surrogates and broken UTF-8 percent-encoded, control
// characters, very long texts, in the path and in the query) answered by the
// built Worker (build/index.js, as deployed) inside workerd with the pool's
// real D1 (the real migrations) and R2: none answers a server error. The
// route families are read from the files of app/routes, so a new route is
// fuzzed too.
import { applyD1Migrations } from "cloudflare:test";
import { env as poolEnv } from "cloudflare:workers";
import type { D1Migration } from "@cloudflare/vitest-plugin";
import { beforeAll, describe, expect, it } from "vitest";
import { fillPattern, routePatterns } from "../common/route-patterns";
import { insertOneAd } from "./one-ad";

const bundle = "../../build/index.js";
const worker = (await import(/* @vite-ignore */ bundle)).default as { fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> };
const bindings = poolEnv as unknown as { DB: D1Database; BUCKET: R2Bucket; TEST_MIGRATIONS: D1Migration[] };

const SITE = "http://127.0.0.1:8809";
const env = {
  DB: bindings.DB,
  BUCKET: bindings.BUCKET,
  APP_ENV: "test",
  SITE_URL: SITE,
  SESSION_SECRET: "f".repeat(48),
  MAIL_FROM: "Souq <no-reply@souq.test>",
  SUPPORT_EMAIL: "support@souq.test",
  SUPPORT_PHONE: "+201000000000",
};

// The route modules' file names (their keys only: nothing is imported).
const files = Object.keys(import.meta.glob("../../app/routes/*.{ts,tsx}"));
const routes = routePatterns(files);

/** A small seeded generator, so a failure is the same address on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]) => items[int(items.length)];
  return { int, pick };
}

const ARABIC = "ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةى٠١٢٣٤٥٦٧٨٩ ";
const EMOJI = ["😀", "🚗", "🏠", "👍🏽", "👨‍👩‍👧", "🇪🇬", "❤️", "𝒜"];
const CONTROL = ["%00", "%01", "%07", "%08", "%0A", "%0D", "%1B", "%1F", "%7F", "%C2%85", "%E2%80%8F", "%E2%80%AE"];
// Percent-encoded bytes no text has: UTF-8 of lone surrogates, cut sequences, stray percent signs.
const BROKEN = ["%ED%A0%BD", "%ED%B8%80", "%ED%A0%BD%ED%B8%80", "%F0%9F", "%F0%9F%98", "%E0%A4%A", "%C0%AF", "%FF", "%", "%%", "%2", "%u0041", "%uD83D"];

type Kind = "arabic" | "emoji" | "control" | "broken" | "long" | "mixed";
const KINDS: Kind[] = ["arabic", "emoji", "control", "broken", "long", "mixed"];

/** One generated path segment or query value, already written as it goes in an address. */
function generate(random: ReturnType<typeof generator>, kind: Kind): string {
  const arabic = (length: number) => Array.from({ length }, () => random.pick([...ARABIC])).join("");
  const emoji = (length: number) => Array.from({ length }, () => random.pick(EMOJI)).join("");
  switch (kind) {
    case "arabic":
      return encodeURIComponent(arabic(1 + random.int(60)));
    case "emoji":
      // An odd number of single units before the emoji, past 100 units: any cut by UTF-16 units splits a pair.
      return encodeURIComponent(`${"x".repeat(1 + 2 * random.int(50))}${emoji(30 + random.int(60))}`);
    case "control":
      return `${encodeURIComponent(arabic(random.int(5)))}${random.pick(CONTROL)}${encodeURIComponent(emoji(random.int(3)))}${random.pick(CONTROL)}`;
    case "broken":
      return `${encodeURIComponent(arabic(random.int(4)))}${random.pick(BROKEN)}${encodeURIComponent(emoji(random.int(2)))}`;
    case "long":
      return encodeURIComponent(random.pick([arabic(3000), emoji(1500), `${arabic(99)}${emoji(400)}`]));
    case "mixed":
      return Array.from({ length: 2 + random.int(6) }, () =>
        random.pick([encodeURIComponent(arabic(1 + random.int(8))), encodeURIComponent(emoji(1 + random.int(4))), random.pick(CONTROL), random.pick(BROKEN)]),
      ).join("");
  }
}

/** Every generated address: each route family with each kind, in the path and in the query. */
function addresses(): string[] {
  const random = generator(50);
  const list: string[] = [];
  for (const route of routes) {
    for (const kind of KINDS) {
      const value = () => generate(random, kind);
      const path = route.params.length > 0 ? fillPattern(route, value) : `${route.path}`;
      // The listing's own parameters and a few others every page may be sent.
      const query = random.pick(["q", "page", "category", "sort", "after", "before", "lng", "redirectTo", "governorate", "price_min"]);
      list.push(`${path}?${query}=${value()}&page=${random.pick(["2", "999999999999", "-1", value()])}`);
      if (route.params.length === 0) list.push(`${path.replace(/\/$/, "")}/${value()}`);
    }
  }
  return list;
}

beforeAll(async () => {
  await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
  await insertOneAd(bindings.DB);
});

describe("generated addresses", () => {
  it("cover every route family", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/categories/search/:text", "/categories/:category", "/*"]));
  });

  it("never answer a server error, in Arabic or English", async () => {
    const list = addresses();
    expect(list.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const [index, address] of list.entries()) {
      const pending: Promise<unknown>[] = [];
      const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {} };
      const language = index % 2 === 0 ? "ar-EG,ar;q=0.9" : "en-US,en;q=0.9";
      const response = await worker.fetch(new Request(`${SITE}${address}`, { headers: { "Accept-Language": language }, redirect: "manual" }), env, ctx);
      await response.arrayBuffer();
      await Promise.allSettled(pending);
      if (response.status >= 500) failures.push(`${response.status} ${address.length > 300 ? `${address.slice(0, 300)}…` : address}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
