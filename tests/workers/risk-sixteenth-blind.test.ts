import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-sixteenth-blind-set";

/**
 * The sixteenth blind set: ads and first messages written by someone who has
 * not read the checks, leaning on students and young professionals, the
 * Delta's cities and expatriates' English posts.
 *
 * As written, on the rules of 29 November after the seventh tuning round (on
 * the thirteenth set): 265 ads (169 honest,
 * 96 risky), risky held or refused 94.8 % (refused 24), honest held 0.6 %
 * (1/169); bait 41/44, contact 12/13, forbidden 12/13, fee 10/10, copy 4/4,
 * copy-photo 2/2, repost-own 4/4, burst 6/6. 140 messages: scams flagged
 * 97.8 % (45/46), ordinary flagged 0.0 % (0/94). The floors sit just under
 * that: one more miss of a risky ad or a scam fails.
 *
 * Still held out through the eighth round (on the fourteenth set): the same
 * figures (94.8 %, 0.6 %; 97.8 %, 0.0 %).
 */
heldOutRiskTests(
  "sixteenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 17, repostStep: 97, repostStart: 67, targetOffset: 160, burstName: "sixteenth" },
  { riskyHeld: 0.94, honestHeldAtMost: 0.02, scamsFlagged: 0.97, ordinaryFlaggedAtMost: 0.02 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
