import { thirdBranches } from "../../app/db/seed/catalog";
import { expect, test, visit, type Page } from "./test";

// A buyer types in the header's search, with JavaScript off and on, in both
// languages, the searches that used to put the wrong ads first: the first
// result is the thing asked for (a typed search is in best-match order), not
// an ad that only mentions the word in its description or sits in a place one
// letter away, and a search that finds nothing offers a way on.

/** The brands of a subcategory of the seed's catalogue, both scripts: how a card's title names a car, an air conditioner… */
const brandsOf = (subcategory: number) =>
  thirdBranches.filter((branch) => Math.floor(branch.brand_country_id / 10) === subcategory).flatMap((branch) => [branch.name, branch.name_en]);

const EXAMPLES: Array<{ q: string; title: RegExp }> = [
  { q: "غسالة", title: /غسالة/ },
  { q: "تكييف", title: /تكييف|air conditioner/i },
  { q: "تكيف", title: /تكييف|air conditioner/i },
  { q: "عربية", title: new RegExp(brandsOf(101).join("|"), "i") },
  { q: "عربيات", title: new RegExp(brandsOf(101).join("|"), "i") },
  { q: "موبايلات", title: new RegExp(["موبايل", ...brandsOf(301)].join("|"), "i") },
  { q: "كمبيوتر", title: new RegExp(["لابتوب", "laptop", ...brandsOf(302)].join("|"), "i") },
  { q: "ثلاجة", title: /ثلاجة|تلاجة|fridge/i },
  { q: "sha2a lel egar", title: /شقة|flat|apartment/i },
  { q: "ifone", title: /ايفون|آيفون|iphone/i },
];

async function searchFromHeader(page: Page, text: string, label: string) {
  await page.getByRole("searchbox", { name: label }).fill(text);
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

for (const { language, label, didYouMean } of [
  { language: "ar", label: "بحث", didYouMean: "هل تقصد:" },
  { language: "en", label: "Search", didYouMean: "Did you mean:" },
] as const) {
  test(`the header's search puts the thing asked for first (${language})`, async ({ page }) => {
    await visit(page, language === "en" ? "/?lng=en" : "/");
    for (const { q, title } of EXAMPLES) {
      await searchFromHeader(page, q, label);
      await expect(page.locator("article.ad-card h3").first(), q).toHaveText(title);
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
}
