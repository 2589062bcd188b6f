import type { MetaFunction } from "@remix-run/cloudflare";
import { rootText } from "~/lib/meta";

// Any path no other route claims: the not-found page, with status 404, inside
// the site's header and footer.
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <ErrorContent status={404} />;
}

import { ErrorContent } from "~/components/layout/error-content";
import { notFound } from "~/lib/not-found";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";

export const meta: MetaFunction = ({ matches }) => [{ title: rootText(matches, "notFound.title") }];
