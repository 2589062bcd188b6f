// The server CPU of each visitor page kind, as
// `npm run bench -- --cpu` prints it, measured over many different addresses
// each asked once past the edge cache, half signed in. Repeated identical
// requests measure whatever the isolate kept from the last one (a cache), not
// the page: here no address is asked twice.
//
// The production Worker bundle (build/index.js, what `wrangler deploy` uploads
// with its dependencies bundled in) is imported into this Node process with
// the bindings of wrangler's getPlatformProxy over the bench's seeded local
// state, and each request goes to its `fetch` directly (no HTTP, no wrangler
// dev in between) under V8's sampling profiler. A request's CPU is the self
// time of the bundle's own functions while it ran: the local D1 and R2
// proxies, Node's module loader and the garbage collector are left out (on
// Cloudflare those are the runtime's, not the Worker's, time), and so is this
// script.
//
// The addresses come from the seeded database: ads by their ids, category
// listings by category, subcategory, sort and page, searches for words of the
// ads' names, the traders directory by category, governorate and page, trader
// profiles, blog posts, documents, and 404 addresses for the shell (the root,
// header and footer with no route data: a reference row, held to no budget).
// An address is a page in one language (Arabic or English, by Accept-Language:
// the edge cache keeps them apart too). Each kind gets ADDRESSES of them,
// shuffled with a fixed seed; a kind with fewer pages than that (the seed has
// one home page, one blog list, one document) asks its pages again under a
// campaign parameter the page ignores (`utm_content`), so every request is a
// different address all the same. Every second request of a kind is signed
// in, by the seeded accounts in turn (ACCOUNTS of them). WARM_UPS requests a
// kind on addresses that are not measured come first, so no figure carries
// the JIT's first compiles; then every measured request of every kind, in one
// shuffled order, so a slower spell of the machine falls on all kinds alike.
//
// A kind's figures, anonymous and signed in apart: the mean, the mean with
// the highest and lowest tenth left out, the 90th percentile and the largest
// request. The budget (docs/performance.md: 8 ms of the bundle's own CPU a request) is
// checked on each half's mean; a p90 over it is pointed out beside.
//
// Where the machine allows it (Linux, two cores or more, root or
// CAP_SYS_NICE), the thread that runs the bundle has a core to itself and the
// profiler's sampling thread real-time priority on another core, so no sample
// is put off while workerd answers a binding (isolateMainThread,
// prioritiseSampler). The sampler must not share the bundle's core: started by
// the main thread it inherits its core, and there, with real-time priority,
// it took the core from the bundle at every sample; on the busy 2-core
// machine that doubled the thread's CPU time and the figures with it (home
// 52 to 97 ms, then 23 to 27 ms once moved, at any interval from 100 to
// 1,000 µs). The `thread` column is the CPU time of the bundle's whole thread
// a request (Node's own request machinery, the bindings' clients and the
// profiler's sampling included): an upper bound the bundle's figure must stay
// under.
//
//   npx tsx .tools/cpu.ts --persist .wrangler/bench/v3 [--addresses 40] [--kinds ad,listing]
//     [--bundle build/index.js] [--versus other/index.js] [--accounts 6] [--warm-ups 10] [--interval 250] [--seed 1] [--top ad [--signed]] [--dump profiles.json]
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getPlatformProxy } from "wrangler";
import { users } from "~/db/seed/people";
import { argValue, hasFlag } from "./run";
import { countedDatabase, localNamespace, objectTally, tally, unitsSince, type Units } from "./units";

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs on the monotonic clock (a whole profile's, not a request's slice). */
  startTime?: number;
}
interface WorkerModule {
  fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>;
}

/** The CPU budget of a visitor page, ms of the bundle's own code a request (docs/performance.md, Budgets). */
export const CPU_BUDGET_MS = 8;
const ADDRESSES = Number(argValue("--addresses", "40"));
const WARM_UPS = Number(argValue("--warm-ups", "10"));
const ACCOUNTS = Number(argValue("--accounts", "6"));
const SEED = Number(argValue("--seed", "1"));
const base = "http://127.0.0.1:8790";
const persist = argValue("--persist", ".wrangler/bench/v3")!;
const onlyKinds = argValue("--kinds")
  ?.split(",")
  .map((name) => name.replace(/-/g, " "));
