import { expect, test, visit, type Browser, type Page, type TestInfo } from "./test";
import sharp from "sharp";
import { expectToast, signIn } from "./fixtures";

// The admin area, with JavaScript off and on: 404 for everyone but the
// admin; content made in the admin shows on the public pages in both
// languages; document pages for the flipbook; suspending a user.

const ADMIN = { phone: "01000000001", password: "admin-pass-123" };
const TRADER = { phone: "01000000003", password: "trader-pass-123" };
const SEEDED_PASSWORD = "souq-pass-123";

function tagFor(testInfo: TestInfo): string {
  return `${testInfo.project.name === "js" ? "j" : "n"}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function image(name: string, color: { r: number; g: number; b: number }, width = 500, height = 700) {
  const picture = sharp({ create: { width, height, channels: 3, background: color } });
  if (name.endsWith(".webp")) return { name, mimeType: "image/webp", buffer: await picture.webp().toBuffer() };
  return { name, mimeType: "image/png", buffer: await picture.png().toBuffer() };
}

async function signInAs(page: Page, who: { phone: string; password: string }) {
  await signIn(page, who.phone, who.password);
  await expect(page).toHaveURL(/\/$/);
}

async function newVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    locale: "ar-EG",
  });
  return context.newPage();
}

const adminPaths = [
  "/admin",
  "/admin/users",
  "/admin/users/2",
  "/admin/orders",
  "/admin/featured",
  "/admin/audit",
  "/admin/moderation",
  "/admin/categories",
  "/admin/categories/1",
  "/admin/categories/1/attributes",
  "/admin/attributes/101",
  "/admin/governorates",
  "/admin/governorates/1",
  "/admin/banners",
  "/admin/safety-tips",
  "/admin/bundles",
  "/admin/bundles/1",
  "/admin/blog",
  "/admin/services",
  "/admin/links",
  "/admin/documents",
  "/admin/documents/1",
  "/admin/documents/1/pages",
  "/admin/no-such-section",
];

const adminActions: Array<[string, Record<string, string>]> = [
  ["/admin", { intent: "run-jobs" }],
  ["/admin/users/2", { intent: "suspend" }],
  ["/admin/users/3", { intent: "unverify" }],
  ["/admin/categories", { intent: "create", slug: "hijack", name: "اختراق", name_en: "Hijack" }],
  ["/admin/categories/1", { intent: "delete" }],
  ["/admin/categories/1/attributes", { intent: "create", key: "hijack", kind: "number", label: "اختراق", label_en: "Hijack" }],
  ["/admin/attributes/101", { intent: "delete", confirm: "yes" }],
  ["/admin/attributes/104", { intent: "create-option", key: "hijack", label: "اختراق", label_en: "Hijack" }],
  ["/admin/categories/1", { intent: "update", slug: "hijack", name: "اختراق", name_en: "Hijack" }],
  ["/admin/bundles/1", { intent: "update", name: "مجانية", name_en: "Free", days: "365", price: "1" }],
  ["/admin/documents/1/pages", { intent: "delete", page: "1" }],
  ["/admin/featured", { ad: "1", until: "2099-01-01T00:00" }],
  ["/admin/moderation", { intent: "approve", adId: "1" }],
];

test("everyone but the admin gets 404 on every admin page and action", async ({ page, request }) => {
  for (const path of adminPaths) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), `GET ${path} as a visitor`).toBe(404);
  }
  for (const [path, form] of adminActions) {
    expect((await request.post(path, { form, maxRedirects: 0 })).status(), `POST ${path} as a visitor`).toBe(404);
  }
  await signInAs(page, TRADER);
  const origin = new URL(page.url()).origin;
  for (const path of adminPaths) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), `GET ${path} as a trader`).toBe(404);
  }
  for (const [path, form] of adminActions) {
    const answer = await page.request.post(path, { form, maxRedirects: 0, headers: { Origin: origin } });
    expect(answer.status(), `POST ${path} as a trader`).toBe(404);
  }
  // The page a person sees is the ordinary not-found page.
  const response = await visit(page, "/admin/users");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "العودة للرئيسية" })).toBeVisible();
  await expect(page.getByText("المستخدمون")).toHaveCount(0);
  // Nothing changed: the category and the bundle are as they were.
  expect((await request.get("/categories/1", { maxRedirects: 0 })).status()).toBe(301);
  await visit(page, "/account/bundles");
  await expect(page.getByRole("radio", { name: /باقة ٣ أيام/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /مجانية/ })).toHaveCount(0);
});

test("the admin adds a category with a subcategory, a banner and a blog post, and they show on the public pages in both languages", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = tagFor(testInfo);
  await signInAs(page, ADMIN);
  await visit(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "لوحة المتابعة" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "أقسام الإدارة" }).getByRole("link", { name: "المراجعة" })).toHaveAttribute("href", "/admin/moderation");

  // A category with its image…
  const category = { slug: `e2e-${tag}`, name: `قسم ${tag}`, name_en: `Section ${tag}` };
  await page.getByRole("navigation", { name: "أقسام الإدارة" }).getByRole("link", { name: "الأقسام", exact: true }).click();
  const create = page.locator("#create-categories");
  await create.getByLabel("اسم العنوان (slug)").fill(category.slug);
  await create.getByLabel("الاسم بالعربية").fill(category.name);
  await create.getByLabel("الاسم بالإنجليزية").fill(category.name_en);
  await create.getByLabel("الصورة").setInputFiles(await image("tile.png", { r: 20, g: 120, b: 110 }, 320, 240));
  // Last in the public order, after the seeded categories.
  await create.getByLabel("الترتيب").fill("900");
  await create.getByRole("button", { name: "أضف" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);
  await expectToast(page, "تمت الإضافة");
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
  const categoryPath = new URL(page.url()).pathname;

  // …and a subcategory under it.
  const sub = { name: `فرعي ${tag}`, name_en: `Sub ${tag}` };
  const child = page.locator("#create-subcategories");
  await child.getByLabel("الاسم بالعربية").fill(sub.name);
  await child.getByLabel("الاسم بالإنجليزية").fill(sub.name_en);
  await child.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  await expect(page.getByRole("link", { name: `تعديل «${sub.name}»` })).toBeVisible();

  // Validated like the public forms: a taken slug and a file that is not an image.
  await visit(page, "/admin/categories");
  await create.getByLabel("اسم العنوان (slug)").fill(category.slug);
  await create.getByLabel("الاسم بالعربية").fill(`${category.name} ٢`);
  await create.getByLabel("الاسم بالإنجليزية").fill(`${category.name_en} 2`);
  await create.getByLabel("الصورة").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
  await create.getByRole("button", { name: "أضف" }).click();
  await expect(page.getByText("يجب أن يكون الملف صورة JPEG أو PNG أو WebP")).toBeVisible();
  await expect(create.getByLabel("الاسم بالإنجليزية")).toHaveValue(`${category.name_en} 2`);

  // A banner.
  const banner = { title: `بانر ${tag}`, title_en: `Banner ${tag}` };
  await visit(page, "/admin/banners");
  const bannerForm = page.locator("#create-banners");
  await bannerForm.getByLabel("العنوان بالعربية").fill(banner.title);
  await bannerForm.getByLabel("العنوان بالإنجليزية").fill(banner.title_en);
  await bannerForm.getByLabel("الصورة").setInputFiles(await image("banner.png", { r: 200, g: 120, b: 20 }, 1200, 400));
  await bannerForm.getByLabel("الرابط").fill(`/categories/${category.slug}`);
  await bannerForm.getByLabel("الترتيب").fill("0");
  await bannerForm.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const bannerPath = new URL(page.url()).pathname;

  // A blog post with an image.
  const post = { title: `مقال ${tag}`, title_en: `Post ${tag}` };
  await visit(page, "/admin/blog");
  const blogForm = page.locator("#create-blog");
  await blogForm.getByLabel("العنوان بالعربية").fill(post.title);
  await blogForm.getByLabel("العنوان بالإنجليزية").fill(post.title_en);
  await blogForm.getByLabel("الصورة").setInputFiles(await image("cover.webp", { r: 90, g: 60, b: 160 }, 640, 360));
  await blogForm.getByLabel("الملخص بالعربية").fill("ملخص المقال الجديد عن البيع والشراء الآمن في سوق");
  await blogForm.getByLabel("الملخص بالإنجليزية").fill("A summary of the new post about safe buying and selling on Souq");
  await blogForm.getByLabel("النص بالعربية").fill("الفقرة الأولى من المقال.\n\nالفقرة الثانية من المقال.");
  await blogForm.getByLabel("النص بالإنجليزية").fill("The first paragraph.\n\nThe second paragraph.");
  await blogForm.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const postId = /\/admin\/blog\/(\d+)$/.exec(page.url())![1];

  // Every change is recorded with who and when.
  await visit(page, "/admin/audit");
  await expect(page.locator("tbody tr").filter({ hasText: "blog_posts" }).first()).toContainText("مدير");

  // The public pages, in Arabic and in English.
  await visit(page, "/categories/?lng=ar");
  await expect(page.getByRole("link", { name: category.name })).toBeVisible();
  await visit(page, `/categories/${category.slug}?sheet=filters`);
  await expect(page.locator("h1.page-title")).toHaveText(category.name);
  await expect(page.locator('select[name="subcategory"] option', { hasText: sub.name })).toHaveCount(1);
  await visit(page, "/categories/?lng=en");
  await expect(page.getByRole("link", { name: category.name_en })).toBeVisible();
  await visit(page, `/categories/${category.slug}?sheet=filters`);
  await expect(page.locator("h1.page-title")).toHaveText(category.name_en);
  await expect(page.locator('select[name="subcategory"] option', { hasText: sub.name_en })).toHaveCount(1);

  await visit(page, "/?lng=en");
  await expect(page.locator(`img[alt="${banner.title_en}"]`)).toHaveCount(1);
  await visit(page, `/blog/${postId}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title_en })).toBeVisible();
  await visit(page, "/?lng=ar");
  await expect(page.locator(`img[alt="${banner.title}"]`)).toHaveCount(1);
  await expect(page.locator(`a.banner:has(img[alt="${banner.title}"])`)).toHaveAttribute("href", `/categories/${category.slug}`);
  await visit(page, "/blog/");
  await expect(page.getByRole("link", { name: post.title, exact: true })).toBeVisible();
  await page.getByRole("link", { name: post.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator(`img[src^="/media/admin/blog_posts/"]`).first()).toBeAttached();

  // Taken down again, so the public pages stay as they were: the banner, the
  // post, and the category with its subcategory (nothing uses them).
  await visit(page, bannerPath);
  await page.getByRole("button", { name: `احذف «${banner.title}»` }).click();
  await expectToast(page, "تم الحذف");
  await visit(page, "/");
  await expect(page.locator(`img[alt="${banner.title}"]`)).toHaveCount(0);
  for (const path of [`/admin/blog/${postId}`, categoryPath]) {
    await visit(page, path);
    await page.locator("form:has(input[name='intent'][value='delete']) button").click();
    // The delete answers with a redirect to the list: wait for it, so the
    // next visit cannot cut the post short.
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await expectToast(page, "تم الحذف");
  }
  // The post is gone, and its address with it: no later post gets its id
  // (not even the other project's, created at the same time).
  expect((await visit(page, `/blog/${postId}`))?.status()).toBe(404);
  await visit(page, "/blog/");
  await expect(page.getByRole("link", { name: post.title, exact: true })).toHaveCount(0);
  expect((await visit(page, `/categories/${category.slug}`))?.status()).toBe(404);
});

