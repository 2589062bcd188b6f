// A fault measured: a runtime killed during parallel ad posts
// leaves photos no row names; the hourly job deletes them once a day old.
//
//   npx tsx .tools/fault-orphans.ts [--port 8820] [--persist-to .wrangler/orphans-run] [--posts 15] [--kill-after 1000] [--photos 3] [--size 1200x900]
//
// Starts `npm start` on a fresh local state, signs the seeded trader and
// customer in through the JSON API, sends the posts at once (each with real
// JPEG photos) and kills the workerd process after --kill-after ms. Then it
// counts objects under the upload prefixes that no row names (and rows whose
// object is missing), restarts the server on the same state, runs the cron
// (/__scheduled) now and (/cdn-cgi/local/scheduled?time=) with its clock 25
// hours later, and counts again. The
// production grace period is not changed: only the run's clock is.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import { argValue, hasFlag, openLocalStorage } from "./run";

const port = Number(argValue("--port", "8820"));
const persistTo = argValue("--persist-to", ".wrangler/orphans-run")!;
const posts = Number(argValue("--posts", "15"));
const killAfter = Number(argValue("--kill-after", "1000"));
const photosPerPost = Number(argValue("--photos", "3"));
const [photoWidth, photoHeight] = argValue("--size", "1200x900")!.split("x").map(Number) as [number, number];
const base = `http://127.0.0.1:${port}`;
const PREFIXES = ["ads/", "users/", "support/", "documents/", "admin/"];

function start(fresh: boolean): ChildProcess {
  const args = [
    "tsx",
    ".tools/start.ts",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    ...(fresh ? ["--fresh"] : []),
    ...(!fresh || hasFlag("--no-build") ? ["--no-build"] : []),
  ];
  const child = spawn("npx", args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, PORT: String(port) } });
  const serverLog = createWriteStream(`${persistTo}.log`, { flags: "a" });
  child.stdout!.pipe(serverLog);
  child.stderr!.pipe(serverLog);
  return child;
}

