// The link that opens an overlay (overlay.tsx) by its address, and the dialog
// code it fetches on the first sign of intent.
import { Link, useLocation } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import type { RichOverlayProps } from "./overlay-props";

export type RichOverlayComponent = ComponentType<RichOverlayProps>;

// The dialog's code, fetched once on the first sign of intent (or when an
// overlay opens without one) and kept for every later overlay.
let richOverlay: RichOverlayComponent | null = null;
let richOverlayLoading: Promise<RichOverlayComponent> | null = null;
export const loadRichOverlay = () => (richOverlayLoading ??= import("./overlay.client").then((module) => (richOverlay = module.default)));
/** The dialog's code, if it has loaded. */
export const loadedRichOverlay = () => richOverlay;

/** The address with the overlay's parameter set or removed. */
export function overlayHref(pathname: string, search: string, param: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(param);
  else params.set(param, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function useOverlay(param: string, value: string) {
  const location = useLocation();
  const open = new URLSearchParams(location.search).get(param) === value;
  return {
    open,
    openHref: overlayHref(location.pathname, location.search, param, value),
    closeHref: overlayHref(location.pathname, location.search, param, null),
  };
}

/** A link that opens an overlay by adding its parameter to the address. */
export function OverlayLink({
  param = "sheet",
  value,
  children,
  className,
  preload,
}: {
  param?: string;
  value: string;
  children: ReactNode;
  className?: string;
  /** Fetches code the overlay's content needs, with the dialog's. */
  preload?: () => Promise<unknown>;
}) {
  const { openHref } = useOverlay(param, value);
  const intent = () => {
    void loadRichOverlay();
    void preload?.();
  };
  return (
    // Fetch the dialog code as soon as the visitor shows intent to open it.
    <Link to={openHref} className={className} preventScrollReset replace onPointerEnter={intent} onFocus={intent} onTouchStart={intent}>
      {children}
    </Link>
  );
}
