// Every API route module by its operation path (as the OpenAPI document
// writes it, under /public/api), for tests that walk every operation.
import * as adRoute from "~/routes/public.api.client.ads.$id";
import * as adsRoute from "~/routes/public.api.client.ads._index";
import * as byParameters from "~/routes/public.api.client.ads.getAdsByParameters";
import * as brandCountries from "~/routes/public.api.client.brand-countries.$id";
import * as categories from "~/routes/public.api.client.categories";
import * as conversation from "~/routes/public.api.client.messages.conversations.$id._index";
import * as blockConversation from "~/routes/public.api.client.messages.conversations.$id.block";
import * as readConversation from "~/routes/public.api.client.messages.conversations.$id.read";
import * as replyConversation from "~/routes/public.api.client.messages.conversations.$id.reply";
import * as conversations from "~/routes/public.api.client.messages.conversations._index";
import * as sendMessage from "~/routes/public.api.client.messages.send";
import * as unreadMessages from "~/routes/public.api.client.messages.unread";
import * as governorates from "~/routes/public.api.client.governorates";
import * as myAds from "~/routes/public.api.client.my-ads";
import * as profiles from "~/routes/public.api.client.profiles";
import * as regions from "~/routes/public.api.client.regions";
import * as safety from "~/routes/public.api.client.safety";
import * as showAds from "~/routes/public.api.client.show-ads.$id";
import * as subcategories from "~/routes/public.api.client.subcategories.$id";
import * as thirdBranches from "~/routes/public.api.client.third-branches.$id";
import * as banners from "~/routes/public.api.client.websecondbanners";
import * as wishlistItem from "~/routes/public.api.client.wishlist.$id";
import * as wishlist from "~/routes/public.api.client.wishlist._index";
import * as login from "~/routes/public.api.user.login";
import * as logout from "~/routes/public.api.user.logout";
import * as register from "~/routes/public.api.user.register";
import * as resendCode from "~/routes/public.api.user.resend-code";
import * as updateProfile from "~/routes/public.api.user.update-profile";
import * as userData from "~/routes/public.api.user.user-data";
import * as verify from "~/routes/public.api.user.verify";

export type RouteModule = { loader: (args: never) => Promise<Response>; action: (args: never) => Promise<Response> };

export const apiRoutes: Record<string, RouteModule> = {
  "/user/login": login,
  "/user/register": register,
  "/user/verify": verify,
  "/user/resend-code": resendCode,
  "/user/logout": logout,
  "/user/user-data": userData,
  "/user/update-profile": updateProfile,
  "/client/governorates": governorates,
  "/client/regions": regions,
  "/client/categories": categories,
  "/client/subcategories/{id}": subcategories,
  "/client/brand-countries/{id}": brandCountries,
  "/client/third-branches/{id}": thirdBranches,
  "/client/safety": safety,
  "/client/websecondbanners": banners,
  "/client/show-ads/{id}": showAds,
  "/client/ads/getAdsByParameters": byParameters,
  "/client/ads": adsRoute,
  "/client/ads/{id}": adRoute,
  "/client/my-ads": myAds,
  "/client/wishlist": wishlist,
  "/client/wishlist/{id}": wishlistItem,
  "/client/profiles": profiles,
  "/client/messages/conversations": conversations,
  "/client/messages/send": sendMessage,
  "/client/messages/conversations/{id}": conversation,
  "/client/messages/conversations/{id}/reply": replyConversation,
  "/client/messages/conversations/{id}/read": readConversation,
  "/client/messages/conversations/{id}/block": blockConversation,
  "/client/messages/unread": unreadMessages,
};
