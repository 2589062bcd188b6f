// `npx tsx .tools/search-rows.ts --persist DIR`: D1 rows read (each result's
// meta.rows_read, through .tools/units.ts's counting binding) and time per
// typed search, for a set of representative searches, through the page's own
// reads: listAds and, when nothing is found, the zero-result help's searches.
// DIR is a local state seeded with `.tools/seed.ts --large --count N --persist DIR`.
import { loadListingPage } from "~/features/ads/listing.server";
import { listAds } from "~/features/ads/queries.server";
import { parseFilters } from "~/lib/filters";
import { argValue, openLocalStorage } from "./run";
import { countedDatabase, tally, unitsSince } from "./units";

const persist = argValue("--persist", ".wrangler/state/v3")!;

/** [label, query string]: common Arabic words, Franco, a word and a price or a place, rare words, nothing found. */
const searches: Array<[string, string]> = [
  ["common word (best)", "q=للبيع"],
  ["common word (newest)", "q=للبيع&sort=special"],
  ["common word 2 (best)", "q=شقة"],
  ["common word 2 (newest)", "q=شقة&sort=special"],
  ["two words (best)", "q=شقة للإيجار"],
  ["car word (best)", "q=عربية"],
  ["car word (newest)", "q=عربية&sort=special"],
  ["Franco (best)", "q=sha2a"],
  ["Franco by consonants (best)", "q=matba5"],
  ["optional word (best)", "q=عربية مستعملة"],
  ["optional word (newest)", "q=عربية مستعملة&sort=special"],
  ["English (best)", "q=laptop"],
  ["word + price phrase", "q=عربية تحت 500 الف"],
  ["word + max price", "q=عربية&max_price=500000"],
  ["word + governorate", "q=شقة&governorate=1"],
  ["word + category", "q=جديد&category=3"],
  ["word, low price sort", "q=شقة&sort=lowPrice"],
  ["word, page 3 (best)", "q=شقة&page=3"],
  ["less common word", "q=تويوتا"],
  ["rare word", "q=السنبلاوين"],
  ["slip", "q=شقه"],
  ["nothing found", "q=زززززز"],
  ["nothing found, did you mean", "q=شقة زززززز"],
  ["relaxed: a word no ad has", "q=مركبات برمائية"],
  ["relaxed: most of the words", "q=flat for sale cash"],
  ["relaxed, newest first", "q=villa with pool&sort=special"],
  ["a governorate's short name", "q=alex"],
  ["a governorate (its places)", "q=القاهرة"],
  ["word + a named place", "q=شقة اسكندرية"],
  ["phrase + the coast", "q=villa for rent north coast"],
  ["glued model", "q=ps5slim"],
  ["long English typo", "q=airconditoner"],
  ["a category's colloquial name", "q=موبيليا"],
  ["a category's name, three subcategories", "q=كهربائيات"],
  ["either of two words", "q=تابلت و ايباد"],
  ["spec with its unit, soft", "q=تكييف 1.5 حصان بارد ساخن"],
  ["condition words, soft", "q=اوضة نوم مستعملة بحالة كويسة"],
  ["English word, few matches", "q=linen"],
];

const storage = await openLocalStorage(persist);
try {
  const db = countedDatabase(storage.env.DB);
  const rows: string[] = [];
  const measure = async <T>(read: () => Promise<T>) => {
    await read(); // warm
    const before = { ...tally };
    const started = performance.now();
    const result = await read();
    return { result, ms: performance.now() - started, ...unitsSince(before) };
  };
  for (const [label, query] of searches) {
    // The search's own statements (listAds), then the whole page's (filter options and the zero-result help included).
    const search = await measure(() => listAds({ db }, parseFilters(new URLSearchParams(query))));
    const page = await measure(() => loadListingPage({ db }, new URLSearchParams(query)));
    rows.push(
      `${label.padEnd(28)} ${String(search.read).padStart(7)} ${search.ms.toFixed(0).padStart(5)} ms ${String(page.read).padStart(8)} ${String(page.queries).padStart(3)} ${page.ms.toFixed(0).padStart(5)} ms  ${page.result.results.ads.length} ads${page.result.help ? " +help" : ""}`,
    );
  }
  // Best match against newest first, the same words, each timed in turn (3 rounds after a warm-up): the totals' ratio.
  const words = ["للبيع", "شقة", "عربية", "sha2a", "laptop", "تويوتا", "شقه", "جديد", "ايفون", "فيلا", "ثلاجة", "موتوسيكل", "السنبلاوين", "شقة للإيجار"];
  const spent = { best: 0, special: 0 };
  for (let round = 0; round < 4; round++)
    for (const word of words)
      for (const sort of ["best", "special"] as const) {
        const started = performance.now();
        await listAds({ db }, parseFilters(new URLSearchParams({ q: word, sort })));
        if (round > 0) spent[sort] += performance.now() - started;
      }
  console.log(
    `best match ${spent.best.toFixed(0)} ms, newest first ${spent.special.toFixed(0)} ms over ${words.length} words x 3: ratio ${(spent.best / spent.special).toFixed(2)}\n`,
  );
  console.log(`${"search".padEnd(28)} ${"listAds".padStart(7)} ${"time".padStart(8)} ${"page".padStart(8)} ${"q".padStart(3)} ${"time".padStart(8)}`);
  for (const row of rows) console.log(row);
} finally {
  await storage.dispose();
}
