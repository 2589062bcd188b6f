-- Ads editor, favourites and moderation: indexes for the queries
-- the moderation queue and the wishlist run, so neither scans its table.

-- The moderation queue: ads under review, the longest-waiting (last edit) first.
CREATE INDEX ads_review_queue ON ads(status, updated_at, id);

-- A user's favourites, newest first (the favourites tab).
CREATE INDEX favourites_by_user_time ON favourites(user_id, created_at);
