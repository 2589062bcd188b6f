import { useTranslation } from "~/lib/use-translation";

/** Placeholder cards while a client-side navigation loads (5 to 8: product rules, Limits). */
export function SkeletonGrid({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  const cards = Math.min(8, Math.max(5, count));
  return (
    <div className="grid skeleton-grid" aria-busy="true" aria-label={t("loading")}>
      {Array.from({ length: cards }, (_, index) => (
        <div className="card skeleton-card" key={index}>
          <div className="skeleton skeleton-image" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

export function SkeletonBlock({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-block" aria-busy="true" aria-label={t("loading")}>
      {Array.from({ length: lines }, (_, index) => (
        <div className="skeleton skeleton-line" key={index} />
      ))}
    </div>
  );
}
