// The moderator sees what they approve, with JavaScript off and on: the whole
// description, the note and address, and every photo at full size; an ad
// edited after the moderator opened it is not approved (409 and a message),
// and stays in the queue with its new content until approved again.
import { expect, test, visit, type Browser, type Page, type TestInfo } from "./test";
import sharp from "sharp";
import { createSignedInUser, expectToast, photo, signIn } from "./fixtures";

async function signedIn(browser: Browser, testInfo: TestInfo, phone: string, password: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: "ar-EG",
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
  });
  const page = await context.newPage();
  await signIn(page, phone, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

function adForm(fields: Record<string, string>) {
  return {
    price: "250000",
    negotiable: "yes",
    status: "used",
    latitude: "30.0511",
    longitude: "31.3656",
    category: "1",
    subcategory: "101",
    brand_country: "1011",
    third_branch: "10111",
    governorate: "1",
    region: "101",
    ...fields,
  };
}

test("the moderator sees every field and every photo at full size, and approves only the version seen", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `سيارة للمراجعة ${tag}`;
  const ending = `والجملة الأخيرة من الوصف ${tag}`;
  const description = `${"السيارة بحالة جيدة جداً وتم تغيير الزيت والفرامل حديثاً، ".repeat(12)}${ending}`;
  expect(description.length).toBeGreaterThan(600);

  // A trader of its own: the seeded one's 2 free vehicle ads in 30 days are not this test's to spend.
  await createSignedInUser(page, testInfo, "trader");
  const created = await page.request.post("/account/ads?sheet=add-ad", {
    multipart: {
      ...adForm({ intent: "create", name, description, note: `المعاينة يوم الجمعة فقط ${tag}`, address: `١٢ شارع عباس العقاد، مدينة نصر ${tag}` }),
      images: await photo("front.jpg", 1600, 1200, 220),
    },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  await visit(page, "/account/ads");
  const adId = Number(/ad=(\d+)/.exec((await page.getByRole("link", { name: `حذف ${name}` }).getAttribute("href")) ?? "")?.[1]);
  // A second photo added by an edit, so the ad has two.
  const edited = await page.request.post(`/account/ads?sheet=edit-ad&ad=${adId}`, {
    multipart: {
      ...adForm({
        intent: "update",
        adId: String(adId),
        name,
        description,
        note: `المعاينة يوم الجمعة فقط ${tag}`,
        address: `١٢ شارع عباس العقاد، مدينة نصر ${tag}`,
      }),
      images: await photo("back.jpg", 1200, 1600, 90),
    },
    maxRedirects: 0,
  });
  expect(edited.status()).toBe(302);

  const admin = await signedIn(browser, testInfo, "01000000001", "admin-pass-123");
  await visit(admin, `/admin/moderation?ad=${adId}`);
  const item = admin.locator("article.queue-item", { hasText: name });
  await expect(item.getByText(ending)).toBeVisible();
  await expect(item.getByText(`المعاينة يوم الجمعة فقط ${tag}`)).toBeVisible();
  await expect(item.getByText(`١٢ شارع عباس العقاد، مدينة نصر ${tag}`)).toBeVisible();
  // Every photo, each linked to the original at full size.
  await expect(item.getByRole("heading", { name: "الصور كما رُفعت (2)" })).toBeVisible();
  const sizes: Array<[number | undefined, number | undefined]> = [];
  for (const n of [1, 2]) {
    const image = item.getByRole("img", { name: `الصورة ${n} من 2 بالحجم الكامل` });
    await expect(image).toBeVisible();
    const href = await item.getByRole("link", { name: `الصورة ${n} من 2 بالحجم الكامل` }).getAttribute("href");
    expect(await image.getAttribute("src")).toBe(href);
    const original = await admin.request.get(href!);
    expect(original.status()).toBe(200);
    const meta = await sharp(await original.body()).metadata();
    sizes.push([meta.width, meta.height]);
  }
  expect(sizes).toEqual([
    [1600, 1200],
    [1200, 1600],
  ]);

  // The owner changes the description while the moderator is looking at the old one.
  const changed = `وصف جديد لم يره المشرف ${tag}`;
  const sneaky = await page.request.post(`/account/ads?sheet=edit-ad&ad=${adId}`, {
    multipart: adForm({ intent: "update", adId: String(adId), name, description: changed, note: "ملاحظة", address: "عنوان" }),
    maxRedirects: 0,
  });
  expect(sneaky.status()).toBe(302);

  const approval = admin.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/moderation"));
  await item.getByRole("button", { name: "موافقة" }).click();
  if (testInfo.project.use.javaScriptEnabled === false) expect((await approval).status()).toBe(409);
  await expect(admin.getByText("عُدّل هذا الإعلان بعد أن فتحته. راجع النسخة الجديدة ثم قرر من جديد.")).toBeVisible();
  // Still waiting, now showing what the owner changed; the visitor still cannot see it.
  const again = admin.locator("article.queue-item", { hasText: name });
  await expect(again.getByText(changed)).toBeVisible();
  await expect(again.getByText(ending)).toHaveCount(0);
  expect((await page.request.get(`/categories/product/${adId}`)).status()).toBe(404);

  await visit(admin, `/admin/moderation?ad=${adId}`);
  await admin.locator("article.queue-item", { hasText: name }).getByRole("button", { name: "موافقة" }).click();
  await expectToast(admin, "تمت الموافقة على الإعلان");
  expect((await page.request.get(`/categories/product/${adId}`)).status()).toBe(200);
  await admin.context().close();
});
