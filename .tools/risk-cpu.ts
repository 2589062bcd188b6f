// `npm run bench -- --risk`: the ad check's own CPU per ad (what runs in the
// Worker besides waiting for D1), over every ad of the labelled risk sets
// (tests/workers/risk-*-set.ts: honest and risky, thousands of different
// titles and texts as people write them), against the budget of 5 ms an ad
// post (docs/performance.md).
//
// Per ad, what the check computes from the ad itself: contact details, the
// admin's list of items not allowed (60 terms), the families the law forbids,
// a phone sold without proof, the words that press to hurry, a part or
// accessory, the offer (rent or sale), the floor of its family and specs, the
// make its title names among a subcategory's 300 makes, the text's signature
// and its bands, and comparing it with 40 candidates' signatures (the most a
// batch of bands returns). The D1 reads are not in it (their rows are counted
// by `--units`), nor the comparisons with peers' prices (a median of at most a
// few hundred numbers).
//
// Every ad is run WARM_UPS times first (the JIT's first compiles are not the
// check's), then ROUNDS times in a shuffled order each round; an ad's figure
// is the median of its rounds. Printed: the mean over ads, the 90th and 99th
// percentiles and the largest, and the process's CPU time (user and system,
// the garbage collector's included) over all the measured rounds per check.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { subcategories } from "~/db/seed/catalog";
import { notAllowedFound, withoutProof } from "~/features/risk/not-allowed";
import { referenceFloor } from "~/features/risk/reference-prices";
import {
  contactFindings,
  forbiddenFound,
  likeness,
  namedMake,
  namesAPart,
  offerKind,
  pressesToHurry,
  signatureBands,
  textSignature,
} from "~/features/risk/signals";
import { argValue } from "./run";

const BUDGET_MS = 5;
const ROUNDS = Number(argValue("--rounds", "15"));
const WARM_UPS = 3;

interface Ad {
  sub: number;
  make: string;
  name: string;
  description: string;
}

/** An item of any set's shape: [kind?, sub, make?, title, description, price]; the title and text are its last two strings. */
function asAd(item: unknown): Ad | null {
  if (!Array.isArray(item)) return null;
  const strings = item.filter((value): value is string => typeof value === "string");
  const sub = item.find((value): value is number => typeof value === "number");
  if (strings.length < 2 || sub === undefined) return null;
  const make = strings.length >= 3 ? strings[strings.length - 3] : "";
  return { sub, make, name: strings[strings.length - 2], description: strings[strings.length - 1] };
}

const dir = resolve("tests/workers");
const ads: Ad[] = [];
for (const file of readdirSync(dir).filter((name) => /^risk-.*-set\.ts$/.test(name))) {
  const set = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
  for (const list of [set.HONEST_ADS, set.RISKY_ADS, set.BURST_ADS]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const ad = asAd(item);
      if (ad) ads.push(ad);
    }
  }
}

const subcategoryNames = new Map(subcategories.map((sub) => [sub.id, `${sub.name} ${sub.name_en}`]));
const terms = Array.from({ length: 60 }, (_, index) => `term${index}`);
const makes = Array.from({ length: 300 }, (_, index) => ({ id: index, group_id: index >> 3, name: `ماركة ${index}`, name_en: `Make number ${index}` }));
const now = new Date();

/** One ad through every signal the check computes from the ad itself. */
function check(ad: Ad): void {
  const text = `${ad.name}\n${ad.description}\n`;
  contactFindings(text);
  forbiddenFound(text, terms);
  notAllowedFound(ad.name, ad.description);
  withoutProof(text);
  pressesToHurry(text);
  const part = namesAPart(ad.name);
  const offer = offerKind(ad.name);
  if (!part) {
    const family = `${subcategoryNames.get(ad.sub) ?? ""} ${ad.make}`;
    referenceFloor({ name: ad.name, description: ad.description, offer, vehicles: ad.sub < 200, family, now });
  }
  namedMake(ad.name, makes, 0);
  const signature = textSignature(`${ad.name}\n${ad.description}`);
  if (signature) {
    signatureBands(signature);
    for (let k = 0; k < 40; k++) likeness(signature, signature);
  }
}

/** A fixed-seed shuffle (mulberry32), so two runs measure the same orders. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

for (let round = 0; round < WARM_UPS; round++) for (const ad of ads) check(ad);

const times = ads.map(() => [] as number[]);
const indexes = ads.map((_, index) => index);
const cpuStart = process.cpuUsage();
for (let round = 0; round < ROUNDS; round++) {
  for (const index of shuffled(indexes, round + 1)) {
    const started = performance.now();
    check(ads[index]);
    times[index].push(performance.now() - started);
  }
}
const cpu = process.cpuUsage(cpuStart);
const cpuPerCheck = (cpu.user + cpu.system) / 1000 / (ROUNDS * ads.length);

const perAd = times.map((list) => [...list].sort((a, b) => a - b)[list.length >> 1]).sort((a, b) => a - b);
const at = (share: number) => perAd[Math.min(perAd.length - 1, Math.floor(share * perAd.length))];
const mean = perAd.reduce((sum, value) => sum + value, 0) / perAd.length;
const ms = (value: number) => `${value.toFixed(3)} ms`;
const slowest = times
  .map((list, index) => ({ index, median: [...list].sort((a, b) => a - b)[list.length >> 1] }))
  .sort((a, b) => b.median - a.median)
  .slice(0, 3);
console.log(
  [
    `\nThe ad check's own CPU, ${ads.length} ads of the labelled risk sets, median of ${ROUNDS} rounds each (budget ${BUDGET_MS} ms an ad post):`,
    `  mean ${ms(mean)}   p90 ${ms(at(0.9))}   p99 ${ms(at(0.99))}   largest ${ms(perAd[perAd.length - 1])}`,
    `  process CPU (user + system, GC included) per check: ${ms(cpuPerCheck)}`,
    `  slowest: ${slowest.map(({ index, median }) => `${ms(median)} «${ads[index].name}»`).join(", ")}`,
    `  ${perAd[perAd.length - 1] <= BUDGET_MS && cpuPerCheck <= BUDGET_MS ? "within" : "OVER"} the budget`,
  ].join("\n"),
);
