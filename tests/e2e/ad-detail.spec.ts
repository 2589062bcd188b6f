import { back, expect, test, visit, type Page } from "./test";
import { adminPage, approve, createSignedInUser, expectToast, otherPage, postAd } from "./fixtures";

// The ad detail page, /categories/product/{id}, as a visitor sees it with
// JavaScript off (links, scroll-snap strip, address to copy by hand) and on
// (share popover with copy, carousel buttons, lightbox).

/** Ads as the home page lists them: address and name, in page order. */
async function homeAds(page: Page): Promise<Array<{ href: string; name: string }>> {
  await visit(page, "/?lng=en");
  const links = page.locator("article.ad-card h3 a");
  await expect(links.first()).toBeVisible();
  const ads = await links.evaluateAll((nodes) => nodes.map((node) => ({ href: node.getAttribute("href") ?? "", name: (node.textContent ?? "").trim() })));
  return ads.filter((ad) => /^\/categories\/product\/\d+$/.test(ad.href));
}

/** The first ad on the home page with at least `photos` photos (read from its page's HTML). */
async function findAd(page: Page, photos = 1): Promise<{ href: string; name: string }> {
  const ads = await homeAds(page);
  for (const ad of ads.slice(0, 30)) {
    const html = await (await page.request.get(`${ad.href}?lng=en`)).text();
    if ((html.match(/class="gallery-slide"/g) ?? []).length >= photos) return ad;
  }
  throw new Error(`no ad on the home page has ${photos} photos`);
}

const absolute = (page: Page) => {
  const url = new URL(page.url());
  return `${url.origin}${url.pathname}`;
};

test("the ad page shows the ad, its contact links, share links, seller, details, description, map and safety tips", async ({ page, javaScriptEnabled }) => {
  const ad = await findAd(page);
  const mapRequests: string[] = [];
  page.on("request", (request) => void (request.url().startsWith("https://maps.google.com/") && mapRequests.push(request.url())));
  await visit(page, `${ad.href}?lng=en`);
  const address = absolute(page);
  const encoded = encodeURIComponent(address);

  await expect(page.getByRole("heading", { level: 1, name: ad.name })).toBeVisible();
  await expect(page.locator(".product-price data")).toHaveText(/^[\d,]+ EGP$/);
  await expect(page.getByText(/Negotiable|Fixed price/).first()).toBeVisible();
  await expect(page.locator(".product-facts time")).toHaveText(/ago|just now/);

  // Contact: no number in the page until "show number" is pressed (a form post without JavaScript, a fetcher with it);
  // then call, WhatsApp (international form, with a message carrying the ad's address) and SMS, all to the same number.
  await expect(page.locator('a[href^="tel:"], a[href^="sms:"], a[href*="wa.me/2"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Show the number" }).click();
  const target = async (name: string | RegExp) => {
    const link = page.getByRole("link", { name, exact: typeof name === "string" });
    await expect(link).toHaveAttribute("href", /^(tel|sms|https):/);
    return (await link.getAttribute("href"))!;
  };
  const tel = await target(/^Call/);
  expect(tel).toMatch(/^tel:\+201[0125]\d{8}$/);
  const whatsapp = await target("WhatsApp");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/201[0125]\d{8}\?text=/);
  expect(whatsapp).toContain(encoded);
  const sms = await target("SMS");
  expect(sms).toMatch(/^sms:\+201[0125]\d{8}$/);
  expect(sms.slice(4)).toBe(tel.slice(4));
  await expect(page.getByRole("link", { name: /^Call/ })).toContainText(`0${tel.slice(7)}`);

  // Share: plain links without JavaScript, the same links in a popover with it.
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Share this ad" })).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { name: "Share this ad" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Ad address" })).toHaveValue(address);
  }
  for (const name of ["Share on WhatsApp", "Share on Facebook", "Share on X", "Share on Telegram", "Share by e-mail"]) {
    expect(await page.getByRole("link", { name }).getAttribute("href"), name).toContain(encoded);
  }
  if (javaScriptEnabled) await page.keyboard.press("Escape");

  // The seller, linking to their profile.
  const seller = page.getByRole("region", { name: "Seller", exact: true });
  await expect(seller.getByRole("link")).toHaveAttribute("href", /^\/trader\/\d+$/);

  // Details: label and value pairs.
  const details = page.getByRole("region", { name: "Details", exact: true });
  const terms = await details.getByRole("term").allTextContents();
  expect(terms).toEqual(expect.arrayContaining(["Category", "Condition", "Negotiable", "Date posted"]));
  await expect(details.getByRole("definition").first()).toHaveText(/\S/);
  await expect(details.getByRole("link").first()).toHaveAttribute("href", /^\/categories\/[a-z0-9-]+$/);

  await expect(page.getByRole("region", { name: "Description", exact: true }).locator("p")).toHaveText(/\S/);

  // A link to the maps app, and the map at zoom 15 behind "Show the map": the
  // page does not ask the maps site for anything until it is opened. (With
  // scripting off, browsers load every lazy image and frame at once, so as
  // not to reveal the reader's scrolling: there it is only hidden.)
  const map = page.getByRole("region", { name: "Location", exact: true });
  await expect(map.getByRole("link", { name: "Open in maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+\.\d+,-?\d+\.\d+$/,
  );
  const frame = map.locator("iframe");
  await expect(frame).toBeHidden();
  if (javaScriptEnabled) expect(mapRequests).toEqual([]);
  await map.getByText("Show the map").click();
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /^https:\/\/maps\.google\.com\/maps\?q=-?\d+\.\d+,-?\d+\.\d+&z=15&output=embed/);
  await expect(frame).toHaveAttribute("title", /\S/);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  await expect(map.getByText("Hide the map")).toBeVisible();

  // Safety advice from the database.
  const safety = page.getByRole("region", { name: "Safety tips", exact: true });
  expect(await safety.getByRole("listitem").count()).toBeGreaterThan(0);

  // Photos: sized, the first one eager and fetched first (it is the largest paint), the rest lazy and after it.
  const photos = page.locator(".gallery-slide img");
  expect(await photos.count()).toBeGreaterThan(0);
  await expect(photos.first()).not.toHaveAttribute("loading", "lazy");
  await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
  for (const [index, photo] of (await photos.all()).entries()) {
    await expect(photo).toHaveAttribute("width", /^\d+$/);
    await expect(photo).toHaveAttribute("height", /^\d+$/);
    if (index > 0) await expect(photo).toHaveAttribute("loading", "lazy");
    if (index > 0) await expect(photo).toHaveAttribute("fetchpriority", "low");
  }
  await expect(page.locator(".gallery-slide a").first()).toHaveAttribute("href", /^\/media\//);
});

