// POST /public/api/client/ads (SPEC.md section 7): a new ad, multipart with images[n].
import { createAdFromApi } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => createAdFromApi(request, context) });
