import { Link, type LinkProps } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import { TranslationsContext, type PageTexts } from "~/lib/use-translation";

/**
 * On the server only (entry.server.tsx): where the HTML of a kept part goes
 * (a mark the response replaces with it), rendered once while its deps stay
 * the same and kept by the isolate (components/ui/kept-html.server.tsx).
 * Null in the browser.
 */
export type KeepHtml = (name: string, deps: readonly unknown[], texts: PageTexts, render: () => ReactNode) => string;
export const KeptHtmlContext = createContext<KeepHtml | null>(null);

/**
 * A part of a page whose markup is a function of `deps` and the page's texts
 * alone (an ad's details, its photos): the server renders it once and keeps
 * its HTML for the next requests while the deps stay the same (issue 17); in
 * the browser it is rendered as usual and hydrates over that HTML. What is
 * inside is rendered outside the router on the server, so it reads no route,
 * session or location: its links are AppLinks, its texts come from
 * useTranslation. The box is a `div` that lays out nothing of its own
 * (`display: contents`) unless given a class.
 */
export function Kept({ name, deps, className = "kept", children }: { name: string; deps: readonly unknown[]; className?: string; children: ReactNode }) {
  const keep = useContext(KeptHtmlContext);
  const texts = useContext(TranslationsContext);
  if (keep && texts) return <div className={className} dangerouslySetInnerHTML={{ __html: keep(name, deps, texts, () => children) }} />;
  return <div className={className}>{children}</div>;
}

type AppLinkProps = Omit<LinkProps, "to" | "prefetch" | "reloadDocument" | "relative" | "discover"> & {
  /** An address of the site from its root (`/…`) is written on the server as it is; any other goes through Link. */
  to: string;
  prefetch?: "none" | "intent";
};

/**
 * A link to a page of the site: Remix's Link in the browser; on the server
 * the anchor that Link renders (`data-discover` and the address), without
 * its hooks, which resolve the address, set up prefetching and the click
 * handler for the browser (issue 17: a dozen hooks a link, every request).
 * It needs no router on the server, so it can be part of a kept part
 * (components/ui/kept.tsx). The browser's render is the same markup, and
 * hydrating it gives the Link its behaviour.
 */
export function AppLink(props: AppLinkProps) {
  const { to, children } = props;
  // In the browser, and for an address that is not from the site's root, the Link itself.
  if (typeof document !== "undefined" || to[0] !== "/" || to[1] === "/") return <Link {...props} />;
  // The props only the browser's Link reads are not attributes.
  const {
    prefetch: _prefetch,
    state: _state,
    replace: _replace,
    preventScrollReset: _reset,
    viewTransition: _transition,
    to: _to,
    children: _children,
    ...anchor
  } = props;
  return (
    <a data-discover="true" href={to} {...anchor}>
      {children}
    </a>
  );
}
