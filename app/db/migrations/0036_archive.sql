-- A bounded hot database (features/archive/archive.server.ts, server/jobs.server.ts).
--
-- The hourly job prunes free-ad postings older than the free-ad window by
-- their date: an index on it, so the prune reads what it deletes. The ads that
-- ended long ago leave D1 by the walks of the indexes there are already
-- ((status, expires_at) and (status, updated_at, id)).
CREATE INDEX IF NOT EXISTS ad_postings_by_time ON ad_postings(created_at);
