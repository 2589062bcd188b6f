import { expect, hydrated, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast, fillSignup, newPerson, photo, postAd, readCode, signIn, signUp } from "./fixtures";

// What a new buyer or seller meets on a phone (360×740), in Arabic
// and English, with JavaScript off and on.

const phone = { width: 360, height: 740 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name}-360x740-ar-${testInfo.project.name}`, { body: await page.screenshot(), contentType: "image/png" });
}

test.describe("the header on a phone", () => {
  test.use({ viewport: phone });

  test("is compact: logo, post an ad and search in view, the rest in a menu that opens without JavaScript", async ({ page }, testInfo) => {
    for (const [path, addAd, menu, categories] of [
      ["/", "أضف إعلان", "القائمة", "الأقسام"],
      ["/?lng=en", "Post an ad", "Menu", "Categories"],
    ] as const) {
      await visit(page, path);
      const header = page.locator(".site-header");
      const height = (await header.boundingBox())!.height;
      // About half of the old 210 px.
      expect(height).toBeLessThanOrEqual(115);
      await expect(header.getByRole("link", { name: addAd })).toBeVisible();
      await expect(header.getByRole("searchbox")).toBeVisible();
      const nav = page.getByRole("navigation", { name: menu });
      await expect(nav.getByRole("link", { name: categories })).toBeHidden();
      await header.locator("summary").click();
      await expect(nav.getByRole("link", { name: categories })).toBeVisible();
      await nav.getByRole("link", { name: categories }).click();
      await expect(page).toHaveURL(/\/categories\/$/);
      await expect(nav.getByRole("link", { name: categories })).toBeHidden();
    }
    await visit(page, "/");
    await shot(page, testInfo, "home");
    await visit(page, "/categories/vehicles");
    await shot(page, testInfo, "listing");
  });

  test("the ad page shows the ad's name and price on the first screen", async ({ page }, testInfo) => {
    for (const path of ["/categories/product/1", "/categories/product/1?lng=en"]) {
      await visit(page, path);
      const name = page.getByRole("heading", { level: 1 });
      const price = page.locator(".product-price");
      await expect(name).toBeVisible();
      expect((await name.boundingBox())!.y).toBeGreaterThan(0);
      expect((await price.boundingBox())!.y + (await price.boundingBox())!.height).toBeLessThanOrEqual(phone.height);
    }
    await visit(page, "/categories/product/1");
    await shot(page, testInfo, "ad");
  });
});

test.describe("post an ad", () => {
  test("signed out: sign in, then back to the add-ad sheet (on a phone and on a wide screen)", async ({ page }) => {
    for (const [size, path, label, signInButton, sheetTitle] of [
      [phone, "/", "أضف إعلان", "تسجيل الدخول", "إضافة إعلان"],
      [{ width: 1280, height: 800 }, "/categories/?lng=en", "Post an ad", "Sign in", "Add an ad"],
    ] as const) {
      await page.context().clearCookies();
      await page.setViewportSize(size);
      await visit(page, path);
      await page.locator(".site-header").getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=/);
      await page.locator("input[name=phone]").fill("01000000002");
      await page.locator("input[name=password]").fill("customer-pass-123");
      await page.getByRole("button", { name: signInButton }).click();
      await expect(page).toHaveURL(/\/account\/ads\?sheet=add-ad$/);
      await expect(page.getByRole("heading", { name: sheetTitle })).toBeVisible();
    }
  });

  test("an unverified account goes to the verify tab with the reason", async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page, person);
    await signIn(page, person.phone, person.password);
    await expect(page).toHaveURL(/\/$/);
    await page.locator(".site-header").getByRole("link", { name: "أضف إعلان" }).click();
    await expect(page).toHaveURL(/\/account\/verify$/);
    await expectToast(page, "فعّل حسابك قبل نشر إعلان");
    await visit(page, "/?lng=en");
    await page.locator(".site-header").getByRole("link", { name: "Post an ad" }).click();
    await expect(page).toHaveURL(/\/account\/verify$/);
    await expectToast(page, "Verify your account before posting an ad");
  });
});

test.describe("sign-up and the code", () => {
  test("sign-up lands on the code entry, saying where the code went", async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page, person);
    const masked = new RegExp(`أُرسل الرمز إلى ${person.email.slice(0, 1)}`);
    await expect(page.getByText(masked)).toBeVisible();
    await expect(page.getByLabel("رمز التفعيل")).toBeVisible();
    await visit(page, "/auth/verification2?lng=en");
    await expect(page.getByText(/The code was sent to /)).toBeVisible();
    await expect(page.getByLabel("Verification code")).toBeVisible();
  });

  test("a trader may leave the company name out", async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo, "trader");
    await visit(page, "/auth/signup");
    await fillSignup(page, { ...person, companyName: undefined });
    await expect(page.getByText("للتجار فقط، واختياري.")).toBeVisible();
    await page.getByRole("checkbox", { name: /أوافق على شروط الاستخدام/ }).check();
    await page.getByRole("button", { name: "إنشاء الحساب" }).click();
    await expect(page).toHaveURL(/\/auth\/verification2$/);
    const code = await readCode(request, person.email, "verify");
    await page.getByLabel("رمز التفعيل").fill(code);
    await page.getByRole("button", { name: "تأكيد", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/verification-confirmed$/);
    await signIn(page, person.phone, person.password);
    await expect(page).toHaveURL(/\/$/);
    await visit(page, "/account?lng=en");
    await expect(page.locator(".account-badges")).toContainText("Trader");
  });

  test("resend: the page says when; with JavaScript it counts down and enables the button at zero, without it an early press says how long to wait", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(60_000);
    const person = newPerson(testInfo);
    if (javaScriptEnabled) await page.clock.install();
    await signUp(page, person);
    const resend = page.getByRole("button", { name: "إرسال رمز جديد" });
    if (javaScriptEnabled) {
      await expect(page.getByText(/يمكنك طلب رمز جديد بعد [٠-٩]+ ثانية/)).toBeVisible();
      await expect(resend).toBeDisabled();
      // The seconds are in Arabic-Indic digits, as the page's other numbers.
      const seconds = (text: string | null) => Number(/([٠-٩]+)/.exec(text ?? "")![1].replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))));
      const first = seconds(await page.locator(".resend-wait").textContent());
      await page.clock.fastForward(5_000);
      await expect.poll(async () => seconds(await page.locator(".resend-wait").textContent())).toBeLessThanOrEqual(first - 4);
      await page.clock.fastForward(61_000);
      await expect(resend).toBeEnabled();
      await expect(page.locator(".resend-wait")).toHaveCount(0);
    } else {
      await expect(page.getByText(/يمكنك طلب رمز جديد الساعة .+ \(بعد [٠-٩]+ ثانية من عرض هذه الصفحة\)/)).toBeVisible();
      await page.getByLabel("رمز التفعيل").fill("123");
      await resend.click();
      await expect(page.getByText(/انتظر [٠-٩]+ ثانية قبل طلب رمز جديد/)).toBeVisible();
      // The page and its forms are still there.
      await expect(page).toHaveURL(/\/auth\/verification2$/);
      await expect(page.getByLabel("رمز التفعيل")).toBeVisible();
      await visit(page, "/auth/verification2?lng=en");
      await expect(page.getByText(/You can ask for a new code at .+ \(in \d+ seconds from when this page was shown\)/)).toBeVisible();
    }
  });
});

test.describe("the account page", () => {
  test.use({ viewport: phone });

  test("shows the user's ads with their states and the add button, beside the profile", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await createSignedInUser(page, testInfo);
    await visit(page, "/account");
    const ads = page.getByRole("region", { name: "إعلاناتي" });
    await expect(ads.getByText("لا توجد إعلانات")).toBeVisible();
    const name = `إعلان الحساب ${testInfo.project.name} ${Date.now()}`;
    await postAd(page, name);
    await visit(page, "/account");
    await expect(ads.getByRole("listitem").filter({ hasText: name })).toContainText("تحت المراجعه");
    await expect(ads.getByRole("link", { name: "أضف إعلاناً" })).toHaveAttribute("href", "/account/ads?sheet=add-ad");
    await expect(page.getByRole("region", { name: "الملف الشخصي" })).toBeVisible();
    await shot(page, testInfo, "account");
    await visit(page, "/account?lng=en");
    const english = page.getByRole("region", { name: "My ads" });
    await expect(english.getByRole("listitem").filter({ hasText: name })).toContainText("Under review");
    await english.getByRole("link", { name: "Add an ad" }).click();
    await expect(page.getByRole("heading", { name: "Add an ad" })).toBeVisible();
  });
});

test.describe("navigation", () => {
  test("keeps the current page in view with a progress bar while the next one loads", async ({ page, javaScriptEnabled }, testInfo) => {
    test.setTimeout(60_000);
    await createSignedInUser(page, testInfo);
    await visit(page, "/account/support");
    await expect(page.getByRole("heading", { name: "خدمة العملاء" })).toBeVisible();
    if (!javaScriptEnabled) {
      // Without JavaScript the browser loads each page itself: no bar of ours.
      await page.getByRole("link", { name: "المفضلة" }).click();
      await expect(page).toHaveURL(/\/account\/favorites$/);
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      return;
    }
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/account/favorites.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "المفضلة" }).click();
    await expect(page.getByRole("progressbar", { name: "جارٍ التحميل…" })).toBeVisible();
    // The page that was there stays, never a blank content area.
    await expect(page.getByRole("heading", { name: "خدمة العملاء" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/account\/favorites$/);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});

test.describe("the add-ad sheet on a slow phone", () => {
  test("what is typed and chosen before the page has hydrated stays in the form", async ({ page, javaScriptEnabled }, testInfo) => {
    test.setTimeout(60_000);
    await createSignedInUser(page, testInfo);
    // Opened by its address without waiting: the visitor types into the server's HTML, before the page has hydrated.
    await page.evaluate(() => location.assign("/account/ads?sheet=add-ad"));
    const name = page.getByLabel("الاسم", { exact: true });
    await name.fill("دراجة للبيع");
    await page.getByLabel("الصور", { exact: true }).setInputFiles([await photo("bike.jpg", 800, 600)]);
    // With JavaScript the page hydrates on its own, and the sheet opened by its address stays the page's panel.
    await hydrated(page);
    if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(name).toHaveValue("دراجة للبيع");
    await expect(page.getByLabel("الصور", { exact: true })).toHaveJSProperty("files.length", 1);
    // The caret is still in the field: typing goes on.
    await expect(name).toBeFocused();
    await page.keyboard.type(" حمراء");
    await expect(name).toHaveValue("دراجة للبيع حمراء");
  });
});

test.describe("the ad form's Update choices", () => {
  test("photos chosen before it are named at the photos field", async ({ page, javaScriptEnabled }, testInfo) => {
    test.setTimeout(60_000);
    await createSignedInUser(page, testInfo);
    for (const [path, category, label, message] of [
      ["/account/ads?sheet=add-ad", "القسم", "الصور", "اخترت صورة قبل «تحديث الاختيارات» ولم تُحفظ: اخترها هنا مرة أخرى."],
      ["/account/ads?sheet=add-ad&lng=en", "Category", "Photos", "You chose a photo before “Update choices” and it was not kept: choose it again here."],
    ] as const) {
      await visit(page, path);
      // Hydrated: the "update" button is gone (the next level loads at once).
      if (javaScriptEnabled) await expect(page.getByRole("button", { name: /تحديث الاختيارات|Update choices/ })).toHaveCount(0);
      const car = await photo("car.jpg", 800, 600);
      // With JavaScript, a photo chosen while the sheet's dialog is still loading goes with the form into it.
      await page.getByLabel(label, { exact: true }).setInputFiles([car]);
      if (javaScriptEnabled) await expect(page.locator(".photo-picker li")).toHaveCount(1);
      await page.getByLabel(category, { exact: true }).selectOption({ index: 1 });
      if (javaScriptEnabled) {
        // The next level comes at once; the photo stays chosen.
        await expect(page.getByLabel(/الفرع|Subcategory/).first()).toBeVisible();
        await expect(page.locator(".photo-picker li")).toHaveCount(1);
      } else {
        await page.getByRole("button", { name: /تحديث الاختيارات|Update choices/ }).click();
        await expect(page.locator(".photo-picker").getByText(message)).toBeVisible();
      }
    }
  });
});
