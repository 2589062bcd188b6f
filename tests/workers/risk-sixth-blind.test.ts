import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-sixth-blind-set";

// The ad check and the message check measured on a sixth blind set
// (risk-sixth-blind-set.ts), written by a sixth hand without reading either
// check or the other sets; a tuning set for the ad check since its fifth
// tuning, still held out for the message check. The reposts of seeded ads and the new account's
// burst are made by the shared harness (helpers/held-out-risk.ts).

/**
 * Floors a little under what is measured, so one more miss of any kind fails.
 * On main's rules of the day it was written (29 November, before that day's
 * tuning on the fifth set): 75.6 % of risky ads held or refused (68 of 90: every
 * repost, copy and burst, 14 of 15 contact details, but only 17 of 31 bait
 * prices, 9 of 12 requests for money before viewing and 12 of 16 things that
 * may not be sold), 1.9 % of honest ads held (3 of 158: a microbus
 * windscreen, a dishwasher hose and an excavator's hydraulic filters, each
 * priced against the whole vehicle or machine). Honest held per category:
 * vehicles 1 of 29, estate 0 of 33, electronics 0 of 36, home 1 of 32,
 * industry 1 of 28. Messages: 79.1 % of scams flagged (34 of 43: missed
 * three fees before meeting, a card number asked through a courier's link,
 * two courier tricks and three asks for a code sent by text), 0 % of
 * ordinary ones (0 of 86).
 * After the risk tuning on the fifth set (29 November, this set still held
 * out): 81.1 % held or refused (73 of 90), 0 % of honest ads held (0 of 158).
 * Held out until then, then tuned on for ads (the fifth risk tuning, 29
 * November): 98.9 % held or refused (89 of 90: bait 30 of 31, contact 15 of
 * 15, money before viewing 12 of 12, not allowed 16 of 16; still published a
 * 3 kW fiber laser at 85,000, a mild low price only), 0 % of honest ads held. So its ad floors guard against regressions,
 * not for unseen ads. Its messages are still held out: after the message
 * check's tuning on the fifth set, 90.7 % of scams flagged (39 of 43) and
 * no ordinary message.
 * After the tuning on the seventh set's vehicles and industry (a laser cutter
 * judged by its kilowatts or watts): 100 % held or refused (90 of 90), 0 % of
 * honest ads held.
 * Its messages, still held out, after the four tuning rounds of that
 * afternoon (on the seventh, eighth, tenth and eleventh sets): 95.3 %, 97.7 %,
 * 97.7 %, 97.7 % of scams flagged (42/43), 0 % of ordinary messages.
 */
const FLOORS = { riskyHeld: 0.99, honestHeldAtMost: 0.005, scamsFlagged: 0.97, ordinaryFlaggedAtMost: 0.01 };

heldOutRiskTests(
  "sixth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 7, repostStep: 47, repostStart: 19, targetOffset: 240, burstName: "sixth" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
