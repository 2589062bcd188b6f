// POST /public/api/user/register (SPEC.md section 7): an unverified account; the code goes to its e-mail.
import { apiMethods } from "~/api/envelope.server";
import { register } from "~/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => register(request, context) });
