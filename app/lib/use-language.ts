import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { fallbackLanguage, isLanguage, type Language } from "~/lib/i18n";

/** The page's language, as the server chose it. */
export function useLanguage(): Language {
  const root = useRouteLoaderData<{ language?: string }>("root");
  const { i18n } = useTranslation();
  const language = root?.language ?? i18n.language;
  return isLanguage(language) ? language : fallbackLanguage;
}
