import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("../app", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));
const migrations = fileURLToPath(new URL("../app/db/migrations", import.meta.url));

/**
 * Module tests that run inside workerd, as the Worker does. The others still
 * need Node: a local HTTP server standing in for a provider (mail, Paymob,
 * Supabase), the built bundle, files on disk or sharp.
 */
const inWorkerd = [
  "tests/workers/account-security.test.ts",
  "tests/workers/ad-detail.test.ts",
  "tests/workers/ad-stats.test.ts",
  "tests/workers/archive.test.ts",
  "tests/workers/admin.test.ts",
  "tests/workers/admin-attributes.test.ts",
  "tests/workers/api-attributes.test.ts",
  "tests/workers/api-idempotency.test.ts",
  "tests/workers/api-input.test.ts",
  "tests/workers/api-messaging.test.ts",
  "tests/workers/api-request.test.ts",
  "tests/workers/api-routes.test.ts",
  "tests/workers/api-tokens.test.ts",
  "tests/workers/attribute-filters.test.ts",
  "tests/workers/ad-values.test.ts",
  "tests/workers/auth-use-cases.test.ts",
  "tests/workers/bumps.test.ts",
  "tests/workers/db-session.test.ts",
  "tests/workers/dev-tools.test.ts",
  "tests/workers/double-submit.test.ts",
  "tests/workers/edge-cache.test.ts",
  "tests/workers/favourites.test.ts",
  "tests/workers/filter-combinations.test.ts",
  "tests/workers/housekeeping.test.ts",
  "tests/workers/jobs.test.ts",
  "tests/workers/reindex.test.ts",
  "tests/workers/list-combinations.test.ts",
  "tests/workers/deep-paging.test.ts",
  "tests/workers/best-match-paging.test.ts",
  "tests/workers/filter-walk.test.ts",
  "tests/workers/attribute-walk.test.ts",
  "tests/workers/price-ties.test.ts",
  "tests/workers/listing.test.ts",
  "tests/workers/live-doors.test.ts",
  "tests/workers/messaging.test.ts",
  "tests/workers/moderation.test.ts",
  "tests/workers/nothing-lost.test.ts",
  "tests/workers/orders.test.ts",
  "tests/workers/orphaned-uploads.test.ts",
  "tests/workers/packs.test.ts",
  "tests/workers/payments.test.ts",
  "tests/workers/photo-backfill.test.ts",
  "tests/workers/phone-verification.test.ts",
  "tests/workers/query-plans.test.ts",
  "tests/workers/rate-limit.test.ts",
  "tests/workers/ratings.test.ts",
  "tests/workers/risk-blind.test.ts",
  "tests/workers/risk-second-blind.test.ts",
  "tests/workers/risk-third-blind.test.ts",
  "tests/workers/risk-fourth-blind.test.ts",
  "tests/workers/risk-fifth-blind.test.ts",
  "tests/workers/risk-sixth-blind.test.ts",
  "tests/workers/risk-seventh-blind.test.ts",
  "tests/workers/risk-eighth-blind.test.ts",
  "tests/workers/risk-ninth-blind.test.ts",
  "tests/workers/risk-tenth-blind.test.ts",
  "tests/workers/risk-eleventh-blind.test.ts",
  "tests/workers/risk-twelfth-blind.test.ts",
  "tests/workers/risk-thirteenth-blind.test.ts",
  "tests/workers/risk-fourteenth-blind.test.ts",
  "tests/workers/risk-fifteenth-blind.test.ts",
  "tests/workers/risk-sixteenth-blind.test.ts",
  "tests/workers/risk-fresh.test.ts",
  "tests/workers/risk-holdout.test.ts",
  "tests/workers/risk-labelled.test.ts",
  "tests/workers/scam-holdout.test.ts",
  "tests/workers/search-blind.test.ts",
  "tests/workers/search-second-blind.test.ts",
  "tests/workers/search-third-blind.test.ts",
  "tests/workers/search-fourth-blind.test.ts",
  "tests/workers/search-fifth-blind.test.ts",
  "tests/workers/search-fresh.test.ts",
  "tests/workers/search-holdout.test.ts",
  "tests/workers/search-quality.test.ts",
  "tests/workers/search-set.test.ts",
  "tests/workers/signin-codes.test.ts",
  "tests/workers/traders.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": app } },
  test: {
    root,
    projects: [
      {
        resolve: { alias: { "~": app } },
        // Runs before the workers project (vitest wants groups apart when their worker counts differ).
        test: {
          name: "unit",
          root,
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Features and platform against a real local D1 and R2 (wrangler's getPlatformProxy), for the files that need Node.
        resolve: { alias: { "~": app } },
        test: {
          name: "workers",
          root,
          include: ["tests/workers/**/*.test.ts"],
          exclude: inWorkerd,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: with two, miniflare's synchronous proxy (D1's prepare()) once
          // received another request's answer (fetch-sync "message?.id === id") and failed a file.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The same tests' helper, inside workerd: the pool's D1 and R2 with the real migrations.
        plugins: [
          cloudflareTest(async () => ({
            // Exports messaging's Durable Object (MESSAGE_LINES) for the socket tests, and the ad counters' (AD_COUNTERS).
            main: fileURLToPath(new URL("./workers/helpers/line-worker.ts", import.meta.url)),
            miniflare: {
              durableObjects: { MESSAGE_LINES: "MessageLine", AD_COUNTERS: { className: "AdCounter", useSQLite: true } },
              compatibilityDate: "2026-04-01",
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: ["DB"],
              r2Buckets: ["BUCKET"],
              // The Images binding as wrangler runs it locally (sharp, in the pool's Node side): photo hashes in workerd.
              images: { binding: "IMAGES" },
              // FC_SEED: another seed for the generated tests (filter-combinations.test.ts), from the shell.
              bindings: { TEST_MIGRATIONS: await readD1Migrations(migrations), FC_SEED: process.env.FC_SEED ?? "" },
            },
          })),
        ],
        resolve: {
          alias: [
            { find: /^\.\/helpers\/db$/, replacement: fileURLToPath(new URL("./workers/helpers/db.workerd.ts", import.meta.url)) },
            { find: "~", replacement: app },
          ],
        },
        test: {
          name: "workerd",
          root,
          include: inWorkerd,
          testTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
