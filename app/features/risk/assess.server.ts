// The risk check on an ad being created or edited, run by the ad's own
// use-cases (features/ads/editor.server.ts) for the pages and the API alike.
// Each signal adds its weight to a score; the admin's thresholds decide:
//   - below hold_at: published at once;
//   - at or above hold_at: kept under review, with its reasons for the
//     moderator (and the matching ad or photo) and for the seller;
//   - refused when the reasons the seller can fix themselves (contact details
//     or links in the text, an item not allowed) reach refuse_at: nothing is
//     stored and the form says what to change.
// The signals:
//   contact    a phone or wallet number (Latin or Arabic-Indic digits, or in words) or a link in the title or text;
//   payment    a request to pay outside Souq (a wallet, a transfer service, a deposit);
//   forbidden  a word of the admin's list of items not allowed (in every category or in this one), or one of the
//              families the law forbids whatever the list says (not-allowed.ts: personal papers, branded copies,
//              weapons carried on the person, stolen goods);
//   samePhoto  a photo within a few bits (perceptual hash) of a live ad's photo of another account;
//   sameText   a title and text nearly the same (MinHash likeness) as another live ad: another account's, or the seller's own repost
//              (their own only when the titles' words with a digit, a model, size or year, are the same: else another item);
//   lowPrice   a price far under the recent live prices of the same item and offer (rent or sale): of its make
//              (the one the title names, when another than the one chosen), its brand country, or its subcategory's
//              ads whose titles share a word with this one's, else the whole subcategory's (see assessAd); or under
//              the floor of its family and specs (reference-prices.ts); never for a part, an accessory or a child's
//              version of an item, nor a price so far under (ANOTHER_ITEM_SHARE) that it is a part's;
//   lowPriceMixed  the same comparison outside the categories whose makes set the price: a mild reason, never
//              enough alone; there a well-known model the title names is judged by its floor price instead (lowPrice);
//   noProof    the item offered with neither its box nor its invoice, as stolen phones are: held for a look, never refused;
//   hurry      words that press the buyer to hurry (a bargain that won't come again, urgent, travelling): mild, never
//              enough alone; with lowPriceMixed on an item the ad says is used, the two weigh as one;
//   burst      a new account's several high-priced ads within a day;
//   newSeller  an account not yet established (young, or none of its ads published before).
// Reads: one batch of at most eight bounded statements (queries.server.ts), and one more round trip of one or two
// when the title names another make than the one chosen; writes: one batch after the ad's.
//
//   assessAd(deps, ask)               → Assessment
//   keepAssessment(deps, adId, ...)   → writes the score, reasons and fingerprints
import type { Database } from "~/server/db-session.server";
import { namedMakePrices, riskReads, writeRisk, type PricedAd } from "~/features/risk/queries.server";
import {
  bitsApart,
  contactFindings,
  forbiddenFound,
  identifyingWords,
  likeness,
  modelWords,
  namedMake,
  namesAPart,
  offerKind,
  photoBands,
  pressesToHurry,
  saysUsed,
  signatureBands,
  signatureFromHex,
  signatureToHex,
  textSignature,
  titleWords,
  titleYear,
  type PhotoHash,
} from "~/features/risk/signals";
import { FIXABLE_CODES, type RiskCode, type RiskReason } from "~/features/risk/reasons";
import { notAllowedFound, withoutProof } from "~/features/risk/not-allowed";
import { namesTopVersion, referenceFloor } from "~/features/risk/reference-prices";

type Db = { db: Database };

export type { RiskCode, RiskReason } from "~/features/risk/reasons";

export type RiskDecision = "publish" | "hold" | "refuse";

export interface Assessment {
  decision: RiskDecision;
  score: number;
  reasons: RiskReason[];
  /** What to keep once the ad is written. */
  fingerprints: { signature: number[] | null; photos: Array<{ hash: PhotoHash; imagePath?: string }> };
}

/** Each reason's weight. The default thresholds: hold at 40, refuse at 100. */
export const RISK_WEIGHTS: Record<RiskCode, number> = {
  contact: 100,
  link: 100,
  forbidden: 100,
  payment: 60,
  samePhoto: 60,
  sameText: 60,
  ownRepost: 50,
  lowPrice: 50,
  lowPriceMixed: 20,
  hurry: 20,
  noProof: 40,
  burst: 50,
  newSeller: 40,
};

