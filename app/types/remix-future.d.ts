// Single fetch is on (remix.config.js): loader and action data keep their
// types (Dates, Maps…) as turbo-stream sends them (Remix's single fetch guide).
import "@remix-run/cloudflare";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}
