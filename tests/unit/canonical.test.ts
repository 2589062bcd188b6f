// Canonical, hreflang and og:url (app/lib/meta.ts) carry only the parameters
// the page read, written back as it read them (filtersQuery,
// traderFiltersQuery, pageQuery): never the rest of the address, however long.
import { describe, expect, it } from "vitest";
import { parseFilters } from "~/lib/filters";
import { pageMeta, type PageMeta } from "~/lib/meta";
import { filtersQuery } from "~/features/ads/listing.server";
import { parseTraderFilters, traderFiltersQuery } from "~/features/traders/traders.server";
import { pageQuery } from "~/server/search-params.server";

const site = "https://souq.example";
const matches = [{ id: "root", data: { language: "ar", siteUrl: site, translations: "/translations/ar/common?v=1" } }];
const junk = `utm_source=x&sheet=filters&souq-cache=X&filler=${"a".repeat(8 * 1024)}`;

function links(search: string, page: Partial<PageMeta>, pathname = "/categories/search") {
  const tags = pageMeta(matches, { pathname, search }, { title: "t", description: "d", ...page }) as Array<Record<string, string>>;
  const find = (test: (tag: Record<string, string>) => boolean) => tags.find(test);
  return {
    canonical: find((tag) => tag.rel === "canonical")?.href,
    ar: find((tag) => tag.hrefLang === "ar")?.href,
    en: find((tag) => tag.hrefLang === "en")?.href,
    neutral: find((tag) => tag.hrefLang === "x-default")?.href,
    ogUrl: find((tag) => tag.property === "og:url")?.content,
  };
}

describe("a page's canonical address", () => {
  it("carries the listing's filters as the page read them, and nothing else of the address", () => {
    const search = `?q=%20%D8%B4%D9%82%D8%A9%20&governorate=%D9%A4&sort=lowPrice&page=2&type=old&${junk}`;
    const query = filtersQuery(parseFilters(new URLSearchParams(search)));
    expect(query).toBe("q=%D8%B4%D9%82%D8%A9&governorate=4&sort=lowPrice&page=2");
    expect(links(search, { query })).toEqual({
      canonical: `${site}/categories/search?${query}`,
      ar: `${site}/categories/search?${query}&lng=ar`,
      en: `${site}/categories/search?${query}&lng=en`,
      neutral: `${site}/categories/search?${query}`,
      ogUrl: `${site}/categories/search?${query}`,
    });
  });

  it("is the page's own language address when it was asked in one, still without the rest", () => {
    const { canonical, ogUrl } = links(`?lng=en&${junk}`, { query: "page=3" }, "/blog");
    expect(canonical).toBe(`${site}/blog?page=3&lng=en`);
    expect(ogUrl).toBe(canonical);
  });

  it("carries no parameters on a page that reads none (an ad), and the page's own path when it gives one", () => {
    expect(links(`?${junk}`, {}, "/categories/product/12")).toMatchObject({
      canonical: `${site}/categories/product/12`,
      en: `${site}/categories/product/12?lng=en`,
      ogUrl: `${site}/categories/product/12`,
    });
    expect(links(`?${junk}`, { path: "/categories/search/car", query: "page=2" }, `/categories/search/car${"%20".repeat(50)}`).canonical).toBe(
      `${site}/categories/search/car?page=2`,
    );
  });

  it("writes filters back so that the page reads them the same, leaving out what the path carries", () => {
    for (const search of [
      "",
      "q=%20car%20&category=2&subcategory=٣&brand_country=4&third_branch=5&governorate=6&region=7&type=used&order=asc&min_price=100&max_price=٢٠٠&negotiable=on&sort=highPrice&page=9",
      "category=0&type=old&sort=special&order=desc&page=1&negotiable=no",
      `q=${"x".repeat(500)}`,
    ]) {
      const filters = parseFilters(new URLSearchParams(search));
      expect(parseFilters(new URLSearchParams(filtersQuery(filters))), search).toEqual(filters);
    }
    const filters = parseFilters(new URLSearchParams("q=car&category=2&page=2"));
    expect(filtersQuery(filters, ["category"])).toBe("q=car&page=2");
    expect(filtersQuery(filters, ["q"])).toBe("category=2&page=2");
  });

  it("carries the trader directory's filters and a page number, without the load-more slice", () => {
    const filters = parseTraderFilters(new URLSearchParams(`q=%20Nile%20&governorate=2&page=3&start=2&${junk}`));
    expect(traderFiltersQuery(filters)).toBe("q=Nile&governorate=2&page=3");
    expect(traderFiltersQuery(parseTraderFilters(new URLSearchParams(junk)))).toBe("");
    expect(pageQuery(1)).toBe("");
    expect(pageQuery(4)).toBe("page=4");
  });
});
