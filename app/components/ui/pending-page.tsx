import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { SkeletonBlock, SkeletonGrid } from "./skeleton";

/** How long a navigation may take before anything changes on screen. */
const MOMENT_MS = 400;

/**
 * Placeholders only where SPEC.md places them: the ad page (the product
 * query's skeleton), lists of ads and categories, and the traders directory.
 * Everywhere else the current page stays while the next one loads.
 */
export function pendingSkeleton(pathname: string): ReactNode {
  if (pathname.startsWith("/categories/product/") && !pathname.endsWith("/report")) {
    return (
      <div className="container detail-skeleton">
        <div className="skeleton skeleton-image" />
        <SkeletonBlock lines={5} />
      </div>
    );
  }
  if (pathname === "/" || pathname.startsWith("/categories") || pathname.startsWith("/account/trader-profiles")) {
    return (
      <div className="container">
        <SkeletonGrid count={pathname.startsWith("/categories/") && pathname.length <= 12 ? 8 : 6} />
      </div>
    );
  }
  return null;
}

/**
 * What a client-side navigation shows once it has taken more than a moment:
 * a progress bar over the current page, and for the pages above a skeleton
 * in place of the content. Nothing ever blanks the content area.
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
  const next = navigation.state === "loading" ? navigation.location : undefined;
  const skeleton = slow && next && next.pathname !== location.pathname ? pendingSkeleton(next.pathname) : null;
  return { progress: slow ? <NavigationProgress /> : null, skeleton };
}

function NavigationProgress() {
  const { t } = useTranslation();
  return <div className="navigation-progress" role="progressbar" aria-label={t("loading")} />;
}
