// Kept parts of pages, by the isolate (components/ui/kept.tsx).
//
// A kept part's markup depends only on its deps and the language's texts,
// which do not change while the isolate lives. So the server renders it once
// and hands out the same HTML while the deps are equal, value for value
// (server/kept-value.server.ts): an ad page seen again costs a comparison of
// its ad's fields instead of a React render of its details (issue 17). The
// first request of a part in an isolate still renders it, a little more than
// before (the comparison).
//
// The HTML is kept as the bytes the response sends (UTF-8), and the page's
// render carries only a mark where it goes (KeptPieces): the response is the
// render's text with the kept bytes put in at their marks, so a kept part is
// neither copied into the page's text nor encoded again on each request. On
// the home page, whose hundred cards are most of its 100 KB, joining them
// into the page's text was a fifth of its render (issue 17).
import type { MetaDescriptor } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { TranslationsContext, type PageTexts } from "~/lib/use-translation";
import { keptValues } from "~/server/kept-value.server";

const encoder = new TextEncoder();

/** HTML as the response sends it (UTF-8). */
export type HtmlBytes = Uint8Array<ArrayBuffer>;

export function htmlBytes(html: string): HtmlBytes {
  return encoder.encode(html) as HtmlBytes;
}

/**
 * Parts kept at most; past it, the part kept first goes first. About 3 to
 * 10 KB each (an ad's details and photos), so a few megabytes of the
 * isolate's 128 MB at most.
 */
const keep = keptValues(600);
let renders = 0;

/** A part's HTML as bytes, kept per part name and language. */
export function keptPart(name: string, deps: readonly unknown[], texts: PageTexts, render: () => ReactNode): HtmlBytes {
  return keep(`${texts.language}:${name}`, deps, () => {
    // Ids made with useId start with the part's own prefix, so two kept parts on a page never share one.
    renders += 1;
    const html = renderToString(<TranslationsContext.Provider value={texts}>{render()}</TranslationsContext.Provider>, {
      identifierPrefix: `k${renders.toString(36)}-`,
    });
    return htmlBytes(html);
  });
}

/** Pages' tags kept at most (a key per title and address). */
const keepTags = keptValues(1000);

/**
 * The HTML of a page's tags (title, description, Open Graph, alternates…)
 * from Remix's Meta (MetaHtmlContext, .patches/@remix-run+react*.patch),
 * kept while the tags stay the same: the ad page's two dozen tags were a
 * tenth of its render (issue 17). The elements are Meta's own.
 */
export function keptTags(tags: MetaDescriptor[], elements: (tags: MetaDescriptor[]) => ReactNode[]): HtmlBytes {
  let key = "";
  for (const tag of tags) {
    if (tag && "title" in tag) key = `${String(tag.title)}\n${key}`;
    else if (tag && "tagName" in tag && tag.rel === "canonical") key += String(tag.href);
  }
  return keepTags(key, [tags], () => htmlBytes(renderToString(<>{elements(tags)}</>)));
}

/** Where a mark ends: a character of Unicode's private use area, which no page text of ours holds. */
const CLOSE = "\uE001";

/**
 * The kept pieces of one response. The render carries a mark for each (a
 * private-use character, a token drawn for this response and a number), and
 * `splice` gives the document with each mark replaced by its bytes. Text a
 * visitor wrote cannot forge a mark: it was stored before the token was drawn.
 */
export class KeptPieces {
  private readonly pieces: HtmlBytes[][] = [];
  private readonly open = `\uE000${crypto.randomUUID()}:`;

  /** A mark for the render to carry (as raw HTML) where these bytes go. */
  mark(bytes: HtmlBytes[]): string {
    this.pieces.push(bytes);
    return `${this.open}${this.pieces.length - 1}${CLOSE}`;
  }

  /** A kept part's mark (KeptHtmlContext). */
  readonly part = (name: string, deps: readonly unknown[], texts: PageTexts, render: () => ReactNode): string =>
    this.mark([keptPart(name, deps, texts, render)]);

  /** A page's tags' mark (MetaHtmlContext). */
  readonly tags = (tags: MetaDescriptor[], elements: (tags: MetaDescriptor[]) => ReactNode[]): string => this.mark([keptTags(tags, elements)]);

  /** The document's texts with each mark replaced by its bytes, in order, for the response's body. */
  splice(texts: readonly string[]): Array<string | HtmlBytes> {
    if (this.pieces.length === 0) return [...texts];
    const out: Array<string | HtmlBytes> = [];
    for (const text of texts) {
      let from = 0;
      for (let at = text.indexOf(this.open); at >= 0; at = text.indexOf(this.open, from)) {
        const end = text.indexOf(CLOSE, at);
        const bytes = end < 0 ? undefined : this.pieces[Number(text.slice(at + this.open.length, end))];
        if (!bytes) break;
        if (at > from) out.push(text.slice(from, at));
        out.push(...bytes);
        from = end + CLOSE.length;
      }
      if (from === 0) out.push(text);
      else if (from < text.length) out.push(text.slice(from));
    }
    return out;
  }
}
