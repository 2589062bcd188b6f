import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { otherParams, usePageHref, type PageCursors } from "./page-href";
import { ButtonLink } from "~/components/ui/button-link";

export type { PageCursors };

/** Previous and next links for a list whose length is not counted (it only knows whether there is more). */
export function MorePages({ page, hasMore, previous, next }: { page: number; hasMore: boolean; previous?: string; next?: string }) {
  const { t } = useTranslation();
  const hrefFor = usePageHref();
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {page > 1 ? (
        <ButtonLink to={hrefFor(page - 1)} rel="prev">
          {previous ?? t("pagination.previous")}
        </ButtonLink>
      ) : null}
      {hasMore ? (
        <ButtonLink to={hrefFor(page + 1)} rel="next">
          {next ?? t("pagination.next")}
        </ButtonLink>
      ) : null}
    </nav>
  );
}

/**
 * Real links (?page=N) that keep every other parameter: the pages around
 * this one, the first and (when counted) the last, and a small GET form to go
 * to any page number, all working without JavaScript. `more`: pages go on
 * past `last` (their number is not counted).
 */
export function Pagination({
  current,
  last,
  language,
  more = false,
  cursors,
}: {
  current: number;
  last: number;
  language: Language;
  more?: boolean;
  cursors?: PageCursors;
}) {
  const { t } = useTranslation();
  const hrefFor = usePageHref(cursors, current);
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  const window = [current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= last);
  // Within a bookmark's reach a link carries it; the first and last pages are found by their number (the last as the first of the reversed order).
  const first = window[0] > 1 ? 1 : null;
  const final = !more && window[window.length - 1] < last ? last : null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev" className="button">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <ol>
        {first ? (
          <li className={window[0] > 2 ? "page-gap-after" : undefined}>
            <Link to={hrefFor(1, false)} className="page-number" aria-label={t("pagination.firstPage")}>
              {formatNumber(1, language)}
            </Link>
          </li>
        ) : null}
        {window.map((page) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page" className="page-number current">
                {formatNumber(page, language)}
              </span>
            ) : (
              <Link to={hrefFor(page)} className="page-number">
                {formatNumber(page, language)}
              </Link>
            )}
          </li>
        ))}
        {final ? (
          <li className={window[window.length - 1] < last - 1 ? "page-gap-before" : undefined}>
            <Link to={hrefFor(last, false)} className="page-number" aria-label={t("pagination.lastPage", { page: formatNumber(last, language) })}>
              {formatNumber(last, language)}
            </Link>
          </li>
        ) : null}
      </ol>
      <span className="page-of">
        {more
          ? t("pagination.pageOfMore", { page: formatNumber(current, language), total: formatNumber(last, language) })
          : t("pagination.page", { page: formatNumber(current, language), total: formatNumber(last, language) })}
      </span>
      {current < last || more ? (
        <Link to={hrefFor(current + 1)} rel="next" className="button">
          {t("pagination.next")}
        </Link>
      ) : null}
      <Form method="get" action={pathname} className="page-jump">
        {[...otherParams(search)].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label>
          {t("pagination.goTo")}
          <input type="number" name="page" inputMode="numeric" min={1} max={more ? undefined : last} required defaultValue={current} />
        </label>
        <button type="submit" className="button secondary">
          {t("pagination.go")}
        </button>
      </Form>
    </nav>
  );
}
