/**
 * The fifteenth blind held-out set (risk-fifteenth-blind-set.ts), written
 * without reading the checks, measured by the shared harness.
 *
 * As written, on the rules of 29 November after the sixth tuning round (on the
 * twelfth set): 259 ads (163 honest,
 * 96 risky: 80 written, 10 reposts, 6 burst), risky held or refused 90.6 %
 * (refused 26), honest held 0.0 %; bait 35/44, contact 13/13, forbidden
 * 13/13, fee 10/10, copy 4/4, copy-photo 2/2, repost-own 4/4, burst 6/6;
 * every honest category 0 held (vehicles 0/29, estate 0/31, electronics 0/37,
 * home 0/38, industry 0/28). 142 messages: scams flagged 93.6 % (44/47),
 * ordinary flagged 1.1 % (1/95); deposit 9/10, fee 6/6, link 5/5,
 * off-platform 7/7, code 6/7, impostor 4/5, overpay 4/4, prize 3/3; of the
 * ordinary only one payment message was flagged (0 of the other kinds).
 * The floors sit so that one more miss of any kind fails.
 *
 * Still held out through the seventh round (on the thirteenth set): risky held
 * or refused 91.7 % (88/96), honest held 0.0 %; messages unchanged (93.6 %,
 * 1.1 %). The risky floor follows, one more miss under.
 *
 * Still held out through the eighth round (on the fourteenth set): risky held
 * or refused 92.7 % (89/96), honest held 0.6 % (1/163: a Chinese six-head
 * embroidery machine at 190,000 under the round's new floor of 250,000 for any
 * multi-head one); messages unchanged. That floor was then split by make (a
 * Chinese one 100,000, a Tajima, Barudan or SWF 250,000): honest held 0.0 %.
 * This set's figures from here on are no longer blind for honest industry ads.
 */
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-fifteenth-blind-set";

heldOutRiskTests(
  "fifteenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 16, repostStep: 89, repostStart: 61, targetOffset: 120, burstName: "fifteenth" },
  { riskyHeld: 0.922, honestHeldAtMost: 0.02, scamsFlagged: 0.93, ordinaryFlaggedAtMost: 0.02 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
