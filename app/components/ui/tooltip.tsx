import { lazy, Suspense, type ReactElement } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

const RichTooltip = lazy(() => import("./tooltip.client"));

/**
 * A hint on hover or focus: the browser's own title without JavaScript, a Radix
 * tooltip (700 ms delay) when hydrated. The child must accept a ref and props.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const hydrated = useHydrated();
  const plain = <span title={label}>{children}</span>;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <RichTooltip label={label}>{children}</RichTooltip>
    </Suspense>
  );
}
