import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";

/** What a search with no results offers (features/ads/listing.server.ts zeroResultHelp). */
export interface SearchHelpData {
  didYouMean: { q: string; total: number; capped: boolean } | null;
  wholeSite: { total: number; capped: boolean } | null;
}

/**
 * The ways on from a search that found nothing, as plain links: the nearest
 * search with results ("did you mean"), the same words in the whole site
 * (when a filter emptied the page), and saving the search to be told of the
 * first ad that matches (`save`: the listing's own "save this search" form).
 */
export function SearchHelp({ q, help, language, save }: { q: string; help: SearchHelpData | null; language: Language; save: React.ReactNode }) {
  const { t } = useTranslation(["ads"]);
  const location = useLocation();
  const count = (found: { total: number; capped: boolean }) =>
    found.capped
      ? t("categories.adsCountMore", { n: formatNumber(found.total, language) })
      : t("categories.adsCount", { count: found.total, n: formatNumber(found.total, language) });
  // The same page with another text, the page and its bookmark dropped (the search path's text is read from `q` too).
  const withText = (text: string) => {
    const params = new URLSearchParams(location.search);
    for (const name of ["page", "after", "before", "sheet"]) params.delete(name);
    params.set("q", text);
    return `/categories/search?${params.toString()}`;
  };
  return (
    <div className="search-help">
      {help?.didYouMean ? (
        <p>
          {t("search.didYouMean")}{" "}
          <Link to={withText(help.didYouMean.q)} className="search-help-link">
            {help.didYouMean.q}
          </Link>{" "}
          <span className="muted">({count(help.didYouMean)})</span>
        </p>
      ) : null}
      {help?.wholeSite ? (
        <p>
          <Link to={`/categories/search?${new URLSearchParams({ q }).toString()}`} className="search-help-link">
            {t("search.wholeSite", { q })}
          </Link>{" "}
          <span className="muted">({count(help.wholeSite)})</span>
        </p>
      ) : null}
      <p>{t("search.saveOffer")}</p>
      {save}
    </div>
  );
}
