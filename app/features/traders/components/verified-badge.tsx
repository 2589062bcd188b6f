import { useTranslation } from "~/lib/use-translation";

/** The verified-trader badge: a seal with a tick and its words. */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("traders");
  return (
    <span className="verified-badge">
      <span className="icon icon-verified" aria-hidden="true" />
      <span className={compact ? "visually-hidden" : undefined}>{t("profile.verified")}</span>
    </span>
  );
}
