// GET /public/api/client/categories (SPEC.md section 7).
import { categories } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => categories(request, context) });
