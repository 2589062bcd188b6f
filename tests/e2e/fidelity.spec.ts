// What is typed is what is stored, on the
// pages, with JavaScript off and on: an empty company name is refused rather
// than removing it; lengths count characters (150 emoji make a valid ad name);
// a comma that does not group thousands is refused with the whole-pounds
// message, in the ad form and the listing's price filters; control characters
// are refused. Each refusal keeps what was typed, with the message in Arabic.
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const emoji = "😀";

const messages = {
  nameTooLong: "الاسم ١٥٠ حرفاً على الأكثر",
  priceWhole: "السعر بالجنيه الكامل: اكتبه بدون قروش ولا فاصلة عشرية (١٥٠٠ وليس ١٥٠٠٫٥٠ ولا 1500,00)",
  control: "احذف رموز التحكم غير المرئية (مثل NUL أو BEL) من هذا النص",
  company: "يمكن تغيير اسم شركة التاجر لكن لا يمكن حذفه: اكتبه (من 3 إلى 254 حرفًا)",
};

async function choose(page: Page, testInfo: TestInfo, label: string, option: string, update = true) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  if (update && !js(testInfo)) await page.getByRole("button", { name: "تحديث الاختيارات" }).click();
}

/** With JavaScript the ad form checks a field when it is left (submitting stays disabled until it is valid); without, the server checks on submit. */
async function check(page: Page, testInfo: TestInfo, labels: string[], submit: string) {
  if (js(testInfo)) for (const label of labels) await page.getByLabel(label, { exact: true }).blur();
  else await page.getByRole("button", { name: submit }).click();
}

test("the ad form refuses 151 characters, a decimal comma and a control character, keeps what was typed, and saves 150 emoji", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, testInfo, "trader");
  await visit(page, "/account/ads?sheet=add-ad");
  await choose(page, testInfo, "القسم", "مركبات");
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  await choose(page, testInfo, "بلد الماركة", "ياباني");
  await choose(page, testInfo, "الفرع الثالث", "تويوتا", false);
  await choose(page, testInfo, "المحافظة (اختياري)", "القاهرة");
  await choose(page, testInfo, "المنطقة (اختياري)", "مدينة نصر");
  await expect(page.getByLabel("خط العرض")).not.toHaveValue("");
  const tooLong = "ا".repeat(151);
  await page.getByLabel("الاسم", { exact: true }).fill(tooLong);
  await page.getByLabel("الوصف", { exact: true }).fill("سيارة\u0007ممتازة");
  await page.getByLabel("السعر (ج.م)").fill("15,00");
  await page.getByLabel("ملاحظة", { exact: true }).fill("المعاينة في مدينة نصر");
  await page.getByLabel("العنوان", { exact: true }).fill("شارع عباس العقاد");
  await check(page, testInfo, ["الاسم", "الوصف", "السعر (ج.م)"], "نشر الإعلان");
  await expect(page.getByText(messages.nameTooLong)).toBeVisible();
  await expect(page.getByText(messages.priceWhole)).toBeVisible();
  await expect(page.getByText(messages.control)).toBeVisible();
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(tooLong);
  await expect(page.getByLabel("السعر (ج.م)")).toHaveValue("15,00");
  await expect(page.getByLabel("الوصف", { exact: true })).toHaveValue("سيارة\u0007ممتازة");

  // 150 emoji are 150 characters (300 UTF-16 units): the browser lets them in and the server keeps them.
  const name = emoji.repeat(150);
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await page.getByLabel("الوصف", { exact: true }).fill("سيارة\tممتازة");
  await page.getByLabel("السعر (ج.م)").fill("١٬٥٠٠");
  if (js(testInfo)) await expect(page.getByText("سيُحفظ بالسعر ١٬٥٠٠ ج.م")).toBeVisible();
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expectToast(page, "الاعلان تم انشاء بنجاح");
  const card = page.locator("article.ad-card", { hasText: name });
  await expect(card.getByText("١٬٥٠٠ ج.م")).toBeVisible();
});

test("a price filter typed with a decimal comma is not applied: the listing says so and the field keeps it", async ({ page }) => {
  await visit(page, "/categories/vehicles?sheet=filters");
  await page.getByLabel("أقل سعر").fill("15,00");
  await page.getByRole("button", { name: "عرض النتائج" }).click();
  await expect(page.getByText("لم يُطبَّق فلتر السعر: اكتب المبلغ بالجنيه الكامل، مثل ١٥٠٠ أو ١٬٥٠٠")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("min_price")).toBe("15,00");
  await page.getByRole("link", { name: "تصفية وترتيب" }).click();
  await expect(page.getByLabel("أقل سعر")).toHaveValue("15,00");
  await expect(page.getByText("اكتب المبلغ بالجنيه الكامل، مثل ١٥٠٠ أو ١٬٥٠٠: لم يُطبَّق هذا السعر")).toBeVisible();

  // Thousands grouped with a comma are read as the ad form reads them (1,500 was once read as 1).
  await page.getByLabel("أقل سعر").fill("1,500");
  await page.getByRole("button", { name: "عرض النتائج" }).click();
  await expect(page.getByText("لم يُطبَّق فلتر السعر", { exact: false })).toHaveCount(0);
  await page.getByRole("link", { name: "تصفية وترتيب" }).click();
  await expect(page.getByLabel("أقل سعر")).toHaveValue("1500");
});

test("the profile refuses a control character and an emptied company name, and keeps the company name", async ({ page }, testInfo) => {
  const person = await createSignedInUser(page, testInfo, "trader");
  await visit(page, "/account");
  await page.getByLabel("الاسم الأول").fill("كريم\u0007");
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText(messages.control)).toBeVisible();
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("كريم\u0007");

  await page.getByLabel("الاسم الأول").fill("كريم");
  await page.getByLabel("اسم الشركة").fill("");
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText(messages.company)).toBeVisible();
  await expect(page.getByLabel("اسم الشركة")).toHaveValue("");

  // A new visit (a reload would post the refused form again without JavaScript).
  await visit(page, "/account");
  await expect(page.getByLabel("اسم الشركة")).toHaveValue(person.companyName!);
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("كريم");
});
