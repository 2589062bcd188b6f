import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

/** What the not-found and error pages say, in the visitor's language. */
export function ErrorContent({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className="container error-page">
      <h1>{t(notFound ? "notFound.heading" : "serverError.title")}</h1>
      <p>{t(notFound ? "notFound.text" : "serverError.text")}</p>
      <Link to="/" className="button primary">
        {t(notFound ? "notFound.goHome" : "serverError.goHome")}
      </Link>
    </section>
  );
}

/**
 * The one route error boundary. A page route re-exports it as its
 * `ErrorBoundary` so a 404 or failure inside it renders under the root's
 * header (the root's own boundary draws the whole document instead).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorContent status={isRouteErrorResponse(error) ? error.status : 500} />;
}
