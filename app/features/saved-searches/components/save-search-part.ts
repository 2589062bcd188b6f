import { lazyPart } from "~/lib/lazy-part";

/**
 * "Save this search" as a lazy part (lib/lazy-part.ts): a plain form post
 * whose server HTML stays until its code is here. The listing and search
 * routes hand it to the ads' listing view, which knows nothing of saved
 * searches.
 */
export const SaveSearchPart = lazyPart(() => import("./save-search-button").then((module) => module.SaveSearchButton));
