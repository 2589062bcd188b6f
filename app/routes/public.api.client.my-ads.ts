// GET /public/api/client/my-ads (not in SPEC.md's table): the caller's own ads in every state.
import { myAds } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => myAds(request, context) });
