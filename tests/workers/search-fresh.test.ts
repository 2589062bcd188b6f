import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv } from "./helpers/db";
import { expectFloors, scoreReport, scoreSearchSet, type QueryScore } from "./helpers/ranking";
import { FRESH_SET, type FreshKind } from "./search-fresh-set";

// Search measured on the "fresh" set (search-fresh-set.ts): queries typed
// as people in Egypt type them, labelled from the seed by someone who had not
// read search's code nor the other sets. It was held out when written, and
// became a tuning set when search's word handling was tuned on its weak
// queries (Franco-Arabic by consonants, models glued or apart, Egyptian
// spellings, optional words, Franco price words): it no longer measures
// queries search was never tuned on. Each query runs through the search
// page's own use-case, and the ads its rule names are looked for in the
// answer: recall@20 and nDCG@10, printed overall and per kind, with the
// queries that do worst. The floors sit a little under what it measures, so
// search getting worse fails the build.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date();

/**
 * Floors: a little under what the set measured after the tuning (overall
 * recall@20 0.970, nDCG@10 0.965; 0.991 and 0.977 with relaxed searches;
 * 0.840 and 0.843 when it was written; 0.996 and 0.980 after the tuning on the
 * third blind set; per kind in the comments: after, and before, and last).
 */
const FLOORS = { recall: 0.975, ndcg: 0.96 };
const KIND_FLOORS: Record<FreshKind, { recall: number; ndcg: number }> = {
  arabic: { recall: 0.97, ndcg: 0.94 }, // 0.967 0.951 (0.885 0.899); 0.993 0.961
  plural: { recall: 0.98, ndcg: 0.95 }, // 1.000 0.974 (1.000 0.974)
  slip: { recall: 0.93, ndcg: 0.91 }, // 0.946 0.931 (0.772 0.788; 0.936 0.924 before keyboard slips and doubled letters)
  english: { recall: 0.97, ndcg: 0.96 }, // 0.993 0.979 (0.819 0.815)
  franco: { recall: 0.93, ndcg: 0.94 }, // 0.953 0.964 (0.593 0.604)
  model: { recall: 0.95, ndcg: 0.95 }, // 0.972 0.972 (0.750 0.750)
  category: { recall: 0.95, ndcg: 0.96 }, // 0.975 0.982 (0.975 0.982)
  place: { recall: 0.98, ndcg: 0.98 }, // 0.940 0.949 (0.886 0.895); 1.000 1.000
  price: { recall: 0.98, ndcg: 0.97 }, // 1.000 0.994 (0.889 0.883)
  typo: { recall: 0.96, ndcg: 0.96 }, // 0.986 0.987 (0.895 0.896)
};

let scores: QueryScore[] = [];

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  scores = await scoreSearchSet(env.DB, now, FRESH_SET);
}, 240_000);

afterAll(async () => {
  await dispose?.();
});

describe("search on the fresh set", () => {
  it("has at least 200 queries over every kind, each with relevant ads in the seed", () => {
    expect(scores.length).toBeGreaterThanOrEqual(200);
    expect(new Set(scores.map((entry) => entry.kind))).toEqual(new Set(Object.keys(KIND_FLOORS)));
    expect(scores.filter((entry) => entry.relevant === 0).map((entry) => entry.query)).toEqual([]);
  });

  it("keeps recall@20 and nDCG@10 above their floors, overall and per kind", () => {
    console.log(scoreReport("search fresh set", scores));
    expectFloors(scores, FLOORS, KIND_FLOORS);
  });
});
