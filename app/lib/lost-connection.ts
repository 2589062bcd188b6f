// When the app's own request for a page's data (or its route's code) fails
// for want of a connection, the browser's fetch rejects with a TypeError and
// the route's error boundary shows. The boundary then loads the address as a
// document instead: the browser's own navigation, which the service worker
// answers with its kept copy of the page or the offline page, and which
// without a service worker shows the browser's own "no connection" page. Once
// per address within RELOAD_WINDOW_MS, so a document that itself renders the
// boundary never reloads again and again.
import { useEffect } from "react";

const RELOAD_KEY = "souq-lost-connection-reload";
const RELOAD_WINDOW_MS = 10_000;

export function useDocumentOnLostConnection(error: unknown): void {
  useEffect(() => {
    if (!(error instanceof TypeError)) return;
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
