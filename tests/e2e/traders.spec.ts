import { expect, test, visit, type Page } from "./test";

// The traders directory and the two trader profiles, with JavaScript off and on.

const cards = (page: Page) => page.locator(".trader-grid > li");
const directoryForm = (page: Page) => page.getByRole("search", { name: "Search the traders directory" });

async function cardNames(page: Page): Promise<string[]> {
  return (await cards(page).locator(".trader-tile-name").allTextContents()).map((name) => name.trim());
}

async function cardIds(page: Page): Promise<string[]> {
  return cards(page)
    .locator("a.trader-tile-link")
    .evaluateAll((links) => links.map((link) => (link.getAttribute("href") ?? "").replace("/account/trader2/", "")));
}

/** "Showing 12 of 31" → [12, 31] */
async function shownOfTotal(page: Page): Promise<[number, number]> {
  const text =
    (await page
      .locator(".directory")
      .getByText(/^Showing \d+ of \d+$/)
      .textContent()) ?? "";
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return [Number(shown), Number(total)];
}

test("the directory lists traders twelve at a time with their image and company name", async ({ page }) => {
  await visit(page, "/account/trader-profiles?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Traders directory" })).toBeVisible();
  await expect(page).toHaveTitle(/Traders directory/);
  await expect(cards(page)).toHaveCount(12);
  const first = cards(page).first();
  await expect(first.locator("img")).toHaveAttribute("src", /^\/media\/.+/);
  expect(await first.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(first.locator("a.trader-tile-link")).toHaveAttribute("href", /^\/account\/trader2\/\d+$/);
  const [shown, total] = await shownOfTotal(page);
  expect(shown).toBe(12);
  expect(total).toBeGreaterThan(24);
});

test("search by name (a word of the company name)", async ({ page }) => {
  await visit(page, "/account/trader-profiles?lng=en");
  const names = await cardNames(page);
  // A distinctive word of the third trader's name (the longest one).
  const word = names[2].split(/\s+/).sort((a, b) => b.length - a.length)[0];
  await directoryForm(page).getByRole("searchbox", { name: "Name", exact: true }).fill(word);
  await directoryForm(page).getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cards(page).first()).toBeVisible();
  const found = await cardNames(page);
  expect(found).toContain(names[2]);
  // Folded as ad search folds text: the definite article (and لل, بال…) dropped, so "للسيارات" also finds "سيارات النقل".
  const fold = (text: string) =>
    text
      .replace(/[أإآٱ]/g, "ا")
      .replace(/ة/g, "ه")
      .replace(/ى/g, "ي")
      .toLowerCase();
  const stem = fold(word).replace(/^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{3,})/u, "");
  for (const name of found) expect(fold(name)).toContain(stem);
  expect(found.length).toBeLessThan(12);
  // The box keeps what was typed.
  await expect(directoryForm(page).getByRole("searchbox", { name: "Name", exact: true })).toHaveValue(word);
});

test("filter by governorate, then by region (disabled before); clearing the region reloads the list", async ({ page, javaScriptEnabled }) => {
  await visit(page, "/account/trader-profiles?lng=en");
  const region = directoryForm(page).getByRole("combobox", { name: "Region" });
  const governorate = directoryForm(page).getByRole("combobox", { name: "Governorate" });
  await expect(region).toBeDisabled();
  await expect(page.getByText("Choose a governorate first to see its regions.")).toBeVisible();

  // The governorate of the first trader shown has traders.
  const place = (await cards(page).first().locator(".trader-tile-place").textContent())!.trim();
  await governorate.selectOption({ label: place });
  if (!javaScriptEnabled) await directoryForm(page).getByRole("button", { name: "Update choices" }).click();
  await expect(page).toHaveURL(/governorate=\d+/);
  await expect(region).toBeEnabled();
  // With JavaScript the address changes a moment before the new list replaces the old one.
  await expect.poll(async () => (await cards(page).locator(".trader-tile-place").allTextContents()).every((text) => text.trim() === place)).toBe(true);
  const regionNames = (await region.locator("option").allTextContents()).slice(1);
  expect(regionNames.length).toBeGreaterThan(0);
  const governorateCount = await cards(page).count();
  expect(governorateCount).toBeGreaterThan(0);
  const governorateIds = await cardIds(page);
  for (const text of await cards(page).locator(".trader-tile-place").allTextContents()) expect(text.trim()).toBe(place);

  // The region of the first trader in that governorate, read from their profile.
  const href = (await cards(page).first().locator("a.trader-tile-link").getAttribute("href"))!;
  const profile = await page.context().newPage();
  await visit(profile, `${href}?lng=en`);
  const regionName = (await profile.locator(".trader-details div", { hasText: "Region" }).locator("dd").textContent())!.trim();
  await profile.close();
  expect(regionNames).toContain(regionName);

  await region.selectOption({ label: regionName });
  if (!javaScriptEnabled) await directoryForm(page).getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/region=\d+/);
  await expect(cards(page).first()).toBeVisible();
  const regionIds = await cardIds(page);
  expect(regionIds).toContain(href.replace("/account/trader2/", ""));
  expect(regionIds.length).toBeLessThanOrEqual(governorateCount);

  // Back to "All" regions: the whole governorate again.
  await region.selectOption({ label: "All" });
  if (!javaScriptEnabled) await directoryForm(page).getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).not.toHaveURL(/region=\d+/);
  await expect(page).toHaveURL(/governorate=\d+/);
  // The whole governorate again: every trader shown before (other tests may add traders meanwhile), all of that place.
  await expect
    .poll(async () => {
      const shown = new Set(await cardIds(page));
      return governorateIds.every((id) => shown.has(id));
    })
    .toBe(true);
  for (const text of await cards(page).locator(".trader-tile-place").allTextContents()) expect(text.trim()).toBe(place);
});

