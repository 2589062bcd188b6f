import type { Database } from "~/server/db-session.server";
import type { Region } from "~/lib/rows";

export type { Region };

export interface Governorate {
  id: number;
  name: string;
  name_en: string;
  slug: string;
  latitude: number;
  longitude: number;
}

// Places change only through the admin: a short per-isolate cache keeps them
// off the hot path of every page.
const TTL_MS = 60_000;
let governorateCache: { at: number; rows: Governorate[] } | null = null;

export async function listGovernorates({ db }: { db: Database }, now = Date.now()): Promise<Governorate[]> {
  if (governorateCache && now - governorateCache.at < TTL_MS) return governorateCache.rows;
  const { results } = await db.prepare("SELECT id, name, name_en, slug, latitude, longitude FROM governorates ORDER BY sort, id").all<Governorate>();
  governorateCache = { at: now, rows: results };
  return results;
}

export async function listRegions({ db }: { db: Database }, governorateId: number): Promise<Region[]> {
  const { results } = await db
    .prepare("SELECT id, governorate_id, name, name_en, latitude, longitude FROM regions WHERE governorate_id = ? ORDER BY sort, id")
    .bind(governorateId)
    .all<Region>();
  return results;
}

export function forgetPlacesCache(): void {
  governorateCache = null;
}

/** Every region, grouped by governorate in the public order (the JSON API's /client/regions). */
export async function listAllRegions({ db }: { db: Database }): Promise<Region[]> {
  const { results } = await db
    .prepare("SELECT id, governorate_id, name, name_en, latitude, longitude FROM regions ORDER BY governorate_id, sort, id")
    .all<Region>();
  return results;
}
