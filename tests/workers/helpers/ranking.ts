import { expect } from "vitest";
import { generateAds } from "~/db/seed/ads";
import { normalStatements } from "~/db/seed";
import { loadListingPage } from "~/features/ads/listing.server";

// What the search quality tests share: the seeded ads as a labelled set's
// rules read them, and the two figures of a ranked answer.

export interface SeededSearchAd {
  id: number;
  name: string;
  subcategory_id: number;
  governorate_id: number;
  region_id: number;
  price: number;
  brand: string;
  brand_en: string;
}

/** The live seeded ads (approved, shown, not expired) with their brand's names in both scripts. */
export async function liveSearchAds(db: D1Database, now: Date): Promise<SeededSearchAd[]> {
  return (
    await db
      .prepare(
        `SELECT a.id, a.name, a.subcategory_id, a.governorate_id, a.region_id, a.price, IFNULL(t.name, '') AS brand, IFNULL(t.name_en, '') AS brand_en
         FROM ads a LEFT JOIN third_branches t ON t.id = a.third_branch_id
         WHERE a.status = 'approved' AND a.hidden = 0 AND a.expires_at > ?1`,
      )
      .bind(now.toISOString().slice(0, 19).replace("T", " "))
      .all<SeededSearchAd>()
  ).results;
}

