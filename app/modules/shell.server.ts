// The server functions the root route (the shell of every page) uses,
// imported through one module: see product-page.server.ts for why. Every
// page loads the root's chunk, so every page saves the empty chunks.
export { listFavouriteIds } from "~/modules/favourites.server";
export { takeToast } from "~/modules/flash.server";
export { pageTranslations } from "~/modules/i18n.server";
export { logError } from "~/modules/log.server";
export { listGovernorates } from "~/modules/places.server";
export { getOptionalUser } from "~/modules/session.server";
export { unreadCount } from "~/features/messaging/use-cases.server";
