import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

/**
 * "Make it special" for one of the user's approved ads: the bundles tab with
 * that ad chosen. A plain link, so it works without JavaScript.
 */
export function MakeSpecialLink({ adId, adName, className = "button secondary" }: { adId: number; adName?: string; className?: string }) {
  const { t } = useTranslation(["bundles"]);
  return (
    <Link to={`/account/bundles?ad=${adId}#buy-bundle`} className={className} aria-label={adName ? t("bundles:makeSpecialNamed", { name: adName }) : undefined}>
      {t("bundles:makeSpecial")}
    </Link>
  );
}
