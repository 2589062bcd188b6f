import { back, expect, reload, test, visit, type Page } from "./test";

// A visitor browses, filters and searches ads, with JavaScript off and on.

async function cardPrices(page: Page): Promise<number[]> {
  return page.locator("article.ad-card .ad-card-price data").evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("value"))));
}

test("home → category → ad", async ({ page }, testInfo) => {
  const withJs = testInfo.project.use.javaScriptEnabled !== false;
  await visit(page, "/?lng=en");
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
  await page.locator(".tiles").getByRole("link", { name: "Vehicles" }).click();
  await expect(page).toHaveURL(/\/categories\/vehicles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vehicles" })).toBeVisible();
  const first = page.locator("article.ad-card h3 a").first();
  const name = (await first.textContent())!.trim();
  // A mark on the window survives only a navigation within the app (JavaScript), not a page load.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await first.click();
  await expect(page).toHaveURL(/\/categories\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => "stayed" in window)).toBe(withJs);
  // A tap on the card's photo goes to the same place.
  await back(page);
  await expect(page.getByRole("heading", { level: 1, name: "Vehicles" })).toBeVisible();
  const photo = page.locator("article.ad-card a.ad-card-image").first();
  await expect(photo).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await photo.click({ force: true });
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => "stayed" in window)).toBe(withJs);
});

