import { SkeletonBlock, SkeletonGrid } from "./skeleton";

/** What shows while a client-side navigation loads the next page. */
export function PendingPage({ pathname }: { pathname: string }) {
  if (pathname.startsWith("/categories/product/")) {
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
  if (/^\/(blog|trader|account\/trader2|view-pdf|our-services|show-links)/.test(pathname)) {
    return (
      <div className="container">
        <SkeletonBlock lines={6} />
      </div>
    );
  }
  return null;
}
