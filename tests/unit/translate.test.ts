import { describe, expect, it } from "vitest";
import { characterCount, shortName, SHOWN_NAME_CHARACTERS } from "~/lib/text-length";
import { createTranslate, FOUND_BYTES, isTranslationKey, translatorBytes } from "~/lib/translate";
import ar from "../../locales/ar/common.json";
import en from "../../locales/en/common.json";
import arAds from "../../locales/ar/ads.json";
import enAds from "../../locales/en/ads.json";

describe("createTranslate", () => {
  it("reads nested keys, namespaces and interpolation", () => {
    const t = createTranslate({ common: en }, "en", ["common"]);
    expect(t("notFound.goHome")).toBe("Go home");
    expect(t("common:footer.rights", { year: 2026 })).toBe("© 2026 Souq. All rights reserved.");
    expect(t("no.such.key")).toBe("no.such.key");
  });
  it("searches the page's namespaces in order, then common", () => {
    const t = createTranslate({ common: ar, ads: arAds }, "ar", ["ads"]);
    expect(t("card.featured")).toBe("مميز");
    expect(t("notFound.heading")).toBe("عفواً!");
  });
  it("chooses Arabic plural forms", () => {
    const t = createTranslate({ common: ar, ads: arAds }, "ar", ["ads"]);
    expect(t("categories.adsCount", { count: 0, n: "٠" })).toBe("لا توجد إعلانات");
    expect(t("categories.adsCount", { count: 1, n: "١" })).toBe("إعلان واحد");
    expect(t("categories.adsCount", { count: 2, n: "٢" })).toBe("إعلانان");
    expect(t("categories.adsCount", { count: 3, n: "٣" })).toBe("٣ إعلانات");
    expect(t("categories.adsCount", { count: 11, n: "١١" })).toBe("١١ إعلانًا");
    expect(t("categories.adsCount", { count: 100, n: "١٠٠" })).toBe("١٠٠ إعلان");
  });
  it("chooses English plural forms", () => {
    const t = createTranslate({ common: en, ads: enAds }, "en", ["ads"]);
    expect(t("categories.adsCount", { count: 1, n: "1" })).toBe("1 ad");
    expect(t("categories.adsCount", { count: 5, n: "5" })).toBe("5 ads");
  });
});

describe("the translator's memory", () => {
  it("stays within its byte cap after many distinct keys, and never looks up or keeps text that is not a key", () => {
    const t = createTranslate({ common: { ...en } }, "en", ["common"]);
    for (let i = 0; i < 20_000; i++) t(`missing.${"k".repeat(100)}${i}`);
    expect(translatorBytes(t)).toBeGreaterThan(0);
    expect(translatorBytes(t)).toBeLessThanOrEqual(FOUND_BYTES);
    // Found texts still come back after the oldest went.
    expect(t("notFound.goHome")).toBe("Go home");
    // A message in words, or a name someone sent, is shown as given and kept nowhere.
    const before = translatorBytes(t);
    for (let i = 0; i < 50; i++) {
      const name = `${i}${"x".repeat(1024 * 1024)}.jpg: not an image`;
      expect(t(name, { defaultValue: name })).toBe(name);
    }
    expect(t("photo.jpg is too large", { defaultValue: "photo.jpg is too large" })).toBe("photo.jpg is too large");
    expect(translatorBytes(t)).toBeLessThanOrEqual(before + 1024);
    expect(isTranslationKey("auth:errors.codeWrong")).toBe(true);
    expect(isTranslationKey("صورة.jpg")).toBe(false);
  });
});

describe("a name shown in a message", () => {
  it("is shortened at code points, keeping its start and its extension", () => {
    expect(shortName("photo.jpg")).toBe("photo.jpg");
    const long = `${"😀".repeat(500_000)}.png`;
    const short = shortName(long);
    expect(characterCount(short)).toBeLessThanOrEqual(SHOWN_NAME_CHARACTERS);
    expect(short.startsWith("😀")).toBe(true);
    expect(short.endsWith("😀.png")).toBe(true);
    expect(short).toContain("…");
    expect(() => encodeURIComponent(short)).not.toThrow();
    // Odd cut points in a text of pairs never leave half of one.
    for (let max = 3; max < 20; max++) expect(() => encodeURIComponent(shortName("😀a".repeat(40), max))).not.toThrow();
    // Forty emoji are eighty UTF-16 units but only forty characters: shown whole.
    expect(shortName("😀".repeat(40))).toBe("😀".repeat(40));
  });
});
