// A fresh, in-memory local D1 and R2 (wrangler's getPlatformProxy with
// persist: false) with every migration in app/db/migrations applied, for tests
// of the features and the platform. Each call gets its own empty database.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getPlatformProxy } from "wrangler";
import type { Env } from "~/server/config.server";

const root = fileURLToPath(new URL("../../..", import.meta.url));
export const migrationsDir = join(root, "app/db/migrations");

/**
 * The statements of a SQL file, split at top-level semicolons: quotes,
 * double-quoted identifiers, -- and block comments are respected, and a
 * CREATE TRIGGER … BEGIN … END; stays whole. Comments are dropped.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  const flush = () => {
    const statement = current.trim();
    if (statement) statements.push(statement);
    current = "";
  };
  const insideTrigger = () => /^\s*CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(current) && !/\bEND\s*$/i.test(current.trim());
  while (i < text.length) {
    const char = text[i];
    const pair = text.slice(i, i + 2);
    if (pair === "--") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (pair === "/*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
      current += " ";
      continue;
    }
    if (char === "'" || char === '"' || char === "`" || char === "[") {
      const close = char === "[" ? "]" : char;
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === close) {
          if (close !== "]" && text[j + 1] === close) {
            j += 2; // doubled quote inside the literal
            continue;
          }
          break;
        }
        j++;
      }
      current += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (char === ";") {
      if (insideTrigger())
        current += ";"; // a statement inside the trigger's body
      else flush();
      i++;
      continue;
    }
    current += char;
    i++;
  }
  flush();
  return statements;
}

/** Migration files in the order wrangler applies them (by name). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

/** Applies every migration to a database, one transaction per file. */
export async function applyMigrations(db: D1Database): Promise<void> {
  for (const name of migrationFiles()) {
    const statements = splitSqlStatements(readFileSync(join(migrationsDir, name), "utf8"));
    if (statements.length === 0) continue;
    try {
      await db.batch(statements.map((statement) => db.prepare(statement)));
    } catch (error) {
      throw new Error(`applying migration ${name} failed: ${String(error)}`);
    }
  }
}

export interface TestEnv {
  env: Env & { DB: D1Database; BUCKET: R2Bucket };
  dispose: () => Promise<void>;
}

export async function createTestEnv(): Promise<TestEnv> {
  process.env.WRANGLER_SEND_METRICS ??= "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
  const proxy = await getPlatformProxy<Env & { DB: D1Database; BUCKET: R2Bucket }>({
    configPath: join(root, "wrangler.toml"),
    persist: false,
  });
  try {
    await applyMigrations(proxy.env.DB);
  } catch (error) {
    await proxy.dispose();
    throw error;
  }
  // getPlatformProxy runs no Worker script, so a Durable Object binding has no
  // class behind it: the modules see none, as code that has no live rooms.
  return { env: { ...proxy.env, MESSAGE_LINES: undefined, AD_COUNTERS: undefined }, dispose: () => proxy.dispose() };
}