const FIXABLE: ReadonlySet<RiskCode> = new Set(FIXABLE_CODES);

/** Photos this many bits apart or fewer are the same photo (re-saved, resized, lightly cropped). */
export const PHOTO_BITS = 6;
/** Texts at least this alike (estimated share of shingles) are the same ad. */
export const TEXT_LIKENESS = 0.8;
/** A price under this share of the make's median is far below the market. */
export const LOW_PRICE_SHARE = 0.4;
/** The same against the brand country's median (wider spread: a lower bar). */
export const LOW_PRICE_SHARE_WIDE = 0.25;
/** The same against the subcategory's. */
export const LOW_PRICE_SHARE_WIDEST = 0.2;
/** Outside MAKE_PRICED, an ad whose title names a line's top version and asks under this share of its peers' median is held. */
export const TOP_VERSION_SHARE = 0.25;
/** …and under this share of the cheapest of the sample. */
export const UNDER_CHEAPEST = 0.6;
/** The same, among all of a subcategory's peers (items of every kind): a third of the cheapest. */
export const UNDER_CHEAPEST_MIXED = 1 / 3;
/** The categories whose makes set an item's price (a car's make and year say most of it): a price far under
 *  their peers' holds an ad alone; in the others it is a mild reason (lowPriceMixed). By slug. */
export const MAKE_PRICED: ReadonlySet<string> = new Set(["vehicles"]);
/** Where a make sets the price, its ads of the same model (and of a model year this close, when the title writes one)
 *  are the market from this many… */
export const MIN_MODEL_PEERS = 1;
/** …and a price under this share of their median, and under UNDER_CHEAPEST of their cheapest, is bait. */
export const LOW_PRICE_SHARE_MODEL = 0.5;
/** …and against all the subcategory's ads of a close year, under this share of the cheapest of them. */
export const UNDER_CHEAPEST_YEAR = 0.5;
/** Years apart that are still the same model year's market (a 2004 car is not priced like its make's 2020 ones). */
export const YEAR_SPAN = 3;
/** A vehicle of a model year more than this many years back is old: its condition sets its price as much as its year… */
export const OLD_VEHICLE_YEARS = 10;
/** …and it is judged only against peers at most this many years newer (a 2008 microbus needing its engine redone is
 *  not priced like a 2011 one); a recent one is judged against older and newer ones alike. */
export const NEWER_SPAN = 1;
/** A median needs this many recent prices of the same offer (and, in the subcategory, of the same item). */
export const MIN_PRICE_SAMPLES = 5;
/** A make or brand country the title names is judged from this many peers, at lower bars: */
export const MIN_NAMED_PEERS = 3;
/** …under this share of their median… */
export const LOW_PRICE_SHARE_FEW = 0.25;
/** …and under this share of the cheapest of them. */
export const UNDER_CHEAPEST_FEW = 0.5;
/** A price under this share of what it is compared with (a floor, or where a make sets the price the cheapest of the
 *  peers) is another item's: a part or an accessory (a car's boot lid, its seats), not bait, which asks a believable
 *  fraction. */
export const ANOTHER_ITEM_SHARE = 1 / 40;
/** An ad at or above this price (EGP) is high-value for the burst signal. */
export const HIGH_VALUE = 100_000;
/** A new account's high-value ads within a day (this one included) that make a burst. */
export const BURST_COUNT = 3;
/** An account younger than this (days) is new. */
export const NEW_ACCOUNT_DAYS = 14;

