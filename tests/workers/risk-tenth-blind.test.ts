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
 *
 * A dear city's villa floored at 15,000 a m² of its own area (never its
 * garden's), a vehicle over ten years old judged only against peers at most a
 * year newer, and a used item's hurry and mixed low price weighed as one
 * reason: risky held or
 * refused 87.5 % (84/96, bait 32/44), honest held 1.1 % (2/183: vehicles 1/42,
 * home 0/36, industry 1/31), from 86.5 % and 2.2 % on the integration branch.
 */
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-tenth-blind-set";

const FLOORS = { riskyHeld: 0.86, honestHeldAtMost: 0.017, scamsFlagged: 0.93, ordinaryFlaggedAtMost: 0.077 };

heldOutRiskTests(
  "tenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 11, repostStep: 67, repostStart: 41, targetOffset: 200, burstName: "tenth" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
