// Category attributes in the ad form and on the ad page, with
// JavaScript off and on: a seller fills a car's year and kilometres and the ad
// page shows them; a value out of its range and missing required fields are
// refused with their messages, nothing typed is lost and nothing is created.
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { adminPage, approve, createSignedInUser, expectToast, otherPage, photo } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const token = (testInfo: TestInfo) => `zq${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Chooses a select's option; without JavaScript, "update" brings the next level (and the category's fields). */
async function choose(page: Page, testInfo: TestInfo, label: string, option: string, update = true) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  if (update && !js(testInfo)) await page.getByRole("button", { name: "تحديث الاختيارات" }).click();
}

async function openForm(page: Page, testInfo: TestInfo) {
  await createSignedInUser(page, testInfo, "trader");
  await visit(page, "/account/ads?sheet=add-ad");
  await expect(page.getByRole("heading", { name: "إضافة إعلان" })).toBeVisible();
}

/** The car's category chain, then the ad's own texts. */
async function fillCar(page: Page, testInfo: TestInfo, name: string) {
  // No category yet: no details to fill.
  await expect(page.getByRole("group", { name: "تفاصيل الإعلان" })).toHaveCount(0);
  await choose(page, testInfo, "القسم", "مركبات");
  // The category's own fields appear with the category (the whole category's ones: year, kilometres…).
  await expect(page.getByRole("group", { name: "تفاصيل الإعلان" })).toBeVisible();
  await expect(page.getByLabel("سنة الصنع (اختياري)")).toBeVisible();
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  // Cars only: the body type.
  await expect(page.getByRole("combobox", { name: "شكل الهيكل (اختياري)" })).toBeVisible();
  await choose(page, testInfo, "بلد الماركة", "ياباني");
  await choose(page, testInfo, "الفرع الثالث", "تويوتا", false);
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await page.getByLabel("الوصف", { exact: true }).fill("سيارة بحالة ممتازة، صيانة توكيل");
  await page.getByLabel("السعر (ج.م)").fill("450000");
  await page.getByLabel("ملاحظة", { exact: true }).fill("المعاينة في مدينة نصر");
  await page.getByLabel("العنوان", { exact: true }).fill("شارع عباس العقاد");
  await page.getByLabel("خط العرض").fill("30.0511");
  await page.getByLabel("خط الطول").fill("31.3656");
  await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("car.jpg", 800, 600)]);
}

test("a seller posts a car with its year and kilometres, and its page shows them", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  await openForm(page, testInfo);
  const name = `تويوتا كورولا ${token(testInfo)}`;
  await fillCar(page, testInfo, name);
  await expect(page.getByText("من ١٩٥٠ إلى ٢٠٢٧")).toBeVisible();
  await page.getByLabel("سنة الصنع (اختياري)").fill("2018");
  await page.getByLabel("الكيلومترات (اختياري)").fill("120,000");
  await page.getByRole("combobox", { name: "ناقل الحركة (اختياري)" }).selectOption({ label: "أوتوماتيك" });
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expectToast(page, "الاعلان تم انشاء بنجاح");
  const href = await page.getByRole("link", { name: `حذف ${name}` }).getAttribute("href");
  const adId = Number(/ad=(\d+)/.exec(href ?? "")?.[1]);

  // The edit form starts from the stored values.
  await visit(page, `/account/ads?sheet=edit-ad&ad=${adId}`);
  await expect(page.getByLabel("سنة الصنع (اختياري)")).toHaveValue("2018");
  await expect(page.getByLabel("الكيلومترات (اختياري)")).toHaveValue("120000");
  await expect(page.getByRole("combobox", { name: "ناقل الحركة (اختياري)" })).toHaveValue("automatic");

  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  const visitor = await otherPage(browser, testInfo);
  await visit(visitor, `/categories/product/${adId}`);
  const details = visitor.locator(".details-list");
  const value = (label: string) => details.locator("div", { has: visitor.getByRole("term").filter({ hasText: label }) }).getByRole("definition");
  await expect(value("سنة الصنع")).toHaveText("٢٠١٨");
  await expect(value("الكيلومترات")).toHaveText("١٢٠٬٠٠٠ كم");
  await expect(value("ناقل الحركة")).toHaveText("أوتوماتيك");
  // Nothing said, nothing shown.
  await expect(value("نوع الوقود")).toHaveCount(0);
  await visitor.context().close();
  await admin.context().close();
});

test("a year out of range is refused with its range, and everything typed stays", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await openForm(page, testInfo);
  const name = `تويوتا قديمة ${token(testInfo)}`;
  await fillCar(page, testInfo, name);
  await page.getByLabel("سنة الصنع (اختياري)").fill("1900");
  await page.getByLabel("الكيلومترات (اختياري)").fill("120,000");
  await page.getByRole("radio", { name: "مستعمل" }).check();
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  const year = page.getByLabel("سنة الصنع (اختياري)");
  await expect(page.getByText("سنة الصنع من ١٩٥٠ إلى ٢٠٢٧")).toBeVisible();
  await expect(year).toHaveAttribute("aria-invalid", "true");
  await expect(year).toHaveAccessibleDescription(/سنة الصنع من ١٩٥٠ إلى ٢٠٢٧/);
  await expect(year).toHaveValue("1900");
  await expect(page.getByLabel("الكيلومترات (اختياري)")).toHaveValue("120,000");
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("السعر (ج.م)")).toHaveValue("450000");
  await expect(page.getByRole("combobox", { name: "الفرع الثالث", exact: true })).toHaveValue("10111");
  await visit(page, "/account/ads");
  await expect(page.getByText(name)).toHaveCount(0);
});

test("without JavaScript, 'update choices' and a refused form keep the details typed so far", async ({ page }, testInfo) => {
  test.skip(js(testInfo), "the update step is the no-JavaScript form's");
  await openForm(page, testInfo);
  await choose(page, testInfo, "القسم", "مركبات");
  await page.getByLabel("سنة الصنع (اختياري)").fill("2015");
  await page.getByLabel("الكيلومترات (اختياري)").fill("80,000");
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  await expect(page.getByLabel("سنة الصنع (اختياري)")).toHaveValue("2015");
  await expect(page.getByLabel("الكيلومترات (اختياري)")).toHaveValue("80,000");
  // Sent unfinished (no name, no price…) with a year out of range: the details' message shows with the others at once.
  await page.getByLabel("سنة الصنع (اختياري)").fill("1900");
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expect(page.getByText("سنة الصنع من ١٩٥٠ إلى ٢٠٢٧")).toBeVisible();
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("سنة الصنع (اختياري)")).toHaveValue("1900");
  await expect(page.getByLabel("الكيلومترات (اختياري)")).toHaveValue("80,000");
});

test("a property without its required type and area is refused with both messages, and no ad is created", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await openForm(page, testInfo);
  await visit(page, "/account/ads");
  const before = await page.locator("article.ad-card").count();
  await visit(page, "/account/ads?sheet=add-ad");
  const name = `شقة ${token(testInfo)}`;
  await choose(page, testInfo, "القسم", "عقارات");
  await choose(page, testInfo, "القسم الفرعي", "شقق للبيع");
  await choose(page, testInfo, "بلد الماركة", "داخل كمبوند");
  await choose(page, testInfo, "الفرع الثالث", "سوبر لوكس", false);
  // Required: no "(optional)" after their names, and the browser is told (required).
  await expect(page.getByRole("combobox", { name: "نوع العقار", exact: true })).toHaveAttribute("required", "");
  await expect(page.getByLabel("المساحة", { exact: true })).toHaveAttribute("required", "");
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await page.getByLabel("الوصف", { exact: true }).fill("شقة ثلاث غرف بحري");
  await page.getByLabel("السعر (ج.م)").fill("2500000");
  await page.getByLabel("ملاحظة", { exact: true }).fill("المعاينة بموعد");
  await page.getByLabel("العنوان", { exact: true }).fill("التجمع الخامس");
  await page.getByLabel("خط العرض").fill("30.0511");
  await page.getByLabel("خط الطول").fill("31.3656");
  await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("flat.jpg", 800, 600)]);
  if (js(testInfo)) {
    // The photo ready (the button waits for it too), so what keeps the button disabled is the two fields.
    await expect(page.getByRole("list", { name: "الصور المختارة" }).getByRole("listitem")).toHaveCount(1);
    // The browser knows they are required: the button waits for them. The server is asked anyway, as a
    // browser without our checks would (a post without the two fields).
    await expect(page.getByRole("button", { name: "نشر الإعلان" })).toBeDisabled();
    await page.getByRole("combobox", { name: "نوع العقار", exact: true }).evaluate((select) => select.removeAttribute("required"));
    await page.getByLabel("المساحة", { exact: true }).evaluate((input) => input.removeAttribute("required"));
    // Nothing typed since: the button follows the fields themselves, and the form is complete for the browser now.
    await expect(page.getByRole("button", { name: "نشر الإعلان" })).toBeEnabled();
  }
  await page.getByLabel("الغرف (اختياري)").fill("3");
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expect(page.getByText("اختر نوع العقار", { exact: true })).toBeVisible();
  await expect(page.getByText("اكتب المساحة", { exact: true })).toBeVisible();
  await expect(page.getByLabel("المساحة", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("الغرف (اختياري)")).toHaveValue("3");
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await visit(page, "/account/ads");
  await expect(page.locator("article.ad-card")).toHaveCount(before);
  await expect(page.getByText(name)).toHaveCount(0);
});
