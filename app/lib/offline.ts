// The browser's side of the service worker (app/sw/worker.ts).
// entry.client.tsx registers it once the page has hydrated and the browser is
// idle, so it never competes with the first screen; the root tells it, after
// each page it shows, what to keep: the page's address and title, its first
// photos, the scripts and styles it loaded, the visitor's language. Without
// JavaScript none of this runs and nothing is registered.

import { HEARTS_FORM, STALE_NOTICE_ID } from "~/lib/navigation";
import { SERVICE_WORKER_FILE } from "~/lib/service-worker-file";

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

export interface KeepMessage {
  type: "keep";
  url: string;
  title: string;
  language: string;
  signedIn: boolean;
  photos: string[];
  assets: string[];
}

const PHOTOS_PER_PAGE = 4;
let latest: KeepMessage | null = null;
const assetsSent = new Set<string>();

function worker(): ServiceWorkerContainer | null {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator ? navigator.serviceWorker : null;
}

/** Runs when the browser has nothing else to do (or soon, where it cannot say). */
export function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

/** Registers the service worker under this build's version (its caches are named after it). */
export function registerServiceWorker(): void {
  const container = worker();
  if (!container) return;
  const version = window.__remixManifest?.version ?? "dev";
  const register = () => container.register(`${SERVICE_WORKER_FILE}?v=${encodeURIComponent(version)}`, { scope: "/" });
  // A registration that fails (the script did not load: a busy server, a dropped connection) is tried once
  // more a few seconds later, not left until the next page.
  register()
    .catch(() => new Promise<ServiceWorkerRegistration>((resolve, reject) => setTimeout(() => register().then(resolve, reject), 3000)))
    .then(() => container.ready)
    .then((registration) => {
      // A page whose address was asked for while the worker was still installing, and which became a
      // client only after the worker's activation had claimed the open pages, is left uncontrolled until
      // its next navigation: the worker is asked to claim it now, so this page too works offline.
      if (!container.controller) registration.active?.postMessage({ type: "claim" });
      send(registration.active);
    })
    .catch(() => undefined);
  followLinksAsDocumentsOffline();
  postFormsAsDocumentsOffline();
}

/**
 * While the browser knows it is offline, or the page shown is a kept copy
 * (its "may be out of date" line is shown: by the service worker, or by the
 * edge cache during an outage), a link followed is loaded as a document (the
 * browser's own navigation), not by the app's router: the service worker (or
 * the edge) answers documents with the kept page or the offline page, where
 * the router would need the server for the route's code and data. Listens
 * before the app's own handlers (capture, on window) and stops them for that
 * click.
 */
function followLinksAsDocumentsOffline(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (!offlineOrKept() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || link.origin !== location.origin || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
      if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
      event.stopImmediatePropagation();
    },
    true,
  );
}

/** Whether the browser knows it is offline, or the page shown is a kept copy (its "may be out of date" line is shown). */
function offlineOrKept(): boolean {
  return !navigator.onLine || document.getElementById(STALE_NOTICE_ID)?.hidden === false;
}

/**
 * The same for forms: offline, a form is posted by the browser as a document,
 * which the service worker answers with the "Nothing was sent" page, where the
 * app's router would only fail. The hearts' form is left to the app: a heart
 * that cannot be sent flips back and says so.
 */
function postFormsAsDocumentsOffline(): void {
  window.addEventListener(
    "submit",
    (event) => {
      if (!offlineOrKept() || event.defaultPrevented || !(event.target instanceof HTMLFormElement) || event.target.id === HEARTS_FORM) return;
      event.stopImmediatePropagation();
    },
    true,
  );
}

/** Asks the service worker to keep the page now shown (called by the root after each page). */
export function keepThisPage(signedIn: boolean): void {
  if (!worker()) return;
  whenIdle(() => {
    const main = document.getElementById("main");
    const photos = Array.from(main?.querySelectorAll("img") ?? [])
      .map((image) => image.currentSrc || image.src)
      .filter((src) => new URL(src, location.href).pathname.startsWith("/media/"))
      .slice(0, PHOTOS_PER_PAGE);
    latest = {
      type: "keep",
      url: location.href,
      title: document.title,
      language: document.documentElement.lang,
      signedIn,
      photos,
      assets: [],
    };
    send(worker()?.controller ?? null);
  });
}

function send(target: ServiceWorker | null): void {
  if (!target || !latest) return;
  // The scripts, styles and texts this document loaded, each named once: those
  // loaded before the worker took over are not in its cache yet.
  const assets = [
    ...performance.getEntriesByType("resource").map((entry) => entry.name),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]'), (link) => link.href),
  ].filter((href) => !assetsSent.has(href) && /^\/(build|translations)\/|^\/fallback\.css$/.test(new URL(href, location.href).pathname));
  for (const href of assets) assetsSent.add(href);
  target.postMessage({ ...latest, assets });
}
