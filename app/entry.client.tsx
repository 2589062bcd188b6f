import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslations } from "~/lib/translations";

// The page's texts are a file of their own (lib/translations.ts): the browser
// fetches it (often from its cache) before it hydrates. If it cannot, the page
// stays the server's HTML, which works without JavaScript.
const href = (window as { __remixContext?: { state?: { loaderData?: { root?: { translations?: unknown } } } } }).__remixContext?.state?.loaderData?.root
  ?.translations;

(typeof href === "string" ? loadTranslations(href) : Promise.resolve()).then(
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
