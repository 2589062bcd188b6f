// GET /public/api/client/governorates (SPEC.md section 7).
import { governorates } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => governorates(request, context) });
