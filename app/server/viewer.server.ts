// Which session a page was rendered for, as the service worker (app/sw/worker.ts)
// needs to know it: a page is kept on the device only for the session that
// opened it, and everything kept is dropped when another one (or none) shows
// up. The value is a digest of the session cookie, not the cookie: the
// browser that holds the cookie learns nothing it could sign in with.

/** The response header naming the page's session; absent on an anonymous visitor's page. */
export const VIEWER_HEADER = "X-Souq-Viewer";
const SESSION_COOKIE = "__session";

function sessionCookieValue(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE && rest.length > 0) return rest.join("=");
  }
  return null;
}

/** A short digest of the request's session cookie, or null without one. */
export async function viewerOf(request: Request): Promise<string | null> {
  const value = sessionCookieValue(request);
  if (!value) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  return Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Names the session on an HTML page's response (the service worker reads it). */
export async function markViewer(request: Request, headers: Headers): Promise<void> {
  if (!(headers.get("Content-Type") ?? "").includes("text/html")) return;
  const viewer = await viewerOf(request);
  if (viewer) headers.set(VIEWER_HEADER, viewer);
}
