// Souq's service worker: pages a visitor opened open again without a
// connection, and Web Push. Built by .tools/build-sw.ts into public/sw-<hash>.js
// and registered by app/lib/offline.ts once the page has hydrated and the
// browser is idle, with the app build's version as `?v=`; without JavaScript
// nothing registers. It uses the browser's documented APIs only: it answers
// documents (a page, a form posted as a page), scripts, styles, texts and
// photos; the app's data requests (single fetch's `.data`, route discovery)
// go to the network untouched and fail as they fail without it.
//
// What it keeps, in caches named after the app build (a deploy starts afresh):
// - the build's scripts and styles and the page texts (cache first: their
//   addresses carry a hash or a version);
// - the last PAGE_LIMIT pages opened (home, listings, search, ads, traders and
//   the favourites list), as HTML, with their first photos, within a few
//   megabytes, oldest dropped first. Each is a copy the worker asks for with
//   the KEPT_COPY_HEADER request header, which the root renders with its
//   "This page may be out of date" line shown: the copy is served as it came;
// - the offline pages of both languages (/offline/ar, /offline/en and their
//   /not-sent twins, rendered by the server).
// Pages are fetched from the network first; only when it has not answered
// within NETWORK_TIMEOUT_MS, or fails, does a kept copy show. Any other
// address shows the offline page in the visitor's language, listing what is
// kept; a form posted as a page without a connection shows the "Nothing was
// sent" page.
//
// Accounts: a page is kept with the session that rendered it (the
// X-Souq-Viewer header, app/server/viewer.server.ts). A page of another
// session, or of none, drops everything kept first, and so does signing out: a
// kept page is never shown to another account. Account, admin, sign-in and
// developer pages are never kept (the favourites list alone, for its owner).
//
// Web Push (features/push): a push from the site shows a notification (its
// title, body and icon, and the page it opens, a path of this site only); a
// click focuses a window already on that page or opens one. Signing out
// unsubscribes this device first, at the server (while the session still
// stands) and in the browser, so another account's news never comes here.

import { KEPT_COPY_HEADER } from "../lib/kept-copy";
import { KEPT_MARKER } from "../lib/offline-page";

declare const self: ServiceWorkerGlobalScope;

const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const PREFIX = "souq-";
const ASSETS = `${PREFIX}assets-${VERSION}`;
const PAGES = `${PREFIX}pages-${VERSION}`;
const PHOTOS = `${PREFIX}photos-${VERSION}`;
const META = `${PREFIX}meta-${VERSION}`;
const CURRENT = [ASSETS, PAGES, PHOTOS, META];

const NETWORK_TIMEOUT_MS = 3000;
const PAGE_LIMIT = 30;
const PAGE_MAX_BYTES = 400 * 1024;
const PAGES_BUDGET = 4 * 1024 * 1024;
const PHOTOS_PER_PAGE = 4;
const PHOTO_LIMIT = 60;
const PHOTO_MAX_BYTES = 300 * 1024;
const PHOTOS_BUDGET = 2 * 1024 * 1024;
/** A page kept this recently is not fetched again when the page asks to keep it. */
const FRESH_MS = 60 * 1000;

type Language = "ar" | "en";
const LANGUAGES: readonly string[] = ["ar", "en"];
const OFFLINE_PAGES = ["/offline/ar", "/offline/en", "/offline/ar/not-sent", "/offline/en/not-sent", "/fallback.css"];
const STATE_KEY = "/__souq-sw/state";
const FAVOURITES = "/account/favorites";

const VIEWER_HEADER = "X-Souq-Viewer";
const STORED_AT = "X-Souq-Stored-At";
const TITLE = "X-Souq-Title";
const BYTES = "X-Souq-Bytes";
const ANONYMOUS = "anonymous";

/** The pages worth keeping: those a buyer reads again. Query strings (filters, pages) are part of the address. */
const KEPT_PATHS = [
  /^\/$/,
  /^\/categories\/?$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/categories\/search\/[^/]+\/?$/,
  /^\/categories\/product\/\d+\/?$/,
  /^\/trader\/\d+\/?$/,
  /^\/account\/favorites\/?$/,
];
/** Never kept, whatever the list above says. */
const PRIVATE_PATHS = /^\/(account|admin|auth|dev|signout|payments|public\/api|offline)(\/|$)/;
const OFFLINE_PATH = /^\/offline\/(ar|en)(\/not-sent)?\/?$/;
const SIGN_OUT = /^\/signout(\.data)?\/?$/;
const ASSET_PATHS = /^\/(build\/|translations\/|fallback\.css$|favicon\.svg$|site\.webmanifest$)/;

