import { expect, test, visit, type Page } from "./test";

// A buyer searches in Arabic pages, with JavaScript off and
// on, in the other script and with a slip, and sorts by best match. The seed
// holds the Arabic-titled ad "تويوتا كورولا ٢٠١٩ فابريكا بالكامل".

const AD = "تويوتا كورولا ٢٠١٩ فابريكا بالكامل";

async function searchFromHeader(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "بحث" }).fill(text);
  await page.getByRole("button", { name: "بحث", exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(text);
}

test("a Latin query finds the Arabic-titled ad, and a one-letter slip still finds it", async ({ page }) => {
  await visit(page, "/");
  await searchFromHeader(page, "corolla");
  await expect(page.locator("article.ad-card h3").filter({ hasText: AD }).first()).toBeVisible();

  await searchFromHeader(page, "كورلا");
  await expect(page.locator("article.ad-card h3").filter({ hasText: AD }).first()).toBeVisible();

  // A word that is not one slip from anything finds nothing.
  await searchFromHeader(page, "كوريلاتز");
  await expect(page.locator("article.ad-card h3").filter({ hasText: AD })).toHaveCount(0);
});

test("best match puts the ads with the typed word in their title first", async ({ page, javaScriptEnabled }) => {
  await visit(page, `/categories/search?q=${encodeURIComponent("كورولا")}`);
  await page.getByRole("link", { name: "تصفية وترتيب" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "تصفية الإعلانات" })).toBeVisible();
  await page.getByRole("combobox", { name: "الترتيب", exact: true }).selectOption({ label: "الأكثر تطابقًا" });
  await page.getByRole("button", { name: "عرض النتائج" }).click();
  await expect(page).toHaveURL(/sort=best/);
  await expect(page.locator("article.ad-card h3").filter({ hasText: AD }).first()).toBeVisible();
  const titles = await page.locator("article.ad-card h3").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // Every ad with the typed word in its title comes before every ad without it.
  const withWord = titles.map((title) => title.includes("كورولا"));
  expect(withWord[0]).toBe(true);
  expect(withWord.indexOf(false) === -1 || withWord.lastIndexOf(true) < withWord.indexOf(false)).toBe(true);
  // The choice is kept in the sheet.
  await visit(page, `${new URL(page.url()).pathname}${new URL(page.url()).search}&sheet=filters`);
  await expect(page.getByRole("combobox", { name: "الترتيب", exact: true })).toHaveValue("best");
});