/** `--top ad` also prints where that kind's time goes: the bundle's functions with the most self time (`--signed`: signed in). */
const topOf = argValue("--top")?.replace(/-/g, " ");
const topSignedIn = hasFlag("--signed");
/** `--dump file.json` writes every profile (bundle URL, kinds, anonymous and signed in) to compare pages function by function. */
const dumpTo = argValue("--dump");
const SHELL_KIND = "404 shell";
/** `--units`: D1 rows read, rows written and queries of every request beside its CPU, the API's families too, then ad views, messages and bytes per ad (units.ts). */
const unitsMode = hasFlag("--units");

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
const proxy = await getPlatformProxy<Record<string, unknown>>({ configPath: "wrangler.toml", persist: { path: persist } });
// The edge cache and anything else that reads `caches` see the local Cache API.
Object.assign(globalThis, { caches: proxy.caches });
const secret = readFileSync(".dev.vars", "utf8").match(/^SESSION_SECRET=(.+)$/m)?.[1];
const db = proxy.env.DB as D1Database;
const env: Record<string, unknown> = {
  ...proxy.env,
  // Every D1 call of the bundle counted (units.ts): the figures of --units; a wrapper in this process, not the bundle's CPU.
  DB: countedDatabase(db),
  SITE_URL: base,
  APP_ENV: "development",
  PAYMENT_PROVIDER: "sandbox",
  ...(secret ? { SESSION_SECRET: secret } : {}),
};
// Node's Request wants `duplex: "half"` for a streamed body (workerd does not):
// the Worker re-wraps posted bodies (body-limit.server.ts).
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.body ? ({ duplex: "half", ...init } as RequestInit) : init);
  }
} as typeof Request;
// `--bundle path` measures another build (e.g. a copy of the one before a change, in alternate runs).
const bundle = resolve(argValue("--bundle") ?? "build/index.js");
const bundleUrl = pathToFileURL(bundle).href;
const bundleModule = (await import(bundleUrl)) as Record<string, unknown>;
const worker = bundleModule.default as WorkerModule;
/**
 * `--versus path`: a second build measured on the same addresses in the same
 * run, request by request (each address asked of one build, then of the
 * other, in alternating order), so a change's effect is told from the
 * machine's drift. Its rows are the kinds' names with VERSUS_MARK.
 */
const versusBundle = argValue("--versus") ? resolve(argValue("--versus")!) : null;
const versusUrl = versusBundle ? pathToFileURL(versusBundle).href : null;
const versusWorker = versusUrl ? (((await import(versusUrl)) as Record<string, unknown>).default as WorkerModule) : null;
const VERSUS_MARK = " (versus)";
// The counters' Durable Object, when the bundle has one, runs in this process (units.ts: getPlatformProxy has no binding for it).
const counters = bundleModule.AdCounter ? localNamespace(bundleModule.AdCounter as never, () => env) : null;
if (counters) env.AD_COUNTERS = counters;

const background: Promise<unknown>[] = [];
const ctx = { waitUntil: (promise: Promise<unknown>) => void background.push(promise.catch(() => undefined)), passThroughOnException() {} };

type Language = "ar" | "en";
const acceptLanguage: Record<Language, string> = { ar: "ar-EG,ar;q=0.9,en;q=0.8", en: "en-US,en;q=0.9,ar;q=0.8" };

/** One address asked once: a page of a kind, in a language, anonymous or with one account's session. */
interface Visit {
  kind: string;
  path: string;
  language: Language;
  cookie?: string;
  /** The visitor's address (CF-Connecting-IP); a new one for each request when left out. */
  address?: string;
}

/** Each request from an address of its own, in a phone's browser: distinct visitors, as the counters tell them apart. */
// Numbered from a point of this run's own, so a run on a state another run counted in still meets new visitors.
let addressNumber = Math.floor(Math.random() * 2 ** 23);
const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const nextAddress = () => `10.${(++addressNumber >> 16) & 255}.${(addressNumber >> 8) & 255}.${addressNumber & 255}`;

async function request(visit: Omit<Visit, "kind"> & { kind?: string }): Promise<Response> {
  const headers = new Headers({
    "Accept-Language": acceptLanguage[visit.language],
    "Cache-Control": "no-cache",
    "User-Agent": PHONE_BROWSER,
    "CF-Connecting-IP": visit.address ?? nextAddress(),
  });
  // `no-cache`: past the edge cache, the page is rendered (a signed-in visitor is never served from it anyway).
  if (visit.cookie) headers.set("Cookie", visit.cookie);
  const which = versusWorker && "kind" in visit && String(visit.kind).endsWith(VERSUS_MARK) ? versusWorker : worker;
  const response = await which.fetch(new Request(`${base}${visit.path}`, { headers, redirect: "manual" }), env, ctx);
  await response.arrayBuffer();
  await Promise.all(background.splice(0));
  return response;
}

// ---------------------------------------------------------------------------
// The addresses, from the seeded database

/** The public ads' condition (features/ads/queries.server.ts publicWhere), with `now` bound as ?1. */
const PUBLIC_ADS = "a.status = 'approved' AND a.hidden = 0 AND a.expires_at > ?1";
/** Directory traders (features/traders/queries.server.ts TRADER_WHERE). */
const TRADERS = "u.is_trader = 1 AND u.status = 'active'";
const LISTING_PAGE_SIZE = 24;
const TRADERS_PAGE_SIZE = 12;
const BLOG_PAGE_SIZE = 9;
const now = new Date().toISOString().slice(0, 19).replace("T", " ");

async function rows<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
}

const pagesOf = (count: number, size: number, cap = 5) => Array.from({ length: Math.min(cap, Math.max(1, Math.ceil(count / size))) }, (_, i) => i + 1);

/** A path with its query, leaving out empty values and the defaults (sort "special", page 1). */
function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The public ads whose names give the search words: every ad of the seed, the newest of a large set. */
const SEARCH_WORD_ADS = 20_000;

/**
 * Words of the public ads' names that name at least two ads: what people
 * search for. Read from the newest SEARCH_WORD_ADS: a million names in one
 * answer is more than the local D1's proxy carries (workerd closed the socket).
 */
