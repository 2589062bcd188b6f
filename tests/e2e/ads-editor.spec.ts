// Adding, editing, deleting, expiring and renewing ads with photos, as a
// trader and a moderator do it, with JavaScript off and on (two projects).
// Each test uses its own new trader, so its "my ads" list is its own.
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { adminPage, approve, createSignedInUser, createVerifiedUser, expectToast, otherPage, photo, postAd, signIn, type Person } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const token = (testInfo: TestInfo) => `zq${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function trader(page: Page, request: Parameters<typeof createVerifiedUser>[1], testInfo: TestInfo): Promise<Person> {
  return createSignedInUser(page, testInfo, "trader");
}

/** The admin ends an approved ad's public life now, from its owner's page in the admin area. */
async function endAdNow(admin: Page, owner: Person, adName: string) {
  await visit(admin, `/admin/users?q=${owner.phone}`);
  await admin.getByRole("link", { name: `عرض ${owner.firstName} ${owner.lastName}` }).click();
  const past = new Date(Date.now() - 60 * 60 * 1000).toISOString().slice(0, 16);
  await admin.getByLabel(`موعد انتهاء ${adName} (UTC)`).fill(past);
  await admin.getByRole("button", { name: "حدد موعد الانتهاء" }).click();
  await expectToast(admin, "تم تغيير موعد انتهاء الإعلان");
}

/** Chooses a select's option; without JavaScript, "update" brings the next level. */
async function choose(page: Page, testInfo: TestInfo, label: string, option: string, update = true) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  if (update && !js(testInfo)) await page.getByRole("button", { name: "تحديث الاختيارات" }).click();
}

/**
 * Opened from the page with JavaScript, the sheet becomes a dialog once its code has loaded: type
 * only then. (Opened by its address, it stays the page's own panel: nothing to wait for.)
 */
async function sheetReady(page: Page, testInfo: TestInfo) {
  if (js(testInfo)) await expect(page.getByRole("dialog")).toBeVisible();
}

async function fillNewAd(page: Page, testInfo: TestInfo, name: string) {
  await choose(page, testInfo, "القسم", "مركبات");
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  await choose(page, testInfo, "بلد الماركة", "ياباني");
  await choose(page, testInfo, "الفرع الثالث", "تويوتا", false);
  await choose(page, testInfo, "المحافظة (اختياري)", "القاهرة");
  await choose(page, testInfo, "المنطقة (اختياري)", "مدينة نصر");
  // The location comes from the chosen region, with or without JavaScript.
  await expect(page.getByLabel("خط العرض")).not.toHaveValue("");
  await expect(page.getByLabel("خط الطول")).not.toHaveValue("");
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await page.getByLabel("الوصف", { exact: true }).fill("سيارة بحالة ممتازة، صيانة توكيل");
  await page.getByLabel("السعر (ج.م)").fill("3");
  await page.getByLabel("ملاحظة", { exact: true }).fill("المعاينة في مدينة نصر");
  await page.getByLabel("العنوان", { exact: true }).fill("شارع عباس العقاد");
}

test("a trader adds an ad with two photos; the moderator approves it; visitors find it; the owner edits it", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await trader(page, request, testInfo);
  const name = `تويوتا كورولا ${token(testInfo)}`;
  await visit(page, "/account/ads");
  await page.getByRole("link", { name: "أضف إعلاناً" }).click();
  await expect(page).toHaveURL(/sheet=add-ad/);
  await expect(page.getByRole("heading", { name: "إضافة إعلان" })).toBeVisible();
  await sheetReady(page, testInfo);
  // New-ad defaults: negotiable yes, status new.
  await expect(page.getByRole("radio", { name: "نعم" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "جديد" })).toBeChecked();
  await fillNewAd(page, testInfo, name);
  await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("front.jpg", 2400, 1800), await photo("back.jpg", 1000, 750, 60)]);
  if (js(testInfo)) await expect(page.getByRole("list", { name: "الصور المختارة" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expectToast(page, "الاعلان تم انشاء بنجاح");
  await expect(page).toHaveURL(/\/account\/ads$/);
  const card = page.locator("article.ad-card", { hasText: name });
  await expect(card.getByText("تحت المراجعه")).toBeVisible();
  await expect(card).toHaveClass(/is-pending/);
  // The card shows the small variant, made on the server from the photo, with JavaScript or without.
  const cardImage = await card.locator("img").first().getAttribute("src");
  expect(cardImage).toMatch(/^\/media\/ads\/[0-9a-f-]+-small\.webp$/);
  const adId = Number(/ad=(\d+)/.exec((await card.getByRole("link", { name: `حذف ${name}` }).getAttribute("href")) ?? "")?.[1]);

  // Not public while under review.
  const visitor = await otherPage(browser, testInfo);
  expect((await visit(visitor, `/categories/product/${adId}`))?.status()).toBe(404);

  // The moderator approves it from the queue.
  const admin = await adminPage(browser, testInfo);
  await visit(admin, `/admin/moderation?ad=${adId}`);
  const item = admin.locator("article.queue-item", { hasText: name });
  await item.getByRole("button", { name: "موافقة" }).click();
  await expectToast(admin, "تمت الموافقة على الإعلان");

  // A visitor finds it in its category and by searching.
  await visit(visitor, "/categories/vehicles?sort=lowPrice");
  await expect(visitor.getByRole("link", { name })).toBeVisible();
  await visit(visitor, `/categories/search?q=${encodeURIComponent(name.split(" ").pop()!)}`);
  await visitor.getByRole("link", { name }).click();
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.locator(".gallery img, .carousel img, img[src*='/media/ads/']").first()).toBeVisible();

  // The owner edits it: back to review, one photo removed, one added.
  await visit(page, "/account/ads");
  await expect(page.locator("article.ad-card", { hasText: name }).getByText("المتوافق عليه")).toBeVisible();
  await page.getByRole("link", { name: `تعديل ${name}` }).click();
  await expect(page.getByRole("heading", { name: "تعديل الإعلان" })).toBeVisible();
  await sheetReady(page, testInfo);
  await expect(page.getByRole("checkbox", { name: "احذف هذه الصورة" })).toHaveCount(2);
  const edited = `${name} معدلة`;
  await page.getByLabel("الاسم", { exact: true }).fill(edited);
  await page.getByRole("checkbox", { name: "احذف هذه الصورة" }).first().check();
  await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("side.jpg", 900, 600, 20)]);
  if (js(testInfo)) await expect(page.getByRole("list", { name: "الصور المختارة" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "حفظ التعديلات" }).click();
  await expectToast(page, "تم تعديل الاعلان بنجاح");
  await expect(page.locator("article.ad-card", { hasText: edited }).getByText("تحت المراجعه")).toBeVisible();
  expect((await visit(visitor, `/categories/product/${adId}`))?.status()).toBe(404);
  await page.getByRole("link", { name: `تعديل ${edited}` }).click();
  await expect(page.getByRole("checkbox", { name: "احذف هذه الصورة" })).toHaveCount(2);
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(edited);
  await visitor.context().close();
  await admin.context().close();
});

test("deleting an ad asks for confirmation first", async ({ page, request }, testInfo) => {
  await trader(page, request, testInfo);
  const keep = `إعلان باق ${token(testInfo)}`;
  const remove = `إعلان للحذف ${token(testInfo)}`;
  await postAd(page, keep);
  await postAd(page, remove);
  await page.getByRole("link", { name: `حذف ${remove}` }).click();
  await expect(page.getByRole("heading", { name: "حذف الإعلان؟" })).toBeVisible();
  await expect(page.getByText(`سيُحذف «${remove}» وصوره نهائياً.`)).toBeVisible();
  // Cancel keeps it.
  await page.getByRole("link", { name: "إلغاء" }).click();
  await expect(page.getByRole("heading", { name: "حذف الإعلان؟" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `حذف ${remove}` })).toBeVisible();
  await page.getByRole("link", { name: `حذف ${remove}` }).click();
  await page.getByRole("button", { name: "نعم، احذفه" }).click();
  await expectToast(page, "تم حذف الاعلان بنجاح");
  await expect(page.getByRole("link", { name: `حذف ${remove}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `حذف ${keep}` })).toBeVisible();
});

