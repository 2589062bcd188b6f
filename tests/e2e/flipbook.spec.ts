import { expect, test, visit, type Page } from "./test";

// The flipbook viewer: the seeded document 1 has six pages; 999 has none.

async function scriptsContaining(page: Page, needle: string, navigate: () => Promise<unknown>): Promise<string[]> {
  const found: string[] = [];
  const pending: Array<Promise<void>> = [];
  page.on("response", (response) => {
    if (!response.url().endsWith(".js")) return;
    pending.push(
      response
        .text()
        .then((body) => {
          if (body.includes(needle)) found.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  await navigate();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return found;
}

test("without JavaScript: every page image, in order, lazily loaded, sized, with long cache lifetimes", async ({ page, javaScriptEnabled, request }) => {
  test.skip(javaScriptEnabled, "the page list is what visitors without JavaScript see");
  await visit(page, "/view-pdf/1?lng=en");
  const images = page.locator(".flipbook-pages img");
  await expect(images).toHaveCount(6);
  const sources = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? ""));
  expect(sources).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/media/seed/docs/1/page-${n}.webp`));
  await expect(images.nth(0)).toHaveAttribute("alt", "Page 1 of 6");
  for (let index = 1; index < 6; index++) await expect(images.nth(index)).toHaveAttribute("loading", "lazy");
  await expect(images.first()).toHaveAttribute("width", "500");
  await expect(images.first()).toHaveAttribute("height", "700");
  await expect(page.getByText("Loading...")).toHaveCount(0);
  // Readable on a phone: each page fits the screen's width.
  await page.setViewportSize({ width: 360, height: 740 });
  const widths = await images.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
  for (const width of widths) expect(width).toBeLessThanOrEqual(360);
  expect(widths[0]).toBeGreaterThan(300);
  const answer = await request.get(sources[0]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("image/");
  expect(answer.headers()["cache-control"]).toMatch(/max-age=31536000/);
});

test("with JavaScript: Loading... then a flipbook that turns on the mouse wheel and plays a sound", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the flipbook needs JavaScript");
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return Promise.reject(new DOMException("blocked in the test", "NotAllowedError"));
    };
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // Hold page-flip back a moment so the loading state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/_shared\/page-flip[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, "/view-pdf/1?lng=en");
  await expect(page.getByText("Loading...")).toBeVisible();
  release();
  const book = page.locator(".flipbook[data-ready='true']");
  await expect(book).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.locator(".flipbook-pages")).toHaveCount(0);
  await expect(page.locator(".flipbook-host .stf__parent")).toBeVisible();
  await expect(page.locator(".flipbook-host .flipbook-page img")).toHaveCount(6);
  const position = page.locator(".flipbook-position");
  await expect(position).toHaveText("Page 1 of 6");

  const box = (await page.locator(".flipbook-host").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 400) / 2);
  await page.mouse.wheel(0, 200);
  await expect(position).toHaveText(/^Page 2(–3)? of 6$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played.length)).toBeGreaterThan(0);
  const played = await page.evaluate(() => (window as unknown as { __played: string[] }).__played);
  expect(played[0]).toContain("/sounds/page-flip.");
  // The browser refused to play: only a warning.
  await expect.poll(() => warnings.some((text) => text.includes("flip sound"))).toBe(true);

  await page.mouse.wheel(0, 200);
  await expect(position).toHaveText(/^Page (3|4)(–\d)? of 6$/);
  await page.mouse.wheel(0, -200);
  await expect(position).toHaveText(/^Page 2(–3)? of 6$/);
  await page.mouse.wheel(0, -200);
  await expect(position).toHaveText("Page 1 of 6");
  // The buttons turn it too.
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(position).toHaveText(/^Page 2(–3)? of 6$/);
});

test("the flip sound is shipped and small", async ({ request }) => {
  const answer = await request.get("/sounds/page-flip.wav");
  expect(answer.status()).toBe(200);
  const body = await answer.body();
  expect(body.subarray(0, 4).toString()).toBe("RIFF");
  expect(body.length).toBeLessThan(20_000);
});

test("a document without pages says so, in both languages", async ({ page }) => {
  const response = await visit(page, "/view-pdf/999?lng=en");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("No pages available to display.")).toBeVisible();
  await expect(page.locator(".flipbook-pages, .flipbook-host")).toHaveCount(0);
  await visit(page, "/view-pdf/999?lng=ar");
  await expect(page.getByText("لا توجد صفحات لعرضها.")).toBeVisible();
  expect((await visit(page, "/view-pdf/abc"))?.status()).toBe(404);
});

test("page-flip is loaded only on the viewer", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "no scripts run without JavaScript");
  for (const path of ["/", "/blog/", "/account/trader-profiles", "/view-pdf/999"]) {
    const found = await scriptsContaining(page, "stf__parent", () => visit(page, path));
    expect(found, path).toEqual([]);
  }
  const found = await scriptsContaining(page, "stf__parent", async () => {
    await visit(page, "/view-pdf/1");
    await expect(page.locator(".flipbook[data-ready='true']")).toBeVisible();
  });
  expect(found.length).toBe(1);
});
