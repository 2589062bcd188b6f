// POST /public/api/client/ads/getAdsByParameters (SPEC.md section 7): categoryId and page → a page of related ads.
import { adsByParameters } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => adsByParameters(request, context) });
