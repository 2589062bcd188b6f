import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";

/** This address at another page: ?page=N (none for the first) with every other parameter kept. */
function usePageHref() {
  const { pathname, search } = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** Previous and next links for a list whose length is not counted (it only knows whether there is more). */
export function MorePages({ page, hasMore, previous, next }: { page: number; hasMore: boolean; previous?: string; next?: string }) {
  const { t } = useTranslation();
  const hrefFor = usePageHref();
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="button secondary">
          {previous ?? t("pagination.previous")}
        </Link>
      ) : null}
      {hasMore ? (
        <Link to={hrefFor(page + 1)} rel="next" className="button secondary">
          {next ?? t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** Real links (?page=N) that keep every other parameter. */
export function Pagination({ current, last, language }: { current: number; last: number; language: Language }) {
  const { t } = useTranslation();
  const hrefFor = usePageHref();
  if (last <= 1) return null;
  const window = [current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= last);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev" className="button">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <ol>
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
      </ol>
      <span className="page-of">{t("pagination.page", { page: formatNumber(current, language), total: formatNumber(last, language) })}</span>
      {current < last ? (
        <Link to={hrefFor(current + 1)} rel="next" className="button">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
