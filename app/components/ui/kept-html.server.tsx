// Kept parts of pages, by the isolate (components/ui/kept.tsx).
//
// A kept part's markup depends only on its deps and the language's texts,
// which do not change while the isolate lives. So the server renders it once
// and hands out the same HTML while the deps are equal, value for value
// (server/kept-value.server.ts): an ad page seen again costs a comparison of
// its ad's fields instead of a React render of its details (issue 17). The
// first request of a part in an isolate still renders it, a little more than
// before (the comparison).
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { TranslationsContext, type PageTexts } from "~/lib/use-translation";
import { keptValues } from "~/server/kept-value.server";

/**
 * Parts kept at most; past it, the part kept first goes first. About 3 to
 * 10 KB each (an ad's details and photos), so a few megabytes of the
 * isolate's 128 MB at most.
 */
const keep = keptValues(600);
let renders = 0;

/** A part's HTML, kept per part name and language. */
export function keepHtml(name: string, deps: readonly unknown[], texts: PageTexts, render: () => ReactNode): string {
  return keep(`${texts.language}:${name}`, deps, () => {
    // Ids made with useId start with the part's own prefix, so two kept parts on a page never share one.
    renders += 1;
    return renderToString(<TranslationsContext.Provider value={texts}>{render()}</TranslationsContext.Provider>, {
      identifierPrefix: `k${renders.toString(36)}-`,
    });
  });
}
