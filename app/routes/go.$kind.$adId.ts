// A contact press by address (/go/call/7): the links ad pages carried before
// a seller's number left them, and what a bookmark of one still opens. It
// reveals the number (a 302 to tel:, sms: or wa.me), so it is limited as
// "show number" is (features/ad-stats/contact.server.ts) and a GET counts
// the press after the answer (a HEAD counts nothing). Nothing posts here: the
// shown number's buttons are direct links, its tap on "show number" the count.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contactHref, revealContact } from "~/features/ad-stats/contact.server";
import { isContactKind } from "~/features/ad-stats/counting.server";
import { parseId } from "~/lib/ids";
import { errorPage } from "~/server/error-page.server";
import type { Context } from "~/server/context.server";
import { refusalText } from "~/server/rate-limit.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const adId = parseId(params.adId);
  const kind = params.kind;
  if (!adId || !isContactKind(kind)) return errorPage(context.language, 404);
  // A HEAD is a look at the address, not a press: limited, not counted.
  const revealed = await revealContact(request, context as Context, adId, request.method === "GET" ? kind : null);
  if (!revealed.ok && "status" in revealed) return errorPage(context.language, 404);
  if (!revealed.ok) {
    return new Response(refusalText(context, revealed.refusal.key, revealed.refusal.values), {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(revealed.refusal.retryAfter ?? 60), "Cache-Control": "no-store" },
    });
  }
  const target = contactHref(context.t, context.config.SITE_URL, { id: adId, name: revealed.name }, revealed.contact, kind);
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
