import { useHydrated } from "remix-utils/use-hydrated";

/** A button that opens the browser's print dialog: shown only once hydrated (window.print needs JavaScript); the print stylesheet hides it on paper. */
export function PrintButton({ children }: { children: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button primary receipt-print" onClick={() => window.print()}>
      {children}
    </button>
  );
}
