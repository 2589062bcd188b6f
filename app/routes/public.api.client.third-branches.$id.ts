// GET /public/api/client/third-branches/{brand_country_id} (SPEC.md section 7): -1 means all.
import { branches } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ context, params }) => branches(context, "third_branches", params.id) });
