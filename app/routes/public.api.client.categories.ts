// GET /public/api/client/categories (SPEC.md section 7).
import { categories } from "~/modules/api/client.server";
import { apiMethods } from "~/modules/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => categories(request, context) });
