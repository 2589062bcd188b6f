import { expect, test, visit, type Page } from "./test";
import { countCodes, createVerifiedUser, expectToast, fillSignup, isSignedIn, newPerson, readCode, signIn, signOut, signUp, verify } from "./fixtures";

// Sign-up, verification, sign-in and sign-out, and the forgotten password,
// as a person does them, with JavaScript off and on.

const toArabicDigits = (digits: string) => digits.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);

test("a new customer signs up, verifies with the mailed code, signs out and signs in again", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo, "customer");
  await signUp(page, person);
  await expectToast(page, "تم التسجيل بنجاح");
  // Sign-up lands on the code entry, which knows where the code went.
  await expect(page).toHaveURL(/\/auth\/verification2$/);
  await expect(page.getByText(/أُرسل الرمز إلى/)).toBeVisible();
  // Arabic-Indic digits are accepted.
  const code = await readCode(request, person.email, "verify");
  await page.getByLabel("رمز التفعيل").fill(toArabicDigits(code));
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/verification-confirmed$/);
  await expect(page.getByText("تم تأكيد حسابك بنجاح")).toBeVisible();

  await signIn(page, person.phone, person.password);
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "تم تسجيل الدخول بنجاح");
  await visit(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: `أهلًا، ${person.firstName} ${person.lastName}` })).toBeVisible();
  await expect(page.locator(".account-badges")).toContainText("عميل");
  await expect(page.locator(".account-badges")).toContainText("حساب موثّق");

  await signOut(page);
  expect(await isSignedIn(page)).toBe(false);
  await visit(page, "/account");
  await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=%2Faccount$/);

  // The phone is accepted as typed with +20 and spaces.
  await signIn(page, `+20 ${person.phone.slice(1, 4)} ${person.phone.slice(4)}`, person.password);
  await expect(page).toHaveURL(/\/$/);
  expect(await isSignedIn(page)).toBe(true);
});

test("a new trader signs up with a company name and the account shows it", async ({ page, request }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo, "trader");
  await signIn(page, person.phone, person.password);
  await expect(page).toHaveURL(/\/$/);
  await visit(page, "/account");
  await expect(page.locator(".account-badges")).toContainText("تاجر");
  await expect(page.locator(".account-badges")).toContainText(person.companyName!);
  await expect(page.getByLabel("اسم الشركة")).toHaveValue(person.companyName!);
});

test("sign-up shows the validation messages and keeps what was typed, except passwords", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo);
  await visit(page, "/auth/signup");
  await fillSignup(page, person, { firstName: "Mo", email: "mona@example", phone: "0101234567", password: "12345" });
  await page.getByLabel("تأكيد كلمة المرور").fill("12346");
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByText("يجب ألا يقل عن 3 أحرف")).toBeVisible();
  await expect(page.getByText("أدخل بريدًا إلكترونيًا صحيحًا")).toBeVisible();
  await expect(page.getByText("رقم الهاتف قصير جدًا: يجب أن يتكون من 11 رقمًا")).toBeVisible();
  await expect(page.getByText("يجب ألا تقل كلمة المرور عن 6 أحرف")).toBeVisible();
  await expect(page.getByText("يجب الموافقة على الشروط لإنشاء حساب")).toBeVisible();
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("Mo");
  await expect(page.getByLabel("اسم العائلة")).toHaveValue(person.lastName);
  await expect(page.getByLabel("اسم المستخدم")).toHaveValue(person.username);
  await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue("mona@example");
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue("0101234567");

  // Fix everything but the confirmation: "Passwords must match".
  await page.getByLabel("الاسم الأول").fill(person.firstName);
  await page.getByLabel("البريد الإلكتروني").fill(person.email);
  await page.getByLabel("رقم الهاتف").fill(person.phone);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(person.password);
  await page.getByLabel("تأكيد كلمة المرور").fill(`${person.password}x`);
  await page.getByRole("checkbox", { name: /أوافق على شروط الاستخدام/ }).check();
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
  await expect(page.getByLabel("الاسم الأول")).toHaveValue(person.firstName);
  if (testInfo.project.name === "no-js") {
    // The server answered: the failure message, and the passwords are not sent back.
    await expect(page.locator(".form-errors").getByText("فشل التسجيل")).toBeVisible();
    await expect(page.getByLabel("كلمة المرور", { exact: true })).toHaveValue("");
  }
  expect(await countCodes(request, person.email)).toBe(0);
});