test("the home page shows banners, tiles and a preview row per category with a button to it", async ({ page }) => {
  await visit(page, "/");
  await expect(page.locator(".banners img").first()).toBeVisible();
  // The first banner is the largest paint: a slow line fetches it before the other banners and the tiles' pictures.
  await expect(page.locator(".banners img").first()).toHaveAttribute("fetchpriority", "high");
  expect(await page.locator('.banners img:not([fetchpriority="low"])').count()).toBe(1);
  expect(await page.locator(".tiles img").count()).toBeGreaterThan(0);
  expect(await page.locator('.tiles img:not([fetchpriority="low"])').count()).toBe(0);
  const rows = page.locator(".preview-row");
  expect(await rows.count()).toBeGreaterThanOrEqual(5);
  const cards = await rows.first().locator("article.ad-card").count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(20);
  await rows
    .first()
    .getByRole("link", { name: /عرض كل إعلانات/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/[a-z-]+$/);
});

test("filter by governorate, region and price range, sorted by low price", async ({ page, javaScriptEnabled }) => {
  await visit(page, "/categories/real-estate?lng=en");
  await page.getByRole("link", { name: "Filter and sort" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Filter ads" })).toBeVisible();
  const region = page.getByRole("combobox", { name: "Region" });
  await expect(region).toBeDisabled();
  await page.getByRole("combobox", { name: "Governorate" }).selectOption({ label: "Cairo" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Update choices" }).click();
  await expect(region).toBeEnabled();
  const options = await region.locator("option").allTextContents();
  expect(options.length).toBeGreaterThan(1);
  // Choose a region of Cairo that has ads: try each until the results are not empty.
  let chosen = "";
  for (const option of options.slice(1)) {
    // Opened by its address, the sheet is the page's own panel (with JavaScript too, until it is closed).
    await visit(page, `/categories/real-estate?lng=en&sheet=filters`);
    await page.getByRole("combobox", { name: "Governorate" }).selectOption({ label: "Cairo" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Update choices" }).click();
    await expect(page.getByRole("combobox", { name: "Region" })).toBeEnabled();
    await page.getByRole("combobox", { name: "Region" }).selectOption({ label: option });
    await page.getByLabel("Min price").fill("1000");
    await page.getByLabel("Max price").fill("50000000");
    await page.getByRole("combobox", { name: "Sort" }).selectOption({ label: "Lowest price" });
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/sort=lowPrice/);
    // With JavaScript the address changes a moment before the new list replaces the old one.
    await expect
      .poll(async () => {
        if (await page.getByText("There's no data related to").count()) return true;
        const regions = await page.locator("article.ad-card .ad-card-region").allTextContents();
        return regions.length > 0 && regions.every((text) => text === option);
      })
      .toBe(true);
    if ((await page.locator("article.ad-card").count()) > 0) {
      chosen = option;
      break;
    }
  }
  expect(chosen, "some Cairo region has real-estate ads").not.toBe("");
  const url = new URL(page.url());
  expect(url.searchParams.get("governorate")).toMatch(/^\d+$/);
  expect(url.searchParams.get("region")).toMatch(/^\d+$/);
  expect(url.searchParams.get("min_price")).toBe("1000");
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(1000);
    expect(price).toBeLessThanOrEqual(50000000);
  }
  for (const text of await page.locator("article.ad-card .ad-card-region").allTextContents()) expect(text).toBe(chosen);
  // The filtered page is an address: reloading it gives the same ads.
  await reload(page);
  expect(await cardPrices(page)).toEqual(prices);
});

test("search with another Arabic spelling finds the ad", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("searchbox", { name: "بحث" }).fill("اسكندريه");
  await page.getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/search\?q=%D8%A7/);
  await expect(page.locator("article.ad-card h3").filter({ hasText: "الإسكندرية" }).first()).toBeVisible();
});

test("a search typed while the page hydrates is kept, even when the visitor's clock is ahead of the server's", async ({ page, javaScriptEnabled }) => {
  // A month ahead: every "3 days ago" the browser would work out differs from the server's text,
  // as it does for an ad that turns a minute older between rendering and hydrating.
  if (javaScriptEnabled) await page.clock.install({ time: Date.now() + 30 * 24 * 3600 * 1000 });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await visit(page, "/");
  await page.getByRole("searchbox", { name: "بحث" }).fill("اسكندريه");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("searchbox", { name: "بحث" })).toHaveValue("اسكندريه");
  await page.getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/search\?q=%D8%A7%D8%B3%D9%83%D9%86%D8%AF%D8%B1%D9%8A%D9%87/);
  await expect(page.locator("article.ad-card h3").filter({ hasText: "الإسكندرية" }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("search by the address: /categories/search/{text}", async ({ page }) => {
  await visit(page, `/categories/search/${encodeURIComponent("الأسكندريه")}`);
  const names = await page.locator("article.ad-card h3").allTextContents();
  expect(names.some((name) => name.includes("الإسكندرية"))).toBe(true);
});

test("a search with no match says so in both languages", async ({ page }) => {
  await visit(page, "/categories/search?q=zzzqqq");
  await expect(page.getByText("لا توجد بيانات متعلقة بـ")).toBeVisible();
  await visit(page, "/categories/search?q=zzzqqq&lng=en");
  await expect(page.getByText("There's no data related to")).toBeVisible();
  await expect(page.getByText("there's not ads")).toBeVisible();
});

test("pagination uses real links", async ({ page }) => {
  await visit(page, "/categories/search?lng=en");
  const next = page.getByRole("link", { name: "Next" });
  await expect(next).toBeVisible();
  const firstPage = await page.locator("article.ad-card h3").allTextContents();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("article.ad-card h3").first()).not.toHaveText(firstPage[0]);
  const secondPage = await page.locator("article.ad-card h3").allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toContain(firstPage[0]);
});

test("a category that does not exist is a 404", async ({ page }) => {
  const response = await visit(page, "/categories/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("الصفحة غير موجودة!، ربما تكون الصفحة قيد الصيانة")).toBeVisible();
});

test("sitemap and robots", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain("/categories/vehicles");
  expect(xml).toMatch(/\/categories\/product\/\d+/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
  // The public traders pages under /account stay crawlable; the account itself does not.
  expect(robots).toMatch(/^Allow: \/account\/trader-profiles$/m);
  expect(robots).toMatch(/^Allow: \/account\/trader2\/$/m);
  expect(robots).toMatch(/^Disallow: \/account\/$/m);
});

test("headings never skip a level, so screen readers get the page's outline", async ({ page }) => {
  for (const path of [
    "/",
    "/categories/",
    "/categories/vehicles",
    "/categories/search?q=%D8%B4%D9%82%D8%A9",
    "/categories/product/1",
    "/account/trader-profiles",
    "/blog/",
  ]) {
    await visit(page, path);
    const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
    expect(levels[0], path).toBe(1);
    for (let index = 1; index < levels.length; index++)
      expect(levels[index] - levels[index - 1], `${path}: h${levels[index - 1]} then h${levels[index]}`).toBeLessThanOrEqual(1);
  }
});

test("with JavaScript, a price typed in the filter sheet before the dialog's code arrives is the price applied", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the sheet is always the page's own panel");
  // Hold the dialog's code back, as a slow network would, until the price is typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/overlay\.client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, "/categories/vehicles?lng=en");
  await page.getByRole("link", { name: "Filter and sort" }).click();
  await page.getByLabel("Min price").fill("2500");
  release();
  // The code has arrived: the sheet the visitor is typing in stays, with what was typed.
  await page.waitForResponse(/overlay\.client-[^/]*\.js$/);
  await expect(page.getByLabel("Min price")).toHaveValue("2500");
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/min_price=2500/);
  expect(Math.min(...(await cardPrices(page)))).toBeGreaterThanOrEqual(2500);
});
