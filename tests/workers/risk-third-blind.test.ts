import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-third-blind-set";

// The ad check and the message check measured on a third set written blind
// (risk-third-blind-set.ts), by a third hand without reading either check or
// the other sets, and since tuned on (regression floors only). The reposts of seeded ads and the new account's
// burst are made by the shared harness (helpers/held-out-risk.ts).

/**
 * Floors a little under what is measured, so one more miss of any kind fails.
 * On the rules of the day it was written: 77.0 % of risky ads held or refused
 * (47 of 61), 41.6 % of honest ads held (52 of 125, every one a low price).
 * On the price rules tuned that day on the other sets (never on this one):
 * 75.4 % and 2.4 % (3 of 125, all vehicles). Messages: 92.1 % of scams flagged
 * (35 of 38: a Fawry card as "insurance", Google Play cards as a deposit, a
 * Franco "7awel el flos" missed), 0 % of ordinary ones (0 of 81).
 * Then tuned on (with the first and second sets): 98.4 % of risky ads held
 * (60 of 61, 22 refused; a Mercedes E200 2021 at 600,000 still passes), 0 %
 * of honest ads (0 of 125); messages 100 % of scams (38 of 38), 0 % of
 * ordinary ones. After the tuning on the fourth set (floors by a make's
 * recent model year): 100 % of risky ads (61 of 61), 0 % of honest ads,
 * messages unchanged. Regression floors only now.
 */
const FLOORS = { riskyHeld: 0.98, honestHeldAtMost: 0.007, scamsFlagged: 0.98, ordinaryFlaggedAtMost: 0.01 };

heldOutRiskTests(
  "third blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 4, repostStep: 23, repostStart: 5, targetOffset: 120, burstName: "third" },
  FLOORS,
  { honest: 110, risky: 55, ordinary: 75, scam: 35 },
);
