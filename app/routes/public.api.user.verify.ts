// POST /public/api/user/verify (not in SPEC.md's table): phone_number and the e-mailed code verify the account.
import { apiMethods } from "~/api/envelope.server";
import { verify } from "~/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => verify(request, context) });
