// Who sells an ad, and the name the site shows for them: read by the seller's
// card on the ad page and by the page's structured data, which the server
// builds (a module of its own, so the page's scripts need not load the card).

export interface Seller {
  seller_id: number;
  seller_first_name: string;
  seller_last_name: string;
  seller_company: string | null;
  seller_image: string | null;
  seller_is_trader: number;
  seller_verified: number;
  seller_phone_verified?: number;
}

/** Traders are known by their company, everyone else by their name. */
export function sellerName(seller: Seller): string {
  if (seller.seller_is_trader && seller.seller_company) return seller.seller_company;
  return `${seller.seller_first_name} ${seller.seller_last_name}`.trim();
}
