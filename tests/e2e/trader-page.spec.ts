import { expect, test, visit, type Page } from "./test";
import { createSignedInUser, expectToast, photo } from "./fixtures";

// A new trader fills their directory page from the account area, in Arabic, with JavaScript off
// and on (without it, "update choices" brings the regions and subcategories), and the directory then finds them by
// its category filter and by their personal name.

/** The directory's search, as a visitor uses it: category (optional) and name, then "بحث". */
async function searchDirectory(page: Page, { category, name }: { category?: string; name: string }) {
  await visit(page, "/account/trader-profiles");
  const form = page.getByRole("search", { name: "البحث في دليل التجار" });
  if (category) await form.getByLabel("القسم", { exact: true }).selectOption({ label: category });
  await form.getByLabel("الاسم", { exact: true }).fill(name);
  await form.getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

const tileNames = (page: Page) => page.locator(".trader-grid > li .trader-tile-name");

test("a new trader fills their page and the directory finds them by category and by personal name", async ({ page }, testInfo) => {
  const tag = String(Date.now() % 1_000_000) + String(Math.floor(Math.random() * 1000));
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const person = await createSignedInUser(page, testInfo, "trader", { firstName: "يوسف", lastName: `الحداد ${tag}`, companyName: `عقارات الحداد ${tag}` });

  await visit(page, "/account");
  await page.getByRole("link", { name: "صفحتي", exact: true }).click();
  await expect(page.getByRole("heading", { name: "صفحتي في دليل التجار" })).toBeVisible();
  const form = page.locator("form#trader-page");
  await expect(form.getByLabel("اسم الشركة أو المحل")).toHaveValue(person.companyName!);

  await form.getByLabel("نبذة عنك (بالعربية)").fill("شقق للبيع والإيجار في مدينة نصر، ومعاينات كل يوم.");
  await form.getByLabel("المحافظة", { exact: true }).selectOption({ label: "القاهرة" });
  await form.getByLabel("القسم", { exact: true }).selectOption({ label: "عقارات" });
  if (!javaScript) {
    // Without JavaScript the region and subcategory lists come with the next page; what was typed stays.
    await expect(form.getByLabel("المنطقة", { exact: true })).toBeDisabled();
    await form.getByRole("button", { name: "تحديث الاختيارات" }).click();
    await expect(form.getByLabel("نبذة عنك (بالعربية)")).toHaveValue("شقق للبيع والإيجار في مدينة نصر، ومعاينات كل يوم.");
  }
  await form.getByLabel("المنطقة", { exact: true }).selectOption({ label: "مدينة نصر" });
  await form.getByLabel("القسم الفرعي", { exact: true }).selectOption({ label: "شقق للبيع" });
  await form.getByLabel("رقم هاتف آخر (اختياري)").fill("0123");
  await form.getByLabel("رقم واتساب (اختياري)").fill(person.phone);
  await form.getByLabel("مواعيد العمل (اختيارية)").fill("السبت إلى الخميس من 10 صباحًا إلى 10 مساءً");
  await form.getByLabel("الشعار").setInputFiles(await photo("logo.jpg", 400, 400));

  // A bad second phone: the message at its field, and the page is not saved.
  await form.getByRole("button", { name: "حفظ الصفحة" }).click();
  await expect(form.getByLabel("رقم هاتف آخر (اختياري)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("رقم الهاتف قصير جدًا: يجب أن يتكون من 11 رقمًا")).toBeVisible();

  await form.getByLabel("رقم هاتف آخر (اختياري)").fill("01500000000");
  if (!javaScript) await form.getByLabel("الشعار").setInputFiles(await photo("logo.jpg", 400, 400));
  await form.getByRole("button", { name: "حفظ الصفحة" }).click();
  await expectToast(page, "تم حفظ صفحتك في دليل التجار");
  await expect(page.locator("form#trader-page").getByLabel("المنطقة", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByRole("img", { name: "الشعار الحالي" })).toBeVisible();

  // The public page shows what was saved.
  await page.getByRole("link", { name: "عرض صفحتي" }).click();
  await expect(page.getByRole("heading", { level: 1, name: person.companyName! })).toBeVisible();
  await expect(page.getByText("شقق للبيع والإيجار في مدينة نصر، ومعاينات كل يوم.")).toBeVisible();
  await expect(page.getByText("السبت إلى الخميس من 10 صباحًا إلى 10 مساءً")).toBeVisible();
  await expect(page.getByText("مدينة نصر", { exact: true })).toBeVisible();

  // The directory: by its category filter (and not under another category), and by the personal name alone.
  await searchDirectory(page, { category: "عقارات", name: person.companyName! });
  await expect(tileNames(page)).toHaveText([person.companyName!]);
  await searchDirectory(page, { category: "مركبات", name: person.companyName! });
  await expect(page.getByText("لا يوجد تجار")).toBeVisible();
  await searchDirectory(page, { name: `يوسف الحداد ${tag}` });
  await expect(tileNames(page)).toHaveText([person.companyName!]);
});

test("the logo is chosen after every list that needs 'update choices', and saving keeps it", async ({ page }, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  await page.setViewportSize({ width: 360, height: 740 });
  await createSignedInUser(page, testInfo, "trader");
  await visit(page, "/account/page");
  const form = page.locator("form#trader-page");
  // The file control comes after the place and category lists (and the button that fills them without JavaScript).
  const after = (first: string, second: string) =>
    form.evaluate(
      (element, [a, b]) => Boolean(element.querySelector(a)!.compareDocumentPosition(element.querySelector(b)!) & Node.DOCUMENT_POSITION_FOLLOWING),
      [first, second],
    );
  expect(await after("select[name=subcategory]", "input[type=file][name=logo]")).toBe(true);
  expect(await after("select[name=region]", "input[type=file][name=logo]")).toBe(true);

  await form.getByLabel("نبذة عنك (بالعربية)").fill("قطع غيار أصلية.");
  await form.getByLabel("المحافظة", { exact: true }).selectOption({ label: "القاهرة" });
  await form.getByLabel("القسم", { exact: true }).selectOption({ label: "مركبات" });
  if (!javaScript) {
    await expect(form.getByText("لن يضيع شيء مما كتبته؛ والشعار في آخر النموذج، فاختره بعد التحديث.")).toBeVisible();
    await form.getByRole("button", { name: "تحديث الاختيارات" }).click();
    await expect(form.getByLabel("نبذة عنك (بالعربية)")).toHaveValue("قطع غيار أصلية.");
  }
  await form.getByLabel("المنطقة", { exact: true }).selectOption({ label: "مدينة نصر" });
  await form.getByLabel("القسم الفرعي", { exact: true }).selectOption({ label: "سيارات" });
  await form.getByLabel("الشعار").setInputFiles(await photo("logo.png", 300, 300));
  await form.getByLabel("الشعار").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("logo-after-choices-360.png") });
  await form.getByRole("button", { name: "حفظ الصفحة" }).click();
  await expectToast(page, "تم حفظ صفحتك في دليل التجار");
  await expect(page.getByRole("img", { name: "الشعار الحالي" })).toBeVisible();
  await expect(page.locator("form#trader-page select[name=region] option:checked")).toHaveText("مدينة نصر");
});
