// Saved searches and their e-mail alerts, in Arabic, with JavaScript off and on: a buyer saves a
// filtered listing, a matching ad is posted and approved, the alert in the outbox links to it, the saved search
// shows one new ad, and the e-mail's unsubscribe link stops the e-mails without signing in.
import { expect, test, visit, type APIRequestContext } from "./test";
import { adminPage, approve, createSignedInUser, expectToast, otherPage, postAd } from "./fixtures";

/** The newest saved-search alert e-mailed to an address, waiting for it (approval sends it after answering). */
async function readAlert(request: APIRequestContext, email: string): Promise<{ subject: string; body: string }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const article = /<article[^>]*data-kind="search_alert"[^>]*>([\s\S]*?)<\/article>/.exec(html);
    if (article) {
      const decode = (text: string) =>
        text
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&");
      return {
        subject: decode(/<h2 class="mailbox-subject">([\s\S]*?)<\/h2>/.exec(article[1]!)![1]!),
        body: decode(/<pre class="mailbox-body">([\s\S]*?)<\/pre>/.exec(article[1]!)![1]!),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no alert for ${email} in the mailbox`);
}

test("a buyer saves a filtered search, is e-mailed the matching ad once approved, and unsubscribes without signing in", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const buyer = await createSignedInUser(page, testInfo);
  // A word no other ad has, so only this test's ad matches the search.
  const word = `زمرد${testInfo.project.name === "js" ? "ج" : "ن"}${Math.random().toString(36).slice(2, 8)}`;
  await visit(page, `/categories/vehicles?q=${encodeURIComponent(word)}&governorate=1&max_price=900000&page=2`);
  await page.getByRole("button", { name: "احفظ هذا البحث" }).click();
  await expectToast(page, "حفظنا هذا البحث");
  await expect(page).toHaveURL(/\/categories\/vehicles\?/);

  await visit(page, "/account/searches");
  const saved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(word) }) });
  await expect(saved).toHaveCount(1);
  await expect(saved.getByText("لا إعلانات جديدة")).toBeVisible();
  await expect(saved.getByLabel("فورًا (رسالة كل ساعة على الأكثر)")).toBeChecked();

  // A seller posts a matching ad and the moderator approves it.
  const seller = await otherPage(browser, testInfo);
  await createSignedInUser(seller, testInfo, "trader");
  const title = `تويوتا كورولا ${word}`;
  const adId = await postAd(seller, title, 450000);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);

  const mail = await readAlert(page.request, buyer.email);
  expect(mail.subject).toContain("إعلان جديد");
  expect(mail.body).toContain(title);
  expect(mail.body).toContain("٤٥٠٬٠٠٠ ج.م");
  const adLink = new RegExp(`http://[^\\s]+/categories/product/${adId}`).exec(mail.body)![0];
  const stop = /http:\/\/[^\s]+\/alerts\/unsubscribe\/[^\s]+/.exec(mail.body)![0];

  // The same e-mail's HTML part, opened from the local mailbox: right to left, the ad's title linking to it, the unsubscribe link.
  await visit(page, `/dev/mailbox?to=${encodeURIComponent(buyer.email)}`);
  await page.locator('article[data-kind="search_alert"]').first().getByRole("link", { name: "اعرض نسخة HTML من الرسالة" }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox\/\d+$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const adLinks = page.getByRole("link", { name: title });
  await expect(adLinks).toHaveCount(2); // its photo and its title
  for (const link of await adLinks.all()) await expect(link).toHaveAttribute("href", adLink);
  await expect(page.getByRole("img", { name: title })).toHaveAttribute("src", /^http:\/\/[^/]+\/media\/\S+$/);
  await expect(page.getByText("٤٥٠٬٠٠٠ ج.م")).toBeVisible();
  await expect(page.getByRole("link", { name: "أوقف رسائل هذا البحث (دون تسجيل الدخول)" })).toHaveAttribute("href", stop);
  await visit(page, new URL(adLink).pathname);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await visit(page, "/account/searches");
  await expect(saved.getByText("إعلان جديد واحد")).toBeVisible();
  // Opening it goes to the listing with its filters (the ad among its results) and starts the count again.
  await saved.getByRole("button", { name: /^افتح البحث/ }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/vehicles\\?q=`));
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await visit(page, "/account/searches");
  await expect(saved.getByText("لا إعلانات جديدة")).toBeVisible();

  // The unsubscribe link works for someone who is not signed in.
  const visitor = await otherPage(browser, testInfo);
  await visit(visitor, new URL(stop).pathname);
  await expect(visitor.getByText(new RegExp(`هل تريد إيقاف الرسائل عن البحث «.*${word}`))).toBeVisible();
  await visitor.getByRole("button", { name: "أوقف الرسائل" }).click();
  await expect(visitor.getByText("تم. لن نرسل لك رسائل عن هذا البحث بعد الآن.")).toBeVisible();
  await visitor.context().close();

  await visit(page, "/account/searches");
  await expect(saved.getByLabel("لا ترسل لي رسائل")).toBeChecked();
  await seller.context().close();
  await admin.context().close();
});

test("the owner renames a saved search and changes how often to be told; an empty name is refused with the form kept", async ({ page }, testInfo) => {
  await createSignedInUser(page, testInfo);
  await visit(page, "/categories/search?q=%D8%B4%D9%82%D8%A9&governorate=2");
  await page.getByRole("button", { name: "احفظ هذا البحث" }).click();
  await expectToast(page, "حفظنا هذا البحث");
  await visit(page, "/account/searches");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "شقة" }) });
  await item.getByLabel("اسم البحث").fill("   ");
  await item.getByLabel("ملخص يومي").check();
  await item.getByRole("button", { name: "احفظ التغييرات" }).click();
  // Spaces pass the browser's own "required" check; the server refuses them (400) and keeps what was chosen.
  await expect(page.getByText("اكتب اسمًا للبحث.")).toBeVisible();
  await expect(item.getByLabel("ملخص يومي")).toBeChecked();
  await item.getByLabel("اسم البحث").fill("شقق الجيزة");
  await item.getByLabel("ملخص يومي").check();
  await item.getByRole("button", { name: "احفظ التغييرات" }).click();
  await expectToast(page, "حفظنا التغييرات.");
  const renamed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "شقق الجيزة" }) });
  await expect(renamed.getByLabel("ملخص يومي")).toBeChecked();
  await renamed.getByRole("button", { name: "احذف البحث «شقق الجيزة»" }).click();
  await expectToast(page, "حذفنا البحث المحفوظ.");
  await expect(page.getByText("لم تحفظ أي بحث بعد.", { exact: false })).toBeVisible();
});

test("a visitor who presses 'Save this search' is sent to sign in", async ({ page }) => {
  await visit(page, "/categories/vehicles?governorate=1");
  await page.getByRole("button", { name: "احفظ هذا البحث" }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=%2Fcategories%2Fvehicles%3Fgovernorate%3D1/);
});
