// How large a request body may be, by address, checked in the Worker before
// Remix (or anything else) reads a byte of it. A body announced larger than
// its route's limit by Content-Length is refused at once; a body without
// Content-Length (chunked) is counted as it streams and cut off past the
// limit. Either way the visitor gets 413 in their language (the JSON
// envelope under /public/api/), and nothing is stored.
//
//   bodyLimitFor(pathname)                    → bytes allowed
//   declaredLength(request)                   → Content-Length as a number, or null
//   capBody(body, limit)                      → { body, exceeded(), rest() } counting stream
//   discardBody(body)                         → reads and drops a refused body
import { MAX_ADMIN_IMAGE_BYTES } from "~/lib/admin-resources";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_PROFILE_IMAGE_BYTES } from "~/lib/schemas/account";
import { MAX_AD_PHOTO_BYTES, MAX_AD_PHOTOS } from "~/lib/schemas/ad";

const KB = 1024;
const MB = 1024 * KB;

/** Sign-in, sign-up, codes, text forms, JSON calls: no files. */
export const TEXT_BODY_BYTES = 64 * KB;
/** An ad with ten 5 MB photos, the form's text and room for multipart framing: 60 MB. */
export const AD_BODY_BYTES = MAX_AD_PHOTOS * MAX_AD_PHOTO_BYTES + 10 * MB;
/** A support request with five 10 MB attachments and its text: 51 MB. */
export const SUPPORT_BODY_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1 * MB;
/** A profile (page or API) with its 5 MB image: 6 MB. */
export const PROFILE_BODY_BYTES = MAX_PROFILE_IMAGE_BYTES + 1 * MB;
/** An admin record with one 5 MB image: 6 MB. */
export const ADMIN_RECORD_BODY_BYTES = MAX_ADMIN_IMAGE_BYTES + 1 * MB;
/** A batch of document page images (admins): as much as an ad. */
export const DOCUMENT_PAGES_BODY_BYTES = AD_BODY_BYTES;

const table: Array<[RegExp, number]> = [
  [/^\/account\/ads$/, AD_BODY_BYTES],
  [/^\/public\/api\/client\/ads(\/[^/]+)?$/, AD_BODY_BYTES],
  [/^\/account\/support$/, SUPPORT_BODY_BYTES],
  [/^\/account$/, PROFILE_BODY_BYTES],
  [/^\/public\/api\/user\/update-profile$/, PROFILE_BODY_BYTES],
  [/^\/admin\/documents\/[^/]+\/pages$/, DOCUMENT_PAGES_BODY_BYTES],
  [/^\/admin\/[^/]+(\/[^/]+)?$/, ADMIN_RECORD_BODY_BYTES],
];

/** The most bytes a request body to this path may have (a trailing slash does not matter). */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // The related-ads call under client/ads/ takes a small JSON body.
  if (path === "/public/api/client/ads/getAdsByParameters") return TEXT_BODY_BYTES;
  for (const [pattern, limit] of table) if (pattern.test(path)) return limit;
  return TEXT_BODY_BYTES;
}

/** Content-Length as a whole number, or null when absent or not a number (then the stream is counted). */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get("Content-Length");
  if (value === null || !/^\s*\d{1,16}\s*$/.test(value)) return null;
  return Number(value);
}

/** Raised inside the body stream once more than the limit has arrived. */
export class BodyTooLargeError extends Error {
  constructor(public limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Past this many bytes a refused body is no longer read to its end: the
 * connection is dropped instead (Cloudflare takes at most 100 MB anyway).
 */
export const DISCARD_MAX_BYTES = 100 * MB;

/**
 * Reads what is left of a refused body and drops it, never keeping a byte,
 * so that the sender's connection ends cleanly and it sees the 413 (an
 * unread body makes the server reset the connection while the client is
 * still sending, and a browser then shows a network error instead).
 */
export async function discardBody(body: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array> | null, max = DISCARD_MAX_BYTES): Promise<void> {
  if (!body) return;
  const reader = "getReader" in body ? body.getReader() : body;
  try {
    await readWithin(reader, max);
  } catch {
    // the sender went away: nothing left to drop
  }
}

/**
 * Reads a stream to its end, handing each chunk to `take`: true when it
 * ended within `max` bytes, false (the stream cancelled, the chunk past the
 * limit not handed on) as soon as more came.
 */
export async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, max: number, take?: (chunk: Uint8Array) => void): Promise<boolean> {
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    seen += value.byteLength;
    if (seen > max) {
      await reader.cancel();
      return false;
    }
    take?.(value);
  }
}

/**
 * The body passed through a counter: past `limit` bytes the stream errors
 * (whoever reads it fails) and `exceeded()` turns true, so the Worker can
 * answer 413 whatever the reader made of the failure; `rest()` then reads
 * and drops what the sender still sends.
 */
export function capBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
): { body: ReadableStream<Uint8Array>; exceeded: () => boolean; rest: () => Promise<void> } {
  const reader = body.getReader();
  let seen = 0;
  let over = false;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > limit) {
        over = true;
        controller.error(new BodyTooLargeError(limit));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { body: counted, exceeded: () => over, rest: () => discardBody(reader, DISCARD_MAX_BYTES - seen) };
}
