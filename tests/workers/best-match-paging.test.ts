import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/filters";
import { normalizeForSearch } from "~/lib/normalize";
import { sqlTime } from "~/server/sql.server";
import { pageHref } from "~/components/ui/page-href";
import * as searchRoute from "~/routes/categories.search";
import { makeContext, seedCatalogue } from "./api-helpers";
import { createTestEnv } from "./helpers/db";

// A search in best-match order whose matches are more than one tier's worth
// of ads: its pages, reached by the pager's own links (page 1, "next", then
// "previous"), show every ad its count says, each once, in its order. (Best
// match used to rank only each tier's newest 240 matches, where the count and
// every other order take the newest SEARCH_REACH: with a place filter, the older
// matches of the count were on no page, and page 2 was empty.)

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
// More matches than the old reach of a tier (240), all in one tier (the word in the description only).
const ADS = 300;
// Every tenth ad is in Giza: 30 matches, two pages, the oldest of them past the old reach.
const inGiza = (id: number) => id % 10 === 0;
const now = new Date();

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await seedCatalogue(db);
  await db
    .prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, status) VALUES (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', 'active')",
    )
    .run();
  const expires = sqlTime(new Date(now.getTime() + 30 * 24 * 3600_000));
  const statements = Array.from({ length: ADS }, (_, index) => {
    const id = index + 1;
    // Written in id order, a minute apart: the newest has the highest id.
    const created = sqlTime(new Date(now.getTime() - (ADS - index) * 60_000));
    return [
      db
        .prepare(
          `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, status, expires_at, latitude, longitude, address, created_at)
           VALUES (?, 1, ?, 'كورولا نظيفة', 100000, 1, ?, 'approved', ?, 30, 31, 'address', ?)`,
        )
        .bind(id, `سيارة ${id}`, inGiza(id) ? 2 : 1, expires, created),
      db
        .prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?, ?, ?)")
        .bind(id, normalizeForSearch(`سيارة ${id}`), normalizeForSearch("كورولا نظيفة")),
    ];
  }).flat();
  for (let start = 0; start < statements.length; start += 100) await db.batch(statements.slice(start, start + 100));
});

afterAll(async () => {
  await dispose?.();
});

/** The search page at an address (its loader, as the page renders it): the status and the results. */
async function open(href: string) {
  const request = new Request(`http://127.0.0.1:8797${href}`);
  const { context } = await makeContext(env, "ar");
  const answer = (await searchRoute.loader({ request, context, params: {} } as never)) as unknown as {
    data: Awaited<ReturnType<typeof searchRoute.loader>>["data"];
    init: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, results: answer.data.results, href };
}

/** The pager's link from a page to another (the page's own bookmarks, none in best match). */
function link(from: Awaited<ReturnType<typeof open>>, page: number): string {
  const url = new URL(from.href, "http://127.0.0.1");
  return pageHref(url, page, { cursors: from.results.cursors, current: from.results.current_page });
}

describe("best match paging", () => {
  for (const [label, place, matching] of [
    ["in one governorate", "&governorate=2", (id: number) => inGiza(id)],
    ["without filters", "", () => true],
  ] as const) {
    for (const order of ["desc", "asc"] as const) {
      it(`${label}, ${order === "desc" ? "newest" : "oldest"} first: page 1, next, previous show every match the count says, in order`, async () => {
        const ids = Array.from({ length: ADS }, (_, index) => index + 1).filter((id) => matching(id));
        const wanted = order === "desc" ? ids.reverse() : ids;
        const first = await open(`/categories/search?q=${encodeURIComponent("كورولا")}${place}&order=${order}`);
        expect(first.status).toBe(200);
        expect(first.results.total).toBe(wanted.length);
        expect(first.results.ads.map((ad) => ad.id)).toEqual(wanted.slice(0, PAGE_SIZE));
        const next = await open(link(first, 2));
        expect(next.status).toBe(200);
        expect(next.results.ads.map((ad) => ad.id)).toEqual(wanted.slice(PAGE_SIZE, 2 * PAGE_SIZE));
        const back = await open(link(next, 1));
        expect(back.status).toBe(200);
        expect(back.results.ads.map((ad) => ad.id)).toEqual(wanted.slice(0, PAGE_SIZE));
        if (place) {
          // The last page holds the oldest (or newest) matches, and no page is past it.
          expect(next.results.last_page).toBe(2);
          expect(next.results.ads.map((ad) => ad.id)).toEqual(wanted.slice(PAGE_SIZE));
        }
      });
    }
  }
});
