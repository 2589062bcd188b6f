// `npm run bench`: builds the app, serves it from a fresh seeded local state,
// fetches the main pages and prints, for each, the HTML, CSS and JavaScript it
// loads (raw and gzip -9 bytes) next to DESIGN.md's budgets, and how much of
// the HTML (gzip) comes before the page's first eagerly loaded image, its LCP
// candidate (or its h1 when it has no such image): the part that should
// arrive in the first 14 KB.
// It also prints the size of the production Worker (raw and gzip) as
// `wrangler deploy --dry-run` bundles it, against the free plan's 3 MB.
// `npm run bench -- --large 100000` first adds that many ads, and both forms
// accept `--timings` to print each page's median response time on loopback
// (wrangler dev's proxy included: compare runs, not absolute numbers), as
// rendered by the Worker (`Cache-Control: no-cache` passes the edge cache by)
// and as answered from the edge cache. `--large N --timings` times the pages
// at seed size first, then adds the ads and times them again in the same run,
// and prints the ratio (issue 13: at most 1.5x for home, listing, search and ad).
// `npm run bench -- --lighthouse` then runs Lighthouse mobile on each visitor
// page in Arabic and English beside its scripts-removed HTML (lighthouse.ts);
// `--pages home,ad`, `--lng en` and `--runs 5` narrow or widen it.
// `npm run bench -- --cpu` prints the server CPU of each visitor page,
// anonymous and signed in, beside the shell's (cpu.ts; issue 17).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildProductionBundle, FREE_PLAN_GZIP_LIMIT } from "./bundle";
import { runLighthouse } from "./lighthouse";
import { argValue, hasFlag, offlineEnv, run } from "./run";

const port = Number(process.env.BENCH_PORT ?? 8790);
const base = `http://127.0.0.1:${port}`;
const budgets = { html: 30 * 1024, fold: 14 * 1024, css: 15 * 1024, js: 100 * 1024 };

const lighthouseMode = hasFlag("--lighthouse");
// Lighthouse loads the pages through the bench's front on the next port (see lighthouse.ts).
const frontPort = Number(process.env.BENCH_FRONT_PORT ?? port + 1);

