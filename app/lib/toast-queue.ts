// The toasts shown once hydrated (4000 ms each, at most 3):
// one queue for the page's life, fed by the server's flash message (root
// loader) and by failures a page shows as a toast (lib/toast-hooks.ts), read
// by the toaster (components/ui/toaster.client.tsx). It lives outside React's
// tree, so a navigation that brings no toast never cuts one short. The hooks
// are a module of their own: the root, and so every page, loads only this.
import type { Toast } from "~/lib/toast";

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();
/** Toasts that came before the toaster's code had loaded. */
const waiting: Toast[] = [];
let counter = 0;
/** The ids shown so far: a flash message read again (the same loader data) is not shown twice. */
const seen = new Set<string>();

/** Shows a toast (in the browser only). */
export function showToast(toast: Omit<Toast, "id"> & { id?: string }): void {
  const full: Toast = { ...toast, id: toast.id ?? `local-${++counter}` };
  if (seen.has(full.id)) return;
  seen.add(full.id);
  if (listeners.size === 0) waiting.push(full);
  for (const listener of listeners) listener(full);
  for (const wake of wakers) wake();
}

/** The toaster's subscription: it first receives the toasts that waited for it. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const toast of waiting.splice(0)) listener(toast);
  return () => listeners.delete(listener);
}

const wakers = new Set<() => void>();
/** Called on the first toast: the root loads the toaster's code then, and keeps it. */
export function onFirstToast(wake: () => void): () => void {
  wakers.add(wake);
  if (waiting.length > 0) wake();
  return () => wakers.delete(wake);
}
