// GET /public/api/user/user-data (SPEC.md section 7): the caller's own record.
import { apiMethods } from "~/api/envelope.server";
import { userData } from "~/api/users.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => userData(request, context) });
