import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createTestEnv } from "./db";
import { expectFloors, expectSetShape, labelFold, scoreReport, scoreSearchSet, type QueryScore, type SearchRule } from "./ranking";

type Floor = { recall: number; ndcg: number };
type LabelledQuery = readonly [query: string, kind: string, rule: SearchRule];

/**
 * The three checks of a held-out search set: its shape (at least 300 queries,
 * 25 or more of every kind, each with relevant ads in the seed), no query
 * shared with the sets search was tuned on, and recall@20 and nDCG@10 above
 * their floors overall and per kind (printed with the queries that do worst).
 */
export function describeHeldOutSearchSet<Kind extends string>(options: {
  /** The test file's own `createTestEnv` (its import of `./helpers/db` is what picks the workerd one). */
  createTestEnv: typeof createTestEnv;
  title: string;
  set: ReadonlyArray<readonly [string, Kind, SearchRule]>;
  /** The sets written before it, whose queries it must not repeat. */
  others: ReadonlyArray<LabelledQuery>;
  floors: Floor;
  kindFloors: Record<Kind, Floor>;
}): void {
  const now = new Date();
  let dispose: () => Promise<void>;
  let scores: QueryScore[] = [];

  beforeAll(async () => {
    const test = await options.createTestEnv();
    dispose = test.dispose;
    scores = await scoreSearchSet(test.env.DB, now, options.set);
  }, 240_000);

  afterAll(async () => {
    await dispose?.();
  });

  describe(`search on the ${options.title}`, () => {
    it("has at least 300 queries, 25 or more of every kind, each with relevant ads in the seed", () => {
      expectSetShape(scores, Object.keys(options.kindFloors), { total: 300, perKind: 25 });
    });

    it("shares no query with the other sets, so it measures what search was not tuned on", () => {
      const others = new Set(options.others.map(([query]) => labelFold(query)));
      expect(options.set.filter(([query]) => others.has(labelFold(query))).map(([query]) => query)).toEqual([]);
    });

    it("keeps recall@20 and nDCG@10 above their floors, overall and per kind", () => {
      console.log(scoreReport(`search ${options.title}`, scores));
      expectFloors(scores, options.floors, options.kindFloors);
    });
  });
}