export interface RiskAsk {
  userId: number;
  /** The ad being edited, or null for a new one. */
  adId: number | null;
  name: string;
  description: string;
  note?: string;
  price: number;
  categoryId: number;
  subcategoryId: number;
  brandCountryId: number;
  thirdBranchId: number;
  /** The perceptual hashes of the photos sent with this post (kept photos were checked when they came). */
  photos: Array<{ hash: PhotoHash }>;
  now: Date;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What an ad's text fingerprint is taken from: its title and description. */
function fingerprintText(ad: { name: string; description: string }): string {
  return `${ad.name}\n${ad.description}`;
}

/**
 * Writes the text fingerprints of ads written before the check kept them (the
 * cron's catching up, features/ads/reindex.server.ts): each ad's bands replaced, in
 * two statements whatever their number. Their score is left as it is.
 */
export function textBandStatements(db: Database, ads: Array<{ id: number; user_id: number; name: string; description: string }>): D1PreparedStatement[] {
  const rows = ads.flatMap((ad) => {
    const signature = textSignature(fingerprintText(ad));
    if (!signature) return [];
    const hex = signatureToHex(signature);
    return signatureBands(signature).map((band) => [band, ad.id, ad.user_id, hex]);
  });
  const ids = JSON.stringify(ads.map((ad) => ad.id));
  return [
    db.prepare("DELETE FROM ad_text_bands WHERE ad_id IN (SELECT value FROM json_each(?1))").bind(ids),
    db
      .prepare(
        `INSERT INTO ad_text_bands (band, ad_id, user_id, signature)
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]') FROM json_each(?1)`,
      )
      .bind(JSON.stringify(rows)),
  ];
}

/** Runs every signal on an ad about to be written. */
export async function assessAd(deps: Db, ask: RiskAsk): Promise<Assessment> {
  const text = `${ask.name}\n${ask.description}\n${ask.note ?? ""}`;
  const signature = textSignature(fingerprintText(ask));
  const textBands = signature ? signatureBands(signature) : [];
  const photoKeys = [...new Set(ask.photos.flatMap((photo) => photoBands(photo.hash)))];
  const reads = await riskReads(deps, {
    userId: ask.userId,
    adId: ask.adId ?? 0,
    categoryId: ask.categoryId,
    thirdBranchId: ask.thirdBranchId,
    brandCountryId: ask.brandCountryId,
    subcategoryId: ask.subcategoryId,
    highValue: HIGH_VALUE,
    since: new Date(ask.now.getTime() - 24 * 3600 * 1000),
    photoBands: photoKeys,
    textBands,
  });
  const reasons: RiskReason[] = [];
  for (const kind of contactFindings(text)) reasons.push({ code: kind === "phone" ? "contact" : kind });
  const term = forbiddenFound(text, reads.forbidden) ?? notAllowedFound(ask.name, `${ask.description}\n${ask.note ?? ""}`);
  if (term) reasons.push({ code: "forbidden", term });
  if (pressesToHurry(text)) reasons.push({ code: "hurry" });
  if (withoutProof(text)) reasons.push({ code: "noProof" });

  // The same photo in another account's live ad: the closest match.
  let closest: { bits: number; ad: number; photo: string } | null = null;
  for (const candidate of reads.photos) {
    if (candidate.user_id === ask.userId) continue;
    for (const photo of ask.photos) {
      const bits = bitsApart(photo.hash, candidate.hash);
      if (bits <= PHOTO_BITS && (!closest || bits < closest.bits)) closest = { bits, ad: candidate.ad_id, photo: candidate.image_path };
    }
  }
  if (closest) reasons.push({ code: "samePhoto", ad: closest.ad, photo: closest.photo });

  // The same text: another account's live ad first, else the seller's own.
  if (signature) {
    let other: { share: number; ad: number } | null = null;
    let own: { share: number; ad: number } | null = null;
    for (const candidate of reads.texts) {
      const share = likeness(signature, signatureFromHex(candidate.signature));
      if (share < TEXT_LIKENESS) continue;
      // An ad offering to let and one offering to sell are two offers, however alike their words.
      if (offerKind(candidate.title) !== offerKind(ask.name)) continue;
      // An ad of another model, size, area or year (a shop's or a developer's ads of one template) is another item.
      if (identifyingWords(candidate.title) !== identifyingWords(ask.name)) continue;
      if (candidate.user_id === ask.userId) {
        if (!own || share > own.share) own = { share, ad: candidate.ad_id };
      } else if (!other || share > other.share) other = { share, ad: candidate.ad_id };
    }
    if (other) reasons.push({ code: "sameText", ad: other.ad });
    else if (own) reasons.push({ code: "ownRepost", ad: own.ad });
  }

  // Prices are compared only with prices of the same offer (a rent with rents, a sale with sales, as the titles
  // say), at the finest level with enough of them: the make (the one the title names when it names another than
  // the one chosen), its brand country, the subcategory (wider spreads: lower bars). The price must also be well
  // under the cheapest of that level's peers: an ad priced like its cheapest peers is not bait, and the cheap
  // makes of a wider level do not lower the bar of a dear make's ad.
  //   - A make or brand country with fewer peers is judged only when the title names it (the seller's words and
  //     the catalogue agree on the item), at lower bars.
  //   - The subcategory mixes very different items (a microwave beside fridges): its peers whose titles share a
  //     word naming the item, make or model with this one's are the market when there are enough; else all its
  //     peers, where only a price far under even the cheapest of them is bait.
  //   - A part, an accessory or a child's version of an item (a phone's case, a kids' bedroom) is not compared.
  // Only where a make sets the price (MAKE_PRICED: cars, motorcycles, trucks) does such a comparison hold an ad
  // alone. Elsewhere a make mixes a used A12 with the S24 Ultra, a furniture style a wardrobe with a bedroom set,
  // a rent in a small town with the city's: the comparison is a mild reason (lowPriceMixed), enough with another
  // one (a new account) but never alone, and a well-known model the title names is judged against its floor
  // price (reference-prices.ts), which holds alone.
  const part = namesAPart(ask.name);
  const kind = offerKind(ask.name);
  const makePriced = MAKE_PRICED.has(reads.standing.category_slug ?? "");
  const chosen = reads.makes.find((make) => make.id === ask.thirdBranchId);
  const family = [reads.standing.subcategory_names, chosen?.name, chosen?.name_en].filter(Boolean).join(" ");
  // (A home's, a shop's or a plot's floors judge only the estate category's ads: a kitchen "from the villa" is no villa.)
  const estate = (reads.standing.category_slug ?? "real-estate") === "real-estate";
  const reference = part
    ? null
    : referenceFloor({ name: ask.name, description: ask.description, offer: kind, vehicles: makePriced, estate, family, now: ask.now });
  if (reference && ask.price < reference.floor) {
    if (ask.price >= reference.floor * ANOTHER_ITEM_SHARE) reasons.push({ code: "lowPrice", median: reference.floor, model: reference.label });
  } else if (!part) {
    const named = namedMake(ask.name, reads.makes, ask.thirdBranchId);
    const peers = typeof named === "object" ? await namedMakePrices(deps, named, ask.adId ?? 0) : { prices: reads.prices, groupPrices: reads.groupPrices };
    // Where a make sets the price, a title's model year sets it too: only peers of a year close to the one it writes
    // (none of unknown year) are its market.
    const year = makePriced ? titleYear(ask.name) : null;
    const old = year !== null && ask.now.getUTCFullYear() - year > OLD_VEHICLE_YEARS;
    const nearYear = (ad: PricedAd) => {
      if (year === null) return true;
      const peerYear = titleYear(ad.name);
      return peerYear !== null && year - peerYear <= YEAR_SPAN && peerYear - year <= (old ? NEWER_SPAN : YEAR_SPAN);
    };
    const sameKind = (sample: PricedAd[]) => sample.filter((ad) => offerKind(ad.name) === kind && nearYear(ad));
    const words = titleWords(ask.name);
    const subcategory = sameKind(reads.subcategoryPrices);
    const alike = subcategory.filter((ad) => [...titleWords(ad.name)].some((word) => words.has(word)));
    const make = sameKind(peers.prices);
    const group = sameKind(peers.groupPrices);
    const few = named === "none" ? Infinity : MIN_NAMED_PEERS;
    const models = makePriced ? modelWords(ask.name, reads.makes) : new Set<string>();
    const seen = new Set<string>();
    const sameModel = [...make, ...group].filter((ad) => {
      const key = `${ad.price} ${ad.name}`;
      if (models.size === 0 || seen.has(key)) return false;
      seen.add(key);
      return [...modelWords(ad.name, reads.makes)].some((word) => models.has(word));
    });
    const levels = [
      { sample: make, least: MIN_PRICE_SAMPLES, share: LOW_PRICE_SHARE, cheapest: UNDER_CHEAPEST },
      { sample: group, least: MIN_PRICE_SAMPLES, share: LOW_PRICE_SHARE_WIDE, cheapest: UNDER_CHEAPEST },
      { sample: make, least: few, share: LOW_PRICE_SHARE_FEW, cheapest: UNDER_CHEAPEST_FEW },
      { sample: group, least: few, share: LOW_PRICE_SHARE_FEW, cheapest: UNDER_CHEAPEST_FEW },
      { sample: alike, least: MIN_PRICE_SAMPLES, share: LOW_PRICE_SHARE_WIDEST, cheapest: UNDER_CHEAPEST },
      { sample: subcategory, least: MIN_PRICE_SAMPLES, share: LOW_PRICE_SHARE_WIDEST, cheapest: UNDER_CHEAPEST_MIXED },
    ];
    // Where a make sets the price and the title writes a model year, two more markets are asked as well: the same
    // model's ads of a close year, and every ad of the subcategory of a close year (a 2022 car is not sold for a
    // quarter of what 2022 cars fetch, whatever its make).
    const markets = [levels.find((level) => level.sample.length >= level.least)];
    if (year !== null)
      markets.push(
        { sample: sameModel, least: MIN_MODEL_PEERS, share: LOW_PRICE_SHARE_MODEL, cheapest: UNDER_CHEAPEST },
        { sample: subcategory, least: MIN_PRICE_SAMPLES, share: LOW_PRICE_SHARE_MODEL, cheapest: UNDER_CHEAPEST_YEAR },
      );
    for (const market of markets) {
      if (!market || market.sample.length < market.least) continue;
      const prices = market.sample.map((ad) => ad.price);
      const typical = median(prices);
      const cheapest = Math.min(...prices);
      // (Where a make sets the price: elsewhere a subcategory's cheapest may be a factory beside a workshop.)
      if (makePriced && ask.price < cheapest * ANOTHER_ITEM_SHARE) break;
      if (ask.price < typical * market.share && ask.price < cheapest * market.cheapest) {
        // A title naming its line's top version ("Pro", "Ultra", "OLED", a terabyte) is no cheap item of the mix:
        // far under its peers' median, the comparison holds it alone.
        const topVersion = ask.price < typical * TOP_VERSION_SHARE && namesTopVersion(ask.name);
        reasons.push({ code: makePriced || topVersion ? "lowPrice" : "lowPriceMixed", median: Math.round(typical) });
        break;
      }
    }
  }

  const { standing } = reads;
  const joinedAt = standing.joined ? Date.parse(`${standing.joined.replace(" ", "T")}Z`) : NaN;
  const young = !Number.isFinite(joinedAt) || ask.now.getTime() - joinedAt < NEW_ACCOUNT_DAYS * 24 * 3600 * 1000;
  if (young && ask.price >= HIGH_VALUE && standing.high_value_recent + 1 >= BURST_COUNT) reasons.push({ code: "burst" });
  if (young || !standing.has_published) reasons.push({ code: "newSeller" });

  // A used item sold cheap and in a hurry (a family moving house or travelling) is one mild reason, not two: its
  // subcategory's mixed median is mostly new items' and the hurry explains the price. Another reason still holds it.
  const has = (code: RiskCode) => reasons.some((reason) => reason.code === code);
  const usedInHurry = has("hurry") && has("lowPriceMixed") && saysUsed(text);
  const score = reasons.reduce((sum, reason) => sum + RISK_WEIGHTS[reason.code], 0) - (usedInHurry ? RISK_WEIGHTS.hurry : 0);
  const fixable = reasons.filter((reason) => FIXABLE.has(reason.code)).reduce((sum, reason) => sum + RISK_WEIGHTS[reason.code], 0);
  const decision: RiskDecision = fixable >= standing.refuse_at ? "refuse" : score >= standing.hold_at ? "hold" : "publish";
  return { decision, score, reasons, fingerprints: { signature, photos: ask.photos } };
}

/**
 * Keeps the check with the written ad: the score and reasons, the text's
 * bands and the new photos' bands (under their stored keys), dropping those
 * of photos the ad no longer has.
 */
export async function keepAssessment(
  deps: Db,
  ad: { adId: number; userId: number },
  assessment: Assessment,
  photos: Array<{ hash: PhotoHash; imagePath: string }>,
  droppedPaths: string[] = [],
  publish: { expiresAt: Date; at: Date } | null = null,
): Promise<void> {
  const { signature } = assessment.fingerprints;
  await writeRisk(deps, {
    ...ad,
    score: assessment.score,
    reasons: JSON.stringify(assessment.reasons),
    textBands: signature ? signatureBands(signature) : [],
    signature: signature ? signatureToHex(signature) : null,
    photos: photos.map((photo) => ({ ...photo, bands: photoBands(photo.hash) })),
    droppedPaths,
    publish,
  });
}
