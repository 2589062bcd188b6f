/**
 * An id from a URL, a form or a JSON body: a positive whole number of at most
 * twelve Latin digits, or null (the caller answers 404 or names the field).
 * "12abc", "1.5", "-3", "1e3" and "" are all null.
 */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}
