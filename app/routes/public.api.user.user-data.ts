// GET /public/api/user/user-data (SPEC.md section 7): the caller's own record.
import { apiMethods } from "~/modules/api/envelope.server";
import { userData } from "~/modules/api/users.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => userData(request, context) });
