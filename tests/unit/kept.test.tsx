// Parts of pages the server keeps rendered (app/components/ui/kept.tsx and
// kept-html.server.tsx): the same markup as a render of their own, served
// again while their deps are equal value for value, rendered again as soon as
// one changes, apart per language, with ids that never collide, and put into
// the response at their marks, which the page's own text cannot forge.
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppLink, Kept, KeptHtmlContext } from "~/components/ui/kept";
import { htmlBytes, KeptPieces } from "~/components/ui/kept-html.server";
import { sameValue } from "~/lib/same-value";
import type { Handoff } from "~/server/first-paint.server";
import { handoffText, keptLoaderData } from "~/server/kept-data.server";
import { TranslationsContext, useTranslation, type PageTexts } from "~/lib/use-translation";
import product from "../../locales/ar/product.json";
import productEn from "../../locales/en/product.json";

const arabic: PageTexts = { language: "ar", bundles: { product } };
const english: PageTexts = { language: "en", bundles: { product: productEn } };

interface Seller {
  id: number;
  name: string;
  tags: string[];
}

/** What a page's part reads: its texts and its props, nothing of the request. */
function SellerPart({ seller, outside }: { seller: Seller; outside: string }) {
  const { t } = useTranslation("product");
  return (
    <section>
      <h2>{t("seller.title")}</h2>
      <AppLink to={`/trader/${seller.id}`}>{seller.name}</AppLink>
      <p>{seller.tags.join(", ")}</p>
      <p>{outside}</p>
    </section>
  );
}

const decoder = new TextDecoder();

/** A document rendered as entry.server.tsx does: kept parts as marks, then the response's pieces read back as text. */
function respond(element: (kept: KeptPieces | null) => React.ReactElement): string {
  const kept = new KeptPieces();
  return kept
    .splice([renderToString(element(kept))])
    .map((piece) => (typeof piece === "string" ? piece : decoder.decode(piece)))
    .join("");
}

function page(texts: PageTexts, seller: Seller, outside = "", keep = true) {
  return respond((kept) => (
    <TranslationsContext.Provider value={texts}>
      <KeptHtmlContext.Provider value={keep ? kept!.part : null}>
        <Kept name={`seller:${seller.id}`} deps={[seller]}>
          <SellerPart seller={seller} outside={outside} />
        </Kept>
      </KeptHtmlContext.Provider>
    </TranslationsContext.Provider>
  ));
}

const seller = (changes: Partial<Seller> = {}): Seller => ({ id: 7, name: "إسلام جابر", tags: ["موثق", "تاجر"], ...changes });

