import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { directionOf, fallbackLanguage, isLanguage, type Language } from "~/lib/i18n";
import { createTranslate, type Bundles } from "~/lib/translate";
import { translationsAt } from "~/lib/translations";

export interface PageTexts {
  language: string;
  bundles: Bundles;
}

/**
 * The page's language and texts. The root's Layout gives the ones its loader
 * named (PageTextsFromRoot); outside it, and when the root has no data (its
 * own error page), the server's entry gives every bundle of the language.
 * Components read them from here, not from the router, so markup rendered
 * outside the router (the root's own error page) has its texts too.
 */
export const TranslationsContext = createContext<PageTexts | null>(null);

const NO_BUNDLES: Bundles = {};

/** The texts the root loader named for this page (lib/translations.ts), else the entry's. */
export function PageTextsFromRoot({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData("root") as { language?: string; translations?: string } | undefined;
  const fallback = useContext(TranslationsContext);
  const language = root?.language ?? fallback?.language ?? fallbackLanguage;
  const bundles = translationsAt(root?.translations) ?? fallback?.bundles ?? NO_BUNDLES;
  const texts = useMemo(() => ({ language, bundles }), [language, bundles]);
  return <TranslationsContext.Provider value={texts}>{children}</TranslationsContext.Provider>;
}

/** The page's texts: `t(key, options)` over the given namespaces, and the page's language. */
export function useTranslation(namespaces?: string | string[]) {
  const texts = useContext(TranslationsContext);
  const language: Language = texts && isLanguage(texts.language) ? texts.language : fallbackLanguage;
  const bundles = texts?.bundles ?? NO_BUNDLES;
  const list = Array.isArray(namespaces) ? namespaces : namespaces ? [namespaces] : ["common"];
  const key = list.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => createTranslate(bundles, language, list), [bundles, language, key]);
  return { t, language, i18n: { language, dir: () => directionOf(language) } };
}

/** The page's language, as the server chose it (for a component that needs no texts). */
export function useLanguage(): Language {
  return useTranslation().language;
}

