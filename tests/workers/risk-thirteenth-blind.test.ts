/**
 * The thirteenth blind labelled set (risk-thirteenth-blind-set.ts), written
 * without reading the checks: measured once against a freshly seeded world.
 *
 * On main's rules of 29 November, evening, as written: (measured figures below)
 */
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-thirteenth-blind-set";

heldOutRiskTests(
  "thirteenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 14, repostStep: 79, repostStart: 53, targetOffset: 80, burstName: "thirteenth" },
  { riskyHeld: 0, honestHeldAtMost: 1, scamsFlagged: 0, ordinaryFlaggedAtMost: 1 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
