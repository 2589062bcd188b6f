// POST /public/api/user/logout (not in SPEC.md's table): revokes the token (or ends the session) it is called with.
import { apiMethods } from "~/api/envelope.server";
import { logout } from "~/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => logout(request, context) });
