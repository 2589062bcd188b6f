import { expect, test, visit, type Page } from "./test";
import { adminPage, createSignedInUser, postAd } from "./fixtures";

// What a first-time visitor reads on a cheap phone (360 px), with JavaScript
// off and on, on the screens that changed lately: the search box on a search
// page, a filtered listing whose walk found nothing yet, an ad the risk check
// held as its seller and the moderator see it.

test.use({ viewport: { width: 360, height: 740 } });

/** How strongly an element is drawn: its own opacity times every ancestor's (a parent's opacity no child can undo). */
async function drawnOpacity(page: Page, locator: ReturnType<Page["locator"]>): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

test("a search page's box holds the text searched, to be changed rather than typed again", async ({ page }) => {
  const box = () => page.getByRole("search").getByRole("searchbox", { name: "بحث" });
  await visit(page, `/categories/search?q=${encodeURIComponent("قسم المركبات")}`);
  await expect(box()).toHaveValue("قسم المركبات");
  // The word left out is taken away from what is there, and the new search shows in the box.
  await box().fill("المركبات");
  await page.getByRole("search").getByRole("button", { name: "بحث", exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("المركبات");
  await expect(box()).toHaveValue("المركبات");
  // The text in the path, too; and other pages start empty.
  await visit(page, `/categories/search/${encodeURIComponent("ايفون 15")}`);
  await expect(box()).toHaveValue("ايفون 15");
  await visit(page, "/categories/vehicles");
  await expect(box()).toHaveValue("");
});

test("a filtered listing that found nothing yet in its walk says so, not 'no ads', with 'look further' as a button", async ({ page }) => {
  // No vehicle costs 1 pound: the walk stops short with nothing found.
  await visit(page, "/categories/vehicles?max_price=1");
  await expect(page.getByText("لم نجد إعلانات بعد", { exact: true })).toBeVisible();
  await expect(page.getByText(/^٠ إعلان/)).toHaveCount(0);
  await expect(page.getByText("لا يوجد إعلان بهذه الفلاتر في الجزء الذي بحثنا فيه من القائمة حتى الآن، وقد توجد إعلانات مطابقة أبعد.")).toBeVisible();
  await expect(page.getByText("لا توجد بيانات متعلقة بـ")).toHaveCount(0);
  const further = page.getByRole("link", { name: "ابحث أبعد" });
  await expect(further).toHaveCount(1);
  await expect(further).toBeInViewport();
  expect((await further.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await further.click();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");

  await visit(page, "/categories/vehicles?max_price=1&lng=en");
  await expect(page.getByText("None found yet", { exact: true })).toBeVisible();
  await expect(page.getByText("No ad matches these filters in the part of the list looked through so far; matching ads may come further on.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Look further" })).toBeVisible();
});

/** The box a finger has to hit. */
async function tapSize(locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test("the small ways on are big enough to tap: did you mean, look further, an ad's heart and report link", async ({ page }) => {
  await visit(page, `/categories/search?q=${encodeURIComponent("ايفون 15")}`);
  await expect(page.getByText("هل تقصد:")).toBeVisible();
  expect((await tapSize(page.getByRole("link", { name: "ايفون", exact: true }))).height).toBeGreaterThanOrEqual(40);

  // Diesel cars since 2015 are few: the walk stops short of a page (with some of them, or, once other tests have posted
  // newer vehicles, none yet) and offers to look further.
  await visit(page, "/categories/vehicles?attr_fuel=diesel&attr_year_min=2015");
  const further = page.getByRole("link", { name: "ابحث أبعد" }).first();
  await expect(further).toBeVisible();
  expect((await tapSize(further)).height).toBeGreaterThanOrEqual(40);

  // The vehicle with the longest name: its title takes the row, and the heart beside it keeps its size.
  await visit(page, "/categories/vehicles");
  const titles = await page
    .locator("article.ad-card h3 a")
    .evaluateAll((links) => links.map((link) => [link.textContent ?? "", link.getAttribute("href") ?? ""]));
  const [, longest] = titles.sort(([a], [b]) => b.length - a.length)[0];
  await visit(page, longest);
  const heart = page.locator(".product-title-row").getByRole("button", { name: "أضف إلى المفضلة" });
  expect(await tapSize(heart)).toEqual({ width: 44, height: 44 });
  expect((await tapSize(page.getByRole("link", { name: "الإبلاغ عن هذا الإعلان" }))).height).toBeGreaterThanOrEqual(40);
});

test("'show number' on an ad leaves the visitor at the numbers: the call link in view, and with JavaScript in focus", async ({ page, javaScriptEnabled }) => {
  // From the listing, as a visitor comes (with JavaScript a client-side navigation: the ad page is React's as it shows).
  await visit(page, "/categories/vehicles");
  const card = page.locator("article.ad-card h3 a").first();
  const name = (await card.textContent())!.trim();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "اعرض الرقم" }).click();
  const call = page.getByRole("link", { name: /^اتصال / });
  await expect(call).toBeInViewport();
  // The button pressed is gone: the focus goes on to what replaced it, not back to the page's start.
  if (javaScriptEnabled) await expect(call).toBeFocused();
});

test("a held ad's reasons and buttons read at full strength for its seller, and the moderator's cards keep their margins", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, testInfo);
  const name = `سيارة للمعاينة ${testInfo.project.name} ${Date.now().toString(36)}`;
  // A payment asked outside Souq, from a new account: held for a look, not refused.
  await postAd(page, name, 300_000, { description: "الدفع مقدم عربون فودافون كاش قبل المعاينة" });
  await visit(page, "/account/ads");
  const card = page.locator("article.ad-card", { hasText: name });
  await expect(card.getByText("تحت المراجعه")).toBeVisible();
  const reason = card.getByText("الإعلان يطلب الدفع أو التحويل أو العربون خارج سوق");
  await expect(reason).toBeVisible();
  expect(await drawnOpacity(page, reason)).toBe(1);
  expect(await drawnOpacity(page, card.getByRole("link", { name: `حذف ${name}` }))).toBe(1);
  // The photo is what shows the ad is not live yet.
  expect(await drawnOpacity(page, card.locator("img").first())).toBeLessThan(1);

  const admin = await adminPage(browser, testInfo);
  await admin.setViewportSize({ width: 360, height: 740 });
  await visit(admin, "/admin/moderation");
  for (const heading of ["تقييمات مُبلَّغ عنها", "آخر القرارات"]) {
    const title = admin.getByRole("heading", { level: 2, name: heading });
    const section = admin.locator("section.card", { has: title });
    const [outer, inner] = [(await section.boundingBox())!, (await title.boundingBox())!];
    // The title sits inside the card's padding on both sides, not against its edge.
    expect(inner.x - outer.x, heading).toBeGreaterThanOrEqual(12);
    expect(outer.x + outer.width - (inner.x + inner.width), heading).toBeGreaterThanOrEqual(12);
  }
  await admin.context().close();
});
