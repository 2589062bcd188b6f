// Every operation of the JSON API under /public/api, by its path as the
// OpenAPI document writes it ({id} is one path segment), with a handler per
// method. One Remix route (routes/public.api.$.ts) answers them all: 31
// routes of their own would add 31 branches to the route tree that React
// Router flattens, ranks and matches on every request of every page.
import { adsByParameters, createAdFromApi, deleteAdFromApi, myAds, showAd, showAds, updateAdFromApi } from "~/api/ads.server";
import { banners, branches, categories, governorates, regions, safety } from "~/api/lookups.server";
import { profiles } from "~/api/traders.server";
import { addToWishlist, removeFromWishlist, wishlist } from "~/api/wishlist.server";
import { categoryAttributes } from "~/api/attributes.server";
import { type MethodHandlers, jsonText } from "~/api/envelope.server";
import {
  blockConversation,
  listConversations,
  markConversationRead,
  replyInConversation,
  sendMessage,
  showConversation,
  unreadMessages,
} from "~/api/messages.server";
import { openApiJson } from "~/api/openapi.server";
import { answerRatingFromApi, createRating, reportRatingFromApi, userRatings } from "~/api/ratings.server";
import { login, logout, register, resendCode, updateProfileFromApi, userData, verify } from "~/api/users.server";

