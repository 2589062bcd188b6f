// New ids that are never given twice (see migration 0008): a statement that
// claims the next id of a table, and the SQL expression that reads it back.
// Both go into the same batch as the INSERT, so D1 runs them as one
// transaction. Rows written by other paths (the seed, imports) are taken into
// account: the next id is always above the table's largest id too.
import type { Database } from "~/server/db-session.server";

const TABLE = /^[a-z_]+$/;

function checked(table: string): string {
  if (!TABLE.test(table)) throw new Error(`not a table name: ${table}`);
  return table;
}

/** Claims the table's next id. Put it just before the INSERT in one batch. */
export function claimIdStatement(db: Database, table: string): D1PreparedStatement {
  const name = checked(table);
  return db
    .prepare(
      `INSERT INTO id_sequences (name, last) VALUES (?1, (SELECT COALESCE(MAX(id), 0) FROM ${name}) + 1)
       ON CONFLICT (name) DO UPDATE SET last = MAX(last, (SELECT COALESCE(MAX(id), 0) FROM ${name})) + 1`,
    )
    .bind(name);
}

/** The id the claim gave, as an SQL expression for the INSERT's values. */
export function claimedId(table: string): string {
  return `(SELECT last FROM id_sequences WHERE name = '${checked(table)}')`;
}
