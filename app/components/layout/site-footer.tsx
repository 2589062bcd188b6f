import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

const FOOTER_LINKS = [
  ["/categories/", "nav.categories"],
  ["/account/trader-profiles", "nav.traders"],
  ["/blog/", "nav.blog"],
  ["/our-services/", "nav.services"],
  ["/show-links", "nav.links"],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{t("site.name")}</p>
          <p>{t("footer.about")}</p>
          <p>{t("footer.prices")}</p>
        </div>
        <ul className="footer-links">
          {FOOTER_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link to={to}>{t(key)}</Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="container footer-rights" suppressHydrationWarning>
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
