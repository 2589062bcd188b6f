// Public pages from the edge. Anonymous GET and HEAD
// requests for public pages are answered from the Workers Cache API
// (`caches.default`, one cache per Cloudflare location) for FRESH_SECONDS;
// for STALE_SECONDS after that the stored page is still served while a fresh
// render replaces it in the background (stale-while-revalidate).
//
// The key is the address plus the language the page is rendered in (detected
// as the Worker does: `lng` query, `lng` cookie, Accept-Language), the build
// (a deploy changes the script addresses in every page) and the content
// version: one row in D1 that triggers bump on every write a public page can
// show (migration 0013). A change anywhere makes every cached page stale at
// once, in every location, for the price of one primary-key read per request,
// instead of purging a list of URLs per location.
//
// Never cached: requests with any cookie but `lng` (a session, a flash toast,
// a read-your-writes bookmark: such visitors are never served from or written
// to the cache), a `lng` switch (it sets a cookie), Remix data requests
// (`?_data`, and single fetch's `.data` addresses), a request that carries the
// key's own parameter (`souq-cache`: its key would be the plain page's, and
// the page rendered with it stored there for everyone), paths
// outside PUBLIC_PATHS (accounts, sign-in, admin, payments, the API, dev
// tools, the report form), and any response that is not a 200 HTML page, sets
// a cookie or says no-store.
//
// The CSP nonce: every answer from the cache gets a nonce of its own. The
// stored copy's `nonce` attributes are rewritten as the page streams out
// (the platform's HTMLRewriter, on the elements that carry one) and its
// Content-Security-Policy is made again with the new nonce, so a nonce seen
// on one answer is worth nothing on the next, however long the copy is kept.
//
// When the database is unavailable: every page stored is also kept
// for OUTAGE_SECONDS under a key without the content version (LATEST), which
// a request reads when the version cannot be read. The visitor gets that
// copy, newest of that page, marked STALE, with the page's own "may be out of
// date" line shown (its `hidden` attribute removed by the platform's
// HTMLRewriter: the line is the root's, server-rendered on every page). A page
// never stored answers what its render answers (503 while the database is
// down). A cached page's hit therefore never turns into an error.
import { detectLanguage, requestedLanguage } from "~/server/i18n.server";
import { logError } from "~/server/log.server";
import { isDatabaseUnavailable } from "~/server/outage.server";
import { STALE_NOTICE_ID } from "~/lib/navigation";
import { KEPT_COPY_HEADER } from "~/lib/kept-copy";
import type { Config } from "~/server/config.server";
import { randomNonce, securityHeaders } from "~/server/security.server";

export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 600;
/** How long the newest copy of a page is kept for a database outage. */
export const OUTAGE_SECONDS = 24 * 3600;
/** The content version in the key of the copy kept for an outage. */
const LATEST = "latest";

/** The parameter the cache key adds to a page's address (cacheKey). */
export const CACHE_KEY_PARAM = "souq-cache";

/** The response header that says how a page was answered. */
export const CACHE_HEADER = "X-Souq-Cache";
const STORED_AT = "X-Souq-Stored-At";
const ORIGINAL_CACHE_CONTROL = "X-Souq-Cache-Control";

/** The pages anyone sees the same: home, catalogue, search, ads, traders, content. */
const PUBLIC_PATHS: RegExp[] = [
  /^\/$/,
  /^\/categories(\/[^/]+)?\/?$/,
  /^\/categories\/search\/[^/]+\/?$/,
  /^\/categories\/product\/\d+\/?$/,
  /^\/blog(\/[^/]+)?\/?$/,
  /^\/our-services\/?$/,
  /^\/show-links\/?$/,
  /^\/view-pdf\/\d+\/?$/,
  /^\/trader\/\d+\/?$/,
  /^\/trader\/\d+\/ratings\/?$/,
  /^\/account\/trader-profiles\/?$/,
  /^\/account\/trader2\/\d+\/?$/,
];

type Db = { db: Pick<D1Database, "prepare"> };

export interface EdgeCacheOptions extends Db {
  /** For the security headers of an answer from the cache (its Content-Security-Policy with a fresh nonce). */
  config: Config;
  /** The running build's version: a deploy changes every page's script addresses. */
  build: string;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The Cache API store; caches.default unless a test passes its own. */
  cache?: Cache;
}

/** Whether this request may be answered from, and stored into, the edge cache. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = new URL(request.url);
  if (!PUBLIC_PATHS.some((pattern) => pattern.test(url.pathname))) return false;
  if (url.searchParams.has("_data") || url.pathname.endsWith(".data") || requestedLanguage(request)) return false;
  if (url.searchParams.has(CACHE_KEY_PARAM)) return false;
  // A visitor who asks for a fresh copy (a reload with no-cache) gets a render.
  if (/no-cache|no-store/i.test(request.headers.get("Cache-Control") ?? "")) return false;
  // The service worker's copy to keep is rendered with the "may be out of date" line shown.
  if (request.headers.has(KEPT_COPY_HEADER)) return false;
  const cookies = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .filter(Boolean);
  return cookies.every((name) => name === "lng");
}

/** Whether a rendered response is the same page for every anonymous visitor. */
export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/no-store/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** The content version: bumped by the triggers of migration 0013. */
export async function contentVersion({ db }: Db): Promise<number> {
  const row = await db.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>();
  return row?.version ?? 0;
}

