// The favourite heart and the favourites tab, with JavaScript off (form posts
// that redirect back) and on (an optimistic fetcher that rolls back on failure).
import { expect, reload, test, visit, type Browser, type Page, type TestInfo } from "./test";
import { createSignedInUser, createVerifiedUser, expectToast, postAd, signIn } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

async function otherPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled: js(testInfo) });
  return context.newPage();
}

/** A fresh ad by a fresh trader: under review, or approved by the admin. */
async function freshAd(browser: Browser, testInfo: TestInfo, approved: boolean): Promise<{ id: number; name: string }> {
  const owner = await otherPage(browser, testInfo);
  await createSignedInUser(owner, testInfo, "trader");
  const name = `إعلان مفضلة ${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const id = await postAd(owner, name);
  if (approved) {
    const admin = await otherPage(browser, testInfo);
    await signIn(admin, "01000000001", "admin-pass-123");
    await expect(admin).toHaveURL(/\/$/);
    // Approval applies to the revision the moderator saw: read it from the queue.
    await visit(admin, `/admin/moderation?ad=${id}`);
    const revision = await admin.locator(`article[data-ad-id="${id}"] input[name="revision"]`).getAttribute("value");
    expect(
      (await admin.request.post("/admin/moderation", { form: { intent: "approve", adId: String(id), revision: revision! }, maxRedirects: 0 })).status(),
    ).toBe(302);
    await admin.context().close();
  }
  await owner.context().close();
  return { id, name };
}

test("a favourite added signed out goes through sign-in and back; the favourites tab lists and removes it", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const ad = await freshAd(browser, testInfo, true);
  const person = await createVerifiedUser(page, request, testInfo, "customer");
  await visit(page, `/categories/product/${ad.id}`);
  const summary = page.locator(".product-summary");
  await summary.getByRole("button", { name: "أضف إلى المفضلة" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/signin\\?redirectTo=${encodeURIComponent(`/categories/product/${ad.id}`)}`));
  await expectToast(page, "يجب تسجيل الدخول");
  await page.getByLabel("رقم الهاتف").fill(person.phone);
  await page.getByLabel("كلمة المرور").fill(person.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/product/${ad.id}$`));

  await summary.getByRole("button", { name: "أضف إلى المفضلة" }).click();
  await expectToast(page, "تمت العملية بنجاح");
  await expect(summary.getByRole("button", { name: "احذف من المفضلة" })).toHaveAttribute("aria-pressed", "true");
  // The ad page knows the true state on the next visit.
  await reload(page);
  await expect(page.locator(".product-summary").getByRole("button", { name: "احذف من المفضلة" })).toBeVisible();

  await visit(page, "/account/favorites");
  const card = page.locator("article.ad-card", { hasText: ad.name });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "احذف من المفضلة" }).click();
  await expectToast(page, "تمت العملية بنجاح");
  await expect(page.locator("article.ad-card", { hasText: ad.name })).toHaveCount(0);
  await expect(page.getByText("لا توجد إعلانات في قائمة المفضلة")).toBeVisible();
});

test("a heart on an ad that stopped being public is refused with the failure message", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const ad = await freshAd(browser, testInfo, true);
  await createSignedInUser(page, testInfo, "customer");
  await visit(page, `/categories/product/${ad.id}`);
  // A moderator takes the ad off the site while the page is open.
  const admin = await otherPage(browser, testInfo);
  await signIn(admin, "01000000001", "admin-pass-123");
  await expect(admin).toHaveURL(/\/$/);
  expect((await admin.request.post("/admin/moderation", { form: { intent: "remove", adId: String(ad.id), reason: "احتيال" }, maxRedirects: 0 })).status()).toBe(
    302,
  );
  await admin.context().close();
  const heart = page.locator(".product-summary").getByRole("button", { name: "أضف إلى المفضلة" });
  // Both ways the failure message shows, never a not-found page (no JavaScript: back to the ad's address).
  await heart.click();
  await expectToast(page, "فشل اضافة الاعلان الي قائمة المفضلات");
  if (!js(testInfo)) await expect(page).toHaveURL(new RegExp(`/categories/product/${ad.id}$`));
  await visit(page, "/account/favorites");
  await expect(page.getByText("لا توجد إعلانات في قائمة المفضلة")).toBeVisible();
});

test("with JavaScript the heart flips at once and rolls back when the server refuses", async ({ page, browser }, testInfo) => {
  test.skip(!js(testInfo), "the optimistic heart needs JavaScript");
  test.setTimeout(90_000);
  const ad = await freshAd(browser, testInfo, true);
  await createSignedInUser(page, testInfo, "customer");
  await visit(page, `/categories/product/${ad.id}`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/favourites**", async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ ok: false, favourite: false }) });
  });
  const heart = page.locator(".product-summary .heart");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  release();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("favouriting an ad that is not public (under review) is refused and stores nothing", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const ad = await freshAd(browser, testInfo, false);
  await createSignedInUser(page, testInfo, "customer");
  // As a plain form (no JavaScript) and as the heart's fetcher sends it.
  for (const [url, fetch] of [
    ["/favourites", ""],
    ["/favourites.data", "1"],
  ]) {
    const response = await page.request.post(url, { form: { adId: String(ad.id), intent: "add", redirectTo: "/", fetch }, maxRedirects: 0 });
    // The plain form goes back with the failure message; the fetcher gets a 404 and the same message.
    if (fetch) expect(response.status()).toBe(404);
    else expect(response.headers()["location"]).toBe("/");
  }
  // As a card's heart sends it (a button of the page's shared form): back at that card, refused the same way.
  const asCard = await page.request.post("/favourites", { form: { add: String(ad.id), redirectTo: "/" }, maxRedirects: 0 });
  expect(asCard.headers()["location"]).toBe(`/#ad-${ad.id}`);
  // Values that are not an ad's number: refused, back where the post came from.
  for (const add of ["12abc", "1.5", "-3", "", "1e3"]) {
    const response = await page.request.post("/favourites", { form: { add, redirectTo: "/" }, maxRedirects: 0 });
    expect(response.headers()["location"], add).toBe("/");
  }
  await visit(page, "/account/favorites");
  await expect(page.getByText("لا توجد إعلانات في قائمة المفضلة")).toBeVisible();
});

