// `npm run bench`: builds the app, serves it from a fresh seeded local state,
// fetches the main pages and prints, for each, the HTML, CSS and JavaScript it
// loads (raw and gzip -9 bytes) next to DESIGN.md's budgets.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { offlineEnv, run } from "./run";

const port = Number(process.env.BENCH_PORT ?? 8790);
const base = `http://127.0.0.1:${port}`;
const budgets = { html: 30 * 1024, css: 15 * 1024, js: 100 * 1024 };

await run("npx", ["remix", "build"]);
const server = spawn("npx", ["tsx", "app/cli/start.ts", "--fresh", "--no-build", "--persist-to", ".wrangler/bench", "--port", String(port)], {
  env: offlineEnv,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stop);

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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(6);
const mark = (value: number, budget: number) => (value <= budget ? "ok" : "OVER");
console.log(`\nBudgets (gzip): HTML ${budgets.html / 1024} KB, CSS ${budgets.css / 1024} KB, JS ${budgets.js / 1024} KB\n`);
console.log("page            status  HTML raw/gz KB     CSS raw/gz KB      JS raw/gz KB     verdict");
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
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set([...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
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
  const verdicts = [mark(htmlSize.gzip, budgets.html), mark(cssSize.gzip, budgets.css), mark(jsSize.gzip, budgets.js)];
  if (verdicts.includes("OVER")) over++;
  console.log(
    `${name.padEnd(15)} ${String(response.status).padEnd(6)} ${kb(htmlSize.raw)} /${kb(htmlSize.gzip)}    ${kb(cssSize.raw)} /${kb(cssSize.gzip)}    ${kb(jsSize.raw)} /${kb(jsSize.gzip)}    ${verdicts.join(" ")}`,
  );
}
console.log(over ? `\n${over} page(s) over budget.` : "\nEvery measured page is within budget.");
stop();
process.exit(0);
