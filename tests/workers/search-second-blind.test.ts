import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv } from "./helpers/db";
import { expectFloors, expectSetShape, labelFold, scoreReport, scoreSearchSet, type QueryScore } from "./helpers/ranking";
import { BLIND_SET } from "./search-blind-set";
import { FRESH_SET } from "./search-fresh-set";
import { HOLDOUT_SET } from "./search-holdout-set";
import { HAND_SET } from "./search-quality-set";
import { SECOND_BLIND_SET, type SecondBlindKind } from "./search-second-blind-set";

// Search measured on a second set (search-second-blind-set.ts), written blind
// by another hand than the first: labelled from the seed alone, without
// reading search's code nor the other sets' queries. Held out until the third
// tuning of 29 November, then tuned on (relaxed searches, plurals, English
// words): a tuning set now, regression floors only, no longer a blind measure.
// Measured as the first blind set is: recall@20 and nDCG@10 through the search
// page's own use-case, printed overall and per kind with the queries that do
// worst, floors a little under what it measures.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date();

/**
 * Floors: a little under what was measured (per kind in the comments), so a
 * few more misses in a kind fail. When the set was written, on main's search
 * (29 November): recall@20 0.653, nDCG@10 0.700 overall; after the second
 * tuning of the same day (on the first blind set, never on this one): 0.692 /
 * 0.733; after the third (on this set): 0.930 / 0.911; after the tuning on
 * the third blind set: 0.945 / 0.935. The comments: written / second tuning /
 * third tuning / the third blind set's tuning (where a kind moved).
 */
const FLOORS = { recall: 0.92, ndcg: 0.91 };
const KIND_FLOORS: Record<SecondBlindKind, { recall: number; ndcg: number }> = {
  arabic: { recall: 0.9, ndcg: 0.88 }, // 0.614 0.685 / 0.614 0.685 / 0.923 0.907
  plural: { recall: 0.96, ndcg: 0.88 }, // 0.512 0.611 / 0.523 0.619 / 0.951 0.870 / 0.984 0.904
  slip: { recall: 0.96, ndcg: 0.94 }, // 0.578 0.647 / 0.678 0.747 / 0.952 0.948 / 0.982 0.958
  english: { recall: 0.87, ndcg: 0.87 }, // 0.422 0.484 / 0.427 0.468 / 0.896 0.879 / 0.896 0.900
  franco: { recall: 0.89, ndcg: 0.88 }, // 0.689 0.752 / 0.796 0.831 / 0.914 0.908
  model: { recall: 0.92, ndcg: 0.92 }, // 0.883 0.887 / 0.883 0.887 / 0.933 0.933 / 0.940 0.945
  category: { recall: 0.95, ndcg: 0.95 }, // 0.534 0.552 / 0.634 0.652 / 0.957 0.947 / 0.968 0.969
  place: { recall: 0.98, ndcg: 0.97 }, // 0.771 0.779 / 0.804 0.812 / 0.983 0.955 / 1.000 0.999
  price: { recall: 0.91, ndcg: 0.91 }, // 0.811 0.824 / 0.844 0.850 / 0.938 0.913 / 0.938 0.939
  typo: { recall: 0.95, ndcg: 0.96 }, // 0.719 0.778 / 0.719 0.778 / 0.857 0.854 / 0.947 0.957 / 0.973 0.978
};

let scores: QueryScore[] = [];

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  scores = await scoreSearchSet(env.DB, now, SECOND_BLIND_SET);
}, 240_000);

afterAll(async () => {
  await dispose?.();
});

describe("search on the second blind set, now tuned on", () => {
  it("has at least 300 queries, 25 or more of every kind, each with relevant ads in the seed", () => {
    expectSetShape(scores, Object.keys(KIND_FLOORS), { total: 300, perKind: 25 });
  });

  it("shares no query with the other sets, so it measures what search was not tuned on", () => {
    const others = new Set([...HAND_SET, ...HOLDOUT_SET, ...FRESH_SET, ...BLIND_SET].map(([query]) => labelFold(query)));
    expect(SECOND_BLIND_SET.filter(([query]) => others.has(labelFold(query))).map(([query]) => query)).toEqual([]);
  });

  it("keeps recall@20 and nDCG@10 above their floors, overall and per kind", () => {
    console.log(scoreReport("search second blind set (tuned on)", scores));
    expectFloors(scores, FLOORS, KIND_FLOORS);
  });
});
