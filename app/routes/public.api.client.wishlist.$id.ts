// DELETE /public/api/client/wishlist/{ad_id} (SPEC.md section 7).
import { removeFromWishlist } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({ DELETE: ({ request, context, params }) => removeFromWishlist(request, context, params.id) });