test("related ads are other ads of the same category", async ({ page }) => {
  const ad = await findAd(page);
  await visit(page, `${ad.href}?lng=en`);
  const related = page.getByRole("region", { name: "Related ads", exact: true });
  const links = await related.locator("article.ad-card h3 a").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
  expect(links.length).toBeGreaterThan(0);
  expect(links).not.toContain(ad.href);
  // Following one leads to an ad of the same category.
  const category = await page.locator(".breadcrumb li").last().textContent();
  await related.locator("article.ad-card h3 a").first().click();
  await expect(page).toHaveURL(new RegExp(`${links[0]}$`));
  await expect(page.locator(".breadcrumb li").last()).toHaveText(category!);
});

test("search engines and link previews get the ad's title, description, photo, price and structured data", async ({ page }) => {
  const ad = await findAd(page);
  await visit(page, `${ad.href}?lng=en`);
  const address = absolute(page);
  await expect(page).toHaveTitle(`${ad.name} | Souq`);
  const meta = (selector: string) => page.locator(`head ${selector}`).first().getAttribute("content");
  expect(await meta('meta[name="description"]')).toContain(ad.name);
  expect(await meta('meta[property="og:title"]')).toBe(ad.name);
  expect(await meta('meta[property="og:type"]')).toBe("product");
  expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\/[^/]+\/media\//);
  expect(await meta('meta[name="twitter:image"]')).toMatch(/^https?:\/\/[^/]+\/media\//);
  expect(await meta('meta[property="product:price:currency"]')).toBe("EGP");
  expect(await meta('meta[property="product:price:amount"]')).toMatch(/^\d+$/);
  // The English page is its own canonical (not the language-neutral address, which a crawler gets in Arabic).
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${address}?lng=en`);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", `${address}?lng=en`);
  await expect(page.locator('head link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${address}?lng=ar`);
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", address);
  await visit(page, ad.href);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", address);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(structured).toMatchObject({ "@type": "Product", name: ad.name, offers: { "@type": "Offer", priceCurrency: "EGP", url: address } });
  expect(structured.image[0]).toMatch(/^https?:\/\/[^/]+\/media\//);
});

test("an anonymous ad page carries no phone number; 'show number' shows it", async ({ page }) => {
  const ad = await findAd(page);
  // The page as a scraper gets it: no cookie, the document alone.
  const html = await (await page.request.get(`${ad.href}?lng=en`)).text();
  await visit(page, `${ad.href}?lng=en`);
  await page.getByRole("button", { name: "Show the number" }).click();
  const call = page.getByRole("link", { name: /^Call/ });
  await expect(call).toHaveAttribute("href", /^tel:\+201[0125]\d{8}$/);
  const e164 = (await call.getAttribute("href"))!.slice(4);
  const local = `0${e164.slice(3)}`;
  await expect(call).toContainText(local);
  const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);
  const forms = [e164, e164.slice(1), local, local.slice(1)];
  expect([...forms, ...forms.map(arabicDigits)].filter((form) => html.includes(form))).toEqual([]);
});

