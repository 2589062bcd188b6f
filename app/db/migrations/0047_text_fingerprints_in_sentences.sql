-- The risk check's text fingerprint is now taken inside each sentence, after
-- the selling words are dropped, and keeps its shingle count, so a reworded or
-- reordered copy is still a copy. Ads already here were fingerprinted the old
-- way: marked 0 again, the hourly cron rewrites them a bounded number per run
-- (features/ads/reindex.server.ts), found by the partial index of migration 0040.
UPDATE ads SET index_version = 0 WHERE index_version = 1;
