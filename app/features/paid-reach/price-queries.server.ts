// Prices per category for what is sold by count: bump to top (1 bump, or a
// pack of bumps one a day; migration 0029) and packs of extra ads (migration
// 0031). One table per kind, one row per category and option, whole EGP; no
// row: the option is not on sale there. The amount of an order is always read
// here on the server, never taken from the form.
import type { Database } from "~/server/db-session.server";
import { auditStatement } from "~/server/audit.server";

type Db = { db: Database };

/** Each kind's table and the column that counts its option (constants: the only names put into SQL text here). */
const TABLES = {
  bump: { table: "bump_prices", column: "bumps" },
  pack: { table: "pack_prices", column: "ads" },
} as const;

export type PricedKind = keyof typeof TABLES;

export interface CategoryPrice {
  category_id: number;
  /** How many are bought: bumps, or extra ads. */
  option: number;
  /** Whole EGP. */
  price: number;
}

/** A category's options, fewest first; without a category, every category's (the admin). */
export async function listPrices({ db }: Db, kind: PricedKind, categoryId?: number): Promise<CategoryPrice[]> {
  const { table, column } = TABLES[kind];
  const where = categoryId === undefined ? "" : "WHERE category_id = ?1";
  const query = db.prepare(`SELECT category_id, ${column} AS option, price FROM ${table} ${where} ORDER BY category_id, ${column}`);
  return (await (categoryId === undefined ? query : query.bind(categoryId)).all<CategoryPrice>()).results;
}

/** One option's price now, or null when the category does not offer it. */
export async function getPrice({ db }: Db, kind: PricedKind, categoryId: number, option: number): Promise<CategoryPrice | null> {
  const { table, column } = TABLES[kind];
  return db
    .prepare(`SELECT category_id, ${column} AS option, price FROM ${table} WHERE category_id = ?1 AND ${column} = ?2`)
    .bind(categoryId, option)
    .first<CategoryPrice>();
}

/** The admin's prices, in one batch with its audit entry: each option's price, a null price taking the option off sale. */
export async function setPrices(
  { db }: Db,
  kind: PricedKind,
  adminId: number,
  rows: Array<{ categoryId: number; option: number; price: number | null }>,
  now = new Date(),
): Promise<void> {
  const { table, column } = TABLES[kind];
  await db.batch([
    ...rows.map((row) =>
      row.price === null
        ? db.prepare(`DELETE FROM ${table} WHERE category_id = ?1 AND ${column} = ?2`).bind(row.categoryId, row.option)
        : db
            .prepare(
              `INSERT INTO ${table} (category_id, ${column}, price) VALUES (?1, ?2, ?3) ON CONFLICT (category_id, ${column}) DO UPDATE SET price = excluded.price`,
            )
            .bind(row.categoryId, row.option, row.price),
    ),
    auditStatement(
      db,
      { actorId: adminId, action: `${table}.set`, entity: table, entityId: null, details: { prices: rows.filter((row) => row.price !== null).length } },
      now,
    ),
  ]);
}
