import { describe, expect, it } from "vitest";
import { createTranslate } from "~/lib/translate";
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
