import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { routePatterns } from "../common/route-patterns";
import { expect, hydrated, test } from "./test";
import { signIn } from "./fixtures";

// At 360 px (a small phone) no page scrolls sideways: the document is no
// wider than the viewport, signed out and signed in as a customer, a trader
// and the admin, in Arabic and English, with JavaScript off and on. One page
// per route pattern, from the route files themselves: a new page route must
// be added to PAGES below (the first test fails until it is).

type Role = "visitor" | "customer" | "trader" | "admin";

interface PageEntry {
  /** Who visits it (each role in its own context, reused for all its pages). */
  roles: Role[];
  /** The address, or how to find one: the first link on `from` whose address matches `link`. */
  path?: string;
  from?: string;
  link?: RegExp;
  /** Used when `from` has no such link (the page's not-found answer must fit too). */
  fallback?: string;
}

const everyone: Role[] = ["visitor", "customer", "trader", "admin"];
const signedIn: Role[] = ["customer", "trader"];
const admin: Role[] = ["admin"];

const PAGES: Record<string, PageEntry> = {
  "/": { roles: everyone, path: "/" },
  "/*": { roles: ["visitor"], path: "/no-such-page" },
  "/account": { roles: signedIn, path: "/account" },
  "/account/ads": { roles: signedIn, path: "/account/ads" },
  "/account/bumps": { roles: ["trader"], path: "/account/bumps" },
  // Reached from an ad's "feature it" link: the ad chosen in the form.
  "/account/bundles": { roles: signedIn, from: "/account/ads", link: /^\/account\/bundles\?ad=\d+/, fallback: "/account/bundles" },
  "/account/favorites": { roles: ["customer"], path: "/account/favorites" },
  // The inbox links to a conversation's reply box (#message).
  "/account/messages/:id": { roles: signedIn, from: "/account/messages", link: /^\/account\/messages\/\d+#message$/, fallback: "/account/messages/1" },
  "/account/messages/:id/rate": { roles: signedIn, from: "/account/messages", link: /^\/account\/messages\/\d+#message$/, fallback: "/account/messages/1" },
  "/account/messages": { roles: signedIn, path: "/account/messages" },
  "/account/orders/:id": { roles: signedIn, from: "/account/orders", link: /^\/account\/orders\/\d+$/, fallback: "/account/orders/1" },
  "/account/orders": { roles: signedIn, path: "/account/orders" },
  "/account/packs": { roles: signedIn, path: "/account/packs" },
  "/account/page": { roles: ["trader"], path: "/account/page" },
  "/account/searches": { roles: signedIn, path: "/account/searches" },
  "/account/support": { roles: signedIn, path: "/account/support" },
  "/account/verify": { roles: signedIn, path: "/account/verify" },
  "/account/trader-profiles": { roles: ["visitor"], path: "/account/trader-profiles" },
  "/account/trader2/:id": { roles: ["visitor"], from: "/account/trader-profiles", link: /^\/account\/trader2\/\d+$/, fallback: "/account/trader2/3" },
  "/admin/:resource/:id": { roles: admin, from: "/admin/blog", link: /^\/admin\/blog\/\d+$/, fallback: "/admin/blog/1" },
  "/admin/:resource": { roles: admin, path: "/admin/categories" },
  "/admin": { roles: admin, path: "/admin" },
  "/admin/attributes/:id": { roles: admin, from: "/admin/categories/1/attributes", link: /^\/admin\/attributes\/\d+$/, fallback: "/admin/attributes/1" },
  "/admin/audit": { roles: admin, path: "/admin/audit" },
  "/admin/bump-prices": { roles: admin, path: "/admin/bump-prices" },
  "/admin/categories/:id/attributes": { roles: admin, path: "/admin/categories/1/attributes" },
  "/admin/conversations/:id": { roles: admin, from: "/admin/moderation", link: /^\/admin\/conversations\/\d+$/, fallback: "/admin/conversations/1" },
  "/admin/documents/:id/pages": { roles: admin, from: "/admin/documents", link: /^\/admin\/documents\/\d+\/pages$/, fallback: "/admin/documents/1/pages" },
  "/admin/featured": { roles: admin, path: "/admin/featured" },
  "/admin/moderation": { roles: admin, path: "/admin/moderation" },
  "/admin/orders": { roles: admin, path: "/admin/orders" },
  "/admin/pack-prices": { roles: admin, path: "/admin/pack-prices" },
  "/admin/risk": { roles: admin, path: "/admin/risk" },
  "/admin/users/:id": { roles: admin, path: "/admin/users/2" },
  "/admin/users": { roles: admin, path: "/admin/users" },
  "/alerts/unsubscribe/:token": { roles: ["visitor"], path: "/alerts/unsubscribe/not-a-token" },
  "/auth/change-password": { roles: ["visitor", "customer"], path: "/auth/change-password" },
  "/auth/forget-password": { roles: ["visitor"], path: "/auth/forget-password" },
  "/auth/signin": { roles: ["visitor"], path: "/auth/signin" },
  "/auth/signup": { roles: ["visitor"], path: "/auth/signup" },
  "/auth/verification-confirmed": { roles: ["visitor"], path: "/auth/verification-confirmed" },
  "/auth/verification": { roles: ["visitor"], path: "/auth/verification" },
  "/auth/verification2": { roles: ["visitor"], path: "/auth/verification2" },
  "/blog/:id": { roles: ["visitor"], from: "/blog", link: /^\/blog\/[^/?]+$/, fallback: "/blog/1" },
  "/blog": { roles: ["visitor"], path: "/blog" },
  "/categories/:category": { roles: ["visitor", "customer"], path: "/categories/vehicles" },
  "/categories": { roles: ["visitor"], path: "/categories" },
  "/categories/product/:id": { roles: everyone, from: "/categories/search", link: /^\/categories\/product\/\d+$/, fallback: "/categories/product/1" },
  "/categories/product/:id/report": { roles: ["visitor"], from: "/categories/search", link: /^\/categories\/product\/\d+$/, fallback: "/categories/product/1" },
  "/categories/search": { roles: ["visitor", "trader"], path: "/categories/search" },
  "/categories/search/:text": { roles: ["visitor"], path: `/categories/search/${encodeURIComponent("تويوتا كورولا 😀")}` },
  "/dev/mailbox": { roles: ["visitor"], path: "/dev/mailbox" },
  "/dev/sms": { roles: ["visitor"], path: "/dev/sms" },
  "/dev/users": { roles: ["visitor"], path: "/dev/users" },
  "/favourites": { roles: ["visitor", "customer"], path: "/favourites" },
  "/our-services": { roles: ["visitor"], path: "/our-services" },
  "/payments/continue/:orderId": { roles: ["trader"], from: "/account/orders", link: /^\/account\/orders\/\d+$/, fallback: "/account/orders/1" },
  "/payments/return/:orderId": { roles: ["trader"], from: "/account/orders", link: /^\/account\/orders\/\d+$/, fallback: "/account/orders/1" },
  "/payments/sandbox/:orderId": { roles: ["trader"], from: "/account/orders", link: /^\/account\/orders\/\d+$/, fallback: "/account/orders/1" },
  "/show-links": { roles: ["visitor"], path: "/show-links" },
  "/signout": { roles: ["visitor"], path: "/signout" },
  "/trader/:id": { roles: ["visitor"], from: "/account/trader-profiles", link: /^\/trader\/\d+$/, fallback: "/trader/3" },
  "/trader/:id/ratings": { roles: ["visitor"], from: "/account/trader-profiles", link: /^\/trader\/\d+$/, fallback: "/trader/3" },
  "/view-pdf/:id": { roles: ["visitor"], from: "/our-services", link: /^\/view-pdf\/\d+$/, fallback: "/view-pdf/1" },
};

/** The routes that render a page: route modules with a component (.tsx); .ts modules answer data, files or redirects. */
const routeFiles = readdirSync(fileURLToPath(new URL("../../app/routes", import.meta.url)));
/** And the addresses remix.config.js maps onto one page module each (app/pages: the purchase page and the prices page). */
const configPages = ["/account/bundles", "/account/bumps", "/account/packs", "/admin/bump-prices", "/admin/pack-prices"];
const pageRoutes = [...routePatterns(routeFiles.filter((file) => file.endsWith(".tsx"))).map((route) => route.path), ...configPages];

const ACCOUNTS: Record<Exclude<Role, "visitor">, { phone: string; password: string }> = {
  customer: { phone: "01000000002", password: "customer-pass-123" },
  trader: { phone: "01000000003", password: "trader-pass-123" },
  admin: { phone: "01000000001", password: "admin-pass-123" },
};

test.use({ viewport: { width: 360, height: 740 } });

test("the sweep names every page route", () => {
  expect(Object.keys(PAGES).sort()).toEqual([...pageRoutes].sort());
});

/** The address for a route: given, or found as the first matching link on its source page. */
async function addressOf(page: Page, pattern: string, entry: PageEntry): Promise<string> {
  let path = entry.path ?? entry.fallback!;
  if (entry.from && entry.link) {
    await page.goto(entry.from);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const found = hrefs.find((href) => entry.link!.test(href));
    if (found) path = found.replace(/#.*$/, "");
  }
  // A payment page of an order found on the orders list.
  const payment = /^\/payments\/(continue|return|sandbox)\//.exec(pattern);
  if (payment) path = path.replace(/^\/account\/orders\//, `/payments/${payment[1]}/`);
  if (pattern.endsWith("/rate") && !path.endsWith("/rate")) path = `${path}/rate`;
  if (pattern.endsWith("/report")) path = `${path}/report`;
  if (pattern.endsWith("/ratings")) path = `${path}/ratings`;
  if (pattern.endsWith("/pages") && !path.endsWith("/pages")) path = `${path}/pages`;
  return path;
}

async function contextFor(browser: Browser, role: Role, language: "ar" | "en", baseURL: string, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    // Signed in through the Arabic form (the fixture's labels); then English pages are asked for by Accept-Language.
    locale: "ar-EG",
    viewport: { width: 360, height: 740 },
    serviceWorkers: "block",
  });
  if (role !== "visitor") {
    const page = await context.newPage();
    await signIn(page, ACCOUNTS[role].phone, ACCOUNTS[role].password);
    await expect(page).not.toHaveURL(/\/auth\/signin/);
    if (role === "trader") {
      // An order of their own, so the bundles and orders pages show their tables (the widest part of them).
      await page.goto("/account/ads");
      const feature = await page.locator('a[href*="/account/bundles?ad="]').first().getAttribute("href");
      await page.goto(feature!);
      await page.locator('input[name="bundleId"]').first().check();
      await page.getByRole("button", { name: "متابعة إلى الدفع" }).click();
      await expect(page).toHaveURL(/\/payments\/sandbox\/\d+$/);
    }
    await page.close();
  }
  if (language === "en") await context.setExtraHTTPHeaders({ "Accept-Language": "en-US,en;q=0.9" });
  return context;
}

for (const role of ["visitor", "customer", "trader", "admin"] as const) {
  for (const language of ["ar", "en"] as const) {
    test(`no page is wider than a 360 px phone: ${role}, ${language}`, async ({ browser }, testInfo) => {
      test.setTimeout(180_000);
      const context = await contextFor(browser, role, language, String(testInfo.project.use.baseURL), testInfo.project.use.javaScriptEnabled !== false);
      const page = await context.newPage();
      const tooWide: string[] = [];
      try {
        for (const [pattern, entry] of Object.entries(PAGES)) {
          if (!entry.roles.includes(role)) continue;
          const path = await addressOf(page, pattern, entry);
          await page.goto(path);
          await hydrated(page);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          if (scrollWidth > innerWidth) tooWide.push(`${path} (${page.url()}): ${scrollWidth} px`);
        }
      } finally {
        await context.close();
      }
      expect(tooWide).toEqual([]);
    });
  }
}
