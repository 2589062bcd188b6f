import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/redirect";

// The one cleaner of redirect targets: whatever comes in,
// what comes out is a local path that no browser reads as another host.

const hostile = [
  "/.//evil.com",
  "/./\\evil.com",
  "/a/../..//evil.com",
  "/%2F/evil.com",
  "/%2f%2fevil.com",
  "/%5Cevil.com",
  "/\\evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "\t//evil.com",
  " //evil.com",
  "//evil.com",
  "///evil.com",
  "https://evil.com",
  "HTTPS://evil.com",
  "javascript:alert(1)",
  "/%0a/evil.com",
  "/%09/evil.com",
  "evil.com",
  "",
];

/** How a browser would resolve the Location header on our site. */
function resolved(location: string): URL {
  return new URL(location, "https://souq.example/auth/signin");
}

describe("safeRedirectPath", () => {
  it("keeps local paths with their query and fragment", () => {
    expect(safeRedirectPath("/categories/product/3?x=1#photos")).toBe("/categories/product/3?x=1#photos");
    expect(safeRedirectPath("/account/ads?sheet=edit-ad&ad=12")).toBe("/account/ads?sheet=edit-ad&ad=12");
    expect(safeRedirectPath("/categories/search?q=%D8%B3%D9%8A%D8%A7%D8%B1%D8%A9")).toBe("/categories/search?q=%D8%B3%D9%8A%D8%A7%D8%B1%D8%A9");
  });

  it("never returns a protocol-relative or foreign target for hostile values", () => {
    for (const value of hostile) {
      const out = safeRedirectPath(value);
      expect(out, JSON.stringify(value)).toBe("/");
    }
  });

  it("whatever it returns stays on the site, also once decoded", () => {
    const generated = ["/", "/.", "/./", "/..", "//", "/\\", "/%2F", "/%5C", "/\t", "/\n", "\\", "/x/", "/%2e%2e/"];
    for (const a of generated) {
      for (const b of generated) {
        for (const tail of ["evil.com", "/evil.com", "%2Fevil.com"]) {
          const value = `${a}${b}${tail}`;
          const out = safeRedirectPath(value);
          expect(out.startsWith("/") && !out.startsWith("//") && !out.startsWith("/\\"), JSON.stringify([value, out])).toBe(true);
          expect(resolved(out).host, JSON.stringify([value, out])).toBe("souq.example");
          expect(decodeURIComponent(out.split(/[?#]/)[0]).startsWith("//"), JSON.stringify([value, out])).toBe(false);
        }
      }
    }
  });

  it("gives the fallback it is asked for, and is stable when applied twice", () => {
    expect(safeRedirectPath("/.//evil.com", "")).toBe("");
    expect(safeRedirectPath(null, "/account")).toBe("/account");
    for (const value of ["/account", "/a/./b?c=1", ...hostile]) expect(safeRedirectPath(safeRedirectPath(value))).toBe(safeRedirectPath(value));
  });
});