test("load more until the last page: results accumulate", async ({ page, javaScriptEnabled }) => {
  await visit(page, "/account/trader-profiles?lng=en");
  const [, total] = await shownOfTotal(page);
  const loadMore = page.getByRole("link", { name: "Load more" });
  const firstIds = await cardIds(page);
  let pages = 1;
  // Other tests may sign traders up meanwhile: they join the end of the list.
  while ((await loadMore.count()) > 0) {
    const before = await cards(page).count();
    await loadMore.click();
    pages++;
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`page=${pages}`));
    expect(pages).toBeLessThan(20);
  }
  const ids = await cardIds(page);
  expect(ids.length).toBeGreaterThanOrEqual(total);
  expect(new Set(ids).size).toBe(ids.length);
  // The first page stays in place at the top.
  expect(ids.slice(0, 12)).toEqual(firstIds);
  const [shown, finalTotal] = await shownOfTotal(page);
  expect(shown).toBe(ids.length);
  expect(finalTotal).toBe(ids.length);
  // With JavaScript the page itself did not reload.
  if (javaScriptEnabled) expect(new URL(page.url()).searchParams.get("page")).toBeNull();
});

test("the 'no trades' message when nothing matches, in both languages", async ({ page }) => {
  await visit(page, "/account/trader-profiles?q=zzzqqq&lng=en");
  await expect(page.getByText("No trades")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  await visit(page, "/account/trader-profiles?q=zzzqqq&lng=ar");
  await expect(page.getByText("لا يوجد تجار", { exact: true })).toBeVisible();
});

test("filter values 0 or empty mean no filter", async ({ page }) => {
  await visit(page, "/account/trader-profiles?lng=en&category=0&governorate=&region=0&q=");
  await expect(cards(page)).toHaveCount(12);
});

test("the directory's trader profile: preface, numbers, place, category, joined date, badge and ads", async ({ page }) => {
  await visit(page, "/account/trader-profiles?lng=en");
  // A verified trader.
  const verified = cards(page).filter({ hasText: "Verified trader" }).first();
  const name = (await verified.locator(".trader-tile-name").textContent())!.trim();
  await verified.locator("a.trader-tile-link").click();
  await expect(page).toHaveURL(/\/account\/trader2\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));
  await expect(page.locator(".trader-header").getByText("Verified trader")).toBeVisible();
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  expect(((await page.locator(".trader-preface").textContent()) ?? "").length).toBeGreaterThan(20);
  for (const label of ["Governorate", "Region", "Category", "Subcategory", "Joined"]) {
    const value = (await page.locator(".trader-details div", { hasText: label }).first().locator("dd").textContent())!.trim();
    expect(value, label).not.toBe("");
    expect(value, label).not.toBe("Not set");
  }
  await expect(page.locator(".trader-details time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  const contact = page.locator(".trader-contact");
  // No number in the page until "show number" is pressed.
  await expect(page.locator('a[href^="tel:"], a[href^="sms:"], a[href*="wa.me/2"]')).toHaveCount(0);
  await contact.getByRole("button", { name: "Show the number" }).click();
  await expect(contact.locator('a[href^="tel:+201"]').first()).toBeVisible();
  await expect(contact.locator('a[href^="sms:+201"]').first()).toBeVisible();
  await expect(contact.locator('a[href^="https://wa.me/201"]')).toBeVisible();
  await expect(contact.locator(".phone-number").first()).toHaveText(/^01[0125]\d{8}$/);
  await expect(page.getByRole("heading", { name: "Ads" })).toBeVisible();
  await expect(page.locator("article.ad-card").first()).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
});

test("the profile reached from an ad's trader card: name, image, badge, contact buttons and their ads", async ({ page }) => {
  await visit(page, "/categories/search?lng=en");
  const first = page.locator("article.ad-card h3 a").first();
  const adName = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/categories\/product\/\d+$/);
  // The name is the element's own text; the badges beside it ("Verified trader", "Phone verified") are not.
  const seller = (await page
    .locator(".trader-card .trader-name")
    .first()
    .evaluate((name) => name.firstChild?.textContent ?? ""))!.trim();
  await page.getByRole("link", { name: /View seller profile/ }).click();
  await expect(page).toHaveURL(/\/trader\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seller);
  await page
    .locator(".trader-contact")
    .getByRole("button", { name: /Show the number|اعرض الرقم/ })
    .click();
  await expect(page.locator(".trader-contact a[href^='tel:+201']")).toBeVisible();
  await expect(page.locator(".trader-contact a[href^='https://wa.me/201']")).toBeVisible();
  await expect(page.locator(".trader-contact a[href^='sms:+201']")).toBeVisible();
  await expect(page.locator("article.ad-card h3", { hasText: adName }).first()).toBeVisible();
});

test("a trader's short profile shows the image and the verified badge", async ({ page }) => {
  await visit(page, "/account/trader-profiles?lng=en");
  const verified = cards(page).filter({ hasText: "Verified trader" }).first();
  const href = (await verified.locator("a.trader-tile-link").getAttribute("href"))!;
  const id = href.replace("/account/trader2/", "");
  await visit(page, `/trader/${id}?lng=en`);
  await expect(page.locator(".trader-header img")).toHaveAttribute("src", /^\/media\//);
  await expect(page.locator(".trader-header").getByText("Verified trader")).toBeVisible();
  await page.getByRole("link", { name: "Full trader profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/trader2/${id}$`));
});

test("unknown trader ids are a 404", async ({ page }) => {
  for (const path of ["/account/trader2/999999", "/trader/999999", "/account/trader2/abc", "/trader/0"]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByText("الصفحة غير موجودة!، ربما تكون الصفحة قيد الصيانة")).toBeVisible();
});
