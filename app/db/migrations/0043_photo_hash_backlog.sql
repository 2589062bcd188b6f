-- The photos of ads posted before the risk check kept perceptual photo hashes
-- (migration 0039): each waits here until the hourly cron hashes it, reading it
-- from R2 as an upload is hashed, a bounded number a run
-- (features/risk/photo-backfill.server.ts). Photos uploaded from now on are
-- hashed when they come and never enter it; the table is empty once the older
-- ones are done, and a photo deleted meanwhile leaves it with its row.
CREATE TABLE photo_hash_backlog (
  image_id INTEGER PRIMARY KEY REFERENCES ad_images(id) ON DELETE CASCADE,
  -- Runs in which the Images binding failed on this photo; dropped after a few.
  tries INTEGER NOT NULL DEFAULT 0
);
INSERT INTO photo_hash_backlog (image_id)
  SELECT i.id FROM ad_images i
  WHERE NOT EXISTS (SELECT 1 FROM ad_photo_bands b WHERE b.ad_id = i.ad_id AND b.image_path = i.image_path);
