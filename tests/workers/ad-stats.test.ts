import { beforeAll, describe, expect, it } from "vitest";
import { runDurableObjectAlarm } from "cloudflare:test";
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import {
  COUNTER_SHARDS,
  counterOf,
  counterStats,
  countAdPageView,
  countAfterAnswer,
  forgetCounts,
  rollUpAllCounters,
  statsDay,
  visitorKey,
} from "~/features/ad-stats/counting.server";
import { countedVisits, recentAdStats, statsDays } from "~/features/ad-stats/queries.server";
import { createSession } from "~/server/session.server";
import { serverTranslate } from "~/server/i18n.server";
import { loader } from "~/routes/go.$kind.$adId";
import { createTestEnv } from "./helpers/db";
import { vehiclesSellerAndBuyer } from "./helpers/rows";
import { testConfig } from "./helpers/config";

// Sellers' numbers: views and contact presses counted once per visitor, kind,
// ad and Cairo day, never for the owner, through the Worker's hook before the
// edge cache and the /go/:kind/:adId route, by the counters' Durable Objects,
// rolled up in batches into the objects' own counts (D1 read for the owner and
// the ad's state, never written); "my ads" reads 30 days of them.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
const config = testConfig();
const browser = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";

beforeAll(async () => {
  ({ env } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...vehiclesSellerAndBuyer(db),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, latitude, longitude, address) VALUES
         (1, 1, 'تويوتا كورولا', 'وصف', 650000, 1, 'approved', '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة'),
         (2, 1, 'سيارة تحت المراجعة', 'وصف', 1, 1, 'pending', '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة'),
         (3, 1, 'هيونداي', 'وصف', 1, 1, 'approved', '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة'),
         (4, 1, 'كيا', 'وصف', 1, 1, 'approved', '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة'),
         (5, 1, 'نيسان', 'وصف', 1, 1, 'approved', '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة')`,
    ),
  ]);
});

/** Every counter's new visits into D1 now, as the alarm or the cron does. */
const rollUp = () => rollUpAllCounters(env.AD_COUNTERS!);

/** An ad's numbers as "my ads" shows them: the totals (its columns and the counter's) and its days. */
async function counts(adId: number) {
  const ad = await env.DB.prepare("SELECT views, contact_clicks FROM ads WHERE id = ?").bind(adId).first<{ views: number; contact_clicks: number }>();
  const kept = await counterStats(env.AD_COUNTERS!, [adId], "2000-01-01", "2999-01-01");
  const total = kept.totals[0] ?? { views: 0, contacts: 0 };
  const days = kept.days.map(({ day, views, calls, whatsapp, sms }) => ({ day, views, calls, whatsapp, sms })).sort((a, b) => a.day.localeCompare(b.day));
  return { views: ad!.views + total.views, contact_clicks: ad!.contact_clicks + total.contacts, days };
}

/** D1's rows written since the test began: a view never writes one. */
async function d1Written(): Promise<number> {
  const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_daily_stats").all<{ n: number }>();
  const ads = await env.DB.prepare("SELECT SUM(views) + SUM(contact_clicks) AS n FROM ads").first<{ n: number }>();
  return results[0].n + (ads?.n ?? 0);
}

describe("visitorKey and statsDay", () => {
  it("hashes an anonymous visitor per day, without the address in it; a signed-in one is their id", async () => {
    const who = { secret: config.SESSION_SECRET, userId: null, address: "203.0.113.7", userAgent: browser };
    const key = await visitorKey(who, "2026-11-27");
    expect(key).toMatch(/^a[0-9a-f]{32}$/);
    expect(key).not.toContain("203");
    expect(await visitorKey(who, "2026-11-27")).toBe(key);
    expect(await visitorKey(who, "2026-11-28")).not.toBe(key);
    expect(await visitorKey({ ...who, address: "203.0.113.8" }, "2026-11-27")).not.toBe(key);
    expect(await visitorKey({ ...who, userId: 7 }, "2026-11-27")).toBe("u7");
  });

  it("names Cairo's day: 23:30 UTC is already the next day in Cairo", () => {
    expect(statsDay(new Date("2026-11-27T21:30:00Z"))).toBe("2026-11-27");
    expect(statsDay(new Date("2026-11-27T22:30:00Z"))).toBe("2026-11-28");
  });
});

describe("the Worker's view counter (before the edge cache)", () => {
  async function visit(path: string, init: RequestInit = {}) {
    const waiting: Promise<unknown>[] = [];
    const headers = new Headers(init.headers);
    if (!headers.has("User-Agent")) headers.set("User-Agent", browser);
    if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", "198.51.100.4");
    countAdPageView(new Request(`https://souq.example${path}`, { ...init, headers }), {
      db: env.DB,
      counters: env.AD_COUNTERS,
      config,
      waitUntil: (p) => void waiting.push(p),
    });
    await Promise.all(waiting);
  }

  it("counts a page or its data once per visitor a day; not crawlers, prefetches, HEAD or other pages", async () => {
    await visit("/categories/product/5");
    await visit("/categories/product/5.data");
    await visit("/categories/product/5", { headers: { "CF-Connecting-IP": "198.51.100.5" } });
    await visit("/categories/product/5", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", "CF-Connecting-IP": "198.51.100.6" } });
    await visit("/categories/product/5", { headers: { "Sec-Purpose": "prefetch", "CF-Connecting-IP": "198.51.100.7" } });
    await visit("/categories/product/5", { method: "HEAD", headers: { "CF-Connecting-IP": "198.51.100.8" } });
    await visit("/categories/product/5/report", { headers: { "CF-Connecting-IP": "198.51.100.9" } });
    // Nothing is counted before the roll-up.
    expect((await counts(5)).views).toBe(0);
    await rollUp();
    expect((await counts(5)).views).toBe(2);
    expect((await counts(5)).days).toEqual([{ day: statsDay(), views: 2, calls: 0, whatsapp: 0, sms: 0 }]);
  });

  it("knows a signed-in visitor by their session, and counts nothing for the owner", async () => {
    const cookie = createCookie("__session", { secrets: [config.SESSION_SECRET] });
    const owner = await createSession({ db: env.DB }, 1, browser);
    const buyer = await createSession({ db: env.DB }, 2, browser);
    const before = (await counts(5)).views;
    await visit("/categories/product/5", { headers: { Cookie: await cookie.serialize(owner.token), "CF-Connecting-IP": "198.51.100.20" } });
    await rollUp();
    expect((await counts(5)).views).toBe(before);
    await visit("/categories/product/5", { headers: { Cookie: await cookie.serialize(buyer.token), "CF-Connecting-IP": "198.51.100.21" } });
    await visit("/categories/product/5", { headers: { Cookie: await cookie.serialize(buyer.token), "CF-Connecting-IP": "198.51.100.22" } });
    await rollUp();
    expect((await counts(5)).views).toBe(before + 1);
  });
});

