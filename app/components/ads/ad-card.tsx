import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { clsx } from "clsx";
import { useIsFavourite } from "~/lib/favourites";
import { useTranslation } from "~/lib/use-translation";
import { formatAge, formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { AdCard as AdCardRow } from "~/modules/ads.server";

/** What a card shows: the row the listing queries return (ads.server's AdCard). */
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

/**
 * An ad as a card: photo (250 px high), name, region, price, age, heart,
 * featured badge and status badge (SPEC.md sections 2 and 4): an ad under
 * review is faded with its badge; expired and approved show a badge only on
 * account pages.
 */
export function AdCard({ ad, language, favourite, eager = false, editMode = false, actions, href: linkTo }: Props) {
  const { t } = useTranslation(["ads", "common"]);
  const { pathname } = useLocation();
  const saved = useIsFavourite(ad.id);
  // The owner's pages, not the public trader pages that live under /account/trader…
  const onAccountPage = pathname.includes("account") && !pathname.startsWith("/account/trader");
  const showStatus =
    ad.status === "pending" ||
    ad.status === "rejected" ||
    ad.status === "sold" ||
    ad.status === "removed" ||
    (onAccountPage && (ad.status === "expired" || ad.status === "approved"));
  const region = language === "en" ? ad.region_name_en : ad.region_name;
  const href = linkTo === undefined ? `/categories/product/${ad.id}` : linkTo;
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
    <span className="no-image">{t("card.noImage")}</span>
  );
  return (
    <article id={`ad-${ad.id}`} className={clsx("card ad-card", ad.status === "pending" && "is-pending")} aria-labelledby={`ad-${ad.id}-name`}>
      {href ? (
        <PhotoLink href={href}>{picture}</PhotoLink>
      ) : (
        <div className="ad-card-image" aria-hidden="true">
          {picture}
        </div>
      )}
      {ad.is_featured ? <span className="badge badge-featured">{t("card.featured")}</span> : null}
      {showStatus ? <span className={`badge badge-status status-${ad.status}`}>{t(`status.${ad.status}`)}</span> : null}
      <div className="ad-card-body">
        <h3 id={`ad-${ad.id}-name`} className="ad-card-title">
          {href ? (
            <Link to={href} prefetch="intent">
              {ad.name}
            </Link>
          ) : (
            ad.name
          )}
        </h3>
        {region ? <p className="ad-card-region">{region}</p> : null}
        <p className="ad-card-price">
          <data value={ad.price}>{formatPrice(t, language, ad.price)}</data>
          {ad.negotiable ? <span className="chip">{t("card.negotiable")}</span> : null}
        </p>
        <p className="ad-card-age">
          <time dateTime={ad.created_at.replace(" ", "T") + "Z"} suppressHydrationWarning>
            {formatAge(t, language, ad.created_at)}
          </time>
        </p>
      </div>
      {editMode ? <div className="ad-card-actions">{actions}</div> : <FavouriteHeart adId={ad.id} favourite={favourite ?? saved} card />}
    </article>
  );
}

/**
 * A card's photo, linking to the ad beside its title's Link: a plain anchor,
 * since Remix's Link resolves its path on every render (a hundred times on
 * the home page) and the title's Link already prefetches the same page. Once
 * hydrated, a plain click navigates within the app like the Link.
 */
function PhotoLink({ href, children }: { href: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      className="ad-card-image"
      tabIndex={-1}
      aria-hidden="true"
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** The page's one form the hearts on cards post with (HeartsForm, rendered once by the root). */
export const HEARTS_FORM = "hearts";

/**
 * The form every card's heart submits (its `form` attribute): one per page
 * instead of a form with three fields in each of the home page's hundred
 * cards. The pressed button adds its own name (add or remove) and the ad's id.
 */
export function HeartsForm() {
  const { pathname, search } = useLocation();
  return (
    <form id={HEARTS_FORM} method="post" action="/favourites" hidden>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
    </form>
  );
}

/**
 * The favourite heart, posting to /favourites. Without JavaScript it toggles
 * and redirects back to this page; with JavaScript a fetcher flips it at once
 * and sends add or remove (with "fetch": the action answers JSON instead of a
 * redirect), and a failure rolls it back (the server's failure toast comes
 * with the revalidated page). Signed out, the answer is the sign-in page,
 * coming back here afterwards.
 * On a card (`card`), the heart is a button of the page's shared HeartsForm,
 * and the way back ends with the card's id, so the page returns scrolled to
 * the card that was pressed; elsewhere (the ad page) it is a small form.
 */
export function FavouriteHeart({ adId, favourite, className, card = false }: { adId: number; favourite: boolean; className?: string; card?: boolean }) {
  const { t } = useTranslation(["ads", "common"]);
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ ok: boolean; favourite: boolean }>();
  const pending = fetcher.formData ? fetcher.formData.get("intent") === "add" : null;
  const on = pending ?? (fetcher.data ? fetcher.data.favourite : favourite);
  const intent = on ? "remove" : "add";
  const send = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const redirectTo = `${pathname}${search}${card ? `#ad-${adId}` : ""}`;
    fetcher.submit({ adId: String(adId), intent, redirectTo, fetch: "1" }, { method: "post", action: "/favourites", preventScrollReset: true });
  };
  const label = t(on ? "card.removeFavourite" : "card.addFavourite");
  // The heart is drawn by the stylesheet (one copy for the 100 cards of the home page).
  const icon = <span className="heart-icon" aria-hidden="true" />;
  if (card) {
    return (
      <button
        type="submit"
        form={HEARTS_FORM}
        name={intent}
        value={adId}
        className={clsx("heart card-heart", on && "is-on", className)}
        aria-pressed={on}
        aria-label={label}
        onClick={send}
      >
        {icon}
      </button>
    );
  }
  return (
    <form method="post" action="/favourites" className={clsx("heart-form", className)} onSubmit={send}>
      <input type="hidden" name="adId" value={adId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" className={clsx("heart", on && "is-on")} aria-pressed={on} aria-label={label}>
        {icon}
      </button>
    </form>
  );
}

export function AdGrid({ ads, language, eagerCount = 2 }: { ads: AdCardData[]; language: Language; eagerCount?: number }) {
  return (
    <div className="grid">
      {ads.map((ad, index) => (
        <AdCard key={ad.id} ad={ad} language={language} eager={index < eagerCount} />
      ))}
    </div>
  );
}