test("the Arabic page is right-to-left with prices in ج.م", async ({ page }) => {
  const ad = await findAd(page);
  await visit(page, `${ad.href}?lng=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".product-price data")).toHaveText(/ج\.م$/);
  await page.getByRole("button", { name: "اعرض الرقم" }).click();
  await expect(page.getByRole("link", { name: /^اتصال/ })).toHaveAttribute("href", /^tel:\+201/);
  await expect(page.getByRole("region", { name: "نصائح الأمان", exact: true })).toBeVisible();
});

test("share popover: copy link shows the copied state for a second", async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the popover needs JavaScript; without it the address is shown to copy by hand");
  const ad = await findAd(page);
  await visit(page, `${ad.href}?lng=en`);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
  const address = absolute(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const popover = page.getByRole("dialog", { name: "Share this ad" });
  await expect(popover).toBeVisible();
  await popover.getByRole("button", { name: "Copy link" }).click();
  await expect(popover.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(popover.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 2500 });
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();
});

test("carousel: scroll-snap strip of links without JavaScript; buttons, autoplay and a lightbox with it", async ({ page, javaScriptEnabled }) => {
  const ad = await findAd(page, 2);
  await visit(page, `${ad.href}?lng=en`);
  const gallery = page.getByRole("region", { name: `Photos of ${ad.name}`, exact: true });
  const total = await gallery.locator(".gallery-slide").count();
  expect(total).toBeGreaterThan(1);
  expect(await gallery.locator(".gallery-track").evaluate((node) => getComputedStyle(node).scrollSnapType)).toContain("x");
  if (!javaScriptEnabled) {
    await expect(gallery.getByRole("button")).toHaveCount(0);
    const href = await gallery.getByRole("link").first().getAttribute("href");
    const image = await page.request.get(href!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
    return;
  }
  const counter = gallery.locator(".gallery-counter");
  await expect(counter).toHaveText(`1 / ${total}`);
  // Autoplay moves on after 4 seconds (the mouse is away from the gallery).
  await page.mouse.move(0, 0);
  await expect(counter).toHaveText(`2 / ${total}`, { timeout: 7000 });
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(counter).toHaveText(`${total >= 3 ? 3 : 1} / ${total}`);
  // Previous from the first photo loops to the last.
  while ((await counter.textContent()) !== `1 / ${total}`) await gallery.getByRole("button", { name: "Previous photo" }).click();
  await gallery.getByRole("button", { name: "Previous photo" }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  // A photo opens the lightbox; arrows move, Escape closes.
  await gallery.getByRole("link").first().click();
  const lightbox = page.getByRole("dialog", { name: `Photos of ${ad.name}`, exact: true });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator("img")).toHaveAttribute("src", /^\/media\//);
  await lightbox.getByRole("button", { name: "Next photo" }).click();
  await expect(lightbox.locator("figcaption")).toHaveText(`2 / ${total}`);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  expect(page.url()).toContain(ad.href);
});

test("an ad that does not exist is a 404 inside the site", async ({ page }) => {
  const response = await visit(page, "/categories/product/99999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "عفواً!" })).toBeVisible();
  await expect(page.getByText("الصفحة غير موجودة!، ربما تكون الصفحة قيد الصيانة")).toBeVisible();
  await expect(page.getByRole("link", { name: "العودة للرئيسية" })).toBeVisible();
  expect((await visit(page, "/categories/product/not-a-number"))?.status()).toBe(404);
});

// A change to the ad's seller shows on the next visit to the ad, and the
// page's links are the app's links (with JavaScript, no new document).
test("the seller's new name shows on the next visit to their ad, and the page's links go where they say", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const owner = await createSignedInUser(page, testInfo);
  const name = `دراجة للاختبار ${testInfo.project.name} ${Date.now() % 100000}`;
  const adId = await postAd(page, name);
  const admin = await adminPage(browser, testInfo);
  await approve(admin, adId);
  await admin.context().close();

  const visitor = await otherPage(browser, testInfo);
  await visit(visitor, `/categories/product/${adId}`);
  const seller = visitor.getByRole("region", { name: "البائع", exact: true });
  await expect(seller).toContainText(`${owner.firstName} ${owner.lastName}`);

  await visit(page, "/account");
  await page.getByLabel("الاسم الأول").fill("سلمى");
  await page.getByLabel("اسم العائلة").fill("فاروق");
  await page.getByLabel("كلمة مرورك").fill(owner.password);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expectToast(page, "تم تحديث بياناتك");

  await visit(visitor, `/categories/product/${adId}`);
  await expect(seller).toContainText("سلمى فاروق");
  await expect(seller).not.toContainText(owner.firstName);

  // The seller's link and the breadcrumb's: with JavaScript the page is not loaded again (a mark on the window stays).
  await visitor.evaluate(() => Object.assign(window, { stayed: true }));
  await seller.getByRole("link").click();
  await expect(visitor).toHaveURL(/\/trader\/\d+$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("سلمى فاروق");
  expect(await visitor.evaluate(() => "stayed" in window)).toBe(javaScriptEnabled);
  await back(visitor);
  await visitor.getByRole("navigation", { name: "أنت هنا" }).getByRole("link", { name: "مركبات" }).click();
  await expect(visitor).toHaveURL(/\/categories\/vehicles$/);
  expect(await visitor.evaluate(() => "stayed" in window)).toBe(javaScriptEnabled);
  await visitor.context().close();
});
