// The numbers sellers see on "my ads" are counted. A press on "show number"
// is a contact (a form post without JavaScript, a fetcher with it), and a
// page served from the edge cache (X-Souq-Cache: HIT) still counts its view,
// once per visitor. The test presses it, then reads the count the seller sees.
import { expect, test, visit, type Page, type TestInfo } from "./test";
import { adminPage, approve, createSignedInUser, postAd } from "./fixtures";

// Headless Chromium names itself "HeadlessChrome", which the counters take for a robot (as they should): visitors here use a phone's browser name.
const phoneBrowser = (n = 0) => `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${n}.0 Mobile Safari/537.36`;
const arabic = (n: number) => new Intl.NumberFormat("ar-EG").format(n);
const unique = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A signed-in seller's new ad, approved by the admin: its id. */
async function approvedAd(page: Page, name: string, testInfo: TestInfo): Promise<number> {
  await createSignedInUser(page, testInfo, "trader");
  const id = await postAd(page, name);
  const admin = await adminPage(page.context().browser()!, testInfo);
  await approve(admin, id);
  await admin.context().close();
  return id;
}

/** What "my ads" shows for one ad: its totals line and its 30-day chart. */
function ownAd(page: Page, name: string) {
  const card = page.getByRole("article", { name });
  return { stats: card.locator(".own-ad-stats"), views: card.locator(".ad-stats-views"), contacts: card.locator(".ad-stats-contacts") };
}

/**
 * "My ads" read again until the counter shows: the visit reaches the ad's
 * counter after the answer (waitUntil), and D1 at the counters' roll-up,
 * which the local test site runs at once on a POST to /dev/counters.
 */
async function expectOnMyAds(page: Page, name: string, text: string) {
  await expect
    .poll(async () => {
      expect((await page.request.post("/dev/counters")).status()).toBe(200);
      await visit(page, "/account/ads");
      return ownAd(page, name).stats.innerText();
    })
    .toContain(text);
}

test("showing the number raises the seller's contact count on my ads", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  const name = `سيارة للتواصل ${unique(testInfo)}`;
  const id = await approvedAd(page, name, testInfo);
  await visit(page, "/account/ads");
  await expect(ownAd(page, name).stats).toContainText(`نقرات التواصل: ${arabic(0)}`);
  await expect(ownAd(page, name).contacts).toContainText("لا تواصل");

  const buyer = await (
    await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled, userAgent: phoneBrowser() })
  ).newPage();
  await visit(buyer, `/categories/product/${id}`);
  await buyer.getByRole("button", { name: "اعرض الرقم" }).click();
  // Shown, the call link opens the dialler itself.
  await expect(buyer.getByRole("link", { name: /^اتصال/ })).toHaveAttribute("href", /^tel:\+201\d{9}$/);

  await expectOnMyAds(page, name, `نقرات التواصل: ${arabic(1)}`);
  const contacts = ownAd(page, name).contacts;
  await expect(contacts).toContainText("تواصل واحد");
  // The chart's numbers for screen readers: today named with its one contact.
  await expect(contacts.getByRole("img")).toHaveAccessibleName(new RegExp(`مرات التواصل .*: ${arabic(1)}$`));
  // The seller's own tap counts nothing.
  const own = await page.request.post(`/categories/product/${id}`, { form: { intent: "reveal" }, headers: { "User-Agent": phoneBrowser(1) } });
  expect(own.status()).toBe(200);
  expect((await page.request.post("/dev/counters")).status()).toBe(200);
  await visit(page, "/account/ads");
  await expect(ownAd(page, name).stats).toContainText(`نقرات التواصل: ${arabic(1)}`);
  await buyer.context().close();
});

test("a page served from the edge cache still counts its view, once per visitor", async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const name = `سيارة للمشاهدة ${unique(testInfo)}`;
  const id = await approvedAd(page, name, testInfo);
  // The owner's own visits count nothing.
  expect((await page.request.get(`/categories/product/${id}`, { headers: { "User-Agent": phoneBrowser(1) } })).status()).toBe(200);

  // Anonymous visitors, each its own browser (and so its own visitor key): no cookie is ever sent.
  const request = await playwright.request.newContext({ baseURL });
  const get = async (n: number) => {
    const response = await request.get(`/categories/product/${id}`, { headers: { "Accept-Language": "ar", "User-Agent": phoneBrowser(n + 100) } });
    expect(response.status()).toBe(200);
    return response.headers()["x-souq-cache"];
  };
  // The first visitor asks until the page is stored (their views count once).
  await expect.poll(() => get(0)).toBe("HIT");
  // Each next visitor is a new one; stop at the first one answered from the cache. Every one of them counts.
  let visitors = 1;
  let cached = false;
  while (!cached && visitors < 20) cached = (await get(visitors++)) === "HIT";
  expect(cached).toBe(true);
  await request.dispose();

  await expectOnMyAds(page, name, `المشاهدات: ${arabic(visitors)}`);
  await expect(ownAd(page, name).views.getByRole("img")).toHaveAccessibleName(new RegExp(`المشاهدات يومًا بيوم .*: ${arabic(visitors)}$`));
});
