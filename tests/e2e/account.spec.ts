import { expect, test, visit, type APIRequestContext, type Page, type TestInfo } from "./test";
import { countCodes, createSignedInUser, expectToast, isSignedIn, newPerson, readCode, readSmsCode, signIn, signUp, type Person } from "./fixtures";

// The account area: profile with image, password, e-mail change, the
// verify tab, customer support and the empty tabs, JavaScript off and on.

const onePixelPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function signedIn(page: Page, request: APIRequestContext, testInfo: TestInfo, accountType: Person["accountType"] = "customer"): Promise<Person> {
  const person = await createSignedInUser(page, testInfo, accountType);
  await visit(page, "/account");
  await expect(page).toHaveURL(/\/account$/);
  return person;
}

test("the profile is updated with a new name, phone and image", async ({ page, request }, testInfo) => {
  const person = await signedIn(page, request, testInfo, "trader");
  const newPhone = newPerson(testInfo).phone;
  await page.getByLabel("الاسم الأول").fill("سلمى");
  await page.getByLabel("اسم العائلة").fill("فاروق");
  await page.getByLabel("رقم الهاتف").fill(newPhone);
  await page.getByLabel("اسم الشركة").fill("مصنع الدلتا");
  await page.getByLabel("صورة الملف الشخصي").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: onePixelPng });
  await page.getByLabel("كلمة مرورك").fill(person.password);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectToast(page, "تم تحديث بياناتك");
  await expect(page.getByRole("heading", { level: 1, name: "أهلًا، سلمى فاروق" })).toBeVisible();
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(newPhone);
  await expect(page.getByLabel("اسم الشركة")).toHaveValue("مصنع الدلتا");
  const image = page.getByRole("img", { name: "صورة ملفك الشخصي الحالية" });
  await expect(image).toBeVisible();
  const src = await image.getAttribute("src");
  expect(src).toMatch(/^\/media\/users\/\d+\/[0-9a-f-]+\.png$/);
  const served = await request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");

  // The new phone signs in; the old one no longer does.
  await page.context().clearCookies();
  await signIn(page, person.phone, person.password);
  await expect(page.locator(".form-errors").getByText("رقم الهاتف أو كلمة المرور غير صحيحة")).toBeVisible();
  await signIn(page, newPhone, person.password);
  await expect(page).toHaveURL(/\/$/);
});

test("the profile image is checked by its bytes and its size, and typed values stay", async ({ page, request }, testInfo) => {
  await signedIn(page, request, testInfo);
  await page.getByLabel("الاسم الأول").fill("نادية");
  await page.getByLabel("صورة الملف الشخصي").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not an image at all") });
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText("اختر صورة JPEG أو PNG أو WebP")).toBeVisible();
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("نادية");

  const big = Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024)]);
  await page.getByLabel("صورة الملف الشخصي").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText("حجم الملف يجب أن يكون أقل من 5MB")).toBeVisible();
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("نادية");
  await expect(page.getByRole("img", { name: "صورة ملفك الشخصي الحالية" })).toHaveCount(0);
});

