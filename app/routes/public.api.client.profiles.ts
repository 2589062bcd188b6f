// POST /public/api/client/profiles (SPEC.md section 7): a page of the traders directory.
import { profiles } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => profiles(request, context) });
