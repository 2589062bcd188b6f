import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScheduledJobs } from "~/server/jobs.server";
import { sqlTime } from "~/server/sql.server";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (1, 'u', 'A', 'B', 'a@example.com', '+201011111111', 'x')",
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, is_featured, featured_until) VALUES
       (1, 1, 'past due', 'd', 1, 1, 30, 31, 'a', 'approved', '2026-11-22 00:00:00', 1, '2026-11-20 00:00:00'),
       (2, 1, 'still fine', 'd', 1, 1, 30, 31, 'a', 'approved', '2026-12-22 00:00:00', 1, '2026-12-01 00:00:00'),
       (3, 1, 'pending', 'd', 1, 1, 30, 31, 'a', 'pending', '2026-11-01 00:00:00', 0, NULL)`,
    ),
    db.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES ('old', 1, '2026-11-01 00:00:00'), ('live', 1, '2026-12-01 00:00:00')"),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

describe("the scheduled jobs", () => {
  it("expire approved ads past their date, end featured periods and prune old sessions", async () => {
    const report = await runScheduledJobs({ db: env.DB }, now);
    expect(report).toMatchObject({ expiredAds: 1, endedFeatured: 1, prunedSessions: 1 });
    const { results } = await env.DB.prepare("SELECT id, status, is_featured FROM ads ORDER BY id").all();
    expect(results).toEqual([
      { id: 1, status: "expired", is_featured: 0 },
      { id: 2, status: "approved", is_featured: 1 },
      { id: 3, status: "pending", is_featured: 0 },
    ]);
    const sessions = await env.DB.prepare("SELECT id FROM sessions").all();
    expect(sessions.results).toEqual([{ id: "live" }]);
  });

  it("is idempotent: a second run changes nothing", async () => {
    const report = await runScheduledJobs({ db: env.DB }, now);
    expect(report).toMatchObject({ expiredAds: 0, endedFeatured: 0, prunedSessions: 0 });
  });

  it("writes times in D1's UTC text form", () => {
    expect(sqlTime(now)).toBe("2026-11-23 12:00:00");
  });
});
