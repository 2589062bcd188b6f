// The shape of a flash message, shared by the server that sets it
// (server/flash.server.ts) and the components that show it (components/ui/toasts.tsx).

/** A message for the next page, as a translation key so it shows in the visitor's language. */
export interface Toast {
  id: string;
  type: "success" | "error" | "info";
  key: string;
  values?: Record<string, string | number>;
}
