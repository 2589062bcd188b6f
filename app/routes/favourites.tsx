import { parseId } from "~/lib/ids";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { safeRedirectPath } from "~/lib/redirect";
import { setToast } from "~/server/flash.server";
import { addFavourite, removeFavourite } from "~/features/favourites/favourites.server";
import { logError } from "~/server/log.server";
import { getOptionalUser, redirectWithMessage, signInPath } from "~/server/session.server";

// The heart on every card and on the ad page posts here (intent add or
// remove). Without JavaScript the answer redirects back to the page with a
// toast; the optimistic fetcher (field "fetch") gets JSON and the toast comes
// with the revalidated page. Signed out: the sign-in page, coming back after.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  let back = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  // A card's heart is a button named add or remove whose value is the ad
  // (features/ads/components/ad-card.tsx), on the ad page too; a plain form may send adId and intent.
  const card = form.get("add") ?? form.get("remove");
  const intent = card !== null ? (form.has("remove") ? "remove" : "add") : form.get("intent") === "remove" ? "remove" : "add";
  const raw = String(card ?? form.get("adId") ?? "");
  // Digits only: "1e3", "1.5" or " 7" are not an ad's number (refused below, nothing stored).
  const adId = parseId(raw) ?? Number.NaN;
  // Back to the card that was pressed, by its fragment; on the ad's own page, back to its top.
  if (card !== null && adId > 0) {
    const page = back.split("#")[0]!;
    back = page === `/categories/product/${adId}` ? page : `${page}#ad-${adId}`;
  }
  const user = await getOptionalUser(request, context);
  if (!user) return redirectWithMessage(context, signInPath(back), "error", "common:auth.signInRequired");

  // The hydrated heart adds "fetch"; a plain form post (no JavaScript) does not.
  const viaFetch = form.get("fetch") === "1";
  const failedKey = intent === "add" ? "ads:favourites.addFailed" : "ads:favourites.removeFailed";
  let ok = false;
  try {
    ok = intent === "add" ? (await addFavourite(context, user.id, adId)).ok : (await removeFavourite(context, user.id, adId)).ok;
  } catch (error) {
    logError(error, request);
    if (viaFetch) {
      await setToast(context, { type: "error", key: failedKey });
      return json({ ok: false, favourite: intent === "remove" }, { status: 500 });
    }
    return redirectWithMessage(context, back, "error", failedKey);
  }
  // Only public ads can be favourites: anything else is refused, with the failure message and nothing stored.
  if (!ok) {
    if (viaFetch) {
      await setToast(context, { type: "error", key: failedKey });
      return json({ ok: false, favourite: false }, { status: 404 });
    }
    return redirectWithMessage(context, back, "error", failedKey);
  }
  if (viaFetch) {
    await setToast(context, { type: "success", key: "ads:favourites.done" });
    return json({ ok: true, favourite: intent === "add" });
  }
  return redirectWithMessage(context, back, "success", "ads:favourites.done");
}

// No state changes on GET: a stray visit goes home.
export function loader() {
  return redirect("/");
}

// A refused heart without JavaScript (an ad that is no longer public) goes
// back to the page it came from with the failure message (product rules, Messages).
export default function Favourites() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
