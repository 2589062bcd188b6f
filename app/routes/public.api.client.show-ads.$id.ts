// GET /public/api/client/show-ads/{category_id} (SPEC.md section 7): the category's first 20 ads.
import { showAds } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context, params }) => showAds(request, context, params.id) });
