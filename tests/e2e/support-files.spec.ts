// Support attachments are private: the sender and admins open them from a
// link, with JavaScript off and on; another signed-in user and an anonymous
// visitor get 404, and nothing on the way may cache them.
import { expect, test, visit, type Browser, type Page, type TestInfo } from "./test";
import { expectToast, signIn } from "./fixtures";

async function signedIn(browser: Browser, testInfo: TestInfo, phone: string, password: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: "ar-EG",
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
  });
  const page = await context.newPage();
  await signIn(page, phone, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test("a support attachment opens for its sender and an admin only, never cached", async ({ page, browser, playwright }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fileName = `receipt-${tag}.txt`;
  const content = `رقم الطلب ${tag}: تم الدفع ولم يظهر الإعلان مميزاً`;

  await signIn(page, "01000000002", "customer-pass-123");
  await expect(page).toHaveURL(/\/$/);
  await visit(page, "/account/support");
  await page.getByLabel("الموضوع").fill(`مشكلة في الدفع ${tag}`);
  await page.getByLabel("الرسالة").fill("دفعت ثمن الباقة ولم يظهر الإعلان مميزاً، الإيصال مرفق.");
  await page.locator('input[type="file"][name="attachments"]').setInputFiles({ name: fileName, mimeType: "text/plain", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expectToast(page, "تم إرسال رسالتك إلى خدمة العملاء");

  // The sender finds the file under the request, and opens it.
  await visit(page, "/account/support");
  const link = page.getByRole("link", { name: new RegExp(fileName) });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/account\/support\/files\/\d+$/);
  const own = await page.request.get(href);
  expect(own.status()).toBe(200);
  expect(await own.text()).toBe(content);
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  expect(own.headers()["content-disposition"]).toContain("attachment");

  // The support inbox gets the same private link, never a public /media/ one.
  const mailbox = await page.request.get(`/dev/mailbox?to=${encodeURIComponent("support@souq.example")}`);
  const mail = await mailbox.text();
  expect(mail).toContain(href);
  expect(mail).not.toContain("/media/support/");

  const admin = await signedIn(browser, testInfo, "01000000001", "admin-pass-123");
  const byAdmin = await admin.request.get(href);
  expect(byAdmin.status()).toBe(200);
  expect(await byAdmin.text()).toBe(content);
  expect(byAdmin.headers()["cache-control"]).toBe("private, no-store");

  const other = await signedIn(browser, testInfo, "01000000003", "trader-pass-123");
  expect((await other.request.get(href)).status()).toBe(404);

  const anonymous = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const byVisitor = await anonymous.get(href, { maxRedirects: 0 });
  expect(byVisitor.status()).toBe(404);
  expect(await byVisitor.text()).not.toContain(content);

  await anonymous.dispose();
  await admin.context().close();
  await other.context().close();
});
