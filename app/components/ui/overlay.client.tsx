import { useNavigate } from "@remix-run/react";
import { AlertDialog, Dialog } from "radix-ui";
import { useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { clsx } from "clsx";
import { timings } from "~/lib/navigation";
import type { RichOverlayProps } from "./overlay";

/** The hydrated overlay: a Radix dialog with focus trapping, drag-to-close drawers and confirm-on-close. */
export default function RichOverlay({ kind, title, children, dirty = false, onCancelClose, onContinueClose, closeHref }: RichOverlayProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [drag, setDrag] = useState(0);
  const dragStart = useRef<{ y: number; time: number } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setClosing(true);
    navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const requestClose = () => {
    if (dirty) setConfirming(true);
    else close();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = { y: event.clientY, time: performance.now() };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current) setDrag(Math.max(0, event.clientY - dragStart.current.y));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (!start) return;
    const distance = Math.max(0, event.clientY - start.y);
    const velocity = distance / Math.max(1, performance.now() - start.time);
    const height = panelRef.current?.offsetHeight ?? 1;
    setDrag(0);
    if (distance / height > timings.drawerCloseThreshold || velocity > timings.drawerDragVelocity) requestClose();
  };

  return (
    <>
      <Dialog.Root open={!confirming && !closing} onOpenChange={(next) => (next ? undefined : requestClose())}>
        <Dialog.Portal>
          <Dialog.Overlay className="overlay-backdrop" />
          <Dialog.Content
            ref={panelRef}
            className={clsx("overlay-panel", `overlay-${kind}`)}
            style={kind === "drawer" && drag ? { transform: `translateY(${drag}px)`, transition: "none" } : undefined}
            aria-describedby={undefined}
          >
            {kind === "drawer" && (
              <div className="drawer-handle" aria-hidden="true" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} />
            )}
            <header className="overlay-head">
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Close className="overlay-close">{t("overlay.close")}</Dialog.Close>
            </header>
            <div className="overlay-body">
              {children}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <AlertDialog.Root open={confirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay-backdrop" />
          <AlertDialog.Content className="overlay-panel overlay-dialog confirm-close">
            <AlertDialog.Title>{t("overlay.confirmCloseTitle")}</AlertDialog.Title>
            <AlertDialog.Description>{t("overlay.confirmCloseText")}</AlertDialog.Description>
            <div className="actions">
              <AlertDialog.Cancel
                className="button secondary"
                onClick={() => {
                  setConfirming(false);
                  onCancelClose?.();
                }}
              >
                {t("overlay.cancel")}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className="button danger"
                onClick={() => {
                  setConfirming(false);
                  onContinueClose?.();
                  close();
                }}
              >
                {t("overlay.continue")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
