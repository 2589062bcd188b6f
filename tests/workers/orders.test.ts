// The seller's view of money: an account's orders of every
// kind hold only its own, a page at a time; a receipt is its owner's only;
// the admin's list filters by kind; the month's paid totals per kind count
// only orders paid within Egypt's calendar month.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { sqlTime } from "~/server/sql.server";
import { completeSandboxCheckout } from "~/features/paid-reach/payments.server";
import { startBumpPayment } from "~/features/paid-reach/bumps.server";
import { getReceipt, listAccountOrders, listAdminOrders, monthPaidTotals } from "~/features/paid-reach/report-queries.server";
import { cairoMonth } from "~/features/paid-reach/month";
import { createTestEnv } from "./helpers/db";

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config = { APP_ENV: "test", SITE_URL: "http://127.0.0.1:8800", SESSION_SECRET: "s".repeat(48), PAYMENT_PROVIDER: "sandbox" } as Config;
const now = new Date("2026-11-23T12:00:00Z");
const at = (days: number, hours = 0) => new Date(now.getTime() + (days * 24 + hours) * 3600 * 1000);

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

/** An order row as the payment flow leaves it (kind, state, times). */
function order(
  id: number,
  userId: number,
  fields: {
    kind?: string;
    bundleId?: number | null;
    adId?: number | null;
    amount?: number;
    status?: string;
    created: Date;
    paid?: Date | null;
    item?: [string, string];
  },
) {
  return env.DB.prepare(
    `INSERT INTO bundle_orders (id, user_id, ad_id, bundle_id, days, amount_cents, payment_method, provider, status, created_at, paid_at, kind, item_name, item_name_en, transaction_id)
     VALUES (?1, ?2, ?3, ?4, 3, ?5, 'card', 'sandbox', ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
  ).bind(
    id,
    userId,
    fields.adId === undefined ? 10 : fields.adId,
    fields.bundleId ?? null,
    fields.amount ?? 2500,
    fields.status ?? "paid",
    sqlTime(fields.created),
    fields.paid === undefined ? ((fields.status ?? "paid") === "paid" ? sqlTime(fields.created) : null) : fields.paid && sqlTime(fields.paid),
    fields.kind ?? "bundle",
    fields.item?.[0] ?? null,
    fields.item?.[1] ?? null,
    (fields.status ?? "paid") === "paid" ? `tx-${id}` : null,
  );
}

beforeEach(async () => {
  const db = env.DB;
  await db.batch([
    db.prepare("DELETE FROM ad_bumps"),
    db.prepare("DELETE FROM bundle_orders"),
    db.prepare("DELETE FROM ads"),
    db.prepare("DELETE FROM bump_prices"),
    db.prepare("DELETE FROM bundles"),
    db.prepare("DELETE FROM users"),
    db.prepare("DELETE FROM categories"),
  ]);
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare("INSERT INTO bump_prices (category_id, bumps, price) VALUES (1, 1, 30)"),
    db.prepare("INSERT INTO bundles (id, name, name_en, days, price) VALUES (1, 'باقة ٣ أيام', '3-day bundle', 3, 25)"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, is_trader, company_name) VALUES
       (1, 'karim', 'كريم', 'التاجر', 'karim@example.com', '+201011111111', 'x', 1, 'شركة النيل'),
       (2, 'mona', 'منى', 'حسن', 'mona@example.com', '+201022222222', 'x', 0, NULL)`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, created_at) VALUES
       (10, 1, 'سيارة كريم', 'd', 1, 1, 30, 31, 'a', 'approved', '${sqlTime(at(30))}', '${sqlTime(at(-5))}'),
       (11, 2, 'سيارة منى', 'd', 1, 1, 30, 31, 'a', 'approved', '${sqlTime(at(30))}', '${sqlTime(at(-5))}')`,
    ),
  ]);
});

describe("an account's orders", () => {
  it("holds only the account's own orders, of every kind with its name, newest first, and a deleted ad's kept name", async () => {
    await env.DB.batch([
      order(1, 1, { kind: "bundle", bundleId: 1, created: at(-3) }),
      order(2, 1, { kind: "bump", item: ["رفع الإعلان للأعلى مرة واحدة", "Bump to top once"], status: "failed", created: at(-2) }),
      order(3, 1, { kind: "pack", adId: null, item: ["٣ إعلانات إضافية في السيارات", "3 extra ads in Vehicles"], status: "pending", created: at(-1) }),
      order(4, 2, { kind: "bundle", bundleId: 1, adId: 11, created: at(-1, 2) }),
    ]);
    const page = await listAccountOrders({ db: env.DB }, 1);
    expect(
      page.orders.map(({ id, kind, name, name_en, ad_id, ad_name, ad_deleted, status }) => ({ id, kind, name, name_en, ad_id, ad_name, ad_deleted, status })),
    ).toEqual([
      {
        id: 3,
        kind: "pack",
        name: "٣ إعلانات إضافية في السيارات",
        name_en: "3 extra ads in Vehicles",
        ad_id: null,
        ad_name: "",
        ad_deleted: 0,
        status: "pending",
      },
      {
        id: 2,
        kind: "bump",
        name: "رفع الإعلان للأعلى مرة واحدة",
        name_en: "Bump to top once",
        ad_id: 10,
        ad_name: "سيارة كريم",
        ad_deleted: 0,
        status: "failed",
      },
      { id: 1, kind: "bundle", name: "باقة ٣ أيام", name_en: "3-day bundle", ad_id: 10, ad_name: "سيارة كريم", ad_deleted: 0, status: "paid" },
    ]);
    expect(page).toMatchObject({ older: null, newer: null });
    expect((await listAccountOrders({ db: env.DB }, 2)).orders.map((row) => row.id)).toEqual([4]);

    // The ad deleted: the orders stay, with its id and name.
    await env.DB.prepare("DELETE FROM ads WHERE id = 10").run();
    const after = await listAccountOrders({ db: env.DB }, 1);
    expect(after.orders.find((row) => row.id === 1)).toMatchObject({ ad_id: 10, ad_name: "سيارة كريم", ad_deleted: 1 });
  });

  it("pages by cursor, older and newer, and reads another account's order id as the first page", async () => {
    // Seven orders; 5 and 6 made in the same second (the id breaks the tie).
    await env.DB.batch([
      ...[1, 2, 3, 4, 5].map((id) => order(id, 1, { created: at(-10 + id) })),
      order(6, 1, { created: at(-5) }),
      order(7, 1, { created: at(-1) }),
      order(8, 2, { adId: 11, created: at(-1) }),
    ]);
    const ids = (page: { orders: { id: number }[] }) => page.orders.map((row) => row.id);
    const first = await listAccountOrders({ db: env.DB }, 1, {}, 3);
    expect(ids(first)).toEqual([7, 6, 5]);
    expect(first).toMatchObject({ newer: null, older: 5 });
    const second = await listAccountOrders({ db: env.DB }, 1, { before: first.older }, 3);
    expect(ids(second)).toEqual([4, 3, 2]);
    expect(second).toMatchObject({ newer: 4, older: 2 });
    const last = await listAccountOrders({ db: env.DB }, 1, { before: second.older }, 3);
    expect(ids(last)).toEqual([1]);
    expect(last).toMatchObject({ newer: 1, older: null });
    const back = await listAccountOrders({ db: env.DB }, 1, { after: last.newer }, 3);
    expect(ids(back)).toEqual([4, 3, 2]);
    expect(back).toMatchObject({ newer: 4, older: 2 });
    const top = await listAccountOrders({ db: env.DB }, 1, { after: back.newer }, 3);
    expect(ids(top)).toEqual([7, 6, 5]);
    expect(top).toMatchObject({ newer: null, older: 5 });
    // Another account's order, or none: the first page, nothing of theirs.
    expect(ids(await listAccountOrders({ db: env.DB }, 1, { before: 8 }, 3))).toEqual([7, 6, 5]);
    expect(ids(await listAccountOrders({ db: env.DB }, 1, { after: 999 }, 3))).toEqual([7, 6, 5]);
  });
});

describe("a receipt", () => {
  it("is its owner's only, with the seller's name, the provider's transaction and the order's dates", async () => {
    await env.DB.batch([order(1, 1, { kind: "bundle", bundleId: 1, created: at(-1), paid: at(-1, 1) }), order(2, 2, { adId: 11, created: at(-1) })]);
    expect(await getReceipt({ db: env.DB }, 1, 1)).toMatchObject({
      id: 1,
      kind: "bundle",
      name: "باقة ٣ أيام",
      seller_name: "كريم التاجر",
      company_name: "شركة النيل",
      ad_name: "سيارة كريم",
      amount_cents: 2500,
      payment_method: "card",
      transaction_id: "tx-1",
      status: "paid",
      created_at: sqlTime(at(-1)),
      paid_at: sqlTime(at(-1, 1)),
    });
    expect(await getReceipt({ db: env.DB }, 2, 1)).toBeNull();
    expect(await getReceipt({ db: env.DB }, 1, 2)).toBeNull();
    expect(await getReceipt({ db: env.DB }, 1, 999)).toBeNull();
  });
});

describe("the admin's orders", () => {
  it("filters by kind and by state", async () => {
    await env.DB.batch([
      order(1, 1, { kind: "bundle", bundleId: 1, created: at(-3) }),
      order(2, 1, { kind: "bump", item: ["رفع", "Bump"], created: at(-2) }),
      order(3, 2, { kind: "pack", adId: null, item: ["باقة", "Pack"], status: "failed", created: at(-1) }),
      order(4, 2, { kind: "bump", adId: 11, item: ["رفع", "Bump"], status: "pending", created: at(-1, 1) }),
    ]);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(ids(await listAdminOrders({ db: env.DB }))).toEqual([4, 3, 2, 1]);
    expect(ids(await listAdminOrders({ db: env.DB }, { kind: "bump" }))).toEqual([4, 2]);
    expect(ids(await listAdminOrders({ db: env.DB }, { kind: "pack" }))).toEqual([3]);
    expect(ids(await listAdminOrders({ db: env.DB }, { kind: "bump", status: "paid" }))).toEqual([2]);
    expect((await listAdminOrders({ db: env.DB }, { kind: "bundle" }))[0]).toMatchObject({ user_name: "كريم التاجر", name_en: "3-day bundle" });
  });
});

describe("the month's paid totals per kind", () => {
  it("takes Egypt's calendar month (UTC+2 in November, UTC+3 in July)", () => {
    expect(cairoMonth(now)).toEqual({ start: new Date("2026-10-31T22:00:00Z"), end: new Date("2026-11-30T22:00:00Z") });
    expect(cairoMonth(new Date("2026-11-30T22:30:00Z")).start).toEqual(new Date("2026-11-30T22:00:00Z"));
    expect(cairoMonth(new Date("2026-07-10T12:00:00Z"))).toEqual({ start: new Date("2026-06-30T21:00:00Z"), end: new Date("2026-07-31T21:00:00Z") });
    expect(cairoMonth(new Date("2026-12-15T12:00:00Z")).end).toEqual(new Date("2026-12-31T22:00:00Z"));
  });

  it("counts the orders paid this month per kind, not pending, failed, abandoned or other months' ones", async () => {
    await env.DB.batch([
      order(1, 1, { kind: "bundle", bundleId: 1, amount: 2500, created: at(-3) }),
      order(2, 2, { kind: "bundle", bundleId: 1, adId: 11, amount: 5000, created: at(-2) }),
      order(3, 1, { kind: "pack", adId: null, amount: 10000, item: ["باقة", "Pack"], created: at(-1) }),
      // Made last month, paid this month: this month's.
      order(4, 1, { kind: "bump", amount: 2500, item: ["رفع", "Bump"], created: new Date("2026-10-31T21:00:00Z"), paid: new Date("2026-10-31T22:00:00Z") }),
      // Paid last month in Cairo (22:00 on 31 October UTC is 1 November in Cairo; 21:59 is not).
      order(5, 1, { kind: "bump", amount: 9900, item: ["رفع", "Bump"], created: new Date("2026-10-31T21:00:00Z"), paid: new Date("2026-10-31T21:59:59Z") }),
      // Paid on 1 December in Cairo: next month's.
      order(6, 1, { kind: "bundle", bundleId: 1, amount: 9900, created: new Date("2026-11-30T22:00:00Z") }),
      order(7, 1, { kind: "bundle", bundleId: 1, amount: 9900, status: "pending", created: at(-1) }),
      order(8, 1, { kind: "bump", amount: 9900, item: ["رفع", "Bump"], status: "failed", created: at(-1) }),
      order(9, 1, { kind: "pack", adId: null, amount: 9900, item: ["باقة", "Pack"], status: "abandoned", created: at(-2) }),
    ]);
    const { totals, start, end } = await monthPaidTotals({ db: env.DB }, now);
    expect({ start, end }).toEqual(cairoMonth(now));
    expect(totals).toEqual([
      { kind: "bundle", orders: 2, amount_cents: 7500 },
      { kind: "bump", orders: 1, amount_cents: 2500 },
      { kind: "pack", orders: 1, amount_cents: 10000 },
    ]);
  });

  it("counts a bump paid through the sandbox's signed callback, and shows zeros for a kind nobody bought", async () => {
    const payer = { id: 1, firstName: "كريم", lastName: "التاجر", email: "karim@example.com", phone: "+201011111111" };
    const started = await startBumpPayment({ db: env.DB, config }, payer, { adId: 10, bumps: 1, method: "wallet", language: "ar" }, now);
    if (!started.ok) throw new Error(started.error);
    expect((await monthPaidTotals({ db: env.DB }, now)).totals.find((row) => row.kind === "bump")).toEqual({ kind: "bump", orders: 0, amount_cents: 0 });
    await completeSandboxCheckout({ db: env.DB, config }, 1, started.orderId, true, now);
    expect((await monthPaidTotals({ db: env.DB }, now)).totals).toEqual([
      { kind: "bundle", orders: 0, amount_cents: 0 },
      { kind: "bump", orders: 1, amount_cents: 3000 },
      { kind: "pack", orders: 0, amount_cents: 0 },
    ]);
    const receipt = await getReceipt({ db: env.DB }, 1, started.orderId);
    expect(receipt).toMatchObject({ kind: "bump", name: "رفع الإعلان للأعلى مرة واحدة", status: "paid", payment_method: "wallet", provider: "sandbox" });
    expect(receipt?.transaction_id).toBeTruthy();
  });
});
