// Screenshots of the main screens as a person on a cheap phone sees them: a
// 360×740 viewport, Arabic (or --lang en), JavaScript off and on, signed out
// and as the seeded customer and trader. For looking at a screen before
// calling it done; it asserts nothing (tests/e2e/narrow-pages.spec.ts fails
// on a page wider than the phone).
//
//   npm start                      # in another terminal, or --base for another server
//   npx tsx .tools/looks.ts [--base http://127.0.0.1:8787] [--out looks] [--lang ar|en] [--full]
//
// Writes <out>/<screen>-<who>-<js|nojs>.png: the first screen, or the whole
// page with --full. Open them side by side: the same screen with and without
// JavaScript should read the same.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright";
import { chromiumArgs, resolveChromium } from "../tests/e2e/browser";
import { argValue, hasFlag } from "./run";

const base = argValue("--base", "http://127.0.0.1:8787")!;
const out = argValue("--out", "looks")!;
const lang = argValue("--lang", "ar")!;
const full = hasFlag("--full");

type Who = "anon" | "customer" | "trader";
/** The seeded accounts of the local seed (README, "Seeded accounts"). */
const ACCOUNTS: Record<Exclude<Who, "anon">, [phone: string, password: string]> = {
  customer: ["01000000002", "customer-pass-123"],
  trader: ["01000000003", "trader-pass-123"],
};

/** [file name, address, who sees it (all when absent)] */
const SCREENS: Array<[string, string, Who[]?]> = [
  ["home", "/"],
  ["categories", "/categories/"],
  ["listing", "/categories/vehicles"],
  ["search", `/categories/search?q=${encodeURIComponent("تكييف")}`],
  ["search-nothing", "/categories/search?q=zzqx"],
  // A search that offers "did you mean", one relaxed (a word no ad has left out), a long pasted text.
  ["search-did-you-mean", `/categories/search?q=${encodeURIComponent("ايفون 15")}`],
  ["search-relaxed", `/categories/search?q=${encodeURIComponent("قسم المركبات")}`],
  ["search-long", `/categories/search?q=${encodeURIComponent("تويوتا كورولا موديل ٢٠١٨ فبريكا بالكامل ماشية ٨٠ ألف كيلو ".repeat(4))}`],
  // Attribute filters (the chips, "at least N", "look further"), a walk that found nothing yet, a page too deep to open by its number.
  ["listing-attributes", "/categories/vehicles?attr_fuel=diesel&attr_year_min=2015&attr_km_max=90000"],
  ["listing-none-yet", "/categories/vehicles?max_price=1"],
  ["listing-too-deep", "/categories/search?sort=lowPrice&page=7"],
  ["traders", "/account/trader-profiles"],
  ["services", "/our-services/"],
  ["blog", "/blog/"],
  ["signin", "/auth/signin", ["anon"]],
  ["signup", "/auth/signup", ["anon"]],
  ["account", "/account", ["customer", "trader"]],
  ["my-ads", "/account/ads", ["trader"]],
  ["post-ad", "/account/ads?sheet=add-ad", ["trader"]],
  ["messages", "/account/messages", ["customer", "trader"]],
  ["favourites", "/account/favorites", ["customer"]],
  ["orders", "/account/orders", ["trader"]],
  ["bundles", "/account/bundles", ["trader"]],
  ["seller-page", "/account/page", ["trader"]],
  ["searches", "/account/searches", ["customer"]],
  ["support", "/account/support", ["customer"]],
  ["verify", "/account/verify", ["customer"]],
];

async function signIn(page: Page, [phone, password]: [string, string]) {
  await page.goto(`${base}/auth/signin`);
  await page.locator("#signin-phone").fill(phone);
  await page.locator("#signin-password").fill(password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith("/auth/")), page.locator("form button[type=submit]").last().click()]);
}

/** An ad and a trader that exist in this database, read from the listing itself. */
async function firstLinks(page: Page): Promise<Array<[string, string]>> {
  await page.goto(`${base}/categories/vehicles`);
  const ad = await page.locator('a[href^="/categories/product/"]').first().getAttribute("href");
  await page.goto(`${base}/account/trader-profiles`);
  const trader = await page.locator('a[href^="/account/trader2/"]').first().getAttribute("href");
  return [...(ad ? [["ad", ad] as [string, string]] : []), ...(trader ? [["trader", trader] as [string, string]] : [])];
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: chromiumArgs });
let count = 0;
for (const js of [false, true]) {
  for (const who of ["anon", "customer", "trader"] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: js, locale: lang === "ar" ? "ar-EG" : "en-GB" });
    const page = await context.newPage();
    if (who !== "anon") await signIn(page, ACCOUNTS[who]);
    const screens = [...SCREENS.filter(([, , whom]) => !whom || whom.includes(who)), ...(await firstLinks(page))];
    for (const [name, path] of screens) {
      const address = new URL(path, base);
      if (lang !== "ar") address.searchParams.set("lng", lang);
      await page.goto(address.toString(), { waitUntil: "load" });
      // Hydration and the widgets it starts (the carousel, the share popover) settle.
      if (js) await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${who}-${js ? "js" : "nojs"}.png`), fullPage: full });
      count++;
    }
    await context.close();
  }
}
await browser.close();
console.log(`${count} screenshots in ${out}/`);
