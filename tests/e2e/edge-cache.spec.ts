// Public pages from the edge cache (app/server/edge-cache.server.ts)
// and reads near the reader with a D1 session bookmark in a cookie
// (app/server/db-session.server.ts), against the real wrangler dev: its Cache
// API, its D1 and the content-version triggers of migration 0013.
// Other tests write in parallel and any public write bumps the content
// version, so "the next request is a HIT" is asked until two requests in a
// row share a version (expect.poll), never assumed from one pair.
import { expect, test, visit, type APIRequestContext, type Browser, type Page, type TestInfo } from "./test";
import { createSignedInUser, createVerifiedUser, expectToast, postAd, signIn } from "./fixtures";

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-EG", javaScriptEnabled: js(testInfo) });
  return context.newPage();
}

/** How a cookie-less visitor's request was answered: HIT, STALE, MISS, or null (never cached). */
async function anonymous(request: APIRequestContext, path: string, language = "ar") {
  const response = await request.get(path, { headers: { "Accept-Language": language }, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()["x-souq-cache"] ?? null, headers: response.headers(), html: await response.text() };
}

const lang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
const nonceOf = (html: string) => /<script[^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
const allNonces = (html: string) => [...html.matchAll(/<(?:script|link)[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]);

test("an anonymous page is stored at the edge per language, with the CSP nonce of its own HTML", async ({ playwright, baseURL }) => {
  // A fresh context per request: no cookie is ever sent.
  const request = await playwright.request.newContext({ baseURL });
  const path = `/blog/?probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const first = await anonymous(request, path, "ar");
  expect(first.status).toBe(200);
  expect(first.cache).toBe("MISS");
  expect(first.headers["set-cookie"]).toBeUndefined();
  // The next request of the same page and language comes from the cache…
  await expect.poll(async () => (await anonymous(request, path, "ar")).cache).toBe("HIT");
  const hit = await anonymous(request, path, "ar");
  expect(lang(hit.html)).toBe("ar");
  // …and the Content-Security-Policy it carries allows exactly the nonce inside that HTML.
  const nonce = nonceOf(hit.html);
  expect(nonce).toBeTruthy();
  expect(hit.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
  expect(hit.headers["cache-control"]).toBe("private, no-cache");
  // Every answer from the cache has a nonce of its own, in its policy and on every script: one seen is worth nothing.
  const again = await anonymous(request, path, "ar");
  expect(again.cache).toBe("HIT");
  const nonces = allNonces(again.html);
  expect(nonces.length).toBeGreaterThan(1);
  expect(new Set(nonces)).toEqual(new Set([nonceOf(again.html)]));
  expect(nonceOf(again.html)).not.toBe(nonce);
  expect(again.headers["content-security-policy"]).toContain(`'nonce-${nonceOf(again.html)}'`);

  // English is another entry: its first answer is rendered in English, then cached in English.
  const english = await anonymous(request, path, "en");
  expect(lang(english.html)).toBe("en");
  expect(english.cache).toBe("MISS");
  await expect.poll(async () => (await anonymous(request, path, "en")).cache).toBe("HIT");
  expect(lang((await anonymous(request, path, "en")).html)).toBe("en");
  expect(lang((await anonymous(request, path, "ar")).html)).toBe("ar");
  // The `lng` cookie chooses the language the same way the Worker does.
  const switched = await request.get(`${path}&lng=en`, { headers: { "Accept-Language": "ar" } });
  const cookie = /^lng=[^;]+/.exec(switched.headers()["set-cookie"] ?? "")?.[0];
  expect(cookie).toBeTruthy();
  const byCookie = async () => {
    const response = await request.get(path, { headers: { "Accept-Language": "ar", Cookie: cookie! } });
    return { cache: response.headers()["x-souq-cache"], lang: lang(await response.text()) };
  };
  await expect.poll(async () => (await byCookie()).cache).toBe("HIT");
  expect((await byCookie()).lang).toBe("en");
  await request.dispose();
});

test("a page answered from the cache runs its scripts under its own nonce", async ({ browser, playwright, baseURL }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL });
  const path = `/our-services/?probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = await newPage(browser, testInfo);
  const refused: string[] = [];
  visitor.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Other tests publish ads meanwhile, and any content change makes every kept page stale: the page is
  // cached again and visited until the visit is answered from the cache.
  await expect(async () => {
    await expect.poll(async () => (await anonymous(request, path)).cache).toBe("HIT");
    const response = await visit(visitor, path);
    expect(response?.headers()["x-souq-cache"]).toBe("HIT");
  }).toPass({ timeout: 30_000 });
  await request.dispose();
  // With JavaScript the page hydrates (visit waits for it); no script was refused by the policy.
  if (js(testInfo)) await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  expect(refused).toEqual([]);
  await visitor.context().close();
});

test("a response that sets a cookie is never cached: the language switch", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const path = `/our-services/?probe=${Date.now().toString(36)}`;
  for (let i = 0; i < 3; i++) {
    const response = await request.get(`${path}&lng=en`, { headers: { Cookie: "" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toContain("lng=");
    expect(response.headers()["x-souq-cache"]).toBeUndefined();
    expect(lang(await response.text())).toBe("en");
  }
  await request.dispose();
});

test("a signed-in visitor is never answered from the cache, and their page is never stored", async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  // The home page is cached for anonymous visitors…
  await expect.poll(async () => (await anonymous(request, "/")).cache).toBe("HIT");
  await signIn(page, "01000000002", "customer-pass-123");
  await expect(page).toHaveURL(/\/$/);
  // …but a signed-in visitor gets their own render, with their name.
  const probe = `/?probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (const path of ["/", probe]) {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-souq-cache"]).toBeUndefined();
    expect(await response?.text()).toContain("محمد عبد الرحمن");
  }
  // The page they got was not stored: an anonymous visitor of the same address gets a render of their own.
  const after = await anonymous(request, probe);
  expect(after.cache).not.toBe("HIT");
  expect(after.html).not.toContain("محمد عبد الرحمن");
  expect((await anonymous(request, "/")).html).not.toContain("محمد عبد الرحمن");
  await request.dispose();
});

test("an ad the admin approves is on its category page for anonymous visitors at once", async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  await createSignedInUser(page, testInfo, "trader");
  const name = `إعلان الحافة ${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const price = 7_000_000 + Math.floor(Math.random() * 999_999);
  const id = await postAd(page, name, price);
  // The category page filtered to this ad's price, cached while the ad waits for review.
  const listing = `/categories/vehicles?min_price=${price}&max_price=${price}`;
  await expect.poll(async () => (await anonymous(request, listing)).cache).toBe("HIT");
  expect((await anonymous(request, listing)).html).not.toContain(name);

  const admin = await newPage(browser, testInfo);
  await signIn(admin, "01000000001", "admin-pass-123");
  await expect(admin).toHaveURL(/\/$/);
  await visit(admin, `/admin/moderation?ad=${id}`);
  await admin.locator("article.queue-item", { hasText: name }).getByRole("button", { name: "موافقة" }).click();
  await expectToast(admin, "تمت الموافقة على الإعلان");

  // The very next anonymous request shows it: the approval bumped the content version.
  const next = await anonymous(request, listing);
  expect(next.cache).toBe("MISS");
  expect(next.html).toContain(name);
  const visitor = await newPage(browser, testInfo);
  await visit(visitor, listing);
  await expect(visitor.getByRole("link", { name }).first()).toBeVisible();
  await request.dispose();
});

test("read your writes: after a write the D1 bookmark cookie is set, and the next page shows the write", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const visitor = await newPage(browser, testInfo);
  // Reading alone never sets the bookmark cookie (so anonymous pages stay cacheable).
  await visit(visitor, "/");
  await visit(visitor, "/categories/vehicles");
  expect((await visitor.context().cookies()).map((cookie) => cookie.name)).not.toContain("__db_bookmark");

  const person = await createVerifiedUser(page, page.request, testInfo, "customer");
  await signIn(page, person.phone, person.password);
  await expect(page).toHaveURL(/\/$/);
  const bookmark = (await page.context().cookies()).find((cookie) => cookie.name === "__db_bookmark");
  expect(bookmark?.httpOnly).toBe(true);
  expect(bookmark?.sameSite).toBe("Lax");

  // Post an ad, then "my ads" lists it at once.
  const name = `إعلاني الجديد ${testInfo.project.name} ${Date.now().toString(36)}`;
  await postAd(page, name, 12_345);
  await expect(page.getByRole("link", { name: `حذف ${name}` })).toBeVisible();
  const after = (await page.context().cookies()).find((cookie) => cookie.name === "__db_bookmark");
  expect(after?.value).toBeTruthy();
  expect(after?.value).not.toBe(bookmark?.value);

  // Edit the profile, then the account page shows the new name.
  await visit(page, "/account");
  await page.getByLabel("الاسم الأول").fill("سلمى");
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: `أهلًا، سلمى ${person.lastName}` })).toBeVisible();
});
