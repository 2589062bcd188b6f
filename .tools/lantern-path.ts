// Where a page's simulated LCP goes on the 2G/3G-like link: the
// requests in Lighthouse's own LCP estimate (its "Lantern" simulation, the
// graph of requests and main-thread tasks it replays with the link's RTT and
// throughput), each with its bytes and simulated start and end, and the server
// response time Lantern added to every request (the median of what this
// machine's server took per request in the observed load: on a loaded machine
// far more than an edge cache takes). `lighthouse.ts` prints it under the
// 2G/3G-like table for each page; alone, on artifacts kept by a run with
// LIGHTHOUSE_DUMP=<folder>:
//
//   npx tsx .tools/lantern-path.ts <folder>/<page>-artifacts [--server-ms 50]
//
// `--server-ms` replays the same load with another server response time (what
// the page costs on the link alone, the local server's latency left out).
//
// Lighthouse's simulation of a page fetched over HTTP/1.1 without TLS, as the
// bench serves it: the document costs DNS (2 RTT), the connection and the
// request (1.5 RTT), the server time and half an RTT before its first byte, and
// then a round trip for each 15 KB after the first 14.6 KB (the congestion
// window at 400 Kbps and 300 ms); a request on a new connection costs another
// 1.5 RTT plus the server time; a request waits for the whole document (Lantern
// does not model streaming). A script is counted when it was evaluated before
// the paint in the observed load (loaded unthrottled on this machine).
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LoadSimulator } from "lighthouse/core/computed/load-simulator.js";

/**
 * The 2G/3G-like link for Lighthouse's simulated throttling (rttMs,
 * throughputKbps and cpuSlowdownMultiplier are what it simulates with; the
 * request latency and the throughputs for DevTools throttling follow
 * Lighthouse's own presets: 3.75 × the RTT, 90% of the throughput).
 */
export const slowLink = {
  rttMs: 300,
  throughputKbps: 400,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 400 * 0.9,
  uploadThroughputKbps: 400 * 0.9,
};

interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface GraphNode {
  type: string;
  request?: { url: string; priority: string; transferSize: number; resourceType?: string };
}

export interface SlowLinkPath {
  lcp: number;
  optimistic: number;
  pessimistic: number;
  /** The server response time Lantern gave every request of the page's origin. */
  serverMs: number;
  /** The requests of the LCP estimate (its pessimistic graph: all that ended before the observed LCP), in simulated order. */
  requests: Array<{ url: string; kind: string; priority: string; bytes: number; start: number; end: number }>;
  /** Main-thread time in that graph, in simulated ms (4× CPU). */
  cpuMs: number;
}

/** The 2G/3G-like link's LCP, read from saved artifacts (Lighthouse's -G folder). */
export async function slowLinkPath(
  artifactsFolder: string,
  link: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number },
  serverMs?: number,
): Promise<SlowLinkPath> {
  const artifacts = (await loadArtifacts(artifactsFolder)) as unknown as Record<string, never> & {
    settings: Record<string, unknown> & { throttling: Record<string, number> };
  };
  const settings = { ...artifacts.settings, throttling: { ...artifacts.settings.throttling, ...link } } as Record<string, unknown>;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  // The origin's server time, as Lantern estimates it from the observed load (or as asked).
  const simulator = (await LoadSimulator.request(data as never, context as never)) as unknown as {
    _options: { serverResponseTimeByOrigin: Map<string, number> };
  };
  const origin = new URL((artifacts.URL as unknown as { finalDisplayedUrl: string }).finalDisplayedUrl).origin;
  if (serverMs !== undefined) {
    settings.precomputedLanternData = { additionalRttByOrigin: { [origin]: 0 }, serverResponseTimeByOrigin: { [origin]: serverMs } };
  }
  const observedServer = simulator._options.serverResponseTimeByOrigin.get(origin) ?? 0;
  const result = (await LanternLargestContentfulPaint.request({ ...data, settings } as never, { computedCache: new Map(), settings } as never)) as unknown as {
    timing: number;
    optimisticEstimate: { timeInMs: number };
    pessimisticEstimate: { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };
  };
  const requests: SlowLinkPath["requests"] = [];
  let cpuMs = 0;
  for (const [node, timing] of [...result.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type === "cpu") cpuMs += timing.duration;
    else if (node.request && !node.request.url.startsWith("data:"))
      requests.push({
        url: node.request.url.replace(origin, ""),
        kind: node.request.resourceType ?? "",
        priority: node.request.priority,
        bytes: node.request.transferSize,
        start: timing.startTime,
        end: timing.endTime,
      });
  }
  return {
    lcp: result.timing,
    optimistic: result.optimisticEstimate.timeInMs,
    pessimistic: result.pessimisticEstimate.timeInMs,
    serverMs: serverMs ?? observedServer,
    requests,
    cpuMs,
  };
}

/** A few lines: the document, the stylesheet, the images, the scripts (summed), the server time. */
export function describePath(path: SlowLinkPath): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${(value / 1000).toFixed(2)}`;
  const lines = [
    `LCP ${ms(path.lcp)} s (optimistic ${ms(path.optimistic)}, pessimistic ${ms(path.pessimistic)}); server time per request ${path.serverMs.toFixed(0)} ms; main thread ${path.cpuMs.toFixed(0)} ms`,
  ];
  const scripts = path.requests.filter((r) => r.kind === "Script");
  for (const r of path.requests.filter((r) => r.kind !== "Script"))
    lines.push(`${r.kind.padEnd(10)} ${r.priority.padEnd(8)} ${kb(r.bytes).padStart(8)}  ${ms(r.start)}–${ms(r.end)} s  ${r.url.slice(0, 70)}`);
  if (scripts.length)
    lines.push(
      `${"Script".padEnd(10)} ${"".padEnd(8)} ${kb(scripts.reduce((sum, r) => sum + r.bytes, 0)).padStart(8)}  ` +
        `${ms(Math.min(...scripts.map((r) => r.start)))}–${ms(Math.max(...scripts.map((r) => r.end)))} s  ${scripts.length} scripts counted (fetched before the paint in the observed load)`,
    );
  return lines;
}

if (process.argv[1]?.endsWith("lantern-path.ts")) {
  const [folder] = process.argv.slice(2);
  const at = process.argv.indexOf("--server-ms");
  const path = await slowLinkPath(folder, slowLink, at > 0 ? Number(process.argv[at + 1]) : undefined);
  for (const line of describePath(path)) console.log(line);
}
