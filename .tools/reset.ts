// `npm run db:reset`: throw the local database and images away, then apply the
// migrations and seed again.
import { rmSync } from "node:fs";
import { argValue, run } from "./run";

const persistTo = argValue("--persist-to", ".wrangler/state")!;
rmSync(persistTo, { recursive: true, force: true });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
await run("npx", ["tsx", ".tools/seed.ts", "--persist", `${persistTo}/v3`]);
console.log("Local database reset and seeded.");
