// GET /public/api/client/websecondbanners (SPEC.md section 7): the banners, as data.data.
import { banners } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => banners(request, context) });
