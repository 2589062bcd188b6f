import { expect, test, visit, type Page, type TestInfo } from "./test";
import { expectToast, signIn } from "./fixtures";

// Bump to top, in Arabic, with JavaScript off and on: a
// failed payment changes nothing; a paid bump puts the ad first among its
// category's ads in date order (after the special ones), and its card still
// shows its own age. The seeded trader (01000000003) owns approved ads; each
// project bumps its own (not those the bundles spec uses).

const TRADER = { phone: "01000000003", password: "trader-pass-123" };
const ADMIN = { phone: "01000000001", password: "admin-pass-123" };

/** This project's ad, and the other project's (the two run side by side: the other's bump may come after this one's). */
async function projectAds(page: Page, testInfo: TestInfo): Promise<{ adId: number; otherId: number }> {
  await visit(page, "/account/bundles");
  const ids = await page
    .locator('select[name="adId"] option')
    .evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLOptionElement).value)).filter((id) => id > 0));
  ids.sort((a, b) => a - b);
  const [adId, otherId] = testInfo.project.name === "js" ? [ids[3], ids[2]] : [ids[2], ids[3]];
  expect(adId).toBeTruthy();
  return { adId, otherId };
}

/** The ids of the category's first page's cards that are not special, in the page's order. */
async function categoryOrder(page: Page, categoryPath: string) {
  await visit(page, categoryPath);
  const cards = page.locator("article[aria-labelledby]");
  await expect(cards.first()).toBeVisible();
  const plain = await cards.evaluateAll((nodes) =>
    nodes
      .filter((node) => !node.querySelector(".badge-featured"))
      .map((node) => Number(/^ad-(\d+)-name$/.exec(node.getAttribute("aria-labelledby") ?? "")?.[1])),
  );
  return plain;
}

/** The ad's card's date and age text on a page. */
async function cardAge(page: Page, path: string, adId: number) {
  await visit(page, path);
  const time = page.locator(`article[aria-labelledby="ad-${adId}-name"] time`).first();
  await expect(time).toBeVisible();
  return { datetime: await time.getAttribute("datetime"), text: await time.textContent() };
}

async function startBump(page: Page, adId: number, option: RegExp) {
  await visit(page, `/account/bumps?ad=${adId}`);
  await expect(page.getByRole("heading", { level: 2, name: "ارفع إعلانك للأعلى" })).toBeVisible();
  await page.getByRole("radio", { name: option }).check();
  await page.getByRole("radio", { name: "بطاقة بنكية" }).check();
  await page.getByRole("button", { name: "ادفع" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/\d+$/);
  return Number(/\/payments\/sandbox\/(\d+)$/.exec(page.url())![1]);
}

test("a seller bumps an approved ad to the top of its category; a failed payment changes nothing", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, TRADER.phone, TRADER.password);
  await expect(page).toHaveURL(/\/$/);
  const { adId, otherId } = await projectAds(page, testInfo);

  // The ad page's owner actions and "My ads" lead to the bump page.
  await visit(page, `/categories/product/${adId}`);
  const categoryPath = await page.locator("nav.breadcrumb a").nth(2).getAttribute("href");
  expect(categoryPath).toMatch(/^\/categories\/./);
  await page.getByRole("link", { name: "ارفع للأعلى" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/bumps\\?ad=${adId}$`));
  await expect(page.getByRole("radio", { name: /رفع الإعلان للأعلى مرة واحدة\s*٢٥ ج\.م/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /رفع الإعلان للأعلى ٣ مرات \(مرة كل يوم\)\s*٦٠ ج\.م/ })).toBeVisible();
  await visit(page, "/account/ads");
  await expect(page.locator(`a[href="/account/bumps?ad=${adId}"]`)).toBeVisible();

  // The ad's own date, as "My ads" shows it: more than a day old.
  const own = await cardAge(page, "/account/ads", adId);
  expect(Date.now() - Date.parse(own.datetime!)).toBeGreaterThan(24 * 3600 * 1000);
  expect((await categoryOrder(page, categoryPath!))[0]).not.toBe(adId);

  // A failed payment: the order failed, the category's order as it was.
  const failed = await startBump(page, adId, /مرة واحدة/);
  await page.getByRole("button", { name: "أفشل الدفع" }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/return/${failed}$`));
  await expect(page.locator(".payment-state")).toHaveAttribute("data-status", "failed");
  expect((await categoryOrder(page, categoryPath!))[0]).not.toBe(adId);

  // Paid: first of the category's ads in date order, with its own date and age on the card.
  const paid = await startBump(page, adId, /مرة واحدة/);
  await page.getByRole("button", { name: "ادفع بنجاح" }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/return/${paid}$`));
  await expect(page.locator(".payment-state")).toHaveText("تم الدفع: رُفع إعلانك لأعلى قسمه.");
  const after = await categoryOrder(page, categoryPath!);
  expect(after.filter((id) => id !== otherId)[0]).toBe(adId);
  expect(await cardAge(page, categoryPath!, adId)).toEqual(own);
});

test("the admin sets a category's bump prices; an emptied box takes the option off sale", async ({ page }, testInfo) => {
  await signIn(page, ADMIN.phone, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await visit(page, "/admin/bump-prices");
  await expect(page.getByRole("heading", { level: 1, name: "أسعار رفع الإعلانات" })).toBeVisible();
  // Each project edits its own row's 7-bump price (the other test only reads the 1 and 3 bump prices).
  const row = page.locator("tbody tr").nth(testInfo.project.name === "js" ? 1 : 0);
  const box = row.locator('input[name$="_7"]');
  await expect(box).toHaveValue("120");
  await box.fill("135");
  await page.getByRole("button", { name: "حفظ الأسعار" }).click();
  await expectToast(page, "تم حفظ أسعار الرفع.");
  await expect(
    page
      .locator("tbody tr")
      .nth(testInfo.project.name === "js" ? 1 : 0)
      .locator('input[name$="_7"]'),
  ).toHaveValue("135");
  await page
    .locator("tbody tr")
    .nth(testInfo.project.name === "js" ? 1 : 0)
    .locator('input[name$="_7"]')
    .fill("");
  await page.getByRole("button", { name: "حفظ الأسعار" }).click();
  await expectToast(page, "تم حفظ أسعار الرفع.");
  await expect(
    page
      .locator("tbody tr")
      .nth(testInfo.project.name === "js" ? 1 : 0)
      .locator('input[name$="_7"]'),
  ).toHaveValue("");
});
