import { expect, test, visit } from "./test";
import {
  adminPage,
  approve,
  countCodes,
  createSignedInUser,
  expectToast,
  newPerson,
  otherPage,
  postAd,
  readCode,
  readSmsCode,
  signIn,
  signUp,
} from "./fixtures";

// A phone verified by SMS, in Arabic, with JavaScript off and on. The code is read from the
// local SMS outbox (/dev/sms), as the mailbox's codes are read from /dev/mailbox.

test("a seller verifies their phone by SMS from the verify tab and their ad and page show 'رقم موثّق'", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(60_000);
  const person = await createSignedInUser(page, testInfo);
  const adId = await postAd(page, `هاتف للبيع ${testInfo.project.name} ${Date.now()}`);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  await admin.context().close();

  // Verified by e-mail (it may post), but its phone is not: no badge yet.
  await visit(page, `/categories/product/${adId}`);
  const seller = page.locator(".trader-card");
  await expect(seller).toBeVisible();
  await expect(seller.getByText("رقم موثّق")).toHaveCount(0);

  await visit(page, "/account/verify");
  const phonePart = page.getByRole("region", { name: "رقم الهاتف" });
  await expect(phonePart.getByText(`أكّد رقمك ${person.phone}`)).toBeVisible();
  await phonePart.getByRole("button", { name: "إرسال الرمز برسالة نصية" }).click();
  await expectToast(page, "أرسلنا رمزًا من 6 أرقام برسالة نصية إلى رقمك.");
  // Asked again at once: the wait is shown (counted down, the button disabled, with JavaScript; told by the server without).
  if (javaScriptEnabled) {
    // In the page's digits, as the clock beside it (Arabic-Indic in Arabic).
    await expect(phonePart.getByText(/يمكنك طلب رمز جديد بعد [٠-٩]+ ثانية/)).toBeVisible();
    await expect(phonePart.getByRole("button", { name: "إرسال الرمز برسالة نصية" })).toBeDisabled();
  } else {
    await expect(phonePart.getByText(/يمكنك طلب رمز جديد الساعة [٠-٩:]+ [^0-9]*\(بعد [٠-٩]+ ثانية/)).toBeVisible();
    await phonePart.getByRole("button", { name: "إرسال الرمز برسالة نصية" }).click();
    await expect(page.getByText(/انتظر [٠-٩]+ ثانية قبل طلب رمز جديد/)).toBeVisible();
  }

  const code = await readSmsCode(request, person.e164);
  const wrong = code === "000000" ? "111111" : "000000";
  await visit(page, "/account/verify");
  await page.getByLabel("رمز الرسالة النصية").fill(wrong);
  await page.getByRole("button", { name: "تأكيد الرقم" }).click();
  await expect(page.getByText(/الرمز غير صحيح/)).toBeVisible();
  await page.getByLabel("رمز الرسالة النصية").fill(code);
  await page.getByRole("button", { name: "تأكيد الرقم" }).click();
  await expectToast(page, "تم تأكيد رقم هاتفك");
  await expect(page.getByText(`تم تأكيد رقم هاتفك ${person.phone} برسالة نصية`)).toBeVisible();

  await visit(page, `/categories/product/${adId}`);
  await expect(page.locator(".trader-card").getByText("رقم موثّق")).toBeVisible();
  await page.locator(".trader-card").getByRole("link").click();
  await expect(page).toHaveURL(/\/trader\/\d+$/);
  await expect(page.locator(".trader-header").getByText("رقم موثّق")).toBeVisible();
});

test("a new account chooses SMS on the code screen after sign-up and its phone is verified", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo);
  await signUp(page, person);
  await expect(page.getByText(`أو أرسل الرمز برسالة نصية (SMS) إلى ${person.phone}.`)).toBeVisible();
  await page.getByRole("button", { name: "إرسال الرمز برسالة نصية" }).click();
  await expectToast(page, "أرسلنا رمزًا من 6 أرقام برسالة نصية إلى رقمك.");
  // The code screen now says where the code went: by SMS, not to the e-mail.
  await expect(page.getByText(`اكتب الرمز المكوّن من 6 أرقام الذي أرسلناه برسالة نصية إلى ${person.phone}.`)).toBeVisible();
  await expect(page.getByText(`أُرسل الرمز برسالة نصية إلى ${person.phone}.`)).toBeVisible();
  await expect(page.getByText(/أرسلناه إلى بريد الحساب/)).toHaveCount(0);
  const code = await readSmsCode(request, person.e164);
  await page.getByLabel("رمز التفعيل").fill(code);
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/verification-confirmed$/);

  await signIn(page, person.phone, person.password, "/auth/signin?redirectTo=%2Faccount%2Fverify");
  await expect(page).toHaveURL(/\/account\/verify$/);
  await expect(page.locator(".account-badges")).toContainText("حساب موثّق");
  await expect(page.getByText(`تم تأكيد رقم هاتفك ${person.phone} برسالة نصية`)).toBeVisible();
  // The e-mail is still to be confirmed, on its own.
  await expect(page.getByText(/أكّد بريدك الإلكتروني/)).toBeVisible();
});

test("a stranger who knows the number cannot lock its owner out of the SMS code or the password reset", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const person = await createSignedInUser(page, testInfo);
  // Signed out, somewhere else: eleven requests for a verification code with the owner's number, each answered alike.
  const stranger = await otherPage(browser, testInfo);
  for (let i = 0; i < 11; i++) {
    await visit(stranger, "/auth/verification");
    await stranger.getByLabel("رقم هاتف الحساب").fill(person.phone);
    await stranger.getByRole("button", { name: "إرسال الرمز" }).click();
    await expect(stranger).toHaveURL(/\/auth\/verification2$/);
  }
  // The owner, signed in, still gets an SMS code…
  await visit(page, "/account/verify");
  await page.getByRole("region", { name: "رقم الهاتف" }).getByRole("button", { name: "إرسال الرمز برسالة نصية" }).click();
  await expectToast(page, "أرسلنا رمزًا من 6 أرقام برسالة نصية إلى رقمك.");
  expect(await readSmsCode(request, person.e164)).toMatch(/^\d{6}$/);
  // …and, signed out, a password reset code by e-mail.
  const before = await countCodes(request, person.email);
  await visit(stranger, "/auth/forget-password");
  await stranger.getByLabel("رقم الهاتف").fill(person.phone);
  await stranger.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(stranger).toHaveURL(/\/auth\/change-password$/);
  await expect.poll(() => countCodes(request, person.email)).toBe(before + 1);
  expect(await readCode(request, person.email, "reset_password")).toMatch(/^\d{6}$/);
  await stranger.context().close();
});
