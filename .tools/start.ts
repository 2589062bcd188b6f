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
import { argValue, buildEnv, ensureDevVars, hasFlag, run } from "./run";

const port = argValue("--port") ?? process.env.PORT ?? "8787";
const persistTo = argValue("--persist-to", ".wrangler/state")!;

ensureDevVars();
if (hasFlag("--fresh")) rmSync(persistTo, { recursive: true, force: true });
if (!hasFlag("--no-build")) await run("npx", ["remix", "build"], { env: buildEnv });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
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
  "--var",
  `SITE_URL:${process.env.SITE_URL ?? `http://127.0.0.1:${port}`}`,
  "--var",
  `APP_ENV:${process.env.APP_ENV ?? "development"}`,
  "--var",
  `PAYMENT_PROVIDER:${process.env.PAYMENT_PROVIDER ?? "sandbox"}`,
];
await run("npx", devArgs);
