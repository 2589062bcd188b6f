// GET /public/api/client/safety (SPEC.md section 7): the safety tips.
import { safety } from "~/modules/api/client.server";
import { apiMethods } from "~/modules/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => safety(request, context) });