test("changing the password checks the old one and signs out the other devices", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(60_000);
  const person = await signedIn(page, request, testInfo);
  const before = (await page.context().cookies()).find((cookie) => cookie.name === "__session")!;
  // An API token taken with the old password.
  const login = await request.post("/public/api/user/login", { data: { phone_number: person.e164, password: person.password } });
  const { token } = (await login.json()).data;
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled: testInfo.project.name === "js" });
  const otherPage = await other.newPage();
  await signIn(otherPage, person.phone, person.password);
  await expect(otherPage).toHaveURL(/\/$/);
  expect(await isSignedIn(otherPage)).toBe(true);

  await visit(page, "/account");
  await page.getByLabel("كلمة المرور الحالية").fill(person.password);
  await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill(person.password);
  await page.getByLabel("تأكيد كلمة المرور الجديدة").fill(person.password);
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByText("لا يمكن أن تكون كلمة المرور الجديدة مثل القديمة")).toBeVisible();

  await page.getByLabel("كلمة المرور الحالية").fill("not-my-password");
  await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("changed-pass-2");
  await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("changed-pass-2");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByText("كلمة المرور الحالية غير صحيحة")).toBeVisible();

  await page.getByLabel("كلمة المرور الحالية").fill(person.password);
  await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("changed-pass-2");
  await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("changed-pass-2");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expectToast(page, "تم تغيير كلمة المرور وتسجيل خروج أجهزتك الأخرى.");
  expect(await isSignedIn(page)).toBe(true);
  expect(await isSignedIn(otherPage)).toBe(false);
  await other.close();
  // This browser goes on with a new session id; the old cookie and the old token no longer work.
  const after = (await page.context().cookies()).find((cookie) => cookie.name === "__session")!;
  expect(after.value).not.toBe(before.value);
  const stale = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG" });
  await stale.addCookies([before]);
  expect((await stale.request.get("/account", { maxRedirects: 0 })).status()).toBe(302);
  await stale.close();
  expect((await request.get("/public/api/user/user-data", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

  await page.context().clearCookies();
  await signIn(page, person.phone, "changed-pass-2");
  await expect(page).toHaveURL(/\/$/);
});

test("a new e-mail is used only after the code sent to it is confirmed", async ({ page, request }, testInfo) => {
  const person = await signedIn(page, request, testInfo);
  const newEmail = newPerson(testInfo).email;
  await page.getByLabel("البريد الإلكتروني").fill(newEmail);
  await page.getByLabel("كلمة مرورك").fill(person.password);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expectToast(page, /أكّد بريدك الجديد بالرمز الذي أرسلناه إليه/);
  await expect(page.getByRole("heading", { name: "أكّد بريدك الإلكتروني الجديد" })).toBeVisible();
  await expect(page.getByText(new RegExp(`يظل حسابك يستخدم ${person.email.replace(/[.]/g, "\\.")}`))).toBeVisible();

  await page.getByLabel("الرمز المرسل بالبريد").fill("000000");
  await page.getByRole("button", { name: "تأكيد البريد الجديد" }).click();
  await expect(page.getByText(/الرمز غير صحيح/)).toBeVisible();

  const code = await readCode(request, newEmail, "change_email");
  await page.getByLabel("الرمز المرسل بالبريد").fill(code);
  await page.getByRole("button", { name: "تأكيد البريد الجديد" }).click();
  await expectToast(page, "تم تغيير بريدك الإلكتروني");
  await expect(page.getByRole("heading", { name: "أكّد بريدك الإلكتروني الجديد" })).toHaveCount(0);
  await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue(newEmail);
  // The old address is told, in the account's language.
  const oldMailbox = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(person.email)}`)).text();
  expect(oldMailbox).toContain('data-kind="account_notice"');
  expect(oldMailbox).toContain("تم تغيير البريد الإلكتروني لحسابك في سوق");
});

test("a new phone number or e-mail asks for the password; a wrong one changes nothing; a new phone must be verified again", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const person = await signedIn(page, request, testInfo);
  await expect(page.getByText("حساب موثّق").first()).toBeVisible();
  const newPhone = newPerson(testInfo).phone;
  const otherEmail = newPerson(testInfo).email;
  // Its phone verified by SMS first, so that the change has a verification to clear.
  await visit(page, "/account/verify");
  await page.getByRole("button", { name: "إرسال الرمز برسالة نصية" }).click();
  // The send answered before the code is typed: with JavaScript, the confirmation clicked while the send's
  // submission was still under way could be lost to it on a loaded machine.
  await expectToast(page, "أرسلنا رمزًا من 6 أرقام برسالة نصية إلى رقمك.");
  await page.getByLabel("رمز الرسالة النصية").fill(await readSmsCode(request, person.e164));
  await page.getByRole("button", { name: "تأكيد الرقم" }).click();
  await expect(page.getByText(`تم تأكيد رقم هاتفك ${person.phone} برسالة نصية`)).toBeVisible();
  await visit(page, "/account");

  // No password: a clear message on the field, and what was typed stays.
  await page.getByLabel("رقم الهاتف").fill(newPhone);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText("أدخل كلمة مرورك لتغيير البريد أو رقم الهاتف")).toBeVisible();
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(newPhone);

  // A wrong password: refused, and the password is not written back.
  await page.getByLabel("البريد الإلكتروني").fill(otherEmail);
  await page.getByLabel("كلمة مرورك").fill("not-my-password");
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText("كلمة المرور الحالية غير صحيحة")).toBeVisible();
  if (testInfo.project.name === "no-js") await expect(page.getByLabel("كلمة مرورك")).toHaveValue("");
  // Nothing changed.
  await visit(page, "/account");
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(person.phone);
  await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue(person.email);
  await expect(page.getByRole("heading", { name: "أكّد بريدك الإلكتروني الجديد" })).toHaveCount(0);
  expect(await countCodes(request, otherEmail)).toBe(0);

  // The right password: saved; the new number is not verified yet; the account's e-mail is told.
  await page.getByLabel("رقم الهاتف").fill(newPhone);
  await page.getByLabel("كلمة مرورك").fill(person.password);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expectToast(page, "تم تحديث بياناتك");
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(newPhone);
  // The account stays verified through its e-mail; the new number is to be verified by SMS again.
  await expect(page.getByText("حساب موثّق").first()).toBeVisible();
  await visit(page, "/account/verify");
  await expect(page.getByText(`أكّد رقمك ${newPhone}`)).toBeVisible();
  await expect(page.getByText(/تم تأكيد رقم هاتفك/)).toHaveCount(0);
  const mailbox = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(person.email)}`)).text();
  expect(mailbox).toContain('data-kind="account_notice"');
  expect(mailbox).toContain("تم تغيير رقم الهاتف لحسابك في سوق");
  expect(mailbox).not.toContain(newPhone);
});

