import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { languageHref, type Language } from "~/lib/i18n";
import { SignOutForm } from "./sign-out-form";
import { NavigationGroups } from "./navigation";
import { RegionPicker } from "./region-picker";
import { formatNumber } from "~/lib/format";
import { ButtonLink } from "~/components/ui/button-link";
import { cutAtWord, SEARCH_TEXT_MAX } from "~/lib/text-length";

interface Props {
  user: { name: string; unread: number } | null;
  language: Language;
  governorates: Array<{ id: number; name: string; name_en: string }>;
}

/** Where "post an ad" goes: the add-ad sheet; its guard sends a signed-out visitor to sign in and back, an unverified one to the verify tab. */
export const ADD_AD_PATH = "/account/ads?sheet=add-ad";

/** The text a search page read, cut as it cuts it (whole words): its `q`, or its path's text (/categories/search/<text>); elsewhere none. */
function searchedText(pathname: string, search: string): string {
  return cutAtWord(askedText(pathname, search).trim(), SEARCH_TEXT_MAX);
}

function askedText(pathname: string, search: string): string {
  if (pathname === "/categories/search") return new URLSearchParams(search).get("q") ?? "";
  if (!pathname.startsWith("/categories/search/")) return "";
  try {
    return decodeURIComponent(pathname.slice("/categories/search/".length));
  } catch {
    return "";
  }
}

/**
 * The header. Logo, "post an ad" and search are always in view; region,
 * language, account and the navigation groups sit in a <details> menu, which
 * opens without JavaScript on small screens and is always open on wide ones
 * (CSS shows its content and hides its button).
 */
export function SiteHeader({ language, governorates, user }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Language = language === "ar" ? "en" : "ar";
  // On the search's own page the box keeps what was searched, to be changed rather than typed again
  // (a word to fix after "did you mean", one left out, a long pasted text); keyed by it, so a new search shows it too.
  const searched = searchedText(location.pathname, location.search);
  const menu = useRef<HTMLDetailsElement>(null);
  // A client-side navigation closes the menu, as a new page would.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);
  return (
    <header className="site-header">
      <div className="header-row container">
        <Link to="/" className="logo" aria-label={t("header.home")}>
          <span className="logo-mark" aria-hidden="true" />
          <span>{t("site.name")}</span>
        </Link>
        <Form method="get" action="/categories/search" className="header-search" role="search">
          <label htmlFor="header-q" className="visually-hidden">
            {t("header.search")}
          </label>
          <input
            key={searched}
            id="header-q"
            type="search"
            name="q"
            defaultValue={searched}
            placeholder={t("header.searchPlaceholder")}
            enterKeyHint="search"
          />
          <button type="submit" className="button primary">
            {t("header.search")}
          </button>
        </Form>
        <ButtonLink to={ADD_AD_PATH} className="add-ad-link" kind="primary">
          <span className="icon icon-plus" aria-hidden="true" />
          {t("nav.addAd")}
        </ButtonLink>
        <details className="header-menu" ref={menu}>
          <summary className="header-link menu-button">
            <span className="icon icon-menu" aria-hidden="true" />
            <span>{t("header.menu")}</span>
            {/* On a phone the menu hides the messages link: its button carries the count. */}
            {user && user.unread > 0 ? (
              <span className="unread-count menu-unread" aria-hidden="true">
                {formatNumber(user.unread, language)}
              </span>
            ) : null}
          </summary>
          <div className="header-menu-body">
            <div className="header-actions">
              <RegionPicker governorates={governorates} language={language} part="link" />
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
                  <Link to="/account/messages" className="header-link">
                    {t("nav.messages")}
                    {user.unread > 0 ? (
                      <>
                        <span className="unread-count" aria-hidden="true">
                          {formatNumber(user.unread, language)}
                        </span>
                        <span className="visually-hidden">{t("nav.unreadMessages", { n: formatNumber(user.unread, language) })}</span>
                      </>
                    ) : null}
                  </Link>
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
            <NavigationGroups label={t("header.menu")} />
          </div>
        </details>
      </div>
      <RegionPicker governorates={governorates} language={language} part="drawer" />
    </header>
  );
}
