import { describe, expect, it } from "vitest";
import { directionOf, isLanguage, languageHref, namespacesFor } from "~/lib/i18n";
import { groupItems, isActive, navItems } from "~/lib/navigation";

describe("navigation groups", () => {
  it("splits items by the configured sizes, the rest in a last group", () => {
    expect(groupItems([1, 2, 3, 4, 5, 6, 7], [3, 2])).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(groupItems([1, 2], [3, 3])).toEqual([[1, 2]]);
  });
  it("marks active the item whose route equals the path", () => {
    const blog = navItems.find((item) => item.to === "/blog/")!;
    expect(isActive(blog, "/blog/")).toBe(true);
    expect(isActive(blog, "/blog")).toBe(true);
    expect(isActive(blog, "/blog/3")).toBe(false);
  });
});

describe("languages", () => {
  it("knows Arabic and English only, Arabic right to left", () => {
    expect(isLanguage("ar")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
  it("keeps the page and its filters when switching language", () => {
    expect(languageHref("/categories/search", "?q=car&page=2", "en")).toBe("/categories/search?q=car&page=2&lng=en");
    expect(languageHref("/", "?lng=en", "ar")).toBe("/?lng=ar");
  });
  it("sends a page only the texts it needs", () => {
    expect(namespacesFor("/")).toContain("common");
    expect(namespacesFor("/")).not.toContain("admin");
  });
  it("loads the ratings' texts only on the pages that show ratings", () => {
    for (const path of [
      "/categories/product/7",
      "/trader/3",
      "/trader/3/ratings",
      "/account/trader2/3",
      "/account/messages/5",
      "/account/messages/5/rate",
      "/admin/moderation",
    ])
      expect(namespacesFor(path), path).toContain("ratings");
    for (const path of ["/", "/categories/vehicles", "/categories/search", "/account/ads", "/blog", "/admin/users"])
      expect(namespacesFor(path), path).not.toContain("ratings");
  });
});
