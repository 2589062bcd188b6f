// Text someone wrote inside a translated sentence of the other direction is
// rendered in its own <bdi>, in both languages; the rest of the sentence is
// the translation's, and a value that looks like markup stays text.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Isolated } from "~/lib/isolated";
import { createTranslate } from "~/lib/translate";
import { resources } from "~/server/locales.server";

const en = createTranslate(resources.en, "en", ["ads"]);
const ar = createTranslate(resources.ar, "ar", ["ads"]);

describe("a translated sentence with text someone wrote", () => {
  it("puts an Arabic search in an English heading in its own bdi", () => {
    expect(renderToStaticMarkup(<Isolated t={en} k="search.titleFor" values={{ q: "شقة 3 غرف!" }} />)).toBe("Search results for “<bdi>شقة 3 غرف!</bdi>”");
  });

  it("puts a Latin title with digits in an Arabic heading in its own bdi", () => {
    expect(renderToStaticMarkup(<Isolated t={ar} k="search.titleFor" values={{ q: "iPhone 13 Pro, 256GB" }} />)).toBe(
      "نتائج البحث عن «<bdi>iPhone 13 Pro, 256GB</bdi>»",
    );
  });

  it("isolates each value, fills in the other options as text, and escapes what was written", () => {
    const t = createTranslate(resources.en, "en", ["ratings"]);
    expect(renderToStaticMarkup(<Isolated t={t} k="moderation.rating" values={{ rater: "<b>سارة</b>", seller: "Ali & Co" }} />)).toBe(
      "<bdi>&lt;b&gt;سارة&lt;/b&gt;</bdi>&#x27;s rating of <bdi>Ali &amp; Co</bdi>",
    );
    const account = createTranslate(resources.en, "en", ["account"]);
    expect(renderToStaticMarkup(<Isolated t={account} k="support.fileLink" values={{ name: "عقد.pdf" }} options={{ size: "2 MB" }} />)).toBe(
      "<bdi>عقد.pdf</bdi> (2 MB)",
    );
  });
});
