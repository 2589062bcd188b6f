import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { PhoneVerifiedBadge } from "~/components/trust/phone-verified-badge";
import { sellerName, type Seller } from "~/features/ads/seller";
import { cutText } from "~/lib/text-length";

export { sellerName, type Seller };

/** The seller: photo, name, trader or individual, verified badge, and a link to their profile. */
/** The seller box; `children` (the seller's ratings) come under the link to their page. */
export function TraderCard({ seller, children }: { seller: Seller; children?: ReactNode }) {
  const { t } = useTranslation("product");
  const titleId = useId();
  const name = sellerName(seller);
  return (
    <section className="card trader-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t("seller.title")}
      </h2>
      <Link to={`/trader/${seller.seller_id}`} className="trader-link">
        {seller.seller_image ? (
          <img src={`/media/${seller.seller_image}`} alt="" width={64} height={64} loading="lazy" decoding="async" className="trader-avatar" />
        ) : (
          <span className="trader-avatar" aria-hidden="true">
            {cutText(name, 1)}
          </span>
        )}
        <span className="trader-text">
          <span className="trader-name">
            {name}
            {seller.seller_verified ? (
              <span className="verified-badge">
                <span className="icon icon-verified" aria-hidden="true" />
                {t("seller.verified")}
              </span>
            ) : null}
            <PhoneVerifiedBadge verified={seller.seller_phone_verified} />
          </span>
          <span className="muted">{t(seller.seller_is_trader ? "seller.trader" : "seller.individual")}</span>
          <span className="trader-more">{t("seller.profile")}</span>
        </span>
      </Link>
      {children}
    </section>
  );
}
