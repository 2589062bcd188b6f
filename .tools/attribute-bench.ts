// A category listing filtered by two attributes beside the
// plain listing, at whatever size the served database has (the bench runs it
// at 100,000 ads: `npm run bench -- --large 100000 --timings`). Each kind is
// timed over many different addresses, each asked once past the edge cache
// (`Cache-Control: no-cache`), after warm-ups on other addresses: one address
// asked again and again would measure SQLite's page cache, not the query.
//
//   plain          /categories/vehicles (and real-estate) under a campaign parameter the page ignores
//   filtered       year ranges × fuel for vehicles (petrol and diesel, then the rare electric and hybrid); rooms × area ranges for real estate
//   deep filtered  the page after a deep one, by the "next" link that page writes (keyset bookmark)
//
// Run alone against a served database: `npx tsx .tools/attribute-bench.ts --base http://127.0.0.1:8787`.
import { argValue } from "./run";

type Kind = { name: string; addresses: string[]; deep?: number };

const vehicleFilters = (from: number) => {
  const list: string[] = [];
  for (let year = 2008; year <= 2020; year++) {
    for (const fuel of ["petrol", "diesel"]) list.push(`attr_year_min=${year}&attr_year_max=${year + 5}&attr_fuel=${fuel}`);
  }
  return list.slice(from);
};
/** Rare values (electric and hybrid cars): a few hundred candidates, read and sorted rather than walked to. */
const rareFilters = () => {
  const list: string[] = [];
  for (let year = 2008; year <= 2024; year++) {
    for (const fuel of ["electric", "hybrid"]) list.push(`attr_year_min=${year}&attr_fuel=${fuel}`);
  }
  return list;
};
const estateFilters = () => {
  const list: string[] = [];
  for (const rooms of [2, 3, 4]) {
    for (let area = 80; area <= 240; area += 20) list.push(`attr_rooms_min=${rooms}&attr_area_min=${area}&attr_area_max=${area + 60}`);
  }
  return list;
};

/** The kinds, each `count` different addresses. */
function kinds(count: number): Kind[] {
  const plain = (slug: string, from: number) => Array.from({ length: count }, (_, index) => `/categories/${slug}?utm_content=bench-${from + index}`);
  const vehicles = vehicleFilters(0);
  const estate = estateFilters();
  const pick = (list: string[], offset: number) => Array.from({ length: count }, (_, index) => list[(offset + index * 7) % list.length]);
  return [
    { name: "vehicles, plain", addresses: plain("vehicles", 0) },
    { name: "vehicles, year + fuel", addresses: pick(vehicles, 0).map((query) => `/categories/vehicles?${query}`) },
    { name: "vehicles, year + rare fuel", addresses: pick(rareFilters(), 0).map((query) => `/categories/vehicles?${query}`) },
    { name: "real estate, plain", addresses: plain("real-estate", 0) },
    { name: "real estate, rooms + area", addresses: pick(estate, 0).map((query) => `/categories/real-estate?${query}`) },
    // Deep: the page after page 20 by its link (the bookmark), on other filters than page 1's.
    { name: "vehicles, year + fuel, page 21", addresses: pick(vehicles, 3).map((query) => `/categories/vehicles?${query}&utm_content=deep`), deep: 20 },
  ];
}

async function timeOnce(base: string, path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { "Cache-Control": "no-cache" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - start;
}

/** The "next" link of a page, as the page writes it (null when it has none). */
async function nextLink(base: string, path: string): Promise<string | null> {
  const html = await (await fetch(`${base}${path}`, { headers: { "Cache-Control": "no-cache" } })).text();
  const next = html.match(/<a [^>]*rel="next"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*rel="next"/);
  return next ? (next[1] ?? next[2]).replaceAll("&amp;", "&") : null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/** Times each kind over `count` different addresses and prints the medians with the filtered/plain ratios (goal: at most 1.5x). */
export async function timeAttributeFilters(base: string, count = 21, log: (line: string) => void = console.log): Promise<number> {
  const list = kinds(count);
  // Warm-ups on addresses no kind asks.
  for (let index = 0; index < 4; index++) {
    await timeOnce(base, `/categories/vehicles?utm_content=warm-${index}`);
    await timeOnce(base, `/categories/real-estate?attr_rooms_min=1&utm_content=warm-${index}`);
  }
  // The deep kind's links are read first (page 20 asked by number, untimed).
  const resolved = new Map<Kind, string[]>();
  for (const kind of list) {
    if (!kind.deep) {
      resolved.set(kind, kind.addresses);
      continue;
    }
    const links: string[] = [];
    for (const address of kind.addresses) {
      const link = await nextLink(base, `${address}&page=${kind.deep}`);
      if (link && /[?&]after=/.test(link)) links.push(link);
    }
    resolved.set(kind, links);
  }
  // The kinds interleaved, so load on the machine falls on all of them alike.
  const times = new Map<Kind, number[]>(list.map((kind) => [kind, []]));
  for (let index = 0; index < count; index++) {
    for (const kind of list) {
      const address = resolved.get(kind)![index];
      if (address) times.get(kind)!.push(await timeOnce(base, address));
    }
  }
  log(`\nAttribute filters: median server time over ${count} different addresses a kind, each asked once, edge cache passed by`);
  const plainOf = (name: string) => median(times.get(list.find((kind) => kind.name === name)!)!);
  let over = 0;
  for (const kind of list) {
    const values = times.get(kind)!;
    if (values.length === 0) {
      log(`${kind.name.padEnd(32)} (no address reached page ${(kind.deep ?? 0) + 1})`);
      continue;
    }
    const plain = kind.name.startsWith("real estate") ? plainOf("real estate, plain") : plainOf("vehicles, plain");
    const value = median(values);
    const isPlain = kind.name.endsWith("plain");
    const ratio = value / plain;
    if (!isPlain && ratio > 1.5) over++;
    log(
      `${kind.name.padEnd(32)} ${ms(value)}  (${values.length} addresses)${isPlain ? "" : `   ${ratio.toFixed(2).padStart(5)}x plain   ${ratio <= 1.5 ? "ok" : "OVER 1.5x"}`}`,
    );
  }
  log(over ? `${over} filtered listing(s) over 1.5x the plain listing.` : "Filtered listings within 1.5x the plain listing.");
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await timeAttributeFilters(argValue("--base", "http://127.0.0.1:8787")!, Number(argValue("--addresses", "21")));
}
