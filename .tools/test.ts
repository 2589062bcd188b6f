// `npm test`: lint and type check, then unit and domain tests (vitest), then the build, the production
// build check (vitest, tests/production: the `wrangler deploy --dry-run`
// bundle of the committed wrangler.toml), then the end-to-end tests
// (Playwright, JavaScript off and on) against the built app on wrangler dev.
// Ends with one line, "N passed, N failed[, N skipped]", over every runner. An end-to-end test that
// passed only on its retry is listed as flaky, by name, and counted as failed: it is a bug to find.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { resolveChromium } from "../tests/e2e/browser";
import { buildEnv, offlineEnv, run } from "./run";

// Absolute: Playwright reads a relative report path from its config's folder (tests/), not from here.
const out = resolve("tests/.output");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

async function step(name: string, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    broken = true;
    console.error(`\n${name}: ${(error as Error).message}`);
    return false;
  }
}

/** The parts of Playwright's JSON report read here. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ projectName: string; status: string }> }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

/** "[project] file:line › describe › title" of every test that failed first and passed on its retry. */
function flakyTests(report: PlaywrightReport): string[] {
  const names: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const inner = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === "flaky") names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...inner, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, inner);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/** Adds a vitest JSON report to the totals. */
function countVitest(path: string) {
  if (!existsSync(path)) return;
  const report = JSON.parse(readFileSync(path, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

// Lint (ESLint, Prettier) and the type check first, side by side (each uses one core): a style or type error fails the run.
await Promise.all([step("lint", () => run("npm", ["run", "--silent", "lint"])), step("typecheck", () => run("npm", ["run", "--silent", "typecheck"]))]);
// The Node projects and the workerd project in two vitest runs side by side: one vitest run keeps
// its projects' groups apart when their worker counts differ (the Node module tests go one file at
// a time). Measured on 2 cores: about 110 s one after the other, 70 s together.
const vitestRun = (name: string, projects: string[]) =>
  step(name, () =>
    run("npx", [
      "vitest",
      "run",
      "-c",
      "tests/vitest.config.ts",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}/${name}.json`,
    ]),
  );
await Promise.all([vitestRun("vitest", ["unit", "workers"]), vitestRun("vitest-workerd", ["workerd"])]);
countVitest(`${out}/vitest.json`);
countVitest(`${out}/vitest-workerd.json`);

const chromium = await resolveChromium();
const built = await step("build", () => run("npm", ["run", "--silent", "build"], { env: buildEnv }));
// Only on a fresh build: an older one left in build/ would be checked instead.
if (built) {
  await step("production build check", () =>
    run("npx", [
      "vitest",
      "run",
      "-c",
      "tests/vitest.production.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}/production.json`,
    ]),
  );
  countVitest(`${out}/production.json`);
}
await step("playwright", () =>
  run("npx", ["playwright", "test", "-c", "tests/playwright.config.ts"], {
    env: { ...offlineEnv, CHROMIUM_PATH: chromium, E2E_NO_BUILD: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` },
  }),
);
if (existsSync(`${out}/playwright.json`)) {
  const report = JSON.parse(readFileSync(`${out}/playwright.json`, "utf8")) as PlaywrightReport;
  const flaky = flakyTests(report);
  totals.passed += report.stats?.expected ?? 0;
  totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? flaky.length);
  totals.skipped += report.stats?.skipped ?? 0;
  if (flaky.length) {
    console.error(`\nFlaky: ${flaky.length} end-to-end test${flaky.length === 1 ? "" : "s"} passed only on a retry, counted as failed:`);
    for (const name of flaky) console.error(`  ${name}`);
  }
}

if (broken && totals.failed === 0) totals.failed = 1; // a runner that crashed counts as a failure
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
