import { AppLink } from "~/components/ui/kept";
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
            <AppLink to="/categories/">{t("nav.categories")}</AppLink>
          </li>
          <li>
            <AppLink to="/account/trader-profiles">{t("nav.traders")}</AppLink>
          </li>
          <li>
            <AppLink to="/blog/">{t("nav.blog")}</AppLink>
          </li>
          <li>
            <AppLink to="/our-services/">{t("nav.services")}</AppLink>
          </li>
          <li>
            <AppLink to="/show-links">{t("nav.links")}</AppLink>
          </li>
        </ul>
      </div>
      <p className="container footer-rights" suppressHydrationWarning>
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
