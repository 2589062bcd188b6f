import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// A page is the server's HTML until its scripts arrive (entry.client.tsx waits for the load and the first paint),
// and on a slow link a person types, picks and ticks for seconds before React takes over. React keeps what is in
// text inputs, checkboxes, radio buttons, selects and file inputs when it hydrates them, but it sets a textarea's
// text back to the one it was rendered with, and state read from the loader (which dependent select shows which
// choices) does not know what was picked meanwhile. These two hooks carry the page's live values over.

/**
 * While the page hydrates: what the control with this id holds now (the person may have typed into it), so it
 * becomes the control's starting value instead of the server's. Afterwards (a page opened by a client-side
 * navigation, a control mounted later) nothing: a control with the same id on the page being left is not this one.
 */
export function useTypedBeforeHydration(id: string | undefined): string | undefined {
  const hydrated = useHydrated();
  const [typed] = useState(() => {
    if (hydrated || !id || typeof document === "undefined") return undefined;
    const control = document.getElementById(id);
    return control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement ? control.value : undefined;
  });
  return typed;
}

/**
 * Dependent selects (category → subcategory…, governorate → region) whose lists follow state: once mounted, the
 * state takes what the form's selects hold. A level picked before hydration is kept and the levels under it start
 * again, since their lists were the old parent's.
 */
export function useChoicesPickedBeforeHydration<Choice extends Record<string, string>>(
  formId: string,
  chains: ReadonlyArray<ReadonlyArray<keyof Choice & string>>,
  setChoice: Dispatch<SetStateAction<Choice>>,
): void {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    setChoice((current) => {
      let next = current;
      const picked = (name: string) => {
        const control = form.elements.namedItem(name);
        return control instanceof HTMLSelectElement ? control.value : undefined;
      };
      for (const chain of chains) {
        const changed = chain.findIndex((name) => picked(name) !== undefined && picked(name) !== current[name]);
        if (changed < 0) continue;
        const name = chain[changed];
        next = { ...next, [name]: picked(name) };
        for (const child of chain.slice(changed + 1)) next = { ...next, [child]: "" };
      }
      return next;
    });
    // Once, on mount: later changes reach the state through the selects' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