async function searchWords(): Promise<string[]> {
  const counts = new Map<string, number>();
  const names = await rows<{ name: string }>(`SELECT a.name FROM ads a WHERE ${PUBLIC_ADS} ORDER BY a.id DESC LIMIT ?2`, now, SEARCH_WORD_ADS);
  for (const { name } of names) {
    const words = new Set(name.split(/[\s\p{P}\p{S}]+/u).filter((word) => word.length >= 3 && !/^[\d٠-٩]+$/.test(word)));
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .map(([word]) => word)
    .sort();
}

/**
 * Listings filtered by what the kept counts do not cover (a price range, a
 * region, a type, an attribute), whose matches may be few and old: vehicles up
 * to 500,000 pounds, a region, used ads, a fuel, each sort.
 */
function filteredListing(slugs: string[]): string[] {
  const filters = [
    { max_price: "500000" },
    { max_price: "500000", sort: "lowPrice" },
    { min_price: "100000", max_price: "300000", type: "used" },
    { region: "101" },
    { governorate: "1", region: "102", sort: "highPrice" },
    { type: "new", negotiable: "1" },
  ];
  const vehicles = [{ attr_fuel: "electric" }, { attr_year_min: "2024", attr_fuel: "hybrid" }, { attr_km_max: "1000", max_price: "400000" }];
  return [
    ...slugs.flatMap((slug) => filters.map((query) => withQuery(`/categories/${slug}`, query))),
    ...(slugs.includes("vehicles") ? vehicles.map((query) => withQuery("/categories/vehicles", query)) : []),
  ];
}

/** Each visitor page kind and its distinct paths in the seed, and the status its pages answer. */
async function kindsFromDatabase(): Promise<Array<{ kind: string; paths: string[]; status: number }>> {
  const categories = await rows<{ id: number; slug: string; ads: number }>(
    `SELECT c.id, c.slug, (SELECT COUNT(*) FROM ads a WHERE a.category_id = c.id AND ${PUBLIC_ADS}) AS ads FROM categories c ORDER BY c.id`,
    now,
  );
  const subcategories = await rows<{ id: number; slug: string }>(
    `SELECT s.id, c.slug FROM subcategories s JOIN categories c ON c.id = s.category_id
      WHERE EXISTS (SELECT 1 FROM ads a WHERE a.subcategory_id = s.id AND ${PUBLIC_ADS}) ORDER BY s.id`,
    now,
  );
  const listing = [
    ...categories.flatMap(({ slug, ads }) =>
      pagesOf(ads, LISTING_PAGE_SIZE).flatMap((page) =>
        ["special", "lowPrice", "highPrice"].map((sort) =>
          withQuery(`/categories/${slug}`, { sort: sort === "special" ? null : sort, page: page > 1 ? page : null }),
        ),
      ),
    ),
    ...subcategories.map(({ id, slug }) => withQuery(`/categories/${slug}`, { subcategory: id })),
  ];
  const search = (await searchWords()).map((word) => withQuery("/categories/search", { q: word }));
  // Every public ad of the seed; of a large set, every n-th by id (old and new alike), at most about SEARCH_WORD_ADS:
  // a million ids in one answer too is more than the proxy carries on a busy machine.
  const [{ top }] = await rows<{ top: number | null }>("SELECT MAX(id) AS top FROM ads");
  const stride = Math.max(1, Math.floor((top ?? 0) / SEARCH_WORD_ADS));
  const ads = (await rows<{ id: number }>(`SELECT a.id FROM ads a WHERE ${PUBLIC_ADS} AND a.id % ?2 = 0 ORDER BY a.id`, now, stride)).map(
    ({ id }) => `/categories/product/${id}`,
  );
  const traderRows = await rows<{ id: number; category_id: number | null; governorate_id: number | null }>(
    `SELECT u.id, u.category_id, u.governorate_id FROM users u WHERE ${TRADERS} ORDER BY u.id`,
  );
  const directory = "/account/trader-profiles";
  const traders = [
    ...pagesOf(traderRows.length, TRADERS_PAGE_SIZE).map((page) => withQuery(directory, { page: page > 1 ? page : null })),
    ...new Set(
      traderRows.flatMap(({ category_id, governorate_id }) => [
        withQuery(directory, { category: category_id }),
        withQuery(directory, { governorate: governorate_id }),
        withQuery(directory, { category: category_id, governorate: governorate_id }),
      ]),
    ),
  ].filter((path, index, all) => all.indexOf(path) === index);
  const profiles = traderRows.map(({ id }) => `/account/trader2/${id}`);
  const posts = await rows<{ id: number }>("SELECT id FROM blog_posts WHERE published_at <= ?1 ORDER BY id", now);
  const blogList = pagesOf(posts.length, BLOG_PAGE_SIZE).map((page) => withQuery("/blog/", { page: page > 1 ? page : null }));
  const documents = await rows<{ id: number }>("SELECT id FROM documents ORDER BY id");
  const missing = ["no-such-page", "categories/product/x", "blog/none/more", "old-ad.php", "account/trader2/none"];
  const api = "/public/api/client";
  // The API's read families (--units only): the catalogue, a category's ads by page, one ad, a seller's ratings.
  const apiKinds = unitsMode
    ? [
        {
          kind: "api catalogue",
          paths: ["governorates", "regions", "categories", "subcategories/-1", "brand-countries/-1", "third-branches/-1", "safety", "websecondbanners"].map(
            (name) => `${api}/${name}`,
          ),
          status: 200,
        },
        {
          kind: "api ads",
          paths: categories.flatMap(({ id, ads }) => pagesOf(ads, LISTING_PAGE_SIZE).map((page) => withQuery(`${api}/show-ads/${id}`, { page }))),
          status: 200,
        },
        { kind: "api ad", paths: ads.map((path) => `${api}/ads/${path.split("/").pop()}`), status: 200 },
        { kind: "api ratings", paths: traderRows.map(({ id }) => `${api}/users/${id}/ratings`), status: 200 },
      ]
    : [];
  return [
    { kind: "home", paths: ["/"], status: 200 },
    { kind: "listing", paths: listing, status: 200 },
    { kind: "filtered listing", paths: filteredListing(categories.map(({ slug }) => slug)), status: 200 },
    { kind: "search", paths: search, status: 200 },
    { kind: "ad", paths: ads, status: 200 },
    { kind: "traders", paths: traders, status: 200 },
    { kind: "trader profile", paths: profiles, status: 200 },
    { kind: "blog list", paths: blogList, status: 200 },
    { kind: "blog post", paths: posts.map(({ id }) => `/blog/${id}`), status: 200 },
    { kind: "flipbook", paths: documents.map(({ id }) => `/view-pdf/${id}`), status: 200 },
    ...apiKinds,
    { kind: SHELL_KIND, paths: Array.from({ length: 200 }, (_, i) => `/${missing[i % missing.length]}-${i}`), status: 404 },
  ];
}

/** A small seeded generator (mulberry32), so a run's addresses and order can be asked for again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);
function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A kind's warm-up and measured addresses: its pages in both languages,
 * shuffled; when they are too few, the same pages again under a campaign
 * parameter the page ignores, numbered, so no address repeats.
 */
function addressesOf(paths: string[], measured: number, warmUps: number): { warm: Array<[string, Language]>; measure: Array<[string, Language]> } {
  const pairs = shuffle(
    paths.flatMap((path): Array<[string, Language]> => [
      [path, "ar"],
      [path, "en"],
    ]),
  );
  const tagged = (tag: string, count: number): Array<[string, Language]> =>
    Array.from({ length: count }, (_, i) => {
      const [path, language] = pairs[i % pairs.length];
      return [`${path}${path.includes("?") ? "&" : "?"}utm_content=${tag}-${i}`, language];
    });
  if (pairs.length >= measured + warmUps) return { measure: pairs.slice(0, measured), warm: pairs.slice(measured, measured + warmUps) };
  const measure = pairs.length >= measured ? pairs.slice(0, measured) : [...pairs, ...tagged("bench", measured - pairs.length)];
  return { measure, warm: tagged("bench-warm", warmUps) };
}

// ---------------------------------------------------------------------------
// The profiler

const session = new Session();
session.connect();
await session.post("Profiler.enable");
/** µs between the profiler's samples: a sample costs the bundle's thread a signal and a stack walk, so fewer of them disturb it less. */
const SAMPLING_MICROS = Number(argValue("--interval", "250"));
await session.post("Profiler.setSamplingInterval", { interval: SAMPLING_MICROS });

/**
 * The bundle's own samples in one profile. A request's CPU is its samples
 * times the run's sampling interval (the median gap over every profile of the
 * run), not the sum of its gaps: a gap also holds any time the machine took
 * the core away (a virtual machine's stolen time), which is not the Worker's
 * CPU; and one interval for the whole run keeps a request whose samples came
 * unevenly from moving by more than its samples.
 */
function ownSamples(profile: Profile): { samples: number; own: Set<number> } {
  const own = new Set(
    profile.nodes
      .filter(({ callFrame: { url } }) => url === bundleUrl || url === bundle || (versusUrl !== null && (url === versusUrl || url === versusBundle)))
      .map((node) => node.id),
  );
  return { samples: profile.samples.filter((id) => own.has(id)).length, own };
}
const gaps: number[] = [];

/**
 * Gives V8's sampling thread (started anew by each `Profiler.start`) real-time
 * priority, on a core other than the bundle's, so it takes its samples on time
 * while the machine is busy: with an ordinary priority it was put off for one
 * to four milliseconds at a time right after a binding call (workerd and the
 * D1 proxy then busy on both cores). Needs root or CAP_SYS_NICE; returns why
 * not.
 */
function prioritiseSampler(): string | null {
  try {
    const sampler = readdirSync("/proc/self/task").find((task) => readFileSync(`/proc/self/task/${task}/comm`, "utf8").trim() === "v8:ProfEvntProc");
    if (!sampler) return "no sampling thread found";
    // Started by the main thread, it would share its core: away from it, so its wake-ups do not put the bundle's thread off.
    if (otherCpus) execFileSync("taskset", ["-cp", otherCpus, sampler], { stdio: "ignore" });
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
let otherCpus: string | null = null;
function isolateMainThread(): string | null {
  try {
    const [main, ...others] = allowedCpus();
    if (others.length === 0) return "one core";
    const rest = others.join(",");
    otherCpus = rest;
    for (const task of readdirSync("/proc/self/task").map(Number))
      execFileSync("taskset", ["-cp", task === process.pid ? String(main) : rest, String(task)], { stdio: "ignore" });
    for (const child of descendants(process.pid)) execFileSync("taskset", ["-acp", rest, String(child)], { stdio: "ignore" });
    return null;
  } catch (error) {
    return (error as Error).message.split("\n")[0];
  }
}

/** What one measured request gave: its status, its own samples, whether the edge cache answered it, and its profile when kept. */
interface Outcome {
  visit: Visit;
  status: number;
  samples: number;
  cached: boolean;
  profile?: Profile;
  /** The CPU time of the thread that ran the bundle during the request, ms: an upper bound (Node's own request machinery and the bindings' clients included). */
  thread: number;
  /** D1's units of the request, its waitUntil work included (request() waits for it). */
  units: Units;
}

/** Requests profiled under one start of the profiler (its start costs a fifth of a second: V8 logs every compiled function first). */
const BATCH = 25;
/** This thread's CPU time in ms (user and system; Node 23.9 and later). */
function threadCpuMs(): number {
  const { user, system } = (process as unknown as { threadCpuUsage(): NodeJS.CpuUsage }).threadCpuUsage();
  return (user + system) / 1000;
}
/** The monotonic clock in µs: the clock of the profile's timestamps. */
const micros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The part of a batch's profile taken while one request ran: the samples
 * whose timestamps fall between its start and its end, with their gaps.
 */
function slice(profile: Profile, from: number, to: number): Profile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime ?? 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at < from || at > to) return;
    samples.push(id);
    timeDeltas.push(profile.timeDeltas[index]);
  });
  return { nodes: profile.nodes, samples, timeDeltas };
}

