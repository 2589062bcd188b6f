import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

export const adminSections = [
  { to: "/admin", key: "dashboard", end: true },
  { to: "/admin/moderation", key: "moderation", end: false },
  { to: "/admin/risk", key: "risk", end: false },
  { to: "/admin/users", key: "users", end: false },
  { to: "/admin/orders", key: "orders", end: false },
  { to: "/admin/featured", key: "featured", end: false },
  { to: "/admin/categories", key: "categories", end: false },
  { to: "/admin/governorates", key: "governorates", end: false },
  { to: "/admin/banners", key: "banners", end: false },
  { to: "/admin/safety-tips", key: "safety-tips", end: false },
  { to: "/admin/bundles", key: "bundles", end: false },
  { to: "/admin/bump-prices", key: "bump-prices", end: false },
  { to: "/admin/pack-prices", key: "pack-prices", end: false },
  { to: "/admin/blog", key: "blog", end: false },
  { to: "/admin/services", key: "services", end: false },
  { to: "/admin/links", key: "links", end: false },
  { to: "/admin/documents", key: "documents", end: false },
  { to: "/admin/audit", key: "audit", end: false },
] as const;

/** The admin area's sections as plain links (each is its own address). */
export function AdminNav() {
  const { t } = useTranslation(["admin"]);
  return (
    <nav className="admin-nav" aria-label={t("nav.label")}>
      <ul>
        {adminSections.map((section) => (
          <li key={section.key}>
            <NavLink to={section.to} end={section.end} className={({ isActive }) => `admin-nav-link${isActive ? " active" : ""}`}>
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
