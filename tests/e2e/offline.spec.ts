// Pages that open offline (the service worker app/sw/worker.ts as built by `npm run build`, app/lib/offline.ts).
// With JavaScript the service worker keeps the pages a buyer opened; with the
// network off (Playwright's offline mode) they open again with the "may be
// out of date" line, any other address shows the offline page in the
// visitor's language, a form posted offline says nothing was sent, and after
// sign-out nothing of the account is left in Cache Storage. Without
// JavaScript nothing registers and the pages are as they were.
import type { BrowserContext, Route } from "@playwright/test";
import { expect, hydrated, test, visit, type Page, type TestInfo } from "./test";
import { createSignedInUser, signOut } from "./fixtures";

// The other specs run with service workers blocked (tests/playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// A page registers its service worker only once it has hydrated and the browser is idle, and the worker then
// stores its pages: on two busy cores (the whole suite, two workers) that took longer than the usual 30 s once.
test.describe.configure({ timeout: 60_000 });

const js = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

const STALE = "قد لا تكون هذه الصفحة محدّثة.";
const OFFLINE = "أنت غير متصل بالإنترنت";
const NOT_SENT = "لم يتم إرسال أي شيء";

/**
 * The network off, for the page and for its service worker: Playwright's
 * offline mode does not reach a service worker's own requests in Chromium
 * (microsoft/playwright#2311), so those are aborted as a lost connection is.
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route("**", workerOffline);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute("**", workerOffline);
  await context.setOffline(false);
}

function workerOffline(route: Route) {
  return route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback();
}

/** The pages the service worker keeps, with their HTML, read from the page's Cache Storage. */
function keptPages(page: Page): Promise<{ url: string; html: string }[]> {
  return page.evaluate(async () => {
    const pages: { url: string; html: string }[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("souq-pages-") && !name.startsWith("souq-photos-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("Content-Type") ?? "";
        pages.push({ url: request.url, html: type.includes("text/html") ? await response!.text() : "" });
      }
    }
    return pages;
  });
}

/** Opens a page once the service worker is active (it registers after the first hydrated page) and waits until it has kept it. */
async function openAndKeep(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await visit(page, path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(async () => (await keptPages(page)).some((kept) => new URL(kept.url).pathname === path), { timeout: 15_000 }).toBe(true);
}

/** The address of an ad on the home page (the seed's). */
async function someAd(page: Page): Promise<{ path: string; title: string }> {
  await visit(page, "/");
  const path = (await page.locator("article.ad-card .ad-card-title a").first().getAttribute("href"))!;
  await visit(page, path);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(title).not.toBe("");
  return { path, title };
}

test("without JavaScript no service worker registers and the pages are as before", async ({ page, context }, testInfo) => {
  test.skip(js(testInfo), "the no-JavaScript side");
  const ad = await someAd(page);
  await visit(page, ad.path);
  await expect(page.getByRole("heading", { level: 1, name: ad.title })).toBeVisible();
  await visit(page, "/");
  expect(context.serviceWorkers()).toHaveLength(0);
  // Offline, nothing answers: the browser's own error, not a page of ours.
  await goOffline(context);
  await expect(page.goto(ad.path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await goOnline(context);
});

test("a page opened once opens again offline, marked as maybe out of date; another address shows the offline page listing it", async ({
  page,
  context,
}, testInfo) => {
  test.skip(!js(testInfo), "the service worker needs JavaScript");
  const ad = await someAd(page);
  await openAndKeep(page, ad.path);
  // The worker is the build's, named after its content, under the app build's version.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw-[0-9a-f]{12}\.js\?v=/);
  // Online, the page is the network's, without the line.
  await expect(page.getByText(STALE)).toBeHidden();

  await goOffline(context);
  await visit(page, ad.path);
  await expect(page.getByRole("heading", { level: 1, name: ad.title })).toBeVisible();
  await expect(page.getByText(STALE)).toBeVisible();

  // An address never opened: the offline page, in Arabic, with a link to the kept ad.
  const response = await page.goto("/blog/");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE })).toBeVisible();
  await expect(page.getByRole("link", { name: ad.title })).toHaveAttribute("href", ad.path);
  // The language the address asks for.
  await page.goto("/account/ads?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  // Back online, the network answers again, without the line.
  await goOnline(context);
  await visit(page, ad.path);
  await expect(page.getByRole("heading", { level: 1, name: ad.title })).toBeVisible();
  await expect(page.getByText(STALE)).toBeHidden();
});

test("offline, a link followed in the hydrated page ends on the kept page or the offline page", async ({ page, context }, testInfo) => {
  test.skip(!js(testInfo), "the service worker needs JavaScript");
  const ad = await someAd(page);
  await openAndKeep(page, ad.path);
  await openAndKeep(page, "/");
  await goOffline(context);
  // The kept home page hydrates from the kept scripts.
  await visit(page, "/");
  await expect(page.getByText(STALE)).toBeVisible();
  await page.locator(`article.ad-card .ad-card-title a[href="${ad.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${ad.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: ad.title })).toBeVisible();
  await expect(page.getByText(STALE)).toBeVisible();
  await hydrated(page);
  // A page that is not kept: the offline page.
  await page.getByRole("link", { name: "المدونة" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE })).toBeVisible();
  await goOnline(context);
});

test("on a connection that answers nothing, a link followed in the app ends on the kept page or the offline page", async ({ page, context }, testInfo) => {
  test.skip(!js(testInfo), "the service worker needs JavaScript");
  const ad = await someAd(page);
  await openAndKeep(page, ad.path);
  await openAndKeep(page, "/");
  // Connected, as far as the browser knows (navigator.onLine), but nothing comes back.
  await context.route("**", (route) => route.abort("internetdisconnected"));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // The app's router asks for the ad's data; without an answer the worker has the browser load the document: the kept copy.
  await page.locator(`article.ad-card .ad-card-title a[href="${ad.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${ad.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: ad.title })).toBeVisible();
  await expect(page.getByText(STALE)).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "المدونة" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE })).toBeVisible();
  await context.unroute("**");
});

