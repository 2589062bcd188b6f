import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { OverlayProps, RichOverlayProps } from "./overlay-props";
import { useHydrated } from "remix-utils/use-hydrated";

type RichOverlayComponent = ComponentType<RichOverlayProps>;

// The dialog's code, fetched once on the first sign of intent (or when an
// overlay opens without one) and kept for every later overlay.
let richOverlay: RichOverlayComponent | null = null;
let richOverlayLoading: Promise<RichOverlayComponent> | null = null;
const loadRichOverlay = () => (richOverlayLoading ??= import("./overlay.client").then((module) => (richOverlay = module.default)));

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
  // closed, so nothing typed in it before hydration is lost to a new dialog.
  // Opened after hydration it is the dialog, once the dialog's code is here;
  // until then it is the panel, and a panel the visitor has started to use
  // (focused or typed in) stays the panel rather than be swapped for new fields.
  const [openedAsPanel, setOpenedAsPanel] = useState(open && !hydrated);
  const [Rich, setRich] = useState<RichOverlayComponent | null>(() => richOverlay);
  const touched = useRef(false);
  useEffect(() => {
    if (!open) {
      setOpenedAsPanel(false);
      touched.current = false;
      return;
    }
    if (!hydrated || openedAsPanel || Rich) return;
    let current = true;
    loadRichOverlay().then(
      (component) => {
        if (!current) return;
        if (touched.current) setOpenedAsPanel(true);
        else setRich(() => component);
      },
      // The dialog's code did not arrive: the panel does everything the dialog would.
      () => current && setOpenedAsPanel(true),
    );
    return () => {
      current = false;
    };
  }, [open, hydrated, openedAsPanel, Rich]);
  if (!open) return null;
  const markTouched = () => {
    touched.current = true;
  };
  const panel = (
    <section
      className={`overlay-static overlay-${kind}`}
      aria-labelledby={titleId}
      data-overlay={value}
      onFocusCapture={markTouched}
      onInputCapture={markTouched}
    >
      <header className="overlay-head">
        <h2 id={titleId}>{title}</h2>
        <Link to={closeHref} className="overlay-close" preventScrollReset replace>
          {t("overlay.close")}
        </Link>
      </header>
      <div className="overlay-body">{children}</div>
    </section>
  );
  if (!hydrated || openedAsPanel || !Rich) return panel;
  return <Rich {...props} param={param} closeHref={closeHref} />;
}
