// The production build check (`npm test` runs it after `npm run build`): the
// Worker bundled by `wrangler deploy --dry-run` from the committed
// wrangler.toml, exactly what a deploy would upload, must fit the Workers
// free plan, carry no development settings, and, served by wrangler dev
// (local, offline) with that configuration and only a SESSION_SECRET given
// for the run, answer 404 on the development-only routes.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProductionBundle, FREE_PLAN_GZIP_LIMIT, type ProductionBundle } from "../../.tools/bundle";
import { capture, offlineEnv } from "../../.tools/run";
import { freePort, waitForServer } from "./local-server";
import { isLoopbackUrl } from "~/server/config.server";

const dir = mkdtempSync(join(tmpdir(), "souq-production-"));
const outdir = join(dir, "bundle");
const state = join(dir, "state");
let bundle: ProductionBundle;
let server: ChildProcess | null = null;
let base = "";
let serverLog = "";

beforeAll(async () => {
  // The bundle and the (local, throwaway) database the production build reads, side by side.
  const [built, migrated] = await Promise.all([
    buildProductionBundle(outdir),
    capture("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]),
  ]);
  bundle = built;
  if (migrated.code !== 0) throw new Error(`migrations failed:\n${migrated.output}`);

  // Only the one secret a deploy must have; --env-file also keeps the developer's .dev.vars out.
  const secrets = join(dir, "secrets.env");
  writeFileSync(secrets, `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      join(outdir, "index.js"),
      "--config",
      "wrangler.toml",
      "--no-bundle",
      "--env-file",
      secrets,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
    ],
    { env: offlineEnv, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  server.stdout!.on("data", (chunk) => (serverLog += chunk));
  server.stderr!.on("data", (chunk) => (serverLog += chunk));
  await waitForServer(base, server, () => serverLog, 120);
});

afterAll(() => {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The variables wrangler prints for the build: `env.NAME ("value")`. */
function printedVars(output: string): Record<string, string> {
  return Object.fromEntries([...output.matchAll(/env\.([A-Z_]+) \("([^"]*)"\)\s+Environment Variable/g)].map((match) => [match[1], match[2]]));
}

describe("the production bundle", () => {
  it("fits the Workers free plan (gzip under 3 MB)", () => {
    console.log(`production bundle: ${(bundle.raw / 1024).toFixed(1)} KB raw, ${(bundle.gzip / 1024).toFixed(1)} KB gzip (${bundle.files.join(", ")})`);
    expect(bundle.gzip).toBeGreaterThan(0);
    expect(bundle.gzip).toBeLessThan(FREE_PLAN_GZIP_LIMIT);
  });

  it("is built with the production configuration and no development variable", () => {
    const vars = printedVars(bundle.output);
    expect(vars.APP_ENV).toBe("production");
    expect(vars.SITE_URL).toMatch(/^https:\/\//);
    expect(isLoopbackUrl(vars.SITE_URL)).toBe(false);
    expect(vars.PAYMENT_PROVIDER).not.toBe("sandbox");
    // Nothing secret is written in the configuration.
    expect(Object.keys(vars)).not.toContain("SESSION_SECRET");
  });
});

describe("the production build, served", () => {
  it("answers pages as production (HSTS)", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("has no mailbox", async () => {
    const response = await fetch(`${base}/dev/mailbox`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("mailbox-list");
  });

  it("has no SMS outbox", async () => {
    const response = await fetch(`${base}/dev/sms`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("sms-list");
  });

  it("has no sandbox checkout and takes no sandbox callback", async () => {
    // A running sandbox would send an anonymous visitor to sign in first (a redirect), not a 404.
    const checkout = await fetch(`${base}/payments/sandbox/1`, { redirect: "manual" });
    expect(checkout.status).toBe(404);
    const callback = await fetch(`${base}/payments/callback/sandbox`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(callback.status).toBe(404);
    expect(await callback.json()).toMatchObject({ ok: false, outcome: "unavailable" });
  });

  // Last, and without a body: in the fresh-clone runs, a request after a refused POST with a body hung
  // on wrangler dev until its timeout, although each passed alone.
  it("makes no test accounts (/dev/users)", async () => {
    const response = await fetch(`${base}/dev/users?signIn=1`, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("__session");
    expect(await response.text()).not.toContain('"id"');
  });
});
