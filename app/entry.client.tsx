import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslations, TRANSLATIONS_META } from "~/lib/translations";


// The page is whole in its HTML and works without JavaScript, so hydration
// waits until the page has loaded (its first photos are in): React never
// competes with the first screen on a slow link or a slow phone. The page's
// texts are a file of their own (lib/translations.ts), named by the root in a
// meta tag: the browser fetches it (often from its cache) before it hydrates.
// If it cannot, the page stays the server's HTML.
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
      }),
    () => undefined,
  );
}

if (document.readyState === "complete") hydrate();
else window.addEventListener("load", hydrate, { once: true });
