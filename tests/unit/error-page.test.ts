import { describe, expect, it } from "vitest";
import { errorPage } from "~/server/error-page.server";
import { readConfig } from "~/server/config.server";
import { safeRedirectPath } from "~/lib/redirect";

describe("the last-resort error page", () => {
  it("answers 500 in the visitor's language and direction", async () => {
    const arabic = errorPage("ar", 500);
    expect(arabic.status).toBe(500);
    const html = await arabic.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("حدث خطأ");
    const english = await errorPage("en", 500).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain("Something went wrong");
  });
});

describe("configuration", () => {
  const base = {
    SITE_URL: "https://souq.example",
    SESSION_SECRET: "x".repeat(40),
    MAIL_FROM: "Souq <a@b.c>",
    SUPPORT_EMAIL: "s@souq.example",
    SUPPORT_PHONE: "+201000000000",
  };
  it("validates and fills defaults", () => {
    const config = readConfig({ ...base } as never);
    expect(config.APP_ENV).toBe("production");
    expect(config.AD_LIFETIME_DAYS).toBe(30);
    expect(config.PAYMENT_PROVIDER).toBe("none");
    expect(config.SUPABASE_URL).toBeUndefined();
  });
  it("names the bad variable, never its value", () => {
    expect(() => readConfig({ ...base, SESSION_SECRET: "short-secret-value" } as never)).toThrow(/SESSION_SECRET/);
    expect(() => readConfig({ ...base, SESSION_SECRET: "short-secret-value" } as never)).not.toThrow(/short-secret-value/);
  });
});

describe("safeRedirectPath", () => {
  it("keeps local paths", () => {
    expect(safeRedirectPath("/categories/product/3?x=1")).toBe("/categories/product/3?x=1");
  });
  it("refuses other sites and tricks", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", "evil"]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});