/**
 * Profiles the visits one after another, in the order given, BATCH requests
 * to a start of the profiler; each request's samples are those taken between
 * its start and its end.
 */
async function measure(visits: Visit[]): Promise<{ outcomes: Outcome[]; unprioritised: string | null }> {
  const outcomes: Outcome[] = [];
  let unprioritised: string | null = null;
  for (let first = 0; first < visits.length; first += BATCH) {
    await session.post("Profiler.start");
    unprioritised = prioritiseSampler() ?? unprioritised;
    const spans: Array<{ visit: Visit; response: Response; from: number; to: number; thread: number; units: Units }> = [];
    for (const visit of visits.slice(first, first + BATCH)) {
      const from = micros();
      const before = threadCpuMs();
      const counted = { ...tally };
      const response = await request(visit);
      spans.push({ visit, response, from, to: micros(), thread: threadCpuMs() - before, units: unitsSince(counted) });
    }
    const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
    for (const { visit, response, from, to, thread, units } of spans) {
      const part = slice(profile, from, to);
      for (const gap of part.timeDeltas) gaps.push(gap);
      const keep = dumpTo || (visit.kind === topOf && Boolean(visit.cookie) === topSignedIn);
      outcomes.push({
        visit,
        status: response.status,
        samples: ownSamples(part).samples,
        // The edge cache marks what it answered (server/edge-cache.server.ts): such a request was not rendered.
        cached: /^(HIT|STALE)$/.test(response.headers.get("X-Souq-Cache") ?? ""),
        profile: keep ? part : undefined,
        thread,
        units,
      });
    }
  }
  return { outcomes, unprioritised };
}

