// The eleventh blind labelled set, run through the ad check and the message
// check in workerd against a freshly seeded database.
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-eleventh-blind-set";
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";

/**
 * Floors a little under what the set measured (measurement pending).
 */
const FLOORS = { riskyHeld: 0, honestHeldAtMost: 1, scamsFlagged: 0, ordinaryFlaggedAtMost: 1 };

heldOutRiskTests(
  "eleventh blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 12, repostStep: 71, repostStart: 43, targetOffset: 160, burstName: "eleventh" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
