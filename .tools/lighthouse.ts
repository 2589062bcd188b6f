// `npm run bench -- --lighthouse`: Lighthouse mobile (its defaults: simulated
// slow 4G, 150 ms RTT, 1.6 Mbps, 4× CPU) on each visitor page in Arabic and
// English, median of 3 runs, each page beside the same page's HTML with its
// <script> elements and module preloads removed, measured in the same run.
// The home, listing and ad pages (and their scripts-removed twins) are also
// read under the 2G/3G-like profile (simulated 300 ms RTT,
// 400 Kbps, 4× CPU): Lighthouse's simulated throttling loads a page
// unthrottled and computes its metrics from that load's trace and network
// records, so each of those loads is gathered once and audited under both
// profiles (Lighthouse's own -G/-A modes: the artifacts saved, then audited
// again with the other network settings), and the two tables compare the same
// loads. Under the 2G/3G-like table it prints where each page's LCP goes
// (lantern-path.ts: the simulated requests, and the LCP again with a 50 ms
// server instead of this machine's).
//
// Both are served by a small front in this process (bench only, never in
// production): it passes every request to the Worker and gzips what it sends,
// as Cloudflare does; for a page asked with `?bench-scripts=off` it drops that
// flag, fetches the page from the Worker and strips the scripts. Runs of a
// page and its scripts-removed twin alternate, so both see the same load.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, resolveChromium } from "../tests/e2e/browser";
import { describePath, slowLink, slowLinkPath, type SlowLinkPath } from "./lantern-path";

export const lighthouseBudgets = { score: 0.98, lcp: 1500, tbt: 100, ratio: 1.15 };
/** On the 2G/3G-like link the home, listing and ad pages reach LCP ≤ 2.0 s. */
export const slowLinkBudget = { lcp: 2000, pages: ["home", "listing", "ad"] };
export { slowLink };
const NO_SCRIPTS = "bench-scripts";
/** The audits of the performance score (its weighted metrics) and the page's weight. */
const METRIC_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "speed-index",
  "cumulative-layout-shift",
  "total-byte-weight",
];

/**
 * The HTML without its scripts: every <script> element (Remix's <Scripts>:
 * the context, the route modules' import, streamed data) and every link that
 * preloads a script (modulepreload, preload as script).
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi, "");
}

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

/** The bench's own front: the Worker's answers, gzipped; `?bench-scripts=off` strips the page's scripts. */
export function startFront(workerBase: string, port: number): Promise<() => void> {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    try {
      const url = new URL(request.url ?? "/", workerBase);
      const strip = url.searchParams.get(NO_SCRIPTS) === "off";
      url.searchParams.delete(NO_SCRIPTS);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && !["host", "accept-encoding", "connection"].includes(name)) headers.set(name, value);
      }
      const upstream = await fetch(url, { headers, redirect: "manual" });
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get("content-type") ?? "";
      if (strip && type.startsWith("text/html")) body = Buffer.from(stripScripts(body.toString("utf8")));
      const out: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection", "set-cookie"].includes(name)) out[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length) out["set-cookie"] = cookies;
      if (compressible.test(type) && /gzip/.test(String(request.headers["accept-encoding"] ?? ""))) {
        body = gzipSync(body, { level: 6 });
        out["content-encoding"] = "gzip";
      }
      out["content-length"] = String(body.length);
      response.writeHead(upstream.status, out);
      response.end(body);
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(() => server.close())));
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (a desktop of the kind its 4× assumes: about 1,000 or more). */
  benchmarkIndex: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  /** Audits under 100 in accessibility, best practices or SEO. */
  failing: string[];
}

/** The median; of an even count, the mean of the middle two. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A dumped report's file name, from its address. */
const dumpName = (url: string) => new URL(url).pathname.replace(/\W+/g, "_") + new URL(url).search.replace(/\W+/g, "_");
/** The server response time of the second 2G/3G-like LCP printed: an edge cache's, not this machine's local server under load. */
const FAST_SERVER_MS = 50;

