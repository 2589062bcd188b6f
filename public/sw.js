// Souq's service worker (issue 41, item 4): pages a visitor opened open again
// without a connection. Registered by app/lib/offline.ts once the page has
// hydrated and the browser is idle, as /sw.js?v=<build version>; without
// JavaScript nothing registers and nothing here runs.
//
// What it keeps, in caches named after the build (a deploy starts afresh):
// - the build's scripts and styles and the page texts (cache first: their
//   addresses carry a hash or a version);
// - the last PAGE_LIMIT pages opened (home, listings, search, ads, traders
//   and the favourites list), as HTML, with their first photos, within a few
//   megabytes, oldest dropped first;
// - the offline pages of both languages (/offline/ar, /offline/en and their
//   /not-sent twins, served by app/worker.ts).
// Pages are fetched from the network first; only when it has not answered
// within NETWORK_TIMEOUT_MS, or fails, does a kept copy show, with the root's
// "This page may be out of date" line shown. Any other address shows the
// offline page in the visitor's language, listing what is kept; a form posted
// without a connection shows the "Nothing was sent" page.
//
// Accounts: a page is kept with the session that rendered it (the
// X-Souq-Viewer header, app/server/viewer.server.ts). A page of another
// session, or of none, drops everything kept first, and so does signing out:
// a kept page is never shown to another account. Account, admin, sign-in and
// developer pages are never kept (the favourites list alone, for its owner).
//
// Web Push (features/push): a push from the site shows a notification (its
// title, body and icon, and the page it opens, a path of this site only); a
// click focuses a window already on that page or opens one. Signing out
// unsubscribes this device first, at the server (while the session still
// stands) and in the browser, so another account's news never comes here.

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

const LANGUAGES = ["ar", "en"];
const OFFLINE_PAGES = ["/offline/ar", "/offline/en", "/offline/ar/not-sent", "/offline/en/not-sent", "/fallback.css"];
const STATE_KEY = "/__souq-sw/state";
const ROUTES_KEY = "/__souq-sw/routes";
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

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(META)
      // Each page on its own: one that fails to load now (a busy or restarting server) must not fail the
      // install, which would leave the visitor without any of this until the next page; it is asked for
      // again when it is missing (keepOfflinePages, on activate).
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
async function keepOfflinePages() {
  const cache = await caches.open(META);
  await Promise.allSettled(OFFLINE_PAGES.map(async (path) => (await cache.match(path)) ?? cache.add(path)));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (SIGN_OUT.test(url.pathname)) event.respondWith(signOut(request, url));
    // A form posted as a page (before the app hydrated): nothing was sent when the network failed.
    else if (request.mode === "navigate") event.respondWith(fetch(request).catch(() => offlinePage(url, "not-sent")));
    // A form the app sent (single fetch): the browser loads the "Nothing was sent" page. A heart
    // is left to fail as it does without this worker: the card flips back and says so.
    else if (url.pathname.endsWith(".data") && url.pathname !== "/favourites.data") event.respondWith(fetch(request).catch(() => notSentData()));
    return;
  }
  if (request.mode === "navigate") event.respondWith(page(event, request, url));
  else if (ASSET_PATHS.test(url.pathname)) event.respondWith(asset(request));
  else if (url.pathname.endsWith(".data")) event.respondWith(pageData(request, url));
  else if (url.pathname === "/__manifest") event.respondWith(routeDiscovery(event, request));
  else if (url.pathname.startsWith("/media/")) event.respondWith(photo(request));
});

self.addEventListener("message", (event) => {
  const message = event.data;
  if (message && message.type === "keep") event.waitUntil(keep(message));
});

// ---- Pages -----------------------------------------------------------------

function isKept(url) {
  if (PRIVATE_PATHS.test(url.pathname) && !/^\/account\/favorites\/?$/.test(url.pathname)) return false;
  return KEPT_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** The cache key of a page: its address without the fragment. */
function pageKey(url) {
  const key = new URL(url.href);
  key.hash = "";
  return key.href;
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Network first; a kept copy only when the network fails or is slower than NETWORK_TIMEOUT_MS. */
async function page(event, request, url) {
  const offline = OFFLINE_PATH.exec(url.pathname);
  if (offline) return fetch(request).catch(() => offlinePage(url, offline[2] ? "not-sent" : "offline", offline[1]));
  const kept = isKept(url);
  const network = fetch(request).then((response) => {
    if (kept && storable(response)) event.waitUntil(storePage(url, response.clone()).catch(() => undefined));
    return response;
  });
  const copy = kept ? await keptPage(url) : undefined;
  if (!copy) return network.catch(() => offlinePage(url, "offline"));
  const first = await Promise.race([network.catch(() => null), delay(NETWORK_TIMEOUT_MS).then(() => null)]);
  // The network may still answer after the timeout: the page is kept fresh for the next time.
  event.waitUntil(network.catch(() => undefined));
  return first || staleCopy(copy);
}

function storable(response) {
  return response.status === 200 && response.type === "basic" && !response.redirected && (response.headers.get("Content-Type") || "").includes("text/html");
}

async function keptPage(url) {
  const cache = await caches.open(PAGES);
  return cache.match(pageKey(url));
}

/**
 * A kept page as it was, with the root's "may be out of date" line shown: the
 * line is in every page, hidden (app/root.tsx, STALE_NOTICE_ID), and this
 * removes its hidden attribute, as the edge cache does for its stale copies.
 */
async function staleCopy(response) {
  const html = (await response.text()).replace(/(<p\b[^>]*\bid="stale-notice"[^>]*?)\s+hidden(="")?/, "$1");
  const headers = new Headers(response.headers);
  headers.set("X-Souq-Offline", "kept");
  return new Response(html, { status: 200, headers });
}

/** Stores a page for the session that rendered it, after dropping another session's pages. */
function storePage(url, response, title) {
  const viewer = response.headers.get(VIEWER_HEADER) || ANONYMOUS;
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
    const name = title || (before && before.headers.get(TITLE));
    if (name) headers.set(TITLE, name);
    // Deleted first, so the page moves to the end of the cache's order (newest last).
    await cache.delete(key);
    await cache.put(key, new Response(body, { status: 200, headers }));
    await trim(cache, PAGE_LIMIT, PAGES_BUDGET);
  });
}

