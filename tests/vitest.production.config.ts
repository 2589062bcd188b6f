import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("../app", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));

// The production build check: run after `remix build` (npm test does), never
// with the other projects, which run before the build.
export default defineConfig({
  resolve: { alias: { "~": app } },
  test: {
    name: "production",
    root,
    include: ["tests/production/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
