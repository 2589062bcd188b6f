import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { languageHref, type Language } from "~/lib/i18n";
import { SignOutForm } from "~/components/account/sign-out-form";
import { NavigationGroups } from "./navigation";
import { RegionPicker } from "./region-picker";

interface Props {
  user: { name: string } | null;
  language: Language;
  governorates: Array<{ id: number; name: string; name_en: string }>;
}

export function SiteHeader({ language, governorates, user }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Language = language === "ar" ? "en" : "ar";
  return (
    <header className="site-header">
      <div className="header-row container">
        <Link to="/" className="logo" aria-label={t("header.home")}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#0f766e" />
            <path d="M9 13h14l-1.5 11h-11Z" fill="#fff" />
            <path d="M12 13a4 4 0 0 1 8 0" fill="none" stroke="#fff" strokeWidth="2" />
          </svg>
          <span>{t("site.name")}</span>
        </Link>
        <Form method="get" action="/categories/search" className="header-search" role="search">
          <label htmlFor="header-q" className="visually-hidden">
            {t("header.search")}
          </label>
          <input id="header-q" type="search" name="q" placeholder={t("header.searchPlaceholder")} enterKeyHint="search" />
          <button type="submit" className="button primary">
            {t("header.search")}
          </button>
        </Form>
        <div className="header-actions">
          <RegionPicker governorates={governorates} language={language} />
          {/* A plain link: the whole page reloads in the other language and direction. */}
          <a
            href={languageHref(location.pathname, location.search, other)}
            className="header-link language-toggle"
            hrefLang={other}
            lang={other}
            aria-label={t("header.switchLanguageLabel")}
          >
            {t("header.switchLanguage")}
          </a>
          {user ? (
            <>
              <Link to="/account" className="header-link">
                {t("nav.account")}
              </Link>
              <SignOutForm label={t("nav.signOut")} className="header-link" />
            </>
          ) : (
            <Link to="/auth/signin" className="header-link">
              {t("nav.signIn")}
            </Link>
          )}
        </div>
      </div>
      <div className="container">
        <NavigationGroups label={t("header.menu")} />
      </div>
    </header>
  );
}
