// The shapes of a held-out risk set's items, apart from the harness that runs
// them (held-out-risk.ts), so the sets can be read outside the test runner:
// `npm run bench -- --risk` times the ad check's own CPU over their ads.

/** [subcategory, make (the catalogue's English name; "" for the subcategory's first), title, description, price in pounds] */
export type HeldOutAd = [sub: number, make: string, name: string, description: string, price: number];
export type HeldOutRiskyAd = [kind: string, ...HeldOutAd];
export type HeldOutMessage = [text: string, label: "ordinary" | "scam", kind: string];

/** Messages of one kind and label, as a set lists them. */
export const ordinary = (kind: string, texts: string[]): HeldOutMessage[] => texts.map((text) => [text, "ordinary", kind]);
export const scam = (kind: string, texts: string[]): HeldOutMessage[] => texts.map((text) => [text, "scam", kind]);