/** recall@20 (how many of the wanted ads, up to 20, are in the first 20) and nDCG@10 (how near the top they are). */
export function rankingScore(found: number[], wanted: Set<number>): { recall: number; ndcg: number } {
  const recall = wanted.size ? found.slice(0, 20).filter((id) => wanted.has(id)).length / Math.min(20, wanted.size) : 0;
  let dcg = 0;
  found.slice(0, 10).forEach((id, index) => (dcg += wanted.has(id) ? 1 / Math.log2(index + 2) : 0));
  let ideal = 0;
  for (let index = 0; index < Math.min(10, wanted.size); index++) ideal += 1 / Math.log2(index + 2);
  return { recall, ndcg: ideal ? dcg / ideal : 0 };
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The printed lines: overall, then per kind of query. */
export function figureLines(title: string, scores: Array<{ kind: string; recall: number; ndcg: number }>): string[] {
  const kinds = [...new Set(scores.map((entry) => entry.kind))];
  return [
    `${title}: ${scores.length} queries`,
    `  overall     recall@20 ${mean(scores.map((entry) => entry.recall)).toFixed(3)}  nDCG@10 ${mean(scores.map((entry) => entry.ndcg)).toFixed(3)}`,
    ...kinds.map((kind) => {
      const of = scores.filter((entry) => entry.kind === kind);
      return `  ${kind.padEnd(10)}  recall@20 ${mean(of.map((entry) => entry.recall)).toFixed(3)}  nDCG@10 ${mean(of.map((entry) => entry.ndcg)).toFixed(3)}  (${of.length})`;
    }),
  ];
}

/**
 * Which seeded ads a buyer wants for a query of a fresh held-out set: every
 * field given must hold. Words are matched on the test's own folding
 * (`labelFold`), never on search's normaliser, so the labels stay where they
 * were when search's word handling changes.
 */
export interface SearchRule {
  /** Subcategory ids the ad is in. */
  sub?: number[];
  /** Any of these starts a word of the title, or of the brand's name in either script. */
  words?: string[];
  /** And any of these too (same matching). */
  with?: string[];
  /** Governorate ids. */
  gov?: number[];
  /** Region (district or city) ids. */
  region?: number[];
  /** Highest price in pounds. */
  maxPrice?: number;
}

/** Lower case, no diacritics or tatweel, one alef, ة as ه, ى as ي, Arabic-Indic digits as Latin, punctuation as spaces. */
export function labelFold(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

const startsAWord = (ad: SeededSearchAd, words: string[]) =>
  words.some((word) => [ad.name, ad.brand, ad.brand_en].some((text) => labelFold(text).includes(` ${labelFold(word).trim()}`)));

/** The ids of the ads that meet the rule. */
export function relevantAds(ads: SeededSearchAd[], rule: SearchRule): Set<number> {
  return new Set(
    ads
      .filter(
        (ad) =>
          (!rule.sub || rule.sub.includes(ad.subcategory_id)) &&
          (!rule.words || startsAWord(ad, rule.words)) &&
          (!rule.with || startsAWord(ad, rule.with)) &&
          (!rule.gov || rule.gov.includes(ad.governorate_id)) &&
          (!rule.region || rule.region.includes(ad.region_id)) &&
          (rule.maxPrice === undefined || ad.price <= rule.maxPrice),
      )
      .map((ad) => ad.id),
  );
}

export interface QueryScore {
  query: string;
  kind: string;
  relevant: number;
  recall: number;
  ndcg: number;
}

/** The printed lines: the figures, then the queries that do worst (recall and nDCG adding up to under 1.6). */
export function scoreReport(title: string, scores: QueryScore[]): string {
  return [
    ...figureLines(title, scores),
    "  worst:",
    ...[...scores]
      .sort((a, b) => a.ndcg + a.recall - (b.ndcg + b.recall))
      .filter((entry) => entry.ndcg + entry.recall < 1.6)
      .map((entry) => `    ${entry.query} [${entry.kind}] recall ${entry.recall.toFixed(2)} nDCG ${entry.ndcg.toFixed(2)} of ${entry.relevant}`),
  ].join("\n");
}

/**
 * Seeds the normal seed at `now`, runs every query of a held-out set through
 * the search page's own use-case and scores the answer against the ads its
 * rule names.
 */
export async function scoreSearchSet(db: D1Database, now: Date, set: ReadonlyArray<readonly [string, string, SearchRule]>): Promise<QueryScore[]> {
  const statements = await normalStatements(now, generateAds(now));
  await db.batch(statements.map((text) => db.prepare(text)));
  const ads = await liveSearchAds(db, now);
  const scores: QueryScore[] = [];
  for (const [query, kind, rule] of set) {
    const page = await loadListingPage({ db }, new URLSearchParams({ q: query }));
    const wanted = relevantAds(ads, rule);
    scores.push({
      query,
      kind,
      relevant: wanted.size,
      ...rankingScore(
        page.results.ads.map((ad) => ad.id),
        wanted,
      ),
    });
  }
  return scores;
}

type Floor = { recall: number; ndcg: number };

/** Fails under the overall floors, and (softly, so every kind is reported) under each kind's. */
export function expectFloors(scores: QueryScore[], floors: Floor, kindFloors: Partial<Record<string, Floor>>): void {
  expect(mean(scores.map((entry) => entry.recall))).toBeGreaterThanOrEqual(floors.recall);
  expect(mean(scores.map((entry) => entry.ndcg))).toBeGreaterThanOrEqual(floors.ndcg);
  for (const kind of new Set(scores.map((entry) => entry.kind))) {
    const floor = kindFloors[kind];
    if (!floor) continue;
    const of = scores.filter((entry) => entry.kind === kind);
    expect.soft(mean(of.map((entry) => entry.recall)), `${kind} recall@20`).toBeGreaterThanOrEqual(floor.recall);
    expect.soft(mean(of.map((entry) => entry.ndcg)), `${kind} nDCG@10`).toBeGreaterThanOrEqual(floor.ndcg);
  }
}

/** A labelled set's shape: enough queries, enough of every kind, each with relevant ads in the seed, none twice. */
export function expectSetShape(scores: QueryScore[], kinds: string[], least: { total: number; perKind: number }): void {
  expect(scores.length).toBeGreaterThanOrEqual(least.total);
  expect(new Set(scores.map((entry) => entry.kind))).toEqual(new Set(kinds));
  for (const kind of kinds) expect(scores.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThanOrEqual(least.perKind);
  expect(scores.filter((entry) => entry.relevant === 0).map((entry) => entry.query)).toEqual([]);
  expect(new Set(scores.map((entry) => labelFold(entry.query))).size, "no query twice").toBe(scores.length);
}
