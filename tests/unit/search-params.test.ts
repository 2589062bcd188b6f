import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFilters } from "~/lib/filters";
import { choiceParam, idParam, PageParamsSchema, pageParam, parseSearchParams } from "~/lib/search-params";
import { parseTraderFilters } from "~/features/traders/traders.server";

const params = (query: string) => new URLSearchParams(query);

describe("address parameters", () => {
  it("reads a page number leniently and caps it", () => {
    const page = (query: string) => parseSearchParams(PageParamsSchema, params(query)).page;
    expect(page("")).toBe(1);
    expect(page("page=3")).toBe(3);
    expect(page("page=٣")).toBe(3);
    expect(page("page=0")).toBe(1);
    expect(page("page=-2")).toBe(1);
    expect(page("page=abc")).toBe(1);
    expect(page("page=99999999")).toBe(10_000);
    expect(parseSearchParams(z.object({ page: pageParam(50) }), params("page=51")).page).toBe(50);
  });
  it("takes the first of repeated keys, and null for ids that are not positive numbers", () => {
    const schema = z.object({ ad: idParam });
    expect(parseSearchParams(schema, params("ad=7&ad=8")).ad).toBe(7);
    expect(parseSearchParams(schema, params("ad=0")).ad).toBeNull();
    expect(parseSearchParams(schema, params("ad=x")).ad).toBeNull();
    expect(parseSearchParams(schema, params("")).ad).toBeNull();
  });
  it("reads an address the same way when it comes again, each time as an object of its own", () => {
    const first = parseFilters(params("category=2&page=3"));
    first.page = 9;
    const again = parseFilters(params("category=2&page=3"));
    expect(again).not.toBe(first);
    expect(again.page).toBe(3);
    expect(again.categoryId).toBe(2);
    expect(parseFilters(params("category=2&page=4")).page).toBe(4);
    expect(parseFilters(params("page=3&category=2")).page).toBe(3);
    for (let page = 1; page <= 600; page++) expect(parseFilters(params(`page=${page}`)).page).toBe(page);
  });
  it("keeps a choice only from its list", () => {
    const schema = z.object({ status: choiceParam(["paid", "failed"] as const, null) });
    expect(parseSearchParams(schema, params("status=paid")).status).toBe("paid");
    expect(parseSearchParams(schema, params("status=PAID")).status).toBeNull();
  });
  it("parses the listing's filters with every field falling back", () => {
    expect(parseFilters(params("q=%20شقة%20&category=2&type=old&sort=cheap&min_price=1.5&max_price=١٠٠٠&negotiable=on&page=x"))).toEqual({
      q: "شقة",
      categoryId: 2,
      subcategoryId: null,
      brandCountryId: null,
      thirdBranchId: null,
      governorateId: null,
      regionId: null,
      type: null,
      order: "desc",
      minPrice: 0,
      maxPrice: 1000,
      unreadPrices: { min_price: "1.5" },
      negotiable: true,
      sort: "best", // no valid sort asked, and a search text: best match
      page: 1,
      // No keyset bookmark in the address: the page is found by its number.
      cursor: null,
      // No category attribute in the address (the server reads them against the category's fields).
      attributeParams: [],
      attributes: [],
      unreadAttributes: {},
    });
  });
  it("never lets the directory's first page pass its last", () => {
    expect(parseTraderFilters(params("page=2&start=5"))).toMatchObject({ page: 2, start: 2 });
    expect(parseTraderFilters(params("page=3&start=2&governorate=٤"))).toMatchObject({ page: 3, start: 2, governorateId: 4 });
  });
});
