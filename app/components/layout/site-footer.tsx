import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

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
          <li>
            <Link to="/categories/">{t("nav.categories")}</Link>
          </li>
          <li>
            <Link to="/account/trader-profiles">{t("nav.traders")}</Link>
          </li>
          <li>
            <Link to="/blog/">{t("nav.blog")}</Link>
          </li>
          <li>
            <Link to="/our-services/">{t("nav.services")}</Link>
          </li>
          <li>
            <Link to="/show-links">{t("nav.links")}</Link>
          </li>
        </ul>
      </div>
      <p className="container footer-rights" suppressHydrationWarning>
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