declare function workerLanguage(): Promise<string | null>;

test("a form posted offline says that nothing was sent", async ({ page, context }, testInfo) => {
  test.skip(!js(testInfo), "the service worker needs JavaScript");
  const ad = await someAd(page);
  const report = `${ad.path}/report`;
  await page.addInitScript(() => {
    // The language the service worker answers in (its state, app/sw/worker.ts).
    Object.assign(window, {
      workerLanguage: async () => {
        for (const name of await caches.keys()) {
          if (!name.startsWith("souq-meta-")) continue;
          const state = await (await caches.open(name)).match("/__souq-sw/state");
          if (state) return ((await state.json()) as { language?: string }).language ?? null;
        }
        return null;
      },
    });
  });
  await visit(page, report);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await goOffline(context);
  // Posted as a document (as a tap before the page hydrated would): the worker's page.
  await page.locator("main form[method=post]").evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByRole("heading", { level: 1, name: NOT_SENT })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("لم يُرسل النموذج");
  await goOnline(context);

  // Sent by the hydrated page (Remix's own submit): the same page, in the visitor's language.
  await visit(page, `${report}?lng=en`);
  // The worker learns the visitor's language from the pages it is asked to keep.
  await expect.poll(() => page.evaluate(() => workerLanguage()), { timeout: 10_000 }).toBe("en");
  await goOffline(context);
  await page.getByLabel("Reason").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nothing was sent" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await goOnline(context);
});

test("a page loaded past the worker (a hard reload) is taken in once it has hydrated: a form posted offline says nothing was sent", async ({
  page,
  context,
}, testInfo) => {
  test.skip(!js(testInfo), "the service worker needs JavaScript");
  const ad = await someAd(page);
  const report = `${ad.path}/report`;
  await visit(page, report);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Shift+Reload: the browser loads the page without its service worker, which then controls nothing here,
  // as with a page that became a client only after the worker's activation had claimed the open ones.
  const browser = await context.newCDPSession(page);
  await Promise.all([page.waitForEvent("load"), browser.send("Page.reload", { ignoreCache: true })]);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await goOffline(context);
  await page.locator("main form[method=post]").evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByRole("heading", { level: 1, name: NOT_SENT })).toBeVisible();
  await goOnline(context);
});

test("after sign-out nothing of the account remains in Cache Storage", async ({ page }, testInfo) => {
  test.skip(!js(testInfo), "the service worker needs JavaScript");
  // A name no other page shows, so finding it in a kept page means the page is this account's.
  const letters = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي";
  const firstName = Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
  const person = await createSignedInUser(page, testInfo, "customer", { firstName });
  const ad = await someAd(page);
  await openAndKeep(page, ad.path);
  // The favourites list is kept for its owner, and the kept pages carry the account's name (the header's menu).
  await expect.poll(async () => (await keptPages(page)).some((kept) => kept.url.endsWith("/account/favorites")), { timeout: 15_000 }).toBe(true);
  expect((await keptPages(page)).filter((kept) => kept.html.includes(person.firstName)).length).toBeGreaterThan(0);

  await signOut(page);
  const left = await keptPages(page);
  expect(left.filter((kept) => kept.html.includes(person.firstName))).toEqual([]);
  expect(left.filter((kept) => kept.url.includes("/account/"))).toEqual([]);
});
