// POST /public/api/user/login (SPEC.md section 7): phone_number and password → data.user and a bearer token.
import { apiMethods } from "~/api/envelope.server";
import { login } from "~/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => login(request, context) });
