// What the production tests that start `wrangler dev` themselves share.
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A port nothing on loopback listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the server at `base` answers, every 250 ms for at most `attempts` tries; fails at once if it stopped. */
export async function waitForServer(base: string, server: ChildProcess | null, log: () => string, attempts: number): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (server?.exitCode !== null) throw new Error(`wrangler dev stopped:\n${log()}`);
    try {
      await fetch(`${base}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`wrangler dev did not answer:\n${log()}`);
}
