import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFavourite, favouriteIds, isFavourite, listFavourites, removeFavourite } from "~/features/favourites/favourites.server";
import { createTestEnv } from "./helpers/db";

// Favourites against a real local D1: only public ads, per user, idempotent.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const future = "2026-12-30 00:00:00";
const past = "2026-11-01 00:00:00";

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES
       (1, 'seller', 'S', 'S', 's@example.com', '+201011111111', 'x'),
       (2, 'buyer', 'B', 'B', 'b@example.com', '+201022222222', 'x'),
       (3, 'other', 'O', 'O', 'o@example.com', '+201033333333', 'x')`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, hidden, created_at) VALUES
       (1, 1, 'public one', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
       (2, 1, 'public two', 'd', 20, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00'),
       (3, 1, 'under review', 'd', 30, 1, 30, 31, 'a', 'pending', NULL, 0, '2026-11-21 00:00:00'),
       (4, 1, 'expired by date', 'd', 40, 1, 30, 31, 'a', 'approved', '${past}', 0, '2026-11-21 00:00:00'),
       (5, 1, 'hidden owner', 'd', 50, 1, 30, 31, 'a', 'approved', '${future}', 1, '2026-11-21 00:00:00'),
       (6, 1, 'rejected', 'd', 60, 1, 30, 31, 'a', 'rejected', NULL, 0, '2026-11-21 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });

describe("favourites", () => {
  it("adds a public ad once (adding again is fine) and lists it, newest favourite first", async () => {
    expect(await addFavourite(db(), 2, 1, new Date("2026-11-23T10:00:00Z"))).toEqual({ ok: true });
    expect(await addFavourite(db(), 2, 2, new Date("2026-11-23T11:00:00Z"))).toEqual({ ok: true });
    expect(await addFavourite(db(), 2, 1, now)).toEqual({ ok: true });
    const list = await listFavourites(db(), 2, now);
    expect(list.map((ad) => ad.id)).toEqual([2, 1]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM favourites WHERE user_id = 2").first("n")).toBe(2);
  });

  it("refuses ads that are not public and stores nothing", async () => {
    for (const adId of [3, 4, 5, 6, 999, -1]) {
      expect(await addFavourite(db(), 3, adId, now), `ad ${adId}`).toEqual({ ok: false, error: "notFound" });
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM favourites WHERE user_id = 3").first("n")).toBe(0);
  });

  it("keeps each user's favourites to themselves", async () => {
    await addFavourite(db(), 3, 2, now);
    expect((await favouriteIds(db(), 3, [1, 2, 3])).has(1)).toBe(false);
    expect([...(await favouriteIds(db(), 2, [1, 2, 3]))].sort()).toEqual([1, 2]);
    expect(await isFavourite(db(), 3, 2)).toBe(true);
    expect(await isFavourite(db(), 3, 1)).toBe(false);
    // Removing another user's row is impossible: a user removes only their own.
    await removeFavourite(db(), 3, 1);
    expect(await isFavourite(db(), 2, 1)).toBe(true);
  });

  it("removes idempotently", async () => {
    expect(await removeFavourite(db(), 2, 2)).toEqual({ ok: true });
    expect(await removeFavourite(db(), 2, 2)).toEqual({ ok: true });
    expect((await listFavourites(db(), 2, now)).map((ad) => ad.id)).toEqual([1]);
  });

  it("lists only ads that are still public", async () => {
    await addFavourite(db(), 2, 2, now);
    await env.DB.prepare("UPDATE ads SET status = 'sold' WHERE id = 2").run();
    expect((await listFavourites(db(), 2, now)).map((ad) => ad.id)).toEqual([1]);
    expect((await listFavourites(db(), 2, new Date("2027-02-01T00:00:00Z"))).map((ad) => ad.id)).toEqual([]);
  });

  it("asks about at most 99 ids at once (D1 binds at most 100 values)", async () => {
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    expect((await favouriteIds(db(), 2, ids)).has(1)).toBe(true);
    expect((await favouriteIds(db(), 2, [])).size).toBe(0);
  });
});
