import type { ComponentProps } from "react";
import { lazyPart } from "~/lib/lazy-part";
import type { Pagination as PaginationLinks } from "./pagination";

// The page links are at the end of a list: a lazy part (lib/lazy-part.ts), whose server HTML (plain links to
// ?page=N, working without JavaScript) stays until its code is here.
const LazyPagination = lazyPart(() => import("./pagination").then((module) => module.Pagination));

/** A list's page links (pagination.tsx's Pagination), their code loaded after the page's first scripts. */
export function Pagination(props: ComponentProps<typeof PaginationLinks>) {
  // One page: no links (as Pagination itself), and no code to load.
  if (props.last <= 1) return null;
  return <LazyPagination {...props} />;
}
