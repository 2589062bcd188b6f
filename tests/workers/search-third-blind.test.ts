import { createTestEnv } from "./helpers/db";
import { describeHeldOutSearchSet } from "./helpers/held-out-search";
import { BLIND_SET } from "./search-blind-set";
import { FRESH_SET } from "./search-fresh-set";
import { HOLDOUT_SET } from "./search-holdout-set";
import { HAND_SET } from "./search-quality-set";
import { SECOND_BLIND_SET } from "./search-second-blind-set";
import { THIRD_BLIND_SET } from "./search-third-blind-set";

// Search measured on a third blind set (search-third-blind-set.ts), by a third
// hand: labelled from the seed alone, without reading search's code nor the
// other sets' queries, with an eleventh kind of query (`phrase`: a whole wish
// in three to six words). Measured as the other blind sets are: recall@20 and
// nDCG@10 through the search page's own use-case, printed overall and per
// kind with the queries that do worst.
//
// Floors: a little under what was measured (per kind in the comments, recall@20
// then nDCG@10), so a few more misses in a kind fail. When the set was written,
// on main's search (29 November): recall@20 0.823, nDCG@10 0.826 overall.
describeHeldOutSearchSet({
  createTestEnv,
  title: "third blind set",
  set: THIRD_BLIND_SET,
  others: [...HAND_SET, ...HOLDOUT_SET, ...FRESH_SET, ...BLIND_SET, ...SECOND_BLIND_SET],
  floors: { recall: 0.8, ndcg: 0.8 },
  kindFloors: {
    arabic: { recall: 0.91, ndcg: 0.92 }, // 0.933 0.949
    plural: { recall: 0.75, ndcg: 0.75 }, // 0.774 0.772
    slip: { recall: 0.94, ndcg: 0.94 }, // 0.968 0.968
    english: { recall: 0.47, ndcg: 0.5 }, // 0.497 0.528
    franco: { recall: 0.79, ndcg: 0.78 }, // 0.816 0.805
    model: { recall: 0.81, ndcg: 0.82 }, // 0.840 0.844
    category: { recall: 0.81, ndcg: 0.81 }, // 0.834 0.837
    place: { recall: 0.91, ndcg: 0.91 }, // 0.933 0.931
    price: { recall: 0.8, ndcg: 0.77 }, // 0.830 0.800
    typo: { recall: 0.84, ndcg: 0.85 }, // 0.867 0.875
    phrase: { recall: 0.61, ndcg: 0.63 }, // 0.635 0.656
  },
});