async function ready(timeoutMs = 240_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${base} did not answer`);
}

/** The workerd processes among the descendants of a process. */
function workerdUnder(pid: number): number[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([p, pp, comm]) => ({ pid: Number(p), ppid: Number(pp), comm }));
  const below = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows)
      if (below.has(row.ppid) && !below.has(row.pid)) {
        below.add(row.pid);
        grew = true;
      }
  }
  return rows.filter((row) => below.has(row.pid) && row.comm === "workerd").map((row) => row.pid);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // gone
  }
}

/** Objects under the upload prefixes no row names, and rows whose object is missing. */
async function count(): Promise<{ objects: number; unnamed: number; missing: number; ads: number }> {
  const storage = await openLocalStorage(`${persistTo}/v3`);
  try {
    const { DB, BUCKET } = storage.env;
    const stored: string[] = [];
    let cursor: string | undefined;
    do {
      const listed = await BUCKET.list({ cursor, limit: 1000 });
      stored.push(...listed.objects.map((object) => object.key).filter((key) => PREFIXES.some((prefix) => key.startsWith(prefix))));
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
    const reads = [
      "SELECT image_path AS key FROM ad_images",
      "SELECT small_path AS key FROM ad_images",
      "SELECT image AS key FROM users",
      "SELECT path AS key FROM support_attachments",
      "SELECT substr(file_url, 8) AS key FROM pdf_imgs",
      ...["categories", "subcategories", "brand_countries", "third_branches", "banners", "blog_posts"].map((table) => `SELECT image AS key FROM ${table}`),
    ];
    const results = await DB.batch<{ key: string | null }>(reads.map((sql) => DB.prepare(sql)));
    const named = new Set(
      results
        .flatMap((result) => result.results.map((row) => row.key))
        .filter((key): key is string => !!key && PREFIXES.some((prefix) => key.startsWith(prefix))),
    );
    const storedSet = new Set(stored);
    const ads = (await DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE name LIKE 'fault-orphans %'").first<{ n: number }>())!.n;
    return {
      objects: stored.length,
      unnamed: stored.filter((key) => !named.has(key)).length,
      missing: [...named].filter((key) => !storedSet.has(key)).length,
      ads,
    };
  } finally {
    await storage.dispose();
  }
}

async function d1(sql: string): Promise<Record<string, unknown>[]> {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], { encoding: "utf8" });
  return (JSON.parse(out) as Array<{ results: Record<string, unknown>[] }>)[0]!.results;
}

async function login(phone: string, password: string): Promise<string> {
  const response = await fetch(`${base}/public/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone_number: phone, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login ${phone}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

async function photo(seed: number): Promise<Blob> {
  // Noise, so the JPEG is as large as a camera's for its size and its card variant takes real work.
  const width = photoWidth;
  const height = photoHeight;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[i] = state >>> 24;
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

const log = (...parts: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 23)}]`, ...parts);

mkdirSync(dirname(persistTo), { recursive: true });
let server = start(true);
try {
  await ready();
  log("server up on", base);
  const chain = (
    await d1(
      `SELECT t.id AS third, b.id AS brand, s.id AS sub, s.category_id AS cat FROM third_branches t JOIN brand_countries b ON b.id = t.brand_country_id
       JOIN subcategories s ON s.id = b.subcategory_id LIMIT 1`,
    )
  )[0]!;
  const place = (await d1("SELECT r.id AS region, r.governorate_id AS gov FROM regions r LIMIT 1"))[0]!;
  const tokens = [await login("+201000000003", "trader-pass-123"), await login("+201000000002", "customer-pass-123")];
  const images = await Promise.all(Array.from({ length: photosPerPost }, (_, index) => photo(index + 1)));
  log(`photos: ${photosPerPost} of ${images.map((image) => `${Math.round(image.size / 1024)} KB`).join(", ")} a post`);
  log("before:", await count());

  const statuses: Array<number | string> = [];
  const started = Date.now();
  const sent = Array.from({ length: posts }, async (_, index) => {
    const form = new FormData();
    const fields: Record<string, string> = {
      name: `fault-orphans ${index + 1}`,
      description: "سيارة بحالة ممتازة، صيانة توكيل",
      price: "650000",
      notes: "السعر قابل للتفاوض",
      negotiable: "1",
      status: "used",
      latitude: "30.05",
      longitude: "31.34",
      address: "شارع عباس العقاد",
      category_id: String(chain.cat),
      subcategory_id: String(chain.sub),
      brand_country_id: String(chain.brand),
      third_branch_id: String(chain.third),
      gov_id: String(place.gov),
      region_id: String(place.region),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    images.forEach((image, n) => form.append(`images[${n}]`, image, `photo-${n + 1}.jpg`));
    try {
      const response = await fetch(`${base}/public/api/client/ads`, { method: "POST", headers: { Authorization: `Bearer ${tokens[index % 2]}` }, body: form });
      statuses[index] = response.status;
      if (response.status >= 400 && index === 0) log(await response.text());
      log(`post ${index + 1}: ${response.status} after ${Date.now() - started} ms`);
    } catch (error) {
      statuses[index] =
        `cut (${(error as Error).cause ? String((error as { cause: Error }).cause.message ?? (error as Error).cause) : (error as Error).message})`;
    }
  });
  if (killAfter > 0) {
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    const workerd = workerdUnder(server.pid!);
    for (const pid of workerd) process.kill(pid, "SIGKILL");
    log(`killed workerd ${workerd.join(", ")} ${Date.now() - started} ms after the posts were sent`);
  }
  await Promise.all(sent);
  const tally = new Map<string, number>();
  for (const status of statuses) tally.set(String(status), (tally.get(String(status)) ?? 0) + 1);
  log("answers:", Object.fromEntries(tally));
  await stop(server);

  const afterCrash = await count();
  log("after the crash:", afterCrash);

  server = start(false);
  await ready();
  log("server restarted");
  // wrangler's /__scheduled (npm start's --test-scheduled) runs the job at the present time; miniflare's own
  // trigger address takes the run's time (`time`, in ms), which the job reads as controller.scheduledTime.
  const cron = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return `${response.status} ${await response.text()}`;
  };
  const cronLine = encodeURIComponent("17 * * * *");
  log("cron now:", await cron(`/__scheduled?cron=${cronLine}`));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  log("after the cron (grace period not passed):", await count());
  log("cron 25 h later:", await cron(`/cdn-cgi/local/scheduled?cron=${cronLine}&time=${Date.now() + 25 * 3600 * 1000}`));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  log("after the cron (25 h later):", await count());
} finally {
  await stop(server);
}
