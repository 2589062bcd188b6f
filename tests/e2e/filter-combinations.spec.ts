import { expect, test, visit, type Page } from "./test";

// A buyer searches and then narrows to negotiable prices, from the search
// page and from a category's page, with JavaScript off and on, and an API
// client asks the same: each answers with the negotiable ads that match
// (the seed's Corolla and flat ads, most of them negotiable).

const NEGOTIABLE = "قابل للتفاوض";

async function expectNegotiableResults(page: Page, word: RegExp) {
  const cards = page.locator("article.ad-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index)).toContainText(NEGOTIABLE);
  await expect(cards.locator("h3").filter({ hasText: word }).first()).toBeVisible();
}

for (const [address, word] of [
  ["/categories/search?q=corolla&negotiable=1", /كورولا|Corolla/i],
  [`/categories/search?q=${encodeURIComponent("شقة")}&negotiable=1`, /شقة|flat|apartment/i],
  ["/categories/search?q=corolla&negotiable=1&category=1", /كورولا|Corolla/i],
  ["/categories/vehicles?q=corolla&negotiable=1", /كورولا|Corolla/i],
] as const) {
  test(`a typed search with negotiable answers with the negotiable matches: ${decodeURIComponent(address)}`, async ({ page }) => {
    const response = await visit(page, address);
    expect(response?.status()).toBe(200);
    await expectNegotiableResults(page, word);
  });
}

test("ticking negotiable after a search keeps the search and shows only negotiable ads", async ({ page, javaScriptEnabled }) => {
  await visit(page, "/categories/search?q=corolla");
  await page.getByRole("link", { name: "تصفية وترتيب" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "تصفية الإعلانات" })).toBeVisible();
  await page.getByRole("switch", { name: "قابل للتفاوض فقط" }).check();
  await page.getByRole("button", { name: "عرض النتائج" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("negotiable")).toBe("1");
  expect(new URL(page.url()).searchParams.get("q")).toBe("corolla");
  await expectNegotiableResults(page, /كورولا|Corolla/i);
});

test("the API's getAdsByParameters: a search with negotiable, in a category", async ({ request }) => {
  const categories = await request.get("/public/api/client/categories");
  const vehicles = ((await categories.json()).data as Array<{ id: number; slug?: string; name_en?: string }>).find(
    (category) => category.slug === "vehicles" || category.name_en === "Vehicles",
  );
  expect(vehicles).toBeDefined();
  const answer = await request.post("/public/api/client/ads/getAdsByParameters", { data: { categoryId: vehicles!.id, q: "corolla", negotiable: true } });
  expect(answer.status()).toBe(200);
  const ads = (await answer.json()).data as Array<{ negotiable: number; name: string }>;
  expect(ads.length).toBeGreaterThan(0);
  expect(ads.every((ad) => ad.negotiable === 1)).toBe(true);
});
