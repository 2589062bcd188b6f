// Every translation file, bundled into the Worker (Workers have no file system).
import arAds from "../../locales/ar/ads.json";
import arCommon from "../../locales/ar/common.json";
import arProduct from "../../locales/ar/product.json";
import enAds from "../../locales/en/ads.json";
import enCommon from "../../locales/en/common.json";
import enProduct from "../../locales/en/product.json";

export const resources = {
  ar: { common: arCommon, ads: arAds, product: arProduct },
  en: { common: enCommon, ads: enAds, product: enProduct },
};

export type Resources = typeof resources;
