import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-fourth-blind-set";

// The ad check and the message check measured on a fourth set written blind
// (risk-fourth-blind-set.ts), by a fourth hand without reading either check or
// the other sets, and since tuned on (regression floors only). The reposts of
// seeded ads and the new account's burst are made by the shared harness
// (helpers/held-out-risk.ts).

/**
 * Floors a little under what is measured, so one more miss of any kind fails.
 * On the rules of the day it was written: 60.7 % of risky ads held or refused
 * (51 of 84: every contact detail but an Instagram handle, every repost and
 * burst, but only 11 of 30 bait prices, 6 of 12 fees before viewing and 7 of
 * 14 things that may not be sold), 5.9 % of honest ads held (9 of 152, every
 * one a part or accessory priced under the vehicles' own median, and one
 * game disc under a console's). Messages: 95.2 % of scams flagged (40 of 42:
 * a card's photo "to see you are serious" and a paid delivery link named but
 * not written missed), 0 % of ordinary ones (0 of 85).
 * Before it was tuned on, on the rules of that day: 79.8 % of risky ads held
 * or refused (67 of 84: bait for models and sizes the floor list did not
 * name, fees asked before viewing, personal papers, branded copies and
 * weapons passed), 3.9 % of honest ads held (6 of 152: vehicle parts, a game
 * disc, an excavator's bucket); messages 95.2 % and 0 %.
 * Then tuned on (floors by family, size and recent model year, parts named as
 * parts, items the law forbids as word families, fees before viewing): 100 %
 * of risky ads (84 of 84, 26 refused), 0 % of honest ads (0 of 152); messages
 * 100 % of scams (42 of 42), 0 % of ordinary ones (0 of 85).
 * Regression floors only now.
 */
const FLOORS = { riskyHeld: 0.98, honestHeldAtMost: 0.006, scamsFlagged: 0.98, ordinaryFlaggedAtMost: 0.01 };

heldOutRiskTests(
  "fourth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 5, repostStep: 41, repostStart: 11, targetOffset: 160, burstName: "fourth" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
