// What the visitor typed or chose in an overlay's form, carried to the form
// that replaces it. An open overlay is rendered three times over on a phone:
// the server's in-page panel, the same panel again while the dialog's code
// loads after hydration, then the Radix dialog. Each is a new form in the
// page; without this, a title typed or a photo chosen in the first seconds
// (hydration starts at the visitor's first touch) was silently dropped.
import { useCallback, useRef } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function namedControls(root: Element): Control[] {
  const found = Array.from(root.querySelectorAll("input[name], select[name], textarea[name]")) as Control[];
  return found.filter((control) => control.type !== "hidden");
}

/** Sets a value the way typing does, so React's onChange sees it. */
function setValue(control: Control, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Copies into `to` what differs in `from` (a form no longer in the page, whose
 * controls still hold what was typed): values, checks and chosen files, matched
 * by name and by position among controls of that name.
 */
export function carryControls(from: Element, to: Element) {
  const targets = new Map<string, Control[]>();
  for (const control of namedControls(to)) targets.set(control.name, [...(targets.get(control.name) ?? []), control]);
  const seen = new Map<string, number>();
  for (const old of namedControls(from)) {
    const index = seen.get(old.name) ?? 0;
    seen.set(old.name, index + 1);
    const next = targets.get(old.name)?.[index];
    if (!next || next.type !== old.type) continue;
    if (old instanceof HTMLInputElement && next instanceof HTMLInputElement) {
      if (old.type === "checkbox" || old.type === "radio") {
        if (old.checked !== next.checked) next.click();
        continue;
      }
      if (old.type === "file") {
        if (old.files && old.files.length > 0) {
          next.files = old.files;
          next.dispatchEvent(new Event("input", { bubbles: true }));
          next.dispatchEvent(new Event("change", { bubbles: true }));
        }
        continue;
      }
    }
    if (old.value !== next.value) setValue(next, old.value);
  }
}

/**
 * A callback ref for an overlay's body: each body that takes the place of the
 * one before gets its controls' state. `forget()` when the overlay closes, so
 * a form opened again starts as the page gives it.
 */
export function useCarriedControls() {
  const previous = useRef<Element | null>(null);
  const ref = useCallback((node: Element | null) => {
    if (!node) return;
    if (previous.current && previous.current !== node) carryControls(previous.current, node);
    previous.current = node;
  }, []);
  const forget = useCallback(() => {
    previous.current = null;
  }, []);
  return { ref, forget };
}
