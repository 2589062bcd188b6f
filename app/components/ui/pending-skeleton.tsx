import { SkeletonBlock, SkeletonGrid } from "./skeleton";

/**
 * The placeholder of a page being loaded, for the pages pending-page.tsx's
 * hasSkeleton names: the ad page's (the product query's skeleton), or a grid
 * for lists of ads and categories and the traders directory.
 */
export default function PendingSkeleton({ pathname }: { pathname: string }) {
  if (pathname.startsWith("/categories/product/")) {
    return (
      <div className="container detail-skeleton">
        <div className="skeleton skeleton-image" />
        <SkeletonBlock lines={5} />
      </div>
    );
  }
  return (
    <div className="container">
      <SkeletonGrid count={pathname.startsWith("/categories/") && pathname.length <= 12 ? 8 : 6} />
    </div>
  );
}
