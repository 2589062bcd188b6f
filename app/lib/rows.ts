// The shapes of rows that more than one side knows: the modules that select
// them, the components that show them and the seed that writes them.
import type { Language } from "~/lib/i18n";

/** The names of an ad's category path, in Arabic and English. */
export interface CategoryNames {
  category_name: string;
  category_name_en: string;
  subcategory_name: string | null;
  subcategory_name_en: string | null;
  brand_country_name: string | null;
  brand_country_name_en: string | null;
  third_branch_name: string | null;
  third_branch_name_en: string | null;
}

/** The names of an ad's governorate and region, in Arabic and English. */
export interface PlaceNames {
  governorate_name: string | null;
  governorate_name_en: string | null;
  region_name: string | null;
  region_name_en: string | null;
}

/** What the seller wrote: every ad row carries these columns of the ads table. */
export interface AdText {
  id: number;
  name: string;
  description: string;
  price: number;
  note: string;
  negotiable: number;
  condition: "new" | "used";
  latitude: number;
  longitude: number;
  address: string;
}

export interface Attribute {
  label: string;
  label_en: string;
  value: string;
  value_en: string;
}

const text = (value: unknown): string | null =>
  typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : null;

/**
 * The category-specific attributes stored as JSON text on the ad
 * (`[{label, label_en, value, value_en}]`). Anything malformed is skipped, and
 * a missing English text falls back to the Arabic one.
 */
export function parseAttributes(json: string | null | undefined): Attribute[] {
  let list: unknown;
  try {
    list = JSON.parse(json ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const attributes: Attribute[] = [];
  for (const item of list.slice(0, 50)) {
    if (!item || typeof item !== "object") continue;
    const row = item as Record<string, unknown>;
    const label = text(row.label) || text(row.label_en);
    const value = text(row.value) || text(row.value_en);
    if (!label || !value) continue;
    attributes.push({ label, label_en: text(row.label_en) || label, value, value_en: text(row.value_en) || value });
  }
  return attributes;
}

/** A name in the visitor's language, from a row's `x` / `x_en` columns. */
export function pick(language: Language, arabic: string | null, english: string | null): string | null {
  return (language === "en" ? english || arabic : arabic || english) || null;
}

/** "Region, Governorate" in the visitor's language (`separator`: common:listSeparator). */
export function placeOf(ad: PlaceNames, language: Language, separator: string): string {
  return [pick(language, ad.region_name, ad.region_name_en), pick(language, ad.governorate_name, ad.governorate_name_en)].filter(Boolean).join(separator);
}

/** The seller's numbers as the buttons use them, worked out by the server (features/ad-page/ad-page.server.ts: the browser needs no phone rules). */
export interface ContactNumbers {
  /** E.164, +201XXXXXXXXX: for tel: and sms:. */
  phone: string;
  /** As an Egyptian writes it: 01XXXXXXXXX. */
  local: string;
  /** wa.me's digits: the seller's WhatsApp number when it differs from the phone. */
  whatsapp: string;
}

/** Where an ad is filed: its category path and its place (the optional parts null). */
export interface AdPlacement {
  category_id: number;
  subcategory_id: number | null;
  brand_country_id: number | null;
  third_branch_id: number | null;
  governorate_id: number | null;
  region_id: number | null;
}

/** A service on the services page, in both languages. */
export interface Service {
  id: number;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  icon: string;
}

/** Who an account is, as the users table has it. */
export interface Person {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164, +201XXXXXXXXX */
  phone: string;
}

/** A region of a governorate, with the point its map centres on. */
export interface Region {
  id: number;
  governorate_id: number;
  name: string;
  name_en: string;
  latitude: number;
  longitude: number;
}

/** A blog post as its card shows it. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  title_en: string;
  excerpt: string;
  excerpt_en: string;
  image: string | null;
  published_at: string;
}

/** A trader as the directory's tile shows them. */
export interface TraderListItem {
  id: number;
  company_name: string;
  image: string | null;
  is_verified_trader: number;
  governorate_name: string | null;
  governorate_name_en: string | null;
}
