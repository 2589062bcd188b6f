// When the app's own request for a page's data (or its route's code) fails
// for want of a connection, the browser's fetch rejects with a TypeError and
// the route's error boundary shows. The boundary then loads the address as a
// document instead: the browser's own navigation, which the service worker
// answers with its kept copy of the page or the offline page, and which
// without a service worker shows the browser's own "no connection" page. Once
// per address within RELOAD_WINDOW_MS, so a document that itself renders the
// boundary never reloads again and again. Only a request that failed for want
// of a connection does this: any other TypeError (a bug in a component, a
// script that threw while the page hydrated) shows the boundary, so what the
// person typed is not thrown away by a reload that could not help.
import { useEffect } from "react";

const RELOAD_KEY = "souq-lost-connection-reload";
const RELOAD_WINDOW_MS = 10_000;

/**
 * What browsers say when fetch() or a module's import() got no answer at all
 * (Chromium, Firefox, Safari): the start of the TypeError's message.
 */
const NETWORK_FAILURES = [
  "Failed to fetch",
  "NetworkError when attempting to fetch resource",
  "Load failed",
  "error loading dynamically imported module",
  "Importing a module script failed",
];

/** Whether an error is a request of the app's that got no answer (a lost connection), not a failure of its own code. */
export function isLostConnection(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_FAILURES.some((start) => error.message.startsWith(start));
}

export function useDocumentOnLostConnection(error: unknown): void {
  useEffect(() => {
    if (!isLostConnection(error)) return;
    try {
      const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? "null") as { href?: string; at?: number } | null;
      if (last?.href === location.href && Date.now() - (last.at ?? 0) < RELOAD_WINDOW_MS) return;
      sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: location.href, at: Date.now() }));
    } catch {
      // Without session storage there is no guard against a loop: the boundary stays.
      return;
    }
    location.reload();
  }, [error]);
}