test("the account tabs: favourites, ads and bundles show their empty states", async ({ page, request }, testInfo) => {
  await signedIn(page, request, testInfo);
  const tabs = page.getByRole("navigation", { name: "أقسام الحساب" });
  for (const name of ["الحساب", "خدمة العملاء", "المفضلة", "إعلاناتي", "الباقات", "تفعيل الحساب"]) {
    await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await tabs.getByRole("link", { name: "المفضلة", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/favorites$/);
  await expect(page.getByText("لا توجد إعلانات في قائمة المفضلة")).toBeVisible();
  // The empty list says how to fill it, and leads to the ads.
  await expect(page.getByText("اضغط على القلب ♡ في أي إعلان يعجبك ليُحفظ هنا.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "تصفّح الإعلانات" })).toHaveAttribute("href", "/categories/");
  await tabs.getByRole("link", { name: "إعلاناتي", exact: true }).click();
  await expect(page.getByText("لا توجد إعلانات", { exact: true })).toBeVisible();
  await tabs.getByRole("link", { name: "الباقات", exact: true }).click();
  await expect(page.getByText("ليس لديك إعلانات موافق عليها لتمييزها بعد", { exact: false })).toBeVisible();
  await expect(page.getByText("لم تشترِ أي باقة بعد.")).toBeVisible();
  await tabs.getByRole("link", { name: "تفعيل الحساب", exact: true }).click();
  await expect(page.getByText("حسابك مفعّل.")).toBeVisible();
});

test("on a 360 px phone the account menu names the open section on the first screen and reaches every section", async ({ page, request }, testInfo) => {
  await signedIn(page, request, testInfo, "trader");
  await page.setViewportSize({ width: 360, height: 740 });
  const nav = page.getByRole("navigation", { name: "أقسام الحساب" });
  const sections: Array<[name: string, path: string]> = [
    ["الحساب", "/account"],
    ["الرسائل", "/account/messages"],
    ["خدمة العملاء", "/account/support"],
    ["المفضلة", "/account/favorites"],
    ["عمليات البحث المحفوظة", "/account/searches"],
    ["إعلاناتي", "/account/ads"],
    ["صفحتي", "/account/page"],
    ["الباقات", "/account/bundles"],
    ["طلباتي", "/account/orders"],
    ["تفعيل الحساب", "/account/verify"],
  ];
  for (const [name] of sections) {
    // Closed, the menu is one line: the open section by name, and a button-like "all sections".
    const summary = nav.locator("summary");
    await expect(summary).toContainText(`القسم: ${name}`);
    await expect(summary).toBeInViewport();
    await expect(nav.getByRole("link")).toHaveCount(0);
    await summary.getByText("كل الأقسام").click();
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(sections.length);
    for (const link of await links.all()) await expect(link).toBeInViewport();
    await expect(nav.locator('[aria-current="page"]:visible')).toHaveText(name);
    const next = sections[(sections.findIndex(([n]) => n === name) + 1) % sections.length];
    await nav.getByRole("link", { name: next[0], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next[1]}$`));
    if (next[1] === "/account") break;
  }
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("an unverified account verifies from the account's verify tab", async ({ page, request, javaScriptEnabled }, testInfo) => {
  const person = newPerson(testInfo);
  await signUp(page, person);
  await signIn(page, person.phone, person.password, "/auth/signin?redirectTo=%2Faccount%2Fverify");
  await expect(page).toHaveURL(/\/account\/verify$/);
  await expect(page.locator(".account-badges")).toContainText("لم يتم التفعيل بعد");
  // The sign-up code was sent moments ago: the cooldown applies (counted down with the button disabled, with JavaScript).
  if (javaScriptEnabled) {
    await expect(page.getByText(/يمكنك طلب رمز جديد بعد [٠-٩]+ ثانية/)).toBeVisible();
    await expect(page.getByRole("button", { name: "إرسال الرمز", exact: true })).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "إرسال الرمز", exact: true }).click();
    await expect(page.getByText(/انتظر [٠-٩]+ ثانية قبل طلب رمز جديد/)).toBeVisible();
  }
  const code = await readCode(request, person.email, "verify");
  await page.getByLabel("رمز التفعيل").fill(code);
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expectToast(page, "تم تأكيد حسابك بنجاح");
  await expect(page.getByText("حسابك مفعّل.")).toBeVisible();
  await expect(page.locator(".account-badges")).toContainText("حساب موثّق");
});

test("customer support: a message with attachments reaches the support address", async ({ page, request }, testInfo) => {
  const person = await signedIn(page, request, testInfo);
  await visit(page, "/account/support");
  await expect(page.getByRole("link", { name: /اتصل على/ })).toHaveAttribute("href", /^tel:\+20/);
  await expect(page.getByRole("link", { name: "واتساب" })).toHaveAttribute("href", /^https:\/\/wa\.me\/20/);
  const subject = `مشكلة في الإعلان ${testInfo.project.name} ${Date.now()}`;

  await page.getByLabel("الموضوع").fill("أ");
  await page.getByLabel("الرسالة").fill("قصيرة");
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByText("يجب ألا يقل الموضوع عن 3 أحرف")).toBeVisible();
  await expect(page.getByText("يجب ألا تقل الرسالة عن 10 أحرف")).toBeVisible();

  await page.getByLabel("الموضوع").fill(subject);
  await page.getByLabel("الرسالة").fill("لا أستطيع رفع صور الإعلان من هاتفي، أرجو المساعدة.");
  const files = [
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("steps to reproduce") },
    { name: "huge.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
  ];
  await page.getByLabel("المرفقات").setInputFiles(files);
  if (testInfo.project.name === "js") {
    // The upload area lists what was kept, with its class, and refuses the big file at once.
    await expect(page.getByText("حجم huge.mp4 أكبر من 10 ميجابايت وتم تخطيه")).toBeVisible();
    const list = page.getByRole("list", { name: "الملفات المختارة" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).toContainText("نص");
    await page.getByLabel("المرفقات").setInputFiles([{ name: "photo.png", mimeType: "image/png", buffer: onePixelPng }]);
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await list.getByRole("button", { name: "إزالة photo.png" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
  }
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/support$/);
  if (testInfo.project.name === "js") await expectToast(page, "تم إرسال رسالتك إلى خدمة العملاء");
  // Without JavaScript the server skips the big file, and the message names the limits.
  else await expectToast(page, "تم إرسال رسالتك. يُقبل 5 ملفات على الأكثر في الطلب، بحد أقصى 10 ميجابايت للملف؛ وتم تخطي: huge.mp4");
  await expect(page.getByText(subject)).toBeVisible();

  const mailbox = await (await request.get("/dev/mailbox?to=support@souq.example")).text();
  expect(mailbox).toContain(subject);
  expect(mailbox).toContain(person.email);
  expect(mailbox).toContain("notes.txt (text, 18 B)");
  expect(mailbox).not.toContain("huge.mp4 (");
  expect(mailbox).not.toContain("photo.png");
});
