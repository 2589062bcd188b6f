import { useLocation } from "@remix-run/react";
import { useContext } from "react";
import { FavouritesContext, isShownFavourite, useIsFavourite } from "~/lib/favourites";
import { HeartButton } from "./hearts";
import type { Translate } from "~/lib/translate";
import { useTranslation } from "~/lib/use-translation";
import { ageOf, ageText, formatNumber, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { AdCard as AdCardRow } from "~/features/ads/queries.server";

/** What a card shows: the row the listing queries return (features/ads/queries.server's AdCard). */
export type AdCardData = AdCardRow;

interface Props {
  ad: AdCardData;
  language: Language;
  /** Whether this visitor has it in their favourites (default: the root's list of their favourites). */
  favourite?: boolean;
  /** The first cards are the page's largest paint: load them at once. */
  eager?: boolean;
  /** The user's own list: shows edit and delete. */
  editMode?: boolean;
  /** Rendered in edit mode as the card's own actions. */
  actions?: React.ReactNode;
  /** Where the card links (default: the ad's page); null for no link (an ad that has no page). */
  href?: string | null;
}

/** The namespaces a card's texts come from. */
const CARD_NAMESPACES = ["ads", "common"];

/** Everything a card's markup depends on besides the page's texts. */
export interface CardView {
  ad: AdCardData;
  language: Language;
  favourite: boolean;
  showStatus: boolean;
  eager: boolean;
  /** Where the card links; null for no link (an ad that has no page). */
  href: string | null;
  /** The ad's age in whole units ("منذ يومين" once in words; null under a minute). */
  age: ReturnType<typeof ageOf>;
}

/** A card's view from its ad and where it is shown. */
export function cardView(
  ad: AdCardData,
  language: Language,
  options: { favourite: boolean; eager?: boolean; pathname: string; href?: string | null; now?: Date },
): CardView {
  const showStatus =
    ad.status === "pending" ||
    ad.status === "rejected" ||
    ad.status === "sold" ||
    ad.status === "removed" ||
    // On the owner's pages (not the public trader pages under /account/trader…).
    (options.pathname.includes("account") && !options.pathname.startsWith("/account/trader") && (ad.status === "expired" || ad.status === "approved"));
  return {
    ad,
    language,
    favourite: options.favourite,
    showStatus,
    eager: options.eager ?? false,
    href: options.href === undefined ? `/categories/product/${ad.id}` : options.href,
    age: ageOf(ad.created_at, options.now),
  };
}

/**
 * An ad as a card: photo (250 px high), name, region, price, age, heart,
 * featured badge and status badge (product rules, Ads and their states): an ad under
 * review is faded with its badge; expired and approved show a badge only on
 * account pages.
 */
export function AdCard({ ad, language, favourite, eager = false, editMode = false, actions, href }: Props) {
  const { t } = useTranslation(CARD_NAMESPACES);
  const { pathname } = useLocation();
  const saved = useIsFavourite(ad.id, favourite);
  const view = cardView(ad, language, { favourite: saved, eager, pathname, href });
  return <AdCardView view={view} t={t} actions={editMode ? actions : undefined} editMode={editMode} />;
}

/**
 * The texts every card of a list shows the same (badges, the heart's labels,
 * the price's words), looked up once per translator instead of once a card:
 * a home page has a hundred cards.
 */
interface CardTexts {
  noImage: string;
  featured: string;
  negotiable: string;
  addFavourite: string;
  removeFavourite: string;
  /** A formatted amount in the price's words ("{{amount}} ج.م", cut once around its amount). */
  price: (amount: string) => string;
}

const cardTextsByTranslator = new WeakMap<Translate, CardTexts>();
const AMOUNT_MARK = "\u0000amount\u0000";

function cardTexts(t: Translate): CardTexts {
  let texts = cardTextsByTranslator.get(t);
  if (!texts) {
    const parts = t("common:price", { amount: AMOUNT_MARK }).split(AMOUNT_MARK);
    const [before = "", after = ""] = parts;
    texts = {
      noImage: t("card.noImage"),
      featured: t("card.featured"),
      negotiable: t("card.negotiable"),
      addFavourite: t("card.addFavourite"),
      removeFavourite: t("card.removeFavourite"),
      price: parts.length === 2 ? (amount) => before + amount + after : (amount) => t("common:price", { amount }),
    };
    cardTextsByTranslator.set(t, texts);
  }
  return texts;
}

/** A card's markup, from its view alone (no hooks). */
export function AdCardView({ view, t, editMode = false, actions }: { view: CardView; t: Translate; editMode?: boolean; actions?: React.ReactNode }) {
  const { ad, language, href, eager } = view;
  const texts = cardTexts(t);
  const region = language === "en" ? ad.region_name_en : ad.region_name;
  const picture = ad.image ? (
    <img
      src={`/media/${ad.image}`}
      alt=""
      width={480}
      height={ad.image_width && ad.image_height ? Math.round((480 * ad.image_height) / ad.image_width) : 360}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  ) : (
    <span className="no-image">{texts.noImage}</span>
  );
  return (
    <article id={`ad-${ad.id}`} className={ad.status === "pending" ? "card ad-card is-pending" : "card ad-card"} aria-labelledby={`ad-${ad.id}-name`}>
      {href ? (
        <a href={href} className="ad-card-image" tabIndex={-1} aria-hidden="true">
          {picture}
        </a>
      ) : (
        <div className="ad-card-image" aria-hidden="true">
          {picture}
        </div>
      )}
      {ad.is_featured ? <span className="badge badge-featured">{texts.featured}</span> : null}
      {view.showStatus ? <span className={`badge badge-status status-${ad.status}`}>{t(`status.${ad.status}`)}</span> : null}
      <div className="ad-card-body">
        <h3 id={`ad-${ad.id}-name`} className="ad-card-title">
          {href ? (
            <a data-discover="true" href={href}>
              {ad.name}
            </a>
          ) : (
            ad.name
          )}
        </h3>
        {region ? <p className="ad-card-region">{region}</p> : null}
        <p className="ad-card-price">
          <data value={ad.price}>{texts.price(formatNumber(ad.price, language))}</data>
          {ad.negotiable ? <span className="chip">{texts.negotiable}</span> : null}
        </p>
        <p className="ad-card-age">
          <time dateTime={isoTime(ad.created_at)} suppressHydrationWarning>
            {ageText(t, language, view.age)}
          </time>
        </p>
      </div>
      {editMode ? (
        <div className="ad-card-actions">{actions}</div>
      ) : (
        <HeartButton adId={ad.id} on={view.favourite} label={view.favourite ? texts.removeFavourite : texts.addFavourite} className="card-heart" />
      )}
    </article>
  );
}

/** Cards side by side (a grid, a home page row). */
// The page's texts, address and favourites are read once for the list, not once a card (AdCard's hooks).
export function CardList({ ads, language, className, eagerCount = 0 }: { ads: AdCardData[]; language: Language; className: string; eagerCount?: number }) {
  const { t } = useTranslation(CARD_NAMESPACES);
  const { pathname } = useLocation();
  const favourites = useContext(FavouritesContext);
  const now = new Date();
  return (
    <div className={className}>
      {ads.map((ad, index) => (
        <AdCardView
          key={ad.id}
          view={cardView(ad, language, { favourite: isShownFavourite(favourites, ad.id), eager: index < eagerCount, pathname, now })}
          t={t}
        />
      ))}
    </div>
  );
}

export function AdGrid({ ads, language, eagerCount = 2 }: { ads: AdCardData[]; language: Language; eagerCount?: number }) {
  return <CardList ads={ads} language={language} className="grid" eagerCount={eagerCount} />;
}
