// The seed's ids by their English names, for labelled sets: a governorate, a
// region (a district or a city) or a subcategory, so a set reads as places and
// kinds of things and stays right if the seed renumbers them.
import { subcategories } from "~/db/seed/catalog";
import { governorates, regions } from "~/db/seed/places";

function idOf(rows: Array<{ id: number; name_en: string }>, name: string): number {
  const row = rows.find((entry) => entry.name_en === name);
  if (!row) throw new Error(`not in the seed: ${name}`);
  return row.id;
}

export const governorateId = (name: string) => idOf(governorates, name);
export const regionId = (name: string) => idOf(regions, name);
export const subcategoryId = (name: string) => idOf(subcategories, name);
