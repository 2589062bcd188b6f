// Issue 17: the server CPU a page costs, as `npm run bench -- --cpu` prints it.
//
// The production Worker bundle (build/index.js, what `wrangler deploy` uploads
// with its dependencies bundled in) is imported into this Node process with
// the bindings of wrangler's getPlatformProxy over the bench's seeded local
// state, and each page is requested from its `fetch` directly (no HTTP, no
// wrangler dev in between) under V8's sampling profiler. A request's CPU is
// the self time of the bundle's own functions while it ran: the local D1 and
// R2 proxies, Node's module loader and the garbage collector are left out
// (on Cloudflare those are the runtime's, not the Worker's, time), and so is
// this script. Three warm-up requests per page are not counted; then
// REQUESTS rounds profile one request of every page each, one by one, and a
// page's figure is the mean of its requests with the highest and lowest
// tenth left out (a plain mean let a request that met a collection or the
// machine's page faults move a page's figure by a third from run to run; a
// median moved in whole samples; rounds put a slower spell of the machine on
// every page alike). The shell (the 404 page: root, header and footer with no route data)
// and a plain text route (robots.txt) are measured beside the pages in the
// same run, and every page and the shell once more with a signed-in session
// cookie (a signed-in page is compared with the signed-in shell). Where the
// machine allows it (Linux, two cores or more, root or CAP_SYS_NICE), the
// thread that runs the bundle has a core to itself and the profiler's
// sampling thread real-time priority, so no sample is put off while workerd
// answers a binding (isolateMainThread, prioritiseSampler).
//
//   npx tsx .tools/cpu.ts --persist .wrangler/bench/v3 --pages '[["home","/"],…]'
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getPlatformProxy } from "wrangler";
import { argValue } from "./run";

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface WorkerModule {
  fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>;
}

// Forty: on a 2-core virtual machine a median of twenty still moved a page by
// half a millisecond from run to run (the profiler misses samples while the
// machine takes the core away).
const REQUESTS = Number(argValue("--requests", "40"));
const WARM_UPS = 3;
const base = "http://127.0.0.1:8790";
const persist = argValue("--persist", ".wrangler/bench/v3")!;
const pages = JSON.parse(argValue("--pages", '[["home","/"]]')!) as Array<[string, string]>;
/** `--top home` also prints where that page's time goes: the bundle's functions with the most self time (`--signed`: signed in). */
const topOf = argValue("--top");
const topSignedIn = process.argv.includes("--signed");
/** `--dump file.json` writes every profile (bundle URL, shell, pages) to compare pages function by function. */
const dumpTo = argValue("--dump");

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
const proxy = await getPlatformProxy<Record<string, unknown>>({ configPath: "wrangler.toml", persist: { path: persist } });
// The edge cache and anything else that reads `caches` see the local Cache API.
Object.assign(globalThis, { caches: proxy.caches });
const secret = readFileSync(".dev.vars", "utf8").match(/^SESSION_SECRET=(.+)$/m)?.[1];
const env = { ...proxy.env, SITE_URL: base, APP_ENV: "development", PAYMENT_PROVIDER: "sandbox", ...(secret ? { SESSION_SECRET: secret } : {}) };
// Node's Request wants `duplex: "half"` for a streamed body (workerd does not):
// the Worker re-wraps posted bodies (body-limit.server.ts).
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.body ? ({ duplex: "half", ...init } as RequestInit) : init);
  }
} as typeof Request;
const bundle = resolve("build/index.js");
const bundleUrl = pathToFileURL(bundle).href;
const worker = (await import(bundleUrl)).default as WorkerModule;

const background: Promise<unknown>[] = [];
const ctx = { waitUntil: (promise: Promise<unknown>) => void background.push(promise.catch(() => undefined)), passThroughOnException() {} };

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // Past the edge cache: the page is rendered.
  headers.set("Cache-Control", "no-cache");
  headers.set("Accept-Language", "ar");
  const response = await worker.fetch(new Request(`${base}${path}`, { ...init, headers, redirect: "manual" }), env, ctx);
  await response.arrayBuffer();
  await Promise.all(background.splice(0));
  return response;
}

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });

/**
 * The bundle's own samples in one profile, and every gap between samples. A
 * request's CPU is its samples times the run's sampling interval (the median
 * gap over every profile of the run), not the sum of its gaps: a gap also
 * holds any time the machine took the core away (a virtual machine's stolen
 * time), which is not the Worker's CPU; and one interval for the whole run
 * keeps a request whose samples came unevenly from moving by more than its
 * samples.
 */
function ownSamples(profile: Profile): { samples: number; own: Set<number> } {
  const own = new Set(profile.nodes.filter((node) => node.callFrame.url === bundleUrl || node.callFrame.url === bundle).map((node) => node.id));
  return { samples: profile.samples.filter((id) => own.has(id)).length, own };
}
const gaps: number[] = [];

