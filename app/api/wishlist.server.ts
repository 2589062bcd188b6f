// The API's wishlist (the client contract): the caller's favourite ads,
// adding and removing one, over features/favourites. phone_number is never
// identity: the token says whose wishlist it is.
import { z } from "~/api/zod-openapi.server";
import { addFavourite, listFavourites, removeFavourite } from "~/features/favourites/favourites.server";
import { apiAds } from "~/api/ad-shape.server";
import { ownPhoneField, ownPhoneFields, requireOwnCaller } from "~/api/auth.server";
import { ApiError, notFound, ok } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { positiveInt } from "~/api/request.server";
import { defineOperations, type Operation, ANY_BODY, list, pathId } from "~/api/operation.server";
import { ApiAdSchema } from "~/api/schemas.server";

const define = defineOperations({ tag: "wishlist", auth: "required", spec: true });

const wishlistAddFields: ApiField[] = [
  ownPhoneField,
  { name: "ad_id", schema: z.number().int().positive(), openapi: { type: ["integer", "string"] }, description: "A public ad" },
];

/** GET /client/wishlist: the caller's favourite ads that are public now, newest favourite first. */
const wishlist = define({
  method: "get",
  path: "/client/wishlist",
  operationId: "wishlist",
  summary: "The caller's favourite ads that are public now",
  query: ownPhoneFields,
  success: { status: 200, data: list(ApiAdSchema), description: "Ads (wishlist is true)" },
  errors: [401, 403],
  async handle(request, context) {
    const { caller } = await requireOwnCaller(request, context, { fields: ownPhoneFields });
    const cards = await listFavourites(context, caller.user.id);
    const ids = cards.map((card) => card.id);
    return ok(context, await apiAds(context, ids, { favourites: new Set(ids) }));
  },
});

/** POST /client/wishlist: adds a public ad to the caller's favourites (adding twice is fine). */
const addToWishlist = define({
  method: "post",
  path: "/client/wishlist",
  operationId: "addToWishlist",
  summary: "Add a public ad to the caller's favourites",
  body: { fields: wishlistAddFields, media: ANY_BODY },
  success: { status: 200, data: z.null(), description: "Added (or already there)" },
  errors: [401, 403, 404, 422],
  async handle(request, context) {
    const { caller, fields } = await requireOwnCaller(request, context, { fields: wishlistAddFields });
    const raw = fields.get("ad_id");
    const adId = positiveInt(raw);
    if (!adId)
      throw new ApiError(422, "ads:favourites.addFailed", {
        errors: { ad_id: [raw === undefined || raw === "" ? "auth:errors.required" : "api:errors.badRequest"] },
      });
    const result = await addFavourite(context, caller.user.id, adId);
    if (!result.ok) throw new ApiError(404, "ads:favourites.addFailed");
    return ok(context, null, { msg: "ads:favourites.done" });
  },
});

/** DELETE /client/wishlist/{id}: takes an ad off the caller's favourites (idempotent). */
const removeFromWishlist = define({
  method: "delete",
  path: "/client/wishlist/{id}",
  operationId: "removeFromWishlist",
  summary: "Remove an ad from the caller's favourites",
  params: pathId("The ad"),
  query: ownPhoneFields,
  success: { status: 200, data: z.null(), description: "Removed (or was not there)" },
  errors: [401, 403, 404],
  async handle(request, context, idParam) {
    const { caller } = await requireOwnCaller(request, context, { fields: ownPhoneFields });
    const adId = positiveInt(idParam);
    if (!adId) throw notFound();
    await removeFavourite(context, caller.user.id, adId);
    return ok(context, null, { msg: "ads:favourites.done" });
  },
});

/** This file's operations, in the document's order. */
export const wishlistOperations: Operation[] = [wishlist, addToWishlist, removeFromWishlist];
