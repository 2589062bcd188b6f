import { describe, expect, it } from "vitest";
import {
  addSlips,
  equivalentsOf,
  francoToArabic,
  isFranco,
  isOneSlip,
  readSearch,
  searchExpressions,
  slipKeysOfQuery,
  slipKeysOfTerm,
  slipLookupKeys,
  slipRows,
} from "~/lib/search-terms";
import { CATALOGUE_NAMES } from "~/lib/search-catalogue-names";
import { brandCountries, categories, subcategories, thirdBranches } from "~/db/seed/catalog";

// The rules of search in both scripts, one by one. The test
// set against a real database is tests/workers/search-set.test.ts.

describe("normalisation of what is typed", () => {
  it("reads alef forms, ta marbuta, alef maqsura, diacritics, tatweel and Arabic-Indic digits as the index does", () => {
    expect(readSearch("آيفون ١٣").map((term) => term.typed)).toEqual(["ايفون 13"]);
    expect(readSearch("مُسْتَعْمَلَة").map((term) => term.typed)).toEqual(["مستعمله"]);
    expect(readSearch("كـــورولا").map((term) => term.typed)).toEqual(["كورولا"]);
    expect(readSearch("مستشفى إسكندرية").map((term) => term.typed)).toEqual(["مستشفي", "اسكندريه"]);
    expect(readSearch("  ؟!  ")).toEqual([]);
  });
});

describe("equivalents in the other script", () => {
  it("finds the catalogue's names and the word lists both ways", () => {
    expect(equivalentsOf("corolla")).toContain("كورولا");
    expect(equivalentsOf("كورولا")).toContain("corolla");
    expect(equivalentsOf("قشقاي")).toContain("qashqai");
    expect(equivalentsOf("iphone")).toEqual(expect.arrayContaining(["ايفون"]));
    expect(equivalentsOf("شقه")).toEqual(expect.arrayContaining(["flat", "apartment"]));
    expect(equivalentsOf("samsung")).toContain("سامسونج");
  });

  it("reads a phrase of the lists as one term, longest first", () => {
    const [laptop] = readSearch("لاب توب");
    expect(laptop.typed).toBe("لاب توب");
    expect(laptop.equivalents).toContain("laptop");
    expect(readSearch("iphone 15 مستعمل").map((term) => term.typed)).toEqual(["iphone 15", "مستعمل"]);
  });

  it("does not make look-alike words equivalent", () => {
    expect(equivalentsOf("شقه")).not.toContain("شنطه");
    expect(equivalentsOf("honda")).not.toContain("hyundai");
    expect(equivalentsOf("ساعه")).not.toContain("سماعه");
  });

  it("knows every name of the seed's catalogue of three words or fewer", () => {
    const known = new Set(CATALOGUE_NAMES.map(([ar, en]) => `${ar}|${en}`));
    const pairs: Array<[string, string]> = [
      ...categories.map((item) => [item.name, item.name_en] as [string, string]),
      ...subcategories.map((item) => [item.name, item.name_en] as [string, string]),
      ...brandCountries.map((item) => [item.name, item.name_en] as [string, string]),
      ...thirdBranches.flatMap((item) => [[item.name, item.name_en] as [string, string], ...item.models]),
    ];
    const missing = pairs.filter(([ar, en]) => ar !== en && ar.split(" ").length <= 3 && !known.has(`${ar}|${en}`));
    expect(missing).toEqual([]);
  });
});

