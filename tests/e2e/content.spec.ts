import { expect, test, visit } from "./test";

// The blog, the services page and the links page, with JavaScript off and on.

test("the blog lists posts with image, title, date and excerpt, and opens a post", async ({ page }) => {
  await visit(page, "/blog/?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page).toHaveTitle(/^Blog \| Souq$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /buying and selling/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Blog");
  const posts = page.locator(".blog-card");
  expect(await posts.count()).toBeGreaterThan(1);
  const first = posts.first();
  await expect(first.locator("img")).toHaveAttribute("src", /^\/media\//);
  await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(first.locator("time")).toHaveText(/^(?=.*\b[A-Z][a-z]+\b)(?=.*\b\d{4}\b).+$/);
  const excerpt = (await first.locator(".blog-card-body > p").nth(1).textContent())!.trim();
  expect(excerpt.length).toBeGreaterThan(30);
  // Newest first.
  const dates = await posts.locator("time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
  expect([...dates].sort().reverse()).toEqual(dates);

  const link = first.getByRole("heading", { level: 2 }).getByRole("link");
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Souq`);
  await expect(page.locator(".blog-post-lead")).toHaveText(excerpt);
  expect(await page.locator(".blog-post > p:not(.back-link):not(.blog-post-lead)").count()).toBeGreaterThan(1);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", excerpt);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/.+\.webp$/);
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test("the blog speaks Arabic by default", async ({ page }) => {
  await visit(page, "/blog/");
  await expect(page.getByRole("heading", { level: 1, name: "المدونة" })).toBeVisible();
  const title = (await page.locator(".blog-card-title").first().textContent())!;
  expect(title).toMatch(/[\u0600-\u06FF]/);
  await page.locator(".blog-card-title a").first().click();
  await expect(page.getByText("نُشر في")).toBeVisible();
});

test("a missing post is a 404", async ({ page }) => {
  expect((await visit(page, "/blog/999999"))?.status()).toBe(404);
  expect((await visit(page, "/blog/not-a-number"))?.status()).toBe(404);
});

test("services: title, text and icon of each, with and without the trailing slash", async ({ page }) => {
  for (const path of ["/our-services/?lng=en", "/our-services?lng=en"]) {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Our services" })).toBeVisible();
    const services = page.locator(".service-card");
    expect(await services.count()).toBeGreaterThanOrEqual(3);
    await expect(services.first().locator("svg, img")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Free ads" })).toBeVisible();
  }
  await visit(page, "/our-services/?lng=ar");
  await expect(page.getByRole("heading", { level: 1, name: "خدماتنا" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "إعلانات مجانية" })).toBeVisible();
  await expect(page).toHaveTitle("خدماتنا | سوق");
});

test("links: the company's social and contact channels", async ({ page }) => {
  await visit(page, "/show-links?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\//);
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/20\d+$/);
  await expect(page.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:\+20\d+$/);
  await expect(page.getByRole("link", { name: /E-mail/ })).toHaveAttribute("href", /^mailto:.+@.+/);
  const facebook = page.getByRole("link", { name: /Facebook/ });
  await expect(facebook).toHaveAttribute("target", "_blank");
  await expect(facebook).toHaveAttribute("rel", /noopener/);
  await expect(facebook.locator("svg")).toHaveCount(1);
  await visit(page, "/show-links?lng=ar");
  await expect(page.getByRole("heading", { level: 1, name: "تواصل معنا" })).toBeVisible();
  await expect(page.getByRole("link", { name: /فيسبوك/ })).toBeVisible();
});
