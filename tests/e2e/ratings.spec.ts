// Sellers' ratings, with JavaScript off and on (two
// projects), in Arabic: a buyer who exchanged messages with a seller rates
// them from the conversation and the seller answers; a buyer who never
// messaged (or whom the seller never answered) cannot; a reported rating
// reaches the moderation queue and, hidden, leaves the average on the ad
// page and the trader's page (edge-cached pages included).
import { expect, test, visit, type APIRequestContext, type Page, type TestInfo } from "./test";
import { adminPage, approve, createSignedInUser, expectToast, otherPage, postAd } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

/** A trader with one approved ad, and a buyer signed in beside them. */
async function sellerWithAd(page: Page, browser: Parameters<typeof otherPage>[0], testInfo: TestInfo) {
  const seller = await createSignedInUser(page, testInfo, "trader");
  const adName = `سيارة للتقييم ${testInfo.project.name} ${Date.now().toString(36)}`;
  const adId = await postAd(page, adName, 90000);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  await admin.context().close();
  const buyerPage = await otherPage(browser, testInfo);
  const buyer = await createSignedInUser(buyerPage, testInfo);
  await visit(buyerPage, `/categories/product/${adId}`);
  const sellerId = Number(/\/trader\/(\d+)/.exec((await buyerPage.locator(".trader-link").first().getAttribute("href")) ?? "")?.[1]);
  expect(sellerId).toBeGreaterThan(0);
  return { seller, adId, adName, buyerPage, buyer, sellerId };
}

/** The buyer's first message from the ad page; the conversation's address. */
async function ask(page: Page, adId: number, text = "هل السيارة ما زالت متاحة؟"): Promise<string> {
  await visit(page, `/categories/product/${adId}`);
  await page.getByLabel("رسالتك إلى البائع").fill(text);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+/);
  return new URL(page.url()).pathname;
}

/** The seller answers in the conversation (its page, as the seller). */
async function answerMessage(page: Page, conversation: string) {
  await visit(page, conversation);
  await page.getByLabel("ردك").fill("نعم متاحة، أهلًا بك");
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expectToast(page, "تم إرسال رسالتك");
}

/**
 * The ad page's rating line as a visitor without cookies gets it (`request`
 * has none), and how the page was answered: HIT when from the edge cache.
 */
async function visitor(request: APIRequestContext, adId: number): Promise<{ cache: string | null; summary: string }> {
  const response = await request.get(`/categories/product/${adId}`, { headers: { "Accept-Language": "ar" } });
  const html = await response.text();
  const summary = /<p class="rating-summary"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1].replace(/<[^>]+>/g, "") ?? "";
  return { cache: response.headers()["x-souq-cache"] ?? null, summary };
}

/** Until the visitor's copy of the ad page comes from the edge cache, saying this. */
async function cachedSaying(request: APIRequestContext, adId: number, text: string) {
  await expect
    .poll(async () => {
      const { cache, summary } = await visitor(request, adId);
      return cache === "HIT" && summary.includes(text);
    })
    .toBe(true);
}

