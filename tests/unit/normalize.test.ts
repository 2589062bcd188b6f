import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { localPhone, normalizeEgyptianPhone, normalizeForSearch, toLatinDigits, toMatchQuery, whatsappNumber } from "~/lib/normalize";
import { readPrice } from "~/lib/price";
import { parseAdForm } from "~/lib/schemas/ad";

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

describe("readPrice (the ad form's and the API's one price reading)", () => {
  const whole: Array<[string, number]> = [
    ["1500", 1500],
    ["0", 0],
    ["007", 7],
    ["1,500", 1500],
    ["1.500", 1500],
    ["1.000", 1000],
    ["1.500.000", 1500000],
    ["1,500,000", 1500000],
    ["1 500 000", 1500000],
    ["1\u00A0500", 1500],
    ["١٥٠٠", 1500],
    ["١٬٥٠٠", 1500],
    ["١٬٥٠٠٬٠٠٠", 1500000],
    ["۱۵۰۰", 1500],
    ["1500.00", 1500],
    ["1500.0", 1500],
    ["1500,00", 1500],
    ["1,500.00", 1500],
    ["1.500,00", 1500],
    ["1.500.000,00", 1500000],
    ["١٥٠٠٫٠٠", 1500],
    ["١٬٥٠٠٫٠", 1500],
    ["1.500٫00", 1500],
    ["  650000  ", 650000],
    ["9999999999", 9999999999],
  ];
  it.each(whole)("reads %j as %d pounds", (typed, pounds) => {
    expect(readPrice(typed)).toEqual({ ok: true, value: pounds });
  });

  const notWhole = ["1.5", "1500.5", "1500.50", "1,5", "1,50", "1,500.50", "1.500,5", "١٥٠٠٫٥", "١٬٥٠٠٫٢٥", "0.01", "1500.05", "1,5000"];
  it.each(notWhole)("refuses %j as not whole pounds (never multiplied)", (typed) => {
    expect(readPrice(typed)).toEqual({ ok: false, error: "notWhole" });
  });

  const invalid = [
    "abc",
    "-5",
    "1e3",
    "+5",
    "12,34,567",
    "1.500.00",
    "1,500,00",
    "1.500,000.00",
    "1,,500",
    ".5",
    "5.",
    "1_500",
    "١٬٥٠",
    "15 00",
    "1,500.000.00",
    "12345678901",
    "0x10",
    "١٥٠٠ ج.م",
  ];
  it.each(invalid)("refuses %j as not a price", (typed) => {
    expect(readPrice(typed)).toEqual({ ok: false, error: "invalid" });
  });

  it("calls an empty field empty", () => {
    expect(readPrice("   ")).toEqual({ ok: false, error: "empty" });
  });
});

describe("the ad form's price field", () => {
  const form = (price: string) => {
    const data = new FormData();
    const fields = {
      name: "Corolla",
      description: "Clean",
      note: "-",
      negotiable: "yes",
      status: "used",
      latitude: "30.05",
      longitude: "31.34",
      address: "Nasr City",
      category: "1",
      subcategory: "2",
      brand_country: "3",
      third_branch: "4",
    };
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    data.set("price", price);
    return parseAdForm(data, "add").submission as {
      status?: string;
      error?: Record<string, string[] | null> | null;
      value?: { price: number };
      reply: () => { initialValue?: Record<string, unknown> | null };
    };
  };
  it("stores 1500.00 as 1500 and 1.500.000 as 1500000, not 150000 or 15", () => {
    for (const [typed, pounds] of [
      ["1500.00", 1500],
      ["1.500.000", 1500000],
      ["١٬٥٠٠", 1500],
      ["1,500", 1500],
    ] as const) {
      const submission = form(typed);
      expect(submission.status, typed).toBe("success");
      expect(submission.value?.price, typed).toBe(pounds);
    }
  });
  it("gives a decimal the whole-pounds message and keeps what was typed", () => {
    for (const typed of ["1.5", "1500.50", "١٥٠٠٫٥"]) {
      const submission = form(typed);
      expect(submission.error?.price).toEqual(["editor:errors.priceWhole"]);
      expect(submission.reply().initialValue?.price).toBe(typed);
    }
    expect(form("abc").error?.price).toEqual(["editor:errors.priceInvalid"]);
    expect(form("").error?.price).toEqual(["editor:errors.required"]);
  });
  it("has the whole-pounds message in both languages", () => {
    for (const language of ["ar", "en"]) {
      const bundle = JSON.parse(readFileSync(new URL(`../../locales/${language}/editor.json`, import.meta.url), "utf8"));
      expect(bundle.errors.priceWhole, language).toBeTruthy();
      expect(bundle.form.priceSavedAs, language).toContain("{{price}}");
    }
  });
});