/** Drops the oldest entries until the cache holds at most `limit` of them and `budget` bytes. */
async function trim(cache, limit, budget) {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map((key) => cache.match(key).then((response) => Number((response && response.headers.get(BYTES)) || 0))));
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < keys.length && (keys.length - i > limit || total > budget); i++) {
    total -= sizes[i];
    await cache.delete(keys[i]);
  }
}

// ---- What the page asks to keep (app/lib/offline.ts) -----------------------

async function keep(message) {
  if (LANGUAGES.includes(message.language)) {
    await serially(async () => {
      const state = await readState();
      if (state.language !== message.language) {
        state.language = message.language;
        await writeState(state);
      }
    });
  }
  await keepAssets(Array.isArray(message.assets) ? message.assets : []);
  const url = sameOrigin(message.url);
  if (!url || !isKept(url)) return;
  const title = typeof message.title === "string" ? encodeURIComponent(message.title.slice(0, 200)) : "";
  await keepPage(url, title);
  await keepPhotos(Array.isArray(message.photos) ? message.photos.slice(0, PHOTOS_PER_PAGE) : []);
  // A signed-in visitor's favourites list is kept too, once, and again whenever it is opened.
  if (message.signedIn) {
    const favourites = new URL(FAVOURITES, self.location.origin);
    if (!(await keptPage(favourites))) await keepPage(favourites, "");
  }
}

function sameOrigin(href) {
  try {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** Keeps a page: the copy the navigation stored when it is fresh (only its title added), else fetched now. */
async function keepPage(url, title) {
  const before = await keptPage(url);
  if (before && Date.now() - Number(before.headers.get(STORED_AT) || 0) < FRESH_MS) {
    if (title && before.headers.get(TITLE) !== title) await storePage(url, before, title);
    return;
  }
  const response = await fetch(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } }).catch(() => null);
  if (response && storable(response)) await storePage(url, response, title);
}

async function keepAssets(hrefs) {
  const cache = await caches.open(ASSETS);
  for (const href of hrefs) {
    const url = sameOrigin(href);
    if (!url || !ASSET_PATHS.test(url.pathname) || (await cache.match(url.href))) continue;
    const response = await fetch(url.href).catch(() => null);
    if (response && response.ok) await cache.put(url.href, response);
  }
}

async function keepPhotos(hrefs) {
  const cache = await caches.open(PHOTOS);
  for (const href of hrefs) {
    const url = sameOrigin(href);
    if (!url || !url.pathname.startsWith("/media/") || (await cache.match(url.href))) continue;
    const response = await fetch(url.href).catch(() => null);
    if (!response || !response.ok) continue;
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
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request.url, response.clone());
  return response;
}

async function photo(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await (await caches.open(PHOTOS)).match(request.url);
    if (hit) return hit;
    throw error;
  }
}

// ---- Client navigations (Remix single fetch) -------------------------------

/**
 * A page's data for a client navigation, from the network. Without one, the
 * answer is single fetch's own "reload the document" redirect to the same
 * address, so the browser asks for the page itself, which page() answers
 * (a kept copy or the offline page).
 */
async function pageData(request, url) {
  try {
    return await fetch(request);
  } catch {
    const target = new URL(url.href);
    target.pathname = target.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
    target.searchParams.delete("_routes");
    return reloadDocumentAnswer(target.pathname + target.search);
  }
}

/**
 * Route discovery (Remix's lazy route discovery asks /__manifest which routes
 * match the links on a page): from the network, and every answer is added to
 * one record of the routes seen. Without a network that record answers, so
 * the router still finds a route it has seen and asks for its data (answered
 * by pageData, above); with no record yet, the answer makes the browser load
 * the document.
 */
