// The platform's units (`npm run bench -- --units`, through cpu.ts): what
// Cloudflare bills and limits a Worker in, per request. D1 rows read, rows
// written and queries are summed from each D1 result's meta, as the local D1
// reports them, by a wrapper around the DB binding that the bench hands to the
// production bundle: every call the bundle makes (the request's D1 session,
// the counters' and the jobs' direct calls, each statement of a batch) goes
// through it, and nothing of it is in the bundle, so it costs production
// nothing. A query is one statement: a batch of five counts five, as D1's
// "queries per Worker invocation" limit does.
import { DatabaseSync } from "node:sqlite";

export interface Units {
  read: number;
  written: number;
  queries: number;
}

/** The running totals of every call through counted bindings; the bench reads them before and after a request. */
export const tally: Units = { read: 0, written: 0, queries: 0 };

export const unitsSince = (before: Units): Units => ({
  read: tally.read - before.read,
  written: tally.written - before.written,
  queries: tally.queries - before.queries,
});

/**
 * `UNITS_LOG=<rows>`: every statement that read at least that many rows is
 * written to stderr with its rows and its SQL, to find which statement of a
 * page reads what (with `--kinds` and few `--addresses`).
 */
const logFrom = process.env.UNITS_LOG ? Number(process.env.UNITS_LOG) : null;

function count(meta: { rows_read?: number; rows_written?: number } | undefined, sql?: string): void {
  if (logFrom !== null && (meta?.rows_read ?? 0) >= logFrom) {
    console.error(`[units] ${meta?.rows_read} read: ${(sql ?? "?").replace(/\s+/g, " ").slice(0, Number(process.env.UNITS_LOG_CHARS ?? 600))}`);
  }
  tally.queries++;
  tally.read += meta?.rows_read ?? 0;
  tally.written += meta?.rows_written ?? 0;
}

class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
  ) {}

  bind(...values: unknown[]): CountedStatement {
    return new CountedStatement(this.inner.bind(...values), logFrom === null ? this.sql : `${this.sql} -- ${JSON.stringify(values)}`);
  }

  async all<T>(): Promise<D1Result<T>> {
    const result = await this.inner.all<T>();
    count(result.meta, this.sql);
    return result;
  }

  async run<T>(): Promise<D1Result<T>> {
    const result = await this.inner.run<T>();
    count(result.meta, this.sql);
    return result;
  }

  /** first() hands back no meta: the same statement through all(), its first row (D1 reads the same rows either way). */
  async first<T>(column?: string): Promise<T | null> {
    const row = (await this.all<Record<string, unknown>>()).results[0];
    if (!row) return null;
    return (column === undefined ? row : (row[column] ?? null)) as T | null;
  }

  async raw<T>(options?: { columnNames?: boolean }): Promise<T[]> {
    const rows = (await this.all<Record<string, unknown>>()).results;
    const values = rows.map((row) => Object.values(row));
    return (options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values) as T[];
  }
}

const unwrap = (statement: D1PreparedStatement) => (statement instanceof CountedStatement ? statement.inner : statement);

type Session = Pick<D1DatabaseSession, "prepare" | "batch" | "getBookmark">;

function countedSession<S extends Pick<D1Database, "prepare" | "batch">>(inner: S) {
  return {
    prepare: (sql: string) => new CountedStatement(inner.prepare(sql), sql) as unknown as D1PreparedStatement,
    async batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
      const results = await inner.batch<T>(statements.map(unwrap));
      results.forEach((result, index) => {
        const statement = statements[index];
        count(result.meta, statement instanceof CountedStatement ? statement.sql : undefined);
      });
      return results;
    },
  };
}

/** The DB binding as the bench hands it to the bundle: the real local D1, every result counted. */
export function countedDatabase(db: D1Database): D1Database {
  return {
    ...countedSession(db),
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession(constraint?: string): D1DatabaseSession {
      const session = db.withSession(constraint) as Session;
      return { ...countedSession(session), getBookmark: () => session.getBookmark() } as D1DatabaseSession;
    },
  } as unknown as D1Database;
}

// ---------------------------------------------------------------------------
// Durable Objects in the bench's process

/**
 * wrangler's getPlatformProxy gives no binding for a Durable Object class of
 * the Worker itself, so the bench runs the bundle's own class in this
 * process: one instance per name, its SQLite storage in memory (node:sqlite:
 * the same SQL the runtime's storage runs), its alarm held until the bench
 * fires it. Rows written to the objects' storage are counted apart from D1's.
 */
export const objectTally = { requests: 0, written: 0 };

interface ObjectClass {
  new (state: unknown, env: unknown): { fetch(request: Request): Promise<Response>; alarm?(): Promise<void> };
}

export function localNamespace(Class: ObjectClass, env: () => unknown) {
  const objects = new Map<string, { instance: InstanceType<ObjectClass>; alarm: number | null }>();
  const open = (name: string) => {
    let entry = objects.get(name);
    if (entry) return entry;
    const database = new DatabaseSync(":memory:");
    const held: { instance: InstanceType<ObjectClass>; alarm: number | null } = { instance: null as never, alarm: null };
    const sql = {
      exec(query: string, ...binds: unknown[]) {
        const statement = database.prepare(query);
        const rows = statement.columns().length > 0 ? (statement.all(...(binds as never[])) as Record<string, unknown>[]) : [];
        const changes = statement.columns().length > 0 ? 0 : Number(statement.run(...(binds as never[])).changes);
        objectTally.written += changes;
        return { toArray: () => rows, one: () => rows[0], rowsWritten: changes, [Symbol.iterator]: () => rows[Symbol.iterator]() };
      },
    };
    const state = {
      id: { toString: () => name, name },
      storage: {
        sql,
        getAlarm: async () => held.alarm,
        setAlarm: async (at: number | Date) => void (held.alarm = typeof at === "number" ? at : at.getTime()),
        deleteAlarm: async () => void (held.alarm = null),
        transactionSync: <T>(work: () => T): T => {
          database.exec("BEGIN");
          try {
            const result = work();
            database.exec("COMMIT");
            return result;
          } catch (error) {
            database.exec("ROLLBACK");
            throw error;
          }
        },
      },
      blockConcurrencyWhile: async <T>(work: () => Promise<T>) => work(),
      waitUntil: () => {},
    };
    held.instance = new Class(state, env());
    entry = held;
    objects.set(name, entry);
    return entry;
  };
  return {
    idFromName: (name: string) => ({ name, toString: () => name }),
    get: (id: { name: string }) => ({
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        objectTally.requests++;
        return open(id.name).instance.fetch(new Request(input, init));
      },
    }),
    /** Runs every pending alarm now (the roll-up), as the runtime would when their time comes. */
    async fireAlarms(): Promise<number> {
      let fired = 0;
      for (const entry of objects.values()) {
        if (entry.alarm === null || !entry.instance.alarm) continue;
        entry.alarm = null;
        await entry.instance.alarm();
        fired++;
      }
      return fired;
    },
  };
}
