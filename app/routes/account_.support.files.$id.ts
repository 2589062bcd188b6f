import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/server/session.server";
import { attachmentFor } from "~/features/support/support.server";

// A support request's attachment: only its sender and admins get it (everyone
// else, signed in or not, gets 404, so the address says nothing), always as a
// download, and never kept by a browser cache or a CDN.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const viewer = await getOptionalUser(request, context);
  const attachment = await attachmentFor(context, Number(params.id), viewer);
  if (!attachment) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const object = await context.bucket.get(attachment.path);
  if (!object) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // Stored as a download already; said again here so no older object is ever shown inline.
  headers.set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Vary", "Cookie");
  headers.delete("Expires");
  return new Response(object.body, { headers });
}
