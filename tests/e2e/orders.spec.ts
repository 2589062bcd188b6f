import { expect, test, visit, type Page } from "./test";
import { adminPage, approve, createSignedInUser, otherPage, postAd } from "./fixtures";

// The seller's view of money, in Arabic, with JavaScript
// off and on: a seller who bought a bundle and bumps in the sandbox sees each
// order in "My orders" with its state, opens its receipt (which prints without
// the site around it), and another account gets 404 for it; the admin filters
// the orders by kind and sees this month's paid totals per kind, as a chart
// and a table of the same numbers. Each project makes its own seller and ad.

/** Chooses on a buy page, lands on the sandbox checkout, checks what it says is bought, and ends the payment. */
async function payInSandbox(page: Page, kind: string, item: RegExp, outcome: "ادفع بنجاح" | "أفشل الدفع"): Promise<number> {
  await expect(page).toHaveURL(/\/payments\/sandbox\/\d+$/);
  const orderId = Number(/\/payments\/sandbox\/(\d+)$/.exec(page.url())![1]);
  const summary = page.locator(".payment-summary");
  await expect(summary.locator("dt", { hasText: kind })).toHaveCount(1);
  await expect(summary.locator("dt", { hasText: kind }).locator("+ dd")).toHaveText(item);
  await page.getByRole("button", { name: outcome }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/return/${orderId}$`));
  return orderId;
}

async function buyBundle(page: Page, adId: number) {
  await visit(page, `/account/bundles?ad=${adId}`);
  await page.getByRole("radio", { name: /باقة ٣ أيام/ }).check();
  await page.getByRole("radio", { name: "بطاقة بنكية" }).check();
  await page.getByRole("button", { name: "متابعة إلى الدفع" }).click();
  return payInSandbox(page, "باقة تمييز", /^باقة ٣ أيام$/, "ادفع بنجاح");
}

async function buyBump(page: Page, adId: number, outcome: "ادفع بنجاح" | "أفشل الدفع") {
  await visit(page, `/account/bumps?ad=${adId}`);
  await page.getByRole("radio", { name: /مرة واحدة/ }).check();
  await page.getByRole("radio", { name: "محفظة الهاتف" }).check();
  await page.getByRole("button", { name: "ادفع" }).click();
  return payInSandbox(page, "رفع للأعلى", /^رفع الإعلان للأعلى مرة واحدة$/, outcome);
}

/** The admin's totals table: each kind's paid orders and amount, as shown. */
async function totals(admin: Page) {
  await visit(admin, "/admin/orders");
  const rows = admin.locator("table.totals-table tbody tr");
  await expect(rows).toHaveCount(3);
  const read = async (kind: string) => {
    const row = rows.filter({ has: admin.getByRole("rowheader", { name: kind, exact: true }) });
    const [count, amount] = await row.locator("td").allTextContents();
    return { count: latin(count!), amount: amount! };
  };
  return { bundle: await read("باقة تمييز"), bump: await read("رفع للأعلى"), pack: await read("إعلانات إضافية") };
}

function latin(text: string): number {
  return Number(text.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))).replace(/[^0-9]/g, ""));
}

test("a seller sees their bundle and bumps in their orders with each state, opens a receipt that prints cleanly, and another account gets 404 for it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // Signed out, both pages ask for a session first and come back after it.
  for (const path of ["/account/orders", "/account/orders/1"]) {
    await visit(page, path);
    await expect(page).toHaveURL(new RegExp(`/auth/signin\\?redirectTo=${encodeURIComponent(path)}$`));
  }
  const seller = await createSignedInUser(page, testInfo);
  const adName = `سيارة الطلبات ${testInfo.project.name} ${Date.now() % 100000}`;
  const adId = await postAd(page, adName);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  const before = await totals(admin);

  const bundleId = await buyBundle(page, adId);
  const failedBumpId = await buyBump(page, adId, "أفشل الدفع");
  const bumpId = await buyBump(page, adId, "ادفع بنجاح");

  // "My orders", from the account's sections: the three, newest first, each with its state.
  await visit(page, "/account");
  await page.getByRole("navigation", { name: "أقسام الحساب" }).getByRole("link", { name: "طلباتي" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole("heading", { level: 2, name: "طلباتي" })).toBeVisible();
  const rows = page.locator("table.account-orders tbody tr");
  expect(await rows.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-order-id"))))).toEqual([bumpId, failedBumpId, bundleId]);
  const cells = (id: number) => page.locator(`tr[data-order-id="${id}"] td`).allTextContents();
  expect((await cells(bundleId)).slice(1)).toEqual(["باقة تمييز باقة ٣ أيام", "٢٥ ج.م", "مدفوع", expect.stringMatching(/^[٠-٩]+ \S+ [٠-٩]{4}$/), adName]);
  expect((await cells(failedBumpId)).slice(1, 4)).toEqual(["رفع للأعلى رفع الإعلان للأعلى مرة واحدة", "٢٥ ج.م", "فشل"]);
  expect((await cells(bumpId)).slice(1, 4)).toEqual(["رفع للأعلى رفع الإعلان للأعلى مرة واحدة", "٢٥ ج.م", "مدفوع"]);

  // The bundle's receipt, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("link", { name: `إيصال الطلب #${bundleId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${bundleId}$`));
  // A receipt is never stored by the browser (a shared phone's disk or back/forward cache).
  expect((await page.request.get(`/account/orders/${bundleId}`)).headers()["cache-control"]).toBe("private, no-store");
  const receipt = page.getByRole("article", { name: `إيصال الطلب #${bundleId}` });
  await expect(receipt).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const details = Object.fromEntries(
    await receipt.locator("dt").evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.nextElementSibling?.textContent ?? ""])),
  );
  expect(details).toMatchObject({
    البائع: `${seller.firstName} ${seller.lastName}`,
    "رقم الطلب": `#${bundleId}`,
    "نوع الطلب": "باقة تمييز",
    البند: "باقة ٣ أيام",
    الإعلان: adName,
    المبلغ: "٢٥ ج.م",
    "طريقة الدفع": "بطاقة بنكية",
    "مزوّد الدفع": "مزوّد الدفع التجريبي",
    الحالة: "مدفوع",
  });
  expect(details["رقم المعاملة لدى مزوّد الدفع"]).toMatch(/^sandbox:[0-9a-f-]{36}$/);
  expect(details["تاريخ الدفع"]).toMatch(/الساعة/);
  const print = page.getByRole("button", { name: "اطبع الإيصال" });
  // window.print needs JavaScript: the button is there only once the page is hydrated.
  if (testInfo.project.use.javaScriptEnabled === false) await expect(print).toHaveCount(0);
  else await expect(print).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath("receipt-360.png"), fullPage: true });

  // On paper: the receipt alone, without the site's header, the account's sections or any button.
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "أقسام الحساب" })).toBeHidden();
  await expect(page.getByRole("link", { name: "كل طلباتي" })).toBeHidden();
  expect(await page.locator("button, a.button").evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).length)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath("receipt-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Another account: 404 for this order and for an unknown one, nothing of the seller's shown; their own list is empty.
  const other = await otherPage(browser, testInfo);
  await createSignedInUser(other, testInfo, "customer", { firstName: "سامي", lastName: "عادل" });
  const response = await visit(other, `/account/orders/${bundleId}`);
  expect(response?.status()).toBe(404);
  await expect(other.getByText(adName)).toHaveCount(0);
  await expect(other.getByText(`${seller.firstName} ${seller.lastName}`)).toHaveCount(0);
  expect((await visit(other, "/account/orders/999999999"))?.status()).toBe(404);
  await visit(other, `/account/orders?before=${bundleId}`);
  await expect(other.getByText("لم تشترِ شيئًا بعد.", { exact: false })).toBeVisible();
  await other.context().close();

  // The admin: this month's totals count the two paid orders (other tests pay too: at least these), the chart says
  // the same as the table, and the kind filter shows each kind's orders only.
  const after = await totals(admin);
  expect(after.bundle.count).toBeGreaterThanOrEqual(before.bundle.count + 1);
  expect(after.bump.count).toBeGreaterThanOrEqual(before.bump.count + 1);
  const chart = admin.getByRole("img", { name: "المبالغ المدفوعة هذا الشهر حسب النوع", exact: true });
  await expect(chart).toBeVisible();
  const description = (await chart.getAttribute("aria-describedby").then((id) => admin.locator(`[id="${id}"]`).textContent())) ?? "";
  for (const [kind, shown] of [
    ["باقة تمييز", after.bundle],
    ["رفع للأعلى", after.bump],
    ["إعلانات إضافية", after.pack],
  ] as const)
    expect(description).toContain(`${kind}: ${shown.amount}`);
  await expect(chart.locator('g[data-kind="bump"] text')).toHaveText(["رفع للأعلى", after.bump.amount]);
  await expect(chart.locator('g[data-kind="bundle"] text')).toHaveText(["باقة تمييز", after.bundle.amount]);

  await admin.getByLabel("النوع", { exact: true }).selectOption({ label: "رفع للأعلى" });
  await admin.locator("form.admin-search").getByRole("button", { name: "بحث" }).click();
  await expect(admin).toHaveURL(/[?&]kind=bump(&|$)/);
  await expect(admin.locator(`tr[data-order-id="${bumpId}"]`)).toContainText("مدفوع");
  await expect(admin.locator(`tr[data-order-id="${failedBumpId}"]`)).toContainText("فشل");
  await expect(admin.locator(`tr[data-order-id="${bundleId}"]`)).toHaveCount(0);
  expect(new Set(await admin.locator("tr[data-order-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-kind"))))).toEqual(
    new Set(["bump"]),
  );
  await admin.getByLabel("النوع", { exact: true }).selectOption({ label: "باقة تمييز" });
  await admin.getByLabel("الحالة", { exact: true }).selectOption({ label: "مدفوع" });
  await admin.locator("form.admin-search").getByRole("button", { name: "بحث" }).click();
  await expect(admin).toHaveURL(/[?&]kind=bundle&status=paid$/);
  await expect(admin.locator(`tr[data-order-id="${bundleId}"]`)).toContainText(adName);
  await expect(admin.locator(`tr[data-order-id="${bumpId}"]`)).toHaveCount(0);
  await admin.context().close();
});
