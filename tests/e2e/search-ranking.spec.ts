import { expect, test, visit, type Page } from "./test";

// A buyer types in the header's search, with JavaScript off and on, in both
// languages, the searches that used to put the wrong ads first: the first
// result is the thing asked for (a typed search is in best-match order), not
// an ad that only mentions the word in its description or sits in a place one
// letter away, and a search that finds nothing offers a way on.

/** The subcategory of the ad a card links to, as the public API tells it (other tests post ads too: the seed alone is not the site). */
async function subcategoryOf(page: Page, card: ReturnType<Page["locator"]>): Promise<number | null> {
  const id = (await card.getAttribute("id"))?.replace("ad-", "");
  const answer = await page.request.get(`/public/api/client/ads/${id}`);
  return ((await answer.json()) as { data: { ad: { subcategory_id: number | null } } }).data.ad.subcategory_id;
}

// Each search, and the subcategories its first result must belong to.
const EXAMPLES: Array<{ q: string; sub: number[] }> = [
  { q: "غسالة", sub: [404] },
  { q: "تكييف", sub: [405] },
  { q: "تكيف", sub: [405] },
  { q: "عربية", sub: [101] },
  { q: "عربيات", sub: [101] },
  { q: "موبايلات", sub: [301] },
  { q: "كمبيوتر", sub: [302] },
  { q: "ثلاجة", sub: [404] },
  { q: "sha2a lel egar", sub: [202] },
  { q: "ifone", sub: [301] },
];

async function searchFromHeader(page: Page, text: string, label: string) {
  await page.getByRole("searchbox", { name: label }).fill(text);
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

for (const { language, label, didYouMean, leftOut } of [
  { language: "ar", label: "بحث", didYouMean: "هل تقصد:", leftOut: "لا يوجد إعلان فيه «برمائية»" },
  { language: "en", label: "Search", didYouMean: "Did you mean:", leftOut: "No ad has “برمائية”" },
] as const) {
  test(`the header's search puts the thing asked for first (${language})`, async ({ page }) => {
    await visit(page, language === "en" ? "/?lng=en" : "/");
    for (const { q, sub } of EXAMPLES) {
      await searchFromHeader(page, q, label);
      const first = page.locator("article.ad-card").first();
      await expect(first, q).toBeVisible();
      expect(sub, `${q}: ${await first.locator("h3").textContent()}`).toContain(await subcategoryOf(page, first));
    }
  });

  test(`a search that finds nothing offers the nearest one that does (${language})`, async ({ page }) => {
    await visit(page, language === "en" ? "/?lng=en" : "/");
    await searchFromHeader(page, "ايفون 15", label);
    await expect(page.locator("article.ad-card")).toHaveCount(0);
    await expect(page.getByText(didYouMean)).toBeVisible();
    await page.getByRole("link", { name: "ايفون", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("ايفون");
    await expect(page.locator("article.ad-card h3").first()).toHaveText(/ايفون|آيفون|iphone/i);
  });

  test(`a search with a word no ad has shows the ads of its other words and says which word was left out (${language})`, async ({ page }) => {
    await visit(page, language === "en" ? "/?lng=en" : "/");
    await searchFromHeader(page, "مركبات برمائية", label);
    await expect(page.getByRole("status").filter({ hasText: leftOut })).toBeVisible();
    await expect(page.locator("article.ad-card").first()).toBeVisible();
    expect(await subcategoryOf(page, page.locator("article.ad-card").first())).toBeLessThan(200);
  });
}
