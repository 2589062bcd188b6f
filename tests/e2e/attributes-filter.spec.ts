import { expect, test, visit, type Page } from "./test";
import { adminPage, approve, createSignedInUser, otherPage, postAd } from "./fixtures";

// A buyer filters a category by its attributes (the filter
// sheet's from/to fields) and removes the filter by its chip, in Arabic, with
// JavaScript off and on. The cars are this test's own, posted through the ad
// form's address with their year and approved by the moderator; their names
// carry a tag the listing is narrowed to, so other tests' and the seed's cars
// never push them off the page.

/** The names on the cards shown, once the list has settled on `expected` (with JavaScript the address changes a moment before the list). */
async function expectCards(page: Page, expected: string[]) {
  await expect.poll(async () => (await page.locator("article.ad-card h3").allTextContents()).map((text) => text.trim()).sort()).toEqual([...expected].sort());
}

test("a buyer filters vehicles by year with the sheet, and the year's chip removes the filter", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, testInfo);
  const tag = `عربية${testInfo.project.name === "js" ? "جس" : "بلا"}${Date.now() % 1_000_000}`;
  const cars = { y2016: `${tag} موديل ٢٠١٦`, y2019: `${tag} موديل ٢٠١٩`, y2012: `${tag} موديل ٢٠١٢`, y2022: `${tag} موديل ٢٠٢٢` };
  const ids = [
    await postAd(page, cars.y2016, 400000, { attr_year: "2016", attr_transmission: "automatic" }),
    await postAd(page, cars.y2019, 500000, { attr_year: "٢٠١٩", attr_transmission: "manual" }),
    // An account has 2 free vehicle ads in 30 days: the other two cars are another seller's.
    await createSignedInUser(page, testInfo).then(() => postAd(page, cars.y2012, 300000, { attr_year: "2012", attr_transmission: "automatic" })),
    await postAd(page, cars.y2022, 700000, { attr_year: "2022" }),
  ];
  const admin = await adminPage(browser, testInfo);
  for (const id of ids) await approve(admin, id);
  await admin.context().close();

  const buyer = await otherPage(browser, testInfo);
  // "مركبات", narrowed to this test's cars by their name.
  await visit(buyer, `/categories/vehicles?q=${encodeURIComponent(tag)}`);
  await expect(buyer.getByRole("heading", { level: 1, name: "مركبات" })).toBeVisible();
  await expectCards(buyer, Object.values(cars));
  // No filter yet: no chips.
  await expect(buyer.getByRole("region", { name: "الفلاتر المفعلة" })).toHaveCount(0);

  await buyer.getByRole("link", { name: "تصفية وترتيب" }).click();
  if (javaScriptEnabled) await expect(buyer.getByRole("dialog", { name: "تصفية الإعلانات" })).toBeVisible();
  await expect(buyer.getByRole("group", { name: "سنة الصنع" })).toBeVisible();
  await buyer.getByLabel("سنة الصنع من").fill("٢٠١٥");
  await buyer.getByLabel("سنة الصنع إلى").fill("2020");
  await buyer.getByRole("button", { name: "عرض النتائج" }).click();
  await expect(buyer).toHaveURL(/attr_year_min=/);
  // Only the cars of 2015 to 2020: not the 2012 one, not the 2022 one.
  await expectCards(buyer, [cars.y2016, cars.y2019]);
  await expect(buyer.getByText(cars.y2012)).toHaveCount(0);

  const chips = buyer.getByRole("region", { name: "الفلاتر المفعلة" });
  const yearChip = chips.getByRole("link", { name: "إزالة سنة الصنع: ٢٠١٥–٢٠٢٠" });
  await expect(yearChip).toBeVisible();
  await expect(yearChip).toHaveText("سنة الصنع: ٢٠١٥–٢٠٢٠");
  await expect(chips.getByRole("link", { name: "مسح الكل" })).toBeVisible();
  // The filter is an address: a reload keeps it.
  await visit(buyer, buyer.url());
  await expectCards(buyer, [cars.y2016, cars.y2019]);

  await chips.getByRole("link", { name: "إزالة سنة الصنع: ٢٠١٥–٢٠٢٠" }).click();
  await expect(buyer).not.toHaveURL(/attr_year/);
  await expectCards(buyer, Object.values(cars));
  await expect(buyer.getByRole("link", { name: /إزالة سنة الصنع/ })).toHaveCount(0);

  // On search, the year appears once the category is chosen (without JavaScript, by "update choices").
  await visit(buyer, `/categories/search?q=${encodeURIComponent(tag)}&sheet=filters`);
  await expect(buyer.getByLabel("سنة الصنع من")).toHaveCount(0);
  await buyer.getByRole("combobox", { name: "القسم", exact: true }).selectOption({ label: "مركبات" });
  if (!javaScriptEnabled) await buyer.getByRole("button", { name: "تحديث الاختيارات" }).click();
  await buyer.getByLabel("سنة الصنع من").fill("2013");
  await buyer.getByRole("checkbox", { name: "أوتوماتيك" }).check();
  await buyer.getByRole("button", { name: "عرض النتائج" }).click();
  // 2013 or later and automatic: only the 2016 car (the 2012 one is older, the 2019 one manual, the 2022 one has no transmission).
  await expectCards(buyer, [cars.y2016]);
  await expect(chips.getByRole("link", { name: "إزالة ناقل الحركة: أوتوماتيك" })).toBeVisible();
  await expect(chips.getByRole("link", { name: "إزالة سنة الصنع: من ٢٠١٣" })).toBeVisible();
  // The category's chip takes its attribute filters with it.
  await chips.getByRole("link", { name: "إزالة القسم: مركبات" }).click();
  await expectCards(buyer, Object.values(cars));
  await expect(buyer).not.toHaveURL(/attr_/);
  await buyer.context().close();
});
