// Reports and the moderation queue, with JavaScript off and on: a visitor's
// report reaches the queue; the admin rejects or removes with a reason that
// the owner sees; everyone who is not an admin gets 404.
import { expect, test, visit, type Browser, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast, postAd, signIn } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

async function otherPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled: js(testInfo) });
  return context.newPage();
}

async function signedIn(browser: Browser, testInfo: TestInfo, phone: string, password: string): Promise<Page> {
  const page = await otherPage(browser, testInfo);
  await signIn(page, phone, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** From the ad page, the "report this ad" link to its form. */
async function openReport(page: Page) {
  await page.getByRole("link", { name: "الإبلاغ عن هذا الإعلان" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "الإبلاغ عن هذا الإعلان" })).toBeVisible();
}

/** A fresh trader (signed in on `owner`) with a fresh ad, approved by the admin. */
async function approvedAd(owner: Page, admin: Page, testInfo: TestInfo): Promise<{ id: number; name: string }> {
  await createSignedInUser(owner, testInfo, "trader");
  const name = `إعلان للإشراف ${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const id = await postAd(owner, name);
  // Under review it waits in the queue.
  await visit(admin, `/admin/moderation?ad=${id}`);
  const item = admin.locator("article.queue-item", { hasText: name });
  await expect(item.getByText("تحت المراجعه")).toBeVisible();
  await item.getByRole("button", { name: "موافقة" }).click();
  await expectToast(admin, "تمت الموافقة على الإعلان");
  return { id, name };
}

test("a visitor's report reaches the queue; the admin rejects the ad with a reason the owner sees", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, testInfo, "01000000001", "admin-pass-123");
  const ad = await approvedAd(page, admin, testInfo);

  const visitor = await otherPage(browser, testInfo);
  await visit(visitor, `/categories/product/${ad.id}`);
  await openReport(visitor);
  await visitor.getByLabel("السبب", { exact: true }).selectOption({ label: "احتيال أو نصب" });
  await visitor.getByLabel("التفاصيل (اختياري)").fill("يطلب تحويل مقدم قبل المعاينة");
  await visitor.getByRole("button", { name: "إرسال البلاغ" }).click();
  await expectToast(visitor, "شكراً لك: سيراجع المشرفون هذا الإعلان");
  // One open report per person (or connection) per ad.
  await openReport(visitor);
  await visitor.getByLabel("السبب", { exact: true }).selectOption({ label: "إعلان مكرر" });
  await visitor.getByRole("button", { name: "إرسال البلاغ" }).click();
  await expectToast(visitor, "لقد أبلغت عن هذا الإعلان من قبل");

  await visit(admin, `/admin/moderation?ad=${ad.id}`);
  const item = admin.locator("article.queue-item", { hasText: ad.name });
  await expect(item.getByText("بلاغات مفتوحة (1)")).toBeVisible();
  await expect(item.getByText("احتيال أو نصب")).toBeVisible();
  await expect(item.getByText("يطلب تحويل مقدم قبل المعاينة")).toBeVisible();
  // A reason is required to reject.
  if (!js(testInfo)) {
    // The browser's own check stops an empty reason; the server refuses one that is too short.
    const short = await admin.request.post("/admin/moderation", { form: { intent: "reject", adId: String(ad.id), reason: "x" } });
    expect(short.status()).toBe(400);
  }
  await item.getByLabel("سبب الرفض (يراه صاحب الإعلان)").fill("صور مضللة لا تخص السيارة");
  await item.getByRole("button", { name: "رفض" }).click();
  await expectToast(admin, "تم رفض الإعلان");
  await expect(admin.locator("article.queue-item", { hasText: ad.name })).toHaveCount(0);
  const row = admin.locator(".decisions-table tr", { hasText: ad.name }).first();
  await expect(row).toContainText("رفض");
  await expect(row).toContainText("صور مضللة لا تخص السيارة");

  expect((await visit(visitor, `/categories/product/${ad.id}`))?.status()).toBe(404);
  await visit(page, "/account/ads");
  const card = page.locator("article.ad-card", { hasText: ad.name });
  await expect(card.getByText("مرفوض")).toBeVisible();
  await expect(card.getByText("سبب الرفض: صور مضللة لا تخص السيارة")).toBeVisible();
  await visitor.context().close();
  await admin.context().close();
});

test("the admin removes a reported ad from the site; the owner sees it removed and cannot edit it", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, testInfo, "01000000001", "admin-pass-123");
  const ad = await approvedAd(page, admin, testInfo);
  const reporter = await signedIn(browser, testInfo, "01000000002", "customer-pass-123");
  await visit(reporter, `/categories/product/${ad.id}`);
  await openReport(reporter);
  await reporter.getByLabel("السبب", { exact: true }).selectOption({ label: "محتوى مسيء أو ممنوع" });
  await reporter.getByRole("button", { name: "إرسال البلاغ" }).click();
  await expectToast(reporter, "شكراً لك: سيراجع المشرفون هذا الإعلان");

  await visit(admin, `/admin/moderation?ad=${ad.id}`);
  const item = admin.locator("article.queue-item", { hasText: ad.name });
  await item.getByLabel("سبب الحذف (اختياري)").fill("بضاعة ممنوعة");
  await item.getByRole("button", { name: "حذف من الموقع" }).click();
  await expectToast(admin, "تم حذف الإعلان من الموقع");
  // The address says what became of the ad (410 Gone), without its name or price.
  expect((await visit(reporter, `/categories/product/${ad.id}`))?.status()).toBe(410);
  await expect(reporter.getByRole("heading", { name: "انتهى هذا الإعلان" })).toBeVisible();
  await expect(reporter.getByText("تمت إزالته.")).toBeVisible();
  await expect(reporter.getByText(ad.name)).toHaveCount(0);

  await visit(page, "/account/ads");
  const card = page.locator("article.ad-card", { hasText: ad.name });
  await expect(card.getByText("محذوف")).toBeVisible();
  await expect(card.getByRole("link", { name: `تعديل ${ad.name}` })).toHaveCount(0);
  expect(
    (await page.request.post(`/account/ads?sheet=edit-ad&ad=${ad.id}`, { multipart: { intent: "renew", adId: String(ad.id) }, maxRedirects: 0 })).status(),
  ).toBe(302);
  await reporter.context().close();
  await admin.context().close();
});

test("everyone who is not an admin gets 404 on the admin area and its moderation actions", async ({ page, browser }, testInfo) => {
  for (const path of ["/admin", "/admin/moderation"]) {
    expect((await visit(page, path))?.status()).toBe(404);
  }
  expect((await page.request.post("/admin/moderation", { form: { intent: "approve", adId: "1" }, maxRedirects: 0 })).status()).toBe(404);
  const customer = await signedIn(browser, testInfo, "01000000002", "customer-pass-123");
  for (const path of ["/admin", "/admin/moderation"]) {
    expect((await visit(customer, path))?.status()).toBe(404);
  }
  for (const intent of ["approve", "reject", "remove", "dismiss"]) {
    const response = await customer.request.post("/admin/moderation", { form: { intent, adId: "1", reason: "no reason at all" }, maxRedirects: 0 });
    expect(response.status()).toBe(404);
  }
  await customer.context().close();
});