/** The run's sampling interval in µs: the median gap between samples over every profile. */
function runInterval(): number {
  const sorted = [...gaps].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface Figures {
  count: number;
  mean: number;
  trimmed: number;
  p90: number;
  max: number;
}

/** A group's figures in ms from its requests' samples. */
function figures(samples: number[], intervalMicros: number, label: string): Figures | null {
  if (samples.length === 0) return null;
  const ms = [...samples].sort((x, y) => x - y).map((count) => (count * intervalMicros) / 1000);
  if (process.env.CPU_DEBUG) console.log(label, ms.map((value) => value.toFixed(1)).join(" "));
  const cut = Math.floor(ms.length / 10);
  const kept = ms.slice(cut, ms.length - cut);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { count: ms.length, mean: mean(ms), trimmed: mean(kept), p90: ms[Math.ceil(ms.length * 0.9) - 1], max: ms[ms.length - 1] };
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
  console.log(`\nWhere ${topOf}'s time goes${topSignedIn ? " (signed in)" : ""} (self ms per request, mean, build/index.js line:column):`);
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(micros / 1000 / profiles.length).toFixed(2).padStart(7)}  ${key}`);
}

/** A session cookie for a seeded account, signed in through the Worker itself (each from an address of its own, as people are). */
async function signIn(phone: string, password: string, index: number): Promise<string | undefined> {
  const body = new URLSearchParams({ phone, password, redirectTo: "/" });
  const response = await worker.fetch(
    new Request(`${base}/auth/signin`, {
      method: "POST",
      body,
      // Node's fetch drops a Host header; Remix compares the Origin with the forwarded host instead.
      headers: {
        Origin: base,
        "X-Forwarded-Host": new URL(base).host,
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": `198.51.100.${10 + index}`,
      },
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

/** Sessions of up to `count` seeded accounts: the README's customer and trader first, then customers and traders in turn. */
async function signedInCookies(count: number): Promise<string[]> {
  const people = users.filter((user) => user.role === "user");
  const named = people.filter((user) => user.id === 2 || user.id === 3);
  const customers = people.filter((user) => user.id > 3 && user.is_trader === 0);
  const traders = people.filter((user) => user.id > 3 && user.is_trader === 1);
  const order = [...named, ...customers.flatMap((customer, i) => (traders[i] ? [customer, traders[i]] : [customer]))];
  const cookies: string[] = [];
  for (const [index, user] of order.entries()) {
    if (cookies.length >= count) break;
    const cookie = await signIn(user.phone, user.password, index);
    if (cookie) cookies.push(cookie);
  }
  return cookies;
}

// ---------------------------------------------------------------------------
// The run

const kinds = (await kindsFromDatabase())
  .filter(({ kind }) => !onlyKinds || onlyKinds.includes(kind) || kind === SHELL_KIND)
  .flatMap((entry) => (versusWorker ? [entry, { ...entry, kind: `${entry.kind}${VERSUS_MARK}` }] : [entry]));
const cookies = ACCOUNTS > 0 ? await signedInCookies(ACCOUNTS) : [];
let account = 0;
const signedIn = (index: number) => (index % 2 === 1 && cookies.length > 0 ? cookies[account++ % cookies.length] : undefined);
const warmVisits: Visit[] = [];
const measuredVisits: Visit[] = [];
for (const { kind, paths } of kinds.filter(({ kind }) => !kind.endsWith(VERSUS_MARK))) {
  const { warm, measure: measured } = addressesOf(paths, ADDRESSES, WARM_UPS);
  warm.forEach(([path, language], index) => warmVisits.push({ kind, path, language, cookie: signedIn(index) }));
  measured.forEach(([path, language], index) => measuredVisits.push({ kind, path, language, cookie: signedIn(index) }));
}
const started = Date.now();
// Warm-ups: not measured, on addresses that are not measured either.
/** With --versus, each visit is made of both builds, one after the other, the first in turn (the second may find the database's pages warm). */
const paired = (visits: Visit[]) =>
  versusWorker
    ? visits.flatMap((visit, index) => {
        const versus = { ...visit, kind: `${visit.kind}${VERSUS_MARK}` };
        return index % 2 === 0 ? [visit, versus] : [versus, visit];
      })
    : visits;
for (const visit of paired(shuffle(warmVisits))) await request(visit);
// Why the bundle's thread or the sampling thread could not be set as above, if they could not.
const alone = isolateMainThread();
const { outcomes, unprioritised } = await measure(paired(shuffle(measuredVisits)));
const interval = runInterval();
const seconds = ((Date.now() - started) / 1000).toFixed(0);

const ms = (value: number | undefined) => (value === undefined ? "     –" : value.toFixed(1).padStart(6));
const distinctPages = (kind: string) =>
  new Set(outcomes.filter((o) => o.visit.kind === kind).map((o) => o.visit.path.replace(/[?&]utm_content=bench-\d+$/, ""))).size;
console.log(
  `\nServer CPU per request: the Worker bundle's own code under V8's profiler (sampling every ${(interval / 1000).toFixed(2)} ms), ` +
    `${ADDRESSES} different addresses a kind, each asked once past the edge cache, every second one signed in (${cookies.length} seeded accounts in turn); ` +
    `Arabic and English; after ${WARM_UPS} warm-ups a kind on other addresses; ${outcomes.length} requests in ${seconds} s.`,
);
console.log(`Budget: mean ≤ ${CPU_BUDGET_MS} ms a request, anonymous and signed in, for every visitor page kind (the 404 shell is a reference).`);
console.log(
  "trim: mean without the highest and lowest tenth; pages: distinct pages behind the addresses (+tag: the rest asked under a campaign parameter); " +
    "thread: mean CPU time of the bundle's whole thread a request while profiled (an upper bound)",
);
const top = kinds.find(({ kind }) => kind === topOf);
if (top) printTop(outcomes.filter((o) => o.visit.kind === topOf && Boolean(o.visit.cookie) === topSignedIn && o.profile).map((o) => o.profile!));
console.log(
  `\n${"".padEnd(17)}${"".padEnd(13)}${"".padEnd(9)}${"anonymous, ms".padEnd(29)}${"signed in, ms".padEnd(29)}\n` +
    `${"kind".padEnd(17)}${"status".padEnd(13)}${"pages".padEnd(9)}${"  mean  trim   p90   max  n ".padEnd(29)}${"  mean  trim   p90   max  n ".padEnd(29)}thread  verdict`,
);
let over = 0;
let failed = 0;
for (const { kind, status: expected } of kinds) {
  const mine = outcomes.filter((o) => o.visit.kind === kind);
  const statuses = new Map<number, number>();
  for (const { status } of mine) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const statusText = [...statuses].map(([status, count]) => `${status}×${count}`).join(" ");
  const cached = mine.filter((o) => o.cached).length;
  const wrong = mine.filter((o) => o.status !== expected).length;
  const groups = [false, true].map((signed) =>
    figures(
      mine.filter((o) => Boolean(o.visit.cookie) === signed).map((o) => o.samples),
      interval,
      `${kind} ${signed ? "signed in" : "anonymous"}`,
    ),
  );
  const reference = kind === SHELL_KIND;
  const worst = Math.max(...groups.map((group) => group?.mean ?? 0));
  const notes = [
    wrong ? `${wrong} not ${expected}` : "",
    cached ? `${cached} from the edge cache` : "",
    groups.some((group) => group && group.p90 > CPU_BUDGET_MS) ? `p90 over ${CPU_BUDGET_MS} ms` : "",
  ].filter(Boolean);
  let verdict = reference ? "(reference)" : worst <= CPU_BUDGET_MS ? "ok" : `OVER ${CPU_BUDGET_MS} ms`;
  if (!reference && worst > CPU_BUDGET_MS) over++;
  if (wrong || cached) {
    failed++;
    verdict = "NOT MEASURED";
  }
  const cells = (group: Figures | null) =>
    group ? `${ms(group.mean)}${ms(group.trimmed)}${ms(group.p90)}${ms(group.max)} ${String(group.count).padStart(2)} ` : `${"  n/a".padEnd(28)} `;
  const pages = distinctPages(kind);
  const pagesText = `${pages}${pages * 2 < mine.length ? "+tag" : ""}`;
  console.log(
    `${kind.padEnd(17)}${statusText.padEnd(13)}${pagesText.padEnd(9)}${cells(groups[0])}${cells(groups[1])}${ms(mine.reduce((sum, o) => sum + o.thread, 0) / mine.length)}  ${verdict}${notes.length ? ` (${notes.join("; ")})` : ""}`,
  );
}
if (unitsMode) await printUnits();
if (dumpTo) {
  const profilesOf = (kind: string, signed: boolean) =>
    outcomes.filter((o) => o.visit.kind === kind && Boolean(o.visit.cookie) === signed).map((o) => o.profile);
  writeFileSync(
    dumpTo,
    JSON.stringify({
      bundleUrl,
      kinds: Object.fromEntries(kinds.map(({ kind }) => [kind, { anonymous: profilesOf(kind, false), signed: profilesOf(kind, true) }])),
    }),
  );
}
if (alone) console.log(`(the bundle's thread could not have a core of its own: ${alone}; other work on its core may be counted as the bundle's)`);
if (unprioritised)
  console.log(
    `(the profiler's sampling thread could not have real-time priority: ${unprioritised}; it misses samples while the machine is busy, so the figures may be low)`,
  );
if (ACCOUNTS > 0 && cookies.length === 0) console.log("(no seeded account could sign in: signed-in figures not measured)");
if (failed) console.log(`\n${failed} kind(s) not measured as asked: a request answered another status, or came from the edge cache.`);
console.log(over ? `\n${over} page kind(s) over the CPU budget.` : "\nEvery page kind is within the CPU budget.");
await session.post("Profiler.disable");
session.disconnect();
await proxy.dispose();
process.exit(0);

// ---------------------------------------------------------------------------
// --units

/** A figure for the units' tables: two decimals under 10, whole above. */
function num(value: number, width = 8): string {
  return (Number.isNaN(value) ? "–" : value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString("en-US")).padStart(width);
}

/**
 * Per kind: D1 rows read, rows written and queries a request (means, anonymous and signed in), the most rows read and
 * the most queries of one request, and the CPU means beside; then each kind's request that read the most, by address.
 * The rows budget is a request's, not a mean's: a kind within it on average may have one page over.
 */
async function printUnits() {
  const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : NaN);
  console.log(
    `\nD1 units per request (each D1 result's meta.rows_read / meta.rows_written as the local D1 reports them; a query is one statement, a batch's each counted; waitUntil work included), same requests as above.`,
  );
  console.log(
    `${"".padEnd(17)}${"anonymous".padEnd(27)}${"signed in".padEnd(27)}${"".padEnd(18)}${"CPU ms (mean)".padEnd(14)}\n` +
      `${"kind".padEnd(17)}${"    read written queries".padEnd(27)}${"    read written queries".padEnd(27)}${"max read max q".padEnd(18)}${"anon  signed"}`,
  );
  for (const { kind } of kinds) {
    const mine = outcomes.filter((o) => o.visit.kind === kind);
    const cells = (signed: boolean) => {
      const group = mine.filter((o) => Boolean(o.visit.cookie) === signed);
      return `${num(mean(group.map((o) => o.units.read)))}${num(mean(group.map((o) => o.units.written)))}${num(mean(group.map((o) => o.units.queries)))}   `;
    };
    const cpu = (signed: boolean) => mean(mine.filter((o) => Boolean(o.visit.cookie) === signed).map((o) => (o.samples * interval) / 1000));
    console.log(
      `${kind.padEnd(17)}${cells(false)}${cells(true)}${String(Math.max(...mine.map((o) => o.units.read))).padStart(8)} ${String(Math.max(...mine.map((o) => o.units.queries))).padStart(5)}    ${num(cpu(false), 5)} ${num(cpu(true), 6)}`,
    );
  }
  for (const { kind } of kinds) {
    const most = outcomes
      .filter((o) => o.visit.kind === kind)
      .reduce<Outcome | null>((top, o) => (top === null || o.units.read > top.units.read ? o : top), null);
    if (most) console.log(`  most rows read, ${kind}: ${most.units.read} (${most.visit.cookie ? "signed in" : "anonymous"}) ${most.visit.path}`);
  }
  await adViewUnits();
  await messageUnits();
  await bytesPerAd();
}

