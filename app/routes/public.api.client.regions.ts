// GET /public/api/client/regions (SPEC.md section 7); ?governorate_id= narrows it to one governorate.
import { regions } from "~/modules/api/client.server";
import { apiMethods } from "~/modules/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => regions(request, context) });