/**
 * Gives V8's sampling thread (started anew by each `Profiler.start`) real-time
 * priority, so it takes its samples on time while the machine is busy: with an
 * ordinary priority it was put off for one to four milliseconds at a time
 * right after a binding call (workerd and the D1 proxy then busy on both
 * cores), and one shell request got anywhere from 0 to 40 of the bundle's
 * samples. Needs root or CAP_SYS_NICE; returns why not.
 */
function prioritiseSampler(): string | null {
  try {
    const sampler = readdirSync("/proc/self/task").find((task) => readFileSync(`/proc/self/task/${task}/comm`, "utf8").trim() === "v8:ProfEvntProc");
    if (!sampler) return "no sampling thread found";
    execFileSync("chrt", ["-f", "-p", "1", sampler], { stdio: "ignore" });
    return null;
  } catch (error) {
    return (error as Error).message.split("\n")[0];
  }
}

/** The CPUs this process may run on, from `taskset -cp` ("… current affinity list: 0,2-3"). */
function allowedCpus(): number[] {
  const list = execFileSync("taskset", ["-cp", String(process.pid)], { encoding: "utf8" })
    .split(":")
    .pop()!
    .trim();
  return list.split(",").flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

/** Every process started by this one (workerd, esbuild), children first found first. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep answers 1 when there are none.
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/**
 * Gives the thread that runs the bundle a core of its own: this process's
 * main thread stays on the first allowed CPU, and its other threads (the D1
 * proxy's worker) and every process it started (workerd, which answers the
 * bindings) move to the others. Without it, workerd and the proxy worked on
 * the same two cores while the bundle ran right after a binding call, and the
 * profiler's samples stopped for milliseconds at a time. Returns why not,
 * when it could not (one core, no `taskset`).
 */
function isolateMainThread(): string | null {
  try {
    const [main, ...others] = allowedCpus();
    if (others.length === 0) return "one core";
    const rest = others.join(",");
    for (const task of readdirSync("/proc/self/task").map(Number))
      execFileSync("taskset", ["-cp", task === process.pid ? String(main) : rest, String(task)], { stdio: "ignore" });
    for (const child of descendants(process.pid)) execFileSync("taskset", ["-acp", rest, String(child)], { stdio: "ignore" });
    return null;
  } catch (error) {
    return (error as Error).message.split("\n")[0];
  }
}

interface Target {
  path: string;
  cookie?: string;
  /** The bundle's own samples in each profiled request. */
  each: number[];
  profiles: Profile[];
  status: number;
}

/**
 * Profiles one request after another, a round at a time over every target
 * (each page anonymous and signed in, the shell and the text route), so a
 * slower spell of the machine falls on all of them alike; each request is
 * profiled on its own.
 */
async function measure(targets: Target[]): Promise<{ alone: string | null; unprioritised: string | null }> {
  for (const target of targets)
    for (let i = 0; i < WARM_UPS; i++) target.status = (await request(target.path, target.cookie ? { headers: { Cookie: target.cookie } } : {})).status;
  // Why the bundle's thread or the sampling thread could not be set as above, if they could not.
  const alone = isolateMainThread();
  let unprioritised: string | null = null;
  for (let round = 0; round < REQUESTS; round++) {
    for (const target of targets) {
      await session.post("Profiler.start");
      unprioritised = prioritiseSampler() ?? unprioritised;
      await request(target.path, target.cookie ? { headers: { Cookie: target.cookie } } : {});
      const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
      target.each.push(ownSamples(profile).samples);
      for (const gap of profile.timeDeltas) gaps.push(gap);
      if (dumpTo || (topOf && Boolean(target.cookie) === topSignedIn && pages.some(([name, pagePath]) => name === topOf && pagePath === target.path)))
        target.profiles.push(profile);
    }
  }
  return { alone, unprioritised };
}

/**
 * A target's figure in ms: the mean of its requests' samples with the
 * highest and lowest tenth left out (a request that met a collection or the
 * machine's page faults does not move it), times the run's interval. A
 * request holds only ten to thirty samples, so a median moved in whole
 * samples (a tenth of a millisecond or more); the trimmed mean does not.
 */
function figureMs(target: Target): number {
  const each = [...target.each].sort((x, y) => x - y);
  if (process.env.CPU_DEBUG) console.log(target.path, target.cookie ? "(signed in)" : "", each.join(" "));
  const cut = Math.floor(each.length / 10);
  const kept = each.slice(cut, each.length - cut);
  return ((kept.reduce((sum, samples) => sum + samples, 0) / kept.length) * runInterval()) / 1000;
}

/** The run's sampling interval in µs: the median gap between samples over every profile. */
let interval: number | null = null;
function runInterval(): number {
  if (interval === null) {
    const sorted = [...gaps].sort((x, y) => x - y);
    interval = sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
  return interval;
}

function printTop(profiles: Profile[]) {
  const totals = new Map<string, number>();
  for (const profile of profiles) {
    const { own } = ownSamples(profile);
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      if (!own.has(id)) return;
      const { functionName, lineNumber, columnNumber } = byNode.get(id)!.callFrame;
      const key = `${functionName || "(anonymous)"} ${lineNumber + 1}:${columnNumber + 1}`;
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
    });
  }
  console.log(`\nWhere ${topOf}'s time goes (self ms per request, mean, build/index.js line:column):`);
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(micros / 1000 / profiles.length).toFixed(2).padStart(7)}  ${key}`);
}

/** A session cookie for the seeded verified customer, signed in through the Worker itself. */
async function signedInCookie(): Promise<string | undefined> {
  const body = new URLSearchParams({ phone: "01000000002", password: "customer-pass-123", redirectTo: "/" });
  const response = await worker.fetch(
    new Request(`${base}/auth/signin`, {
      method: "POST",
      body,
      // Node's fetch drops a Host header; Remix compares the Origin with the forwarded host instead.
      headers: { Origin: base, "X-Forwarded-Host": new URL(base).host, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    }),
    env,
    ctx,
  );
  await response.arrayBuffer();
  await Promise.all(background.splice(0));
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  return cookies.length > 0 && response.status >= 300 && response.status < 400 ? cookies.join("; ") : undefined;
}

// Every path a few times first, so no figure carries the JIT's first compiles.
const SHELL = "/souq-bench-no-such-page";
for (let round = 0; round < 5; round++) for (const path of [SHELL, "/robots.txt", ...pages.map(([, path]) => path)]) await request(path);
const cookie = await signedInCookie();
const target = (path: string, signedIn = false): Target => ({ path, cookie: signedIn ? cookie : undefined, each: [], profiles: [], status: 0 });
const shellTarget = target(SHELL);
const signedShellTarget = cookie ? target(SHELL, true) : null;
const textTarget = target("/robots.txt");
const rows = pages.map(([name, path]) => ({ name, anonymous: target(path), signed: cookie ? target(path, true) : null }));
const { alone, unprioritised } = await measure([
  shellTarget,
  ...(signedShellTarget ? [signedShellTarget] : []),
  textTarget,
  ...rows.flatMap((row) => (row.signed ? [row.anonymous, row.signed] : [row.anonymous])),
]);
const shell = figureMs(shellTarget);
/** The shell as the signed-in visitor gets it (their session read, their header): what their pages are compared with. */
const signedShell = signedShellTarget ? figureMs(signedShellTarget) : null;
const ms = (value: number) => value.toFixed(1).padStart(6);
console.log(`\nServer CPU per request: the Worker bundle's own code under V8's profiler, trimmed mean of ${REQUESTS} after ${WARM_UPS} warm-ups`);
console.log(
  `(budget: 8 ms and at most 1.5x the shell; the shell, the 404 page, is ${ms(shell).trim()} ms` +
    `${signedShell !== null ? ` (signed in ${ms(signedShell).trim()} ms)` : ""}; a text route, robots.txt, ${ms(figureMs(textTarget)).trim()} ms)`,
);
const top = rows.find((row) => row.name === topOf);
if (top) printTop(topSignedIn && top.signed ? top.signed.profiles : top.anonymous.profiles);
console.log(
  "page              status  anonymous   signed in    x shell   verdict   (x shell: the larger of anonymous / shell and signed in / signed-in shell)",
);
let over = 0;
for (const { name, anonymous, signed } of rows) {
  const anonymousMs = figureMs(anonymous);
  const signedMs = signed ? figureMs(signed) : null;
  const worst = Math.max(anonymousMs, signedMs ?? 0);
  const ratio = Math.max(anonymousMs / shell, signedMs !== null && signedShell !== null ? signedMs / signedShell : 0);
  const verdict = worst <= 8 && ratio <= 1.5 ? "ok" : `OVER (${[worst > 8 ? "8 ms" : "", ratio > 1.5 ? "1.5x" : ""].filter(Boolean).join(", ")})`;
  if (verdict !== "ok") over++;
  console.log(
    `${name.padEnd(17)} ${String(anonymous.status).padEnd(6)} ${ms(anonymousMs)} ms   ${signedMs !== null ? `${ms(signedMs)} ms` : "     n/a "}   ${ratio.toFixed(2).padStart(5)}x   ${verdict}`,
  );
}
if (dumpTo) {
  const profilesOf = (one: Target | null) => one?.profiles ?? [];
  writeFileSync(
    dumpTo,
    JSON.stringify({
      bundleUrl,
      shell: { anonymous: profilesOf(shellTarget), signed: profilesOf(signedShellTarget) },
      pages: Object.fromEntries(rows.map((row) => [row.name, { anonymous: profilesOf(row.anonymous), signed: profilesOf(row.signed) }])),
    }),
  );
}
if (alone) console.log(`(the bundle's thread could not have a core of its own: ${alone}; other work on its core may be counted as the bundle's)`);
if (unprioritised)
  console.log(
    `(the profiler's sampling thread could not have real-time priority: ${unprioritised}; it misses samples while the machine is busy, so the figures may be low)`,
  );
if (!cookie) console.log("(the seeded customer could not sign in: signed-in figures not measured)");
console.log(over ? `\n${over} page(s) over the CPU budget.` : "\nEvery page is within the CPU budget.");
await session.post("Profiler.disable");
session.disconnect();
await proxy.dispose();
process.exit(0);
