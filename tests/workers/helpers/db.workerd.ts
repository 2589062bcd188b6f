/// <reference types="@cloudflare/vitest-plugin/types" />
// createTestEnv inside workerd (the "workerd" vitest project, through
// @cloudflare/vitest-plugin): the pool's own D1 and R2, with every
// migration applied by its D1 helpers. The pool gives each test file storage
// of its own, so a file starts from an empty database as with the Node helper.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { TestEnv } from "./db";

export async function createTestEnv(): Promise<TestEnv> {
  const bindings = env as unknown as TestEnv["env"] & { TEST_MIGRATIONS: D1Migration[] };
  await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
  return { env: { ...bindings, MESSAGE_LINES: undefined }, dispose: async () => {} };
}