/** What the page asks the worker to keep (app/lib/offline.ts, KeepMessage). */
interface KeepMessage {
  type: "keep";
  url?: unknown;
  title?: unknown;
  language?: unknown;
  signedIn?: unknown;
  photos?: unknown;
  assets?: unknown;
}

interface State {
  viewer: string;
  ended: string[];
  language: Language;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(META)
      // Each page on its own: one that fails to load now (a busy or restarting server) must not fail the
      // install; it is asked for again when it is missing (keepOfflinePages, on activate).
      .then((cache) => Promise.allSettled(OFFLINE_PAGES.map((path) => cache.add(path))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CURRENT.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim())
      .then(() => keepOfflinePages()),
  );
});

/** Stores the offline pages that are not stored yet (the install may have failed to load some). */
async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(META);
  await Promise.allSettled(OFFLINE_PAGES.map(async (path) => (await cache.match(path)) ?? cache.add(path)));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (SIGN_OUT.test(url.pathname)) event.respondWith(signOut(request, url));
    // A form posted as a page: nothing was sent when the network failed.
    else if (request.mode === "navigate") event.respondWith(fetch(request).catch(() => offlinePage(url, "not-sent")));
    return;
  }
  if (request.mode === "navigate") event.respondWith(page(event, request, url));
  else if (ASSET_PATHS.test(url.pathname)) event.respondWith(asset(request));
  else if (url.pathname.startsWith("/media/")) event.respondWith(photo(request));
});

self.addEventListener("message", (event) => {
  const message: unknown = event.data;
  if (!message || typeof message !== "object") return;
  const type = (message as { type?: unknown }).type;
  if (type === "keep") event.waitUntil(keep(message as KeepMessage));
  // A page that opened while this worker was installing: made a client of it, as on activation.
  else if (type === "claim") event.waitUntil(self.clients.claim());
});

// ---- Pages -----------------------------------------------------------------

function isKept(url: URL): boolean {
  if (PRIVATE_PATHS.test(url.pathname) && !/^\/account\/favorites\/?$/.test(url.pathname)) return false;
  return KEPT_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** The cache key of a page: its address without the fragment. */
function pageKey(url: URL): string {
  const key = new URL(url.href);
  key.hash = "";
  return key.href;
}

function delay(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

/** Network first; the kept copy only when the network fails or is slower than NETWORK_TIMEOUT_MS. */
async function page(event: FetchEvent, request: Request, url: URL): Promise<Response> {
  const offline = OFFLINE_PATH.exec(url.pathname);
  if (offline) return fetch(request).catch(() => offlinePage(url, offline[2] ? "not-sent" : "offline", offline[1]));
  const network = fetch(request);
  const copy = isKept(url) ? await keptPage(url) : undefined;
  if (!copy) return network.catch(() => offlinePage(url, "offline"));
  const first = await Promise.race([network.catch(() => null), delay(NETWORK_TIMEOUT_MS)]);
  event.waitUntil(network.catch(() => undefined));
  return first ?? copy;
}

function storable(response: Response): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected && (response.headers.get("Content-Type") ?? "").includes("text/html");
}

async function keptPage(url: URL): Promise<Response | undefined> {
  return (await caches.open(PAGES)).match(pageKey(url));
}

/** Stores a page for the session that rendered it, after dropping another session's pages. */
function storePage(url: URL, response: Response, title: string): Promise<void> {
  const viewer = response.headers.get(VIEWER_HEADER) ?? ANONYMOUS;
  return serially(async () => {
    const state = await readState();
    if (state.ended.includes(viewer)) return;
    if (state.viewer !== viewer) {
      await dropKept();
      state.viewer = viewer;
      await writeState(state);
    }
    const body = await response.arrayBuffer();
    if (body.byteLength > PAGE_MAX_BYTES) return;
    const cache = await caches.open(PAGES);
    const key = pageKey(url);
    const before = await cache.match(key);
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, String(Date.now()));
    headers.set(BYTES, String(body.byteLength));
    const name = title || before?.headers.get(TITLE);
    if (name) headers.set(TITLE, name);
    // One put, which replaces the copy and moves the page to the end of the cache's order (newest last) at
    // once: a delete before it would leave a moment without the page, and the offline page's list or the
    // kept copy read then would miss it.
    await cache.put(key, new Response(body, { status: 200, headers }));
    await trim(cache, PAGE_LIMIT, PAGES_BUDGET);
  });
}

