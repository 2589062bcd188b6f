import { useTranslation } from "~/lib/use-translation";
import { pick } from "~/lib/rows";
import { formatDate, formatPrice, isoTime } from "~/lib/format";
import type { EndedAd } from "../queries.server";
import { ButtonLink } from "~/components/ui/button-link";

/**
 * The page an ad's address answers once the ad has ended (sold, expired or
 * taken down), from D1 or from its archive: what it was (not for an ad taken
 * down), when it ended, and the way on to its category's live ads.
 */
export function EndedAdPage({ ended }: { ended: EndedAd }) {
  const { t, language } = useTranslation(["product", "common"]);
  const category = pick(language, ended.category_name, ended.category_name_en);
  return (
    <section className="container error-page ended-ad">
      <h1>{t("ended.heading")}</h1>
      {ended.name !== null ? (
        <p className="product-name" dir="auto">
          {ended.name}
        </p>
      ) : null}
      {ended.price !== null ? <p className="product-price">{formatPrice(t, language, ended.price)}</p> : null}
      <p>
        {t(`ended.${ended.status}`)} <time dateTime={isoTime(ended.ended_at)}>{t("ended.on", { date: formatDate(ended.ended_at, language) })}</time>
      </p>
      <ButtonLink to={`/categories/${ended.category_slug}`} kind="primary">
        {t("ended.browse", { category })}
      </ButtonLink>
    </section>
  );
}
