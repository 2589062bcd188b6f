import { z } from "zod";
import { toLatinDigits } from "~/lib/normalize";
import { cutAtWord, cutText } from "~/lib/text-length";

// Every page that reads its address (filters, pagination, a chosen ad) parses
// it with a zod schema from here, on the server and in the browser alike.
// Addresses are lenient where forms are strict: a value that does not parse
// falls back to "no filter" or page 1, so a shared or hand-edited link still
// shows a page instead of an error.

/** The first value of each key, as zod reads an object. */
export function searchParamsOf(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in values)) values[key] = value;
  return values;
}

/** A whole number from an address ("12", "١٢", "12abc" read as 12), or null. */
function leadingNumber(value: string | undefined): number | null {
  const number = Number.parseInt(toLatinDigits(value ?? ""), 10);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** An id filter: a positive number, or null for empty, 0 or anything else. */
export const idParam = z
  .string()
  .optional()
  .transform((value) => leadingNumber(value));

/** A page number from 1 to `max`; anything else is page 1. */
export function pageParam(max = 10_000) {
  return z
    .string()
    .optional()
    .transform((value) => Math.min(leadingNumber(value) ?? 1, max));
}

/**
 * Search text, trimmed and cut to `max` characters (code points: an emoji is
 * never cut in half). Words (`words`, for a search shown back in its heading
 * and box) are cut after the last whole word that fits; a token (a cursor) at `max`.
 */
export function textParam(max = 100, { words = false }: { words?: boolean } = {}) {
  return z
    .string()
    .optional()
    .transform((value) => (words ? cutAtWord : cutText)((value ?? "").trim(), max));
}

/** One of a list of words, or the fallback. */
export function choiceParam<const T extends readonly string[], F extends T[number] | null>(choices: T, fallback: F) {
  return z
    .string()
    .optional()
    .transform((value): T[number] | F => ((choices as readonly string[]).includes(value ?? "") ? (value as T[number]) : fallback));
}

// zod's parse of a filter schema costs about 0.1 ms, and a loader may read the
// same parameters twice (a listing checks its category, then loads the page):
// each schema keeps its answer for the parameters object it was given, while
// their text stays the same. That object is the request's, so nothing outlives
// it; a copy is handed out each time (a loader may change it).
const parsed = new WeakMap<z.ZodTypeAny, WeakMap<URLSearchParams, { text: string; value: unknown }>>();

/** The address's parameters through a schema: never throws, the schema's fields all fall back. */
export function parseSearchParams<S extends z.ZodTypeAny>(schema: S, params: URLSearchParams): z.output<S> {
  let known = parsed.get(schema);
  if (!known) parsed.set(schema, (known = new WeakMap()));
  const text = params.toString();
  let entry = known.get(params);
  if (entry?.text !== text) known.set(params, (entry = { text, value: schema.parse(searchParamsOf(params)) }));
  const value = entry.value as z.output<S>;
  return typeof value === "object" && value !== null ? { ...value } : value;
}

/** Pages that only page: ?page=N. */
export const PageParamsSchema = z.object({ page: pageParam() });