/**
 * Rows written per ad view: VIEWS views of the public ads' pages (a few ads
 * seen far more than the rest), by a pool of visitors of whom some come back
 * to the same ad the same day (counted once) and every second one signed in;
 * then the counters' roll-up, when the bundle has one, with its own writes.
 */
async function adViewUnits() {
  const VIEWS = Number(argValue("--views", "300"));
  const ids = (await rows<{ id: number }>(`SELECT a.id FROM ads a WHERE ${PUBLIC_ADS} ORDER BY a.id LIMIT 60`, now)).map(({ id }) => id);
  const pick = random(SEED + 7);
  const visitors = Array.from({ length: Math.ceil(VIEWS / 2) }, (_, i) => ({ address: nextAddress(), cookie: signedIn(i) }));
  const before = { ...tally };
  const objectsBefore = { ...objectTally };
  const started = Date.now();
  for (let view = 0; view < VIEWS; view++) {
    const ad = ids[Math.floor(ids.length * pick() ** 2)];
    const visitor = visitors[Math.floor(visitors.length * pick())];
    await request({ path: `/categories/product/${ad}`, language: view % 2 ? "en" : "ar", cookie: visitor.cookie, address: visitor.address });
  }
  const pages = unitsSince(before);
  const rolled = { ...tally };
  const alarms = counters ? await counters.fireAlarms() : 0;
  const rollUp = unitsSince(rolled);
  const written = (pages.written + rollUp.written) / VIEWS;
  console.log(
    `\nAd views: ${VIEWS} views of ${ids.length} ads by ${visitors.length} visitors (some again the same day), in ${((Date.now() - started) / 1000).toFixed(0)} s.` +
      `\n  D1 per view, the page and its counting: ${num(pages.read / VIEWS, 0)} rows read, ${num(pages.written / VIEWS, 0)} rows written, ${num(pages.queries / VIEWS, 0)} queries` +
      (counters
        ? `\n  roll-up (${alarms} shard(s)' alarms): ${rollUp.queries} queries, ${rollUp.read} rows read, ${rollUp.written} rows written` +
          `\n  Durable Object per view: ${num((objectTally.requests - objectsBefore.requests) / VIEWS, 0)} requests, ${num((objectTally.written - objectsBefore.written) / VIEWS, 0)} storage rows written`
        : "") +
      `\n  D1 rows written per ad view, all told: ${written.toFixed(3)}`,
  );
}

