import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, visit, type APIRequestContext, type Page, type TestInfo } from "./test";
import { expectToast, signIn, signOut } from "./fixtures";

// Bundles that make an ad special, paid through the sandbox provider, with
// JavaScript off and on. The seeded trader (01000000003) owns approved ads;
// each project works on its own ad so the two can run side by side.

const TRADER = { phone: "01000000003", password: "trader-pass-123" };
const ADMIN = { phone: "01000000001", password: "admin-pass-123" };
const BUNDLE = { name: "باقة ٣ أيام", days: 3, priceCents: 2500 };

/** The sandbox's signing key, as the app derives it from the local SESSION_SECRET. */
function sandboxKey(): string {
  const vars = readFileSync(fileURLToPath(new URL("../../.dev.vars", import.meta.url)), "utf8");
  const secret = /^SESSION_SECRET=(.+)$/m.exec(vars)?.[1]?.trim();
  if (!secret) throw new Error("no SESSION_SECRET in .dev.vars");
  return createHmac("sha256", secret).update("souq:sandbox-payments:v1").digest("hex");
}

function signed(payload: Record<string, unknown>, key = sandboxKey()) {
  const body = JSON.stringify(payload);
  return { body, signature: createHmac("sha512", key).update(body).digest("hex") };
}

/** A callback as a payment provider's server sends it: no cookies, no Origin. */
async function postCallback(request: APIRequestContext, body: string, signature: string) {
  const response = await request.post("/payments/callback/sandbox", {
    data: body,
    headers: { "Content-Type": "application/json", "X-Sandbox-Signature": signature },
  });
  return { status: response.status(), body: (await response.json()) as { ok: boolean; outcome: string } };
}

async function signInAs(page: Page, who: { phone: string; password: string }) {
  await signIn(page, who.phone, who.password);
  await expect(page).toHaveURL(/\/$/);
}

/** This project's ad: one of the trader's approved ads, fixed per project. */
async function projectAd(page: Page, testInfo: TestInfo): Promise<{ id: number; name: string }> {
  await visit(page, "/account/bundles");
  const options = await page
    .locator('select[name="adId"] option')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ id: Number((node as HTMLOptionElement).value), text: node.textContent ?? "" })).filter((option) => option.id > 0),
    );
  options.sort((a, b) => a.id - b.id);
  const option = options[testInfo.project.name === "js" ? 1 : 0];
  expect(option).toBeTruthy();
  return { id: option.id, name: option.text.split(" — ")[0].trim() };
}

async function adOption(page: Page, id: number): Promise<string> {
  await visit(page, "/account/bundles");
  return (await page.locator(`select[name="adId"] option[value="${id}"]`).textContent()) ?? "";
}

/** Chooses the bundle, the ad and the method and goes to the checkout. */
async function startCheckout(page: Page, adId: number, method: "بطاقة بنكية" | "محفظة الهاتف" = "بطاقة بنكية"): Promise<number> {
  await visit(page, `/account/bundles?ad=${adId}`);
  await page.getByRole("radio", { name: new RegExp(BUNDLE.name) }).check();
  await expect(page.getByLabel("الإعلان")).toHaveValue(String(adId));
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "متابعة إلى الدفع" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "صفحة الدفع التجريبية" })).toBeVisible();
  return Number(/\/payments\/sandbox\/(\d+)$/.exec(page.url())![1]);
}

function arabicDate(daysFromNow: number): string {
  return new Intl.DateTimeFormat("ar-EG", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Cairo" }).format(
    new Date(Date.now() + daysFromNow * 24 * 3600 * 1000),
  );
}

async function expectSpecialCard(page: Page, path: string, adId: number, special: boolean) {
  await visit(page, path);
  const card = page.locator(`article[aria-labelledby="ad-${adId}-name"]`).first();
  await expect(card).toBeVisible();
  await expect(card.locator(".badge-featured")).toHaveCount(special ? 1 : 0);
  if (special) await expect(card.locator(".badge-featured")).toHaveText("مميز");
}

