import { NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

export const accountTabs = [
  { to: "/account", key: "account", end: true },
  { to: "/account/messages", key: "messages", end: false },
  { to: "/account/support", key: "support", end: false },
  { to: "/account/favorites", key: "favorites", end: false },
  { to: "/account/searches", key: "searches", end: false },
  { to: "/account/ads", key: "ads", end: false },
  { to: "/account/page", key: "page", end: false, traders: true },
  { to: "/account/bundles", key: "bundles", end: false },
  { to: "/account/orders", key: "orders", end: false },
  { to: "/account/verify", key: "verify", end: false },
] as const;

type AccountTab = (typeof accountTabs)[number];

/** The section an address belongs to, as NavLink decides which link is active (exact for `end`, else the path and below). */
export function currentAccountTab(pathname: string): AccountTab | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return accountTabs.find((tab) => path === tab.to || (!tab.end && path.startsWith(`${tab.to}/`)));
}

/**
 * The account area's sections as links: each is its own address, so it works without JavaScript.
 * Wide screens show them as a row of tabs. A phone cannot fit ten tabs in a row, and a strip
 * that scrolls sideways hides the open one, so below 600 px the same links sit in a disclosure
 * (details/summary, no script needed) whose summary names the open section and says the others
 * are inside. Only one of the two is displayed at a time, so a screen reader meets one list.
 */
export function AccountTabs({ verified, isTrader }: { verified: boolean; isTrader: boolean }) {
  const { t } = useTranslation(["account"]);
  const { pathname } = useLocation();
  const tabs = accountTabs.filter((tab) => isTrader || !("traders" in tab));
  const current = currentAccountTab(pathname);
  const links = (className: string) => (
    <ul className={className}>
      {tabs.map((tab) => (
        <li key={tab.key}>
          <NavLink to={tab.to} end={tab.end} prefetch="intent" className={({ isActive }) => `account-tab${isActive ? " active" : ""}`}>
            {t(`tabs.${tab.key}`)}
            {tab.key === "verify" && !verified ? <span className="tab-dot" aria-hidden="true" /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="account-tabs" aria-label={t("layout.tabs")}>
      {links("account-tab-row")}
      {/* Keyed by the address: after a section is chosen (a client-side navigation) the menu is closed again. */}
      <details className="account-menu" key={pathname}>
        <summary>
          <span className="account-menu-current">{current ? t("layout.currentSection", { section: t(`tabs.${current.key}`) }) : t("layout.tabs")}</span>
          <span className="account-menu-more">{t("layout.allSections")}</span>
        </summary>
        {links("account-menu-list")}
      </details>
    </nav>
  );
}
