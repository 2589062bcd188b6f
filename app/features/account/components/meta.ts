import type { MetaDescriptor } from "@remix-run/cloudflare";
import { rootText } from "~/lib/meta";

type Matches = Parameters<typeof rootText>[0];

/** An account page's title ("Customer support | Souq"); account pages are never indexed. */
export function accountMeta(matches: Matches, title: string | undefined): MetaDescriptor[] {
  const site = rootText(matches, "site.name");
  return [{ title: title ? `${title} | ${site}` : site }, { name: "robots", content: "noindex" }];
}