test("a 6 MB photo and a text file named .jpg are refused, and nothing typed is lost", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await trader(page, request, testInfo);
  const name = `إعلان بصور خاطئة ${token(testInfo)}`;
  await visit(page, "/account/ads?sheet=add-ad");
  await fillNewAd(page, testInfo, name);
  const big = { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]) };
  const text = { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("these are my notes, not a photo\n".repeat(40)) };
  if (js(testInfo)) {
    // Checked in the browser as soon as they are chosen.
    await page.getByLabel("الصور", { exact: true }).setInputFiles([big, text]);
    await expect(page.getByText("big.jpg: حجم الملف يجب أن يكون أقل من 5MB")).toBeVisible();
    await expect(page.getByText("notes.jpg: اختر صور JPEG أو PNG أو WebP فقط")).toBeVisible();
    await expect(page.getByRole("list", { name: "الصور المختارة" })).toHaveCount(0);
  } else {
    await page.getByLabel("الصور", { exact: true }).setInputFiles([big]);
    await page.getByRole("button", { name: "نشر الإعلان" }).click();
    await expect(page.getByText("حجم الملف يجب أن يكون أقل من 5MB")).toBeVisible();
    await expect(page.locator(".form-errors").getByText("فشل انشاء الاعلان")).toBeVisible();
    await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
    // The server checks the bytes, not the name.
    await page.getByLabel("الصور", { exact: true }).setInputFiles([text]);
    await page.getByRole("button", { name: "نشر الإعلان" }).click();
    await expect(page.getByText("notes.jpg: اختر صور JPEG أو PNG أو WebP فقط")).toBeVisible();
    await expect(page.getByText("لا تُحفظ الصور بعد الخطأ: اخترها مرة أخرى.", { exact: false })).toBeVisible();
  }
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("الوصف", { exact: true })).toHaveValue("سيارة بحالة ممتازة، صيانة توكيل");
  await expect(page.getByLabel("السعر (ج.م)")).toHaveValue("3");
  await expect(page.getByRole("combobox", { name: "الفرع الثالث", exact: true })).toHaveValue("10111");
  await visit(page, "/account/ads");
  await expect(page.getByText("لا توجد إعلانات", { exact: true })).toBeVisible();
});

