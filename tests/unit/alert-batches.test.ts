import { describe, expect, it } from "vitest";
import { ALERTS, nextBatchSize } from "~/features/saved-searches/alerts.server";

// The alert run's batches are sized by the last one's time, so a batch stays
// within ALERTS.batchMs however many saved searches an ad matches.
describe("nextBatchSize", () => {
  it("grows a quick batch at most tenfold, up to ALERTS.adsPerBatch", () => {
    expect(nextBatchSize({ ads: 1, ms: 20 })).toBe(10);
    expect(nextBatchSize({ ads: 100, ms: 500 })).toBe(ALERTS.adsPerBatch);
  });

  it("shrinks a slow one to what fits in ALERTS.batchMs, never below one ad", () => {
    // 300,000 saved searches: 10 ads took 153 s in the bench.
    expect(nextBatchSize({ ads: 10, ms: 153_000 })).toBe(1);
    expect(nextBatchSize({ ads: 8, ms: 16_000 })).toBe(Math.floor(ALERTS.batchMs / 2_000));
  });
});
