// Answers kept for the same question, per isolate on the server (and per tab
// in the browser): a map that starts again once it holds `limit` entries, so
// its memory stays bounded however many different questions come.

/** The value kept for `key`; made and kept first when there is none. */
export function kept<K, V>(map: Map<K, V>, key: K, limit: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= limit) map.clear();
    map.set(key, value);
  }
  return value;
}
