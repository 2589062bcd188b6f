// The props of an overlay (overlay.tsx) and of its hydrated dialog
// (overlay.client.tsx), apart from both, so that the lazily loaded dialog
// imports this small module and not the overlay that loads it.
import type { ReactNode } from "react";

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
