import { defineConfig } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "./e2e/browser";

// The same browser however the suite is started (`npm test` passes the one it resolved in CHROMIUM_PATH).
const executablePath = await resolveChromium();
const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;
const alone = /side-parts\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./.output/results",
  fullyParallel: false,
  workers: 2,
  // One retry: wrangler dev itself now and then leaves a request hanging (seen: a GET /account
  // that never answered, in an otherwise green fresh-clone run). A test that fails twice fails;
  // one that passes on its retry is listed as flaky and counted as passed.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    locale: "ar-EG",
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: alone },
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: alone },
    // Tests that change the server's database from beside it run once the others are done, one at a time.
    { name: "no-js-alone", use: { javaScriptEnabled: false }, testMatch: alone, dependencies: ["no-js", "js"] },
    { name: "js-alone", use: { javaScriptEnabled: true }, testMatch: alone, dependencies: ["no-js-alone"] },
  ],
  webServer: {
    // A separate local state, started fresh and seeded, so tests never touch the developer's data;
    // wrangler dev runs on the next port behind a front that retries one known dev-server drop (server.ts).
    command: `npx tsx tests/e2e/server.ts --fresh --persist-to .wrangler/e2e-${port} --port ${port}${process.env.E2E_NO_BUILD ? " --no-build" : ""}`,
    cwd: "..",
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: { APP_ENV: "test" },
    // server.ts runs wrangler dev in a process group of its own (so it can start it again);
    // a SIGTERM lets it stop that group before it goes.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
