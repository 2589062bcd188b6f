// Messaging, with JavaScript off and on (two projects): a buyer asks a
// seller about an ad from the ad page, the seller sees the unread count and
// answers, the buyer reads it; nobody else can read or post, and bad text
// is refused with the typed text kept.
import { expect, reload, test, visit, type Page, type TestInfo } from "./test";
import { adminPage, approve, createSignedInUser, createVerifiedUser, expectToast, otherPage, postAd, signOut } from "./fixtures";

// Each test sets up a seller, an approved ad and a buyer (with the moderator's sign-in) first.
test.describe.configure({ timeout: 90_000 });

const question = "مرحبًا، هل السيارة ما زالت متاحة؟ Is it still available?";
const answer = "نعم متاحة، تقدر تعاينها بكرة";

/** A trader with one approved ad, and a buyer signed in beside them. */
async function sellerWithAd(page: Page, browser: Parameters<typeof otherPage>[0], testInfo: TestInfo) {
  const seller = await createSignedInUser(page, testInfo, "trader");
  const adName = `سيارة للمراسلة ${testInfo.project.name} ${Date.now().toString(36)}`;
  const adId = await postAd(page, adName, 90000);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  await admin.context().close();
  const buyerPage = await otherPage(browser, testInfo);
  const buyer = await createSignedInUser(buyerPage, testInfo);
  return { seller, adId, adName, buyerPage, buyer };
}

async function ask(page: Page, adId: number, text: string) {
  await visit(page, `/categories/product/${adId}`);
  await page.getByLabel("رسالتك إلى البائع").fill(text);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
}

/** How many "you have a message" e-mails an address has received. */
async function notices(page: Page, email: string): Promise<number> {
  const html = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  return [...html.matchAll(/data-kind="message_notice"/g)].length;
}

const headerMessages = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^الرسائل/ });

test("a buyer asks about an ad, the seller sees it unread and answers, the buyer reads the answer", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  const { seller, adId, adName, buyerPage, buyer } = await sellerWithAd(page, browser, testInfo);
  // The seller's own ad page has no form to message themself.
  await visit(page, `/categories/product/${adId}`);
  await expect(page.getByLabel("رسالتك إلى البائع")).toHaveCount(0);

  await ask(buyerPage, adId, question);
  await expect(buyerPage).toHaveURL(/\/account\/messages\/\d+#m\d+$/);
  await expectToast(buyerPage, "تم إرسال رسالتك");
  await expect(buyerPage.getByText(question)).toBeVisible();
  await expect(buyerPage.getByText(`مع ${seller.firstName} ${seller.lastName}`)).toBeVisible();
  const conversation = buyerPage.url().replace(/#.*$/, "");

  // A second question about the same ad joins the same conversation.
  await ask(buyerPage, adId, "وهل السعر قابل للتفاوض؟");
  await expect(buyerPage).toHaveURL(new RegExp(`${conversation.replace(/[/.?]/g, "\\$&")}#m\\d+$`));
  // Two questions, one e-mail to the seller (at most one per conversation in 30 minutes), with the link.
  await expect.poll(() => notices(page, seller.email)).toBe(1);
  // The buyer leaves (an open conversation page would read the answer as it comes).
  await visit(buyerPage, "/");

  // The seller: one unread conversation in the header, then in the inbox.
  // A GET of the conversation (a link on another site, a prefetch) changes nothing: still unread.
  expect((await page.request.get(conversation)).status()).toBe(200);
  await visit(page, "/");
  await expect(headerMessages(page)).toContainText("١");
  await expect(page.getByText("محادثات غير مقروءة: ١")).toBeAttached();
  await headerMessages(page).click();
  await expect(page).toHaveURL(/\/account\/messages$/);
  const item = page.getByRole("link", { name: `افتح المحادثة مع ${buyer.firstName} ${buyer.lastName} بخصوص ${adName}` });
  await expect(item).toContainText("غير مقروءة");
  await expect(item).toContainText("وهل السعر قابل للتفاوض؟");
  // On a phone the conversation opens at its reply box, the newest message just above it.
  await page.setViewportSize({ width: 360, height: 740 });
  await item.click();
  await expect(page.getByLabel("ردك")).toBeInViewport();
  await expect(page.locator(".message").last()).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByText(question)).toBeVisible();
  await expect(headerMessages(page).locator(".unread-count")).toHaveCount(0);
  // Marked read by a POST: the page's own once it is shown (JavaScript), or the button (without).
  const markRead = page.getByRole("button", { name: "تعليم كمقروءة" });
  if (!javaScriptEnabled) await markRead.click();
  await expect(markRead).toHaveCount(0);
  await visit(page, "/account/messages");
  await expect(item).not.toContainText("غير مقروءة");
  await item.click();
  await expect(page.getByText(question)).toBeVisible();
  await page.getByLabel("ردك").fill(answer);
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expectToast(page, "تم إرسال رسالتك");
  await expect(page.locator(".message.mine").last()).toContainText(answer);

  await expect.poll(() => notices(buyerPage, buyer.email)).toBe(1);
  // The buyer sees the answer waiting, then reads it.
  await visit(buyerPage, "/account/messages");
  await expect(buyerPage.getByRole("link", { name: new RegExp(`بخصوص ${adName}`) })).toContainText("غير مقروءة");
  await visit(buyerPage, conversation);
  await expect(buyerPage.locator(".message.theirs")).toContainText(answer);
  await buyerPage.context().close();
});

