// The ninth blind held-out set, measured against a freshly seeded database.
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-ninth-blind-set";

/**
 * The ninth blind set (written without reading the checks) against the ad
 * check and the message check. Floors sit a little under what was measured.
 */
heldOutRiskTests(
  "ninth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 10, repostStep: 61, repostStart: 37, targetOffset: 120, burstName: "ninth" },
  { riskyHeld: 0, honestHeldAtMost: 1, scamsFlagged: 0, ordinaryFlaggedAtMost: 1 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
