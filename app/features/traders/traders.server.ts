// The traders directory's filters and the way profiles are named. Traders
// are active users with is_trader = 1; a seller who is not a trader has a
// public profile only while they have a public ad (their phone is then
// already public on the ad), so profiles cannot be used to list customers.
// The SQL (the directory, the profiles, a seller's ads) is in queries.server.ts.
import { foldArabicLetters, toLatinDigits } from "~/lib/normalize";
import { z } from "zod";
import { idParam, pageParam, parseSearchParams, textParam } from "~/lib/search-params";
import { SEARCH_TEXT_MAX } from "~/lib/text-length";
import type { TraderListItem } from "~/lib/rows";
import { revealAnswer, spendReveal } from "~/features/ad-stats/contact.server";
import type { Context } from "~/server/context.server";

export type { TraderListItem };

/** Cards per directory page. */
export const TRADERS_PAGE_SIZE = 12;
/** How many pages one request may render at once (the no-JS "load more" keeps pages 1..N). */
export const MAX_DIRECTORY_PAGES = 50;

export interface TraderFilters {
  /** Company name (or part of it). */
  q: string;
  categoryId: number | null;
  governorateId: number | null;
  regionId: number | null;
  /** The last page shown. */
  page: number;
  /** The first page returned: 1 for a whole page, N for the "load more" slice. */
  start: number;
}

/** The directory's address: 0 or empty means no filter; start is never past page. */
export const TraderFiltersSchema = z
  .object({
    q: textParam(SEARCH_TEXT_MAX, { words: true }),
    category: idParam,
    governorate: idParam,
    region: idParam,
    page: pageParam(MAX_DIRECTORY_PAGES),
    start: pageParam(MAX_DIRECTORY_PAGES),
  })
  .transform((value): TraderFilters => ({
    q: value.q,
    categoryId: value.category,
    governorateId: value.governorate,
    regionId: value.region,
    page: value.page,
    start: Math.min(value.start, value.page),
  }));

export function parseTraderFilters(params: URLSearchParams): TraderFilters {
  return parseSearchParams(TraderFiltersSchema, params);
}

/**
 * The directory's filters as the address writes them, for its canonical
 * address: what the page read, nothing left at its fallback, and no `start`
 * (only the hydrated "load more" asks for a slice; a page shows pages 1..page).
 */
export function traderFiltersQuery(filters: TraderFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.categoryId) params.set("category", String(filters.categoryId));
  if (filters.governorateId) params.set("governorate", String(filters.governorateId));
  if (filters.regionId) params.set("region", String(filters.regionId));
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/**
 * The form names are compared in: hamza forms of alef as ا, ة as ه, ى as ي,
 * ؤ as و, ئ as ي, diacritics and tatweel removed, Arabic-Indic digits as
 * Latin, lower case. The same replacements run in SQL over the stored names
 * (see `foldedNames`).
 */
export function normalizeCompanyName(text: string): string {
  return foldArabicLetters(toLatinDigits(text).replace(/[\u064B-\u065F\u0670]/g, ""))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

// The definite article and the particles fused with it, as ad search drops them (lib/normalize.ts), so "النور"
// finds "معرض النور" and "للسيارات" finds "السيارات".
const articlePrefix = /^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{3,})/u;

/**
 * The directory's name search, folded as ad search folds its query (normalizeCompanyName's letters, digits and
 * case, and the definite article dropped): at most 8 words, each of which must appear in the trader's company or
 * personal name (see `foldedNames` in queries.server.ts). Punctuation stays literal: "100%" finds "100% Cotton".
 */
export function searchWords(text: string): string[] {
  return normalizeCompanyName(text)
    .split(" ")
    .filter(Boolean)
    .map((word) => word.replace(articlePrefix, ""))
    .slice(0, 8);
}

/** A profile page's meta: the name as its title, its picture for link previews. */
export function profileMeta(profile: { image: string | null }, name: string, description: string) {
  return { title: name, description, image: profile.image ? `/media/${profile.image}` : null, type: "profile" as const };
}

/**
 * "Show number" on a seller's profile: their numbers, within the same
 * per-visitor limits as an ad's (features/ad-stats/contact.server.ts). Not
 * counted: contacts are counted per ad, and a profile is not one.
 */
export async function revealTraderNumbers(
  request: Request,
  context: Pick<Context, "db" | "clientAddress" | "config" | "t" | "language">,
  profile: { phone: string; phone2: string | null; whatsapp: string | null },
) {
  const form = await request.formData();
  if (form.get("intent") !== "reveal") throw new Response(null, { status: 400 });
  const refusal = await spendReveal(request, context);
  const { phone, phone2, whatsapp } = profile;
  return revealAnswer(context, refusal ? { ok: false, refusal } : { ok: true, numbers: { phone, phone2, whatsapp } });
}