test("a buyer who messaged a seller rates them from the conversation, and the seller answers once", async ({ page, browser, request }, testInfo) => {
  const { seller, adId, buyerPage, sellerId } = await sellerWithAd(page, browser, testInfo);
  const comment = `بائع محترم ورد بسرعة ${testInfo.project.name} ${Date.now().toString(36)}`;
  // No ratings yet, said plainly on the ad page.
  await expect(buyerPage.locator(".rating-summary")).toContainText("لا توجد تقييمات بعد");
  await cachedSaying(request, adId, "لا توجد تقييمات بعد");

  const conversation = await ask(buyerPage, adId);
  // Only the buyer wrote: not yet.
  await expect(buyerPage.getByText("يمكنك تقييم البائع بعد أن يكتب كل منكما رسالة واحدة على الأقل في هذه المحادثة.")).toBeVisible();
  await expect(buyerPage.getByRole("link", { name: /قيّم البائع/ })).toHaveCount(0);

  await answerMessage(page, conversation);
  await visit(buyerPage, conversation);
  await buyerPage.getByRole("link", { name: `تعاملت مع ${seller.firstName} ${seller.lastName}؟ قيّم البائع` }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`${conversation}/rate$`));
  await expect(buyerPage.getByRole("heading", { name: /^قيّم / })).toBeVisible();
  // Five radios in a group, by keyboard too: the first is focused and the arrows move the choice.
  const stars = buyerPage.getByRole("group", { name: "عدد النجوم" });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  await stars.getByRole("radio", { name: "٣ نجوم: جيد" }).focus();
  await buyerPage.keyboard.press("Space");
  await expect(stars.getByRole("radio", { name: "٣ نجوم: جيد" })).toBeChecked();
  await buyerPage.keyboard.press("ArrowLeft");
  // An arrow moves the choice to a neighbour (which one depends on the direction of the page): still one checked.
  await expect(stars.getByRole("radio", { checked: true })).toHaveCount(1);
  await stars.getByRole("radio", { name: "٤ نجوم: جيد جدًا" }).check();
  if (testInfo.project.name === "js") await expect(buyerPage.getByText("اخترت: ٤ نجوم: جيد جدًا")).toBeVisible();
  await buyerPage.getByLabel("تعليقك (اختياري)").fill(comment);
  await buyerPage.getByRole("button", { name: "نشر التقييم" }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`${conversation}$`));
  await expectToast(buyerPage, "تم نشر تقييمك. شكرًا لك!");
  await expect(buyerPage.getByText("قيّمت هذا البائع بـ ٤ من ٥ نجوم.")).toBeVisible();
  await expect(buyerPage.getByRole("link", { name: /قيّم البائع/ })).toHaveCount(0);

  // A second rating of the same ad is refused; nothing changes.
  const again = await buyerPage.request.post(`${conversation}/rate`, { form: { stars: "1", comment: "تقييم ثانٍ" }, maxRedirects: 0 });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("قيّمت هذا البائع على هذا الإعلان من قبل");

  // The ad page and the trader's page show the average and the count, to visitors too (the cached copy went stale).
  await visit(buyerPage, `/categories/product/${adId}`);
  await expect(buyerPage.locator(".rating-summary")).toContainText("٤٫٠ من ٥");
  await expect(buyerPage.locator(".rating-summary")).toContainText("تقييم واحد");
  // The rating bumped the content version: the visitor's cached copy is not served any more.
  expect((await visitor(request, adId)).summary).toContain("تقييم واحد");
  await visit(buyerPage, `/trader/${sellerId}`);
  await expect(buyerPage.getByRole("region", { name: "تقييم البائع" })).toContainText(comment);
  // The trader's full profile (from the directory) shows them as well.
  await visit(buyerPage, `/account/trader2/${sellerId}`);
  await expect(buyerPage.getByRole("region", { name: "تقييم البائع" })).toContainText(comment);

  // The seller answers from their ratings page, once.
  await visit(page, conversation);
  await expect(page.getByText("قيّمك المشتري بـ ٤ من ٥ نجوم.")).toBeVisible();
  await page.getByRole("link", { name: "اقرأ التقييم ورُدّ عليه" }).click();
  await expect(page).toHaveURL(new RegExp(`/trader/${sellerId}/ratings`));
  const rating = page.locator(".rating-item", { hasText: comment });
  await rating.getByLabel("ردّك على هذا التقييم (مرة واحدة)").fill("شكرًا لك، نورتنا");
  await rating.getByRole("button", { name: "نشر الرد" }).click();
  await expectToast(page, "تم نشر ردك.");
  await expect(page.locator(".rating-item", { hasText: comment })).toContainText("شكرًا لك، نورتنا");
  await expect(page.locator(".rating-item", { hasText: comment }).getByLabel("ردّك على هذا التقييم (مرة واحدة)")).toHaveCount(0);
  const ratingId = (await page.locator(".rating-item", { hasText: comment }).getAttribute("id"))!.replace("rating-", "");
  const second = await page.request.post(`/trader/${sellerId}/ratings`, { form: { intent: "answer", ratingId, answer: "رد ثانٍ" }, maxRedirects: 0 });
  expect(second.status()).toBe(409);
  // Answering someone else's rating: refused, nothing stored.
  const foreign = await buyerPage.request.post(`/trader/${sellerId}/ratings`, { form: { intent: "answer", ratingId, answer: "ليس من حقي" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  await visit(page, `/trader/${sellerId}/ratings`);
  await expect(page.getByText("رد ثانٍ")).toHaveCount(0);
  await expect(page.getByText("ليس من حقي")).toHaveCount(0);
  await buyerPage.context().close();
});

test("a buyer who never messaged the seller, or whom the seller never answered, cannot rate; bad stars store nothing", async ({ page, browser }, testInfo) => {
  const { adId, buyerPage, sellerId } = await sellerWithAd(page, browser, testInfo);
  // Never messaged: there is no conversation to rate from, and the API refuses the ad.
  const api = await buyerPage.request.post("/public/api/client/ratings", { data: { ad_id: adId, stars: 5 } });
  expect(api.status()).toBe(403);
  expect((await api.json()).msg).toBe("يمكنك تقييم البائع فقط بعد أن تراسله عن هذا الإعلان ويرد عليك.");

  // Messaged, but the seller never answered: told why, and a posted rating is refused.
  const conversation = await ask(buyerPage, adId);
  const loaded = await visit(buyerPage, `${conversation}/rate`);
  expect(loaded?.status()).toBe(200);
  await expect(buyerPage.getByText("يمكنك تقييم البائع بعد أن يكتب كل منكما رسالة واحدة على الأقل في المحادثة.")).toBeVisible();
  await expect(buyerPage.getByRole("button", { name: "نشر التقييم" })).toHaveCount(0);
  const early = await buyerPage.request.post(`${conversation}/rate`, { form: { stars: "5" }, maxRedirects: 0 });
  expect(early.status()).toBe(403);

  // Someone else's conversation does not exist for a stranger.
  const stranger = await otherPage(browser, testInfo);
  await createSignedInUser(stranger, testInfo);
  expect((await stranger.request.post(`${conversation}/rate`, { form: { stars: "5" }, maxRedirects: 0 })).status()).toBe(404);

  // Answered now: bad stars and a too-long comment are refused with the reason, in Arabic.
  await answerMessage(page, conversation);
  for (const stars of ["0", "6", "3.5", "x"]) {
    const bad = await buyerPage.request.post(`${conversation}/rate`, { form: { stars, comment: "تعليق" }, maxRedirects: 0 });
    expect(bad.status(), stars).toBe(400);
    expect(await bad.text()).toContain("عدد النجوم رقم صحيح من ١ إلى ٥.");
  }
  const long = await buyerPage.request.post(`${conversation}/rate`, { form: { stars: "3", comment: "ا".repeat(10_000) }, maxRedirects: 0 });
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain("التعليق أطول من ٥٠٠ حرف.");
  await visit(buyerPage, `/categories/product/${adId}`);
  await expect(buyerPage.locator(".rating-summary")).toContainText("لا توجد تقييمات بعد");
  expect((await buyerPage.request.get(`/trader/${sellerId}/ratings`)).status()).toBe(200);
  await stranger.context().close();
  await buyerPage.context().close();
});

test("a reported rating reaches the moderation queue and, hidden with a reason, leaves the average", async ({ page, browser, request }, testInfo) => {
  const { adId, buyerPage, sellerId } = await sellerWithAd(page, browser, testInfo);
  const comment = `تعليق مسيء للمراجعة ${testInfo.project.name} ${Date.now().toString(36)}`;
  const conversation = await ask(buyerPage, adId);
  await answerMessage(page, conversation);
  const rated = await buyerPage.request.post(`${conversation}/rate`, { form: { stars: "1", comment }, maxRedirects: 0 });
  expect(rated.status()).toBe(302);
  await cachedSaying(request, adId, "تقييم واحد");

  // Anyone signed in reports it from the seller's ratings page.
  const reporter = await otherPage(browser, testInfo);
  await createSignedInUser(reporter, testInfo);
  await visit(reporter, `/trader/${sellerId}/ratings`);
  const item = reporter.locator(".rating-item", { hasText: comment });
  await item.getByText("الإبلاغ عن هذا التقييم").click();
  await item.getByLabel("ما المشكلة في هذا التقييم؟ (اختياري)").fill("هذا التعليق لا علاقة له بالتعامل");
  await item.getByRole("button", { name: "إرسال البلاغ" }).click();
  await expectToast(reporter, "وصل بلاغك، وسيراجعه المشرفون.");

  // The moderator finds it in the queue, with the report; hiding needs a reason.
  const admin = await adminPage(browser, testInfo);
  await visit(admin, "/admin/moderation");
  const queued = admin.locator("article.reported-rating", { hasText: comment });
  await expect(queued).toContainText("هذا التعليق لا علاقة له بالتعامل");
  const ratingId = await queued.getAttribute("data-rating-id");
  const noReason = await admin.request.post("/admin/moderation", { form: { intent: "hideRating", ratingId: ratingId!, reason: "" }, maxRedirects: 0 });
  expect(noReason.status()).toBe(400);
  await queued.getByLabel("سبب الإخفاء").fill("تعليق مسيء لا يصف التعامل");
  await queued.getByRole("button", { name: "إخفاء التقييم" }).click();
  await expectToast(admin, "أُخفي التقييم، ولم يعد يُحسب في متوسط البائع.");
  await expect(admin.locator("article.reported-rating", { hasText: comment })).toHaveCount(0);

  // Hidden: out of the average and count (the visitor's cached ad page too), and out of the list.
  await cachedSaying(request, adId, "لا توجد تقييمات بعد");
  await visit(buyerPage, `/trader/${sellerId}`);
  await expect(buyerPage.getByRole("region", { name: "تقييم البائع" })).toContainText("لا توجد تقييمات بعد");
  await visit(buyerPage, `/trader/${sellerId}/ratings`);
  await expect(buyerPage.getByText(comment)).toHaveCount(0);
  await admin.context().close();
  await reporter.context().close();
  await buyerPage.context().close();
});
