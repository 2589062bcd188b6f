/**
 * The fourteenth blind labelled set (risk-fourteenth-blind-set.ts), measured
 * with the shared held-out harness: the ad check on its honest, risky and
 * burst ads and on ten reposts of seeded ads, the message check on its first
 * messages. Floors sit a little under what it measured.
 *
 * Measured as written on the rules of 29 November after the fifth tuning round
 * (on the ninth set): 267 ads
 * (170 honest, 97 risky), risky held or refused 84.5 % (refused 26), honest
 * held 0.0 %; bait 30/44, contact 13/14, forbidden 13/13, fee 10/10, copy 4/4,
 * copy-photo 2/2, repost-own 4/4, burst 6/6; honest held 0/32 vehicles,
 * 0/28 estate, 0/37 electronics, 0/35 home, 0/38 industry. 144 messages
 * (98 ordinary, 46 scam): scams flagged 95.7 %, ordinary flagged 4.1 %
 * (payment 2/13, delivery 1/8, seller 1/12; scam fee 3/5, every other scam
 * kind all flagged).
 *
 * Still held out through the sixth tuning round (on the twelfth set): risky
 * held or refused 87.6 % (85/97), honest held 0.0 %; messages unchanged
 * (95.7 %, 4.1 %). The risky floor follows, one more miss under.
 *
 * Still held out through the seventh round (on the thirteenth set): risky held
 * or refused 88.7 % (86/97), honest held 0.0 %. Its messages are not counted as
 * held out after the sixth round: the seventh round's message brief named
 * families taken from this set's misses (95.7 % and 4.1 % as written).
 *
 * Tuned on in the eighth round (four lanes side by side), after which it reads
 * 100 % of its risky ads held or refused (97/97, refused 27), no honest ad held
 * (0/170), 100 % of its scams flagged (46/46) and no ordinary message (0/98):
 *   - estate and contact: a summer let in a resort by the fortnight, the month
 *     or the season; Z, G, b, q, g and T read as digits in a phone-shaped run;
 *   - electronics and machines: a battery's health written after the phone is
 *     no part sold alone, a laptop line's graphics card read in its text,
 *     five-axis CNC, multi-head embroidery machines, "فوركلفت";
 *   - vehicles and machines: a volume make's mid-size SUV or saloon of 2020 on,
 *     a truck sold with its trailer, a minibus of 2020 on, an excavator named by
 *     its model code;
 *   - messages: a courier paid in cash while he waits or once the item is seen
 *     fitted, a bank cheque, a transfer at the bank with both there are
 *     ordinary; a fee refunded after delivery but sent first and customs
 *     release fees in Franco are warned for.
 */
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { createTestEnv } from "./helpers/db";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-fourteenth-blind-set";

heldOutRiskTests(
  "fourteenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 15, repostStep: 83, repostStart: 59, targetOffset: 200, burstName: "fourteenth" },
  { riskyHeld: 0.995, honestHeldAtMost: 0.005, scamsFlagged: 0.99, ordinaryFlaggedAtMost: 0.005 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
