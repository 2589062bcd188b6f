// Small helpers for the command-line scripts (Node only, never bundled).
import { spawn, type SpawnOptions } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { PlatformProxy } from "wrangler";

/** Keeps wrangler off the network: no metrics, no Cloudflare lookups. */
export const offlineEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
};

/**
 * For `remix build`. The Remix CLI loads its Vite plugin's modules even for the classic compiler,
 * and one of them (vite-node) `require`s Vite, whose CommonJS entry then warns that Vite's CJS API
 * is deprecated: a warning about the CLI's own loading, not about this project, which builds with
 * the classic compiler and has no Vite configuration. VITE_CJS_IGNORE_WARNING is Vite's documented
 * switch for that warning (vite.dev/guide/troubleshooting#vite-cjs-node-api-deprecated).
 */
export const buildEnv: NodeJS.ProcessEnv = { ...offlineEnv, VITE_CJS_IGNORE_WARNING: "true" };

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: offlineEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}

/** Runs a command and hands back its exit code, its stdout, and all its output (stdout and stderr), without throwing. */
export function capture(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: offlineEnv, ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let output = "";
    child.stdout!.on("data", (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, output }));
  });
}

/**
 * Local secrets live in .dev.vars (never committed); the first start makes them: a random
 * SESSION_SECRET, and a VAPID key pair of this machine's own so that Web Push works locally
 * (features/push). A VAPID line already there, even empty (push switched off), is left alone.
 */
export function ensureDevVars(path = ".dev.vars"): void {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const lines: string[] = [];
  if (!/^SESSION_SECRET=.{32,}$/m.test(current)) lines.push(`SESSION_SECRET=${randomBytes(32).toString("hex")}`);
  if (!/^VAPID_(PUBLIC|PRIVATE)_KEY=/m.test(current)) {
    const keys = vapidKeyPair();
    lines.push(`VAPID_PUBLIC_KEY=${keys.publicKey}`, `VAPID_PRIVATE_KEY=${keys.privateKey}`);
  }
  if (lines.length === 0) return;
  writeFileSync(path, current + (current && !current.endsWith("\n") ? "\n" : "") + lines.map((line) => `${line}\n`).join(""));
  console.log(`Added ${lines.map((line) => line.split("=")[0]).join(", ")} to ${path}.`);
}

/** A VAPID key pair (RFC 8292): a P-256 key, the public one as its uncompressed point and the private one as its scalar, base64url. */
export function vapidKeyPair(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d! };
}

export function argValue(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index >= 0 && process.argv[index + 1]) return process.argv[index + 1];
  return fallback;
}

export const hasFlag = (name: string) => process.argv.includes(name);

/**
 * The local D1 and R2 under `persistTo` (a `.wrangler/…/v3` folder), through wrangler's platform
 * proxy, for scripts and tests that read or write storage beside `wrangler dev`. The proxy runs no
 * Worker, so given wrangler.toml as a whole it warns about the Durable Object only the Worker can
 * run (MessageLine "will not work in local development", "is not exported from the worker").
 * It gets a configuration of its own instead, with only the storage bindings, copied from
 * wrangler.toml: the same binding names, database id and bucket name, so the same files on disk.
 */
export async function openLocalStorage<Env = { DB: D1Database; BUCKET: R2Bucket }>(persistTo: string): Promise<PlatformProxy<Env>> {
  Object.assign(process.env, offlineEnv);
  const { experimental_readRawConfig, getPlatformProxy } = await import("wrangler");
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const dir = mkdtempSync(join(tmpdir(), "souq-storage-"));
  const configPath = join(dir, "wrangler.json");
  const storage = {
    name: rawConfig.name,
    compatibility_date: rawConfig.compatibility_date,
    compatibility_flags: rawConfig.compatibility_flags,
    d1_databases: rawConfig.d1_databases,
    r2_buckets: rawConfig.r2_buckets,
  };
  writeFileSync(configPath, JSON.stringify(storage, null, 2));
  try {
    const proxy = await getPlatformProxy<Env>({ configPath, persist: { path: resolve(persistTo) }, remoteBindings: false });
    return {
      ...proxy,
      dispose: async () => {
        await proxy.dispose();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
