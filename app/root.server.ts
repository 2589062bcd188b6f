// The server functions the root route (the shell of every page) uses,
// imported through one module: see features/ad-page/ad-page.server.ts for why. Every
// page loads the root's chunk, so every page saves the empty chunks.
export { listFavouriteIds } from "~/features/favourites/favourites.server";
export { takeToast } from "~/server/flash.server";
export { pageTranslations } from "~/server/i18n.server";
export { logError } from "~/server/log.server";
export { listGovernorates } from "~/features/catalog/places.server";
export { getOptionalUser } from "~/server/session.server";
export { unreadCount } from "~/features/messaging/conversations.server";
export { isDatabaseUnavailable } from "~/server/outage.server";
