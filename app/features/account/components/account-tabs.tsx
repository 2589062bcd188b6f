import { NavLink } from "@remix-run/react";
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

/** The account area's sections as links: each is its own address, so it works without JavaScript. */
export function AccountTabs({ verified, isTrader }: { verified: boolean; isTrader: boolean }) {
  const { t } = useTranslation(["account"]);
  return (
    <nav className="account-tabs" aria-label={t("layout.tabs")}>
      <ul>
        {accountTabs
          .filter((tab) => isTrader || !("traders" in tab))
          .map((tab) => (
            <li key={tab.key}>
              <NavLink to={tab.to} end={tab.end} prefetch="intent" className={({ isActive }) => `account-tab${isActive ? " active" : ""}`}>
                {t(`tabs.${tab.key}`)}
                {tab.key === "verify" && !verified ? <span className="tab-dot" aria-hidden="true" /> : null}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
