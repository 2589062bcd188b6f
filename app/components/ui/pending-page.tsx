import { useLocation, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";

/** How long a navigation may take before anything changes on screen. */
const MOMENT_MS = 400;

// The placeholders are loaded once the page has hydrated, not with it: they
// only show during a navigation that has already taken a moment.
const loadSkeletons = () => import("./pending-skeleton");
const PendingSkeleton = lazy(loadSkeletons);

/**
 * What a client-side navigation shows once it has taken more than a moment:
 * a progress bar over the current page, and a skeleton in place of the
 * content on the pages that have one (hasSkeleton). Nothing
 * ever blanks the content area.
 */
export function usePendingView(): { progress: ReactNode; skeleton: ReactNode } {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), MOMENT_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  useEffect(() => void loadSkeletons(), []);
  const next = navigation.state === "loading" ? navigation.location : undefined;
  const skeleton =
    slow && next && next.pathname !== location.pathname && hasSkeleton(next.pathname) ? (
      <Suspense fallback={null}>
        <PendingSkeleton pathname={next.pathname} />
      </Suspense>
    ) : null;
  return { progress: slow ? <NavigationProgress /> : null, skeleton };
}

/** The pages that show a skeleton while they load: the ad page (not its report form), lists of ads and categories, the traders directory. */
export function hasSkeleton(pathname: string): boolean {
  if (pathname.startsWith("/categories/product/")) return !pathname.endsWith("/report");
  return pathname === "/" || pathname.startsWith("/categories") || pathname.startsWith("/account/trader-profiles");
}

function NavigationProgress() {
  const { t } = useTranslation();
  return <div className="navigation-progress" role="progressbar" aria-label={t("loading")} />;
}