describe("Franco-Arabic", () => {
  it("reads Latin letters with the digits that stand for Arabic letters", () => {
    expect(francoToArabic("3arabeya")).toContain("عربيه");
    expect(francoToArabic("3arabia")).toContain("عربيه");
    expect(francoToArabic("sha2a")).toContain("شقه");
    expect(francoToArabic("ma7al")).toEqual(["محل"]);
    expect(francoToArabic("2ahwa")).toContain("قهوه");
    expect(francoToArabic("saa3a")).toContain("ساعه");
    expect(francoToArabic("5ales")).toEqual(["خلس"]);
  });

  it("leaves alone what is not Franco-Arabic: plain words, model names, numbers", () => {
    for (const word of ["corolla", "c180", "x5", "ps5", "rav4", "320i", "2019", "a7", "e200"]) {
      expect(isFranco(word), word).toBe(false);
      expect(francoToArabic(word), word).toEqual([]);
    }
  });

  it("adds the Arabic spellings and their equivalents to the term", () => {
    const [term] = readSearch("sha2a");
    expect(term.equivalents).toEqual(expect.arrayContaining(["شقه", "flat", "apartment"]));
  });
});

describe("slips", () => {
  it("counts one letter wrong, missing or extra, or two neighbours swapped, in words of five letters or more", () => {
    expect(isOneSlip("كورلا", "كورولا")).toBe(true); // missing
    expect(isOneSlip("كوروولا", "كورولا")).toBe(true); // extra
    expect(isOneSlip("سامسونح", "سامسونج")).toBe(true); // wrong
    expect(isOneSlip("laptpo", "laptop")).toBe(true); // swapped
    expect(isOneSlip("toyta", "toyota")).toBe(true);
  });

  it("does not count two slips, equal words, short words or numbers", () => {
    expect(isOneSlip("كرلا", "كورولا")).toBe(false);
    expect(isOneSlip("corolla", "corolla")).toBe(false);
    expect(isOneSlip("honda", "hyundai")).toBe(false);
    expect(isOneSlip("شقه", "شنطه")).toBe(false);
    expect(isOneSlip("ساعه", "سماعه")).toBe(false);
    expect(isOneSlip("150000", "160000")).toBe(false);
    expect(slipKeysOfTerm("2019")).toEqual([]);
    expect(slipKeysOfQuery("شقه")).toEqual([]);
  });

  it("indexes a word by itself and by each one-letter deletion, so a typed word's keys meet its slips' keys", () => {
    expect(slipKeysOfTerm("corolla").sort()).toEqual(["corolla", "orolla", "crolla", "coolla", "corlla", "corola", "coroll"].sort());
    expect(slipRows("شقه كورولا")).toEqual(slipKeysOfTerm("كورولا").map((key) => [key, "كورولا"]));
    // "كورلا" (typed) and "كورولا" (indexed) share a key: the typed word itself.
    const shared = slipKeysOfQuery("كورلا").filter((key) => slipKeysOfTerm("كورولا").includes(key));
    expect(shared).toContain("كورلا");
  });

  it("prefers a missing or extra letter to a wrong one, and adds the slip's equivalents", () => {
    const terms = addSlips(readSearch("كورلا"), ["كورولا", "كورسا"]);
    expect(terms[0].slips).toEqual(expect.arrayContaining(["كورولا", "corolla"]));
    expect(terms[0].slips).not.toContain("كورسا");
    // A slip of a word of the lists needs no ad in that script: "corola" finds the Arabic ads through "corolla".
    expect(addSlips(readSearch("corola"), [])[0].slips).toEqual(expect.arrayContaining(["corolla", "كورولا"]));
    expect(slipLookupKeys(readSearch("شقه"))).toEqual([]);
  });
});

describe("full-text expressions", () => {
  it("quotes every word, ORs a term's alternatives, ANDs the terms and ranks the typed words in titles first", () => {
    const terms = addSlips(readSearch("شقة corola"), ["corolla"]);
    const expressions = searchExpressions(terms)!;
    expect(expressions.all).toBe('("شقه" OR "flat" OR "apartment") AND ("corola"* OR "corolla" OR "كورولا")');
    expect(expressions.tiers[0]).toBe('name : ("شقه" AND "corola"*)');
    expect(expressions.tiers.at(-1)).toBe(expressions.all);
  });

  it("never lets typed text break the expression", () => {
    expect(searchExpressions(readSearch('a" OR b'))!.all).toBe('"a" AND "or" AND "b"*');
    expect(searchExpressions(readSearch("؟!"))).toBeNull();
  });
});
