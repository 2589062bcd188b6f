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
// in three to six words). Held out until the fourth tuning of 29 November,
// then tuned on (a governorate or the coast found by its places, glued model
// words, long English typos, prices "في حدود" and "نص مليون"): a tuning set
// now, regression floors only, no longer a blind measure. Measured as the
// other blind sets are: recall@20 and nDCG@10 through the search page's own
// use-case, printed overall and per kind with the queries that do worst.
//
// Floors: a little under what was measured (per kind in the comments, recall@20
// then nDCG@10), so a few more misses in a kind fail. When the set was written,
// on main's search (29 November): recall@20 0.823, nDCG@10 0.826 overall
// (each kind's first pair below). After that day's tuning on the second blind
// set (relaxed searches; this set still held out): 0.953 / 0.932 (the second
// pair), and the floors were raised under it. After the tuning on this set:
// 0.989 / 0.972 (the third pair), the floors raised under that. After the
// tuning on the fourth blind set: 0.992 / 0.975 (a fourth pair, where raised).
describeHeldOutSearchSet({
  createTestEnv,
  title: "third blind set",
  set: THIRD_BLIND_SET,
  others: [...HAND_SET, ...HOLDOUT_SET, ...FRESH_SET, ...BLIND_SET, ...SECOND_BLIND_SET],
  floors: { recall: 0.97, ndcg: 0.95 },
  kindFloors: {
    arabic: { recall: 0.98, ndcg: 0.97 }, // 0.933 0.949; 0.985 0.980; 0.985 0.980; 1.000 0.998
    plural: { recall: 0.96, ndcg: 0.92 }, // 0.774 0.772; 0.948 0.910; 0.982 0.944
    slip: { recall: 0.97, ndcg: 0.97 }, // 0.968 0.968; 1.000 1.000; 1.000 1.000
    english: { recall: 0.97, ndcg: 0.93 }, // 0.497 0.528; 0.890 0.854; 0.996 0.952
    franco: { recall: 0.97, ndcg: 0.93 }, // 0.816 0.805; 0.972 0.922; 0.998 0.960
    model: { recall: 0.95, ndcg: 0.94 }, // 0.840 0.844; 0.889 0.884; 0.972 0.967
    category: { recall: 0.97, ndcg: 0.95 }, // 0.834 0.837; 0.985 0.956; 0.993 0.977
    place: { recall: 0.98, ndcg: 0.97 }, // 0.933 0.931; 0.985 0.978; 1.000 0.996
    price: { recall: 0.97, ndcg: 0.92 }, // 0.830 0.800; 0.962 0.885; 1.000 0.948
    typo: { recall: 0.97, ndcg: 0.97 }, // 0.867 0.875; 0.918 0.919; 1.000 1.000
    phrase: { recall: 0.94, ndcg: 0.93 }, // 0.635 0.656; 0.914 0.912; 0.944 0.941; 0.966 0.953
  },
});
