// Every translation file, bundled into the Worker (Workers have no file system).
import arCommon from "../../locales/ar/common.json";
import enCommon from "../../locales/en/common.json";

export const resources = {
  ar: { common: arCommon },
  en: { common: enCommon },
};

export type Resources = typeof resources;
