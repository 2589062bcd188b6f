import type { Config } from "~/server/config.server";

/** A fresh CSP nonce: 16 random bytes, base64. */
export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Headers every response carries (docs/security.md, Headers). */
export function securityHeaders(headers: Headers, { config, nonce }: { config: Config; nonce: string }): void {
  const isHtml = (headers.get("Content-Type") ?? "").includes("text/html");
  if (isHtml) {
    // Document pages may come from Supabase storage when it is configured.
    const imageSources = ["'self'", "data:", "blob:", ...(config.SUPABASE_URL ? [new URL(config.SUPABASE_URL).origin] : [])];
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        `img-src ${imageSources.join(" ")}`,
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self'",
        "frame-src https://www.openstreetmap.org https://maps.google.com https://www.google.com",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()");
  if (config.APP_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
