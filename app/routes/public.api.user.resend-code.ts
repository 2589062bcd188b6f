// POST /public/api/user/resend-code (not in SPEC.md's table): a new verification code, after the cooldown.
import { apiMethods } from "~/api/envelope.server";
import { resendCode } from "~/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => resendCode(request, context) });