test("the messages are in English too, and a trader's company name is optional", async ({ page }) => {
  await visit(page, "/auth/signup?lng=en");
  await page.getByRole("radio", { name: "Trader or company" }).check();
  await page.getByLabel("Password", { exact: true }).fill("secret-1");
  await page.getByLabel("Confirm password").fill("secret-2");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expect(page.getByText("You must agree to the terms to create an account")).toBeVisible();
  await page.getByLabel("First name").fill("Karim");
  await page.getByLabel("Last name").fill("Nabil");
  await page.getByLabel("Username").fill(`karim-${Date.now()}`);
  await page.getByLabel("E-mail").fill(`karim-${Date.now()}@example.com`);
  await page.getByLabel("Phone number").fill("01512345678");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByLabel("Password", { exact: true }).fill("secret-1");
  await page.getByLabel("Confirm password").fill("secret-2");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await expect(page.getByText("Traders only, optional.")).toBeVisible();
  await expect(page.getByText("Traders must give their company name")).toHaveCount(0);
});

test("a phone or e-mail already registered gets a clear message", async ({ page, request }, testInfo) => {
  const first = newPerson(testInfo);
  await signUp(page, first);
  const second = newPerson(testInfo);
  await visit(page, "/auth/signup");
  await fillSignup(page, { ...second, phone: first.phone });
  await page.getByRole("checkbox", { name: /أوافق على شروط الاستخدام/ }).check();
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByText("رقم الهاتف هذا مسجل بالفعل")).toBeVisible();
  await expect(page.locator(".form-errors").getByText("فشل التسجيل")).toBeVisible();
  await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue(second.email);

  await fillSignup(page, { ...second, email: first.email.toUpperCase() });
  await page.getByRole("checkbox", { name: /أوافق على شروط الاستخدام/ }).check();
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByText("البريد الإلكتروني هذا مسجل بالفعل")).toBeVisible();
  expect(await countCodes(request, second.email)).toBe(0);
});

test("the honeypot stops a bot that fills every field", async ({ page, request }, testInfo) => {
  const bot = newPerson(testInfo);
  await visit(page, "/auth/signup");
  await fillSignup(page, bot);
  await page.getByRole("checkbox", { name: /أوافق على شروط الاستخدام/ }).check();
  // Hidden from people (display: none), so set as a bot's script would.
  const trap = page.locator('input[name="website"]');
  await trap.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await expect(trap).toHaveValue("https://spam.example");
  await expect(page.getByLabel("تأكيد كلمة المرور")).toHaveValue(bot.password);
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.locator(".form-errors").getByText("فشل التسجيل")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  expect(await countCodes(request, bot.email)).toBe(0);
  await signIn(page, bot.phone, bot.password);
  await expect(page.locator(".form-errors").getByText("رقم الهاتف أو كلمة المرور غير صحيحة")).toBeVisible();
});

test("a failed sign-in shows one message that does not tell whether the phone exists", async ({ page, request }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo);
  await signIn(page, person.phone, "wrong-password");
  await expect(page.locator(".form-errors").getByText("رقم الهاتف أو كلمة المرور غير صحيحة")).toBeVisible();
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(person.phone);
  // The server never writes a password back into the page.
  if (testInfo.project.name === "no-js") await expect(page.getByLabel("كلمة المرور")).toHaveValue("");
  const unknown = newPerson(testInfo);
  await signIn(page, unknown.phone, "wrong-password");
  await expect(page.locator(".form-errors").getByText("رقم الهاتف أو كلمة المرور غير صحيحة")).toBeVisible();
});

test("a wrong code five times locks the code, and a new one cannot be asked for at once", async ({ page, request, javaScriptEnabled }, testInfo) => {
  const person = newPerson(testInfo);
  await signUp(page, person);
  const code = await readCode(request, person.email, "verify");
  const wrong = code === "000000" ? "111111" : "000000";
  await visit(page, "/auth/verification2");
  for (const remaining of [4, 3, 2, 1]) {
    await page.getByLabel("رمز التفعيل").fill(wrong);
    await page.getByRole("button", { name: "تأكيد", exact: true }).click();
    // In the page's digits (Arabic-Indic in Arabic).
    await expect(page.getByText(`الرمز غير صحيح. المحاولات المتبقية: ${"٠١٢٣٤٥٦٧٨٩"[remaining]}`)).toBeVisible();
  }
  await page.getByLabel("رمز التفعيل").fill(wrong);
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expect(page.getByText("محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.")).toBeVisible();
  // Even the right code is refused now.
  await page.getByLabel("رمز التفعيل").fill(code);
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expect(page.getByText("محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verification2$/);
  // The resend button keeps its cooldown: disabled while it counts down, or an early press says how long to wait.
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "إرسال رمز جديد" })).toBeDisabled();
  else {
    await page.getByRole("button", { name: "إرسال رمز جديد" }).click();
    await expect(page.getByText(/انتظر [٠-٩]+ ثانية قبل طلب رمز جديد/)).toBeVisible();
  }
  expect(await countCodes(request, person.email)).toBe(1);
});

