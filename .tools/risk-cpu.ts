// `npm run bench -- --risk`: the ad check's own CPU per ad (what runs in the
// Worker besides waiting for D1), over every ad of the labelled risk sets
// (tests/workers/risk-*-set.ts: honest and risky, thousands of different
// titles and texts as people write them), against the budget of 5 ms an ad
// post (docs/performance.md).
//
// Then the same over ads at the form's limits (AD_TEXT_LIMITS), which the
// sets' short ads never reach: LONG_ADS ads whose description joins distinct
// descriptions of the sets up to 5,000 characters and whose note is 1,000
// characters of others (deterministic: the same ads every run), and a few
// hostile shapes of 5,000 characters (a run of digits and spaces, of Arabic
// number words, one word repeated, a text without punctuation, a phrase with
// commas repeated). Their row is printed beside the sets' row.
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
import { AD_TEXT_LIMITS } from "~/lib/schemas/ad";
import { argValue } from "./run";

const BUDGET_MS = 5;
const ROUNDS = Number(argValue("--rounds", "15"));
const WARM_UPS = 3;
const LONG_ADS = 300;

interface Ad {
  sub: number;
  make: string;
  name: string;
  description: string;
  note: string;
}

/** An item of any set's shape: [kind?, sub, make?, title, description, price]; the title and text are its last two strings. */
function asAd(item: unknown): Ad | null {
  if (!Array.isArray(item)) return null;
  const strings = item.filter((value): value is string => typeof value === "string");
  const sub = item.find((value): value is number => typeof value === "number");
  if (strings.length < 2 || sub === undefined) return null;
  const make = strings.length >= 3 ? strings[strings.length - 3] : "";
  return { sub, make, name: strings[strings.length - 2], description: strings[strings.length - 1], note: "" };
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

/** Distinct descriptions of the sets, joined from `start` (every `step`-th) until `limit` characters. */
function joined(texts: string[], start: number, step: number, limit: number): string {
  let text = "";
  for (let index = start; text.length < limit; index = (index + step) % texts.length) text += `${texts[index]}\n`;
  return [...text].slice(0, limit).join("");
}

/** `limit` characters of `piece` repeated. */
function repeated(piece: string, limit: number): string {
  return [...piece.repeat(Math.ceil(limit / piece.length))].slice(0, limit).join("");
}

const { description: LIMIT, note: NOTE_LIMIT } = AD_TEXT_LIMITS;
const texts = [...new Set(ads.map((ad) => ad.description))];
const longAds: Ad[] = Array.from({ length: LONG_ADS }, (_, index) => {
  const ad = ads[(index * 7919) % ads.length];
  const description = joined(texts, (index * 104729) % texts.length, 1 + (index % 13), LIMIT);
  return { ...ad, description, note: joined(texts, (index * 15485863) % texts.length, 17 + (index % 11), NOTE_LIMIT) };
});
const laptop = ads.find((ad) => ad.description.length > 0) ?? ads[0];
const hostile = [
  repeated("1 2 3 4 5 6 7 8 9 0 ", LIMIT),
  repeated("صفر واحد اتنين تلاتة اربعة خمسة ستة سبعة تمانية تسعة ", LIMIT),
  repeated("ممتاز ", LIMIT),
  joined(texts, 0, 1, LIMIT * 2)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .slice(0, LIMIT),
  repeated("ماك بوك اير 13 بوصة 2015، رام 8، البطارية سيرفس، شغال تمام ", LIMIT),
];
for (const description of hostile) longAds.push({ ...laptop, description, note: repeated(description.slice(0, 200), NOTE_LIMIT) });

const subcategoryNames = new Map(subcategories.map((sub) => [sub.id, `${sub.name} ${sub.name_en}`]));
const terms = Array.from({ length: 60 }, (_, index) => `term${index}`);
const makes = Array.from({ length: 300 }, (_, index) => ({ id: index, group_id: index >> 3, name: `ماركة ${index}`, name_en: `Make number ${index}` }));
const now = new Date();

/** One ad through every signal the check computes from the ad itself. */
function check(ad: Ad): void {
  const text = `${ad.name}\n${ad.description}\n${ad.note}`;
  contactFindings(text);
  forbiddenFound(text, terms);
  notAllowedFound(ad.name, `${ad.description}\n${ad.note}`);
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

interface Figures {
  mean: number;
  p90: number;
  p99: number;
  largest: number;
  cpu: number;
  slowest: Array<{ index: number; median: number }>;
}

/** Every ad of `list` WARM_UPS times, then ROUNDS shuffled rounds: the figures of its per-ad medians. */
function measure(list: Ad[]): Figures {
  for (let round = 0; round < WARM_UPS; round++) for (const ad of list) check(ad);
  const times = list.map(() => [] as number[]);
  const indexes = list.map((_, index) => index);
  const cpuStart = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const index of shuffled(indexes, round + 1)) {
      const started = performance.now();
      check(list[index]);
      times[index].push(performance.now() - started);
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  const medians = times.map((values) => [...values].sort((a, b) => a - b)[values.length >> 1]);
  const perAd = [...medians].sort((a, b) => a - b);
  const at = (share: number) => perAd[Math.min(perAd.length - 1, Math.floor(share * perAd.length))];
  return {
    mean: perAd.reduce((sum, value) => sum + value, 0) / perAd.length,
    p90: at(0.9),
    p99: at(0.99),
    largest: perAd[perAd.length - 1],
    cpu: (cpu.user + cpu.system) / 1000 / (ROUNDS * list.length),
    slowest: medians
      .map((median, index) => ({ index, median }))
      .sort((a, b) => b.median - a.median)
      .slice(0, 3),
  };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const within = (figures: Figures) => figures.largest <= BUDGET_MS && figures.cpu <= BUDGET_MS;
const row = (figures: Figures) =>
  `mean ${ms(figures.mean)}   p90 ${ms(figures.p90)}   p99 ${ms(figures.p99)}   largest ${ms(figures.largest)}   process CPU ${ms(figures.cpu)}`;
const sets = measure(ads);
const long = measure(longAds);
console.log(
  [
    `\nThe ad check's own CPU per ad, median of ${ROUNDS} rounds each (budget ${BUDGET_MS} ms an ad post; process CPU: user + system, GC included, per check):`,
    `  ${ads.length} ads of the labelled risk sets:`,
    `    ${row(sets)}`,
    `    slowest: ${sets.slowest.map(({ index, median }) => `${ms(median)} «${ads[index].name}»`).join(", ")}`,
    `  ${longAds.length} ads at the limits (${LIMIT}-character description, ${NOTE_LIMIT}-character note; ${hostile.length} of them hostile shapes):`,
    `    ${row(long)}`,
    `    slowest: ${long.slowest.map(({ index, median }) => `${ms(median)} (ad ${index + 1}${index >= LONG_ADS ? ", hostile" : ""})`).join(", ")}`,
    `  ${within(sets) && within(long) ? "within" : "OVER"} the budget`,
  ].join("\n"),
);
