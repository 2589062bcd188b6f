import { useTranslation } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";

/** The page's language, as the server chose it (for a component that needs no texts). */
export function useLanguage(): Language {
  return useTranslation().language;
}
