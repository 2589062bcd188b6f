// Loader data the isolate keeps, and its hydration JSON written once (issue 17).
//
// A page whose data is the same from one request to the next (an ad, its
// related ads, the safety tips) returns the object it returned before, not a
// new one equal to it: the parts that compare their deps with it (Kept, the
// rows of cards) then find the same objects and stop at the first `===`, and
// the page's hydration data carries that object's JSON as bytes made the
// first time (`handoffText`), not written out again on every request.
// A kept object is never changed once returned; a changed field makes a new one.
import { htmlBytes, type HtmlBytes } from "~/components/ui/kept-html.server";
import type { Handoff } from "~/server/first-paint.server";
import { keptValues } from "~/server/kept-value.server";

/** Every kept loader data object, with its JSON as Remix writes it once that has been made. */
const keptJson = new WeakMap<object, HtmlBytes | null>();

/**
 * A store of kept loader data, at most `limit` keys: `keep(key, deps, make)`
 * hands out the object made from deps equal value for value to these, or
 * makes a new one (lib/same-value.ts).
 */
export function keptLoaderData(limit: number) {
  const keep = keptValues(limit);
  return function keepData<T extends object>(key: string, deps: readonly unknown[], make: () => T): T {
    const value = keep(key, deps, make);
    if (!keptJson.has(value)) keptJson.set(value, null);
    return value;
  };
}

// Remix's escaping of its hydration JSON (createServerHandoffString): safe inside a script element.
const UNSAFE = /[&><\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
function escapeJson(json: string): string {
  return json.replace(UNSAFE, (character) => ESCAPED[character]!);
}

/** A kept object's JSON, escaped as Remix escapes it, as UTF-8 bytes: made once. */
function jsonBytes(value: object): HtmlBytes {
  let bytes = keptJson.get(value);
  if (!bytes) {
    bytes = htmlBytes(escapeJson(JSON.stringify(value)));
    keptJson.set(value, bytes);
  }
  return bytes;
}

/**
 * The text Remix writes for its hydration data (JSON with `<`, `>`, `&` and
 * the line separators escaped), with each route's kept loader data as a mark
 * (`mark`, KeptPieces) for its JSON's bytes. Null when no route's data is kept:
 * Remix writes it as always.
 */
export function handoffText(handoff: Handoff, mark: (bytes: HtmlBytes[]) => string): string | null {
  const state = handoff.state;
  if (!state) return null;
  const kept = Object.keys(state.loaderData).filter((id) => {
    const data = state.loaderData[id];
    return typeof data === "object" && data !== null && keptJson.has(data);
  });
  if (kept.length === 0) return null;
  // A stand-in no loader data can hold: a token drawn for this response.
  const token = `\uE002${crypto.randomUUID()}:`;
  const loaderData = { ...state.loaderData };
  kept.forEach((id, index) => (loaderData[id] = `${token}${index}`));
  let text = escapeJson(JSON.stringify({ ...handoff, state: { ...state, loaderData } }));
  kept.forEach((id, index) => {
    const bytes = jsonBytes(state.loaderData[id] as object);
    text = text.replace(`"${token}${index}"`, () => mark([bytes]));
  });
  return text;
}
