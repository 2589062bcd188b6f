// `npm start`: build, apply migrations to the local D1, seed it on first run,
// and serve the site with `wrangler dev` on http://127.0.0.1:8787 (--port N or
// PORT changes the port; SITE_URL sets the site's own address when a front
// serves it on another). Options: --persist-to DIR (a separate local state),
// --fresh (start that state from nothing), --no-build, --no-seed. The
// end-to-end tests start it this way (tests/playwright.config.ts).
//
// wrangler.toml is the production configuration; this run alone switches on
// the development settings with --var: APP_ENV development (APP_ENV=test from
// the end-to-end harness), a loopback SITE_URL and the sandbox payment
// provider (PAYMENT_PROVIDER=paymob to try Paymob with keys in .dev.vars).
import { rmSync } from "node:fs";
import { argValue, buildEnv, capture, ensureDevVars, hasFlag, run } from "./run";

const port = argValue("--port") ?? process.env.PORT ?? "8787";
const persistTo = argValue("--persist-to", ".wrangler/state")!;

ensureDevVars();
if (hasFlag("--fresh")) rmSync(persistTo, { recursive: true, force: true });
if (!hasFlag("--no-build")) await run("npm", ["run", "--silent", "build"], { env: buildEnv });
// wrangler prints the whole migrations table again after each one it applies, with a question it
// answers itself: one line here, and everything it said only when it fails.
const migrations = await capture("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
if (migrations.code !== 0) {
  console.error(migrations.output);
  process.exit(migrations.code);
}
const applied = /About to apply (\d+) migration/.exec(migrations.output)?.[1];
console.log(applied ? `Applied ${applied} migrations to the local database in ${persistTo}.` : `The local database in ${persistTo} is up to date.`);
if (!hasFlag("--no-seed")) await run("npx", ["tsx", ".tools/seed.ts", "--persist", `${persistTo}/v3`]);

const devArgs = [
  "wrangler",
  "dev",
  "--ip",
  "127.0.0.1",
  "--port",
  port,
  "--persist-to",
  persistTo,
  "--show-interactive-dev-session=false",
  // The hourly jobs (wrangler.toml's cron) run when /__scheduled is opened; without this wrangler
  // warns that they are not triggered locally.
  "--test-scheduled",
  "--var",
  `SITE_URL:${process.env.SITE_URL ?? `http://127.0.0.1:${port}`}`,
  "--var",
  `APP_ENV:${process.env.APP_ENV ?? "development"}`,
  "--var",
  `PAYMENT_PROVIDER:${process.env.PAYMENT_PROVIDER ?? "sandbox"}`,
];
console.log(`The hourly jobs (expiring ads, ending featured periods, pruning, orphaned uploads) run when you open http://127.0.0.1:${port}/__scheduled.`);
await run("npx", devArgs);