/** Drops the oldest entries until the cache holds at most `limit` of them and `budget` bytes. */
async function trim(cache: Cache, limit: number, budget: number): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map((key) => cache.match(key).then((response) => Number(response?.headers.get(BYTES) ?? 0))));
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < keys.length && (keys.length - i > limit || total > budget); i++) {
    total -= sizes[i];
    await cache.delete(keys[i]);
  }
}

// ---- What the page asks to keep (app/lib/offline.ts) -----------------------

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

async function keep(message: KeepMessage): Promise<void> {
  const language = message.language;
  if (typeof language === "string" && isLanguage(language)) {
    await serially(async () => {
      const state = await readState();
      if (state.language !== language) {
        state.language = language;
        await writeState(state);
      }
    });
  }
  await keepAssets(strings(message.assets));
  const url = sameOrigin(message.url);
  if (!url || !isKept(url)) return;
  const title = typeof message.title === "string" ? encodeURIComponent(message.title.slice(0, 200)) : "";
  await keepPage(url, title);
  await keepPhotos(strings(message.photos).slice(0, PHOTOS_PER_PAGE));
  // A signed-in visitor's favourites list is kept too, once, and again whenever it is opened.
  if (message.signedIn === true) {
    const favourites = new URL(FAVOURITES, self.location.origin);
    if (!(await keptPage(favourites))) await keepPage(favourites, "");
  }
}

function isLanguage(value: string): value is Language {
  return LANGUAGES.includes(value);
}

