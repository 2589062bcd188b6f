import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";

/** Bookmarks of the page shown (keyset paging: lib/filters.ts PageCursor), for the links to earlier and later pages. */
export interface PageCursors {
  before: string | null;
  after: string | null;
}

/**
 * This address at another page: ?page=N (none for the first) with every
 * other parameter kept; with `cursors`, a later page's link carries this
 * page's `after` bookmark and an earlier one's its `before`, so the next page
 * starts from a known row at any depth.
 */
function usePageHref(cursors?: PageCursors, current = 1) {
  const { pathname, search } = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    params.delete("after");
    params.delete("before");
    if (cursors && page > 1 && page !== current) {
      const [name, value] = page > current ? ["after", cursors.after] : ["before", cursors.before];
      if (value) params.set(name, value);
    }
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

/** Real links (?page=N) that keep every other parameter; `more`: pages go on past `last` (their number is not counted). */
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
    </nav>
  );
}
