import { expect, test, visit } from "./test";

// The last page of a listing is reached by its page links
// (plain GET links with JavaScript off; keyset bookmarks past page 1), each
// page new ads, none twice. Listings larger than the count's cap are walked
// in tests/workers/deep-paging.test.ts.

test("every page of the whole listing is reached by its next links, to the last", async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, "/categories/search");
  const pages = page.getByRole("navigation", { name: "الصفحات" });
  const status = await pages.getByText(/^صفحة ١ من /).textContent();
  const digits = (text: string) => Number(text.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))).replace(/\D/g, ""));
  const last = digits(status!.split("من")[1]);
  expect(last).toBeGreaterThan(2);
  const seen = new Set<string>();
  for (let number = 1; number <= last; number++) {
    if (number > 1) {
      await pages.getByRole("link", { name: "التالي" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
      // Past page 1 the link carried the previous page's bookmark.
      expect(new URL(page.url()).searchParams.get("after")).toMatch(new RegExp(`^${number - 1}_`));
    }
    await expect(pages.locator('[aria-current="page"]')).toHaveText(String(number).replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]));
    const ads = await page.locator('main a[href^="/categories/product/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(ads.length).toBeGreaterThan(0);
    const fresh = new Set(ads);
    for (const ad of fresh) {
      expect(seen.has(ad), `${ad} shown again on page ${number}`).toBe(false);
      seen.add(ad);
    }
  }
  await expect(pages.getByRole("link", { name: "التالي" })).toHaveCount(0);
  // And back by the previous link: the page before the last, from its bookmark.
  await pages.getByRole("link", { name: "السابق" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last - 1}(&|$)`));
  expect(new URL(page.url()).searchParams.get("before")).toMatch(new RegExp(`^${last}_`));
});

test("the last page and any page number are one step away, and a page past the end answers 404 with a link to the last", async ({ page }) => {
  const arabic = (value: number) => String(value).replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);
  const digits = (text: string) => Number(text.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))).replace(/\D/g, ""));
  await visit(page, "/categories/search");
  const pages = page.getByRole("navigation", { name: "الصفحات" });
  // A true page count: "page 1 of N", not "of more than".
  const status = (await pages.getByText(/^صفحة ١ من /).textContent())!;
  expect(status).not.toContain("أكثر");
  const last = digits(status.split("من")[1]);
  expect(last).toBeGreaterThan(3);

  await pages.getByRole("link", { name: `الصفحة الأخيرة، ${arabic(last)}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(pages.locator('[aria-current="page"]')).toHaveText(arabic(last));
  await expect(page.locator('main a[href^="/categories/product/"]').first()).toBeVisible();
  // Other tests publish ads meanwhile, so the list may have grown a page since page 1 counted it. Within this one
  // rendered page the count and the links agree: the last page it counts has no next link, and a page before it has.
  const counted = digits((await pages.getByText(new RegExp(`^صفحة ${arabic(last)} من `)).textContent())!.split("من")[1]);
  expect(counted).toBeGreaterThanOrEqual(last);
  await expect(pages.getByRole("link", { name: "التالي" })).toHaveCount(counted === last ? 0 : 1);

  // Any page by its number: a small GET form.
  await pages.getByLabel("اذهب إلى الصفحة").fill("2");
  await pages.getByRole("button", { name: "اذهب" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText("٢");

  // Past the end: 404, what happened, and the last page one link away. Other tests publish ads meanwhile (the
  // list may have grown a page since it was counted), so the page asked is well past the end, and the last page
  // is the one the link names.
  const past = last + 50;
  const response = await visit(page, `/categories/search?page=${past}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`لا توجد صفحة ${arabic(past)} في هذه القائمة.`)).toBeVisible();
  const toLast = page.getByRole("link", { name: /^إلى الصفحة الأخيرة \(/ });
  const named = digits((await toLast.textContent())!);
  expect(named).toBeGreaterThanOrEqual(last);
  await toLast.click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${named}(&|$)`));
  await expect(pages.locator('[aria-current="page"]')).toHaveText(arabic(named));
});

test("a page asked by its number deeper than a number opens says how to get there, in the page's language", async ({ page }) => {
  const arabic = (value: number) => String(value).replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);
  const digits = (text: string) => Number(text.replace(/[٠-٩]/g, (digit) => String("٠١٢٣٤٥٦٧٨٩".indexOf(digit))).replace(/\D/g, ""));
  // By price a number opens three pages from either end: the middle of the whole listing is deeper than that.
  await visit(page, "/categories/search?sort=lowPrice");
  const last = digits(
    (await page
      .getByRole("navigation", { name: "الصفحات" })
      .getByText(/^صفحة ١ من /)
      .textContent())!.split("من")[1],
  );
  expect(last).toBeGreaterThanOrEqual(8);
  const middle = Math.ceil(last / 2);
  const response = await visit(page, `/categories/search?sort=lowPrice&page=${middle}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(`الصفحة ${arabic(middle)} أعمق من أن تُفتح برقمها وحده.`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "الصفحات" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "ضيّق القائمة بالفلاتر" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^إلى الصفحة الأخيرة \(/ })).toBeVisible();
  await page.getByRole("link", { name: "إلى الصفحة ٣" }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=lowPrice(&|$)/);
  await expect(page.getByRole("navigation", { name: "الصفحات" }).locator('[aria-current="page"]')).toHaveText("٣");

  await visit(page, `/categories/search?lng=en&sort=lowPrice&page=${middle}`);
  await expect(page.getByText(`Page ${middle} is too deep to open by its number alone.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to page 3" })).toBeVisible();
});

test("a filtered listing that found too few in its walk links on from where it stopped, and the link works as a plain link", async ({ page }) => {
  // No vehicle costs 1 pound: every walk stops short, with the "look further" link, until the category's oldest ad.
  await visit(page, "/categories/vehicles?max_price=1");
  await expect(page.getByText("لا يوجد إعلان بهذه الفلاتر في الجزء الذي بحثنا فيه من القائمة حتى الآن، وقد توجد إعلانات مطابقة أبعد.")).toBeVisible();
  await expect(page.getByText("لم نجد إعلانات بعد", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "ابحث أبعد" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
  expect(new URL(page.url()).searchParams.get("after")).toMatch(/^1_/);
  expect(new URL(page.url()).searchParams.get("max_price")).toBe("1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
