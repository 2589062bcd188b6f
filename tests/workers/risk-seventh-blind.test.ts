import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-seventh-blind-set";

// The ad check and the message check measured on a seventh blind set
// (risk-seventh-blind-set.ts), written by a seventh hand without reading either
// check or the other sets. It was held out until the message check was tuned
// on it (29 November): from then on it is a tuning set, for its messages as
// well as its ads, and its floors guard against regressions (the eighth and
// ninth sets are the blind measures). The reposts of seeded ads and the new account's burst are
// made by the shared harness (helpers/held-out-risk.ts).

/**
 * Floors a little under what is measured, so one more miss of any kind fails.
 * On main's rules of the day it was written (29 November, before that day's
 * tuning on the fifth set): 77.2 % of risky ads held or refused
 * (71 of 92: every repost, copy and burst, 13 of 13 contact details, 11 of 12
 * things that may not be sold, but only 24 of 41 bait prices, mostly recent
 * named models: phones, tablets, laptops, big TVs,
 * superbikes, a Land Cruiser, flats and villas in dear districts; and 7 of 10
 * requests for money before viewing), 3.8 % of honest ads held (6 of 156: a
 * dynamo, floor mats, a brake part, microbus seats and an excavator bucket,
 * each priced against the whole vehicle or machine, and a Sheikh Zayed flat's
 * monthly rent of 14,000). Honest held per category: vehicles 4 of 33, estate
 * 1 of 31, electronics 0 of 35, home 0 of 30, industry 1 of 27. Messages:
 * 76.2 % of scams flagged (32 of 42: missed three deposits (a
 * seriousness deposit before viewing, a bank account, half paid by Fawry), three courier fees through a link, one ask for a code sent
 * by text and three fake support messages), 0 % of ordinary ones (0 of 82).
 *
 * Still held out, after that day's tuning of both checks on the fifth set:
 * 80.4 % of risky ads held or refused (bait 26 of 41, money first 8 of 10),
 * 1.3 % of honest ads held (2 of 156); 92.9 % of scams flagged, and 1.2 % of
 * ordinary messages (1 of 82: a buyer asking for a photo of the contract
 * without the national ID number, read as a request for the ID). The floors
 * follow the tuned figures; the ordinary floor allows that one message, the
 * trade for 16.7 points more scams flagged (the product's limit is 2 %).
 * After the ad check's second tuning that day (on the sixth set), still held
 * out: 84.8 % of risky ads held or refused (bait 29 of 41; the misses are
 * superbikes, dear laptops and tablets, a foldable phone, a Zamalek monthly
 * rent, a Marassi villa, an inverter air conditioner, a tractor and a fibre
 * laser), 1.3 % of honest ads held.
 * Its messages then became the message check's tuning set: after the tuning
 * 100 % of scams flagged (42 of 42: now also the car "held" until 5,000 come
 * to a bank account, half the price "فوري" with the other half on delivery,
 * and card details typed on the company's link in Franco-Arabic) and 0 % of
 * ordinary messages (0 of 82: the photo of the contract without the national
 * ID number no longer reads as a request for the ID). The message floors
 * follow: one more miss or one ordinary message flagged fails.
 * From then on its ads are a tuning set, no longer held out. After the ad
 * check judged homes by the dear place they name (a Zamalek monthly rent, a
 * Marassi villa) and a home its text or catalogue says is let no longer as a
 * sale by its area (the Sheikh Zayed new-law rent): 87.0 % of risky ads held
 * or refused (bait 31 of 41), 0.6 % of honest ads held (1 of 156: an
 * excavator's bucket).
 * Then tuned on for electronics and home (floors for foldables of any make,
 * premium laptop lines, M-chip iPad Pros, recent Surface Pros, inverter air
 * conditioners by horsepower; a fee paid "first" or before the viewing is
 * arranged) and for vehicles and industry (motorcycles by engine size or big
 * line, tractors, laser cutters by power, trucks and buses by line; an
 * excavator's bucket read as a part): 100 % of risky ads held or refused
 * (92 of 92), 0 % of honest ads held (0 of 156).
 */
const FLOORS = { riskyHeld: 0.98, honestHeldAtMost: 0.01, scamsFlagged: 0.98, ordinaryFlaggedAtMost: 0.01 };

heldOutRiskTests(
  "seventh blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 8, repostStep: 53, repostStart: 23, targetOffset: 280, burstName: "seventh" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
