-- The alert run matches a queued ad against the saved searches a window of
-- ids at a time (ALERTS.searchesPerBatch): searched_to is the highest saved
-- search id already matched against the ad, so a run's work stays bounded
-- however many searches there are and the next run carries on from there.
ALTER TABLE alert_queue ADD COLUMN searched_to INTEGER NOT NULL DEFAULT 0;
