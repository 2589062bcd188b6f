import { createTestEnv } from "./helpers/db";
import { describeHeldOutSearchSet } from "./helpers/held-out-search";
import { BLIND_SET } from "./search-blind-set";
import { FOURTH_BLIND_SET } from "./search-fourth-blind-set";
import { FRESH_SET } from "./search-fresh-set";
import { HOLDOUT_SET } from "./search-holdout-set";
import { HAND_SET } from "./search-quality-set";
import { SECOND_BLIND_SET } from "./search-second-blind-set";
import { THIRD_BLIND_SET } from "./search-third-blind-set";

// Search measured on a fourth blind set (search-fourth-blind-set.ts), by a
// fourth hand: labelled from the seed alone, without reading search's code nor
// the other sets' queries, and aimed at what the seed holds beyond the first
// things one thinks of (appliances, machines, forklifts, generators, land,
// clinics, furniture, rentals in small towns). Measured as the other blind
// sets are: recall@20 and nDCG@10 through the search page's own use-case,
// printed overall and per kind with the queries that do worst.
//
// Held out until the fifth tuning of 29 November, then tuned on (a category
// by the names people use for it, "و"/"and" asking for either, condition
// words and a spec's unit soft, a decimal number one term): a tuning set now,
// regression floors only, no longer a blind measure.
//
// Floors: a little under what was measured (per kind in the comments, recall@20
// then nDCG@10), so a few more misses in a kind fail. When the set was written,
// on main's search (29 November): recall@20 0.938, nDCG@10 0.910 overall over
// 437 queries (each kind's first pair below); the weakest kinds were whole
// phrases with filler words and category names said otherwise than the seed
// names them («موبيليا», «كهربائيات», "commercial"). With that day's earlier
// tuning, still held out: 0.947 / 0.919. After the tuning on this set: 0.972 /
// 0.938 (the second pair), the floors raised under that.
describeHeldOutSearchSet({
  createTestEnv,
  title: "fourth blind set",
  set: FOURTH_BLIND_SET,
  others: [...HAND_SET, ...HOLDOUT_SET, ...FRESH_SET, ...BLIND_SET, ...SECOND_BLIND_SET, ...THIRD_BLIND_SET],
  floors: { recall: 0.96, ndcg: 0.92 },
  kindFloors: {
    arabic: { recall: 0.96, ndcg: 0.95 }, // 0.973 0.964; 0.973 0.964
    plural: { recall: 0.98, ndcg: 0.96 }, // 0.981 0.977; 0.991 0.981
    slip: { recall: 0.94, ndcg: 0.91 }, // 0.962 0.930; 0.962 0.931
    english: { recall: 0.92, ndcg: 0.78 }, // 0.941 0.803; 0.941 0.794
    franco: { recall: 0.97, ndcg: 0.94 }, // 0.981 0.961; 0.989 0.960
    model: { recall: 0.96, ndcg: 0.96 }, // 0.978 0.978; 0.978 0.978
    category: { recall: 0.94, ndcg: 0.94 }, // 0.789 0.792; 0.963 0.967
    place: { recall: 0.98, ndcg: 0.95 }, // 1.000 0.971; 1.000 0.971
    price: { recall: 0.96, ndcg: 0.92 }, // 0.969 0.917; 0.981 0.942
    typo: { recall: 0.94, ndcg: 0.91 }, // 0.937 0.901; 0.956 0.928
    phrase: { recall: 0.92, ndcg: 0.83 }, // 0.735 0.716; 0.945 0.853
  },
});
