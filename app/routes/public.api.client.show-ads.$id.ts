// GET /public/api/client/show-ads/{category_id} (SPEC.md section 7): the category's first 20 ads.
import { showAds } from "~/modules/api/client.server";
import { apiMethods } from "~/modules/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context, params }) => showAds(request, context, params.id) });
