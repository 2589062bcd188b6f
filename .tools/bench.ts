// `npm run bench`: builds the app, serves it from a fresh seeded local state,
// fetches the main pages and prints, for each, the HTML, CSS and JavaScript it
// loads (raw and gzip -9 bytes) next to the budgets of docs/performance.md, and how much of
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
// and prints the ratio (at most 1.5x for home, listing, search and ad), then
// page 500 beside page 1, and listings filtered by two attributes beside the
// plain listing, each over many different addresses (attribute-bench.ts).
// `npm run bench -- --lighthouse` then runs Lighthouse mobile on each visitor
// page in Arabic and English beside its scripts-removed HTML, and the 2G/3G
// profile on the home, listing and ad pages (lighthouse.ts); `--pages home,ad`,
// `--lng en`, `--runs 5` and `--bare-runs 3` (the scripts-removed twins) narrow or widen it.
// `npm run bench -- --cpu` prints the server CPU of each visitor page kind over
// many different addresses from the seeded database, each asked once past the
// edge cache, half signed in, beside the 404 shell's (cpu.ts); `--addresses 40` (a kind), `--kinds ad,listing`, `--top ad [--signed]`.
// `npm run bench -- --units` adds, on the same requests and the API's read
// families, D1 rows read, rows written and queries a request, then rows
// written per ad view (counters' roll-up included) and per message, and the
// database's bytes per ad (units.ts); `--views 600`, `--messages 20`.
// `npm run bench -- --risk` prints only the ad check's own CPU per ad post
// over every ad of the labelled risk sets (risk-cpu.ts; no build, no server):
// `--rounds 15`.
// `--state DIR` keeps the bench's database there instead of .wrangler/bench (a
// million ads is gigabytes: keep it outside the worktree), and `--reuse` measures
// what a previous run left in it without seeding again (e.g. `--large 1000000
// --timings --units --state ../large-1m --reuse`).
// BENCH_PORT (default 8790) sets the server's port; with --lighthouse the
// bench's front takes the next one (BENCH_FRONT_PORT).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildProductionBundle, FREE_PLAN_GZIP_LIMIT } from "./bundle";
import { timeAttributeFilters } from "./attribute-bench";
import { runLighthouse } from "./lighthouse";
import { argValue, buildEnv, hasFlag, offlineEnv, run } from "./run";

if (hasFlag("--risk")) {
  // The ad check's CPU needs neither the build nor a server: it runs the check's own code in a process of its own.
  const rounds = argValue("--rounds");
  await run("npx", ["tsx", ".tools/risk-cpu.ts", ...(rounds ? ["--rounds", rounds] : [])]);
  process.exit(0);
}

const port = Number(process.env.BENCH_PORT ?? 8790);
const base = `http://127.0.0.1:${port}`;
const budgets = { html: 30 * 1024, fold: 14 * 1024, css: 15 * 1024, js: 100 * 1024 };

const lighthouseMode = hasFlag("--lighthouse");
// Lighthouse loads the pages through the bench's front on the next port (see lighthouse.ts).
const frontPort = Number(process.env.BENCH_FRONT_PORT ?? port + 1);

// --state DIR keeps the bench's database elsewhere (a million ads is ~2 GB: keep it outside the worktree).
const state = argValue("--state", ".wrangler/bench")!;
const large = argValue("--large");
await run("npm", ["run", "--silent", "build"], { env: buildEnv });
const bundleDir = mkdtempSync(join(tmpdir(), "souq-bench-bundle-"));
const bundle = await buildProductionBundle(bundleDir);
rmSync(bundleDir, { recursive: true, force: true });
// --reuse with --state: the database a previous run left there (its large set included) is measured as it is,
// without seeding it again (a million ads take most of an hour to add on this machine); new migrations are applied.
const reuse = hasFlag("--reuse") && existsSync(join(state, "v3"));
if (!reuse) rmSync(state, { recursive: true, force: true });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
if (!reuse) await run("npx", ["tsx", ".tools/seed.ts", "--persist", `${state}/v3`]);
const timings = hasFlag("--timings");
/** With --large and --timings, the seed-size timings are taken first, then the ads are added: both in one run. */
const addLarge = async () => {
  if (!reuse) await run("npx", ["tsx", ".tools/seed.ts", "--persist", `${state}/v3`, "--large", "--count", large!]);
};
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

