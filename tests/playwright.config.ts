import { defineConfig } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "./e2e/browser";

// The same browser however the suite is started (`npm test` passes the one it resolved in CHROMIUM_PATH).
const executablePath = await resolveChromium();
const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;
const alone = /(side-parts|outage)\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./.output/results",
  fullyParallel: false,
  workers: 2,
  // A test that passes only on its retry is a bug (in the test or in the app): the retry is there to
  // tell such a test from one that fails every time. It is reported as flaky, by name, and fails the
  // run (failOnFlakyTests here, and .tools/test.ts counts it as failed).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    locale: "ar-EG",
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
    // The service worker (app/sw, built into public/sw-<hash>.js) is tested by offline.spec.ts, which allows it. Elsewhere it is
    // blocked: page.route does not see the requests of a page a service worker controls, and every
    // fresh context would install it again.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: alone },
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: alone },
    // Tests that change or lock the server's database from beside it run once the others are done, one at a time.
    // Playwright runs a dependency project whole, whatever the filter: run this file alone with
    // --no-deps --workers 1 (the two projects must not rename the same table at once).
    // One file at a time within them too: one renames tables, the other locks the database.
    { name: "no-js-alone", use: { javaScriptEnabled: false }, testMatch: alone, dependencies: ["no-js", "js"], workers: 1 },
    { name: "js-alone", use: { javaScriptEnabled: true }, testMatch: alone, dependencies: ["no-js-alone"], workers: 1 },
  ],
  webServer: {
    // `npm start`, as a person runs it, on a local state of its own (one per port), started fresh and
    // seeded, so tests never touch the developer's data. Playwright does not notice when this
    // process stops during the run: every test checks that it still answers (tests/e2e/test.ts).
    command: `npm start --silent -- --persist-to .wrangler/e2e-${port} --fresh --port ${port}${process.env.E2E_NO_BUILD ? " --no-build" : ""}`,
    cwd: "..",
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: { APP_ENV: "test", SITE_URL: baseURL },
    // npm, tsx, wrangler and workerd share the process group Playwright starts; a SIGTERM lets
    // wrangler dev stop workerd and close its state before they go.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
