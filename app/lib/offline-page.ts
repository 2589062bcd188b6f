// The offline pages (server/offline-page.server.ts) are the same for everyone:
// the service worker (app/sw) fills in the pages it keeps, as list items, in
// their one slot. Shared by the server and the worker, so it imports nothing.
export const KEPT_MARKER = "<!--souq-kept-->";
