// An ad that ended long ago has left the database for the archive, and its
// address still says what it was: "this ad has ended", in both languages, as
// a 410 (gone for good; not indexed), with the way on to its category's ads.
// The local test site's /dev/archive archives one seeded sold ad at once, as
// the hourly job does 90 days after an ad ended.
import { expect, test, visit } from "./test";

test("an archived ad's address answers the ended page in Arabic and English, and leads on to its category", async ({ page }) => {
  const archived = await page.request.post("/dev/archive");
  expect(archived.status()).toBe(200);
  const { id } = (await archived.json()) as { id: number | null };
  expect(id).not.toBeNull();

  const arabic = await visit(page, `/categories/product/${id}`);
  expect(arabic?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("انتهى هذا الإعلان");
  await expect(page.getByText("تم بيعه.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const english = await visit(page, `/categories/product/${id}?lng=en`);
  expect(english?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This ad has ended");
  await expect(page.getByText("It was sold.")).toBeVisible();
  const browse = page.getByRole("link", { name: /^See the ads in / });
  await browse.click();
  await expect(page).toHaveURL(/\/categories\/[a-z-]+(\?|$)/);
  await expect(page.locator(".ad-card").first()).toBeVisible();
});
