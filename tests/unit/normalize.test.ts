import { describe, expect, it } from "vitest";
import {
  localPhone,
  normalizeEach,
  normalizeEgyptianPhone,
  normalizeForSearch,
  searchForm,
  toLatinDigits,
  toMatchQuery,
  whatsappNumber,
  wordsBefore,
} from "~/lib/normalize";

describe("normalizeForSearch", () => {
  it("folds the hamza forms of alef to bare alef", () => {
    expect(normalizeForSearch("أحمد إسكندرية آمنة")).toBe("احمد اسكندريه امنه");
  });
  it("treats taa marbuta as haa and alef maqsura as yaa", () => {
    expect(normalizeForSearch("المراجعة")).toBe(normalizeForSearch("المراجعه"));
    expect(normalizeForSearch("مستشفى")).toBe("مستشفي");
  });
  it("drops the definite article and the particles fused with it", () => {
    expect(normalizeForSearch("الإسكندرية")).toBe(normalizeForSearch("اسكندريه"));
    expect(normalizeForSearch("شقة للبيع والتقسيط")).toBe("شقه بيع تقسيط");
    expect(normalizeForSearch("الم")).toBe("الم");
  });
  it("drops diacritics and tatweel", () => {
    expect(normalizeForSearch("سَيّارَة")).toBe("سياره");
    expect(normalizeForSearch("ســـيارة")).toBe("سياره");
  });
  it("turns Arabic-Indic digits into Latin and folds English case", () => {
    expect(normalizeForSearch("تويوتا ٢٠١٩")).toBe("تويوتا 2019");
    expect(normalizeForSearch("Toyota COROLLA")).toBe("toyota corolla");
  });
  it("replaces punctuation with spaces", () => {
    expect(normalizeForSearch("شقة، جديدة!")).toBe("شقه جديده");
  });
  it("parts an Arabic word glued to a number, keeps a Latin model whole, and reads letters beyond the first 65,536", () => {
    expect(normalizeForSearch("ايفون12 بـ2 ps5 𝐀𝐁 😀 𝟎𝟏٣ب")).toBe("ايفون 12 ب 2 ps5 ab 013 ب");
  });
  it("is, on any text, the steps written as expressions one after the other", () => {
    // The steps as their definition reads (normalising does them in fewer passes over the text).
    const byExpressions = (text: string) =>
      toLatinDigits(text)
        .normalize("NFKC")
        .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, "")
        .replace(/\u0640/g, "")
        .replace(/[أإآٱ]/g, "ا")
        .replace(/ة/g, "ه")
        .replace(/ى/g, "ي")
        .replace(/ؤ/g, "و")
        .replace(/ئ/g, "ي")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim()
        .replace(/(?<=\p{Script=Arabic})(?=\p{N})|(?<=\p{N})(?=\p{Script=Arabic})/gu, " ")
        .replace(/(?<=^| )(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{3,})/gu, "");
    const alphabet = [..."abcXYZİΣσ0123456789٠١٢٣٤٥٦٧٨٩۰۹ابتةىؤئأإآٱلوـًٌٍَُِّْٰۭۖ۞ﻻﷺ  \n.,،!؟-_/\t\u200f\u200d😀𝟎１ｂﬁ𐹠"];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const texts = ["", " ", "...", "\ud800ال٣", "abc\udc00", "الكتاب5", "5الكتاب", " .،الكتاب"];
    for (let index = 0; index < 20_000; index++)
      texts.push(Array.from({ length: 1 + Math.floor(random() * 24) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(""));
    const differing = texts.filter((text) => normalizeForSearch(text) !== byExpressions(text));
    expect(differing).toEqual([]);
  });
});

describe("normalizeEach and searchForm", () => {
  const sentences = ["شقة للبيع", "", "!!", "ΟΔΟΣ", "ب٢ ايفون12", "ّ", "\ua66e نص", " والتقسيط، "];
  it("give each text the form normalizeForSearch gives it alone", () => {
    expect(normalizeEach(sentences)).toEqual(sentences.map((text) => normalizeForSearch(text)));
    // (Texts not normalised before, in one pass; then some of them again, with new ones, from what was remembered.)
    const fresh = sentences.filter((text) => !text.includes("\ua66e")).map((text) => `${text} ΟΔΟΣ٣`);
    expect(normalizeEach(fresh)).toEqual(fresh.map((text) => normalizeForSearch(text)));
    const mixed = [...fresh.slice(0, 3), "سَيّارَة٢", ...fresh.slice(3), "ال", ""];
    expect(normalizeEach(mixed)).toEqual(mixed.map((text) => normalizeForSearch(text)));
    const long = "للبيع شقة ١٢٠ م، ΟΔΟΣ. ".repeat(40);
    expect(searchForm(long)).toBe(normalizeForSearch(long));
    expect(searchForm(long)).toBe(normalizeForSearch(long));
  });
});

describe("wordsBefore", () => {
  it("ends as the text's words before the place, read back only a few words", () => {
    const text = ` ${Array.from({ length: 100_000 }, (_, index) => `w${index}`).join(" ")} بدون مقدم `;
    const at = text.indexOf(" مقدم ");
    const before = wordsBefore(text, at, 6);
    expect(before.slice(-6)).toEqual(text.slice(0, at).trim().split(" ").slice(-6));
    expect(before.length).toBeLessThan(10);
    expect(wordsBefore(" مقدم ", 0, 6)).toEqual([""]);
  });
});

describe("toMatchQuery", () => {
  it("quotes every word and makes the last a prefix", () => {
    expect(toMatchQuery("شقة الإسكندرية")).toBe('"شقه" "اسكندريه"*');
  });
  it("returns null for nothing searchable", () => {
    expect(toMatchQuery("  ؟!  ")).toBeNull();
  });
  it("cannot be used to inject FTS syntax", () => {
    expect(toMatchQuery('a" OR b')).toBe('"a" "or" "b"*');
  });
});

describe("normalizeEgyptianPhone", () => {
  it("accepts the forms Egyptians type", () => {
    expect(normalizeEgyptianPhone("01012345678")).toBe("+201012345678");
    expect(normalizeEgyptianPhone("+20 101 234 5678")).toBe("+201012345678");
    expect(normalizeEgyptianPhone("0020 1512345678")).toBe("+201512345678");
    expect(normalizeEgyptianPhone("٠١٢٣٤٥٦٧٨٩٠")).toBe("+201234567890");
  });
  it("refuses numbers that are not Egyptian mobiles", () => {
    expect(normalizeEgyptianPhone("01312345678")).toBeNull();
    expect(normalizeEgyptianPhone("0101234567")).toBeNull();
    expect(normalizeEgyptianPhone("010123456789")).toBeNull();
    expect(normalizeEgyptianPhone("0101234abcd")).toBeNull();
  });
  it("formats back for people and for WhatsApp", () => {
    expect(localPhone("+201012345678")).toBe("01012345678");
    expect(whatsappNumber("+201012345678")).toBe("201012345678");
  });
  it("converts digits", () => {
    expect(toLatinDigits("٣٤۵")).toBe("345");
  });
});
