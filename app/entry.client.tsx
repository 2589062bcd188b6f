import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNamespace, fallbackLanguage, isLanguage } from "~/lib/i18n";

declare global {
  interface Window {
    __remixContext: { state: { loaderData?: Record<string, unknown> } };
  }
}

// The root loader sends the texts this page needs; the browser starts with
// exactly those, so hydration renders the same words as the server did.
const rootData = window.__remixContext.state.loaderData?.root as { language?: string; translations?: Record<string, Record<string, unknown>> } | undefined;
const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : fallbackLanguage;

i18next
  .use(initReactI18next)
  .init({
    lng: language,
    fallbackLng: fallbackLanguage,
    defaultNS: defaultNamespace,
    ns: Object.keys(rootData?.translations ?? {}),
    resources: { [language]: rootData?.translations ?? {} },
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
