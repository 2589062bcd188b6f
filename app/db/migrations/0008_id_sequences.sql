-- Ids that are public addresses are never given twice. SQLite gives a new
-- row the largest id + 1, so deleting the newest ad (or post, document,
-- category…) would hand its id, and every link shared to it, to the next one.
-- The last id given per table is kept here (ids.server.ts); a table starts
-- from its current largest id.
CREATE TABLE id_sequences (
  name TEXT PRIMARY KEY,
  last INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO id_sequences (name, last) SELECT 'ads', COALESCE(MAX(id), 0) FROM ads;
INSERT INTO id_sequences (name, last) SELECT 'blog_posts', COALESCE(MAX(id), 0) FROM blog_posts;
INSERT INTO id_sequences (name, last) SELECT 'documents', COALESCE(MAX(id), 0) FROM documents;
INSERT INTO id_sequences (name, last) SELECT 'categories', COALESCE(MAX(id), 0) FROM categories;
INSERT INTO id_sequences (name, last) SELECT 'subcategories', COALESCE(MAX(id), 0) FROM subcategories;
INSERT INTO id_sequences (name, last) SELECT 'brand_countries', COALESCE(MAX(id), 0) FROM brand_countries;
INSERT INTO id_sequences (name, last) SELECT 'third_branches', COALESCE(MAX(id), 0) FROM third_branches;
INSERT INTO id_sequences (name, last) SELECT 'governorates', COALESCE(MAX(id), 0) FROM governorates;
INSERT INTO id_sequences (name, last) SELECT 'regions', COALESCE(MAX(id), 0) FROM regions;
INSERT INTO id_sequences (name, last) SELECT 'banners', COALESCE(MAX(id), 0) FROM banners;
INSERT INTO id_sequences (name, last) SELECT 'safety_tips', COALESCE(MAX(id), 0) FROM safety_tips;
INSERT INTO id_sequences (name, last) SELECT 'bundles', COALESCE(MAX(id), 0) FROM bundles;
INSERT INTO id_sequences (name, last) SELECT 'services', COALESCE(MAX(id), 0) FROM services;
INSERT INTO id_sequences (name, last) SELECT 'links', COALESCE(MAX(id), 0) FROM links;
