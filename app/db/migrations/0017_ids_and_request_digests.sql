-- Ids a client holds across an edit are never given twice,
-- and idempotency keys remember what they were used for (at the end).
--
-- SQLite gives a new row of a table without AUTOINCREMENT the largest id + 1,
-- so deleting an ad's newest photo handed its id to the next photo: a
-- `keep_images` list read before an edit could then keep a photo the client
-- never saw. The same held for a document's pages (pdf_imgs), which the admin
-- deletes and adds by id. Ads and the other public records take their ids
-- from id_sequences (0008, ids.server.ts); these two child tables, whose rows
-- are inserted several at a time, are rebuilt with AUTOINCREMENT instead,
-- which never gives an id that was used before (sqlite_sequence keeps the
-- largest one given; it starts from the largest id kept here).
--
-- Other ids a client holds are not deleted by any path (conversations,
-- messages and support attachments go only with an account, and accounts are
-- never deleted), or already come from id_sequences.
--
-- As in 0011: one transaction, foreign-key checks deferred to the commit;
-- only child tables are rebuilt (nothing references them), rows and ids kept,
-- then their indexes and the content-version triggers (0013) made again.
PRAGMA defer_foreign_keys = on;

-- Photos of ads ---------------------------------------------------------------------
CREATE TABLE ad_images_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  image_path TEXT NOT NULL,                   -- R2 key of the full image
  small_path TEXT NOT NULL,                   -- R2 key of the card variant (<= 480 px wide)
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
INSERT INTO ad_images_new (id, ad_id, image_path, small_path, width, height, position)
  SELECT id, ad_id, image_path, small_path, width, height, position FROM ad_images;
DROP TABLE ad_images;
ALTER TABLE ad_images_new RENAME TO ad_images;
CREATE INDEX ad_images_by_ad ON ad_images(ad_id, position);
CREATE TRIGGER content_version_ad_images_insert AFTER INSERT ON ad_images
WHEN (SELECT status FROM ads WHERE id = NEW.ad_id) = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ad_images_update AFTER UPDATE ON ad_images
WHEN (SELECT status FROM ads WHERE id = NEW.ad_id) = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ad_images_delete AFTER DELETE ON ad_images
WHEN (SELECT status FROM ads WHERE id = OLD.ad_id) = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

-- Pages of documents ------------------------------------------------------------------
CREATE TABLE pdf_imgs_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pdf_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  file_url TEXT NOT NULL,
  page INTEGER NOT NULL DEFAULT 0
);
INSERT INTO pdf_imgs_new (id, pdf_id, file_url, page) SELECT id, pdf_id, file_url, page FROM pdf_imgs;
DROP TABLE pdf_imgs;
ALTER TABLE pdf_imgs_new RENAME TO pdf_imgs;
CREATE INDEX pdf_imgs_by_document ON pdf_imgs(pdf_id, page);
CREATE TRIGGER content_version_pdf_imgs_insert AFTER INSERT ON pdf_imgs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_pdf_imgs_update AFTER UPDATE ON pdf_imgs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_pdf_imgs_delete AFTER DELETE ON pdf_imgs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

-- Idempotency keys refuse a changed request -------------------------
-- The digest of the request that used a submit key (method, path, fields in
-- any order, files' contents: server/request-hash.server.ts). The same key
-- with another digest is refused instead of answered with the first row.
-- Rows from before have none and still answer a repeat as before.
ALTER TABLE ads ADD COLUMN submit_digest TEXT;
ALTER TABLE support_requests ADD COLUMN submit_digest TEXT;
ALTER TABLE bundle_orders ADD COLUMN submit_digest TEXT;
