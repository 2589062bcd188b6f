import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearLimit, hit, limitFor, limitKey, LIMITS, peek } from "~/server/rate-limit.server";
import { countAttempt } from "~/features/auth/sign-in.server";
import { createTestEnv } from "./helpers/db";

// Sliding-window limits in D1, against a real local D1.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

const deps = () => ({ db: env.DB });
const windowStart = new Date("2026-11-23T12:00:00Z"); // a multiple of 15 minutes and of an hour

describe("sliding-window rate limits", () => {
  it("allows up to the limit in a window, refuses the next hit and says how long to wait", async () => {
    const limit = { max: 3, windowSeconds: 900 };
    const at = new Date(windowStart.getTime() + 60_000);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(deps(), "t:a", limit, at));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    // The refused hit is not counted.
    expect(results.map((result) => result.count)).toEqual([1, 2, 3, 3]);
    // The rest of this window (840 s), then a third of the next: until then this window's three still weigh more than two.
    expect(results[3].retryAfter).toBe(840 + 300);
  });

  it("does not count refused hits: retrying neither moves the wait nor outlasts it", async () => {
    const limit = { max: 3, windowSeconds: 900 };
    const at = (offset: number) => new Date(windowStart.getTime() + offset * 1000);
    for (let i = 0; i < 3; i++) await hit(deps(), "t:f", limit, at(60));
    // Retried every ten seconds until the wait is over, each refusal quotes the same moment to come back.
    const first = await hit(deps(), "t:f", limit, at(60));
    expect(first).toMatchObject({ allowed: false, count: 3, retryAfter: 1140 });
    const acceptedAt = 60 + first.retryAfter;
    for (let offset = 70; offset < acceptedAt; offset += 10) {
      const again = await hit(deps(), "t:f", limit, at(offset));
      expect(again).toMatchObject({ allowed: false, count: offset < 900 ? 3 : 0 });
      expect(offset + again.retryAfter).toBe(acceptedAt);
    }
    // A second before the quoted moment it is still refused; at it, accepted.
    expect((await hit(deps(), "t:f", limit, at(acceptedAt - 1))).allowed).toBe(false);
    expect(await hit(deps(), "t:f", limit, at(acceptedAt))).toMatchObject({ allowed: true, count: 1 });
  });

  it("holds across a window's edge: the previous window's hits weigh by the part of it still within the last window length", async () => {
    const limit = { max: 5, windowSeconds: 900 };
    const second = (offset: number) => new Date(windowStart.getTime() + offset * 1000);
    // Five failures in the last ten seconds of a window…
    for (let i = 0; i < 5; i++) expect((await hit(deps(), "t:b", limit, second(890))).allowed).toBe(true);
    // …and ten seconds into the next one, a sixth is not let through (fixed windows let five more pass here).
    const early = await peek(deps(), "t:b", limit, second(910));
    expect(early).toMatchObject({ allowed: false, count: 0 });
    // Once a fifth of the previous window has slid out, its five weigh four: one more is allowed.
    expect(early.retryAfter).toBe(170);
    expect((await peek(deps(), "t:b", limit, second(900 + 179))).allowed).toBe(false);
    expect((await peek(deps(), "t:b", limit, second(900 + 180))).allowed).toBe(true);
    const later = await hit(deps(), "t:b", limit, second(900 + 180));
    expect(later).toMatchObject({ allowed: true, count: 1 });
    // Two windows on, nothing of the first is left.
    expect(await peek(deps(), "t:b", limit, second(2700))).toMatchObject({ allowed: true, count: 0, retryAfter: 0 });
  });

  it("a calendar limit (codes a day) starts again with its next window", async () => {
    const limit = { max: 1, windowSeconds: 900, calendar: true };
    expect((await hit(deps(), "t:e", limit, windowStart)).allowed).toBe(true);
    const refused = await hit(deps(), "t:e", limit, new Date(windowStart.getTime() + 899_000));
    expect(refused).toMatchObject({ allowed: false, retryAfter: 1 });
    expect(await hit(deps(), "t:e", limit, new Date(windowStart.getTime() + 900_000))).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent hits exactly, and refused ones not at all (the upsert is atomic)", async () => {
    const limit = { max: 10, windowSeconds: 900 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(deps(), "t:c", limit, windowStart)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    // The accepted ones counted 1 to 10; the refused ones counted nothing and all quote the same wait.
    const accepted = results.filter((result) => result.allowed).map((result) => result.count);
    expect(accepted.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    const refused = results.filter((result) => !result.allowed);
    expect(new Set(refused.map((result) => `${result.count}/${result.retryAfter}`))).toEqual(new Set(["10/990"]));
    expect(await peek(deps(), "t:c", limit, windowStart)).toMatchObject({ count: 10 });
  });

  it("an attempt refused on one key (a sign-in's address) counts on none of them (its phone)", async () => {
    const phone = { key: "t:phone", limit: { max: 5, windowSeconds: 900 } };
    const address = { key: "t:address", limit: { max: 1, windowSeconds: 900 } };
    expect(await countAttempt(deps(), [phone, address], windowStart)).toBeNull();
    for (let i = 0; i < 3; i++) expect(await countAttempt(deps(), [phone, address], windowStart)).toMatchObject({ allowed: false });
    expect(await peek(deps(), phone.key, phone.limit, windowStart)).toMatchObject({ count: 1 });
    expect(await peek(deps(), address.key, address.limit, windowStart)).toMatchObject({ count: 1 });
  });

  it("peeks without counting, and a cleared key starts over", async () => {
    const limit = { max: 2, windowSeconds: 900 };
    expect(await peek(deps(), "t:d", limit, windowStart)).toMatchObject({ allowed: true, count: 0 });
    await hit(deps(), "t:d", limit, windowStart);
    await hit(deps(), "t:d", limit, windowStart);
    expect(await peek(deps(), "t:d", limit, windowStart)).toMatchObject({ allowed: false, count: 2 });
    // At the next window's start both still weigh fully; halfway through it, they weigh one.
    expect(await peek(deps(), "t:d", limit, new Date(windowStart.getTime() + 900_000))).toMatchObject({ allowed: false, count: 0 });
    expect(await peek(deps(), "t:d", limit, new Date(windowStart.getTime() + 1_350_000))).toMatchObject({ allowed: true, count: 0 });
    await clearLimit(deps(), "t:d");
    expect(await peek(deps(), "t:d", limit, windowStart)).toMatchObject({ allowed: true, count: 0 });
  });

  it("keys limits by name and subject, and only loosens address limits in the test environment", () => {
    expect(limitKey("signinPhone", "+201012345678")).toBe("signinPhone:+201012345678");
    expect(limitFor("signinPhone", "test")).toEqual(LIMITS.signinPhone);
    expect(limitFor("signinAddress", "production")).toEqual({ max: 20, windowSeconds: 900 });
    expect(limitFor("signinAddress", "test").max).toBe(2000);
  });

  it("the sign-in limits: 5 failures per phone and 20 per address in 15 minutes", async () => {
    const phone = limitFor("signinPhone", "production");
    const address = limitFor("signinAddress", "production");
    let last;
    for (let i = 0; i < 5; i++) last = await hit(deps(), limitKey("signinPhone", "+201099999999"), phone, windowStart);
    expect(last!.allowed).toBe(true);
    expect((await peek(deps(), limitKey("signinPhone", "+201099999999"), phone, windowStart)).allowed).toBe(false);
    for (let i = 0; i < 20; i++) last = await hit(deps(), limitKey("signinAddress", "203.0.113.9"), address, windowStart);
    expect((await peek(deps(), limitKey("signinAddress", "203.0.113.9"), address, windowStart)).allowed).toBe(false);
    expect((await peek(deps(), limitKey("signinAddress", "203.0.113.10"), address, windowStart)).allowed).toBe(true);
  });
});
