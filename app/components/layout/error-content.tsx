import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { lazyPart } from "~/lib/lazy-part";
import { useTranslation } from "~/lib/use-translation";
import { ButtonLink } from "~/components/ui/button-link";

// What was typed in a form the database refused: only on a 503 page, so its code is a lazy part (lib/lazy-part.ts).
const KeptFormNotice = lazyPart(() => import("~/components/layout/kept-form").then((module) => module.KeptFormNotice));

/** What the not-found and error pages say, in the visitor's language. */
export function ErrorContent({ status }: { status: number }) {
  const { t } = useTranslation();
  // 404, 503 (the database is unavailable: the header's search and the links still work), or any other failure.
  const text = status === 404 ? "notFound" : status === 503 ? "unavailable" : "serverError";
  return (
    <section className="container error-page">
      <h1>{t(status === 404 ? "notFound.heading" : `${text}.title`)}</h1>
      <p>{t(`${text}.text`)}</p>
      {status === 503 ? <KeptFormNotice /> : null}
      <ButtonLink to="/" kind="primary">
        {t(`${text}.goHome`)}
      </ButtonLink>
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
