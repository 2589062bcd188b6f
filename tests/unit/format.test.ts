import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { ageChangesAt, ageOf, formatAge, formatDate, formatNumber, formatPrice, toDate } from "~/lib/format";
import ar from "../../locales/ar/common.json";
import en from "../../locales/en/common.json";

async function translator(language: "ar" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { ar: { common: ar }, en: { common: en } }, defaultNS: "common", initImmediate: false });
  return i18n.getFixedT(language);
}

describe("formatNumber", () => {
  it("writes each language's digits, the same when a number comes again", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatNumber(1234567.6, "ar")).toBe("١٬٢٣٤٬٥٦٨");
      expect(formatNumber(1234567.6, "en")).toBe("1,234,568");
      expect(formatNumber(12, "en")).toBe("12");
      expect(formatNumber(12, "ar")).toBe("١٢");
    }
    for (let n = 0; n < 2100; n++) expect(formatNumber(n, "en")).toBe(n.toLocaleString("en-US"));
  });
});

describe("formatPrice", () => {
  it("writes Egyptian pounds in each language, the currency from the locale files", async () => {
    expect(formatPrice(await translator("en"), "en", 12500)).toBe("12,500 EGP");
    expect(formatPrice(await translator("ar"), "ar", 12500)).toBe("١٢٬٥٠٠ ج.م");
  });
});

describe("formatAge", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("says how long ago in English", async () => {
    const t = await translator("en");
    expect(formatAge(t, "en", "2026-11-20 12:00:00", now)).toBe("3 days ago");
    expect(formatAge(t, "en", "2026-11-22 11:00:00", now)).toBe("1 day ago");
    expect(formatAge(t, "en", "2026-11-23 09:00:00", now)).toBe("3 hours ago");
    expect(formatAge(t, "en", "2026-11-23 11:59:30", now)).toBe("just now");
  });
  it("says it in Arabic with the right plural and Arabic-Indic digits", async () => {
    const t = await translator("ar");
    expect(formatAge(t, "ar", "2026-11-20 12:00:00", now)).toBe("قبل ٣ أيام");
    expect(formatAge(t, "ar", "2026-11-21 12:00:00", now)).toBe("قبل يومين");
    expect(formatAge(t, "ar", "2026-11-23 01:00:00", now)).toBe("قبل ١١ ساعة");
    expect(formatAge(t, "ar", "2026-11-23 11:45:00", now)).toBe("قبل ١٥ دقيقة");
    expect(formatAge(t, "ar", "2026-11-23 11:59:30", now)).toBe("الآن");
  });
  it("picks the largest whole unit", () => {
    expect(ageOf("2026-10-01 12:00:00", now)).toEqual({ unit: "month", count: 1 });
    expect(ageOf("2026-11-23 11:59:59", now)).toBeNull();
  });
  it("knows until when an age reads the same: up to the next count or unit", () => {
    // Ages of every size, from seconds to years, and a time a little ahead of the clock.
    const offsets = [
      -90,
      0,
      30,
      59,
      60,
      61,
      3599,
      3600,
      5 * 3600 + 7,
      86399,
      86400,
      6 * 86400,
      27 * 86400 + 5,
      29 * 86400,
      31 * 86400,
      364 * 86400,
      800 * 86400,
    ];
    for (const seconds of offsets) {
      const from = new Date(now.getTime() - seconds * 1000);
      const until = ageChangesAt(from, now);
      expect(until, `${seconds} s`).toBeGreaterThan(now.getTime());
      expect(ageOf(from, new Date(until - 1)), `${seconds} s`).toEqual(ageOf(from, now));
      // Two seconds later it reads differently (the count or the unit).
      expect(ageOf(from, new Date(until + 2000)), `${seconds} s`).not.toEqual(ageOf(from, now));
    }
    // Four weeks become a month at thirty days, not at five weeks.
    const fourWeeks = new Date(now.getTime() - 29 * 86400 * 1000);
    expect(new Date(ageChangesAt(fourWeeks, now) + 2000).getTime() - fourWeeks.getTime()).toBeLessThan(31 * 86400 * 1000);
  });
});

describe("dates", () => {
  it("reads D1's zone-less UTC text as UTC", () => {
    expect(toDate("2026-11-23 10:00:00").toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });
  it("formats a calendar date in the visitor's language", () => {
    expect(formatDate("2026-11-23 10:00:00", "en")).toBe("November 23, 2026");
    expect(formatDate("2026-11-23 10:00:00", "ar")).toContain("نوفمبر");
  });
});
