// Nothing lost, with JavaScript off and on: the same
// form posted twice at once (a double tap) creates one ad and one support
// request; the daily support quota answers at the form with what was typed;
// a payment for an ad deleted meanwhile is recorded and the admin sees it.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, visit, type Browser, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast, photo, postAd, signIn } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const unique = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function otherPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled: js(testInfo) });
  return context.newPage();
}

/** A new verified account, signed in on `page`. */
async function signedInUser(page: Page, testInfo: TestInfo, accountType: "customer" | "trader" = "customer") {
  const person = await createSignedInUser(page, testInfo, accountType);
  return person;
}

/** The key the server rendered into a form (the hidden submitKey field). */
async function submitKeyOf(page: Page, path: string): Promise<string> {
  await visit(page, path);
  const key = await page.locator('input[type="hidden"][name="submitKey"]').first().getAttribute("value");
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  return key!;
}

function origin(testInfo: TestInfo): string {
  return new URL(String(testInfo.project.use.baseURL)).origin;
}

test("the add-ad form posted twice at once creates one ad", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signedInUser(page, testInfo, "trader");
  const submitKey = await submitKeyOf(page, "/account/ads?sheet=add-ad");
  const name = `إعلان بنقرتين ${unique(testInfo)}`;
  const image = await photo("car.jpg", 800, 600);
  const post = () =>
    page.request.post("/account/ads?sheet=add-ad", {
      headers: { Origin: origin(testInfo) },
      multipart: {
        intent: "create",
        submitKey,
        name,
        description: "وصف تجريبي لإعلان اختبار",
        price: "5",
        note: "ملاحظة",
        negotiable: "yes",
        status: "used",
        latitude: "30.0511",
        longitude: "31.3656",
        address: "شارع عباس العقاد",
        category: "1",
        subcategory: "101",
        brand_country: "1011",
        third_branch: "10111",
        governorate: "1",
        region: "101",
        images: image,
      },
      maxRedirects: 0,
    });
  const responses = await Promise.all([post(), post()]);
  for (const response of responses) {
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/account\/ads$/);
  }
  await visit(page, "/account/ads");
  await expect(page.getByRole("link", { name: `حذف ${name}` })).toHaveCount(1);
});

test("the support form posted twice at once sends one request; past the daily quota the form says so and keeps the text", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInUser(page, testInfo);
  const subject = `طلب بنقرتين ${unique(testInfo)}`;
  const post = (submitKey: string, text = subject) =>
    page.request.post("/account/support", {
      headers: { Origin: origin(testInfo) },
      multipart: { submitKey, subject: text, message: "لا أستطيع رفع صور الإعلان من هاتفي، أرجو المساعدة." },
      maxRedirects: 0,
    });
  const submitKey = await submitKeyOf(page, "/account/support");
  const twice = await Promise.all([post(submitKey), post(submitKey)]);
  for (const response of twice) expect(response.status()).toBe(302);
  await visit(page, "/account/support");
  await expect(page.locator(".support-previous li", { hasText: subject })).toHaveCount(1);
  const mailbox = await otherPage(browser, testInfo);
  await visit(mailbox, "/dev/mailbox?to=support@souq.example");
  await expect(mailbox.locator("article.mailbox-message", { hasText: subject })).toHaveCount(1);

  // Four more make five today (each with its own form); the sixth is refused at the form.
  for (let i = 2; i <= 5; i++) expect((await post(await submitKeyOf(page, "/account/support"), `${subject} ${i}`)).status()).toBe(302);
  await visit(page, "/account/support");
  const refused = `${subject} مرة سادسة`;
  await page.getByLabel("الموضوع").fill(refused);
  await page.getByLabel("الرسالة").fill("رسالة لن تُرسل لأن الحد اليومي اكتمل.");
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("يمكنك إرسال ٥ طلبات دعم كحد أقصى في اليوم");
  await expect(page.getByLabel("الموضوع")).toHaveValue(refused);
  await expect(page.getByLabel("الرسالة")).toHaveValue("رسالة لن تُرسل لأن الحد اليومي اكتمل.");
  await visit(page, "/account/support?lng=en");
  await page.getByLabel("Subject").fill(refused);
  await page.getByLabel("Message").fill("A message that will not be sent today.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("You can send up to 5 support requests a day");
  await visit(page, "/account/support?lng=ar");
  await expect(page.locator(".support-previous li", { hasText: subject })).toHaveCount(5);
});

