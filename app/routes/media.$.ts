import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

// Images and documents stored in R2, under a stable path. Keys never change
// content (new uploads get new keys), so they are cached for a year. Support
// attachments are private and never served here (see
// account_.support.files.$id.ts).
const MAX_KEY_BYTES = 1024;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  // R2 refuses a key over 1,024 bytes (an error, not a miss): no stored key is that long.
  const tooLong = new TextEncoder().encode(key).length > MAX_KEY_BYTES;
  if (!key || tooLong || key.includes("..") || key.startsWith("support/")) throw new Response("Not found", { status: 404 });
  const object = await context.bucket.get(key, { onlyIf: request.headers });
  if (!object) throw new Response("Not found", { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
