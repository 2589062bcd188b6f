import { createContext, useContext } from "react";

/**
 * The signed-in visitor's favourites as hearts show them: the ids of the root
 * loader's `favourites` (empty when signed out), and the hearts being sent
 * right now (ad id → the state asked for), which show at once and give way to
 * the revalidated list when the answer comes.
 */
export interface Favourites {
  ids: ReadonlySet<number>;
  sending: ReadonlyMap<number, boolean>;
}

export const FavouritesContext = createContext<Favourites>({ ids: new Set(), sending: new Map() });

/** Whether a heart shows the ad saved: what is being sent, else what the page knows (`known`), else the root's list. */
export function isShownFavourite({ ids, sending }: Favourites, adId: number, known?: boolean): boolean {
  return sending.get(adId) ?? known ?? ids.has(adId);
}

export function useIsFavourite(adId: number, known?: boolean): boolean {
  return isShownFavourite(useContext(FavouritesContext), adId, known);
}
