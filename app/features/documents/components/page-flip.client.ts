// The page-flip library, loaded only in the browser and only by the viewer:
// a dynamic import, so it is its own chunk that no other page downloads.
// Under the classic compiler's code splitting the CommonJS build shows up as
// `default`, so the module is read from there when present.
import type { PageFlip as PageFlipClass } from "page-flip";

export type PageFlipConstructor = typeof PageFlipClass;

export async function loadPageFlip(): Promise<PageFlipConstructor> {
  const mod = (await import("page-flip")) as unknown as { PageFlip?: PageFlipConstructor; default?: { PageFlip?: PageFlipConstructor } };
  const PageFlip = mod.PageFlip ?? mod.default?.PageFlip;
  if (!PageFlip) throw new Error("page-flip did not load");
  return PageFlip;
}

/** The viewer's settings (product rules, Limits). */
export const flipSettings = {
  size: "stretch",
  width: 500,
  height: 700,
  minWidth: 300,
  maxWidth: 600,
  minHeight: 400,
  maxHeight: 800,
  maxShadowOpacity: 0.2,
  showCover: true,
  swipeDistance: 50,
  flippingTime: 1000,
} as const;