/** What Lighthouse's result says of one load, under one profile. */
function readResult(result: Awaited<ReturnType<typeof lighthouse>>, url: string): Run {
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories: scores, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (process.env.LIGHTHOUSE_DUMP) {
    mkdirSync(process.env.LIGHTHOUSE_DUMP, { recursive: true });
    const name = dumpName(url);
    const profile = result.lhr.configSettings.throttling.rttMs === slowLink.rttMs ? "-2g" : "";
    writeFileSync(`${process.env.LIGHTHOUSE_DUMP}/${name}${profile}-${Date.now()}.json`, JSON.stringify(result.lhr));
  }
  return {
    score: scores.performance.score ?? 0,
    fcp: audits["first-contentful-paint"].numericValue ?? 0,
    lcp: audits["largest-contentful-paint"].numericValue ?? 0,
    tbt: audits["total-blocking-time"].numericValue ?? 0,
    bytes: audits["total-byte-weight"].numericValue ?? 0,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    accessibility: scores.accessibility?.score ?? undefined,
    bestPractices: scores["best-practices"]?.score ?? undefined,
    seo: scores.seo?.score ?? undefined,
    failing: ["accessibility", "best-practices", "seo"].flatMap((id) =>
      (scores[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}:${ref.id}`),
    ),
  };
}

/** A load read under the default mobile profile and, when asked, under the 2G/3G-like link too. */
interface Reading {
  mobile: Run;
  slow?: Run;
  /** Where the 2G/3G-like LCP goes (lantern-path.ts), and the same load's LCP with the server answering in 50 ms. */
  path?: SlowLinkPath;
  fastServerLcp?: number;
}

export async function runLighthouse(options: {
  workerBase: string;
  frontPort: number;
  pages: Array<[string, string]>;
  runs: number;
  /** Runs of each scripts-removed twin (its simulated LCP varies least: no scripts). */
  bareRuns: number;
  languages: string[];
}) {
  const { workerBase, frontPort, pages, runs, bareRuns, languages } = options;
  const closeFront = await startFront(workerBase, frontPort);
  const front = `http://127.0.0.1:${frontPort}`;
  // CHROME_PATH, else the end-to-end tests' Chromium (tests/e2e/browser.ts: this machine has no /usr/bin/chromium).
  const chromePath = process.env.CHROME_PATH ?? (await resolveChromium());
  const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  let chrome = await launch();
  // On a loaded machine Chromium can lose its page ("Target closed"): one retry in a new browser.
  const audit = async (url: string, categories: string[], slow: boolean): Promise<Reading> => {
    try {
      return await auditOnce(url, categories, slow);
    } catch (error) {
      console.error(`retrying ${url}: ${String(error).split("\n")[0]}`);
      await chrome.kill();
      chrome = await launch();
      return auditOnce(url, categories, slow);
    }
  };
  const auditOnce = async (url: string, categories: string[], slow: boolean): Promise<Reading> => {
    // A run for the metrics alone runs only the metrics' audits (and so only their gatherers): the same
    // performance score, since only these carry weight in it, in about half the time of the category.
    const only = categories.length === 1 && categories[0] === "performance" ? { onlyAudits: METRIC_AUDITS } : { onlyCategories: categories };
    const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const, disableFullPageScreenshot: true, ...only };
    if (!slow) return { mobile: readResult(await lighthouse(url, flags), url) };
    // Gathered once and audited twice: the saved settings say which link the audit simulates.
    const saved = mkdtempSync(join(tmpdir(), "souq-lighthouse-"));
    try {
      const mobile = readResult(await lighthouse(url, { ...flags, gatherMode: saved, auditMode: saved }), url);
      const artifactsFile = join(saved, "artifacts.json");
      const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8")) as { settings: { throttling: Record<string, number>; throttlingMethod: string } };
      if (artifacts.settings.throttlingMethod !== "simulate")
        throw new Error(`Lighthouse gathered with ${artifacts.settings.throttlingMethod} throttling, not simulate`);
      const throttling = { ...artifacts.settings.throttling, ...slowLink };
      artifacts.settings.throttling = throttling;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const slow = readResult(await lighthouse(url, { ...flags, auditMode: saved, throttling }), url);
      const path = await slowLinkPath(saved, slowLink);
      const fastServerLcp = (await slowLinkPath(saved, slowLink, FAST_SERVER_MS)).lcp;
      if (process.env.LIGHTHOUSE_DUMP) cpSync(saved, `${process.env.LIGHTHOUSE_DUMP}/${dumpName(url)}-artifacts-${Date.now()}`, { recursive: true });
      return { mobile, slow, path, fastServerLcp };
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  };
  const withQuery = (path: string, query: string) => `${front}${path}${path.includes("?") ? "&" : "?"}${query}`;

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
  const started = Date.now();
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 150 ms RTT, 1.6 Mbps, 4× CPU), median of ${runs} (scripts-removed: ${bareRuns}); budgets: score ≥ ${lighthouseBudgets.score}, ` +
      `LCP ≤ ${lighthouseBudgets.lcp / 1000} s, TBT ≤ ${lighthouseBudgets.tbt} ms, LCP ≤ ${lighthouseBudgets.ratio} × the scripts-removed LCP (no-JS)`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; BI: Lighthouse's benchmark index of this machine during the page's runs (its 4× CPU assumes about 1,000 or more: ` +
      `below that, its simulated CPU times and TBT are longer than a mid-range phone's)\n`,
  );
  console.log("page              lng  score    FCP      LCP     TBT ms   KB   | no-JS LCP  ratio | a11y bp  seo | verdict");
  let over = 0;
  const slowRows: string[] = [];
  const slowPaths: string[] = [];
  try {
    for (const language of languages) {
      for (const [name, path] of pages) {
        const slow = slowLinkBudget.pages.includes(name);
        const page: Reading[] = [];
        const bare: Reading[] = [];
        for (let i = 0; i < runs; i++) {
          // The first run of a page also scores accessibility, best practices and SEO.
          page.push(
            await audit(withQuery(path, `lng=${language}`), i === 0 ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"], slow),
          );
          bare.push(await audit(withQuery(path, `lng=${language}&${NO_SCRIPTS}=off`), ["performance"], slow));
        }
        const medians = (readings: Run[]) => ({
          score: median(readings.map((r) => r.score)),
          fcp: median(readings.map((r) => r.fcp)),
          lcp: median(readings.map((r) => r.lcp)),
          tbt: median(readings.map((r) => r.tbt)),
          bytes: median(readings.map((r) => r.bytes)),
        });
        const m = medians(page.map((r) => r.mobile));
        const bareLcp = median(bare.map((r) => r.mobile.lcp));
        const ratio = m.lcp / bareLcp;
        const { accessibility = 0, bestPractices = 0, seo = 0, failing } = page[0].mobile;
        const failures = [
          m.score < lighthouseBudgets.score && "score",
          m.lcp > lighthouseBudgets.lcp && "LCP",
          m.tbt > lighthouseBudgets.tbt && "TBT",
          ratio > lighthouseBudgets.ratio && "ratio",
          accessibility < 1 && "a11y",
          bestPractices < 1 && "bp",
          seo < 1 && "seo",
        ].filter(Boolean);
        if (failures.length) over++;
        console.log(
          `${name.padEnd(17)} ${language.padEnd(3)} ${m.score.toFixed(2).padStart(5)} ${s(m.fcp)}  ${s(m.lcp)}  ${m.tbt.toFixed(0).padStart(6)} ${(m.bytes / 1024).toFixed(0).padStart(5)}  | ` +
            `${s(bareLcp)}  ${ratio.toFixed(2).padStart(5)} | ${String(Math.round(accessibility * 100)).padStart(4)} ${String(Math.round(bestPractices * 100)).padStart(3)} ${String(Math.round(seo * 100)).padStart(4)} | ` +
            `${failures.length ? `OVER (${failures.join(", ")})` : "ok"}   [load ${loadavg()[0].toFixed(1)}, BI ${median(page.map((r) => r.mobile.benchmarkIndex)).toFixed(0)}]`,
        );
        if (failing.length) console.log(`${"".padEnd(22)}failing: ${failing.join(" ")}`);
        if (slow) {
          const m2 = medians(page.map((r) => r.slow!));
          const bare2 = medians(bare.map((r) => r.slow!));
          const slowOver = m2.lcp > slowLinkBudget.lcp;
          if (slowOver) over++;
          const fast = median(page.map((r) => r.fastServerLcp!));
          const bareFast = median(bare.map((r) => r.fastServerLcp!));
          slowRows.push(
            `${name.padEnd(17)} ${language.padEnd(3)} ${m2.score.toFixed(2).padStart(5)} ${s(m2.fcp)}  ${s(m2.lcp)}  ${m2.tbt.toFixed(0).padStart(6)}  | ` +
              `${s(bare2.fcp)}  ${s(bare2.lcp)}  ${(m2.lcp / bare2.lcp).toFixed(2).padStart(5)} | ${s(fast)}  ${s(bareFast)} | ` +
              `${slowOver ? `OVER (LCP > ${slowLinkBudget.lcp / 1000} s)` : "ok"}`,
          );
          // Where the time goes: the run with the median LCP, and its scripts-removed twin's.
          const medianRun = (readings: Reading[]) => [...readings].sort((a, b) => a.slow!.lcp - b.slow!.lcp)[Math.floor((readings.length - 1) / 2)];
          slowPaths.push(
            `${name} ${language}:`,
            ...describePath(medianRun(page).path!).map((line) => `  ${line}`),
            `${name} ${language}, scripts removed:`,
            ...describePath(medianRun(bare).path!).map((line) => `  ${line}`),
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    closeFront();
  }
  if (slowRows.length) {
    console.log(
      `\nLighthouse on a 2G/3G-like link (simulated ${slowLink.rttMs} ms RTT, ${slowLink.throughputKbps} Kbps, ${slowLink.cpuSlowdownMultiplier}× CPU), ` +
        `the same loads as above, median of ${runs} (scripts-removed: ${bareRuns}); budget: LCP ≤ ${slowLinkBudget.lcp / 1000} s`,
    );
    console.log(
      `"server ${FAST_SERVER_MS} ms": the same loads' LCP with Lantern's server response time set to ${FAST_SERVER_MS} ms (an edge cache's) instead of ` +
        `what this machine's local server took (lantern-path.ts)`,
    );
    console.log("page              lng  score    FCP      LCP     TBT ms  | no-JS FCP  no-JS LCP  ratio | LCP, server 50 ms: page  no-JS | verdict");
    for (const row of slowRows) console.log(row);
    console.log("\nWhere the 2G/3G-like LCP goes (Lantern's LCP estimate: requests with their simulated start and end, median run):");
    for (const line of slowPaths) console.log(`  ${line}`);
  }
  console.log(
    `\nload average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
  console.log(over ? `\n${over} row(s) outside the Lighthouse budgets.` : "\nEvery page is within the Lighthouse budgets.");
  return over;
}
