// POST /public/api/user/resend-code (not in SPEC.md's table): a new verification code, after the cooldown.
import { apiMethods } from "~/modules/api/envelope.server";
import { resendCode } from "~/modules/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => resendCode(request, context) });
