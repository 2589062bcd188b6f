import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFilters } from "~/lib/filters";
import { readCoordinate, readPrice } from "~/lib/numbers";
import { parseAdForm } from "~/lib/schemas/ad";

// The one reading of a typed number (lib/numbers.ts), as a table: what each
// typed text is stored as, or why it is refused. Prices (the ad form, the API,
// the listing's min and max filters) and coordinates (the ad form, the API).

describe("readPrice: whole pounds", () => {
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
    ["1,500.00", 1500],
    ["١٥٠٠٫٠٠", 1500],
    ["١٬٥٠٠٫٠", 1500],
    ["1.500٫00", 1500],
    ["  650000  ", 650000],
    ["9999999999", 9999999999],
  ];
  it.each(whole)("reads %j as %d pounds", (typed, pounds) => {
    expect(readPrice(typed)).toEqual({ ok: true, value: pounds });
  });

  // A decimal part, or a separator that does not group thousands (a comma is never a decimal point).
  const notWhole = [
    "1.5",
    "1500.5",
    "1500.50",
    "1,5",
    "1,50",
    "1,500.50",
    "1.500,5",
    "١٥٠٠٫٥",
    "١٬٥٠٠٫٢٥",
    "0.01",
    "1500.05",
    "1,5000",
    "15,00",
    "1500,00",
    "1.500,00",
    "1.500.000,00",
    "١٥٠٠,٠٠",
    "1,50,000",
    "12,34,567",
    "1.500.00",
    "1,500,00",
    "1.500,000.00",
    "1,,500",
    ".5",
    "5.",
    "١٬٥٠",
    "15 00",
    "1,500.000.00",
  ];
  it.each(notWhole)("refuses %j with the whole-pounds message (never guessed)", (typed) => {
    expect(readPrice(typed)).toEqual({ ok: false, error: "notWhole" });
  });

  const invalid = ["abc", "-5", "1e3", "+5", "1_500", "12345678901", "0x10", "١٥٠٠ ج.م", "1500 EGP"];
  it.each(invalid)("refuses %j as not a price", (typed) => {
    expect(readPrice(typed)).toEqual({ ok: false, error: "invalid" });
  });

  it("calls an empty field empty", () => {
    expect(readPrice("   ")).toEqual({ ok: false, error: "empty" });
  });
});

describe("readCoordinate: decimal degrees", () => {
  const read: Array<[string, number, number]> = [
    ["30.0444", 90, 30.0444],
    ["-31.2", 180, -31.2],
    ["\u221231.2", 180, -31.2],
    ["٣٠٫٠٤٤٤", 90, 30.0444],
    ["٣٠.٠٤٤٤", 90, 30.0444],
    [" 31 ", 180, 31],
    ["180", 180, 180],
  ];
  it.each(read)("reads %j (limit %d) as %d", (typed, limit, value) => {
    expect(readCoordinate(typed, limit)).toEqual({ ok: true, value });
  });
  const refused: Array<[string, number]> = [
    ["30,0444", 90],
    ["30.04.44", 90],
    ["91", 90],
    ["181", 180],
    ["1e1", 90],
    ["30°", 90],
    ["0x1F", 90],
    [".5", 90],
  ];
  it.each(refused)("refuses %j (limit %d)", (typed, limit) => {
    expect(readCoordinate(typed, limit)).toEqual({ ok: false, error: "invalid" });
  });
  it("calls an empty field empty", () => {
    expect(readCoordinate("", 90)).toEqual({ ok: false, error: "empty" });
  });
});

describe("the listing's min and max price filters", () => {
  const filters = (query: string) => parseFilters(new URLSearchParams(query));
  it("reads them as the ad form reads a price", () => {
    expect(filters("min_price=1,500&max_price=١٬٥٠٠٬٠٠٠")).toMatchObject({ minPrice: 1500, maxPrice: 1500000, unreadPrices: {} });
    expect(filters("min_price=1500.00")).toMatchObject({ minPrice: 1500, unreadPrices: {} });
  });
  it("does not apply a price that is not whole pounds, and keeps what was typed", () => {
    expect(filters("min_price=15,00&max_price=1.5")).toMatchObject({ minPrice: 0, maxPrice: 0, unreadPrices: { min_price: "15,00", max_price: "1.5" } });
    expect(filters("min_price=abc")).toMatchObject({ minPrice: 0, unreadPrices: { min_price: "abc" } });
    expect(filters("min_price=&max_price=")).toMatchObject({ minPrice: 0, maxPrice: 0, unreadPrices: {} });
  });
});

describe("the ad form's price field", () => {
  const form = (price: string, coordinates: { latitude?: string; longitude?: string } = {}) => {
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
      ...coordinates,
    };
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    data.set("price", price);
    return parseAdForm(data, "add").submission as {
      status?: string;
      error?: Record<string, string[] | null> | null;
      value?: { price: number; latitude: number };
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
  it("gives a decimal or a decimal comma the whole-pounds message and keeps what was typed", () => {
    for (const typed of ["1.5", "1500.50", "١٥٠٠٫٥", "15,00", "1500,00", "1.500,00"]) {
      const submission = form(typed);
      expect(submission.error?.price, typed).toEqual(["editor:errors.priceWhole"]);
      expect(submission.reply().initialValue?.price).toBe(typed);
    }
    expect(form("abc").error?.price).toEqual(["editor:errors.priceInvalid"]);
    expect(form("").error?.price).toEqual(["editor:errors.required"]);
  });
  it("refuses a coordinate with a decimal comma and keeps what was typed", () => {
    const submission = form("1500", { latitude: "30,05" });
    expect(submission.error?.latitude).toEqual(["editor:errors.coordinateInvalid"]);
    expect(submission.reply().initialValue?.latitude).toBe("30,05");
    expect(form("1500", { latitude: "٣٠٫٠٥" }).value?.latitude).toBe(30.05);
  });
  it("has the whole-pounds message in both languages, naming the decimal comma", () => {
    for (const language of ["ar", "en"]) {
      const bundle = JSON.parse(readFileSync(new URL(`../../locales/${language}/editor.json`, import.meta.url), "utf8"));
      expect(bundle.errors.priceWhole, language).toContain("1500,00");
      expect(bundle.form.priceSavedAs, language).toContain("{{price}}");
    }
  });
});
