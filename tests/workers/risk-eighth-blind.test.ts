import { afterAll } from "vitest";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { createTestEnv } from "./helpers/db";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-eighth-blind-set";

/**
 * The eighth blind labelled set, written without reading the checks: honest
 * and risky ads posted by a seeded trader, reposts of seeded ads, a new
 * account's burst of dear ads, and buyers' and "sellers'" first messages.
 *
 * On main's rules of 29 November, as written: (to be measured)
 */
const FLOORS = { riskyHeld: 0, honestHeldAtMost: 1, scamsFlagged: 0, ordinaryFlaggedAtMost: 1 };

let dispose: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dispose?.();
});

heldOutRiskTests(
  "eighth blind",
  async () => {
    const test = await createTestEnv();
    dispose = test.dispose;
    return test.env.DB;
  },
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 9, repostStep: 59, repostStart: 31, targetOffset: 320, burstName: "eighth" },
  FLOORS,
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