/** The text of a script, fetched once. */
const scriptCache = new Map<string, string>();
async function scriptText(url: string): Promise<string> {
  if (!scriptCache.has(url)) scriptCache.set(url, await (await fetch(url)).text());
  return scriptCache.get(url)!;
}

/** Module addresses in `import … from "x.js"`, `import "x.js"` and `export … from "x.js"` (minified or not). */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+?\.m?js)["']/g)].map((m) => m[1]);
/** Module addresses in `import("x.js")`. */
const dynamicImports = (code: string) => [...code.matchAll(/(?:^|[^.\w$])import\(\s*["']([^"'\n]+?\.m?js)["']\s*\)/g)].map((m) => m[1]);

/**
 * The JavaScript a page loads without being navigated away from: its module
 * preloads, its <script src>, what its inline module scripts import (Remix's
 * <Scripts> imports the route modules and then the entry, by `import()`), and
 * every module those import statically, followed through the files. `later`:
 * what that code asks for with a literal `import()` (a part of the page
 * loaded when it is needed), not counted in the page's JavaScript.
 */
async function pageScripts(html: string): Promise<{ loaded: Set<string>; later: Set<string> }> {
  const loaded = new Set<string>();
  const queue: string[] = [];
  const add = (url: string, from = base) => {
    const absolute = new URL(url, from).toString();
    if (loaded.has(absolute)) return;
    loaded.add(absolute);
    queue.push(absolute);
  };
  for (const [link] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = link.match(/\bhref="([^"]+)"/);
    if (href) add(href[1]);
  }
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attributes.match(/\bsrc="([^"]+)"/);
    if (src) add(src[1]);
    else if (/\btype="module"/.test(attributes)) for (const url of [...staticImports(code), ...dynamicImports(code)]) add(url);
  }
  const asked: Array<[string, string]> = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const code = await scriptText(url);
    for (const imported of staticImports(code)) add(imported, url);
    for (const imported of dynamicImports(code)) asked.push([imported, url]);
  }
  const later = new Set<string>();
  const laterQueue = asked.map(([url, from]) => new URL(url, from).toString()).filter((url) => !loaded.has(url));
  while (laterQueue.length > 0) {
    const url = laterQueue.shift()!;
    if (later.has(url) || loaded.has(url)) continue;
    later.add(url);
    for (const imported of staticImports(await scriptText(url))) laterQueue.push(new URL(imported, url).toString());
  }
  return { loaded, later };
}

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
console.log("page            status  HTML raw/gz KB    fold gz KB    CSS raw/gz KB      JS raw/gz KB     verdict        JS later gz KB");
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
  const scripts = await pageScripts(text);
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
  const jsSize = await sum(scripts.loaded);
  const laterSize = await sum(scripts.later);
  const verdicts = [mark(htmlSize.gzip, budgets.html), mark(foldSize, budgets.fold), mark(cssSize.gzip, budgets.css), mark(jsSize.gzip, budgets.js)];
  if (verdicts.includes("OVER")) over++;
  console.log(
    `${name.padEnd(15)} ${String(response.status).padEnd(6)} ${kb(htmlSize.raw)} /${kb(htmlSize.gzip)}      ${kb(foldSize)}    ${kb(cssSize.raw)} /${kb(cssSize.gzip)}    ${kb(jsSize.raw)} /${kb(jsSize.gzip)}    ${verdicts.join(" ").padEnd(14)} ${laterSize.gzip ? kb(laterSize.gzip) : ""}`,
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
  if (!large || reuse) {
    console.log(
      `\nMedian response time (21 requests after 2 warm-ups), rendered by the Worker and answered from the edge cache${reuse ? " (the reused state)" : ""}:`,
    );
    for (const [name, t] of small) console.log(`${name.padEnd(15)} ${ms(t.server)}   cached ${ms(t.cached)}`);
    if (reuse) {
      await timeDeepPages();
      await timeAttributeFilters(base);
      await timeSearches();
    }
  } else {
    stop();
    await stopAndWait();
    await addLarge();
    startServer();
    await waitForServer();
    const big = await timePages();
    // The pages held to 1.5x the seed-size time at 100,000 ads.
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
    await timeDeepPages();
    // Listings filtered by two attributes beside the plain ones (attribute-bench.ts).
    await timeAttributeFilters(base);
    await timeSearches();
  }
}

