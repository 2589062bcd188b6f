// Small helpers for the command-line scripts (Node only, never bundled).
import { spawn, type SpawnOptions } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

/** Keeps wrangler off the network: no metrics, no Cloudflare lookups. */
export const offlineEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
};

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

/** Local secrets live in .dev.vars (never committed); the first start makes them. */
export function ensureDevVars(path = ".dev.vars"): void {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  if (/^SESSION_SECRET=.{32,}$/m.test(current)) return;
  const line = `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(path, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  console.log(`Created ${path} with a random SESSION_SECRET.`);
}

export function argValue(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index >= 0 && process.argv[index + 1]) return process.argv[index + 1];
  return fallback;
}

export const hasFlag = (name: string) => process.argv.includes(name);
