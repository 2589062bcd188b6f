/**
 * The DB binding with every statement's rows read summed from D1's meta, as
 * the bench's units count them (.tools/units.ts): what one call of a query
 * function reads. Each statement is the real local D1's; only the meta is added up.
 */
export function countingDb(db: D1Database): { db: Pick<D1Database, "prepare" | "batch">; read: () => number } {
  let read = 0;
  const inner = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async () => {
        const result = await statement.all();
        read += result.meta.rows_read ?? 0;
        return result;
      },
      // first() gives no meta: the same rows through all().
      first: async () => (await counted.all()).results[0] ?? null,
    } as unknown as D1PreparedStatement;
    inner.set(counted, statement);
    return counted;
  };
  return {
    db: {
      prepare: (sql: string) => wrap(db.prepare(sql)),
      batch: async (statements: D1PreparedStatement[]) => {
        const results = await db.batch(statements.map((statement) => inner.get(statement) ?? statement));
        for (const result of results) read += result.meta.rows_read ?? 0;
        return results;
      },
    } as Pick<D1Database, "prepare" | "batch">,
    read: () => read,
  };
}
