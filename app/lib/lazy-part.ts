import { createElement, lazy, memo, Suspense, useEffect, type ComponentType } from "react";

/** Whether the root has hydrated: a route module evaluated after that was loaded for a client-side navigation. */
let rootHydrated = false;
/** Lazy parts of the first page whose code was asked for and whose first render has not committed yet. */
let pending = 0;
let whenDone: (() => void) | null = null;

function settle() {
  pending -= 1;
  if (pending > 0 || !whenDone) return;
  const run = whenDone;
  whenDone = null;
  run();
}

/**
 * Called by the root once it has hydrated: runs `run` once the lazy parts
 * that hydration asked for have hydrated too (or failed to load), so that
 * `html[data-hydrated]` means the whole page is React's.
 */
export function whenPartsHydrated(run: () => void): void {
  rootHydrated = true;
  if (pending === 0) run();
  else whenDone = run;
}

/**
 * A part of a page whose code is not among the page's first scripts:
 * React.lazy inside its own <Suspense> (fallback: nothing), on the server and
 * in the browser. On a page loaded whole, the server's HTML of the part stays
 * as it is (and works as plain HTML: a tap on its links loads the next page
 * whole) until its code has come: React asks for that code when hydration
 * reaches the part, and hydrates the part then. When the route's module is
 * first loaded for a client-side navigation (the root has hydrated), the code
 * is asked for at once, beside the page's data, so the new page does not
 * show without the part.
 *
 * The part is memoised on its props: a boundary still waiting to hydrate
 * that is rendered again by an urgent update (a hook above it re-rendering
 * after hydration, as useHydrated does) would drop the server's HTML for the
 * empty fallback until its code came. So give a lazy part props that stay
 * the same objects from render to render (loader data, strings, numbers).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  // The first page's count of this part, settled once: when the part first commits, when its code fails to
  // load, or a while after it loaded (a part the visitor navigated away from before it rendered).
  let counted: (() => void) | null = null;
  const once = () => {
    if (loading) return loading;
    if (typeof document !== "undefined" && !rootHydrated) {
      pending += 1;
      let open = true;
      counted = () => {
        if (!open) return;
        open = false;
        settle();
      };
    }
    loading = load().then(
      (component) => {
        if (counted) setTimeout(counted, 3000);
        function Part(props: Props) {
          useEffect(() => counted?.(), []);
          return createElement(component, props);
        }
        return { default: Part };
      },
      (error: unknown) => {
        counted?.();
        // A failed fetch is asked again the next time the part renders.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  if (typeof document !== "undefined" && rootHydrated) void once().catch(() => undefined);
  const Lazy = lazy(once) as unknown as ComponentType<Props>;
  return memo(function LazyPart(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  });
}