export const operationHandlers: Record<string, MethodHandlers> = {
  // The API's OpenAPI 3.1 document.
  "/openapi.json": {
    GET: async ({ context }) => jsonText(openApiJson(new URL(context.config.SITE_URL).origin), 200, { "Cache-Control": "public, max-age=300" }),
  },

  // Client contract: phone_number and password → data.user and a bearer token.
  "/user/login": { POST: ({ request, context }) => login(request, context) },
  // Client contract: an unverified account; the code goes to its e-mail.
  "/user/register": { POST: ({ request, context }) => register(request, context) },
  // Souq's own: phone_number and the e-mailed code verify the account.
  "/user/verify": { POST: ({ request, context }) => verify(request, context) },
  // Souq's own: a new verification code, after the cooldown.
  "/user/resend-code": { POST: ({ request, context }) => resendCode(request, context) },
  // Souq's own: revokes the token (or ends the session) it is called with.
  "/user/logout": { POST: ({ request, context }) => logout(request, context) },
  // Client contract: the caller's own record.
  "/user/user-data": { GET: ({ request, context }) => userData(request, context) },
  // Client contract: multipart, the image optional.
  "/user/update-profile": { POST: ({ request, context }) => updateProfileFromApi(request, context) },

  // Client contract: the place and category lists; -1 means all for the branches.
  "/client/governorates": { GET: ({ request, context }) => governorates(request, context) },
  // ?governorate_id= narrows it to one governorate.
  "/client/regions": { GET: ({ request, context }) => regions(request, context) },
  "/client/categories": { GET: ({ request, context }) => categories(request, context) },
  // Souq's own: {id} is the category (or its slug); its attribute fields with their options.
  "/client/categories/{id}/attributes": { GET: ({ request, context, params }) => categoryAttributes(request, context, params.id) },
  // {id}: the category.
  "/client/subcategories/{id}": { GET: ({ context, params }) => branches(context, "subcategories", params.id) },
  // {id}: the subcategory.
  "/client/brand-countries/{id}": { GET: ({ context, params }) => branches(context, "brand_countries", params.id) },
  // {id}: the brand country.
  "/client/third-branches/{id}": { GET: ({ context, params }) => branches(context, "third_branches", params.id) },
  "/client/safety": { GET: ({ request, context }) => safety(request, context) },
  // The banners, as data.data.
  "/client/websecondbanners": { GET: ({ request, context }) => banners(request, context) },

  // Client contract: the category's ({id}) first 20 ads.
  "/client/show-ads/{id}": { GET: ({ request, context, params }) => showAds(request, context, params.id) },
  // Client contract: categoryId and page → a page of related ads.
  "/client/ads/getAdsByParameters": { POST: ({ request, context }) => adsByParameters(request, context) },
  // Client contract: a new ad, multipart with images[n].
  "/client/ads": { POST: ({ request, context }) => createAdFromApi(request, context) },
  // Client contract: POST edits and DELETE deletes one of the caller's ads; GET (not in the table) reads a public ad or one of the caller's own.
  "/client/ads/{id}": {
    GET: ({ request, context, params }) => showAd(request, context, params.id),
    POST: ({ request, context, params }) => updateAdFromApi(request, context, params.id),
    DELETE: ({ request, context, params }) => deleteAdFromApi(request, context, params.id),
  },
  // Souq's own: the caller's own ads in every state.
  "/client/my-ads": { GET: ({ request, context }) => myAds(request, context) },
  // Client contract: the caller's favourites; phone_number is never identity.
  "/client/wishlist": {
    GET: ({ request, context }) => wishlist(request, context),
    POST: ({ request, context }) => addToWishlist(request, context),
  },
  // Client contract: {id} is the ad.
  "/client/wishlist/{id}": { DELETE: ({ request, context, params }) => removeFromWishlist(request, context, params.id) },
  // Client contract: a page of the traders directory.
  "/client/profiles": { POST: ({ request, context }) => profiles(request, context) },

  // Messaging (Souq's own): the caller's inbox a page at a time, a message about a public ad
  // (the first opens the conversation), one conversation (marked read), a reply, read, block or unblock, the unread count.
  "/client/messages/conversations": { GET: ({ request, context }) => listConversations(request, context) },
  "/client/messages/send": { POST: ({ request, context }) => sendMessage(request, context) },
  "/client/messages/conversations/{id}": { GET: ({ request, context, params }) => showConversation(request, context, params.id) },
  "/client/messages/conversations/{id}/reply": { POST: ({ request, context, params }) => replyInConversation(request, context, params.id) },
  "/client/messages/conversations/{id}/read": { POST: ({ request, context, params }) => markConversationRead(request, context, params.id) },
  "/client/messages/conversations/{id}/block": { POST: ({ request, context, params }) => blockConversation(request, context, params.id) },
  "/client/messages/unread": { GET: ({ request, context }) => unreadMessages(request, context) },

  // Ratings (Souq's own): a user's ratings with their average (public); rating the seller of an ad
  // the caller discussed with them, the seller's one answer, and a report (signed in).
  "/client/users/{id}/ratings": { GET: ({ request, context, params }) => userRatings(request, context, params.id) },
  "/client/ratings": { POST: ({ request, context }) => createRating(request, context) },
  "/client/ratings/{id}/answer": { POST: ({ request, context, params }) => answerRatingFromApi(request, context, params.id) },
  "/client/ratings/{id}/report": { POST: ({ request, context, params }) => reportRatingFromApi(request, context, params.id) },
};

const patterns = Object.keys(operationHandlers).map((path) => ({ path, segments: path.split("/").slice(1) }));

/**
 * The operation a path under /public/api answers (its segments as Remix
 * decoded them, a trailing slash ignored) and the `{id}` it names. A named
 * segment wins over `{id}` (getAdsByParameters is not an ad).
 */
export function findOperation(splat: string): { handlers: MethodHandlers; params: { id?: string } } | null {
  const segments = splat.split("/").filter((segment, index, all) => segment !== "" || index < all.length - 1);
  let found: { path: string; id?: string; named: number } | null = null;
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    let id: string | undefined;
    let named = 0;
    const matches = pattern.segments.every((segment, index) => {
      if (segment === "{id}") {
        id = segments[index];
        return id !== "";
      }
      named += 1;
      return segment === segments[index];
    });
    if (matches && (!found || named > found.named)) found = { path: pattern.path, id, named };
  }
  return found ? { handlers: operationHandlers[found.path]!, params: found.id === undefined ? {} : { id: found.id } } : null;
}
