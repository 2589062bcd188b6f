// A list of cards reads the page's texts, address and favourites once for the
// list (CardList) instead of once a card (AdCard): the cards must come out as
// a card alone renders them, in both languages, with the visitor's hearts.
import { MemoryRouter } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdCard, CardList, type AdCardData } from "~/features/ads/components/ad-card";
import { FavouritesContext } from "~/lib/favourites";
import type { Language } from "~/lib/i18n";
import { TranslationsContext } from "~/lib/use-translation";
import { resources } from "~/server/locales.server";

const made = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 19).replace("T", " ");
const ads: AdCardData[] = [
  {
    id: 7,
    name: "Corolla 2019",
    price: 450000,
    negotiable: 1,
    is_featured: 1,
    status: "approved",
    created_at: made,
    region_name: "مدينة نصر",
    region_name_en: "Nasr City",
    image: "ads/7.webp",
    image_width: 800,
    image_height: 600,
  },
  {
    id: 9,
    name: "iPhone 13",
    price: 1500,
    negotiable: 0,
    is_featured: 0,
    status: "approved",
    created_at: made,
    region_name: null,
    region_name_en: null,
    image: null,
    image_width: null,
    image_height: null,
  },
];

function page(language: Language, children: React.ReactNode) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={["/"]}>
      <TranslationsContext.Provider value={{ language, bundles: resources[language] }}>
        <FavouritesContext.Provider value={{ ids: new Set([9]), sending: new Map() }}>{children}</FavouritesContext.Provider>
      </TranslationsContext.Provider>
    </MemoryRouter>,
  );
}

describe("a list of cards", () => {
  it.each<[Language, string, string]>([
    ["ar", "٤٥٠٬٠٠٠ ج.م", "١٬٥٠٠ ج.م"],
    ["en", "450,000 EGP", "1,500 EGP"],
  ])("shows what each card alone shows (%s)", (language, firstPrice, secondPrice) => {
    const list = page(language, <CardList ads={ads} language={language} className="grid" eagerCount={1} />);
    const alone = page(
      language,
      <div className="grid">
        {ads.map((ad, index) => (
          <AdCard key={ad.id} ad={ad} language={language} eager={index < 1} />
        ))}
      </div>,
    );
    expect(list).toBe(alone);
    expect(list).toContain(`<data value="450000">${firstPrice}</data>`);
    expect(list).toContain(`<data value="1500">${secondPrice}</data>`);
    const t = resources[language].ads.card;
    expect(list).toContain(`>${t.featured}</span>`);
    expect(list).toContain(`>${t.negotiable}</span>`);
    expect(list).toContain(`>${t.noImage}</span>`);
    // The visitor's favourite (9) offers removal, the other one adding.
    expect(list).toContain(`name="remove" value="9"`);
    expect(list).toContain(`aria-label="${t.removeFavourite}"`);
    expect(list).toContain(`name="add" value="7"`);
    expect(list).toContain(`aria-label="${t.addFavourite}"`);
  });
});