describe("/go/:kind/:adId", () => {
  function context(waiting: Promise<unknown>[]) {
    return {
      env,
      db: env.DB,
      config,
      language: "ar",
      clientAddress: "192.0.2.30",
      t: serverTranslate("ar"),
      waitUntil: (promise: Promise<unknown>) => void waiting.push(promise),
    } as unknown as AppLoadContext;
  }
  const request = (path: string, method = "GET", address = "192.0.2.30") =>
    new Request(`https://souq.example${path}`, { method, headers: { "User-Agent": browser, "CF-Connecting-IP": address } });

  it("answers the dialler, WhatsApp or SMS at once, then counts the press", async () => {
    const waiting: Promise<unknown>[] = [];
    const call = await loader({ request: request("/go/call/1"), params: { kind: "call", adId: "1" }, context: context(waiting) });
    expect(call.status).toBe(302);
    expect(call.headers.get("Location")).toBe("tel:+201011111111");
    const whatsapp = await loader({ request: request("/go/whatsapp/1"), params: { kind: "whatsapp", adId: "1" }, context: context(waiting) });
    expect(whatsapp.headers.get("Location")).toMatch(/^https:\/\/wa\.me\/201222222222\?text=.*%2Fcategories%2Fproduct%2F1$/);
    const sms = await loader({ request: request("/go/sms/1"), params: { kind: "sms", adId: "1" }, context: context(waiting) });
    expect(sms.headers.get("Location")).toBe("sms:+201011111111");
    await Promise.all(waiting);
    await rollUp();
    expect((await counts(1)).contact_clicks).toBe(3);
  });

  it("counts nothing for a HEAD, which only looks at the address", async () => {
    const waiting: Promise<unknown>[] = [];
    const before = (await counts(1)).contact_clicks;
    const head = await loader({ request: request("/go/call/1", "HEAD", "192.0.2.32"), params: { kind: "call", adId: "1" }, context: context(waiting) });
    expect(head.status).toBe(302);
    await Promise.all(waiting);
    await rollUp();
    expect((await counts(1)).contact_clicks).toBe(before);
  });

  it("answers 404 for an unknown kind or an ad that is not public, and counts nothing", async () => {
    const waiting: Promise<unknown>[] = [];
    const before = await counts(2);
    expect((await loader({ request: request("/go/fax/1"), params: { kind: "fax", adId: "1" }, context: context(waiting) })).status).toBe(404);
    expect((await loader({ request: request("/go/call/2"), params: { kind: "call", adId: "2" }, context: context(waiting) })).status).toBe(404);
    await Promise.all(waiting);
    await rollUp();
    expect(await counts(2)).toEqual(before);
  });
});

