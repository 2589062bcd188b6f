/**
 * The tenth blind held-out set (tests/workers/risk-tenth-blind-set.ts), written
 * without reading the checks: the ad check holds or refuses its risky ads and
 * publishes its honest ones, the message check flags its scams and leaves its
 * ordinary messages alone, above the floors below.
 *
 * On main's rules of 29 November, as written: 279 ads (183 honest, 96 risky),
 * risky held or refused 70.8 % (68/96, refused 25: bait 17/44, contact 13/13,
 * forbidden 12/12, fee 10/11, copies and reposts 10/10, burst 6/6), honest held
 * 2.2 % (4/183: vehicles 2/42, estate 0/31, electronics 0/43, home 1/36,
 * industry 1/31); 136 messages, scams flagged 93.2 % (41/44), ordinary flagged
 * 7.6 % (7/92). The floors sit one miss of any kind under those figures.
 * An item said unused ("جديد" or "زيرو" in its title, "جديده بالكرتونه" in its text) is judged against a new one's
 * price in every family, and side-by-side fridges, washer-dryers and a handheld's top version have floors: its six
 * electronics and home bait are held, risky held 93.8 % (90/96, bait 38/44), honest unchanged.
 * The vehicle and industry floors (a large excavator by its class number, a tractor of 100 hp, a recent large
 * off-roader or premium SUV, a new generator by kVA, a laser cutter by kW), an instalment read as a part and a
 * plough's "سلاح" left alone: risky held 92.7 % (89/96, bait 37/44), honest held 1.1 % (2/183: vehicles 1/42,
 * industry 0/31); its ad floors one miss under.
 * The message check then read a deposit paid at the lawyer's, the notary's or
 * the contract, an app named to refuse it, and money said to be held or frozen
 * that a fee would release: scams flagged 100.0 % (44/44), ordinary flagged
 * 0.0 % (0/92), its floors one miss under.
 * A dear city's villa floored at 15,000 a m² of its own area (never its
 * garden's), a vehicle over ten years old judged only against peers at most a
 * year newer, and a used item's hurry and mixed low price weighed as one
 * reason: risky held or
 * refused 87.5 % (84/96, bait 32/44), honest held 1.1 % (2/183: vehicles 1/42,
 * home 0/36, industry 1/31), from 86.5 % and 2.2 % on the integration branch.
 * With the round's lanes merged: 100 % of risky ads held or refused (96/96),
 * 0 % of honest ads held; floors one miss under.
 */
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-tenth-blind-set";

const FLOORS = { riskyHeld: 0.98, honestHeldAtMost: 0.005, scamsFlagged: 0.97, ordinaryFlaggedAtMost: 0.011 };

heldOutRiskTests(
  "tenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 11, repostStep: 67, repostStart: 41, targetOffset: 200, burstName: "tenth" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
