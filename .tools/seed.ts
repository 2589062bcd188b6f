// `npm run db:seed` / `npx tsx .tools/seed.ts [--large] [--count N] [--persist DIR]`:
// seeds the local D1 and R2 (the same on-disk state `wrangler dev` and
// `wrangler d1 migrations apply DB --local` use) if they are empty, and with
// --large adds N (default 100,000) extra approved ads. Apply the migrations first.
import { seedDatabase } from "~/db/seed";
import { argValue, hasFlag, openLocalStorage } from "./run";

const persist = argValue("--persist", ".wrangler/state/v3")!;
// --count N alone implies --large.
const large = hasFlag("--large") || hasFlag("--count") ? Number(argValue("--count", "100000")) : 0;
if (!Number.isInteger(large) || large < 0) {
  console.error("--count must be a whole number");
  process.exit(1);
}

const started = Date.now();
const proxy = await openLocalStorage(persist);
try {
  console.log(`Seeding the local database in ${persist}${large ? ` (+${large.toLocaleString("en-US")} large-set ads)` : ""}…`);
  const result = await seedDatabase(proxy.env, { large });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  if (result.seeded) console.log(`Seeded in ${seconds(result.milliseconds.normal)}.`);
  if (result.largeAdded) console.log(`Added ${result.largeAdded.toLocaleString("en-US")} ads in ${seconds(result.milliseconds.large)}.`);
  console.log("Rows:");
  for (const [table, count] of Object.entries(result.counts)) console.log(`  ${table.padEnd(18)} ${count.toLocaleString("en-US")}`);
  console.log(`Done in ${seconds(Date.now() - started)}.`);
} finally {
  await proxy.dispose();
}
