// Double submits (a double tap on a slow phone, a form sent again): a form
// that creates something carries a random key, rendered by its loader in a
// hidden field. The row it creates stores the key, unique per user, so the
// second post with the same key finds the first one's result instead of
// creating another, when it asks for the same thing: the row also stores a
// digest of the post (server/request-hash.server.ts), and the same key with a
// different post is refused (the page says so and renders a new key; the
// API's Idempotency-Key answers 422). A post without a key (an API client, a
// page rendered before keys existed) simply creates; a malformed key counts
// as none.

/** The hidden field's name. */
export const SUBMIT_KEY_FIELD = "submitKey";

/** A new key for a form about to be rendered (loaders call it). */
export function newSubmitKey(): string {
  return crypto.randomUUID();
}

/** What a key looks like: a UUID, or 16 to 64 URL-safe characters. */
export const SUBMIT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The posted key when it looks like one (a UUID, or 16 to 64 URL-safe characters), else null. */
export function parseSubmitKey(value: unknown): string | null {
  return typeof value === "string" && SUBMIT_KEY_PATTERN.test(value) ? value : null;
}
