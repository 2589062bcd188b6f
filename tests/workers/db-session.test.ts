import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, openRequestDatabase, readBookmark } from "~/server/db-session.server";
import { createTestEnv } from "./helpers/db";
import { testConfig } from "./helpers/config";

// Every request's queries in one D1 session (the Sessions
// API of a real local D1), its bookmark carried in the `__db_bookmark` cookie.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const config = testConfig();
const site = config.SITE_URL;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("the D1 session bookmark cookie", () => {
  it("is set after a write, comes back on the next request, and that request reads the write", async () => {
    const post = new Request(`${site}/account/ads`, { method: "POST" });
    const writing = await openRequestDatabase(post, env.DB, config);
    await writing.db.prepare("INSERT INTO banners (title, title_en, image) VALUES ('عرض', 'Offer', 'banners/x.jpg')").run();
    const setCookie = await writing.bookmarkCookie(config);
    expect(setCookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toContain("Secure");

    // The browser sends it back: the next GET continues from that bookmark and sees the write.
    const get = new Request(`${site}/account/ads`, { headers: { Cookie: cookiePair(setCookie!) } });
    const bookmark = await readBookmark(get, config);
    expect(bookmark).toBeTruthy();
    const reading = await openRequestDatabase(get, env.DB, config);
    const row = await reading.db.prepare("SELECT title_en FROM banners WHERE title = 'عرض'").first<{ title_en: string }>();
    expect(row?.title_en).toBe("Offer");
    // A visitor who has a bookmark keeps it moving forward.
    const next = await reading.bookmarkCookie(config);
    expect(next === null || next.startsWith(`${BOOKMARK_COOKIE}=`)).toBe(true);
  });

  it("is never set for a reader without one, so anonymous pages stay cacheable", async () => {
    const reading = await openRequestDatabase(new Request(`${site}/categories/vehicles`), env.DB, config);
    await reading.db.prepare("SELECT COUNT(*) AS n FROM ads").first();
    expect(await reading.bookmarkCookie(config)).toBeNull();
  });

  it("is Secure in production and ignores a value that is not a bookmark", async () => {
    const production = testConfig({ APP_ENV: "production", SITE_URL: "https://souq.example" });
    const writing = await openRequestDatabase(new Request("https://souq.example/signout", { method: "POST" }), env.DB, production);
    await writing.db.prepare("SELECT 1").first();
    expect(await writing.bookmarkCookie(production)).toContain("Secure");
    const forged = new Request(`${site}/`, { headers: { Cookie: `${BOOKMARK_COOKIE}=${btoa(JSON.stringify("x'; DROP TABLE ads"))}` } });
    expect(await readBookmark(forged, config)).toBeNull();
  });
});
