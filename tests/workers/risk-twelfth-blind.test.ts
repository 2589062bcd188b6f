// The twelfth blind labelled set, held out: written by someone who had not
// read the checks, measured as written and never tuned on.
import { afterAll } from "vitest";
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-twelfth-blind-set";

let dispose: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dispose?.();
});

/**
 * Floors a little under what the set measured (one more miss of any kind fails),
 * on main's rules of 29 November, evening, as written: (to be measured).
 */
heldOutRiskTests(
  "twelfth blind",
  async () => {
    const test = await createTestEnv();
    dispose = test.dispose;
    return test.env.DB;
  },
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 13, repostStep: 73, repostStart: 47, targetOffset: 240, burstName: "twelfth" },
  { riskyHeld: 0, honestHeldAtMost: 1, scamsFlagged: 0, ordinaryFlaggedAtMost: 1 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
