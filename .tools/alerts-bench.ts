// 10,000 saved searches against 1,000 newly approved ads,
// as one cron run matches them (features/saved-searches/queries.server.ts
// matchQueuedAds: candidates by category, filters and the text's anchors, then
// the listing's FTS5 expression for each candidate pair), on a fresh local D1 (wrangler's
// getPlatformProxy, workerd's SQLite) with every migration.
//
// It prints, over several rounds (each a fresh queue of the same 1,000 ads):
// - the statement's time in D1 (the batch's wall time, measured around the call: D1's own work, which is not
//   the Worker's CPU time);
// - the Worker side's CPU time for the call (this process's CPU, `process.cpuUsage`: D1 runs in workerd, apart);
// - the whole run (runAlerts: matching, then the hour's e-mails into the outbox, at most ALERTS.mailsPerRun),
//   its CPU on the Worker side and its count of D1 calls (a Worker's subrequests).
//
//   npx tsx .tools/alerts-bench.ts [--searches 10000] [--ads 1000] [--rounds 5] [--runs 1] [--broad] [--scripts]
//
// --scripts: the saved searches' words typed as buyers also type them, in the
// other script, in Franco-Arabic or with a slip ("corolla", "sha2a", "كورلا"),
// the ads' titles unchanged.
import { argValue } from "./run";
import { createTestEnv } from "../tests/workers/helpers/db";
import { testConfig } from "../tests/workers/helpers/config";
import { ALERTS, matchQueuedAds, nextBatch, runAlerts } from "~/features/saved-searches/alerts.server";
import { savedText } from "~/features/saved-searches/alert-text.server";
import { toKeyStatements } from "~/features/saved-searches/queries.server";
import { slipInsertSql, slipRowsJson } from "~/features/ads/search.server";
import { normalizeForSearch } from "~/lib/normalize";

const searches = Number(argValue("--searches") ?? 10_000);
const adCount = Number(argValue("--ads") ?? 1_000);
const rounds = Number(argValue("--rounds") ?? 5);
const runs = Number(argValue("--runs") ?? 1);

// A small deterministic generator, so every run measures the same data.
// (mulberry32: the earlier LCG multiplied past 2^53 in doubles and repeated itself every 10,466 draws, so 300,000
// searches were about a thousand different ones over and over.)
let seed = 41;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;

const broad = process.argv.includes("--broad");
// The seed's shape: 5 categories, 24 subcategories, 73 brand countries, 187 third branches.
const CATEGORIES = [1, 2, 3, 4, 5];
const subcategoriesOf = (category: number) => [1, 2, 3, 4, 5].map((n) => category * 10 + n);
const brandsOf = (subcategory: number) => [1, 2, 3].map((n) => subcategory * 10 + n);
const branchesOf = (brand: number) => [1, 2, 3].map((n) => brand * 10 + n);
const GOVERNORATES = Array.from({ length: 27 }, (_, index) => index + 1);
const regionsOf = (governorate: number) => [1, 2, 3, 4, 5].map((n) => governorate * 10 + n);
const scripts = process.argv.includes("--scripts");
const WORDS = ["تويوتا", "كورولا", "هيونداي", "شقة", "فيلا", "ايفون", "سامسونج", "لابتوب", "غسالة", "ثلاجة", "كنبة", "مكيف", "نيسان", "كيا", "مرسيدس", "جديد"];

// The same words as buyers type them in the other script, in Franco-Arabic or with a slip (--scripts).
const TYPED: Record<string, string> = {
  تويوتا: "toyota",
  كورولا: "كورلا",
  شقة: "sha2a",
  ايفون: "iphone",
  سامسونج: "samsung",
  لابتوب: "laptop",
  مرسيدس: "mercedes",
  غسالة: "غسالا",
};

