import { safeRedirect } from "remix-utils/safe-redirect";

const BASE = "http://local.invalid";

/** Whether a browser could read this Location value as another host ("//x", "/\x", after decoding too). */
function leavesTheSite(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return true;
  // Controls (tab, newline…) are dropped by URL parsers, so "/\t/evil" would read as "//evil".
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return true;
  // "/%2F/evil.com" is harmless as sent, but not once something decodes it.
  const pathname = path.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  return decoded.startsWith("//") || decoded.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(decoded);
}

/**
 * The one cleaner of a redirect target a visitor can influence (`redirectTo`,
 * a form's way back): a local path, or the fallback. remix-utils'
 * `safeRedirect` refuses the plain tricks ("//x", "/\x", "..", other
 * schemes); the value is then normalised as a browser would (`/.//evil.com`
 * becomes `//evil.com`) and the FINAL value is tested again, so a
 * protocol-relative path never comes out.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  const first = safeRedirect(value, "");
  if (first === "" || leavesTheSite(first)) return fallback;
  let url: URL;
  try {
    url = new URL(first, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const final = `${url.pathname}${url.search}${url.hash}`;
  return leavesTheSite(final) ? fallback : final;
}
