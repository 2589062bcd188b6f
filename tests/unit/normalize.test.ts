import { describe, expect, it } from "vitest";
import { localPhone, normalizeEgyptianPhone, normalizeForSearch, toLatinDigits, toMatchQuery, whatsappNumber } from "~/lib/normalize";

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
