import { expect, test, visit } from "./test";

// The site's frame as a visitor meets it, with JavaScript off and on.

test.describe("languages", () => {
  test("Arabic is the default, right to left", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "الرئيسية" }).first()).toBeVisible();
    // The page starts with its doctype: laid out in standards mode, not quirks mode.
    expect(await page.evaluate(() => document.compatMode)).toBe("CSS1Compat");
  });

  test("the toggle switches to English and the choice is remembered", async ({ page, context }) => {
    await visit(page, "/categories/?x=1");
    await page.getByRole("link", { name: "التبديل إلى الإنجليزية" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect(new URL(page.url()).searchParams.get("x")).toBe("1");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "lng")).toBeTruthy();
    // Without the query, the cookie keeps English.
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Categories" }).first()).toBeVisible();
    // And back to Arabic.
    await page.getByRole("link", { name: "Switch to Arabic" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });

  test("Accept-Language picks English for a first visit; anything else falls back to Arabic", async ({ browser, baseURL }) => {
    const english = await browser.newContext({ baseURL, locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });
    const page = await english.newPage();
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await english.close();
    const french = await browser.newContext({ baseURL, locale: "fr-FR", extraHTTPHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    const other = await french.newPage();
    await visit(other, "/?lng=de");
    await expect(other.locator("html")).toHaveAttribute("lang", "ar");
    await french.close();
  });

  test("with JavaScript the language is cached in local storage", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "local storage needs JavaScript");
    await visit(page, "/?lng=en");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("lang"))).toBe("en");
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 in the visitor's language", async ({ page }) => {
    const response = await visit(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => document.compatMode)).toBe("CSS1Compat");
    await expect(page.getByRole("heading", { name: "عفواً!" })).toBeVisible();
    await expect(page.getByText("الصفحة غير موجودة!، ربما تكون الصفحة قيد الصيانة")).toBeVisible();
    const english = await visit(page, "/no/such/page?lng=en");
    expect(english?.status()).toBe(404);
    await expect(page.getByText("Not found!, page maybe it's under maintenance")).toBeVisible();
    await page.getByRole("link", { name: "Go home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("navigation", () => {
  test("the current page's item is marked, and clicks go where they say", async ({ page, javaScriptEnabled }) => {
    await visit(page, "/?lng=en");
    const nav = page.getByRole("navigation", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\/categories\/$/);
    await expect(nav.getByRole("link", { name: "Categories" })).toHaveAttribute("aria-current", "page");
    if (javaScriptEnabled) {
      expect(await page.evaluate(() => window.localStorage.getItem("branch"))).toBe("1");
    }
  });
});

test.describe("region picker", () => {
  test("choose a governorate, then go to search", async ({ page, javaScriptEnabled }) => {
    await visit(page, "/?lng=en");
    await page.getByRole("link", { name: "Region" }).click();
    // With JavaScript the drawer is a dialog; without it, a panel in the page.
    if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Choose a governorate" })).toBeVisible();
    const picker = page.getByRole("combobox", { name: "Choose a governorate" });
    await expect(picker).toBeVisible();
    await picker.selectOption({ label: "Alexandria" });
    await page.getByRole("button", { name: "Search this region" }).click();
    await expect(page).toHaveURL(/\/categories\/search\?governorate=\d+/);
  });
});

test.describe("hydration", () => {
  test("a page shows the server's HTML and, with JavaScript, hydrates on its own, with nothing done on it", async ({ page, javaScriptEnabled }) => {
    // page.goto, not visit: nothing waits for the mark here, the page has to set it by itself.
    await page.goto("/categories/vehicles");
    await expect(page.locator("main")).toBeVisible();
    if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    else await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });

  test("a page's HTML names its texts instead of carrying them; with JavaScript they are fetched and a navigation to other texts shows them", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/categories/vehicles")).text();
    const href = html.match(/<meta name="souq-translations" content="([^"]+)"/)?.[1] ?? "";
    expect(href).toMatch(/^\/translations\/ar\/common,ads\?v=\w+$/);
    // The texts themselves are not in the page's data: the label of the search button is in the HTML once, as text.
    expect(html).not.toContain('"searchPlaceholder"');
    const texts = await request.get(href);
    expect(texts.status()).toBe(200);
    expect(texts.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Object.keys(await texts.json())).toEqual(["common", "ads"]);
    // An old version (a page rendered before a deploy) gets today's texts, briefly cached; nonsense is a 404.
    expect((await request.get("/translations/en/common?v=old")).headers()["cache-control"]).toBe("public, max-age=60");
    for (const wrong of ["/translations/ar/common,__proto__", "/translations/xx/common", "/translations/ar/nope"]) {
      expect((await request.get(wrong)).status(), wrong).toBe(404);
    }
    // From a listing to an ad page (which needs the product texts) by a click: translated either way.
    await visit(page, "/categories/vehicles");
    await page.locator(".ad-card-title a").first().click();
    await expect(page).toHaveURL(/\/categories\/product\/\d+/);
    await expect(page.getByRole("heading", { name: "نصائح الأمان" })).toBeVisible();
  });

  test("the home page's cards are in its HTML, and with JavaScript a card's link is a navigation of the app", async ({ page, request, javaScriptEnabled }) => {
    const html = await (await request.get("/")).text();
    expect(html.match(/<article /g)?.length ?? 0).toBeGreaterThan(40);
    await visit(page, "/");
    const firstCard = page.locator(".preview-row article.ad-card").first();
    await expect(firstCard).toBeVisible();
    // A mark on the window stays when the app navigates, and goes with a new document.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await firstCard.locator("h3 a").click();
    await expect(page).toHaveURL(/\/categories\/product\/\d+/);
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => "stayed" in window)).toBe(javaScriptEnabled);
  });
});

test.describe("motion", () => {
  test("with reduced motion asked for, nothing loops: the loading shimmer plays once instead of flickering", async ({ page }) => {
    await visit(page, "/");
    const shimmer = () =>
      page.evaluate(() => {
        const block = document.createElement("div");
        block.className = "skeleton";
        document.body.appendChild(block);
        const { animationName, animationIterationCount } = getComputedStyle(block);
        block.remove();
        return { animationName, animationIterationCount };
      });
    expect(await shimmer()).toEqual({ animationName: "shimmer", animationIterationCount: "infinite" });
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await shimmer()).toEqual({ animationName: "shimmer", animationIterationCount: "1" });
  });
});
