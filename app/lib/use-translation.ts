import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, useMemo } from "react";
import { directionOf, fallbackLanguage, isLanguage } from "~/lib/i18n";
import { createTranslate, type Bundles } from "~/lib/translate";
import { translationsAt } from "~/lib/translations";

/**
 * Translations for when the root has no data (its own error page): the
 * server gives every bundle of the language, the browser what the page had.
 */
export const TranslationsContext = createContext<{ language: string; bundles: Bundles } | null>(null);

/**
 * The page's texts: `t(key, options)` over the namespaces the root loader
 * named for this page (lib/translations.ts), and the page's language.
 */
export function useTranslation(namespaces?: string | string[]) {
  const root = useRouteLoaderData("root") as { language?: string; translations?: string } | undefined;
  const fallback = useContext(TranslationsContext);
  const candidate = root?.language ?? fallback?.language;
  const language = isLanguage(candidate) ? candidate : fallbackLanguage;
  const bundles = translationsAt(root?.translations) ?? fallback?.bundles ?? {};
  const list = Array.isArray(namespaces) ? namespaces : namespaces ? [namespaces] : ["common"];
  const key = list.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => createTranslate(bundles, language, list), [bundles, language, key]);
  return { t, language, i18n: { language, dir: () => directionOf(language) } };
}
