import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { env as workerEnv } from "cloudflare:workers";
import { listTraderAds, listTraders } from "~/features/traders/queries.server";
import { parseTraderFilters, TRADERS_PAGE_SIZE } from "~/features/traders/traders.server";
import { searchUsers, USERS_PAGE_SIZE } from "~/features/admin/users.server";
import { listAdminOrders } from "~/features/paid-reach/report-queries.server";
import { PAGE_SIZE } from "~/lib/filters";
import { seedCatalogue } from "./api-helpers";
import { createTestEnv } from "./helpers/db";

// The other filtered lists, with generated combinations of their filters
// (fast-check, a fixed seed unless FC_SEED is set): the traders directory (name words, category,
// governorate, region, page), the admin's users (text or phone digits,
// status, page) and orders (kind, status), and a seller's public ads (pages).
// Each shows exactly the rows that pass every filter, in its order, computed
// here from the seeded rows.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date();
const SEED = Number((workerEnv as unknown as { FC_SEED?: string }).FC_SEED || 51);

const COMPANIES = ["Nile Motors", "نور للسيارات", "Cairo Homes", "دلتا للعقارات", "Nile Homes", "", "Delta Motors"];
const FIRST = ["Sami", "سامي", "Mona", "منى"];
interface Person {
  id: number;
  name: string;
  username: string;
  email: string;
  phone: string;
  is_trader: number;
  status: "active" | "suspended";
  category_id: number | null;
  governorate_id: number | null;
  region_id: number | null;
  created_at: string;
}
let people: Person[] = [];
interface Order {
  id: number;
  kind: string;
  status: string;
  created_at: string;
}
let orders: Order[] = [];
/** The seller's ads: id, public, featured, listed. */
let sellerAds: Array<{ id: number; public: boolean; featured: number; listed: string }> = [];

const time = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString().slice(0, 19).replace("T", " ");

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await seedCatalogue(db);
  const places: Array<[number | null, number | null]> = [
    [1, 10],
    [1, 11],
    [2, 20],
    [null, null],
  ];
  people = Array.from({ length: 60 }, (_, index) => {
    const id = index + 1;
    const [governorate, region] = places[index % 4];
    const company = COMPANIES[index % COMPANIES.length];
    const first = FIRST[index % FIRST.length];
    return {
      id,
      name: `${company} ${first} Adel`.trim(),
      username: `user${id}`,
      email: `u${id}@example.com`,
      phone: `+2010${String(10_000_000 + id * 7919).slice(-8)}`,
      is_trader: index % 3 === 0 ? 0 : 1,
      status: index % 7 === 0 ? "suspended" : "active",
      category_id: [1, 2, null][index % 3],
      governorate_id: governorate,
      region_id: region,
      // Two at a time: equal dates, so the id decides between them.
      created_at: time(1000 - Math.floor(index / 2)),
      company,
      first,
    } as Person & { company: string; first: string };
  });
  await db.batch(
    people.map((person) => {
      const { company, first } = person as Person & { company: string; first: string };
      return db
        .prepare(
          `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status, is_trader, company_name, category_id, governorate_id, region_id, created_at)
           VALUES (?1, ?2, ?3, 'Adel', ?4, ?5, 'x', ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
        )
        .bind(
          person.id,
          person.username,
          first,
          person.email,
          person.phone,
          person.status,
          person.is_trader,
          company || null,
          person.category_id,
          person.governorate_id,
          person.region_id,
          person.created_at,
        );
    }),
  );
  // The seller (user 2) has 60 ads in every state; orders of every kind and status on one of them.
  const states = ["approved", "approved", "approved", "pending", "approved", "sold"];
  sellerAds = Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    public: states[index % states.length] === "approved" && index % 11 !== 0,
    featured: index % 5 === 0 ? 1 : 0,
    listed: time(500 - Math.floor(index / 3)),
  }));
  await db.batch(
    sellerAds.map((ad, index) =>
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, condition, status, category_id, subcategory_id, latitude, longitude, address, created_at, updated_at, expires_at, is_featured, listed_at)
           VALUES (?1, 2, 'ad', 'ad', 100, 'used', ?2, 1, 100, 30, 31, 'a', ?3, ?3, ?4, ?5, ?3)`,
        )
        .bind(ad.id, states[index % states.length], ad.listed, index % 11 === 0 ? time(10) : time(-100_000), ad.featured),
    ),
  );
  await db.prepare("INSERT INTO bundles (id, name, name_en, days, price) VALUES (1, 'أسبوع', 'Week', 7, 50)").run();
  const kinds = ["bundle", "bump", "pack"];
  const statuses = ["pending", "paid", "failed", "abandoned"];
  orders = Array.from({ length: 48 }, (_, index) => ({
    id: index + 1,
    kind: kinds[index % 3],
    status: statuses[Math.floor(index / 3) % 4],
    created_at: time(300 - Math.floor(index / 2)),
  }));
  await db.batch(
    orders.map((order) =>
      db
        .prepare(
          `INSERT INTO bundle_orders (id, user_id, ad_id, bundle_id, kind, item_name, days, amount_cents, payment_method, provider, status, created_at)
           VALUES (?1, 2, 1, ?2, ?3, 'x', 7, 5000, 'card', 'sandbox', ?4, ?5)`,
        )
        .bind(order.id, order.kind === "bundle" ? 1 : null, order.kind, order.status, order.created_at),
    ),
  );
});

