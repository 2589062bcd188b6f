import { useTranslation } from "~/lib/use-translation";

/** The verified-trader badge: a seal with a tick and its words. */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("traders");
  return (
    <span className="verified-badge">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 2l2.4 2.1 3.2-.3.7 3.1 2.8 1.6-1.3 2.9 1.3 3-2.8 1.5-.7 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.7-3.1-2.8-1.6 1.3-2.9-1.3-2.9 2.8-1.6.7-3.1 3.2.3Z"
          fill="currentColor"
        />
        <path d="m8 12 3 3 5-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={compact ? "visually-hidden" : undefined}>{t("profile.verified")}</span>
    </span>
  );
}
