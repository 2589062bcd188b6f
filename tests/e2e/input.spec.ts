// Input a person (or a scanner) may send that the pages must take calmly: prices typed with separators and
// decimals in the ad form, photo removals that are not the ad's, and long,
// odd, control and binary values in every public GET form and query.
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, expectToast, postAd } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const stamp = (testInfo: TestInfo) => `zp${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function choose(page: Page, testInfo: TestInfo, label: string, option: string, update = true) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  if (update && !js(testInfo)) await page.getByRole("button", { name: "تحديث الاختيارات" }).click();
}

/** Fills the add-ad sheet opened by its address (the page's own panel, with JavaScript too). */
async function fillAd(page: Page, testInfo: TestInfo, name: string, price: string) {
  await choose(page, testInfo, "القسم", "مركبات");
  await choose(page, testInfo, "القسم الفرعي", "سيارات");
  await choose(page, testInfo, "بلد الماركة", "ياباني");
  await choose(page, testInfo, "الفرع الثالث", "تويوتا", false);
  await choose(page, testInfo, "المحافظة (اختياري)", "القاهرة");
  await choose(page, testInfo, "المنطقة (اختياري)", "مدينة نصر");
  await expect(page.getByLabel("خط العرض")).not.toHaveValue("");
  await page.getByLabel("الاسم", { exact: true }).fill(name);
  await page.getByLabel("الوصف", { exact: true }).fill("سيارة بحالة ممتازة");
  await page.getByLabel("السعر (ج.م)").fill(price);
  await page.getByLabel("ملاحظة", { exact: true }).fill("المعاينة في مدينة نصر");
  await page.getByLabel("العنوان", { exact: true }).fill("شارع عباس العقاد");
}

test("a decimal price gets the whole-pounds message and stays as typed; 1.500.000 is saved as 1,500,000, shown beforehand with JavaScript", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, testInfo, "trader");
  const name = `سعر بالقروش ${stamp(testInfo)}`;
  await visit(page, "/account/ads?sheet=add-ad");
  await fillAd(page, testInfo, name, "1500.50");
  if (js(testInfo)) await expect(page.getByText("سيُحفظ بالسعر")).toHaveCount(0);
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expect(page.getByText("السعر بالجنيه الكامل: اكتبه بدون قروش ولا فاصلة عشرية (١٥٠٠ وليس ١٥٠٠٫٥٠ ولا 1500,00)")).toBeVisible();
  await expect(page.getByLabel("السعر (ج.م)")).toHaveValue("1500.50");
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);

  await page.getByLabel("السعر (ج.م)").fill("1.500.000");

  if (js(testInfo)) await expect(page.getByText("سيُحفظ بالسعر ١٬٥٠٠٬٠٠٠ ج.م")).toBeVisible();
  await page.getByRole("button", { name: "نشر الإعلان" }).click();
  await expectToast(page, "الاعلان تم انشاء بنجاح");
  const card = page.locator("article.ad-card", { hasText: name });
  await expect(card.getByText("١٬٥٠٠٬٠٠٠ ج.م")).toBeVisible();

  // The same reading in English, with the price as it will be saved beside the field.
  await visit(page, "/account/ads?sheet=add-ad&lng=en");
  await page.getByLabel("Price (EGP)").fill("1500.00");
  if (js(testInfo)) await expect(page.getByText("Will be saved as 1,500 EGP")).toBeVisible();
  await page.getByLabel("Price (EGP)").fill("1.5");
  // With JavaScript the field is checked when it is left (submitting stays disabled until the form is complete); without, on submit.
  if (js(testInfo)) await page.getByLabel("Price (EGP)").blur();
  else await page.getByRole("button", { name: "Publish the ad" }).click();
  await expect(page.getByText("The price is in whole pounds: write it without piastres or a decimal comma (1500, not 1500.50 or 1500,00)")).toBeVisible();
  await expect(page.getByLabel("Price (EGP)")).toHaveValue("1.5");
  await visit(page, "/account/ads?lng=ar");
});

test("removing a photo that is not the ad's is refused with a message, and every photo stays", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, testInfo, "trader");
  const name = `صور باقية ${stamp(testInfo)}`;
  const adId = await postAd(page, name);
  const base = {
    intent: "update",
    adId: String(adId),
    name,
    description: "وصف تجريبي لإعلان اختبار",
    price: "5",
    note: "ملاحظة",
    negotiable: "yes",
    status: "used",
    latitude: "30.0511",
    longitude: "31.3656",
    address: "شارع عباس العقاد",
    category: "1",
    subcategory: "101",
    brand_country: "1011",
    third_branch: "10111",
    governorate: "1",
    region: "101",
  };
  for (const remove of ["abc", "999999999"]) {
    const response = await page.request.post(`/account/ads?sheet=edit-ad&ad=${adId}`, {
      multipart: { ...base, name: `${name} تغيير`, remove },
      maxRedirects: 0,
    });
    expect(response.status(), remove).toBe(400);
    expect(await response.text()).toContain("إحدى الصور المطلوب إبقاؤها أو حذفها ليست من صور هذا الإعلان");
  }
  await visit(page, `/account/ads?sheet=edit-ad&ad=${adId}`);
  await expect(page.getByRole("checkbox", { name: "احذف هذه الصورة" })).toHaveCount(1);
  await expect(page.getByLabel("الاسم", { exact: true })).toHaveValue(name);
});

test("a visitor pasting a long text into the traders directory and the ads search gets a normal page, not an error", async ({ page }) => {
  // 60 Arabic letters: over D1's 50-byte LIKE limit that gave the directory a 500 (the box takes 100).
  const pasted = "شركة النيل للتجارة والتوريدات العامة والاستيراد والتصدير والتوكيلات".slice(0, 60);
  await visit(page, "/account/trader-profiles");
  const box = page.getByRole("search", { name: "البحث في دليل التجار" }).getByRole("searchbox", { name: "الاسم", exact: true });
  await box.fill(pasted);
  await page.getByRole("search", { name: "البحث في دليل التجار" }).getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText("لا يوجد تجار", { exact: true })).toBeVisible();
  await expect(box).toHaveValue(pasted);
  // Quotes, wildcards and full-text syntax are only text. The long word (70 letters) fits in the 100 characters a search
  // reads, which end after their last whole word: one past them would be left out whole.
  await visit(page, "/");
  await page.getByRole("searchbox", { name: "بحث" }).fill(`"NEAR(سيارة OR %_* ${"ع".repeat(70)}`);
  await page.getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1, name: /^نتائج البحث عن «"NEAR\(سيارة OR %_\* ع+»$/ })).toBeVisible();
  // The pasted syntax is read as words ("OR" between two of them: either one): a word no ad has is left out and named,
  // and the ads with the other words ("سيارة") show, under whichever heading the page gives them.
  await expect(page.getByRole("status").filter({ hasText: /^لا يوجد إعلان فيه «/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  // On a 360 px phone the long word wraps in the heading and the notice instead of widening the page.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});

// ---- Public GET forms and queries: never a 500 ---------------------------------------------------------

const long = "شركة".repeat(300);
const values = [
  encodeURIComponent(long),
  encodeURIComponent("x".repeat(1500)),
  encodeURIComponent(`"NEAR(a b) OR c* ^d -e 'f' %_\\`),
  "%22%22%22",
  "%25%5F%2A",
  "%00",
  "%01%1F%7F",
  "%FF%FE",
  "%C3%28",
  "%ED%A0%80",
  "-1",
  "0",
  "1e9",
  "99999999999999999999",
  "abc",
  "1.5",
  "%E2%80%AE",
  "",
];
const filterParams = [
  "q",
  "category",
  "subcategory",
  "brand_country",
  "third_branch",
  "governorate",
  "region",
  "type",
  "order",
  "min_price",
  "max_price",
  "negotiable",
  "sort",
  "page",
  "sheet",
  "lng",
  "start",
];

test("long, odd, control and binary values in every public GET form and query never give a 500", async ({ request }, testInfo) => {
  test.skip(js(testInfo), "the pages are the same with or without JavaScript: the server is checked once, from the no-js project");
  test.setTimeout(300_000);
  // Each page with the parameters its forms and links send (plus lng and sheet, which every page reads).
  const forms: Array<[string, string[]]> = [
    ["/categories/vehicles", filterParams],
    ["/categories/search", filterParams],
    ["/account/trader-profiles", ["q", "category", "governorate", "region", "page", "start", "lng", "sheet"]],
    ["/", ["lng", "sheet", "page", "q"]],
    ["/categories/", ["lng", "sheet", "page", "category"]],
    ["/blog/", ["page", "lng", "sheet"]],
    ["/trader/3", ["page", "lng"]],
    ["/account/trader2/3", ["page", "lng"]],
    ["/categories/product/1", ["lng", "sheet"]],
  ];
  const urls: string[] = [];
  for (const [path, names] of forms) {
    for (const name of names) for (const value of values) urls.push(`${path}?${name}=${value}`);
    // Every parameter at once, as the filter form submits them.
    for (const value of values) urls.push(`${path}?${names.map((name) => `${name}=${value}`).join("&")}`);
  }
  // Texts in the path: search by path, ids that are not ids.
  for (const value of values.filter(Boolean)) {
    for (const path of ["/categories/search/", "/categories/", "/categories/product/", "/blog/", "/trader/", "/account/trader2/", "/view-pdf/"])
      urls.push(`${path}${value}`);
  }
  const failures: string[] = [];
  const get = async (url: string) => {
    const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 });
    if (response.status() >= 500) failures.push(`${url.slice(0, 160)} → ${response.status()}`);
    await response.dispose();
  };
  for (let index = 0; index < urls.length; index += 4) await Promise.all(urls.slice(index, index + 4).map(get));
  expect(failures).toEqual([]);
  expect(urls.length).toBeGreaterThan(1000);
});
