import { createTestEnv } from "./helpers/db";
import { describeHeldOutSearchSet } from "./helpers/held-out-search";
import { BLIND_SET } from "./search-blind-set";
import { FIFTH_BLIND_SET } from "./search-fifth-blind-set";
import { FOURTH_BLIND_SET } from "./search-fourth-blind-set";
import { FRESH_SET } from "./search-fresh-set";
import { HOLDOUT_SET } from "./search-holdout-set";
import { HAND_SET } from "./search-quality-set";
import { SECOND_BLIND_SET } from "./search-second-blind-set";
import { THIRD_BLIND_SET } from "./search-third-blind-set";

// Search measured on a fifth blind set (search-fifth-blind-set.ts), by a fifth
// hand: labelled from the seed alone, without reading search's code nor the
// other sets' queries, and aimed at the ads past the first of each kind
// (ovens, cookers and dishwashers, loaders and bulldozers, electric
// forklifts, marble and injection machines, factories for rent, clinics and
// admin offices, twin and town houses, summer and student rentals, small
// towns). Measured as the other blind sets are: recall@20 and nDCG@10 through
// the search page's own use-case, printed overall and per kind with the
// queries that do worst.
//
// Floors: a little under what was measured (per kind in the comments, recall@20
// then nDCG@10), so a few more misses in a kind fail. When the set was written,
// on main's search (29 November): recall@20 0.968, nDCG@10 0.934 overall over
// 345 queries; the weakest were whole phrases with filler words («حد عنده»),
// words search does not hold («سي ان سي», «مصايف», "construction"), model codes
// spaced and followed by words, and English place names ("ras el bar").
describeHeldOutSearchSet({
  createTestEnv,
  title: "fifth blind set",
  set: FIFTH_BLIND_SET,
  others: [...HAND_SET, ...HOLDOUT_SET, ...FRESH_SET, ...BLIND_SET, ...SECOND_BLIND_SET, ...THIRD_BLIND_SET, ...FOURTH_BLIND_SET],
  floors: { recall: 0.95, ndcg: 0.91 },
  kindFloors: {
    arabic: { recall: 0.96, ndcg: 0.92 }, // 0.983 0.947
    plural: { recall: 0.92, ndcg: 0.81 }, // 0.942 0.837
    slip: { recall: 0.95, ndcg: 0.92 }, // 0.971 0.948
    english: { recall: 0.98, ndcg: 0.95 }, // 1.000 0.975
    franco: { recall: 0.98, ndcg: 0.95 }, // 1.000 0.975
    model: { recall: 0.94, ndcg: 0.94 }, // 0.968 0.968
    category: { recall: 0.93, ndcg: 0.88 }, // 0.957 0.909
    place: { recall: 0.94, ndcg: 0.93 }, // 0.969 0.961
    price: { recall: 0.93, ndcg: 0.87 }, // 0.951 0.899
    typo: { recall: 0.97, ndcg: 0.95 }, // 0.992 0.969
    phrase: { recall: 0.88, ndcg: 0.85 }, // 0.909 0.874
  },
});
