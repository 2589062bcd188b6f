import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { devToolsAllowed } from "~/server/config.server";
import { outboxHtml } from "~/server/mail.server";

// One message's HTML part from the local outbox, as a mail client would show
// it (the whole document the site sent). Local only, like /dev/mailbox; the
// site's Content-Security-Policy (no script without the page's nonce) applies.
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!devToolsAllowed(context.config) || !/^[1-9][0-9]{0,15}$/.test(params.id ?? "")) {
    throw new Response("Not found", { status: 404 });
  }
  const html = await outboxHtml(context, Number(params.id));
  if (html === null) throw new Response("Not found", { status: 404 });
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