async function routeDiscovery(event, request) {
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(rememberRoutes(response.clone()).catch(() => undefined));
    return response;
  } catch {
    const known = await (await caches.open(META)).match(ROUTES_KEY);
    return known || reloadDocumentAnswer();
  }
}

function rememberRoutes(response) {
  return serially(async () => {
    const routes = await response.json();
    const cache = await caches.open(META);
    const known = await cache.match(ROUTES_KEY);
    const all = Object.assign(known ? await known.json() : {}, routes);
    await cache.put(ROUTES_KEY, new Response(JSON.stringify(all), { headers: { "Content-Type": "application/json" } }));
  });
}

/**
 * Remix's answers that make the browser load a document instead of routing in
 * the page: a `.data` redirect with `reload`, encoded as single fetch encodes
 * it (a loader's answer wraps it as a "SingleFetchRedirect", an action's is
 * the redirect itself), or, for route discovery (`/__manifest`), the 204 with
 * X-Remix-Reload-Document it answers when the build changed.
 */
function reloadDocumentAnswer(path, { action = false } = {}) {
  if (path === undefined) return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "yes" } });
  const redirect = ["redirect", path, "status", 302, "revalidate", false, "reload", true, "replace"];
  const offset = action ? 0 : 1;
  const fields = {};
  // Keys and values are indexes into the list: "redirect" → path, "status" → 302, "revalidate" → false, "reload" → true, "replace" → false.
  [
    [1, 2],
    [3, 4],
    [5, 6],
    [7, 8],
    [9, 6],
  ].forEach(([key, value]) => (fields[`_${key + offset}`] = value + offset));
  const body = JSON.stringify(action ? [fields, ...redirect] : [["SingleFetchRedirect", 1], fields, ...redirect]);
  return new Response(body, { status: 202, headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" } });
}

/** A form the app sent without a connection: single fetch's "load this document" answer, to the "Nothing was sent" page. */
async function notSentData() {
  const { language } = await readState();
  return reloadDocumentAnswer(`/offline/${language}/not-sent`, { action: true });
}

// ---- The offline pages -----------------------------------------------------

/** The offline (or "nothing was sent") page in the visitor's language, listing the pages kept, newest first. */
async function offlinePage(url, kind, named) {
  const state = await readState();
  const asked = named || url.searchParams.get("lng");
  const language = LANGUAGES.includes(asked) ? asked : state.language;
  const stored = await (await caches.open(META)).match(kind === "not-sent" ? `/offline/${language}/not-sent` : `/offline/${language}`);
  if (!stored) return Response.error();
  const cache = await caches.open(PAGES);
  const keys = (await cache.keys()).reverse();
  const items = [];
  for (const key of keys) {
    const response = await cache.match(key);
    const address = new URL(key.url);
    const title = response && response.headers.get(TITLE);
    const text = title ? decodeURIComponent(title) : decodeURIComponent(address.pathname + address.search);
    items.push(`<li><a href="${escapeHtml(address.pathname + address.search)}">${escapeHtml(text)}</a></li>`);
  }
  let html = await stored.text();
  if (items.length > 0) html = html.replace("<!--souq-kept-->", items.join("")).replace(/<!--souq-empty-->[\s\S]*?<!--\/souq-empty-->/, "");
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 503, statusText: "Service Unavailable", headers });
}

function escapeHtml(value) {
  return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

// ---- Accounts ----------------------------------------------------------------

/** Sign-out goes to the network; whatever it answers, nothing of the account stays on the device. */
async function signOut(request, url) {
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
async function forgetPushSubscription() {
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

function forgetAccount() {
  return serially(async () => {
    const state = await readState();
    if (state.viewer !== ANONYMOUS) state.ended = [state.viewer, ...state.ended].slice(0, 20);
    state.viewer = ANONYMOUS;
    await dropKept();
    await writeState(state);
  });
}

async function dropKept() {
  await Promise.all([caches.delete(PAGES), caches.delete(PHOTOS)]);
}

// ---- State (kept in the cache: a worker's globals live only while it runs) --

let queue = Promise.resolve();
/** Runs changes to the kept pages one after another. */
function serially(task) {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function readState() {
  const response = await (await caches.open(META)).match(STATE_KEY);
  const state = response ? await response.json().catch(() => ({})) : {};
  return {
    viewer: typeof state.viewer === "string" ? state.viewer : ANONYMOUS,
    ended: Array.isArray(state.ended) ? state.ended : [],
    language: LANGUAGES.includes(state.language) ? state.language : "ar",
  };
}

async function writeState(state) {
  await (await caches.open(META)).put(STATE_KEY, new Response(JSON.stringify(state), { headers: { "Content-Type": "application/json" } }));
}

// ---- Web Push ------------------------------------------------------------------

/** An address of this site (a path, or a full address on this origin); anything else is the home page. */
function ownAddress(value) {
  try {
    const url = new URL(typeof value === "string" && value ? value : "/", self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (value) => (typeof value === "string" ? value.slice(0, 300) : "");
  const title = text(data.title) || "Souq";
  event.waitUntil(
    self.registration.showNotification(title, {
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
  const url = ownAddress(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url && "focus" in client);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
