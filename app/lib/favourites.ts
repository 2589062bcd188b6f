import { createContext, useContext } from "react";

/**
 * The ids of the signed-in visitor's favourites (the root loader's
 * `favourites`), so every card's heart shows their real state: on lists, in
 * related ads and on trader pages alike. Empty when signed out.
 */
export const FavouritesContext = createContext<ReadonlySet<number>>(new Set());

export function useIsFavourite(adId: number): boolean {
  return useContext(FavouritesContext).has(adId);
}