afterAll(async () => {
  await dispose?.();
});

/** Newest first, the id deciding between equal dates. */
const newest = <T extends { id: number; created_at: string }>(list: T[]) => [...list].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const fold = (text: string) => text.toLowerCase().replace(/[أإآ]/g, "ا");

describe("the other filtered lists: generated combinations", () => {
  it("the traders directory shows exactly the active traders that match every filter, oldest first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: fc.constantFrom("", "", "nile", "motors", "نور", "homes", "nile homes", "دلتا", "سامي", "mona"),
          category: fc.constantFrom(null, 1, 2),
          place: fc.constantFrom<Array<number | null>>([null, null], [1, null], [1, 10], [1, 11], [2, 20], [null, 20]),
          page: fc.integer({ min: 1, max: 3 }),
        }),
        async ({ q, category, place: [governorate, region], page }) => {
          const params = new URLSearchParams({ q, page: String(page) });
          if (category) params.set("category", String(category));
          if (governorate) params.set("governorate", String(governorate));
          if (region) params.set("region", String(region));
          const result = await listTraders({ db: env.DB }, { ...parseTraderFilters(params), start: page });
          const words = fold(q).split(" ").filter(Boolean);
          const passing = people
            .filter(
              (person) =>
                person.is_trader === 1 &&
                person.status === "active" &&
                (!category || person.category_id === category) &&
                (!governorate || person.governorate_id === governorate) &&
                (!region || person.region_id === region) &&
                words.every((word) => fold(person.name).includes(word)),
            )
            .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
          expect(result.total).toBe(passing.length);
          expect(result.traders.map((trader) => trader.id)).toEqual(
            passing.slice((page - 1) * TRADERS_PAGE_SIZE, page * TRADERS_PAGE_SIZE).map((person) => person.id),
          );
        },
      ),
      { seed: SEED, numRuns: 40, endOnFailure: true },
    );
  });

  it("the admin's users: the text in a name, username, e-mail or company, or phone digits, and the status, newest first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: fc.constantFrom("", "nile", "SAMI", "منى", "user1", "example.com", "u7@", "0100", "7919", "homes"),
          status: fc.constantFrom(null, "active" as const, "suspended" as const),
          page: fc.integer({ min: 1, max: 2 }),
        }),
        async ({ q, status, page }) => {
          const result = await searchUsers({ db: env.DB }, { q, status, page });
          const digits = q.replace(/\D/g, "");
          const text = q.toLowerCase();
          const passing = newest(
            people.filter(
              (person) =>
                (!status || person.status === status) &&
                (!q ||
                  [person.name, person.username, person.email].some((field) => field.toLowerCase().includes(text)) ||
                  (digits.length >= 3 && person.phone.includes(digits.replace(/^0/, "")))),
            ),
          );
          expect(result.users.map((user) => user.id)).toEqual(passing.slice((page - 1) * USERS_PAGE_SIZE, page * USERS_PAGE_SIZE).map((person) => person.id));
          expect(result.hasMore).toBe(passing.length > page * USERS_PAGE_SIZE);
        },
      ),
      { seed: SEED, numRuns: 40, endOnFailure: true },
    );
  });

  it("the admin's orders: of one kind, one status, both or neither, newest first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          kind: fc.constantFrom(null, "bundle", "bump", "pack", "other"),
          status: fc.constantFrom(null, "pending" as const, "paid" as const, "failed" as const, "abandoned" as const),
          limit: fc.constantFrom(5, 100),
        }),
        async ({ kind, status, limit }) => {
          const result = await listAdminOrders({ db: env.DB }, { kind, status, limit });
          const passing = newest(orders.filter((order) => (!kind || order.kind === kind) && (!status || order.status === status)));
          expect(result.map((order) => order.id)).toEqual(passing.slice(0, limit).map((order) => order.id));
        },
      ),
      { seed: SEED, numRuns: 30, endOnFailure: true },
    );
  });

  it("a seller's public ads, featured first then newest, on every page", async () => {
    const passing = sellerAds.filter((ad) => ad.public).sort((a, b) => b.featured - a.featured || b.listed.localeCompare(a.listed) || b.id - a.id);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), async (page) => {
        const result = await listTraderAds({ db: env.DB }, 2, page, now);
        expect(result.total).toBe(passing.length);
        expect(result.ads.map((ad) => ad.id)).toEqual(passing.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((ad) => ad.id));
      }),
      { seed: SEED, numRuns: 8, endOnFailure: true },
    );
  });
});
