// Free ads per category, JavaScript off and on, in Arabic:
// the add-ad form says how many free ads are left before anything is typed,
// and past the limit in vehicles (2 every 30 days) the ad is refused with
// what was typed kept, and nothing is stored.
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, photo, postAd } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const token = (testInfo: TestInfo) => `fa${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** No vehicle ads left: buy extra ads, or the date (in Arabic digits) a free one comes back. */
const NONE_LEFT =
  /^استخدمت إعلاناتك المجانية في مركبات \(٢ كل ٣٠ يومًا\): اشترِ إعلانات إضافية لتنشر الآن، أو انشر فيه مجانًا من جديد ابتداءً من [^.]*[٠-٩][^.]*\.$/;

/** Chooses a select's option; without JavaScript, "update" brings the next level. */
async function choose(page: Page, testInfo: TestInfo, label: string, option: string, update = true) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  if (update && !js(testInfo)) await page.getByRole("button", { name: "تحديث الاختيارات" }).click();
}

test("the form says the free ads left per category; past the vehicles' limit the ad is refused and what was typed stays", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, testInfo);
  // Before anything is typed or chosen: every category's free ads left.
  await visit(page, "/account/ads?sheet=add-ad");
  const note = page.locator("[data-free-ads]");
  await expect(note).toContainText("لكل قسم عدد من الإعلانات المجانية كل ٣٠ يومًا");
  await expect(note.getByText("مركبات: ٢ من ٢", { exact: true })).toBeVisible();
  await expect(note.getByText("عقارات: ٢ من ٢", { exact: true })).toBeVisible();

  // The category chosen: its own count (at once with JavaScript, after "update" without).
  await choose(page, testInfo, "القسم", "مركبات");
  await expect(note).toHaveText("متبقٍ لك في مركبات: ٢ من ٢ إعلانات مجانية كل ٣٠ يومًا.");

  // Two vehicle ads posted: none left.
  const tag = token(testInfo);
  await postAd(page, `سيارة أولى ${tag}`);
  await postAd(page, `سيارة ثانية ${tag}`);
  await visit(page, "/account/ads?sheet=add-ad");
  await expect(note.getByText("مركبات: ٠ من ٢", { exact: true })).toBeVisible();
  await choose(page, testInfo, "القسم", "مركبات");
  await expect(note).toHaveText(NONE_LEFT);

  // Typed and sent anyway: refused, nothing stored, everything typed still there.
  const name = `سيارة ثالثة ${tag}`;
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  await choose(page, testInfo, "بلد الماركة", "ياباني");
  await choose(page, testInfo, "الفرع الثالث", "تويوتا", false);
  await choose(page, testInfo, "المحافظة (اختياري)", "القاهرة");
  await choose(page, testInfo, "المنطقة (اختياري)", "مدينة نصر");
  await expect(page.getByLabel("خط العرض")).not.toHaveValue("");
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await page.getByLabel("الوصف", { exact: true }).fill("سيارة بحالة ممتازة، صيانة توكيل");
  await page.getByLabel("السعر (ج.م)").fill("350000");
  await page.getByLabel("ملاحظة", { exact: true }).fill("المعاينة في مدينة نصر");
  await page.getByLabel("العنوان", { exact: true }).fill("شارع عباس العقاد");
  await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("car.jpg", 800, 600)]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  // One message, beside the choice (buy extra ads or wait until a date), and in view: no toast, no second message.
  const refused = page.locator("[data-past-limit]");
  await expect(refused.locator("[data-refused]")).toHaveText("لم يُنشر إعلانك بعد، وحُفظ كمسودة بصوره، فلن يضيع شيء مما أرسلته.");
  await expect(refused.locator("[data-free-ads]")).toHaveText(NONE_LEFT);
  await expect(refused.getByRole("button", { name: "اشترِ إعلانات إضافية في مركبات" })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("past-the-limit-360.png") });
  await expect(page.getByText(/نشرت إعلاناتك المجانية|لا إعلانات مجانية متبقية|حُفظ إعلانك كمسودة/)).toHaveCount(0);
  await expect(page.locator(".form-errors, .field-error")).toHaveCount(0);
  await expect(page.getByText(/لم يُنشر إعلانك/)).toHaveCount(1);
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("الوصف", { exact: true })).toHaveValue("سيارة بحالة ممتازة، صيانة توكيل");
  await expect(page.getByLabel("السعر (ج.م)")).toHaveValue("350000");
  await expect(page.getByLabel("ملاحظة", { exact: true })).toHaveValue("المعاينة في مدينة نصر");
  await expect(page.getByRole("combobox", { name: "الفرع الثالث", exact: true })).toHaveValue("10111");
  await visit(page, "/account/ads");
  await expect(page.getByRole("link", { name: `حذف سيارة ثانية ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `حذف ${name}` })).toHaveCount(0);
});
