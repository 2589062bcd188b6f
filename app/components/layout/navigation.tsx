import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { BRANCH_KEY, groupItems, isActive, navGroupSizes, navItems, type NavItem } from "~/lib/navigation";

function rememberBranch() {
  try {
    window.localStorage.setItem(BRANCH_KEY, "1");
  } catch {
    // storage may be disabled; navigation still works
  }
}

/** The site's navigation groups, from the configuration in lib/navigation.ts. */
export function NavigationGroups({ items = navItems, sizes = navGroupSizes, label }: { items?: NavItem[]; sizes?: number[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="site-nav" aria-label={label}>
      {groupItems(items, sizes).map((group, index) => (
        <ul className="nav-group" key={index}>
          {group.map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.key}>
                <Link
                  to={item.to}
                  state={item.state}
                  onClick={rememberBranch}
                  className={active ? "nav-item active" : "nav-item"}
                  aria-current={active ? "page" : undefined}
                >
                  {t(item.key)}
                </Link>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
