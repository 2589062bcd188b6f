// A contact press on an ad page. Without JavaScript the
// call, WhatsApp and SMS buttons are links here: the answer is a 302 to
// tel:, sms: or wa.me at once, and the press is counted after it has gone
// (waitUntil). With JavaScript the buttons open their target directly and
// tell this route with navigator.sendBeacon (a POST, answered 204), so the
// dialler never waits for the network.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contactTarget } from "~/features/ad-stats/contact.server";
import { countAfterAnswer, isContactKind } from "~/features/ad-stats/counting.server";
import { parseId } from "~/lib/ids";
import { errorPage } from "~/server/error-page.server";
import type { Context } from "~/server/context.server";

function counting(context: Context) {
  return { db: context.env.DB, counters: context.env.AD_COUNTERS, config: context.config, waitUntil: context.waitUntil };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const adId = parseId(params.adId);
  const kind = params.kind;
  if (!adId || !isContactKind(kind)) return errorPage(context.language, 404);
  const target = await contactTarget({ db: context.db, t: context.t, siteUrl: context.config.SITE_URL }, adId, kind);
  if (!target) return errorPage(context.language, 404);
  // A HEAD is a look at the address, not a press.
  if (request.method === "GET") countAfterAnswer(request, counting(context), adId, kind);
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const adId = parseId(params.adId);
  const kind = params.kind;
  if (!adId || !isContactKind(kind)) return new Response(null, { status: 404 });
  // The counters' roll-up checks that the ad is public and not the visitor's.
  countAfterAnswer(request, counting(context), adId, kind);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
