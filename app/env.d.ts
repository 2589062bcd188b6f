/// <reference types="@remix-run/cloudflare" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

declare module "*.css" {
  const href: string;
  export default href;
}
