import { DatabaseSync } from "node:sqlite";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createSignedInUser, expectToast } from "./fixtures";
import { expect, test, visit } from "./test";

// With the local database locked from beside the server
// (how a D1 error is made locally), a listing the edge cache holds is still
// read, marked as maybe out of date, and a page it does not hold answers 503
// in the visitor's language under the site's header and search. Locking the
// database would fail any other test running then, so this file runs in the
// projects that run alone, after the others (tests/playwright.config.ts).

const port = Number(process.env.E2E_PORT ?? 8788);
const d1Dir = `.wrangler/e2e-${port}/v3/d1/miniflare-D1DatabaseObject`;

/** Holds the write lock of the server's D1 file until `release` (its reads then fail with "database is locked"). */
function lockDatabase(): { release: () => void } {
  const file = readdirSync(d1Dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  const db = new DatabaseSync(join(d1Dir, file!));
  db.exec("PRAGMA busy_timeout = 10000; BEGIN EXCLUSIVE; UPDATE content_version SET version = version WHERE id = 1;");
  return {
    release: () => {
      db.exec("ROLLBACK");
      db.close();
    },
  };
}

test("with the database locked, a cached listing is still read and an uncached page answers 503 with search", async ({ page, playwright, baseURL }) => {
  // The listing is in the edge cache before the lock: an anonymous request of it answers HIT.
  const listing = `/categories/vehicles?probe=${test.info().project.name}`;
  const request = await playwright.request.newContext({ baseURL });
  await expect.poll(async () => (await request.get(listing, { headers: { "Accept-Language": "ar" } })).headers()["x-souq-cache"]).toBe("HIT");

  const lock = lockDatabase();
  try {
    const cached = await visit(page, listing);
    expect(cached?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "قد لا تكون هذه الصفحة محدّثة." })).toBeVisible();
    await expect(page.locator("article.ad-card").first()).toBeVisible();

    const uncached = await visit(page, `/categories/product/1?probe=${test.info().project.name}`);
    expect(uncached?.status()).toBe(503);
    expect(uncached?.headers()["retry-after"]).toBe("30");
    await expect(page.getByRole("heading", { name: "الخدمة غير متاحة مؤقتًا" })).toBeVisible();
    // The header's search needs no database: it is there to use.
    await expect(page.getByRole("search").getByRole("searchbox")).toBeVisible();
  } finally {
    lock.release();
  }

  const after = await visit(page, listing);
  expect(after?.status()).toBe(200);
  await expect(page.getByText("قد لا تكون هذه الصفحة محدّثة.")).toBeHidden();
});

test("with the database locked, a form post answers that nothing was saved and keeps what was typed", async ({ page }) => {
  await visit(page, "/auth/signin");
  await page.getByLabel("رقم الهاتف").fill("01022223333");
  await page.getByLabel("كلمة المرور").fill("a-secret-password");
  const lock = lockDatabase();
  try {
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    expect((await answered).status()).toBe(503);
    // The form's own message (with JavaScript the same text is also a toast).
    await expect(page.locator(".form-errors").getByText("تعذّر الحفظ الآن لأن بياناتنا غير متاحة مؤقتًا")).toBeVisible();
    await expect(page.getByLabel("رقم الهاتف")).toHaveValue("01022223333");
  } finally {
    lock.release();
  }
  // Sent again once the database is back, the same form is answered as usual (these are not an account's details).
  await page.getByLabel("كلمة المرور").fill("a-secret-password");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.locator(".form-errors").getByText("تعذّر الحفظ الآن")).toBeHidden();
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue("01022223333");
});

test("with the database locked, an account form keeps what was typed and sends it again once the database is back", async ({ page }, testInfo) => {
  await createSignedInUser(page, testInfo);
  await visit(page, "/account/support");
  const subject = `لم يظهر إعلاني ${testInfo.project.name} ${Date.now().toString(36)}`;
  const message = "نشرت إعلاناً أمس\nولم يظهر في القسم حتى الآن.";
  await page.getByLabel("الموضوع").fill(subject);
  await page.getByLabel("الرسالة").fill(message);
  const lock = lockDatabase();
  try {
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "إرسال", exact: true }).click();
    expect((await answered).status()).toBe(503);
    if (testInfo.project.use.javaScriptEnabled === false) {
      // The account page cannot render without the database: the 503 page, under the site's header and
      // search, shows what was sent and a button that sends it again.
      await expect(page.getByRole("heading", { name: "الخدمة غير متاحة مؤقتًا" })).toBeVisible();
      await expect(page.getByRole("search").getByRole("searchbox")).toBeVisible();
      const kept = page.getByRole("region", { name: "لم يُحفظ شيء" });
      await expect(kept.getByText(subject)).toBeVisible();
      await expect(kept.locator("dd").filter({ hasText: "ولم يظهر في القسم" })).toHaveText(message);
    } else {
      // With JavaScript the page stays: the form, filled in, says nothing was saved.
      await expect(page.locator(".form-errors").getByText("تعذّر الحفظ الآن لأن بياناتنا غير متاحة مؤقتًا")).toBeVisible();
      await expect(page.getByLabel("الموضوع")).toHaveValue(subject);
      await expect(page.getByLabel("الرسالة")).toHaveValue(message);
    }
  } finally {
    lock.release();
  }
  // Nothing was saved during the outage; sent again, it is sent once.
  await page.getByRole("button", { name: testInfo.project.use.javaScriptEnabled === false ? "أرسِل مرة أخرى" : "إرسال", exact: true }).click();
  await expectToast(page, "تم إرسال رسالتك إلى خدمة العملاء");
  await visit(page, "/account/support");
  await expect(page.getByText(subject)).toHaveCount(1);
});