function sameOrigin(href: unknown): URL | null {
  if (typeof href !== "string") return null;
  try {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** The pages being kept now (their cache keys), each with its last ask. */
const keeping = new Map<string, Promise<void>>();

/**
 * Keeps a page: its kept copy when that is fresh (only its title added), else
 * a copy asked for now with KEPT_COPY_HEADER (rendered with the "may be out
 * of date" line shown), past the browser's HTTP cache both ways.
 */
async function keepPage(url: URL, title: string): Promise<void> {
  // A page is asked for by each document that shows it, and again by one whose worker has just become ready:
  // one ask at a time, so the next finds the copy the last one stored instead of fetching and storing it again.
  const key = pageKey(url);
  const run = (keeping.get(key) ?? Promise.resolve()).then(() => keepPageNow(url, title));
  const settled = run.catch(() => undefined);
  keeping.set(key, settled);
  void settled.then(() => {
    if (keeping.get(key) === settled) keeping.delete(key);
  });
  return run;
}

async function keepPageNow(url: URL, title: string): Promise<void> {
  const before = await keptPage(url);
  if (before && Date.now() - Number(before.headers.get(STORED_AT) ?? 0) < FRESH_MS) {
    if (title && before.headers.get(TITLE) !== title) await storePage(url, before, title);
    return;
  }
  const response = await fetch(url.href, {
    credentials: "same-origin",
    cache: "no-store",
    headers: { Accept: "text/html", [KEPT_COPY_HEADER]: "1" },
  }).catch(() => null);
  if (response && storable(response)) await storePage(url, response, title);
}

async function keepAssets(hrefs: string[]): Promise<void> {
  const cache = await caches.open(ASSETS);
  for (const href of hrefs) {
    const url = sameOrigin(href);
    if (!url || !ASSET_PATHS.test(url.pathname) || (await cache.match(url.href))) continue;
    const response = await fetch(url.href).catch(() => null);
    if (response?.ok) await cache.put(url.href, response);
  }
}

async function keepPhotos(hrefs: string[]): Promise<void> {
  const cache = await caches.open(PHOTOS);
  for (const href of hrefs) {
    const url = sameOrigin(href);
    if (!url || !url.pathname.startsWith("/media/") || (await cache.match(url.href))) continue;
    const response = await fetch(url.href).catch(() => null);
    if (!response?.ok) continue;
    const body = await response.arrayBuffer();
    if (body.byteLength > PHOTO_MAX_BYTES) continue;
    const headers = new Headers(response.headers);
    headers.set(BYTES, String(body.byteLength));
    await cache.put(url.href, new Response(body, { status: 200, headers }));
  }
  await trim(cache, PHOTO_LIMIT, PHOTOS_BUDGET);
}

// ---- Scripts, styles, texts, photos ----------------------------------------

/** Cache first: an asset's address changes with its content. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request.url, response.clone());
  return response;
}

async function photo(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await (await caches.open(PHOTOS)).match(request.url);
    if (hit) return hit;
    throw error;
  }
}

// ---- The offline pages -----------------------------------------------------

/**
 * The offline (or "nothing was sent") page in the visitor's language, as the
 * server rendered it, with the pages kept listed, newest first, in its one
 * slot (KEPT_MARKER, app/lib/offline-page.ts).
 */
async function offlinePage(url: URL, kind: "offline" | "not-sent", named?: string): Promise<Response> {
  const state = await readState();
  const asked = named ?? url.searchParams.get("lng") ?? "";
  const language = isLanguage(asked) ? asked : state.language;
  const stored = await (await caches.open(META)).match(kind === "not-sent" ? `/offline/${language}/not-sent` : `/offline/${language}`);
  if (!stored) return Response.error();
  const cache = await caches.open(PAGES);
  const items: string[] = [];
  for (const key of [...(await cache.keys())].reverse()) {
    const response = await cache.match(key);
    const address = new URL(key.url);
    const title = response?.headers.get(TITLE);
    const text = title ? decodeURIComponent(title) : decodeURIComponent(address.pathname + address.search);
    items.push(`<li><a href="${escapeHtml(address.pathname + address.search)}">${escapeHtml(text)}</a></li>`);
  }
  const html = (await stored.text()).split(KEPT_MARKER).join(items.join(""));
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 503, statusText: "Service Unavailable", headers });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

// ---- Accounts ----------------------------------------------------------------

/** Sign-out goes to the network; whatever it answers, nothing of the account stays on the device. */
async function signOut(request: Request, url: URL): Promise<Response> {
  await forgetPushSubscription();
  try {
    return await fetch(request);
  } catch {
    return request.mode === "navigate" ? offlinePage(url, "not-sent") : Response.error();
  } finally {
    await forgetAccount();
  }
}

/** This device is no longer told of the account signing out: the server forgets it, then the browser does. */
async function forgetPushSubscription(): Promise<void> {
  try {
    const subscription = await self.registration.pushManager?.getSubscription();
    if (!subscription) return;
    await fetch("/account/push", {
      method: "POST",
      body: new URLSearchParams({ intent: "unsubscribe", endpoint: subscription.endpoint }),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(3000),
    }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Push is not there, or the browser refused: signing out goes on.
  }
}

function forgetAccount(): Promise<void> {
  return serially(async () => {
    const state = await readState();
    if (state.viewer !== ANONYMOUS) state.ended = [state.viewer, ...state.ended].slice(0, 20);
    state.viewer = ANONYMOUS;
    await dropKept();
    await writeState(state);
  });
}

async function dropKept(): Promise<void> {
  await Promise.all([caches.delete(PAGES), caches.delete(PHOTOS)]);
}

// ---- State (kept in the cache: a worker's globals live only while it runs) --

let queue: Promise<unknown> = Promise.resolve();
/** Runs changes to the kept pages one after another. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function readState(): Promise<State> {
  const response = await (await caches.open(META)).match(STATE_KEY);
  const state: Partial<Record<keyof State, unknown>> = response ? await response.json().catch(() => ({})) : {};
  return {
    viewer: typeof state.viewer === "string" ? state.viewer : ANONYMOUS,
    ended: strings(state.ended),
    language: typeof state.language === "string" && isLanguage(state.language) ? state.language : "ar",
  };
}

async function writeState(state: State): Promise<void> {
  await (await caches.open(META)).put(STATE_KEY, new Response(JSON.stringify(state), { headers: { "Content-Type": "application/json" } }));
}

// ---- Web Push ------------------------------------------------------------------

/** An address of this site (a path, or a full address on this origin); anything else is the home page. */
function ownAddress(value: unknown): string {
  try {
    const url = new URL(typeof value === "string" && value ? value : "/", self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener("push", (event) => {
  let data: Record<string, unknown> = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : "");
  event.waitUntil(
    self.registration.showNotification(text(data.title) || "Souq", {
      body: text(data.body),
      icon: ownAddress(data.icon || "/favicon.svg"),
      tag: text(data.tag) || undefined,
      dir: "auto",
      data: { url: ownAddress(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownAddress((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
