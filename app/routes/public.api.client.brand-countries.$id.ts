// GET /public/api/client/brand-countries/{subcategory_id} (SPEC.md section 7): -1 means all.
import { branches } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ GET: ({ context, params }) => branches(context, "brand_countries", params.id) });
