// Values the isolate keeps while what they are made from stays the same.
//
// Work that depends only on data the request reads (an ad's meta tags, a
// part's HTML) is done once and handed out again while its deps are equal
// value for value (lib/same-value.ts): the rows a query returns are new
// objects on every request, so they are compared field by field (issue 17).
import { sameValue } from "~/lib/same-value";

interface Entry {
  deps: readonly unknown[];
  value: unknown;
}

/**
 * A store of kept values, at most `limit` keys; past it, the key kept first
 * goes first. `fresh`, when given, is asked of a kept value before it is
 * handed out again (a row of cards whose ages would now read differently).
 */
export function keptValues(limit: number) {
  const kept = new Map<string, Entry>();
  return function keep<T>(key: string, deps: readonly unknown[], make: () => T, fresh?: (value: T) => boolean): T {
    const entry = kept.get(key);
    if (entry && sameValue(entry.deps, deps) && (!fresh || fresh(entry.value as T))) return entry.value as T;
    if (!entry && kept.size >= limit) kept.delete(kept.keys().next().value!);
    const value = make();
    kept.set(key, { deps, value });
    return value;
  };
}
