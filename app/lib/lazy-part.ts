import { lazy, type ComponentType } from "react";

/**
 * A part of a page whose code is not among the page's first scripts:
 * React.lazy, rendered inside a <Suspense> on the server and in the browser.
 * On a page loaded whole, the server's HTML of the part stays as it is (and
 * works as plain HTML) until its code has come: React asks for that code when
 * hydration reaches the part, and hydrates the part then. When the route's
 * module is first loaded for a client-side navigation (the document has
 * hydrated: root.tsx sets data-hydrated), the code is asked for at once,
 * beside the page's data, so the new page does not show without the part.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const once = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed fetch is asked again the next time the part renders.
        loading = null;
        throw error;
      },
    ));
  if (typeof document !== "undefined" && document.documentElement.dataset.hydrated !== undefined) void once().catch(() => undefined);
  return lazy(once);
}
