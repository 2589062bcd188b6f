// When the database fails, Souq degrades instead of failing.
//
// Every query of a request goes through `guardDatabase`: a call that D1
// cannot answer (an error D1 gives when it is unreachable, locked, overloaded
// or reset, or no answer within DATABASE_TIMEOUT_MS) throws the 503 Response
// of `databaseUnavailable()`, and every later call of the same request fails
// at once (a request never waits on a dead database twice). A thrown Response
// is what Remix turns into a route's error boundary with its status, so a
// loader needs no code of its own: the page answers 503 under the site's
// header, in the visitor's language (components/layout/error-content.tsx),
// the root loader serves an anonymous shell (root.tsx), the JSON API its
// envelope (api/envelope.server.ts), the worker adds Retry-After (worker.ts),
// and the edge cache serves its last copy of a page (edge-cache.server.ts).
// Errors that are the query's own (a constraint, a syntax error) stay errors.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunction, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";

/** What features need of a database (as db-session.server's Database). */
type Database = Pick<D1Database, "prepare" | "batch">;

/** How long one database call may take before the request gives up on the database. */
export const DATABASE_TIMEOUT_MS = 3000;

/** What a 503 asks clients to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 30;

/** Marks the 503 this module throws, so it is told from a route's own 503 (and removed before the answer leaves). */
export const UNAVAILABLE_HEADER = "X-Souq-Unavailable";

/** D1's messages for a database it cannot reach or use now (Cloudflare's D1 error list; SQLite's busy and locked). */
const UNAVAILABLE =
  /network connection lost|overloaded|too many requests queued|storage (operation|caused)|exceeded timeout|object to be reset|reset because|transient|cannot resolve d1|internal error|unavailable|database is locked|SQLITE_BUSY|SQLITE_LOCKED|SQLITE_IOERR|disk I\/O error|unable to open database|SQLITE_CANTOPEN/i;

/** Whether an error from a D1 call means the database is unavailable (not that the query was wrong). */
export function isUnavailableError(error: unknown): boolean {
  return error instanceof Error && UNAVAILABLE.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? "")}`);
}

/** The answer to a request that needs the database while it is unavailable (thrown by guarded calls). */
export function databaseUnavailable(): Response {
  return new Response("The database is unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), [UNAVAILABLE_HEADER]: "database" },
  });
}

/** Whether a thrown value is `databaseUnavailable()`'s answer. */
export function isDatabaseUnavailable(error: unknown): error is Response {
  return error instanceof Response && error.status === 503 && error.headers.has(UNAVAILABLE_HEADER);
}

/** One request's view of the database's health. */
export interface DatabaseHealth {
  /** Set once a call found the database unavailable. */
  down: boolean;
}

class Guard {
  constructor(
    readonly health: DatabaseHealth,
    readonly timeoutMs: number,
  ) {}

  async call<T>(work: () => Promise<T>): Promise<T> {
    if (this.health.down) throw databaseUnavailable();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`D1 call unavailable: no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      return await Promise.race([work(), timeout]);
    } catch (error) {
      if (!isUnavailableError(error)) throw error;
      this.health.down = true;
      throw databaseUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A prepared statement whose calls go through the request's guard. */
class GuardedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly guard: Guard,
  ) {}

  bind(...values: unknown[]): GuardedStatement {
    return new GuardedStatement(this.inner.bind(...values), this.guard);
  }

  first<T = unknown>(column?: string): Promise<T | null> {
    return this.guard.call(() => (column === undefined ? this.inner.first<T>() : this.inner.first<T>(column)));
  }

  run<T = unknown>(): Promise<D1Result<T>> {
    return this.guard.call(() => this.inner.run<T>());
  }

  all<T = unknown>(): Promise<D1Result<T>> {
    return this.guard.call(() => this.inner.all<T>());
  }

  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    return this.guard.call(() => (options?.columnNames ? (this.inner.raw<T>({ columnNames: true }) as Promise<unknown>) : this.inner.raw<T>())) as Promise<T[]>;
  }
}

const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
  statement instanceof GuardedStatement ? (statement as unknown as GuardedStatement).inner : statement;

/** The database as a request uses it: every call timed out and classified (see the top of this file). */
export function guardDatabase(db: Database, health: DatabaseHealth = { down: false }, timeoutMs = DATABASE_TIMEOUT_MS): Database {
  const guard = new Guard(health, timeoutMs);
  return {
    prepare: (sql: string) => new GuardedStatement(db.prepare(sql), guard) as unknown as D1PreparedStatement,
    batch: <T = unknown>(statements: D1PreparedStatement[]) => guard.call(() => db.batch<T>(statements.map(unwrap))),
  };
}

/** Fields never sent back into a form (what conform's hideFields takes): any password (password, currentPassword, new_password, …) and codes. */
const isSecretField = (name: string): boolean => /password|^code$/i.test(name);

/**
 * A form's action that keeps the form when the database is unavailable: the
 * answer is a 503 with conform's reply to what was posted (every field as
 * typed, but passwords and codes) and the message above the form, so the
 * page renders the same form filled in. With JavaScript the page's other
 * data stays as it was (single fetch does not reload after a 5xx), the
 * photos chosen included; without it, the page renders again around it.
 * Nothing was written: a guarded write failed before D1 took it, or the
 * batch it was part of was refused whole.
 */
export function keepFormOnOutage<Action extends ActionFunction>(action: Action): Action {
  return (async (args: ActionFunctionArgs) => {
    const { request, context } = args;
    // The action reads the form once; the same FormData is here afterwards.
    let form: Promise<FormData> | undefined;
    const read = request.formData.bind(request);
    Object.defineProperty(request, "formData", { value: () => (form ??= read()) });
    try {
      return await action(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // Read here when the action failed before it read the form (its first call was the session's).
      const formData = await (form ??= read()).catch(() => new FormData());
      const submission = parseWithZod(formData, { schema: z.object({}).passthrough() });
      // Files cannot go back into a page; the browser keeps them chosen where it can (with JavaScript).
      const hideFields = [...formData.entries()].filter(([name, value]) => isSecretField(name) || typeof value !== "string").map(([name]) => name);
      // Without JavaScript the page renders again around this answer; when its own loaders need the database
      // too (an account page), the 503 page shows what was typed with a button to send it again to the same
      // address (kept-form.tsx).
      context.keptForm = {
        multipart: (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data"),
        fields: [...formData.entries()].flatMap(([name, value]) =>
          typeof value === "string" && !hideFields.includes(name) ? [[name, value] as [string, string]] : [],
        ),
      };
      const { t } = context as unknown as { t: (key: string) => unknown };
      const result = submission.reply({ formErrors: [String(t("common:unavailable.form"))], hideFields });
      return data({ result }, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
    }
  }) as Action;
}
