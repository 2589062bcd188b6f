import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A page's loaders are not run again after a form post the database refused
 * (a 503 from server/outage.server.ts's keepFormOnOutage): with JavaScript the
 * page stays as it was, the form filled in and saying nothing was saved,
 * instead of reloading data the database cannot give and falling to the 503
 * page. With single fetch a route without this function is always reloaded
 * with the others; after any other answer this one asks the same.
 */
export const keepPageAfterOutage: ShouldRevalidateFunction = ({ actionStatus }) => actionStatus !== 503;

/** "Show number" (intent=reveal) changes nothing a page's loaders read: they are not run again after it. */
export const keepPageAfterReveal: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "reveal" ? false : defaultShouldRevalidate;