test("an expired ad leaves the public pages after the scheduled run; its owner renews it and marks it sold", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const owner = await trader(page, request, testInfo);
  const name = `إعلان ينتهي ${token(testInfo)}`;
  const adId = await postAd(page, name);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  const visitor = await otherPage(browser, testInfo);
  expect((await visit(visitor, `/categories/product/${adId}`))?.status()).toBe(200);

  // Its lifetime ends; the scheduled jobs run (the admin's "run now" calls the same function as the cron).
  await endAdNow(admin, owner, name);
  const run = await admin.request.post("/admin?index", { form: { intent: "run-jobs" }, maxRedirects: 0 });
  expect(run.status()).toBe(302);
  // Gone from the listings; its address says it ended (410) rather than "not found".
  expect((await visit(visitor, `/categories/product/${adId}`))?.status()).toBe(410);
  await expect(visitor.getByText("انتهت مدة عرضه على سوق.")).toBeVisible();
  await visit(visitor, `/categories/search?q=${encodeURIComponent(name.split(" ").pop()!)}`);
  await expect(visitor.getByRole("link", { name })).toHaveCount(0);

  await visit(page, "/account/ads");
  const card = page.locator("article.ad-card", { hasText: name });
  await expect(card.getByText("المنتهى")).toBeVisible();
  await card.getByRole("button", { name: `تجديد ${name}` }).click();
  await expectToast(page, "تم تجديد الإعلان");
  await expect(page.locator("article.ad-card", { hasText: name }).getByText("المتوافق عليه")).toBeVisible();
  expect((await visit(visitor, `/categories/product/${adId}`))?.status()).toBe(200);

  await page
    .locator("article.ad-card", { hasText: name })
    .getByRole("button", { name: `تحديد ${name} كمُباع` })
    .click();
  await expectToast(page, "تم تحديد الإعلان كمُباع");
  await expect(page.locator("article.ad-card", { hasText: name }).getByText("تم البيع")).toBeVisible();
  expect((await visit(visitor, `/categories/product/${adId}`))?.status()).toBe(410);
  await expect(visitor.getByText("تم بيعه.")).toBeVisible();
  await visitor.context().close();
  await admin.context().close();
});

