// The server's kept card HTML (app/features/ads/components/card-html.server.tsx) is what
// React renders for the same card, and a card whose ad, age or heart changed
// is rendered again, never served from before.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdCardView, cardView, type AdCardData } from "~/features/ads/components/ad-card";
import { createTranslate } from "~/lib/translate";
import { cardPieces, rowPieces } from "~/features/ads/components/card-html.server";
import type { CardRow } from "~/features/ads/components/card-html";
import ads from "../../locales/ar/ads.json";
import common from "../../locales/ar/common.json";

const t = createTranslate({ ads, common }, "ar", ["ads", "common"]);
const hourAgo = new Date(Date.now() - 3600_000).toISOString().slice(0, 19).replace("T", " ");

function ad(changes: Partial<AdCardData> = {}): AdCardData {
  return {
    id: 41,
    name: "تويوتا كورولا ٢٠١٩",
    price: 820000,
    negotiable: 1,
    is_featured: 0,
    status: "approved",
    created_at: hourAgo,
    region_name: "مدينة نصر",
    region_name_en: "Nasr City",
    image: "seed/ads/vehicles-5-small.webp",
    image_width: 480,
    image_height: 360,
    ...changes,
  };
}

const decoder = new TextDecoder();
/** The cards as the response sends them (bytes), read back as text. */
const cardsHtml = (views: Parameters<typeof cardPieces>[0], translate: typeof t) =>
  cardPieces(views, translate)
    .map((bytes) => decoder.decode(bytes))
    .join("");

const view = (row: AdCardData, favourite = false) => cardView(row, "ar", { favourite, pathname: "/" });

describe("cards rendered once per isolate", () => {
  it("gives the HTML React renders for the same cards", () => {
    const views = [view(ad()), view(ad({ id: 42, name: "شقة ١٢٠ متر", negotiable: 0 }), true)];
    const direct = views.map((entry) => renderToString(<AdCardView view={entry} t={t} />)).join("");
    expect(cardsHtml(views, t)).toBe(direct);
    // Asked again: the same HTML, the very bytes that were kept.
    expect(cardsHtml(views, t)).toBe(direct);
    expect(cardPieces(views, t)[1]).toBe(cardPieces(views, t)[1]);
    expect(direct).toContain("٨٢٠٬٠٠٠");
    expect(direct).toContain('aria-pressed="true"');
  });

  it("renders a card again when its ad, its age or its heart changed", () => {
    const first = cardsHtml([view(ad())], t);
    expect(cardsHtml([view(ad({ price: 799000 }))], t)).toContain("٧٩٩٬٠٠٠");
    expect(cardsHtml([view(ad({ name: "تويوتا كورولا معدلة" }))], t)).toContain("تويوتا كورولا معدلة");
    const older = cardsHtml([view(ad({ created_at: "2020-01-01 00:00:00" }))], t);
    expect(older).not.toBe(first);
    expect(older).toContain("سنوات");
    expect(cardsHtml([view(ad(), true)], t)).toContain('name="remove"');
    expect(cardsHtml([view(ad())], t)).toBe(first);
  });

  it("keeps each way an ad is shown apart: language, heart and eager photo each have their own card", () => {
    const arabic = cardsHtml([view(ad({ id: 43 }))], t);
    const en = createTranslate({ ads: {}, common: {} }, "en", ["ads", "common"]);
    const english = cardsHtml([cardView(ad({ id: 43 }), "en", { favourite: false, pathname: "/" })], en);
    expect(english).not.toBe(arabic);
    expect(english).toContain("Nasr City");
    const eager = cardsHtml([cardView(ad({ id: 43 }), "ar", { favourite: false, eager: true, pathname: "/" })], t);
    expect(eager).toContain('loading="eager"');
    expect(cardsHtml([view(ad({ id: 43 }))], t)).toBe(arabic);
    expect(cardsHtml([view(ad({ id: 43 }))], t)).toContain('loading="lazy"');
  });
});

describe("rows of cards kept whole", () => {
  const noFavourites = { ids: new Set<number>(), sending: new Map<number, boolean>() };
  const row = (ads: AdCardData[], changes: Partial<CardRow> = {}): CardRow => ({
    ads,
    language: "ar",
    favourites: noFavourites,
    eagerCount: 1,
    pathname: "/",
    ...changes,
  });
  const text = (pieces: ReturnType<typeof rowPieces>) => pieces.map((bytes) => decoder.decode(bytes)).join("");
  const minutesAgo = (minutes: number, at: number) => new Date(at - minutes * 60_000).toISOString().slice(0, 19).replace("T", " ");

  it("give the cards' own HTML, the same bytes again while nothing they show changed", () => {
    const now = Date.now();
    const ads = [ad({ id: 60, created_at: minutesAgo(90, now) }), ad({ id: 61, name: "شقة ١٢٠ متر", created_at: minutesAgo(3, now) })];
    const first = rowPieces(row(ads), t, now);
    const views = ads.map((entry, index) => cardView(entry, "ar", { favourite: false, eager: index < 1, pathname: "/", now: new Date(now) }));
    expect(text(first)).toBe(views.map((entry) => renderToString(<AdCardView view={entry} t={t} />)).join(""));
    // New rows from the database with the same values, a few seconds later: the row that was kept.
    expect(rowPieces(row(ads.map((entry) => ({ ...entry }))), t, now + 5_000)).toBe(first);
  });

  it("render again when an ad changed, a heart flipped or an age reads differently", () => {
    const now = Date.now();
    const ads = [ad({ id: 70, created_at: minutesAgo(90, now) }), ad({ id: 71, created_at: minutesAgo(3, now) })];
    const first = rowPieces(row(ads), t, now);
    expect(text(first)).toContain("قبل ٣ دقائق");
    const repriced = rowPieces(row([ads[0]!, { ...ads[1]!, price: 5000 }]), t, now);
    expect(text(repriced)).toContain("٥٬٠٠٠");
    const saved = { ids: new Set([71]), sending: new Map<number, boolean>() };
    expect(text(rowPieces(row(ads, { favourites: saved }), t, now))).toContain('name="remove"');
    expect(text(rowPieces(row(ads), t, now))).not.toContain('name="remove"');
    // A minute later the newer ad is four minutes old.
    expect(text(rowPieces(row(ads), t, now + 60_000))).toContain("قبل ٤ دقائق");
  });
});