export async function cacheKey(request: Request, { db, build }: Db & { build: string }): Promise<Request> {
  const [language, version] = await Promise.all([detectLanguage(request), contentVersion({ db })]);
  return keyFor(request, language, version, build);
}

function keyFor(request: Request, language: string, version: number | typeof LATEST, build: string): Request {
  const url = new URL(request.url);
  url.searchParams.set(CACHE_KEY_PARAM, `${language}.${version}.${build}`);
  return new Request(url.toString(), { method: "GET" });
}

/** The copy the cache keeps: the page and all its headers (CSP with its nonce) made storable. */
function toStored(response: Response, body: ArrayBuffer, seconds = FRESH_SECONDS + STALE_SECONDS): Response {
  const headers = new Headers(response.headers);
  headers.set(ORIGINAL_CACHE_CONTROL, headers.get("Cache-Control") ?? "");
  headers.set("Cache-Control", `public, max-age=${seconds}`);
  headers.set(STORED_AT, String(Date.now()));
  headers.delete("Vary");
  return new Response(body, { status: 200, headers });
}

/**
 * What a visitor gets from a stored copy: the original headers back, how it
 * was answered, and a nonce of its own in its scripts and its policy.
 */
function fromStored(stored: Response, state: "HIT" | "STALE", head: boolean, config: Config): Response {
  const headers = new Headers(stored.headers);
  const nonce = randomNonce();
  securityHeaders(headers, { config, nonce });
  headers.set("Cache-Control", headers.get(ORIGINAL_CACHE_CONTROL) || "private, no-cache");
  headers.set("Vary", "Cookie, Accept-Language");
  headers.delete(ORIGINAL_CACHE_CONTROL);
  const storedAt = Number(headers.get(STORED_AT));
  headers.delete(STORED_AT);
  if (storedAt > 0) headers.set("Age", String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000))));
  headers.set(CACHE_HEADER, state);
  const answer = new Response(head ? null : stored.body, { status: stored.status, headers });
  if (head || !stored.body) return answer;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(answer);
}

/**
 * Keeps a copy, and the newest copy for an outage (after the answer has gone:
 * a failed put only costs a later render), and answers MISS.
 */
async function store(cache: Cache, key: Request, latest: Request, response: Response, waitUntil: EdgeCacheOptions["waitUntil"]): Promise<Response> {
  const body = await response.arrayBuffer();
  waitUntil(cache.put(key, toStored(response, body)).catch((error) => logError(error, key)));
  waitUntil(cache.put(latest, toStored(response, body, OUTAGE_SECONDS)).catch((error) => logError(error, latest)));
  const headers = new Headers(response.headers);
  headers.set(CACHE_HEADER, "MISS");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Answers a request from the edge cache when it may be, else renders it with
 * `render` (storing the page when it is the same for every anonymous visitor).
 */
export async function edgeCache(request: Request, options: EdgeCacheOptions, render: () => Promise<Response>): Promise<Response> {
  if (!isCacheableRequest(request)) return render();
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const head = request.method === "HEAD";
  // The language once, for both keys: the page's and its newest copy's, kept for an outage.
  const language = await detectLanguage(request);
  const latest = keyFor(request, language, LATEST, options.build);
  let key: Request;
  try {
    key = keyFor(request, language, await contentVersion(options), options.build);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The database is unavailable: the newest copy of the page, if there is one, else whatever the render answers.
    const kept = await cache.match(latest).catch(() => undefined);
    return kept ? markedStale(fromStored(kept, "STALE", head, options.config)) : render();
  }
  const stored = await cache.match(key).catch((error) => {
    logError(error, request);
    return undefined;
  });
  if (stored) {
    const age = (Date.now() - Number(stored.headers.get(STORED_AT) ?? 0)) / 1000;
    if (age <= FRESH_SECONDS) return fromStored(stored, "HIT", head, options.config);
    options.waitUntil(
      render()
        .then((fresh) => (isCacheableResponse(fresh) ? store(cache, key, latest, fresh, options.waitUntil) : null))
        .catch((error) => logError(error, request)),
    );
    return fromStored(stored, "STALE", head, options.config);
  }
  const response = await render();
  if (head || !isCacheableResponse(response)) return response;
  return store(cache, key, latest, response, options.waitUntil);
}

/** A page served while the database is unavailable: its "may be out of date" line shown. */
function markedStale(response: Response): Response {
  if (!response.body) return response;
  return new HTMLRewriter()
    .on(`#${STALE_NOTICE_ID}`, {
      element(element) {
        element.removeAttribute("hidden");
      },
    })
    .transform(response);
}
