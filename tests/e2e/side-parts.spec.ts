import { openLocalStorage } from "../../.tools/run";
import { createSignedInUser } from "./fixtures";
import { expect, test, visit } from "./test";

// A failing side part never takes a page down.
// The test makes a part fail for real by renaming its table in the server's
// own local database, from beside the server. Any other test running at that
// moment could meet the missing table or the lock the rename takes, so this
// file runs in projects of its own (no-js-alone, js-alone) after every other
// test has finished (tests/playwright.config.ts).

const port = Number(process.env.E2E_PORT ?? 8788);

/** The local D1 the test server runs on (wrangler's own bindings, same files). */
function localDb() {
  return openLocalStorage<{ DB: D1Database }>(`.wrangler/e2e-${port}/v3`);
}

/**
 * A statement on the server's database from beside it: the server (and the
 * other worker's tests) may hold the SQLite lock at that moment, so a busy
 * database is tried again for up to ten seconds rather than failing the test
 * or, worse, leaving a table renamed for the rest of the run.
 */
async function runBesideServer(db: D1Database, sql: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.prepare(sql).run();
    } catch (error) {
      if (attempt >= 40 || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

test.describe("a failing side part", () => {
  test("safety tips that fail to load leave the ad on its page", async ({ page }) => {
    // Opening the local database beside the server (getPlatformProxy) takes a while on a busy machine.
    test.setTimeout(90_000);
    const proxy = await localDb();
    try {
      await runBesideServer(proxy.env.DB, "ALTER TABLE safety_tips RENAME TO safety_tips_e2e_away");
      try {
        const response = await visit(page, "/categories/product/1?lng=en");
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("region", { name: "Safety tips", exact: true })).toHaveCount(0);
      } finally {
        await runBesideServer(proxy.env.DB, "ALTER TABLE safety_tips_e2e_away RENAME TO safety_tips");
      }
    } finally {
      await proxy.dispose();
    }
    await visit(page, "/categories/product/1?lng=en");
    await expect(page.getByRole("region", { name: "Safety tips", exact: true })).toBeVisible();
  });

  test("favourites that fail to load leave every page up, and the favourites tab says so in the reader's language", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await createSignedInUser(page, testInfo);
    const proxy = await localDb();
    try {
      await runBesideServer(proxy.env.DB, "ALTER TABLE favourites RENAME TO favourites_e2e_away");
      try {
        // Every page reads the hearts' state; without it the page still shows, hearts empty.
        const home = await visit(page, "/");
        expect(home?.status()).toBe(200);
        await expect(page.locator("article.ad-card").first()).toBeVisible();
        await visit(page, "/account/favorites");
        await expect(page.getByRole("alert").filter({ hasText: "فشل في الحصول على قائمة المفضلات" })).toBeVisible();
        await visit(page, "/account/favorites?lng=en");
        await expect(page.getByRole("alert").filter({ hasText: "Loading your favourites failed" })).toBeVisible();
      } finally {
        await runBesideServer(proxy.env.DB, "ALTER TABLE favourites_e2e_away RENAME TO favourites");
      }
    } finally {
      await proxy.dispose();
    }
    await visit(page, "/account/favorites?lng=en");
    await expect(page.getByText("Loading your favourites failed")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "My favorites" })).toBeVisible();
  });
});
