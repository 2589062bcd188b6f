import type { MetaDescriptor } from "@remix-run/cloudflare";
import { rootText } from "~/lib/meta";

type Matches = Parameters<typeof rootText>[0];

/** An admin page's title ("Users | Admin | Souq"); never indexed. */
export function adminMeta(matches: Matches, title: string | undefined): MetaDescriptor[] {
  const site = rootText(matches, "site.name");
  const admin = rootText(matches, "meta.title", "admin");
  return [{ title: [title, admin, site].filter(Boolean).join(" | ") }, { name: "robots", content: "noindex" }];
}
