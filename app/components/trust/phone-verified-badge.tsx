import { useTranslation } from "~/lib/use-translation";

/**
 * "Phone verified": the seller confirmed their number with a code sent to it
 * by SMS (users.phone_verified_at). Nothing when it is not. Used on the ad
 * page's seller box and the trader's page.
 */
export function PhoneVerifiedBadge({ verified }: { verified: boolean | number | null | undefined }) {
  const { t } = useTranslation("common");
  if (!verified) return null;
  return (
    <span className="phone-verified-badge" title={t("phoneVerified.title")}>
      <span className="icon icon-verified" aria-hidden="true" />
      {t("phoneVerified.badge")}
    </span>
  );
}