/** Ends the ad's special period as the admin does: an end date in the past, then the scheduled jobs. */
async function endSpecialPeriod(page: Page, adId: number) {
  await signOut(page);
  await signInAs(page, ADMIN);
  await visit(page, "/admin/featured");
  const row = page.locator(`tr[data-ad-id="${adId}"]`);
  await expect(row).toBeVisible();
  const past = new Date(Date.now() - 60 * 60 * 1000).toISOString().slice(0, 16);
  await row.locator('input[name="until"]').fill(past);
  await row.getByRole("button", { name: "حدد النهاية" }).click();
  await expectToast(page, "تم تغيير نهاية فترة التمييز");
  await visit(page, "/admin");
  await page.getByRole("button", { name: "شغّل المهام المجدولة الآن" }).click();
  await expectToast(page, /تمت المهام المجدولة/);
  await visit(page, "/admin/featured");
  await expect(page.locator(`tr[data-ad-id="${adId}"]`)).toHaveCount(0);
  await signOut(page);
}

test("a trader buys a bundle with the sandbox: the ad is special on the home page and its category until the period ends", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, TRADER);
  const ad = await projectAd(page, testInfo);

  // The bundles tab: bundles with days and price, the ad, card or wallet.
  await visit(page, "/account/bundles");
  await expect(page.getByRole("heading", { level: 2, name: "اجعل إعلانك مميزًا" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /باقة ٣ أيام\s*٣ أيام\s*٢٥ ج\.م/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: "محفظة الهاتف" })).toBeVisible();

  // Forged and wrong-amount callbacks for the pending order change nothing.
  const first = await startCheckout(page, ad.id);
  const forged = signed(
    {
      order_id: first,
      transaction_id: randomUUID(),
      amount_cents: BUNDLE.priceCents,
      currency: "EGP",
      success: true,
      pending: false,
      message: null,
      created_at: new Date().toISOString(),
    },
    "not-the-key",
  );
  expect(await postCallback(request, forged.body, forged.signature)).toEqual({ status: 401, body: { ok: false, outcome: "bad-signature" } });
  const cheap = signed({
    order_id: first,
    transaction_id: randomUUID(),
    amount_cents: 100,
    currency: "EGP",
    success: true,
    pending: false,
    message: null,
    created_at: new Date().toISOString(),
  });
  expect(await postCallback(request, cheap.body, cheap.signature)).toEqual({ status: 400, body: { ok: false, outcome: "amount-mismatch" } });
  await visit(page, `/payments/return/${first}`);
  await expect(page.locator(".payment-state")).toHaveAttribute("data-status", "pending");
  await expect(page.getByText("في انتظار تأكيد مزوّد الدفع")).toBeVisible();

  // The payer pays on the sandbox's checkout: the signed callback makes the ad special.
  await visit(page, `/payments/sandbox/${first}`);
  await page.getByRole("button", { name: "ادفع بنجاح" }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/return/${first}$`));
  await expect(page.getByText(`تم استلام الدفع. إعلانك مميز حتى ${arabicDate(BUNDLE.days)}.`)).toBeVisible();
  // The checkout cannot be used twice.
  await visit(page, `/payments/sandbox/${first}`);
  await expect(page).toHaveURL(new RegExp(`/payments/return/${first}$`));

  // The order shows as paid; the ad is special until now plus the bundle's days.
  await visit(page, "/account/bundles");
  const row = page.locator(`tr[data-order-id="${first}"]`);
  await expect(row.getByText("مدفوع")).toBeVisible();
  expect(await adOption(page, ad.id)).toContain(`مميز حتى ${arabicDate(BUNDLE.days)}`);

  // Special on the home page and first in its category.
  await expectSpecialCard(page, "/", ad.id, true);
  const categoryLink = page.locator(`section.preview-row:has(#ad-${ad.id}-name) .row-head a`);
  const categoryPath = (await categoryLink.getAttribute("href"))!;
  expect(categoryPath).toMatch(/^\/categories\/[a-z0-9-]+$/);
  await expectSpecialCard(page, categoryPath, ad.id, true);

  // A replayed callback is acknowledged but not applied again.
  const replay = signed({
    order_id: first,
    transaction_id: randomUUID(),
    amount_cents: BUNDLE.priceCents,
    currency: "EGP",
    success: true,
    pending: false,
    message: null,
    created_at: new Date().toISOString(),
  });
  const second = await startCheckout(page, ad.id, "محفظة الهاتف");
  const secondCallback = signed({
    order_id: second,
    transaction_id: randomUUID(),
    amount_cents: BUNDLE.priceCents,
    currency: "EGP",
    success: true,
    pending: false,
    message: null,
    created_at: new Date().toISOString(),
  });
  expect(await postCallback(request, secondCallback.body, secondCallback.signature)).toEqual({ status: 200, body: { ok: true, outcome: "paid" } });
  expect(await postCallback(request, secondCallback.body, secondCallback.signature)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
  // (and a new transaction for an order already paid is not applied either)
  expect((await postCallback(request, replay.body, replay.signature)).body.outcome).toBe("duplicate");
  // Two bundles of 3 days: 6 days, not 9.
  expect(await adOption(page, ad.id)).toContain(`مميز حتى ${arabicDate(2 * BUNDLE.days)}`);
  await visit(page, `/payments/return/${second}`);
  await expect(page.locator(".payment-state")).toHaveAttribute("data-status", "paid");

  // The period ends after the scheduled run.
  await endSpecialPeriod(page, ad.id);
  await expectSpecialCard(page, `/categories/search?q=${encodeURIComponent(ad.name)}`, ad.id, false);
  await signInAs(page, TRADER);
  expect(await adOption(page, ad.id)).not.toContain("مميز حتى");
});

test("a failed payment leaves the ad unchanged and shows the order as failed", async ({ page }, testInfo) => {
  await signInAs(page, TRADER);
  const ad = await projectAd(page, testInfo);
  const before = await adOption(page, ad.id);
  const orderId = await startCheckout(page, ad.id);
  await page.getByRole("button", { name: "أفشل الدفع" }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/return/${orderId}$`));
  await expect(page.getByText("لم تتم عملية الدفع. إعلانك لم يتغير.")).toBeVisible();
  await visit(page, "/account/bundles");
  await expect(page.locator(`tr[data-order-id="${orderId}"]`).getByText("فشل")).toBeVisible();
  expect(await adOption(page, ad.id)).toBe(before);
  // "Try again" brings the same ad back, chosen.
  await visit(page, `/payments/return/${orderId}`);
  await page.getByRole("link", { name: "حاول مرة أخرى" }).click();
  await expect(page.getByLabel("الإعلان")).toHaveValue(String(ad.id));
});

test("the bundles form is checked on the server: no bundle, another user's ad", async ({ page }) => {
  await signInAs(page, TRADER);
  await visit(page, "/account/bundles");
  // Without a bundle chosen (the browser's own check is bypassed as a script-free client would).
  await page.locator("#buy-bundle").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "متابعة إلى الدفع" }).click();
  await expect(page.getByText("اختر باقة")).toBeVisible();
  // An ad that is not the trader's: refused, nothing ordered.
  const answer = await page.request.post("/account/bundles", {
    form: { bundleId: "1", adId: "1", method: "card" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(400);
});

test("the payment pages belong to the payer", async ({ page, request }) => {
  expect((await request.get("/payments/return/1", { maxRedirects: 0 })).status()).toBe(302);
  await signInAs(page, ADMIN);
  // The admin has no orders: someone else's order is not found.
  expect((await visit(page, "/payments/return/1"))?.status()).toBe(404);
  expect((await visit(page, "/payments/sandbox/1"))?.status()).toBe(404);
  expect((await request.get("/payments/callback/sandbox")).status()).toBe(405);
});