/**
 * Searches in both scripts (equivalents, Franco-Arabic,
 * slips, "best match"), each beside the plain listing of the same page (no
 * search text): at most 2x.
 */
async function timeSearches() {
  const plainPath = "/categories/search";
  const searches: Array<[string, string]> = [
    ["common word", "شقة"],
    ["common, best", "شقة&sort=best"],
    ["other script", "corolla"],
    ["other, best", "corolla&sort=best"],
    ["slip, best", "كورلا&sort=best"],
    ["franco", "3arabeya"],
    ["two words", "تويوتا كورولا"],
    ["rare word", "قشقاي"],
  ];
  const plain = await measure(plainPath, { "Cache-Control": "no-cache" });
  console.log(`\nSearches beside the plain listing (${plainPath}, ${ms(plain.median)}; median server time, edge cache passed by):`);
  let slow = 0;
  for (const [name, query] of searches) {
    const [text, rest] = query.split("&");
    const path = `${plainPath}?q=${encodeURIComponent(text)}${rest ? `&${rest}` : ""}`;
    const time = await measure(path, { "Cache-Control": "no-cache" });
    const ratio = time.median / plain.median;
    if (ratio > 2) slow++;
    console.log(`${name.padEnd(15)} ${ms(time.median)}   ${ratio.toFixed(2).padStart(5)}x   ${ratio <= 2 ? "ok" : "OVER 2x"}   ${decodeURIComponent(path)}`);
  }
  console.log(slow ? `${slow} search(es) over 2x the plain listing.` : "Every search within 2x the plain listing.");
}

/**
 * Page 500 of the listing and the search, reached as a
 * visitor does, by a page link (its bookmark of the previous page's last ad:
 * keyset paging), timed beside page 1 of the same address (at most 1.5x).
 */
async function timeDeepPages() {
  const deep = 500;
  console.log(`\nPage ${deep} by its page link, beside page 1 (median server time, edge cache passed by):`);
  let slow = 0;
  for (const [name, path] of pages.filter(([page]) => page === "listing" || page === "search")) {
    if (!path) continue;
    // Page 499 asked by its number (counted past, once), then its "next" link as the page writes it.
    const html = await (await fetch(`${base}${path}${path.includes("?") ? "&" : "?"}page=${deep - 1}`, { headers: { "Cache-Control": "no-cache" } })).text();
    const next = html.match(/<a [^>]*rel="next"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*rel="next"/);
    const link = next ? (next[1] ?? next[2]).replaceAll("&amp;", "&") : null;
    if (!link || !/[?&]after=/.test(link)) {
      console.log(`${name.padEnd(15)} (fewer than ${deep} pages)`);
      continue;
    }
    const first = await measure(path, { "Cache-Control": "no-cache" });
    const far = await measure(link, { "Cache-Control": "no-cache" });
    const ratio = far.median / first.median;
    if (ratio > 1.5) slow++;
    console.log(
      `${name.padEnd(15)} page 1 ${ms(first.median)}   page ${deep} ${ms(far.median)}   ${ratio.toFixed(2).padStart(5)}x   ${ratio <= 1.5 ? "ok" : "OVER 1.5x"}   ${link}`,
    );
  }
  if (slow) console.log(`${slow} deep page(s) over 1.5x page 1.`);
}
/** The visitor pages Lighthouse measures. */
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
if (hasFlag("--cpu") || hasFlag("--units")) {
  // Server CPU per page kind (cpu.ts), on the same seeded state, in a process of its own:
  // it reads its addresses from that state's database.
  const passed = ["--addresses", "--kinds", "--accounts", "--warm-ups", "--seed", "--top", "--dump", "--views", "--messages"].flatMap((flag) => {
    const value = argValue(flag);
    return value ? [flag, value] : [];
  });
  await run(
    "npx",
    ["tsx", ".tools/cpu.ts", "--persist", `${state}/v3`, ...passed, ...(hasFlag("--signed") ? ["--signed"] : []), ...(hasFlag("--units") ? ["--units"] : [])],
    {
      env: offlineEnv,
    },
  );
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
    bareRuns: Number(argValue("--bare-runs", "2")),
    languages: argValue("--lng", "ar,en")!.split(","),
  });
}
stop();
process.exit(0);