/** The database with every D1 call (a batch, or a statement's first/all/run/raw) counted and timed, in order. */
function instrument(db: D1Database): { db: D1Database; calls: number[] } {
  const calls: number[] = [];
  const timed =
    <T extends (...a: unknown[]) => unknown>(call: T, self: unknown) =>
    async (...a: unknown[]) => {
      const start = performance.now();
      try {
        return await call.apply(self, a);
      } finally {
        calls.push(performance.now() - start);
      }
    };
  const statement = (inner: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, name, receiver) {
        const method = Reflect.get(target, name, receiver);
        if (name === "bind") return (...values: unknown[]) => statement((method as (...a: unknown[]) => D1PreparedStatement).apply(target, values));
        if (name === "first" || name === "all" || name === "run" || name === "raw") return timed(method as (...a: unknown[]) => unknown, target);
        return typeof method === "function" ? method.bind(target) : method;
      },
    });
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "batch") return timed(value as (...a: unknown[]) => unknown, target);
      if (property === "prepare") return (...args: unknown[]) => statement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, calls };
}

const { env, dispose } = await createTestEnv();
const db = env.DB;
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, index * size + size));

try {
  // The catalogue: 6 categories of 6 subcategories, 27 governorates of 5 regions; cars have year and fuel, flats rooms and area.
  await db.batch([
    ...CATEGORIES.map((id) => db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (?1, ?2, ?2, ?2)").bind(id, `c${id}`)),
    ...CATEGORIES.flatMap((category) =>
      subcategoriesOf(category).map((id) =>
        db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (?1, ?2, 's', 's')").bind(id, category),
      ),
    ),
    ...CATEGORIES.flatMap(subcategoriesOf).flatMap((subcategory) =>
      brandsOf(subcategory).flatMap((brand) => [
        db.prepare("INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (?1, ?2, 'b', 'b')").bind(brand, subcategory),
        ...branchesOf(brand).map((branch) =>
          db.prepare("INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (?1, ?2, 't', 't')").bind(branch, brand),
        ),
      ]),
    ),
    ...GOVERNORATES.map((id) =>
      db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (?1, 'g', 'g', ?2, 30, 31)").bind(id, `g${id}`),
    ),
    ...GOVERNORATES.flatMap((governorate) =>
      regionsOf(governorate).map((id) =>
        db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (?1, ?2, 'r', 'r', 30, 31)").bind(id, governorate),
      ),
    ),
    db.prepare(
      "INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en, filterable) VALUES (1, 1, 'year', 'number', 'y', 'y', 1), (2, 1, 'fuel', 'one_of', 'f', 'f', 1), (3, 2, 'rooms', 'number', 'r', 'r', 1), (4, 2, 'area', 'number', 'a', 'a', 1)",
    ),
    db.prepare(
      "INSERT INTO attribute_options (id, field_id, key, label, label_en) VALUES (1, 2, 'petrol', 'p', 'p'), (2, 2, 'diesel', 'd', 'd'), (3, 2, 'electric', 'e', 'e')",
    ),
  ]);
  // 2,000 buyers and 100 sellers.
  const buyers = Math.ceil(searches / 5);
  // Many rows a statement (one JSON value read by json_each): 300,000 searches seed in minutes, not in hours.
  for (const part of chunks(
    Array.from({ length: buyers + 100 }, (_, index) => index + 1),
    5000,
  )) {
    await db
      .prepare(
        `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash)
         SELECT value, 'u' || value, 'n', 'n', 'u' || value || '@example.com', '+2010' || printf('%08d', value), 'x' FROM json_each(?1)`,
      )
      .bind(JSON.stringify(part))
      .run();
  }

  // 10,000 saved searches, as saveSearch stores them, with a mix of filters.
  const rows: unknown[][] = [];
  const attributes: unknown[][] = [];
  for (let id = 1; id <= searches; id++) {
    // How narrow a search is. The default mix: 5% a word everywhere, 10% a category, 45% a subcategory,
    // 25% a brand country, 15% a third branch (a make, a model); --broad: 5% everywhere, 50% a category, 45% a subcategory.
    const depth = random();
    const everywhere = depth < 0.05;
    const level = everywhere ? 0 : broad ? (depth < 0.55 ? 1 : 2) : depth < 0.15 ? 1 : depth < 0.6 ? 2 : depth < 0.85 ? 3 : 4;
    const category = everywhere ? 0 : pick(CATEGORIES);
    const subcategory = level >= 2 ? pick(subcategoriesOf(category)) : 0;
    const brand = level >= 3 ? pick(brandsOf(subcategory)) : null;
    const branch = level >= 4 && brand ? pick(branchesOf(brand)) : null;
    const governorate = chance(broad ? 0.4 : 0.5) ? pick(GOVERNORATES) : null;
    const region = governorate && chance(0.25) ? pick(regionsOf(governorate)) : null;
    const min = chance(0.2) ? pick([10_000, 50_000, 100_000]) : 0;
    const max = chance(0.2) ? pick([200_000, 500_000, 1_000_000]) : 0;
    const word = everywhere || chance(0.15) ? pick(WORDS) : null;
    const q = word && scripts ? (TYPED[word] ?? word) : word;
    const withAttributes = (category === 1 || category === 2) && chance(0.3);
    if (withAttributes) {
      if (category === 1) {
        attributes.push([id, 1, pick([2010, 2015, 2018]), null, null]);
        if (chance(0.5)) attributes.push([id, 2, null, null, JSON.stringify([pick([1, 2, 3])])]);
      } else attributes.push([id, 3, pick([2, 3]), null, null], [id, 4, pick([80, 120]), pick([150, 250]), null]);
    }
    const text = q && !process.argv.includes("--no-text") ? savedText(q) : { matchQuery: null, matchTerm: null };
    rows.push([
      id,
      Math.ceil(id / 5),
      `s${id}`,
      q ? new URLSearchParams({ q, n: String(id) }).toString() : `n=${id}`,
      pick(["instant", "instant", "daily", "never"]),
      category,
      subcategory,
      governorate,
      region,
      min,
      max,
      text.matchQuery,
      text.matchTerm,
      withAttributes ? 1 : 0,
      brand,
      branch,
    ]);
  }
  for (const part of chunks(rows, 2000)) {
    await db
      .prepare(
        `INSERT INTO saved_searches (id, user_id, name, path, query, frequency, category_key, subcategory_key, governorate_id, region_id, min_price, max_price,
           match_query, match_term, has_attributes, brand_country_id, third_branch_id, opened_at, created_at)
         SELECT r ->> 0, r ->> 1, r ->> 2, '/categories/search', r ->> 3, r ->> 4, r ->> 5, r ->> 6, r ->> 7, r ->> 8, r ->> 9, r ->> 10,
           r ->> 11, r ->> 12, r ->> 13, r ->> 14, r ->> 15, '2026-11-27 00:00:00', '2026-11-27 00:00:00'
         FROM (SELECT value AS r FROM json_each(?1))`,
      )
      .bind(JSON.stringify(part))
      .run();
  }
  for (const part of chunks(attributes, 2000)) {
    await db
      .prepare(
        `INSERT INTO saved_search_attributes (search_id, field_id, min_number, max_number, choices)
         SELECT r ->> 0, r ->> 1, r ->> 2, r ->> 3, r ->> 4 FROM (SELECT value AS r FROM json_each(?1))`,
      )
      .bind(JSON.stringify(part))
      .run();
  }

  // Each search to its key, as saving it does (searches that ask the same thing share one).
  await db.batch(toKeyStatements(db, "?1", 1));
  const keys = (await db.prepare("SELECT COUNT(*) AS n FROM saved_search_keys").first<number>("n"))!;

  // 1,000 ads under review (with their search rows and attribute values), by the 100 sellers.
  const adIds = Array.from({ length: adCount }, (_, index) => index + 1);
  for (const part of chunks(adIds, 50)) {
    const statements = [];
    for (const id of part) {
      const category = pick(CATEGORIES);
      const subcategory = pick(subcategoriesOf(category));
      const brand = pick(brandsOf(subcategory));
      const governorate = pick(GOVERNORATES);
      const name = `${pick(WORDS)} ${pick(WORDS)} ${id}`;
      statements.push(
        db
          .prepare(
            `INSERT INTO ads (id, user_id, name, description, price, category_id, subcategory_id, brand_country_id, third_branch_id, governorate_id, region_id,
               latitude, longitude, address, status, created_at, updated_at)
             VALUES (?1, ?2, ?3, 'وصف', ?4, ?5, ?6, ?7, ?8, ?9, ?10, 30, 31, 'a', 'pending', '2026-11-27 08:00:00', '2026-11-27 08:00:00')`,
          )
          .bind(
            id,
            buyers + 1 + (id % 100),
            name,
            Math.floor(random() * 1_500_000),
            category,
            subcategory,
            brand,
            pick(branchesOf(brand)),
            governorate,
            pick(regionsOf(governorate)),
          ),
        db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?1, ?2, 'وصف')").bind(id, normalizeForSearch(name)),
        // The slip index's rows, as posting an ad writes them (features/ads/queries.server.ts).
        db.prepare(slipInsertSql("?1")).bind(slipRowsJson(`${normalizeForSearch(name)} وصف`)),
      );
      if (category === 1)
        statements.push(
          db
            .prepare("INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES (?1, 1, ?2), (?1, 2, ?3)")
            .bind(id, 2005 + Math.floor(random() * 20), pick([1, 2, 3])),
        );
      if (category === 2)
        statements.push(
          db
            .prepare("INSERT INTO ad_attributes (ad_id, field_id, value_number) VALUES (?1, 3, ?2), (?1, 4, ?3)")
            .bind(id, 1 + Math.floor(random() * 5), 60 + Math.floor(random() * 250)),
        );
    }
    await db.batch(statements);
  }

  const approveAll = async () => {
    await db.batch([
      db.prepare("UPDATE ads SET status = 'pending'"),
      db.prepare("DELETE FROM saved_search_key_hits"),
      db.prepare("DELETE FROM alert_queue"),
      db.prepare("DELETE FROM outbox"),
      db.prepare("DELETE FROM alert_digests"),
      db.prepare("UPDATE saved_searches SET mailed_at = NULL, told_to = 0"),
      // Approval, as moderation writes it: the trigger queues every ad.
      db.prepare("UPDATE ads SET status = 'approved', approved_at = '2026-11-27 09:00:00', expires_at = '2026-12-27 09:00:00'"),
    ]);
  };

  console.log(
    `${searches} saved searches (${keys} keys)${broad ? " (broad)" : ""}${scripts ? " (words in the other script, Franco-Arabic, slips)" : ""}, ${adCount} newly approved ads (${attributes.length} attribute filters)`,
  );
  const now = new Date("2026-11-27T10:00:00Z");
  for (let round = 1; round <= rounds; round++) {
    await approveAll();
    // As runAlerts does: ALERTS.batchesPerRun batches, the first of ALERTS.firstBatch ads, the next (ads and window of searches) sized by the last one's time (nextBatch).
    const times: number[] = [];
    let ads = 0;
    let hits = 0;
    const cpu = process.cpuUsage();
    const steps: string[] = [];
    let next: { size: number; window: number } = { size: ALERTS.firstBatch, window: ALERTS.searchesPerBatch };
    let longest = 0;
    for (let batch = 0; batch < ALERTS.batchesPerRun; batch++) {
      const { db: timedDb, calls } = instrument(db);
      const start = performance.now();
      const matched = await matchQueuedAds({ db: timedDb }, next.size, now, next.window);
      times.push(performance.now() - start);
      steps.push(`${matched.ads} ads × ${next.window} searches, ${matched.hits} hits: ${calls.map((time) => time.toFixed(0)).join("/")}`);
      ads += matched.done;
      hits += matched.hits;
      longest = Math.max(longest, ...calls);
      if (matched.ads < next.size && matched.done === matched.ads) break;
      next = nextBatch({ ...matched, ms: times[times.length - 1]!, ...next });
    }
    const used = process.cpuUsage(cpu);
    // The matches as buyers read them (each search's through its key, never the seller's own ad), against the rows written.
    const told = (await db.prepare("SELECT COUNT(*) AS n FROM saved_search_hits WHERE ad_id NOT IN (SELECT ad_id FROM alert_queue)").first<number>("n"))!;
    // The same matches for the searches without text, found search by search as the listing's filters read (a check of the keys).
    const plain = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id
             WHERE s.match_query IS NULL AND h.ad_id NOT IN (SELECT ad_id FROM alert_queue)) AS keyed,
           (SELECT COUNT(*) FROM ads a JOIN saved_searches s ON s.category_key IN (0, a.category_id) AND s.subcategory_key IN (0, a.subcategory_id)
             WHERE a.id NOT IN (SELECT ad_id FROM alert_queue) AND s.match_query IS NULL AND s.user_id <> a.user_id
               AND (s.brand_country_id IS NULL OR s.brand_country_id = a.brand_country_id) AND (s.third_branch_id IS NULL OR s.third_branch_id = a.third_branch_id)
               AND (s.governorate_id IS NULL OR s.governorate_id = a.governorate_id) AND (s.region_id IS NULL OR s.region_id = a.region_id)
               AND (s.min_price = 0 OR a.price >= s.min_price) AND (s.max_price = 0 OR a.price <= s.max_price)
               AND NOT EXISTS (SELECT 1 FROM saved_search_attributes f WHERE f.search_id = s.id AND NOT EXISTS (
                 SELECT 1 FROM ad_attributes x WHERE x.ad_id = a.id AND x.field_id = f.field_id AND CASE
                   WHEN f.choices IS NULL THEN x.value_number BETWEEN coalesce(f.min_number, -1e18) AND coalesce(f.max_number, 1e18)
                   ELSE x.value_number IN (SELECT value FROM json_each(f.choices)) END))) AS each`,
      )
      .first<{ keyed: number; each: number }>();
    console.log(`round ${round}: searches without text: ${plain!.keyed} matches through their keys, ${plain!.each} search by search`);
    console.log(`round ${round}: ${hits} hit rows written (${ads} ads done, the others part of the way), ${told} matches of saved searches for the ads done`);
    console.log(
      `round ${round}: ${ads} ads done, ${hits} hits; longest D1 call ${longest.toFixed(0)} ms; batches ${times.map((time) => time.toFixed(0)).join(" + ")} ms (each batch's D1 calls: ${steps.join(", ")} ms); Worker-side CPU ${((used.user + used.system) / 1000).toFixed(2)} ms`,
    );
  }

  // The whole run: matching, then the hour's e-mails (at most ALERTS.mailsPerRun), counting D1 calls.
  // --runs N: that many runs in a row (cron invocations) on the same queue, an hour apart.
  await approveAll();
  for (let invocation = 0; invocation < runs; invocation++) {
    const { db: counted, calls: callTimes } = instrument(db);
    const cpu = process.cpuUsage();
    const start = performance.now();
    const report = await runAlerts({ db: counted, config: testConfig() }, new Date(now.getTime() + invocation * 3_600_000));
    const calls = callTimes.length;
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const left = await db.prepare("SELECT COUNT(*) AS n, max(searched_to) AS cursor FROM alert_queue").first<{ n: number; cursor: number }>();
    console.log(
      `whole run ${invocation + 1}: ${JSON.stringify(report)}; queue left ${left?.n} ads (furthest cursor ${left?.cursor}); ${calls} D1 calls, the longest ${Math.max(0, ...callTimes).toFixed(0)} ms; ${wall.toFixed(0)} ms wall; Worker-side CPU ${((used.user + used.system) / 1000).toFixed(2)} ms`,
    );
  }
} finally {
  await dispose();
}
