/**
 * Whether two values of loader data are equal value for value: primitives by
 * identity, arrays and plain objects field by field, however deep (the rows a
 * query returns are new objects on every request).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!sameValue(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (!sameValue(x[key], y[key])) return false;
    count += 1;
  }
  for (const key in y) {
    if (!(key in x)) return false;
    count -= 1;
  }
  return count === 0;
}
