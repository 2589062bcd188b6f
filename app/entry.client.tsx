import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslations, TRANSLATIONS_META } from "~/lib/translations";

// The page is whole in its HTML and works without JavaScript, so hydration
// waits until the page has loaded (its first photos are in) and the browser
// has painted it: React never competes with the first screen on a slow link
// or a slow phone. The page's texts are a file of their own
// (lib/translations.ts), named by the root in a meta tag: the browser fetches
// it (often from its cache) before it hydrates. If it cannot, the page stays
// the server's HTML.
function hydrate() {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${TRANSLATIONS_META}"]`)?.content;
  (href ? loadTranslations(href) : Promise.resolve()).then(
    () =>
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <RemixBrowser />
          </StrictMode>,
        );
        // The service worker (pages that open offline, lib/offline.ts) once the
        // hydrated page leaves the browser idle: never before the first screen,
        // and its code is loaded then, not with the page's scripts.
        const register = () =>
          void import("~/lib/offline").then(
            (offline) => offline.registerServiceWorker(),
            () => undefined,
          );
        if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
        else setTimeout(register, 1000);
      }),
    () => undefined,
  );
}

/** Runs once the document has loaded. */
function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/**
 * Runs once the browser has painted the page's first content (its paint
 * timing entry): the load event can come before the first frame, and work
 * done then would hold that frame back. Where paint timing is missing, or no
 * paint comes within a few seconds (a tab opened in the background), it runs
 * anyway.
 */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    // After the task that reported the paint, not inside it.
    setTimeout(run, 0);
  };
  try {
    if (performance.getEntriesByName("first-contentful-paint").length > 0) return once();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      once();
    }, 3000);
  } catch {
    once();
  }
}

afterLoad(() => afterFirstPaint(hydrate));
