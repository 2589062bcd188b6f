// What a person types or changes before the page's scripts arrive is what is saved. The scripts are held back
// 3 s (a slow mobile link); the person fills the real forms meanwhile: a text box that already holds text, a
// select, a radio button, a checkbox, a file. Once the page has hydrated (JavaScript on) every control still shows
// what was put in, and the saved record holds it. Without JavaScript the same steps are a plain form post.
import { expect, hydrated, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast, photo, postAd } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** The page's scripts come 3 s late, as on a slow link. */
async function slowScripts(page: Page) {
  await page.route("**/build/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
}

/** Opens `path` without waiting for hydration: the person starts at once. */
async function openEarly(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("form button[type=submit]").first().waitFor({ state: "attached" });
  if (js(testInfo)) await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

/** Types at the end of a text box, key by key. */
async function typeAtEnd(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.press("End");
  await box.pressSequentially(text);
}

test("the trader's page keeps the about text and the governorate changed before hydration", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createSignedInUser(page, testInfo, "trader");
  const saved = await page.request.post("/account/page", {
    multipart: { intent: "save", companyName: "محل الاختبار", preface: "نبذة محفوظة.", prefaceEn: "", governorate: "1", region: "101" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  await slowScripts(page);
  await openEarly(page, testInfo, "/account/page");
  await typeAtEnd(page, "نبذة عنك (بالعربية)", " وتوصيل لكل المحافظات");
  const form = page.locator("form#trader-page");
  await form.getByLabel("المحافظة", { exact: true }).selectOption({ label: "الجيزة" });
  if (js(testInfo)) await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await hydrated(page);

  await form.getByLabel("نبذة عنك (بالعربية)").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("about-after-hydration-360.png") });
  await expect(form.getByLabel("نبذة عنك (بالعربية)")).toHaveValue("نبذة محفوظة. وتوصيل لكل المحافظات");
  await expect(form.getByLabel("المحافظة", { exact: true })).toHaveValue("2");
  // The regions are the chosen governorate's: at once with JavaScript, after "update choices" without.
  if (!js(testInfo)) await form.getByRole("button", { name: "تحديث الاختيارات" }).click();
  await form.getByLabel("المنطقة", { exact: true }).selectOption({ label: "الدقي" });
  // The setup's save left the same toast to show on the first page (its 4 s run from when the toast code came,
  // late here): wait for this save's own answer, or the check could pass on the old toast and leave mid-save.
  const saving = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/account/page"));
  await form.getByRole("button", { name: "حفظ الصفحة" }).click();
  await saving;
  await expectToast(page, "تم حفظ صفحتك في دليل التجار");

  await visit(page, "/account/page");
  await expect(form.getByLabel("نبذة عنك (بالعربية)")).toHaveValue("نبذة محفوظة. وتوصيل لكل المحافظات");
  await expect(form.getByLabel("المحافظة", { exact: true })).toHaveValue("2");
  await expect(form.locator("select[name=region] option:checked")).toHaveText("الدقي");
});

test("the ad edit form keeps a description, a select, a radio, a checkbox and a photo put in before hydration", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await createSignedInUser(page, testInfo, "trader");
  const name = `إعلان قبل التحميل ${testInfo.project.name} ${Date.now().toString(36)}`;
  const adId = await postAd(page, name, 5, { status: "used" });

  await visit(page, `/account/ads?sheet=edit-ad&ad=${adId}`);
  const oldPhoto = await page.locator(".current-photos img").getAttribute("src");
  await slowScripts(page);
  await openEarly(page, testInfo, `/account/ads?sheet=edit-ad&ad=${adId}`);
  await typeAtEnd(page, "الوصف", " ومعها الإطارات الشتوية");
  await page.getByLabel("المنطقة", { exact: true }).selectOption({ label: "مصر الجديدة" });
  await page.getByRole("radio", { name: "جديد" }).check();
  await page.getByRole("checkbox", { name: "احذف هذه الصورة" }).check();
  await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("new-side.jpg", 900, 600, 30)]);
  if (js(testInfo)) await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await hydrated(page);
  await page.getByLabel("الوصف", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("description-after-hydration-360.png") });

  await expect(page.getByLabel("الوصف", { exact: true })).toHaveValue("وصف تجريبي لإعلان اختبار ومعها الإطارات الشتوية");
  await expect(page.getByLabel("المنطقة", { exact: true })).toHaveValue("102");
  await expect(page.getByRole("radio", { name: "جديد" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "احذف هذه الصورة" })).toBeChecked();
  await page.getByRole("button", { name: "حفظ التعديلات" }).click();
  await expectToast(page, "تم تعديل الاعلان بنجاح");

  await visit(page, `/account/ads?sheet=edit-ad&ad=${adId}`);
  await expect(page.getByLabel("الوصف", { exact: true })).toHaveValue("وصف تجريبي لإعلان اختبار ومعها الإطارات الشتوية");
  await expect(page.getByLabel("المنطقة", { exact: true })).toHaveValue("102");
  await expect(page.getByRole("radio", { name: "جديد" })).toBeChecked();
  // The old photo removed, the new one stored: still one photo, not the first one.
  await expect(page.getByRole("checkbox", { name: "احذف هذه الصورة" })).toHaveCount(1);
  await expect(page.locator(".current-photos img")).not.toHaveAttribute("src", oldPhoto!);
});
