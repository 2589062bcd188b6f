import { createContext, useContext, type ReactNode } from "react";
import { TranslationsContext, type PageTexts } from "~/lib/use-translation";

/**
 * On the server only (entry.server.tsx): the HTML of a kept part, rendered
 * once while its deps stay the same and kept by the isolate
 * (components/ui/kept-html.server.tsx). Null in the browser.
 */
export type KeepHtml = (key: string, deps: readonly unknown[], texts: PageTexts, render: () => ReactNode) => string;
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
  if (keep && texts) return <div className={className} dangerouslySetInnerHTML={{ __html: keep(`${texts.language}:${name}`, deps, texts, () => children) }} />;
  return <div className={className}>{children}</div>;
}
