import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("../app", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));
const migrations = fileURLToPath(new URL("../app/db/migrations", import.meta.url));

// The production build check: run after `npm run build` (npm test does), never
// with the other projects, which run before the build. Two projects: the
// bundle and wrangler from Node, and the bundle itself inside workerd, called
// with bindings a test may wrap (the database faults of tests/production/outage.workerd.test.ts).
export default defineConfig({
  resolve: { alias: { "~": app } },
  test: {
    projects: [
      {
        resolve: { alias: { "~": app } },
        test: {
          name: "production",
          root,
          include: ["tests/production/**/*.test.ts"],
          exclude: ["tests/production/**/*.workerd.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            miniflare: {
              compatibilityDate: "2026-04-01",
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: ["DB"],
              r2Buckets: ["BUCKET"],
              bindings: { TEST_MIGRATIONS: await readD1Migrations(migrations) },
            },
          })),
        ],
        resolve: { alias: { "~": app } },
        test: {
          name: "production-workerd",
          root,
          include: ["tests/production/**/*.workerd.test.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
