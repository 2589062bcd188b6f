import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv } from "./helpers/db";
import { expectFloors, expectSetShape, labelFold, scoreReport, scoreSearchSet, type QueryScore } from "./helpers/ranking";
import { BLIND_SET, type BlindKind } from "./search-blind-set";
import { FRESH_SET } from "./search-fresh-set";
import { HOLDOUT_SET } from "./search-holdout-set";
import { HAND_SET } from "./search-quality-set";

// Search measured on a set written blind (search-blind-set.ts): queries typed
// as people in Egypt type them, labelled from the seed by someone who had not
// read search's code nor the other sets. It was the held-out measure until
// search was tuned on it (English names of catalogue words, Franco vowels,
// doubled letters, keys beside the right one, plurals of listed phrases):
// it is now a tuning set, its floors a regression guard only; a newer set
// written blind is the honest measure. Each query runs through the search
// page's own use-case, and the ads its rule names are looked for in the
// answer: recall@20 and nDCG@10, printed overall and per kind, with the
// queries that do worst.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date();

/**
 * Floors: a little under what was measured (per kind in the comments), so one
 * more miss in a kind fails. When the set was written: recall@20 0.765,
 * nDCG@10 0.770 overall. After search's word handling was tuned on the other
 * sets, never on this one: 0.862 / 0.863 (the figures in parentheses). That
 * tuning first cost this set's misspellings ("ipone" read as ياباني by its
 * consonants), which is how a Latin word one slip from a listed Latin word
 * came to be read as that word only. Then tuned on this set: 0.930 / 0.927;
 * after relaxed searches (tuned on the second blind set): 0.971 / 0.952;
 * after the tuning on the third blind set (places, glued models, long English
 * typos): 0.979 / 0.960 (a kind's last pair, where it moved).
 */
const FLOORS = { recall: 0.96, ndcg: 0.94 };
const KIND_FLOORS: Record<BlindKind, { recall: number; ndcg: number }> = {
  arabic: { recall: 0.98, ndcg: 0.96 }, // 1.000 0.981 (0.921 0.933; 0.894 0.906)
  plural: { recall: 0.96, ndcg: 0.92 }, // 0.984 0.943 (0.971 0.937; 0.882 0.854)
  slip: { recall: 0.98, ndcg: 0.97 }, // 1.000 0.997 (0.931 0.931; 0.828 0.828)
  english: { recall: 0.96, ndcg: 0.95 }, // 0.978 0.954 (0.882 0.893; 0.740 0.756); 0.982 0.979
  franco: { recall: 0.95, ndcg: 0.9 }, // 0.961 0.918 (0.933 0.903; 0.774 0.778); 0.973 0.922
  model: { recall: 0.89, ndcg: 0.89 }, // 0.853 0.853 (0.853 0.853); 0.882 0.882; 0.912 0.912
  category: { recall: 0.95, ndcg: 0.94 }, // 0.960 0.947 (0.942 0.944; 0.761 0.758); 0.976 0.959
  place: { recall: 0.98, ndcg: 0.96 }, // 1.000 0.972 (0.944 0.952); 1.000 0.980
  price: { recall: 0.97, ndcg: 0.96 }, // 0.993 0.986 (0.960 0.953)
  typo: { recall: 0.97, ndcg: 0.97 }, // 0.958 0.961 (0.932 0.938); 1.000 0.990
};

let scores: QueryScore[] = [];

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  scores = await scoreSearchSet(env.DB, now, BLIND_SET);
}, 240_000);

afterAll(async () => {
  await dispose?.();
});

describe("search on the formerly blind set, now tuned on", () => {
  it("has at least 260 queries, 20 or more of every kind, each with relevant ads in the seed", () => {
    expectSetShape(scores, Object.keys(KIND_FLOORS), { total: 260, perKind: 20 });
  });

  it("shares no query with the other sets, so each query is measured once", () => {
    const others = new Set([...HAND_SET, ...HOLDOUT_SET, ...FRESH_SET].map(([query]) => labelFold(query)));
    expect(BLIND_SET.filter(([query]) => others.has(labelFold(query))).map(([query]) => query)).toEqual([]);
  });

  it("keeps recall@20 and nDCG@10 above their floors, overall and per kind", () => {
    console.log(scoreReport("search blind set (tuned on)", scores));
    expectFloors(scores, FLOORS, KIND_FLOORS);
  });
});
