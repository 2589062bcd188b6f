-- Orphaned uploads. Photos and attachments are stored in R2
-- before the row that names them is written; a Worker stopped in between (a
-- crash, a deploy, a database outage) leaves objects that no row names. The
-- hourly job removes them a day later (server/orphans.server.ts).
--
-- 1. Where the sweep stopped: R2 lists a bucket 1,000 keys a page, and one
--    cron run checks a few pages only; the next run resumes from the cursor.
-- 2. The sweep asks, for a page of keys, which of them a row names. These
--    indexes make that a lookup per key in the large tables, not a scan of
--    them for every page (the admin's small tables are read whole).
CREATE TABLE job_cursors (
  name TEXT PRIMARY KEY,
  cursor TEXT,                                -- NULL: the next run starts from the first key
  updated_at TEXT NOT NULL
);

CREATE INDEX ad_images_by_image_path ON ad_images(image_path);
CREATE INDEX ad_images_by_small_path ON ad_images(small_path);
CREATE INDEX users_by_image ON users(image);
CREATE INDEX support_attachments_by_path ON support_attachments(path);
CREATE INDEX pdf_imgs_by_file_url ON pdf_imgs(file_url);
