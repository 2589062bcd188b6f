import { Link, type LinkProps } from "@remix-run/react";

type AppLinkProps = Omit<LinkProps, "to" | "prefetch" | "reloadDocument" | "relative" | "discover"> & {
  /** An address of the site from its root (`/…`) is written on the server as it is; any other goes through Link. */
  to: string;
  prefetch?: "none" | "intent";
};

/** An address from the site's root, which needs no route to resolve. */
const fromRoot = (to: string) => to.startsWith("/") && !to.startsWith("//");

/**
 * A link to a page of the site: Remix's Link in the browser; on the server
 * the anchor that Link renders (`data-discover` and the address), without
 * its hooks, which resolve the address, set up prefetching and the click
 * handler for the browser (issue 17: a dozen hooks a link, every request).
 * It needs no router on the server, so it can be part of a kept part
 * (components/ui/kept.tsx). The browser's render is the same markup, and
 * hydrating it gives the Link its behaviour.
 */
export function AppLink({ to, prefetch, state, replace, preventScrollReset, viewTransition, children, ...anchor }: AppLinkProps) {
  if (typeof document === "undefined" && fromRoot(to)) {
    return (
      <a data-discover="true" href={to} {...anchor}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} prefetch={prefetch} state={state} replace={replace} preventScrollReset={preventScrollReset} viewTransition={viewTransition} {...anchor}>
      {children}
    </Link>
  );
}