test("verification can start from the phone number alone", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo);
  await signUp(page, person);
  // A fresh browser that does not remember the phone.
  await page.context().clearCookies();
  await visit(page, "/auth/verification");
  await page.getByLabel("رقم هاتف الحساب").fill(person.phone);
  await page.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(page).toHaveURL(/\/auth\/verification2$/);
  await expectToast(page, /إذا كان هذا الرقم مسجلًا لحساب/);
  await verify(page, request, person);
});

test("forgotten password: a code to the account's e-mail, a new password, and every session ends", async ({ page, request, browser }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo);
  // Another device is signed in.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled: testInfo.project.name === "js" });
  const otherPage = await other.newPage();
  await signIn(otherPage, person.phone, person.password);
  await expect(otherPage).toHaveURL(/\/$/);
  expect(await isSignedIn(otherPage)).toBe(true);

  await visit(page, "/auth/signin");
  await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  await page.getByLabel("رقم الهاتف").fill(person.phone);
  await page.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(page).toHaveURL(/\/auth\/change-password$/);
  await expectToast(page, /إذا كان هذا الرقم مسجلًا لحساب/);
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(person.phone);
  const code = await readCode(request, person.email, "reset_password");
  await page.getByLabel("الرمز المرسل بالبريد").fill(code);
  await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("brand-new-pass");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expectToast(page, "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.");

  expect(await isSignedIn(otherPage)).toBe(false);
  await other.close();

  await signIn(page, person.phone, person.password);
  await expect(page.locator(".form-errors").getByText("رقم الهاتف أو كلمة المرور غير صحيحة")).toBeVisible();
  await signIn(page, person.phone, "brand-new-pass");
  await expect(page).toHaveURL(/\/$/);
  expect(await isSignedIn(page)).toBe(true);
});

test("forgotten password gives the same answer for a phone that is not registered", async ({ page, request }, testInfo) => {
  const nobody = newPerson(testInfo);
  await visit(page, "/auth/forget-password");
  await page.getByLabel("رقم الهاتف").fill(nobody.phone);
  await page.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(page).toHaveURL(/\/auth\/change-password$/);
  await expectToast(page, /إذا كان هذا الرقم مسجلًا لحساب/);
  await page.getByLabel("الرمز المرسل بالبريد").fill("123456");
  await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("brand-new-pass");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByText(/لم يُقبل هذا الرمز/)).toBeVisible();
  expect(await countCodes(request, nobody.email)).toBe(0);
});

/** What the code screens show after a number is typed: the page's main text, and the answer to a wrong code. */
async function answersFor(page: Page, phone: string) {
  const seen: string[] = [];
  const main = async () => (await page.locator("main").innerText()).replace(phone, "<phone>");
  await visit(page, "/auth/forget-password");
  await page.getByLabel("رقم الهاتف").fill(phone);
  await page.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(page).toHaveURL(/\/auth\/change-password$/);
  await expectToast(page, /إذا كان هذا الرقم مسجلًا لحساب/);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel("الرمز المرسل بالبريد").fill("123456");
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("brand-new-pass");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("brand-new-pass");
    await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
    await expect(page.getByText(/لم يُقبل هذا الرمز/)).toBeVisible();
    seen.push(await page.locator(".auth-form").innerText());
  }
  await visit(page, "/auth/verification");
  await page.getByLabel("رقم هاتف الحساب").fill(phone);
  await page.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(page).toHaveURL(/\/auth\/verification2$/);
  await expectToast(page, /إذا كان هذا الرقم مسجلًا لحساب/);
  await visit(page, "/auth/verification2");
  seen.push(await main());
  await page.getByRole("button", { name: "إرسال رمز جديد" }).click();
  await expect(page).toHaveURL(/\/auth\/verification2$/);
  await expectToast(page, /إذا كان هذا الرقم مسجلًا لحساب/);
  await page.getByLabel("رمز التفعيل").fill("123456");
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expect(page.getByText(/لم يُقبل هذا الرمز/)).toBeVisible();
  seen.push(await page.locator(".auth-form").first().innerText());
  await page.context().clearCookies();
  return seen;
}

test("the code screens answer the same for a number with an account and one without", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  // An account waiting for verification, with no reset code pending, and a number nobody has.
  const waiting = newPerson(testInfo);
  await signUp(page, waiting);
  await page.context().clearCookies();
  const nobody = newPerson(testInfo);
  const known = await answersFor(page, waiting.phone);
  const unknown = await answersFor(page, nobody.phone);
  expect(known).toEqual(unknown);
  // The account's owner still got the reset code.
  await readCode(request, waiting.email, "reset_password");
});
