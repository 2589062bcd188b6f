// POST /public/api/user/update-profile (SPEC.md section 7): multipart, the image optional.
import { apiMethods } from "~/modules/api/envelope.server";
import { updateProfileFromApi } from "~/modules/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => updateProfileFromApi(request, context) });
