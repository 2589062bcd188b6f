// Packs of extra ads, JavaScript off and on, in Arabic: a
// seller past the free limit in vehicles (2 every 30 days) sends an ad, which
// is kept as a draft with its photo; they are offered the category's packs,
// buy one in the sandbox, and the ad is posted as it was sent, spending the
// extra ad. A failed payment leaves the extra ads and the ads as they
// were. Each test makes its own seller (the seeded sellers' free vehicle ads
// are shared across specs).
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast, photo, postAd, signIn } from "./fixtures";

const ADMIN = { phone: "01000000001", password: "admin-pass-123" };

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const token = (testInfo: TestInfo) => `pk${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Chooses a select's option; without JavaScript, "update" brings the next level. */
async function choose(page: Page, testInfo: TestInfo, label: string, option: string, update = true) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  if (update && !js(testInfo)) await page.getByRole("button", { name: "تحديث الاختيارات" }).click();
}

/** A new seller whose two free vehicle ads of these 30 days are posted. */
async function sellerPastTheLimit(page: Page, testInfo: TestInfo, tag: string) {
  await createSignedInUser(page, testInfo);
  await postAd(page, `سيارة أولى ${tag}`);
  await postAd(page, `سيارة ثانية ${tag}`);
}

/** Pays for the chosen pack on the packs page; the sandbox's checkout opens. */
async function payForPack(page: Page, option: RegExp) {
  await page.getByRole("radio", { name: option }).check();
  await page.getByRole("radio", { name: "بطاقة بنكية" }).check();
  await page.getByRole("button", { name: "ادفع" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/\d+$/);
}

test("past the free limit in vehicles the ad is kept, a pack is bought in the sandbox, and the ad is posted as sent, photo included", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = token(testInfo);
  await sellerPastTheLimit(page, testInfo, tag);

  // The whole ad typed in vehicles, and sent.
  await visit(page, "/account/ads?sheet=add-ad");
  const name = `سيارة ثالثة ${tag}`;
  await choose(page, testInfo, "القسم", "مركبات");
  await expect(page.getByRole("button", { name: "اشترِ إعلانات إضافية في مركبات" })).toBeVisible();
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
  await page.getByRole("button", { name: "نشر الإعلان" }).click();

  // Refused, kept as a draft, and the category's packs offered.
  const kept = page.locator("[data-past-limit]");
  await expect(kept).toContainText("حُفظ كمسودة بصوره، فلن يضيع شيء مما أرسلته");
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await kept.getByRole("button", { name: "اشترِ إعلانات إضافية في مركبات" }).click();
  await expect(page).toHaveURL(/\/account\/packs\?category=1$/);
  await expect(page.locator("[data-pack-state]")).toHaveText("في مركبات: متبقٍ لك ٠ من ٢ إعلانات مجانية، ولديك ٠ من الإعلانات الإضافية.");
  await expect(page.locator("[data-pack-draft]")).toContainText(`إعلانك «${name}» محفوظ كمسودة`);

  // Bought in the sandbox: one extra ad in vehicles, and the ad posted with it as it was sent, its photo included.
  await payForPack(page, /إعلان إضافي واحد/);
  await page.getByRole("button", { name: "ادفع بنجاح" }).click();
  await expect(page).toHaveURL(/\/payments\/return\/\d+$/);
  await expect(page.locator(".payment-state")).toHaveText(
    `تم الدفع: أُضيف إلى رصيدك إعلان إضافي واحد في مركبات، ونُشر به إعلانك «${name}» كما أرسلته بصوره. يظهر للزوار بعد مراجعته.`,
  );
  await page.getByRole("link", { name: "إعلاناتي" }).click();
  await expect(page).toHaveURL(/\/account\/ads$/);
  await expect(page.getByRole("link", { name: `حذف ${name}` })).toBeVisible();
  await page.getByRole("link", { name: `تعديل ${name}` }).click();
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("الوصف", { exact: true })).toHaveValue("سيارة بحالة ممتازة، صيانة توكيل");
  await expect(page.getByLabel("السعر (ج.م)")).toHaveValue("350000");
  await expect(page.getByLabel("ملاحظة", { exact: true })).toHaveValue("المعاينة في مدينة نصر");
  await expect(page.getByLabel("العنوان", { exact: true })).toHaveValue("شارع عباس العقاد");
  await expect(page.getByRole("combobox", { name: "الفرع الثالث", exact: true })).toHaveValue("10111");
  await expect(page.getByRole("checkbox", { name: "احذف هذه الصورة" })).toHaveCount(1);
  await visit(page, "/account/ads");
  // The draft is gone, and so is the extra ad.
  await expect(page.locator("[data-saved-draft]")).toHaveCount(0);
  await visit(page, "/account/packs?category=1");
  await expect(page.locator("[data-pack-state]")).toHaveText("في مركبات: متبقٍ لك ٠ من ٢ إعلانات مجانية، ولديك ٠ من الإعلانات الإضافية.");
  await expect(page.locator("[data-pack-draft]")).toHaveCount(0);
});

test("a failed pack payment leaves the extra ads and the ads as they were, and the draft waits", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const tag = token(testInfo);
  await sellerPastTheLimit(page, testInfo, tag);

  // Half typed, then "buy extra ads": what was typed is kept as the draft.
  await visit(page, "/account/ads?sheet=add-ad");
  await choose(page, testInfo, "القسم", "مركبات");
  const name = `سيارة لم تكتمل ${tag}`;
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await page.getByRole("button", { name: "اشترِ إعلانات إضافية في مركبات" }).click();
  await expect(page).toHaveURL(/\/account\/packs\?category=1$/);
  await expect(page.locator("[data-pack-draft]")).toContainText(`إعلانك «${name}» محفوظ كمسودة`);

  await payForPack(page, /٣ إعلانات إضافية/);
  await page.getByRole("button", { name: "أفشل الدفع" }).click();
  await expect(page).toHaveURL(/\/payments\/return\/\d+$/);
  await expect(page.locator(".payment-state")).toHaveText("لم تتم عملية الدفع. رصيدك من الإعلانات لم يتغير.");
  await expect(page.getByRole("link", { name: "حاول مرة أخرى" })).toHaveAttribute("href", "/account/packs?category=1");

  await visit(page, "/account/packs?category=1");
  await expect(page.locator("[data-pack-state]")).toHaveText("في مركبات: متبقٍ لك ٠ من ٢ إعلانات مجانية، ولديك ٠ من الإعلانات الإضافية.");
  await visit(page, "/account/ads");
  await expect(page.getByRole("link", { name: /^حذف / })).toHaveCount(2);
  await expect(page.locator("[data-saved-draft]")).toContainText(`لديك إعلان «${name}» محفوظ كمسودة في مركبات`);
  // The draft opens in the form as it was typed.
  await page.locator("[data-saved-draft]").getByRole("link", { name: "افتح المسودة" }).click();
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("combobox", { name: "القسم", exact: true })).toHaveValue("1");
});

test("the admin sets a category's pack prices; the packs page sells at them, and an emptied box takes the pack off sale", async ({ page }, testInfo) => {
  // Anyone else: the page and its form are not found, and nothing changes.
  expect((await page.request.get("/admin/pack-prices", { maxRedirects: 0 })).status()).toBe(404);
  expect((await page.request.post("/admin/pack-prices", { form: { price_1_1: "1" }, maxRedirects: 0 })).status()).toBe(404);
  await signIn(page, ADMIN.phone, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await visit(page, "/admin/pack-prices");
  await expect(page.getByRole("heading", { level: 1, name: "أسعار الإعلانات الإضافية" })).toBeVisible();
  // Each project edits its own row's 10-ad price (the other tests buy 1 and 3 ads in vehicles).
  const rowOf = () => page.locator("tbody tr").nth(testInfo.project.name === "js" ? 2 : 3);
  const categoryId = await rowOf().getAttribute("data-category-id");
  const box = () => rowOf().locator('input[name^="price_"][name$="_10"]');
  const before = await box().inputValue();
  expect(Number(before)).toBeGreaterThan(0);
  await box().fill("95");
  await page.getByRole("button", { name: "حفظ الأسعار" }).click();
  await expectToast(page, "تم حفظ أسعار الإعلانات الإضافية.");
  await expect(box()).toHaveValue("95");
  await visit(page, `/account/packs?category=${categoryId}`);
  await expect(page.getByRole("radio", { name: /١٠ إعلانات إضافية/ })).toBeVisible();
  await expect(page.locator("label", { has: page.getByRole("radio", { name: /١٠ إعلانات إضافية/ }) })).toContainText("٩٥");

  await visit(page, "/admin/pack-prices");
  await box().fill("");
  await page.getByRole("button", { name: "حفظ الأسعار" }).click();
  await expectToast(page, "تم حفظ أسعار الإعلانات الإضافية.");
  await expect(box()).toHaveValue("");
  await visit(page, `/account/packs?category=${categoryId}`);
  await expect(page.getByRole("radio", { name: /إعلان إضافي واحد/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /١٠ إعلانات إضافية/ })).toHaveCount(0);
  // Back to the first price, for the runs that follow on the same state.
  await visit(page, "/admin/pack-prices");
  await box().fill(before);
  await page.getByRole("button", { name: "حفظ الأسعار" }).click();
  await expect(box()).toHaveValue(before);
});

test("moving an ad into vehicles past its free ads is refused as a new ad would be, with the packs offered", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const tag = token(testInfo);
  await sellerPastTheLimit(page, testInfo, tag);
  const name = `شاشة ${tag}`;
  const adId = await postAd(page, name, 5, { category: "3", subcategory: "301", brand_country: "3011", third_branch: "30111" });

  await visit(page, `/account/ads?sheet=edit-ad&ad=${adId}`);
  await choose(page, testInfo, "القسم", "مركبات");
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  await choose(page, testInfo, "بلد الماركة", "ياباني");
  await choose(page, testInfo, "الفرع الثالث", "تويوتا", false);
  await page.getByRole("button", { name: "حفظ التعديلات" }).click();
  await expect(page.locator(".form-errors")).toContainText("لا يمكن نقل الإعلان إلى هذا القسم: نشرت إعلاناتك المجانية فيه (٢ كل ٣٠ يومًا)");
  await expect(page.locator("[data-past-limit]").getByRole("link", { name: "اشترِ إعلانات إضافية في مركبات" })).toHaveAttribute(
    "href",
    "/account/packs?category=1",
  );
  // Nothing changed: the ad is still in its own category.
  await visit(page, `/account/ads?sheet=edit-ad&ad=${adId}`);
  await expect(page.getByRole("combobox", { name: "القسم", exact: true })).toHaveValue("3");
});
