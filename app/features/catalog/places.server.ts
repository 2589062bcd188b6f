// The places (governorates and their regions) as the pages and the JSON API
// read them: the governorates through a short per-isolate cache, the regions
// straight from D1. The SQL is in queries.server.ts.
import type { Database } from "~/server/db-session.server";
import type { Region } from "~/lib/rows";
import { governorateRows, type Governorate } from "~/features/catalog/queries.server";

export type { Governorate, Region };
export { listAllRegions, listRegions } from "~/features/catalog/queries.server";

// Places change only through the admin: a short per-isolate cache keeps them
// off the hot path of every page.
const TTL_MS = 60_000;
let governorateCache: { at: number; rows: Governorate[] } | null = null;

/** Every governorate in the public order, from the cache when it is under a minute old. */
export async function listGovernorates({ db }: { db: Database }, now = Date.now()): Promise<Governorate[]> {
  if (governorateCache && now - governorateCache.at < TTL_MS) return governorateCache.rows;
  const results = await governorateRows({ db });
  governorateCache = { at: now, rows: results };
  return results;
}

/** Drops this isolate's cache, so its next read sees an admin's change at once. */
export function forgetPlacesCache(): void {
  governorateCache = null;
}
