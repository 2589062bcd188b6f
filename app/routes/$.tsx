import type { MetaFunction } from "@remix-run/cloudflare";
import { rootText } from "~/lib/meta";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorContent } from "~/components/layout/error-content";

// Any path no other route claims: the not-found page, with status 404, inside
// the site's header and footer.
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return <ErrorContent status={404} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorContent status={isRouteErrorResponse(error) ? error.status : 500} />;
}

export const meta: MetaFunction = ({ matches }) => [{ title: rootText(matches, "notFound.title") }];
