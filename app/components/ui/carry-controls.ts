// What the visitor typed or chose in an overlay's form, carried to the form
// that replaces it. An open overlay is rendered three times over on a phone:
// the server's in-page panel, the same panel again while the dialog's code
// loads after hydration, then the Radix dialog. Each is a new form in the
// page; without this, a title typed or a photo chosen in the first seconds
// (hydration starts at the visitor's first touch) was silently dropped.
import { useCallback, useRef } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form's controls by name, each name's in page order (hidden ones are the page's own state, never typed in). */
function byName(root: Element): Map<string, Control[]> {
  const found = Array.from(root.querySelectorAll("input[name], select[name], textarea[name]")) as Control[];
  const groups = new Map<string, Control[]>();
  for (const control of found) {
    if (control.type === "hidden") continue;
    const group = groups.get(control.name);
    if (group) group.push(control);
    else groups.set(control.name, [control]);
  }
  return groups;
}

/** Sets a value the way typing does, so React's onChange sees it. */
function setValue(control: Control, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Gives a file field these files as if they had been chosen in it. */
function setFiles(input: HTMLInputElement, files: FileList) {
  input.files = files;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The control of `to` that stands where `control` stood in `from` (same name, same position among that name's controls). */
function counterpart(control: Control, from: Element, to: Element): Control | null {
  const index = byName(from).get(control.name)?.indexOf(control) ?? -1;
  return index < 0 ? null : (byName(to).get(control.name)?.[index] ?? null);
}

/**
 * Copies into `to` what differs in `from` (a form no longer in the page, whose
 * controls still hold what was typed): values, checks and chosen files, matched
 * by name and by position among controls of that name.
 */
export function carryControls(from: Element, to: Element) {
  const targets = byName(to);
  for (const [name, olds] of byName(from)) {
    olds.forEach((old, index) => {
      const next = targets.get(name)?.[index];
      if (!next || next.type !== old.type) return;
      if (old instanceof HTMLInputElement && next instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
        if (old.checked !== next.checked) next.click();
      } else if (old instanceof HTMLInputElement && next instanceof HTMLInputElement && old.type === "file") {
        if (old.files && old.files.length > 0) setFiles(next, old.files);
      } else if (old.value !== next.value) setValue(next, old.value);
    });
  }
}

/**
 * A phone's file chooser can still be open on a form that is no longer in the
 * page (the tap that opened it started hydration): the files chosen then go to
 * the field that stands in its place now.
 */
function forwardLateFiles(old: Element, latest: () => Element | null) {
  for (const input of old.querySelectorAll<HTMLInputElement>('input[type="file"][name]')) {
    input.addEventListener("change", () => {
      const current = latest();
      const next = current && current !== old && !input.isConnected ? counterpart(input, old, current) : null;
      if (next instanceof HTMLInputElement && input.files && input.files.length > 0) setFiles(next, input.files);
    });
  }
}

/** Puts the caret back in the control, where it was in the one it replaces. */
function focusLike(next: Control, old: Control) {
  next.focus({ preventScroll: true });
  if ((next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement) && (old instanceof HTMLInputElement || old instanceof HTMLTextAreaElement)) {
    try {
      next.setSelectionRange(old.selectionStart, old.selectionEnd);
    } catch {
      // a control without a caret (number, e-mail…)
    }
  }
}

/**
 * A callback ref for an overlay's body: each body that takes the place of the
 * one before gets its controls' state, and the focus if the visitor was in
 * one of its fields. `refocus()` gives the focus back where a dialog's own
 * first focus would take it away (Radix's onOpenAutoFocus). `forget()` when
 * the overlay closes, so a form opened again starts as the page gives it.
 */
export function useCarriedControls() {
  const previous = useRef<Element | null>(null);
  /** The field the visitor was last in, in the current body. */
  const focused = useRef<Control | null>(null);
  const ref = useCallback((node: Element | null) => {
    if (!node) return;
    const old = previous.current;
    if (old && old !== node) {
      carryControls(old, node);
      forwardLateFiles(old, () => previous.current);
      const was = focused.current;
      // Only when the focus went with the old form (not when the visitor has since moved on to another part of the page).
      const lost = !document.activeElement || document.activeElement === document.body;
      const next = was && lost && old.contains(was) ? counterpart(was, old, node) : null;
      focused.current = next;
      if (next && was) focusLike(next, was);
    }
    previous.current = node;
    // The server's panel is typed in before hydration, before any listener: its focus is read as it is.
    const active = document.activeElement;
    if (
      !old &&
      active &&
      node.contains(active) &&
      (active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement)
    )
      focused.current = active;
    node.addEventListener("focusin", (event) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.target instanceof HTMLTextAreaElement)
        focused.current = event.target;
    });
  }, []);
  const refocus = useCallback((): boolean => {
    const next = focused.current;
    if (!next || !next.isConnected) return false;
    next.focus({ preventScroll: true });
    return true;
  }, []);
  const forget = useCallback(() => {
    previous.current = null;
    focused.current = null;
  }, []);
  return { ref, refocus, forget };
}
