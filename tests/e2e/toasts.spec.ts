import { expect, test, visit } from "./test";
import { newPerson, signIn } from "./fixtures";

// With JavaScript, the failures the product
// rules list as toasts show as toasts, each for its 4,000 ms whatever
// navigation happens, at most three at a time; without it they stay the
// page's inline message.

const wrongSignIn = "رقم الهاتف أو كلمة المرور غير صحيحة";

test("a failed sign-in: a toast that outlives a navigation and goes after about 4 s with JavaScript, the inline message without", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const person = newPerson(testInfo);
  await signIn(page, person.phone, "wrong-password");
  const inline = page.locator(".form-errors").getByText(wrongSignIn);
  await expect(inline).toBeVisible();
  if (!javaScriptEnabled) {
    await expect(page.locator(".toast")).toHaveCount(0);
    return;
  }
  const toast = page.locator(".toast").filter({ hasText: wrongSignIn });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  // A navigation whose page brings no toast of its own.
  await page.getByRole("link", { name: "إنشاء حساب" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(toast).toBeVisible();
  expect(Date.now() - shownAt).toBeLessThan(3_500);
  await expect(toast).toBeHidden({ timeout: 6_000 });
  const gone = Date.now() - shownAt;
  expect(gone).toBeGreaterThan(3_500);
  expect(gone).toBeLessThan(6_000);
});

test("a fourth toast pushes out the first, and each keeps its own 4 s", async ({ page, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "toasts are a JavaScript feature; the inline messages are checked above");
  const person = newPerson(testInfo);
  await visit(page, "/auth/signin");
  const toasts = page.locator(".toast");
  let firstAt = 0;
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.getByLabel("رقم الهاتف").fill(person.phone);
    await page.getByLabel("كلمة المرور").fill(`wrong-password-${attempt}`);
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    if (attempt === 1) {
      await expect(toasts).toHaveCount(1);
      firstAt = Date.now();
      // The first toast, marked to be told from the next ones (they may say the same).
      await toasts.first().evaluate((element) => element.setAttribute("data-first", ""));
    } else await expect(toasts.last()).not.toHaveAttribute("data-first");
    await expect(toasts).toHaveCount(Math.min(attempt, 3));
  }
  // The first went before its own 4 s ran out: pushed out by the fourth.
  expect(Date.now() - firstAt).toBeLessThan(3_800);
  await expect(page.locator(".toast[data-first]")).toHaveCount(0);
});