/** Rows written per message: the README's customer sends a first message about MESSAGES ads of other sellers through the API. */
async function messageUnits() {
  const MESSAGES = Number(argValue("--messages", "20"));
  const api = `${base}/public/api`;
  const call = async (path: string, body: Record<string, string>, token?: string) => {
    const response = await worker.fetch(
      new Request(`${api}${path}`, {
        method: "POST",
        body: new URLSearchParams(body),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": "198.51.100.200",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      }),
      env,
      ctx,
    );
    const json = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
    await Promise.all(background.splice(0));
    return { status: response.status, json };
  };
  const customer = users.find((user) => user.id === 2)!;
  const token = (await call("/user/login", { phone_number: customer.phone, password: customer.password })).json?.data?.token;
  if (!token) return console.log("\nMessages: the customer could not sign in through the API: not measured.");
  const ads = await rows<{ id: number }>(`SELECT a.id FROM ads a WHERE ${PUBLIC_ADS} AND a.user_id <> 2 ORDER BY a.id DESC LIMIT ?2`, now, MESSAGES);
  const statuses = new Map<number, number>();
  const before = { ...tally };
  for (const { id } of ads) {
    const { status } = await call("/client/messages/send", { ad_id: String(id), body: `A question about ad ${id}: is it still for sale?` }, token);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const used = unitsSince(before);
  console.log(
    `\nMessages: ${ads.length} first messages through the API (${[...statuses].map(([status, n]) => `${status}×${n}`).join(" ")}): ` +
      `${(used.written / ads.length).toFixed(1)} rows written, ${(used.read / ads.length).toFixed(1)} rows read, ${(used.queries / ads.length).toFixed(1)} queries per message.`,
  );
}

/** The local database's bytes (its SQLite files) per ad, every state counted. */
async function bytesPerAd() {
  const files = (readdirSync(persist, { recursive: true }) as string[]).filter((name) => /d1.*\.sqlite(-wal)?$/.test(name));
  const bytes = files.reduce((sum, name) => sum + statSync(resolve(persist, name)).size, 0);
  const [{ n }] = await rows<{ n: number }>("SELECT COUNT(*) AS n FROM ads");
  console.log(`\nDatabase: ${(bytes / 1e6).toFixed(1)} MB on disk for ${n.toLocaleString("en-US")} ads: ${(bytes / n / 1024).toFixed(2)} KB per ad.`);
}