/** The sandbox's signing key, as the app derives it from the local SESSION_SECRET. */
function sandboxKey(): string {
  const vars = readFileSync(fileURLToPath(new URL("../../.dev.vars", import.meta.url)), "utf8");
  const secret = /^SESSION_SECRET=(.+)$/m.exec(vars)?.[1]?.trim();
  if (!secret) throw new Error("no SESSION_SECRET in .dev.vars");
  return createHmac("sha256", secret).update("souq:sandbox-payments:v1").digest("hex");
}

test("the buy form posted twice makes one order; a payment for an ad deleted meanwhile is recorded as paid and the admin sees the ad is gone", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await otherPage(browser, testInfo);
  await signIn(admin, "01000000001", "admin-pass-123");
  await expect(admin).toHaveURL(/\/$/);

  await signedInUser(page, testInfo, "trader");
  const name = `إعلان سيحذف ${unique(testInfo)}`;
  const adId = await postAd(page, name);
  await visit(admin, `/admin/moderation?ad=${adId}`);
  await admin.locator("article.queue-item", { hasText: name }).getByRole("button", { name: "موافقة" }).click();
  await expectToast(admin, "تمت الموافقة على الإعلان");

  // The owner starts paying for a bundle (the buy form posted twice at once
  // makes one order, and the form's own submit goes to the same checkout),
  // then deletes the ad before the payment arrives.
  const submitKey = await submitKeyOf(page, `/account/bundles?ad=${adId}`);
  const bundle = page.locator('input[type="radio"][name="bundleId"]').first();
  const bundleId = (await bundle.getAttribute("value"))!;
  const buy = () =>
    page.request.post(`/account/bundles?ad=${adId}`, {
      headers: { Origin: origin(testInfo) },
      form: { submitKey, bundleId, adId: String(adId), method: "card" },
      maxRedirects: 0,
    });
  const bought = await Promise.all([buy(), buy()]);
  for (const response of bought) expect(response.status()).toBe(302);
  const checkout = bought[0].headers().location;
  expect(checkout).toMatch(/\/payments\/sandbox\/\d+$/);
  expect(bought[1].headers().location).toBe(checkout);
  await bundle.check();
  await page.getByRole("radio", { name: "بطاقة بنكية" }).check();
  await page.getByRole("button", { name: "متابعة إلى الدفع" }).click();
  await expect(page).toHaveURL(new RegExp(`${checkout}$`));
  const orderId = Number(/\/payments\/sandbox\/(\d+)$/.exec(page.url())![1]);
  await visit(page, "/account/bundles");
  await expect(page.locator("table.orders-table tbody tr", { hasText: name })).toHaveCount(1);
  await visit(page, `/account/ads?sheet=delete-ad&ad=${adId}`);
  await page.getByRole("button", { name: "نعم، احذفه" }).click();
  await expectToast(page, "تم حذف الاعلان بنجاح");

  // The provider's callback for it: verified and stored, not 404.
  await visit(admin, "/admin/orders?status=pending");
  const pendingRow = admin.locator(`tr[data-order-id="${orderId}"]`);
  await expect(pendingRow).toContainText("الإعلان محذوف");
  const amountText = (await pendingRow.locator("td").nth(4).textContent()) ?? "";
  const pounds = Number(amountText.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))).replace(/[^0-9.]/g, ""));
  expect(pounds).toBeGreaterThan(0);
  const body = JSON.stringify({
    order_id: orderId,
    transaction_id: `late-${unique(testInfo)}`,
    amount_cents: Math.round(pounds * 100),
    currency: "EGP",
    success: true,
    pending: false,
    message: null,
    created_at: new Date().toISOString(),
  });
  const callback = await request.post("/payments/callback/sandbox", {
    data: body,
    headers: { "Content-Type": "application/json", "X-Sandbox-Signature": createHmac("sha512", sandboxKey()).update(body).digest("hex") },
  });
  expect(callback.status()).toBe(200);
  expect(await callback.json()).toEqual({ ok: true, outcome: "paid" });

  await visit(admin, "/admin/orders?status=paid");
  const row = admin.locator(`tr[data-order-id="${orderId}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText("الإعلان محذوف");
  await expect(row).toContainText("مدفوع");
  await visit(admin, "/admin/orders?status=paid&lng=en");
  await expect(admin.locator(`tr[data-order-id="${orderId}"]`)).toContainText("(ad deleted)");
});