test("the admin uploads a document's pages, reorders and deletes them, and the flipbook shows them", async ({ page, javaScriptEnabled }, testInfo) => {
  const tag = tagFor(testInfo);
  await signInAs(page, ADMIN);
  await visit(page, "/admin/documents");
  const form = page.locator("#create-documents");
  await form.getByLabel("العنوان بالعربية").fill(`كتالوج ${tag}`);
  await form.getByLabel("العنوان بالإنجليزية").fill(`Catalogue ${tag}`);
  await form.getByRole("button", { name: "أضف" }).click();
  await expect(page).toHaveURL(/\/admin\/documents\/\d+$/);
  const documentId = /\/admin\/documents\/(\d+)$/.exec(page.url())![1];
  await page.getByRole("link", { name: "إدارة الصفحات" }).click();
  await expect(page.getByText("لا توجد صفحات لهذا المستند بعد.")).toBeVisible();

  await page
    .locator('input[name="pages"]')
    .setInputFiles([
      await image("1.png", { r: 220, g: 40, b: 40 }),
      await image("2.png", { r: 40, g: 160, b: 40 }),
      await image("3.png", { r: 40, g: 40, b: 220 }),
    ]);
  await page.getByRole("button", { name: "ارفع الصفحات" }).click();
  await expectToast(page, /أُضيفت/);
  const pages = page.locator(".page-item img");
  await expect(pages).toHaveCount(3);
  const uploaded = await pages.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? ""));
  expect(uploaded.every((src) => src.startsWith(`/media/documents/${documentId}/`))).toBe(true);

  // Page 3 up, then page 1 out: [3, 2].
  await page.getByRole("button", { name: "انقل الصفحة ٣ لأعلى" }).click();
  await expectToast(page, "تم نقل الصفحة");
  await expect(pages).toHaveCount(3);
  expect(await pages.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")))).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
  await page.getByRole("button", { name: "احذف الصفحة ١" }).click();
  await expectToast(page, "تم حذف الصفحة");
  await expect(pages).toHaveCount(2);
  const expected = [uploaded[2], uploaded[1]];

  await visit(page, `/view-pdf/${documentId}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: `Catalogue ${tag}` })).toBeVisible();
  if (javaScriptEnabled) {
    await expect(page.locator(".flipbook[data-ready='true']")).toBeVisible();
    const shown = page.locator(".flipbook-host .flipbook-page img");
    await expect(shown).toHaveCount(2);
    expect(await shown.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")))).toEqual(expected);
  } else {
    const shown = page.locator(".flipbook-pages img");
    await expect(shown).toHaveCount(2);
    expect(await shown.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")))).toEqual(expected);
  }
  await visit(page, `/view-pdf/${documentId}?lng=ar`);
  await expect(page.getByRole("heading", { level: 1, name: `كتالوج ${tag}` })).toBeVisible();
});

test("on a 360-pixel phone in Arabic the admin's pages fit: tables scroll in their own box, the queue's photos shrink, never the page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, ADMIN);
  for (const path of ["/admin/users?lng=ar", "/admin/orders", "/admin/audit", "/admin/featured", "/admin/moderation", "/admin", "/admin/categories"]) {
    await visit(page, path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    // The page itself is no wider than the phone: a wide table scrolls inside .table-scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});

test("the admin finds and suspends a user: they cannot sign in and their ads leave the public pages", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  // Each project suspends its own seeded customer, and reinstates them at the end.
  const userId = testInfo.project.name === "js" ? 53 : 52;
  await signInAs(page, ADMIN);
  await visit(page, `/admin/users/${userId}`);
  const email = (await page.locator("dd[dir='ltr']").nth(2).textContent())!.trim();
  const phone = (await page.locator("dd[dir='ltr']").nth(1).textContent())!.trim();

  // Search finds them.
  await visit(page, "/admin/users");
  await page.getByLabel("الاسم أو اسم المستخدم أو البريد أو الشركة أو الهاتف").fill(email);
  await page.locator("#main").getByRole("button", { name: "بحث" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.locator(`tr[data-user-id="${userId}"]`).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
  const adId = await page.locator('li[data-status="approved"]').first().getAttribute("data-ad-id");
  expect(adId).toBeTruthy();

  // The customer is signed in elsewhere.
  const customer = await newVisitor(browser, testInfo);
  await signIn(customer, phone, SEEDED_PASSWORD);
  await expect(customer).toHaveURL(/\/$/);
  expect((await visit(customer, `/categories/product/${adId}`))?.status()).toBe(200);

  try {
    await page.getByRole("button", { name: "أوقف هذا الحساب" }).click();
    await expectToast(page, "تم إيقاف الحساب");
    await expect(page.getByTestId("user-status")).toHaveText("موقوف");

    // Their session is over, they cannot sign in again, and their ad is gone from the public pages.
    await visit(customer, "/account");
    await expect(customer).toHaveURL(/\/auth\/signin/);
    await signIn(customer, phone, SEEDED_PASSWORD);
    // Said in the form (a toast may say it too, once the page has hydrated).
    await expect(customer.locator(".form-errors").getByText("هذا الحساب موقوف. تواصل مع خدمة العملاء.")).toBeVisible();
    expect((await visit(customer, `/categories/product/${adId}`))?.status()).toBe(404);

    // The suspended filter lists them.
    await visit(page, "/admin/users?status=suspended");
    await expect(page.locator(`tr[data-user-id="${userId}"]`)).toHaveCount(1);
  } finally {
    await visit(page, `/admin/users/${userId}`);
    if ((await page.getByTestId("user-status").textContent()) === "موقوف") {
      await page.getByRole("button", { name: "أعد تفعيل هذا الحساب" }).click();
      await expectToast(page, "تمت إعادة تفعيل الحساب");
    }
  }
  expect((await visit(customer, `/categories/product/${adId}`))?.status()).toBe(200);
  await customer.context().close();
});

test("the rest of the content: governorates and regions, safety tips, bundles, services and links", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = tagFor(testInfo);
  await signInAs(page, ADMIN);

  // A governorate with a region: the region picker offers it at once.
  await visit(page, "/admin/governorates");
  const governorate = page.locator("#create-governorates");
  await governorate.getByLabel("الاسم بالعربية").fill(`محافظة ${tag}`);
  await governorate.getByLabel("الاسم بالإنجليزية").fill(`Governorate ${tag}`);
  await governorate.getByLabel("اسم العنوان (slug)").fill(`gov-${tag}`);
  await governorate.getByLabel("خط العرض").fill("25.44");
  await governorate.getByLabel("خط الطول").fill("30.55");
  await governorate.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const governoratePath = new URL(page.url()).pathname;
  const governorateId = governoratePath.split("/").pop();
  const region = page.locator("#create-regions");
  await region.getByLabel("الاسم بالعربية").fill(`منطقة ${tag}`);
  await region.getByLabel("الاسم بالإنجليزية").fill(`Region ${tag}`);
  await region.getByLabel("خط العرض").fill("25.45");
  await region.getByLabel("خط الطول").fill("30.56");
  await region.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  await expect(page.getByRole("link", { name: `تعديل «منطقة ${tag}»` })).toBeVisible();
  await visit(page, "/?lng=en&overlay=region");
  await expect(page.locator("#region-governorate option", { hasText: `Governorate ${tag}` })).toHaveCount(1);
  await visit(page, `/categories/search?governorate=${governorateId}&sheet=filters&lng=ar`);
  await expect(page.locator('select[name="region"] option', { hasText: `منطقة ${tag}` })).toHaveCount(1);

  // A safety tip, shown on every ad page.
  await visit(page, "/admin/safety-tips?lng=ar");
  const tip = page.locator("#create-safety-tips");
  await tip.getByLabel("العنوان بالعربية").fill(`لا تشارك رمز التحقق ${tag}`);
  await tip.getByLabel("العنوان بالإنجليزية").fill(`Never share your code ${tag}`);
  await tip.getByLabel("الترتيب").fill("99");
  await tip.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const tipPath = new URL(page.url()).pathname;

  // A service and a link.
  await visit(page, "/admin/services");
  const service = page.locator("#create-services");
  await service.getByLabel("العنوان بالعربية").fill(`خدمة ${tag}`);
  await service.getByLabel("العنوان بالإنجليزية").fill(`Service ${tag}`);
  await service.getByLabel("النص بالعربية").fill("وصف الخدمة الجديدة");
  await service.getByLabel("النص بالإنجليزية").fill("What the new service does");
  await service.getByLabel("الأيقونة").selectOption("star");
  await service.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const servicePath = new URL(page.url()).pathname;
  await visit(page, "/admin/links");
  const link = page.locator("#create-links");
  await link.getByLabel("النص بالعربية").fill(`تيليجرام ${tag}`);
  await link.getByLabel("النص بالإنجليزية").fill(`Telegram ${tag}`);
  await link.getByLabel("العنوان").fill("javascript:alert(1)");
  await link.getByLabel("الأيقونة").selectOption("link");
  await link.getByRole("button", { name: "أضف" }).click();
  await expect(page.getByText("أدخل عنوانًا يبدأ بـ https:// أو tel: أو sms: أو mailto:")).toBeVisible();
  await link.getByLabel("العنوان").fill(`https://t.me/souq${tag}`);
  await link.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const linkPath = new URL(page.url()).pathname;

  // A bundle the traders can buy.
  await visit(page, "/admin/bundles");
  const bundle = page.locator("#create-bundles");
  await bundle.getByLabel("الاسم بالعربية").fill(`باقة ${tag}`);
  await bundle.getByLabel("الاسم بالإنجليزية").fill(`Bundle ${tag}`);
  await bundle.getByLabel("عدد الأيام").fill("0");
  await bundle.getByLabel("السعر (ج.م)").fill("40");
  await bundle.evaluate((node) => node.setAttribute("novalidate", ""));
  await bundle.getByRole("button", { name: "أضف" }).click();
  await expect(page.getByText("الرقم أصغر من المسموح")).toBeVisible();
  await bundle.getByLabel("عدد الأيام").fill("10");
  await bundle.getByRole("button", { name: "أضف" }).click();
  await expectToast(page, "تمت الإضافة");
  const bundlePath = new URL(page.url()).pathname;

  // Public pages, both languages.
  await visit(page, "/our-services/?lng=en");
  await expect(page.getByRole("heading", { level: 2, name: `Service ${tag}` })).toBeVisible();
  await visit(page, "/show-links?lng=en");
  await expect(page.getByRole("link", { name: new RegExp(`Telegram ${tag}`) })).toHaveAttribute("href", `https://t.me/souq${tag}`);
  await visit(page, "/our-services/?lng=ar");
  await expect(page.getByRole("heading", { level: 2, name: `خدمة ${tag}` })).toBeVisible();
  await visit(page, "/?lng=ar");
  await page.locator(".ad-card-title a").first().click();
  await expect(page.getByText(`لا تشارك رمز التحقق ${tag}`)).toBeVisible();

  // Cleaning up what would otherwise pile up on public pages.
  for (const path of [tipPath, servicePath, linkPath, bundlePath, governoratePath]) {
    await visit(page, path);
    await page.locator("form:has(input[name='intent'][value='delete']) button").click();
    // The delete answers with a redirect to the list: wait for it, so the
    // next visit cannot cut the post short.
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await expectToast(page, "تم الحذف");
  }
});
