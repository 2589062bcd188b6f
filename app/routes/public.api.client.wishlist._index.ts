// GET and POST /public/api/client/wishlist (SPEC.md section 7): the caller's favourites; phone_number is never identity.
import { addToWishlist, wishlist } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({
  GET: ({ request, context }) => wishlist(request, context),
  POST: ({ request, context }) => addToWishlist(request, context),
});
