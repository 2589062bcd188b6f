// GET /public/api/client/regions (SPEC.md section 7); ?governorate_id= narrows it to one governorate.
import { regions } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => regions(request, context) });