const state = ".wrangler/bench";
const large = argValue("--large");
await run("npx", ["remix", "build"]);
const bundleDir = mkdtempSync(join(tmpdir(), "souq-bench-bundle-"));
const bundle = await buildProductionBundle(bundleDir);
rmSync(bundleDir, { recursive: true, force: true });
rmSync(state, { recursive: true, force: true });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
await run("npx", ["tsx", ".tools/seed.ts", "--persist", `${state}/v3`]);
const timings = hasFlag("--timings");
/** With --large and --timings, the seed-size timings are taken first, then the ads are added: both in one run. */
const addLarge = () => run("npx", ["tsx", ".tools/seed.ts", "--persist", `${state}/v3`, "--large", "--count", large!]);
if (large && !timings) await addLarge();
let server: ReturnType<typeof spawn> | null = null;
function startServer() {
  server = spawn("npx", ["tsx", ".tools/start.ts", "--no-build", "--no-seed", "--persist-to", state, "--port", String(port)], {
    env: lighthouseMode ? { ...offlineEnv, SITE_URL: `http://127.0.0.1:${frontPort}` } : offlineEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}
const stop = () => {
  if (!server) return;
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  server = null;
};
process.on("exit", stop);

/** Stops the server and waits until its port answers no more. */
async function stopAndWait() {
  stop();
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      await fetch(`${base}/`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

const sizeCache = new Map<string, { raw: number; gzip: number }>();
async function sizeOf(url: string) {
  const known = sizeCache.get(url);
  if (known) return known;
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  sizeCache.set(url, size);
  return size;
}

/** The page's own first link matching a pattern, to find a real ad, trader or post. */
async function firstLink(path: string, pattern: RegExp): Promise<string | null> {
  const html = await (await fetch(`${base}${path}`)).text();
  const match = html.match(pattern);
  return match ? match[0].slice(6, -1) : null;
}

startServer();
await waitForServer();
const pages: Array<[string, string | null]> = [
  ["home", "/"],
  ["categories", "/categories/"],
  ["listing", "/categories/vehicles"],
  ["search", "/categories/search?q=%D8%B4%D9%82%D8%A9"],
  ["ad detail", await firstLink("/categories/vehicles", /href="\/categories\/product\/\d+"/)],
  ["traders", "/account/trader-profiles"],
  ["trader profile", await firstLink("/account/trader-profiles", /href="\/account\/trader2\/\d+"/)],
  ["blog", "/blog/"],
  ["viewer", "/view-pdf/1"],
];

/** The HTML up to the end of the first image that is not lazy, else of the first h1. */
function aboveTheFold(text: string): string {
  const eager = [...text.matchAll(/<img\b[^>]*>/g)].find((m) => !/loading="lazy"/.test(m[0]));
  if (eager) return text.slice(0, eager.index! + eager[0].length);
  const heading = text.indexOf("</h1>");
  return heading >= 0 ? text.slice(0, heading + 5) : text;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(6);
const mark = (value: number, budget: number) => (value <= budget ? "ok" : "OVER");
console.log(
  `\nBudgets (gzip): HTML ${budgets.html / 1024} KB, of which before the first eager image ${budgets.fold / 1024} KB, CSS ${budgets.css / 1024} KB, JS ${budgets.js / 1024} KB\n`,
);
console.log("page            status  HTML raw/gz KB    fold gz KB    CSS raw/gz KB      JS raw/gz KB     verdict");
let over = 0;
for (const [name, path] of pages) {
  if (!path) {
    console.log(`${name.padEnd(15)} (no page found to measure)`);
    continue;
  }
  const response = await fetch(`${base}${path}`);
  const html = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(html);
  const htmlSize = { raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
  const foldSize = gzipSync(new TextEncoder().encode(aboveTheFold(text)), { level: 9 }).length;
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  // The scripts start after the first paint (DeferredScripts): their list is in its starter, `p=[…]`.
  const deferred = text.match(/\bp=(\["\/build\/[^\]]*\])/);
  const js = new Set([
    ...[...text.matchAll(/<link rel="(?:modulepreload|x-module)" href="([^"]+)"/g), ...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...(deferred ? (JSON.parse(deferred[1]) as string[]) : []),
  ]);
  const sum = async (urls: Iterable<string>) => {
    const total = { raw: 0, gzip: 0 };
    for (const url of urls) {
      const size = await sizeOf(new URL(url, base).toString());
      total.raw += size.raw;
      total.gzip += size.gzip;
    }
    return total;
  };
  const cssSize = await sum(css);
  const jsSize = await sum(js);
  const verdicts = [mark(htmlSize.gzip, budgets.html), mark(foldSize, budgets.fold), mark(cssSize.gzip, budgets.css), mark(jsSize.gzip, budgets.js)];
  if (verdicts.includes("OVER")) over++;
  console.log(
    `${name.padEnd(15)} ${String(response.status).padEnd(6)} ${kb(htmlSize.raw)} /${kb(htmlSize.gzip)}      ${kb(foldSize)}    ${kb(cssSize.raw)} /${kb(cssSize.gzip)}    ${kb(jsSize.raw)} /${kb(jsSize.gzip)}    ${verdicts.join(" ")}`,
  );
}
console.log(over ? `\n${over} page(s) over budget.` : "\nEvery measured page is within budget.");
console.log(
  `\nProduction Worker (wrangler deploy --dry-run): ${(bundle.raw / 1024).toFixed(1)} KB raw, ${(bundle.gzip / 1024).toFixed(1)} KB gzip ` +
    `(Workers free plan: ${FREE_PLAN_GZIP_LIMIT / 1024} KB gzip) ${mark(bundle.gzip, FREE_PLAN_GZIP_LIMIT)}`,
);

/**
 * Median response time of each page over 21 requests after 2 warm-ups, with
 * `Cache-Control: no-cache` so the edge cache is passed by (server time), and
 * the same for a second request answered from the edge cache.
 */
async function measure(path: string, headers: Record<string, string>): Promise<{ median: number; min: number }> {
  const times: number[] = [];
  for (let i = 0; i < 23; i++) {
    const start = performance.now();
    await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    if (i >= 2) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0] };
}

async function timePages(): Promise<Map<string, { server: number; cached: number }>> {
  const out = new Map<string, { server: number; cached: number }>();
  for (const [name, path] of pages) {
    if (!path) continue;
    const server = await measure(path, { "Cache-Control": "no-cache" });
    const cached = await measure(path, {});
    out.set(name, { server: server.median, cached: cached.median });
  }
  return out;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
if (timings) {
  const small = await timePages();
  if (!large) {
    console.log("\nMedian response time (21 requests after 2 warm-ups), rendered by the Worker and answered from the edge cache:");
    for (const [name, t] of small) console.log(`${name.padEnd(15)} ${ms(t.server)}   cached ${ms(t.cached)}`);
  } else {
    stop();
    await stopAndWait();
    await addLarge();
    startServer();
    await waitForServer();
    const big = await timePages();
    // The pages issue 13 holds to 1.5x the seed-size time at 100,000 ads.
    const held = new Set(["home", "listing", "search", "ad detail"]);
    console.log(`\nMedian server time (21 requests after 2 warm-ups, edge cache passed by): seed size, then with ${large} extra ads, in one run`);
    console.log("page             seed size      large     ratio   cached (large)");
    let slow = 0;
    for (const [name, t] of small) {
      const b = big.get(name);
      if (!b) continue;
      const ratio = b.server / t.server;
      const verdict = held.has(name) ? (ratio <= 1.5 ? "ok" : "OVER 1.5x") : "";
      if (verdict.startsWith("OVER")) slow++;
      console.log(`${name.padEnd(15)} ${ms(t.server)} ${ms(b.server)}   ${ratio.toFixed(2).padStart(5)}x   ${ms(b.cached)}   ${verdict}`);
    }
    console.log(slow ? `\n${slow} page(s) over 1.5x at scale.` : "\nHome, listing, search and ad pages stay within 1.5x at scale.");
  }
}
/** The visitor pages issues 13 and 17 hold to their budgets. */
async function visitorPages(): Promise<Array<[string, string | null | undefined]>> {
  const blogPost = await firstLink("/blog/", /href="\/blog\/\d+"/);
  const byName = new Map(pages);
  return [
    ["home", "/"],
    ["listing", byName.get("listing")],
    ["search", byName.get("search")],
    ["ad", byName.get("ad detail")],
    ["traders", byName.get("traders")],
    ["trader profile", byName.get("trader profile")],
    ["blog post", blogPost],
    ["flipbook", byName.get("viewer")],
  ];
}
if (hasFlag("--cpu")) {
  // Server CPU per page (cpu.ts), on the same seeded state, in a process of its own.
  const measured = (await visitorPages()).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const top = argValue("--top");
  const profile = top ? ["--top", top, ...(hasFlag("--signed") ? ["--signed"] : [])] : [];
  const requests = argValue("--requests");
  const count = requests ? ["--requests", requests] : [];
  await run("npx", ["tsx", ".tools/cpu.ts", "--persist", `${state}/v3`, "--pages", JSON.stringify(measured), ...profile, ...count], { env: offlineEnv });
}
if (lighthouseMode) {
  const visitor = await visitorPages();
  const only = argValue("--pages")?.split(",");
  const chosen = visitor.filter(([name]) => !only || only.includes(name.replace(" ", "-"))) as Array<[string, string]>;
  for (const [name, path] of chosen) if (!path) throw new Error(`no ${name} page found to measure`);
  await runLighthouse({
    workerBase: base,
    frontPort,
    pages: chosen,
    runs: Number(argValue("--runs", "3")),
    languages: argValue("--lng", "ar,en")!.split(","),
  });
}
stop();
process.exit(0);
