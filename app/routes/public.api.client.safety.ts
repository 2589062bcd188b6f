// GET /public/api/client/safety (SPEC.md section 7): the safety tips.
import { safety } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => safety(request, context) });
