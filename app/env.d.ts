/// <reference types="@remix-run/cloudflare" />
/// <reference types="@cloudflare/workers-types" />

declare module "*.css" {
  const href: string;
  export default href;
}

