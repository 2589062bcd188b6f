import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";

export type OverlayKind = "drawer" | "sheet" | "dialog";

export interface OverlayProps {
  /** The search parameter that holds the open overlay, e.g. "sheet". */
  param?: string;
  /** Its value when this overlay is open, e.g. "filters". */
  value: string;
  kind: OverlayKind;
  title: string;
  children: ReactNode;
  /** When the form inside has unsaved changes, closing asks first (hydrated only). */
  dirty?: boolean;
  onCancelClose?: () => void;
  onContinueClose?: () => void;
}

/** What the hydrated overlay gets besides the props: where closing goes. */
export interface RichOverlayProps extends OverlayProps {
  closeHref: string;
}

const loadRichOverlay = () => import("./overlay.client");
const RichOverlay = lazy(loadRichOverlay);

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
export function OverlayLink({ param = "sheet", value, children, className }: { param?: string; value: string; children: ReactNode; className?: string }) {
  const { openHref } = useOverlay(param, value);
  return (
    // Fetch the dialog code as soon as the visitor shows intent to open it.
    <Link
      to={openHref}
      className={className}
      preventScrollReset
      replace
      onPointerEnter={loadRichOverlay}
      onFocus={loadRichOverlay}
      onTouchStart={loadRichOverlay}
    >
      {children}
    </Link>
  );
}

/**
 * Bottom drawer, side sheet or centred dialog whose open state is the URL
 * (DESIGN.md): the server renders it open as an in-page panel with a close
 * link; when hydrated the same content becomes a Radix dialog.
 */
export function Overlay(props: OverlayProps) {
  const { param = "sheet", value, kind, title, children } = props;
  const { open, closeHref } = useOverlay(param, value);
  const hydrated = useHydrated();
  const titleId = useId();
  const { t } = useTranslation();
  // An overlay the server rendered open stays the in-page panel until it is
  // closed, so nothing typed in it before hydration is lost to a new dialog;
  // opened after hydration, it is the dialog.
  const [openedAsPanel, setOpenedAsPanel] = useState(open && !hydrated);
  useEffect(() => {
    if (!open) setOpenedAsPanel(false);
  }, [open]);
  if (!open) return null;
  const panel = (
    <section className={`overlay-static overlay-${kind}`} aria-labelledby={titleId} data-overlay={value}>
      <header className="overlay-head">
        <h2 id={titleId}>{title}</h2>
        <Link to={closeHref} className="overlay-close" preventScrollReset replace>
          {t("overlay.close")}
        </Link>
      </header>
      <div className="overlay-body">
        {children}
      </div>
    </section>
  );
  if (!hydrated || openedAsPanel) return panel;
  return (
    <Suspense fallback={panel}>
      <RichOverlay {...props} param={param} closeHref={closeHref} />
    </Suspense>
  );
}
