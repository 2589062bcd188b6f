-- Which form of an ad's derived rows (its search row and slip words, its text
-- fingerprint) were written: ads written from now on are of the current form
-- (the default); ads already here are marked 0 so the hourly cron brings them
-- up a bounded number per run (server/reindex.server.ts), found by the partial
-- index, which is empty once every ad is done.
ALTER TABLE ads ADD COLUMN index_version INTEGER NOT NULL DEFAULT 1;
UPDATE ads SET index_version = 0;
CREATE INDEX ads_below_index_version ON ads(id) WHERE index_version < 1;
