import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { OverlayProps } from "./overlay-props";
import { useHydrated } from "remix-utils/use-hydrated";
import { loadedRichOverlay, loadRichOverlay, useOverlay, type RichOverlayComponent } from "./overlay-link";

// The link that opens an overlay (and the address helpers) are a module of their own (overlay-link.tsx), so a
// page whose only overlay is closed (the header's region drawer) loads no dialog code with its first scripts.
export { overlayHref, OverlayLink, useOverlay } from "./overlay-link";

/**
 * Bottom drawer, side sheet or centred dialog whose open state is the URL
 * (overlays are URL state): the server renders it open as an in-page panel with a close
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
  const [Rich, setRich] = useState<RichOverlayComponent | null>(loadedRichOverlay);
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
