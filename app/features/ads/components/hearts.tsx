// The hearts' one form, the visitor's favourites as the hearts show them and
// the cards' in-app links: what the root renders on every page, in a module of
// its own so that pages without cards do not load the cards' code (ad-card.tsx).
import { useFetchers, useLocation, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { FavouritesContext } from "~/lib/favourites";
import { HEARTS_FORM } from "~/lib/navigation";

/**
 * A heart: a button of the page's one HeartsForm (its `form` attribute),
 * naming add or remove and the ad. It has no state of its own: the shown state
 * is the visitor's favourites with the hearts being sent (CardFavourites), so
 * the hundred cards of the home page carry no fetcher or form each.
 */
export function HeartButton({ adId, on, label, className }: { adId: number; on: boolean; label: string; className: string }) {
  return (
    <button
      form={HEARTS_FORM}
      name={on ? "remove" : "add"}
      value={adId}
      className={on ? `heart ${className} is-on` : `heart ${className}`}
      aria-pressed={on}
      aria-label={label}
    />
  );
}

/** The links of a card: its photo and its title. */
const CARD_LINKS = "a.ad-card-image, .ad-card-title a";

/**
 * Once hydrated, the cards' plain links navigate within the app, as Remix's
 * Link would, with one listener for the page instead of a Link (and its path
 * resolution on every render) in each of a hundred cards.
 */
export function CardLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CARD_LINKS) : null;
      if (!link || link.origin !== window.location.origin) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
  return null;
}

/**
 * The visitor's favourites as the hearts show them: the root's list, and the
 * hearts being sent, already flipped (the revalidated list takes over when the
 * answer comes, flipping back a heart the server refused).
 */
export function CardFavourites({ ids, children }: { ids: readonly number[]; children: React.ReactNode }) {
  const fetchers = useFetchers();
  const saved = useMemo(() => new Set(ids), [ids]);
  const shown = useMemo(() => {
    const sending = new Map<number, boolean>();
    for (const fetcher of fetchers) {
      if (!fetcher.formData || fetcher.formAction !== "/favourites") continue;
      // As the heart sends it: add=<ad> or remove=<ad>.
      const added = fetcher.formData.get("add");
      const removed = fetcher.formData.get("remove");
      if (added !== null || removed !== null) sending.set(Number(added ?? removed), added !== null);
    }
    return { ids: saved, sending };
  }, [saved, fetchers]);
  return <FavouritesContext.Provider value={shown}>{children}</FavouritesContext.Provider>;
}

/**
 * The form every card's heart submits (its `form` attribute): one per page
 * instead of a form with three fields in each of the home page's hundred
 * cards. The pressed button adds its own name (add or remove) and the ad's id.
 */
export function HeartsForm() {
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  // With JavaScript the pressed heart is sent by a fetcher, with the fields the
  // form would send (the action answers JSON for "fetch"), and CardFavourites
  // shows it flipped at once.
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter;
    if (!(button instanceof HTMLButtonElement) || (button.name !== "add" && button.name !== "remove")) return;
    event.preventDefault();
    const adId = button.value;
    submit(
      { [button.name]: adId, redirectTo: `${pathname}${search}`, fetch: "1" },
      { method: "post", action: "/favourites", navigate: false, fetcherKey: `heart-${adId}`, preventScrollReset: true },
    );
  };
  return (
    <form id={HEARTS_FORM} method="post" action="/favourites" hidden onSubmit={send}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
    </form>
  );
}