test("nobody else can read or write into a conversation, and bad text is refused with the text kept", async ({ page, browser, request }, testInfo) => {
  const { adId, buyerPage } = await sellerWithAd(page, browser, testInfo);
  await ask(buyerPage, adId, question);
  await expect(buyerPage).toHaveURL(/\/account\/messages\/\d+/);
  const conversation = buyerPage.url().replace(/#.*$/, "");

  // Too long: refused, the typed text is still there, nothing is added.
  const long = "ا".repeat(2001);
  const refused = await buyerPage.request.post(conversation, { form: { intent: "message", body: long }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("الرسالة أطول من ٢٠٠٠ حرف");
  const empty = await buyerPage.request.post(conversation, { form: { intent: "message", body: "   " }, maxRedirects: 0 });
  expect(empty.status()).toBe(400);

  // A third person: the conversation does not exist for them, and posting changes nothing.
  const stranger = await otherPage(browser, testInfo);
  await createSignedInUser(stranger, testInfo);
  const read = await visit(stranger, conversation);
  expect(read?.status()).toBe(404);
  const post = await stranger.request.post(conversation, { form: { intent: "message", body: "رسالة دخيلة" }, maxRedirects: 0 });
  expect(post.status()).toBe(404);
  // Signed out: sent to sign in.
  const anonymous = await request.post(conversation, { form: { intent: "message", body: "x" }, maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/auth/signin");

  await reload(buyerPage);
  await expect(buyerPage.locator(".message")).toHaveCount(1);
  await expect(buyerPage.getByText("رسالة دخيلة")).toHaveCount(0);
  await stranger.context().close();
  await buyerPage.context().close();
});

test("an account that is not verified is told why it cannot message the seller and sent to verify; forcing the form changes nothing", async ({
  page,
  browser,
}, testInfo) => {
  const { adId, buyerPage } = await sellerWithAd(page, browser, testInfo);
  await buyerPage.context().close();
  const { newPerson, signUp, signIn } = await import("./fixtures");
  const newcomer = await otherPage(browser, testInfo);
  const person = newPerson(testInfo, "customer");
  await signUp(newcomer, person);
  await signIn(newcomer, person.phone, person.password);
  await expect(newcomer).not.toHaveURL(/\/auth\/signin/);
  await visit(newcomer, `/categories/product/${adId}`);
  await expect(newcomer.getByLabel("رسالتك إلى البائع")).toHaveCount(0);
  await expect(newcomer.getByText("مراسلة البائعين للحسابات المفعّلة فقط، حتى لا تصل رسائل الحسابات الوهمية إلى المشترين والبائعين.")).toBeVisible();
  // A message posted anyway: sent to the verify tab with the reason, and no conversation opened.
  const forced = await newcomer.request.post(`/categories/product/${adId}`, { form: { intent: "message", body: "مرحبا" }, maxRedirects: 0 });
  expect(forced.status()).toBe(302);
  expect(forced.headers().location).toBe("/account/verify");
  await visit(newcomer, "/account/verify");
  await expectToast(newcomer, "فعّل حسابك قبل مراسلة البائع");
  await visit(newcomer, `/categories/product/${adId}`);
  await newcomer.getByRole("link", { name: "فعّل حسابك" }).click();
  await expect(newcomer).toHaveURL(/\/account\/verify$/);
  await visit(newcomer, "/account/messages");
  await expect(newcomer.getByText("لا توجد رسائل بعد", { exact: false })).toBeVisible();
  await newcomer.context().close();
});

test("a visitor is asked to sign in first and comes back to the ad with the message form", async ({ page, browser }, testInfo) => {
  const { adId, buyerPage } = await sellerWithAd(page, browser, testInfo);
  await buyerPage.context().close();
  const visitor = await otherPage(browser, testInfo);
  const person = await createVerifiedUser(visitor, visitor.request, testInfo);
  await visit(visitor, `/categories/product/${adId}`);
  await expect(visitor.getByLabel("رسالتك إلى البائع")).toHaveCount(0);
  await visitor.getByRole("link", { name: "سجّل الدخول لمراسلة البائع" }).click();
  await expect(visitor).toHaveURL(/\/auth\/signin\?redirectTo=/);
  await visitor.getByLabel("رقم الهاتف").fill(person.phone);
  await visitor.getByLabel("كلمة المرور").fill(person.password);
  await visitor.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/categories/product/${adId}(#message)?$`));
  await expect(visitor.getByLabel("رسالتك إلى البائع")).toBeVisible();
  await visitor.context().close();
});

test("with JavaScript an answer appears without reloading: over the room's socket, or by refreshing when it cannot open; the sender's own at once", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "live updates need JavaScript; without it the page is read on each visit");
  const { adId, buyerPage } = await sellerWithAd(page, browser, testInfo);
  await ask(buyerPage, adId, question);
  await expect(buyerPage).toHaveURL(/\/account\/messages\/\d+/);
  const conversation = buyerPage.url().replace(/#.*$/, "");
  await expect(buyerPage.locator("[data-live]")).toHaveAttribute("data-live", "socket");
  // A mark that a reload would wipe.
  await buyerPage.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The seller answers on a slow connection while the page, having marked the question read, is still
  // reloading its data; the answer's own reply comes back last. The seller's socket carries nothing (as when
  // it opens only after the answer went out): what was sent shows from the reply to the post itself.
  await page.routeWebSocket(/\/live$/, () => {});
  const dataAddress = /\/account\/messages\/\d+\.data/;
  await page.route(dataAddress, async (route) => {
    const request = route.request();
    const sending = new URLSearchParams(request.postData() ?? "").get("intent") === "message";
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, request.method() === "GET" ? 1_500 : sending ? 3_000 : 0));
    // A request the page has given up on meanwhile is not answered.
    await route.fulfill({ response }).catch(() => undefined);
  });
  const reloading = page.waitForRequest((request) => request.method() === "GET" && dataAddress.test(request.url()));
  await visit(page, conversation);
  await page.getByLabel("ردك").fill(answer);
  await reloading;
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.locator(".message.mine")).toContainText(answer);
  await expect(page.getByLabel("ردك")).toHaveValue("");
  await expectToast(page, "تم إرسال رسالتك");
  await page.unroute(dataAddress);
  await expect(buyerPage.locator(".message.theirs")).toContainText(answer);
  expect(await buyerPage.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A page whose socket cannot open refreshes on its own instead.
  const cutOff = await otherPage(browser, testInfo);
  await cutOff.context().addCookies(await buyerPage.context().cookies());
  await cutOff.routeWebSocket(/\/live$/, (socket) => socket.close());
  await visit(cutOff, conversation);
  await expect(cutOff.locator("[data-live]")).toHaveAttribute("data-live", "refresh");
  // The buyer has begun a reply meanwhile.
  const halfTyped = "تمام، ممكن أشوفها بكرة؟";
  await buyerPage.getByLabel("ردك").fill(halfTyped);
  await page.getByLabel("ردك").fill("وصلت؟");
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(cutOff.getByText("وصلت؟")).toBeVisible({ timeout: 20_000 });
  // The seller's message arrives on the buyer's page, and what the buyer was typing is still there as typed.
  await expect(buyerPage.getByText("وصلت؟")).toBeVisible();
  await expect(buyerPage.getByLabel("ردك")).toHaveValue(halfTyped);
  await cutOff.context().close();
  await buyerPage.context().close();
});

test("with JavaScript a conversation page's socket closes when its session signs out in another tab, and the page goes to sign in", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "sockets need JavaScript");
  const { adId, buyerPage } = await sellerWithAd(page, browser, testInfo);
  await ask(buyerPage, adId, question);
  await expect(buyerPage).toHaveURL(/\/account\/messages\/\d+/);
  await expect(buyerPage.locator("[data-live]")).toHaveAttribute("data-live", "socket");
  // Another tab of the same browser signs out.
  const otherTab = await buyerPage.context().newPage();
  await signOut(otherTab);
  // The socket closed with the doors: the page reloads once and is sent to sign in (no refreshing left running).
  await expect(buyerPage).toHaveURL(/\/auth\/signin\?redirectTo=%2Faccount%2Fmessages%2F\d+/);
  await buyerPage.context().close();
});

test("blocking stops messages both ways, and a report reaches the moderation queue with the conversation", async ({ page, browser }, testInfo) => {
  const { adId, buyerPage, buyer } = await sellerWithAd(page, browser, testInfo);
  await ask(buyerPage, adId, question);
  await expect(buyerPage).toHaveURL(/\/account\/messages\/\d+/);
  const conversation = buyerPage.url().replace(/#.*$/, "");

  // The seller blocks the buyer from the conversation.
  await visit(page, conversation);
  await page.getByRole("button", { name: `احظر ${buyer.firstName} ${buyer.lastName}` }).click();
  await expectToast(page, "تم حظر هذا الشخص");
  await expect(page.getByText("حظرت هذا الشخص: لا يمكن لأي منكما مراسلة الآخر.")).toBeVisible();
  await expect(page.getByLabel("ردك")).toHaveCount(0);

  // The buyer can read but not write, here or from the ad page (the text typed is kept).
  await visit(buyerPage, conversation);
  await expect(buyerPage.getByText("لا يمكنك مراسلة هذا الشخص.")).toBeVisible();
  await expect(buyerPage.getByLabel("ردك")).toHaveCount(0);
  const forced = await buyerPage.request.post(conversation, { form: { intent: "message", body: "افتح" }, maxRedirects: 0 });
  expect(forced.status()).toBe(409);
  await ask(buyerPage, adId, "مرة أخرى؟");
  await expect(buyerPage.getByText("لا يمكن تبادل الرسائل: أحدكما حظر الآخر")).toBeVisible();
  await expect(buyerPage.getByLabel("رسالتك إلى البائع")).toHaveValue("مرة أخرى؟");
  await visit(buyerPage, conversation);
  await expect(buyerPage.locator(".message")).toHaveCount(1);

  // The seller reports the conversation; the moderator reads it from the queue.
  await page.getByText("أبلغ عن هذه المحادثة").click();
  await page.getByLabel("ما المشكلة؟ (اختياري)").fill("رسائل مزعجة");
  await page.getByRole("button", { name: "أرسل البلاغ" }).click();
  await expectToast(page, "وصل بلاغك إلى فريق المراجعة");
  const admin = await adminPage(browser, testInfo);
  await visit(admin, `/admin/moderation?ad=${adId}`);
  await expect(admin.getByText("رسائل مزعجة")).toBeVisible();
  await admin.getByRole("link", { name: "اقرأ المحادثة المُبلّغ عنها" }).click();
  await expect(admin.getByText(question)).toBeVisible();
  await admin.context().close();
  await buyerPage.context().close();
});

test("a message asking for a deposit shows a safety notice to its receiver only, with a one-tap report", async ({ page, browser }, testInfo) => {
  const { adId, buyerPage } = await sellerWithAd(page, browser, testInfo);
  await ask(buyerPage, adId, question);
  await expect(buyerPage).toHaveURL(/\/account\/messages\/\d+/);
  const conversation = buyerPage.url().replace(/#.*$/, "");
  // The seller answers with a deposit request by wallet.
  const deposit = "لازم عربون ٥٠٠ جنيه فودافون كاش عشان احجزهالك";
  await visit(page, conversation);
  await page.getByLabel("ردك").fill(deposit);
  await page.getByRole("button", { name: "إرسال", exact: true }).click();
  await expectToast(page, "تم إرسال رسالتك");
  await expect(page.locator(".message.mine").last()).toContainText(deposit);
  // The sender sees no notice.
  await expect(page.getByRole("note")).toHaveCount(0);

  // The buyer (the receiver) sees it beside the message, in their language.
  await visit(buyerPage, conversation);
  const notice = buyerPage.locator(".message.theirs").last().getByRole("note");
  await expect(notice).toContainText("انتبه: هذه الرسالة تشبه طريقة احتيال شائعة");
  await expect(notice).toContainText("تطلب مالًا قبل أن تقابل البائع");
  await visit(buyerPage, `${conversation}?lng=en`);
  await expect(notice).toContainText("Be careful: this message looks like a common scam");
  // On a 360 px phone the notice has the conversation's width, and its button one line.
  await buyerPage.setViewportSize({ width: 360, height: 740 });
  expect((await notice.boundingBox())!.width).toBeGreaterThanOrEqual(260);
  expect((await notice.getByRole("button", { name: "Report this message" }).boundingBox())!.height).toBeLessThanOrEqual(48);
  await notice.getByRole("button", { name: "Report this message" }).click();
  await expectToast(buyerPage, "Your report reached the review team");
  await buyerPage.context().close();
});
