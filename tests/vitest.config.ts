import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("../app", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));

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
        // Domain modules against a real local D1 and R2 (wrangler's getPlatformProxy).
        resolve: { alias: { "~": app } },
        test: {
          name: "workers",
          root,
          include: ["tests/workers/**/*.test.ts"],
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
    ],
  },
});