test('an approved ad in my ads offers "make it special": the bundles tab with that ad chosen', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(60_000);
  await trader(page, request, testInfo);
  const name = `إعلان للتمييز ${token(testInfo)}`;
  const adId = await postAd(page, name);
  // Under review: nothing to make special yet.
  await expect(page.getByRole("link", { name: `اجعل «${name}» مميزًا` })).toHaveCount(0);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  await admin.context().close();
  await visit(page, "/account/ads");
  await page.getByRole("link", { name: `اجعل «${name}» مميزًا` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/bundles\\?ad=${adId}`));
  await expect(page.getByLabel("الإعلان")).toHaveValue(String(adId));
});

test("only a verified account can post: others are sent to the verify tab", async ({ page }, testInfo) => {
  const { newPerson, signUp } = await import("./fixtures");
  const person = newPerson(testInfo, "trader");
  await signUp(page, person);
  await signIn(page, person.phone, person.password);
  await expect(page).not.toHaveURL(/\/auth\/signin/);
  await visit(page, "/account/ads?sheet=add-ad");
  await expect(page).toHaveURL(/\/account\/verify$/);
  await expectToast(page, "فعّل حسابك قبل نشر إعلان");
});

test("another user's edit, delete, renew and sold requests are refused and change nothing", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  await trader(page, request, testInfo);
  const name = `إعلان محمي ${token(testInfo)}`;
  const adId = await postAd(page, name);

  const intruderPage = await otherPage(browser, testInfo);
  await createSignedInUser(intruderPage, testInfo, "customer");
  expect((await visit(intruderPage, `/account/ads?sheet=edit-ad&ad=${adId}`))?.status()).toBe(404);
  expect((await visit(intruderPage, `/account/ads?sheet=delete-ad&ad=${adId}`))?.status()).toBe(404);
  const post = (form: Record<string, string>, url = "/account/ads") => intruderPage.request.post(url, { multipart: form, maxRedirects: 0 });
  const edit = await post(
    {
      intent: "update",
      adId: String(adId),
      name: "stolen",
      description: "x",
      price: "1",
      note: "x",
      negotiable: "no",
      status: "used",
      latitude: "30",
      longitude: "31",
      address: "x",
      category: "1",
      subcategory: "101",
      brand_country: "1011",
      third_branch: "10111",
      governorate: "1",
      region: "101",
    },
    `/account/ads?sheet=edit-ad&ad=${adId}`,
  );
  expect([403, 404]).toContain(edit.status());
  for (const intent of ["delete", "renew", "sold"]) {
    expect([403, 404]).toContain((await post({ intent, adId: String(adId) })).status());
  }
  await visit(page, "/account/ads");
  await expect(page.locator("article.ad-card", { hasText: name }).getByText("تحت المراجعه")).toBeVisible();
  await page.getByRole("link", { name: `تعديل ${name}` }).click();
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
  await intruderPage.context().close();
});

test("with JavaScript the sheet asks before closing a changed form, and submit waits for a valid form", async ({ page, request }, testInfo) => {
  test.skip(!js(testInfo), "the confirmation and live validation need JavaScript");
  await trader(page, request, testInfo);
  await visit(page, "/account/ads");
  await page.getByRole("link", { name: "أضف إعلاناً" }).click();
  await sheetReady(page, testInfo);
  const submit = page.getByRole("button", { name: "نشر الإعلان" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("الاسم", { exact: true }).fill("مسودة لم تحفظ");
  await page.keyboard.press("Escape");
  const confirm = page.getByRole("alertdialog", { name: "هل تريد الإغلاق؟" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "إلغاء" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue("مسودة لم تحفظ");
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog").getByRole("button", { name: "متابعة" }).click();
  await expect(page).toHaveURL(/\/account\/ads$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Opened again, the form starts afresh.
  await page.getByRole("link", { name: "أضف إعلاناً" }).click();
  await sheetReady(page, testInfo);
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue("");
  await fillNewAd(page, testInfo, `إعلان صالح ${token(testInfo)}`);
  await expect(submit).toBeEnabled();
  await page.getByLabel("السعر (ج.م)").fill("");
  await page.getByLabel("السعر (ج.م)").blur();
  await expect(submit).toBeDisabled();
  await expect(page.getByText("هذا الحقل مطلوب")).toBeVisible();
});
