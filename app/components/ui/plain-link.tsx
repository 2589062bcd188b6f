import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";

/**
 * A link to a page of the site with the markup of Remix's Link (its
 * `data-discover` lets the browser learn the route ahead, as for a Link) and
 * none of its hooks, for markup rendered outside the router (components/ui/kept.tsx).
 * Once hydrated, PlainLinks makes it navigate within the app as a Link would.
 */
export function PlainLink({ to, children, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <a data-discover="true" href={to} {...props}>
      {children}
    </a>
  );
}

/**
 * Once hydrated, plain links to the site's pages navigate within the app, as
 * Remix's Link would, with one listener for the page instead of a Link in
 * each: PlainLinks (`a[data-discover]`: a Link's own clicks have already been
 * taken by the Link) and the links `also` names (the cards' photos and titles).
 */
export function PlainLinks({ also }: { also?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const selector = also ? `a[data-discover], ${also}` : "a[data-discover]";
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
      if (!link || link.origin !== window.location.origin || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate, also]);
  return null;
}
