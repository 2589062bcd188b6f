// Issue 13: JavaScript never delays the first paint. The HTML asks for no
// script while it is parsed (no modulepreload, no module script that runs):
// the page's scripts are requested only after its first contentful paint (or
// its load event, if that comes first), and then the page still hydrates. (How fast it paints is measured by `npm run bench --
// --lighthouse`, not here.)
import { expect, test } from "@playwright/test";

const pages = ["/", "/categories/vehicles?lng=en", "/categories/search?q=%D8%B4%D9%82%D8%A9", "/account/trader-profiles", "/blog/", "/view-pdf/1"];

test("the HTML of visitor pages starts no script while it is parsed", async ({ request }) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(/<link\b[^>]*rel="modulepreload"/.test(html), `${path} has a modulepreload link`).toBe(false);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const attributes of scripts) {
      // Inline classic scripts (Remix's data, the starter) and inert data blocks only: nothing fetched, no module.
      expect(attributes, path).not.toMatch(/\bsrc=/);
      expect(attributes, path).not.toMatch(/type="module"/);
    }
  }
});

test("with JavaScript the scripts are fetched only after the first paint (or the load event), and the page hydrates", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "scripts need JavaScript");
  await page.goto("/categories/real-estate?lng=en");
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/build/") && entry.name.endsWith(".js")).length)).toBeGreaterThan(0);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/build/") && entry.name.endsWith(".js"));
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    return { loaded: navigation.loadEventStart, painted: paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(Math.min(timing.painted, timing.loaded));
  // Hydrated: the filters open as a dialog over the page.
  await page.getByRole("link", { name: "Filter and sort" }).click();
  await expect(page.getByRole("dialog", { name: "Filter ads" })).toBeVisible();
  await expect(page).toHaveURL(/sheet=filters/);
});
