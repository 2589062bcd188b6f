// What a request asked for, as one digest stored with its idempotency or
// double-submit key (lib/submit-key.ts): a second request with the same key
// gets the first one's answer only when it asks for the same thing, else it
// is refused. The digest covers the method, the path, and the body's fields
// (names and values, in any order: a form's fields may come in another order
// and mean the same) with each file's name, type and contents.

/** A field's value as a request carries it. */
type Value = string | File;

async function sha256Hex(data: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The request's digest. `fields` are the body's (and query's) pairs; names in
 * `leaveOut` (the key's own field) do not count.
 */
export async function requestDigest(method: string, path: string, fields: Iterable<[string, Value]>, leaveOut: string[] = []): Promise<string> {
  const pairs: string[] = [];
  for (const [name, value] of fields) {
    if (leaveOut.includes(name)) continue;
    const part = typeof value === "string" ? ["text", value] : ["file", value.name, value.type, String(value.size), await sha256Hex(await value.arrayBuffer())];
    pairs.push(JSON.stringify([name, ...part]));
  }
  pairs.sort();
  return sha256Hex(new TextEncoder().encode(JSON.stringify([method.toUpperCase(), path, pairs])));
}
