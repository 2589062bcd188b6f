// Every operation of the JSON API under /public/api, in the document's
// order: each resource's file defines its own (operation.server.ts), and
// both the route's dispatch table (operations.server.ts) and the OpenAPI
// document (openapi.server.ts) are built from this one list.
import { adOperations } from "~/api/ads.server";
import { attributeOperations } from "~/api/attributes.server";
import { lookupOperations } from "~/api/lookups.server";
import { messageOperations } from "~/api/messages.server";
import type { Operation } from "~/api/operation.server";
import { ratingOperations } from "~/api/ratings.server";
import { traderOperations } from "~/api/traders.server";
import { userOperations } from "~/api/users.server";
import { wishlistOperations } from "~/api/wishlist.server";

export const operations: Operation[] = [
  ...userOperations,
  ...lookupOperations,
  ...attributeOperations,
  ...adOperations,
  ...wishlistOperations,
  ...traderOperations,
  ...messageOperations,
  ...ratingOperations,
];
