import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-fifth-blind-set";

// The ad check and the message check measured on a fifth blind set
// (risk-fifth-blind-set.ts), written by a fifth hand without reading either
// check or the other sets. It was held out until the fourth risk tuning (29
// November), which tuned the ad check on its ads: for ads it is a tuning set
// now, its floors guard against regressions, and a sixth set is the blind
// measure. The reposts of seeded ads and the new account's burst are made by
// the shared harness (helpers/held-out-risk.ts).

/**
 * Floors a little under what is measured, so one more miss of any kind fails.
 * On the rules of the day it was written: 72.8 % of risky ads held or refused
 * (59 of 81: every repost, copy and burst, 13 of 14 contact details, but only
 * 13 of 25 bait prices, 7 of 12 requests for money before viewing and 10 of
 * 14 things that may not be sold), 5.1 % of honest ads held (8 of 158: seven
 * spare parts or accessories priced against the vehicles or machines they
 * fit, one used controller against its console). Honest held per category:
 * vehicles 6 of 36, estate 0 of 28, electronics 1 of 38, home 0 of 31,
 * industry 1 of 25. Messages: 88.1 % of scams flagged (37 of 42), 0 % of
 * ordinary ones (0 of 81).
 * After the risk tuning on the fourth set (29 November, this set still held
 * out): 79.0 % held or refused (64 of 81: bait 18 of 25, contact 13 of 14,
 * money before viewing 7 of 12, not allowed 10 of 14), 2.5 % of honest ads
 * held (4 of 158: three car parts, generator filters); messages unchanged
 * at 88.1 % / 0 %.
 * After the ad check was tuned on this set (29 November): 98.8 % held or
 * refused (80 of 81: bait 25 of 25, contact 14 of 14, money before viewing
 * 11 of 12, not allowed 14 of 14), 0 % of honest ads held (0 of 158).
 * Its messages then became the message check's tuning set (so they are no
 * longer a blind measure of it): after the tuning 100 % of scams flagged (42
 * of 42: the booking fee "على الكاش", the code "you will receive", the photo
 * of the card, 10 % by bank transfer to hold a flat and the QR code to pay
 * now read) and still no ordinary message.
 * After the ad check's tuning on the seventh set (shipping paid online counts
 * as money first): 100 % of risky ads held or refused (81 of 81), still 0 %
 * of honest ads held.
 */
const FLOORS = { riskyHeld: 0.99, honestHeldAtMost: 0.005, scamsFlagged: 0.98, ordinaryFlaggedAtMost: 0.01 };

heldOutRiskTests(
  "fifth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 6, repostStep: 43, repostStart: 17, targetOffset: 200, burstName: "fifth" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