describe("my ads' 30 days", () => {
  it("reads each ad's last 30 days, oldest first, zeros where nothing happened", async () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const days = statsDays(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-10-30");
    expect(days[29]).toBe("2026-11-28");
    await env.DB.prepare(
      "INSERT INTO ad_daily_stats (ad_id, day, views, calls, whatsapp, sms) VALUES (3, '2026-11-27', 2, 0, 0, 0), (3, '2026-11-28', 1, 0, 0, 0), (4, '2026-11-27', 0, 2, 1, 1)",
    ).run();
    const stats = await recentAdStats({ db: env.DB, env }, [2, 3, 4], now);
    expect(Object.keys(stats)).toEqual(["3", "4"]);
    expect(stats[3].views.slice(28)).toEqual([2, 1]);
    expect(stats[4].contacts[28]).toBe(4);
    expect(stats[4].views.every((n) => n === 0)).toBe(true);
  });

  it("reads them through the primary key", async () => {
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT ad_id, day, views, calls + whatsapp + sms AS contacts FROM ad_daily_stats
       WHERE ad_id IN (SELECT value FROM json_each(?1)) AND day >= ?2 AND day <= ?3`,
    )
      .bind("[1,2]", "2026-10-30", "2026-11-28")
      .all<{ detail: string }>();
    expect(results.map((row) => row.detail).join("\n")).toMatch(/SEARCH ad_daily_stats USING PRIMARY KEY \(ad_id=\? AND day>\? AND day<\?\)/);
  });
});

describe("the counters at scale: thousands of visits, one roll-up", () => {
  const seller = 1;
  const trader = 3;
  const members = [2, 3, 4, 5, 6, 7, 8, 9];
  const ads = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26];
  const ownerOf = (ad: number) => (ad === 26 ? trader : seller);
  const notPublic = new Set([18]);

  beforeAll(async () => {
    const db = env.DB;
    await db.batch([
      db
        .prepare(
          `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash)
         SELECT value, 'member' || value, 'M', 'N', 'm' || value || '@example.com', '+20101000000' || value, 'x' FROM json_each(?1) WHERE value <> 2`,
        )
        .bind(JSON.stringify(members)),
      ...ads.map((id) =>
        db
          .prepare(
            `INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, latitude, longitude, address)
             VALUES (?1, ?2, 'إعلان', 'وصف', 1, 1, ?3, '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة')`,
          )
          .bind(id, ownerOf(id), notPublic.has(id) ? "pending" : "approved"),
      ),
    ]);
  });

  it("counts each visitor once per kind, ad and day, never the owner nor an ad that is not public, exactly", async () => {
    const cookie = createCookie("__session", { secrets: [config.SESSION_SECRET] });
    const sessions = new Map<number, string>();
    for (const id of [seller, ...members]) sessions.set(id, await cookie.serialize((await createSession({ db: env.DB }, id, browser)).token));
    // A fixed pseudo-random sequence: the same visits every run.
    let state = 7;
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % n;
    };
    const expected = new Map<number, { views: Set<string>; call: Set<string>; whatsapp: Set<string>; sms: Set<string> }>();
    const waiting: Promise<unknown>[] = [];
    const kinds = ["view", "view", "view", "view", "call", "whatsapp", "sms"] as const;
    const VISITS = 2000;
    for (let i = 0; i < VISITS; i++) {
      const ad = ads[next(ads.length)];
      const kind = kinds[next(kinds.length)];
      // A third of the visits by members (the seller and the trader among them), the rest by 400 anonymous visitors.
      const member = next(3) === 0 ? [seller, ...members][next(members.length + 1)] : null;
      const anonymous = next(400);
      const headers: Record<string, string> = {
        "User-Agent": `${browser} v${anonymous % 3}`,
        "CF-Connecting-IP": `203.0.113.${anonymous % 134}`,
      };
      if (member !== null) headers.Cookie = sessions.get(member)!;
      const who = member !== null ? `u${member}` : `${headers["CF-Connecting-IP"]} ${headers["User-Agent"]}`;
      if (member !== ownerOf(ad) && !notPublic.has(ad)) {
        const counted = expected.get(ad) ?? { views: new Set(), call: new Set(), whatsapp: new Set(), sms: new Set() };
        counted[kind === "view" ? "views" : kind].add(who);
        expected.set(ad, counted);
      }
      if (kind === "view") {
        countAdPageView(new Request(`https://souq.example/categories/product/${ad}`, { headers }), {
          db: env.DB,
          counters: env.AD_COUNTERS,
          config,
          waitUntil: (p) => void waiting.push(p),
        });
      } else {
        // A press as the /go/ route and "show number" count it, after their answer.
        const request = new Request(`https://souq.example/go/${kind}/${ad}`, { headers });
        countAfterAnswer(request, { db: env.DB, counters: env.AD_COUNTERS, config, waitUntil: (p) => void waiting.push(p) }, ad, kind);
      }
      if (waiting.length >= 400) await Promise.all(waiting.splice(0));
    }
    await Promise.all(waiting.splice(0));

    // Nothing counted before the roll-up; one roll-up brings every count, and D1 is not written.
    const totals = async () => {
      const kept = await counterStats(env.AD_COUNTERS!, ads, "2000-01-01", "2999-01-01");
      return { views: kept.totals.reduce((sum, t) => sum + t.views, 0), contacts: kept.totals.reduce((sum, t) => sum + t.contacts, 0) };
    };
    expect(await totals()).toEqual({ views: 0, contacts: 0 });
    const written = await d1Written();
    const sent = await rollUp();
    expect(await d1Written()).toBe(written);
    const today = statsDay();
    let views = 0;
    for (const ad of ads) {
      const counted = expected.get(ad);
      const days = counted ? [{ day: today, views: counted.views.size, calls: counted.call.size, whatsapp: counted.whatsapp.size, sms: counted.sms.size }] : [];
      const contacts = counted ? counted.call.size + counted.whatsapp.size + counted.sms.size : 0;
      expect(await counts(ad)).toEqual({ views: counted?.views.size ?? 0, contact_clicks: contacts, days: days.filter((day) => day.views + contacts > 0) });
      views += counted?.views.size ?? 0;
    }
    // The visits were many more than the visitors counted, and the test's model is not empty.
    expect(views).toBeGreaterThan(200);
    expect(sent).toBeLessThan(VISITS);
    expect(await counts(18)).toEqual({ views: 0, contact_clicks: 0, days: [] });

    // A second roll-up sends nothing more, and a visitor seen already today counts nothing again.
    expect(await rollUp()).toBe(0);
    const before = await totals();
    const repeat: Promise<unknown>[] = [];
    countAdPageView(new Request("https://souq.example/categories/product/10", { headers: { Cookie: sessions.get(2)!, "User-Agent": browser } }), {
      db: env.DB,
      counters: env.AD_COUNTERS,
      config,
      waitUntil: (p) => void repeat.push(p),
    });
    await Promise.all(repeat);
    await rollUp();
    expect(await totals()).toEqual(before);
  });

  it("reads only the ads it counts, by their keys, whatever the number of public ads", async () => {
    // 300 more public ads: a scan of them would read hundreds of rows.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1000 UNION ALL SELECT i + 1 FROM n WHERE i < 1299)
       INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, latitude, longitude, address)
       SELECT i, 1, 'إعلان', 'وصف', 1, 1, 'approved', '2099-01-01 00:00:00', 30.05, 31.34, 'القاهرة' FROM n`,
    ).run();
    const { meta, results } = await countedVisits(env.DB, [[statsDay(), 12, "view", 0, 1, Date.now()]]).all();
    expect(meta.rows_read).toBeLessThanOrEqual(12);
    expect(meta.rows_written).toBe(0);
    expect(results).toEqual([{ ad_id: 12, day: statsDay(), views: 1, calls: 0, whatsapp: 0, sms: 0, reveals: 0 }]);
  });

  it("forgets an ad's counts when asked (the archive)", async () => {
    expect((await counts(10)).views).toBeGreaterThan(0);
    await forgetCounts(env.AD_COUNTERS!, [10]);
    const left = await counts(10);
    expect(left.days).toEqual([]);
    expect(left.views).toBe(0);
  });

  it("rolls up by the counter's own alarm", async () => {
    const waiting: Promise<unknown>[] = [];
    const ad = 11;
    const before = (await counts(ad)).views;
    countAdPageView(new Request(`https://souq.example/categories/product/${ad}`, { headers: { "User-Agent": browser, "CF-Connecting-IP": "198.18.0.1" } }), {
      db: env.DB,
      counters: env.AD_COUNTERS,
      config,
      waitUntil: (p) => void waiting.push(p),
    });
    await Promise.all(waiting);
    expect(await runDurableObjectAlarm(counterOf(env.AD_COUNTERS!, ad))).toBe(true);
    expect((await counts(ad)).views).toBe(before + 1);
    // Each ad's counter is one of COUNTER_SHARDS; ads 10 and 26 share one.
    expect(10 % COUNTER_SHARDS).toBe(26 % COUNTER_SHARDS);
  });
});
