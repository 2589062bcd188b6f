// The API's wishlist (the client contract): the caller's favourite ads,
// adding and removing one, over features/favourites. phone_number is never
// identity: the token says whose wishlist it is.
import { z } from "zod";
import type { Context } from "~/server/context.server";
import { addFavourite, listFavourites, removeFavourite } from "~/features/favourites/favourites.server";
import { apiAds } from "~/api/ad-shape.server";
import { ownPhoneField, ownPhoneFields, requireOwnCaller } from "~/api/auth.server";
import { ApiError, notFound, ok } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { positiveInt } from "~/api/request.server";

type ApiContext = Context;

export const wishlistQueryFields: ApiField[] = ownPhoneFields;
export const wishlistAddFields: ApiField[] = [
  ownPhoneField,
  { name: "ad_id", schema: z.number().int().positive(), openapi: { type: ["integer", "string"] }, description: "A public ad" },
];

/** GET /client/wishlist: the caller's favourite ads that are public now, newest favourite first. */
export async function wishlist(request: Request, context: ApiContext): Promise<Response> {
  const { caller } = await requireOwnCaller(request, context, { fields: wishlistQueryFields });
  const cards = await listFavourites(context, caller.user.id);
  const ids = cards.map((card) => card.id);
  return ok(context, await apiAds(context, ids, { favourites: new Set(ids) }));
}

/** POST /client/wishlist: adds a public ad to the caller's favourites (adding twice is fine). */
export async function addToWishlist(request: Request, context: ApiContext): Promise<Response> {
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
}

/** DELETE /client/wishlist/{id}: takes an ad off the caller's favourites (idempotent). */
export async function removeFromWishlist(request: Request, context: ApiContext, idParam: string | undefined): Promise<Response> {
  const { caller } = await requireOwnCaller(request, context, { fields: wishlistQueryFields });
  const adId = positiveInt(idParam);
  if (!adId) throw notFound();
  await removeFavourite(context, caller.user.id, adId);
  return ok(context, null, { msg: "ads:favourites.done" });
}
