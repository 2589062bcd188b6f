import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export interface Crumb {
  to: string;
  label: ReactNode;
  /** A name as people wrote it (a category's, a record's): its own direction (dir="auto"). */
  named?: boolean;
}

/**
 * A trail of links back up from the page: `breadcrumb` (the ad page's: home, categories, the ad's
 * category) or `breadcrumbs` (the admin's record pages). Plain links, so it works without JavaScript.
 */
export function Breadcrumbs({ className, label, crumbs }: { className: "breadcrumb" | "breadcrumbs"; label: string; crumbs: Crumb[] }) {
  return (
    <nav className={className} aria-label={label}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to} dir={crumb.named ? "auto" : undefined}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
