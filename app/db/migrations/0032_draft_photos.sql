-- The photos of the ad kept as the account's draft past a category's free ads
-- (features/packs): stored in R2 when the ad was sent, named here until the
-- draft is posted (its ad then names them), replaced by another draft's, or
-- expires (30 days after it was kept). The hourly sweep of uploads no row names
-- (server/orphans.server.ts) keeps the photos of a live draft and removes those
-- of an expired or replaced one.
CREATE TABLE ad_draft_photos (
  image_path TEXT PRIMARY KEY,
  small_path TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES ad_drafts(user_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
CREATE INDEX ad_draft_photos_by_user ON ad_draft_photos (user_id, position);
CREATE INDEX ad_draft_photos_by_small_path ON ad_draft_photos (small_path);