describe("kept parts of pages", () => {
  it("give the markup the part renders by itself, with the page's texts and a Link's markup", () => {
    const kept = page(arabic, seller({ id: 70 }));
    expect(kept).toBe(page(arabic, seller({ id: 70 }), "", false));
    expect(kept).toContain("البائع");
    expect(kept).toContain('<a data-discover="true" href="/trader/70">إسلام جابر</a>');
    expect(kept).toMatch(/^<div class="kept">/);
  });

  it("are served as kept while the deps are equal value for value, and rendered again when one changes", () => {
    const first = page(arabic, seller(), "first");
    // New objects with the same values: the kept HTML, even though something outside the deps changed.
    expect(page(arabic, seller(), "second")).toBe(first);
    // A change deep in the deps: rendered again.
    const retagged = page(arabic, seller({ tags: ["موثق", "فرد"] }), "third");
    expect(retagged).toContain("موثق, فرد");
    expect(retagged).toContain("third");
    const renamed = page(arabic, seller({ tags: ["موثق", "فرد"], name: "سلمى فاروق" }), "fourth");
    expect(renamed).toContain("سلمى فاروق");
    expect(renamed).not.toContain("إسلام جابر");
  });

  it("are kept apart per language", () => {
    const ar = page(arabic, seller({ id: 8 }));
    const en = page(english, seller({ id: 8 }));
    expect(en).toContain("Seller");
    expect(ar).toContain("البائع");
    expect(page(arabic, seller({ id: 8 }))).toBe(ar);
  });

  it("give the ids of useId a prefix of their own, so two kept parts on a page never share one", () => {
    function Labelled() {
      const id = useId();
      return <span id={id} />;
    }
    const render = (name: string) =>
      respond((kept) => (
        <TranslationsContext.Provider value={arabic}>
          <KeptHtmlContext.Provider value={kept!.part}>
            <Kept name={name} deps={[]}>
              <Labelled />
            </Kept>
          </KeptHtmlContext.Provider>
        </TranslationsContext.Provider>
      ));
    const ids = [render("one"), render("two")].map((html) => /id="([^"]+)"/.exec(html)?.[1]);
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe("a response's kept pieces", () => {
  it("put each part at its own mark, in order, and leave text that looks like a mark as it is", () => {
    const kept = new KeptPieces();
    const first = kept.mark([htmlBytes("<b>أ</b>")]);
    const second = kept.mark([htmlBytes("<i>1</i>"), htmlBytes("<i>2</i>")]);
    // A mark another response drew, as a visitor could have written it.
    const forged = new KeptPieces().mark([htmlBytes("<script>")]);
    const pieces = kept.splice(["<!DOCTYPE html>", `<p>${second}</p><p>${forged}</p>${first}`]);
    const text = pieces.map((piece) => (typeof piece === "string" ? piece : decoder.decode(piece))).join("");
    expect(text).toBe(`<!DOCTYPE html><p><i>1</i><i>2</i></p><p>${forged}</p><b>أ</b>`);
    expect(text).not.toContain("<script>");
  });
});

describe("sameValue", () => {
  it("compares loader data value for value", () => {
    expect(sameValue({ a: 1, b: [1, { c: "x" }] }, { a: 1, b: [1, { c: "x" }] })).toBe(true);
    expect(sameValue({ a: 1, b: [1, { c: "x" }] }, { a: 1, b: [1, { c: "y" }] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(1, "1")).toBe(false);
    expect(sameValue([null, "a"], [null, "a"])).toBe(true);
  });
});

describe("kept loader data in the hydration data", () => {
  const decoder = new TextDecoder();
  /** The response's text: the handoff's marks replaced by their kept bytes, as the response sends them. */
  function written(handoff: Handoff): string {
    const kept = new KeptPieces();
    const text = handoffText(handoff, (bytes) => kept.mark(bytes));
    if (text === null) return "(Remix's own)";
    return kept
      .splice([text])
      .map((piece) => (typeof piece === "string" ? piece : decoder.decode(piece)))
      .join("");
  }
  /** What Remix writes itself (createServerHandoffString). */
  const remix = (handoff: Handoff) => JSON.stringify(handoff).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

  it("writes the same text as Remix, the kept route's JSON made once and escaped for a script element", () => {
    const keep = keptLoaderData(10);
    const ad = keep("ad:1", [1], () => ({ ad: { name: "</script><script>alert(1)</script> & \u2028", price: 5 }, related: [{ id: 2 }] }));
    const handoff: Handoff = { url: "/", state: { loaderData: { root: { user: null, toast: "<b>" }, "routes/ad": ad }, actionData: null, errors: null } };
    const text = written(handoff);
    expect(text).toBe(remix(handoff));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(handoff)));
    // Asked again with the same deps: the same object, the same text.
    expect(keep("ad:1", [1], () => ({ ad: { name: "other", price: 6 }, related: [] }))).toBe(ad);
    expect(written(handoff)).toBe(remix(handoff));
  });

  it("writes new data once the deps change, and leaves loader data that was not kept to Remix", () => {
    const keep = keptLoaderData(10);
    const before = keep("ad:1", [{ price: 5 }], () => ({ price: 5 }));
    const after = keep("ad:1", [{ price: 6 }], () => ({ price: 6 }));
    expect(after).not.toBe(before);
    expect(written({ state: { loaderData: { "routes/ad": after } } })).toBe('{"state":{"loaderData":{"routes/ad":{"price":6}}}}');
    expect(written({ state: { loaderData: { "routes/ad": { price: 6 } } } })).toBe("(Remix's own)");
  });

  it("replaces only its own stand-in: loader data that looks like one stays as it is", () => {
    const keep = keptLoaderData(10);
    const ad = keep("ad:1", [1], () => ({ name: "x" }));
    const handoff: Handoff = { state: { loaderData: { root: { note: "\uE002 0", other: '"\uE002"' }, "routes/ad": ad } } };
    expect(written(handoff)).toBe(remix(handoff));
  });
});
