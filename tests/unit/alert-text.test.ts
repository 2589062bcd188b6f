import { describe, expect, it } from "vitest";
import { expressionFor, textAnchors } from "~/features/saved-searches/alert-text.server";
import { isOneSlip } from "~/lib/search-terms";

// A saved search's anchors (features/saved-searches/alert-text.server.ts) are
// a test that must pass for every ad its page lists: if an anchor set missed
// one, the alert would miss the ad.
const holds = (anchors: string[], text: string) => anchors.some((anchor) => ` ${text} `.includes(anchor));

/** Every word one letter wrong (from `alphabet`), missing, extra, or two neighbours swapped, from `word`. */
function slipsOf(word: string, alphabet: string[]): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let index = 0; index <= letters.length; index++) {
    for (const letter of alphabet) {
      out.add([...letters.slice(0, index), letter, ...letters.slice(index)].join(""));
      if (index < letters.length) out.add([...letters.slice(0, index), letter, ...letters.slice(index + 1)].join(""));
    }
    if (index < letters.length) out.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(""));
    if (index < letters.length - 1) {
      const swapped = [...letters];
      [swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!];
      out.add(swapped.join(""));
    }
  }
  return [...out].filter((other) => isOneSlip(word, other));
}

describe("a saved text's anchors", () => {
  it("hold for the other script and the Franco-Arabic spellings the listing reads", () => {
    expect(holds(textAnchors("corolla")!, "تويوتا كورولا 2018")).toBe(true);
    expect(holds(textAnchors("sha2a")!, "شقه للبيع")).toBe(true);
    expect(holds(textAnchors("iphone 13")!, "ايفون 13 برو")).toBe(true);
    expect(textAnchors("  ،، ")).toBeNull();
  });

  it("hold for every word one slip from a typed word of five letters or more, at any place in the text", () => {
    for (const word of ["كورولا", "بورشيه", "سيراتو", "elantra"]) {
      const anchors = textAnchors(word)!;
      const alphabet = /[a-z]/.test(word) ? [..."abcdefghijklmnopqrstuvwxyz"] : [..."ابتثجحخدذرزسشصضطظعغفقكلمنهوي"];
      const slips = slipsOf(word, alphabet);
      expect(slips.length).toBeGreaterThan(100);
      for (const slip of slips) expect(holds(anchors, `سياره ${slip} للبيع`), slip).toBe(true);
    }
  });

  it("do not hold for a text without the word or anything near it", () => {
    expect(holds(textAnchors("كورولا")!, "شقه للبيع في مدينه نصر")).toBe(false);
    expect(holds(textAnchors("شقة")!, "شنطه جلد")).toBe(false);
  });
});

describe("a saved text's expression", () => {
  it("is the listing's, with the slips found among the slip index's words", () => {
    const words = new Map([["بورشه", ["بورشه"]]]);
    expect(expressionFor("بورشيه", words)).toContain('"بورشه"');
    expect(expressionFor("بورشيه", new Map())).not.toContain('"بورشه"');
    expect(expressionFor("corolla", new Map())).toContain('"كورولا"');
  });
});