test("every card's heart shows the visitor's own choice, and toggles it in place on home, search and the ad's related ads", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, testInfo, "customer");

  // The third card of the home page's first row (far enough down that coming back to it means scrolling).
  const first = page.locator(".preview-row").first().locator("article.ad-card").nth(2);
  const cardId = (await first.getAttribute("id"))!;
  const adId = Number(cardId.replace("ad-", ""));
  const name = (await first.locator("h3").innerText()).trim();
  const card = page.locator(`#${cardId}`);
  await card.getByRole("button", { name: "أضف إلى المفضلة" }).click();
  await expectToast(page, "تمت العملية بنجاح");
  await expect(card.getByRole("button", { name: "احذف من المفضلة" })).toHaveAttribute("aria-pressed", "true");
  if (!js(testInfo)) {
    // Without JavaScript the post came back to the same page, at the card that was pressed.
    await expect(page).toHaveURL(new RegExp(`/#${cardId}$`));
    await expect(card).toBeInViewport();
  }
  // A fresh visit still shows it saved.
  await visit(page, "/");
  await expect(page.locator(`#${cardId} .heart`)).toHaveAttribute("aria-pressed", "true");

  // The same ad found by search shows a full heart too, and is taken off from there.
  await visit(page, `/categories/search?q=${encodeURIComponent(name)}`);
  const found = page.locator(`#${cardId}`);
  await expect(found.getByRole("button", { name: "احذف من المفضلة" })).toHaveAttribute("aria-pressed", "true");
  await found.getByRole("button", { name: "احذف من المفضلة" }).click();
  await expectToast(page, "تمت العملية بنجاح");
  await expect(found.getByRole("button", { name: "أضف إلى المفضلة" })).toHaveAttribute("aria-pressed", "false");
  await visit(page, "/account/favorites");
  await expect(page.getByText("لا توجد إعلانات في قائمة المفضلة")).toBeVisible();

  // On an ad page, a related ad saved from its card shows saved there, and the ad itself does not.
  await visit(page, `/categories/product/${adId}`);
  const related = page.locator("section.related article.ad-card").first();
  await expect(related).toBeVisible();
  const relatedId = (await related.getAttribute("id"))!;
  await related.getByRole("button", { name: "أضف إلى المفضلة" }).click();
  await expectToast(page, "تمت العملية بنجاح");
  await expect(page.locator(`#${relatedId} .heart`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".product-summary .heart")).toHaveAttribute("aria-pressed", "false");
  await visit(page, `/categories/product/${relatedId.replace("ad-", "")}`);
  await expect(page.locator(".product-summary .heart")).toHaveAttribute("aria-pressed", "true");
});
