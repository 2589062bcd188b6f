// Every translation file, bundled into the Worker (Workers have no file system).
import arAccount from "../../locales/ar/account.json";
import arAds from "../../locales/ar/ads.json";
import arAuth from "../../locales/ar/auth.json";
import arCommon from "../../locales/ar/common.json";
import arContent from "../../locales/ar/content.json";
import arProduct from "../../locales/ar/product.json";
import arTraders from "../../locales/ar/traders.json";
import enAccount from "../../locales/en/account.json";
import enAds from "../../locales/en/ads.json";
import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import enContent from "../../locales/en/content.json";
import enProduct from "../../locales/en/product.json";
import enTraders from "../../locales/en/traders.json";
import arEditor from "../../locales/ar/editor.json";
import arAdmin from "../../locales/ar/admin.json";
import arBundles from "../../locales/ar/bundles.json";
import arApi from "../../locales/ar/api.json";
import enEditor from "../../locales/en/editor.json";
import enAdmin from "../../locales/en/admin.json";
import enBundles from "../../locales/en/bundles.json";
import enApi from "../../locales/en/api.json";
// The offline pages the service worker keeps (server/offline-page.server.ts).
import arOffline from "../../locales/ar/offline.json";
import enOffline from "../../locales/en/offline.json";
import arAlerts from "../../locales/ar/alerts.json";
import enAlerts from "../../locales/en/alerts.json";
// Web Push: the account page's switch and the notifications' texts (features/push).
import arPush from "../../locales/ar/push.json";
import enPush from "../../locales/en/push.json";
// Sellers' ratings (features/ratings): the ad page, the trader's pages, conversations and the moderation queue.
import arRatings from "../../locales/ar/ratings.json";
import enRatings from "../../locales/en/ratings.json";

export const resources = {
  ar: {
    common: arCommon,
    ads: arAds,
    product: arProduct,
    traders: arTraders,
    content: arContent,
    auth: arAuth,
    account: arAccount,
    editor: arEditor,
    admin: arAdmin,
    bundles: arBundles,
    api: arApi,
    offline: arOffline,
    alerts: arAlerts,
    push: arPush,
    ratings: arRatings,
  },
  en: {
    common: enCommon,
    ads: enAds,
    product: enProduct,
    traders: enTraders,
    content: enContent,
    auth: enAuth,
    account: enAccount,
    editor: enEditor,
    admin: enAdmin,
    bundles: enBundles,
    api: enApi,
    offline: enOffline,
    alerts: enAlerts,
    push: enPush,
    ratings: enRatings,
  },
};

export type Resources = typeof resources;
