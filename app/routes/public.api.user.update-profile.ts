// POST /public/api/user/update-profile (SPEC.md section 7): multipart, the image optional.
import { apiMethods } from "~/api/envelope.server";
import { updateProfileFromApi } from "~/api/users.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => updateProfileFromApi(request, context) });
